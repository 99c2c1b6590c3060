package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The calibration on made-up build times and loads: nothing here is timed. */
class CalibrationTest {

    private static final double REFERENCE = MachineSpeed.REFERENCE_SECONDS;

    @TempDir
    Path directory;

    /** Build times of a machine half the reference's speed, the first ones slow while the JIT compiles. */
    private static double[] halfSpeed(int count) {
        double[] seconds = new double[count];
        Arrays.fill(seconds, 2 * REFERENCE);
        for (int warmUp = 0; warmUp < Math.min(count, Calibration.WARM_UP); warmUp++) {
            seconds[warmUp] = 40 * REFERENCE;
        }
        return seconds;
    }

    private Calibration calibration(Calibration.Sampler sampler, double othersShare) {
        return new Calibration(directory.resolve(Calibration.FILE_NAME), "test-machine-2-cores", 2, sampler,
                () -> othersShare);
    }

    @Test
    void slowBuildsAndTheWarmUpDoNotMoveTheMeasurement() {
        double[] steady = halfSpeed(Calibration.WARM_UP + Calibration.TIMED);
        assertThat(Calibration.typicalSeconds(steady)).isEqualTo(2 * REFERENCE);
        double[] withSlowOnes = steady.clone();
        withSlowOnes[Calibration.WARM_UP + 1] = 50 * REFERENCE; // other work got in the way, twice
        withSlowOnes[Calibration.WARM_UP + 7] = 9 * REFERENCE;
        assertThat(Calibration.typicalSeconds(withSlowOnes)).isEqualTo(2 * REFERENCE);
        double[] oneLucky = steady.clone();
        oneLucky[Calibration.WARM_UP + 3] = REFERENCE / 10;
        assertThat(Calibration.typicalSeconds(oneLucky)).as("nor does one lucky run").isEqualTo(2 * REFERENCE);
    }

    @Test
    void measuredOnceAndKeptForEveryLaterOpening() throws Exception {
        AtomicInteger measurements = new AtomicInteger();
        Calibration.Sampler sampler = count -> {
            measurements.incrementAndGet();
            return halfSpeed(count);
        };
        MachineSpeed first = calibration(sampler, 0.1).speed();
        assertThat(first.perCore()).isCloseTo(0.5, within(1e-9));
        assertThat(first.cores()).isEqualTo(2);
        for (int opening = 0; opening < 3; opening++) {
            Calibration again = calibration(sampler, 0.1);
            assertThat(again.known()).as("nothing read or measured before it is asked").isEmpty();
            assertThat(again.speed()).isEqualTo(first);
            assertThat(again.speed()).isEqualTo(first);
        }
        assertThat(measurements).as("measured at the first opening only").hasValue(1);
        assertThat(directory).isDirectoryNotContaining("glob:**.tmp");
    }

    @Test
    void aMeasurementOnABusyMachineIsReplacedOnceByOneOnAnIdleMachine() throws Exception {
        Deque<double[]> runs = new ArrayDeque<>();
        double[] busy = halfSpeed(Calibration.WARM_UP + Calibration.TIMED);
        Arrays.fill(busy, Calibration.WARM_UP, busy.length, 4 * REFERENCE);
        runs.add(busy);
        runs.add(halfSpeed(Calibration.WARM_UP + Calibration.TIMED));
        Calibration.Sampler sampler = count -> runs.removeFirst();

        Calibration.Measured startUp = calibration(sampler, 0.9).measured();
        assertThat(startUp.idle()).isFalse();
        assertThat(startUp.speed().perCore()).isCloseTo(0.25, within(1e-9));
        assertThat(calibration(sampler, 0.6).speed().perCore()).as("still busy: not measured again under load")
                .isCloseTo(0.25, within(1e-9));
        Calibration.Measured idle = calibration(sampler, 0.1).measured();
        assertThat(idle.idle()).isTrue();
        assertThat(idle.speed().perCore()).isCloseTo(0.5, within(1e-9));
        assertThat(calibration(sampler, 0.1).speed().perCore()).as("kept from then on").isCloseTo(0.5, within(1e-9));
        assertThat(runs).isEmpty();
    }

    @Test
    void anotherMachineSharingTheDirectoryKeepsItsOwnFigure() throws Exception {
        calibration(count -> halfSpeed(count), 0).speed();
        double[] twiceAsFast = new double[Calibration.WARM_UP + Calibration.TIMED];
        Arrays.fill(twiceAsFast, REFERENCE / 2);
        Calibration other = new Calibration(directory.resolve(Calibration.FILE_NAME), "other-machine-8-cores", 8,
                count -> twiceAsFast, () -> 0);
        assertThat(other.speed()).isEqualTo(new MachineSpeed(2.0, 8));
        assertThat(calibration(count -> {
            throw new AssertionError("kept: not measured");
        }, 0).speed().perCore()).isCloseTo(0.5, within(1e-9));
    }

    @Test
    void aDamagedFileIsMeasuredAgainAndAskingMeasuresAgain() throws Exception {
        Files.writeString(directory.resolve(Calibration.FILE_NAME), "test-machine-2-cores=fast 2026-11-27 idle\n");
        Deque<double[]> runs = new ArrayDeque<>();
        runs.add(halfSpeed(Calibration.WARM_UP + Calibration.TIMED));
        double[] faster = new double[Calibration.WARM_UP + Calibration.TIMED];
        Arrays.fill(faster, REFERENCE);
        runs.add(faster);
        Calibration calibration = calibration(count -> runs.removeFirst(), 0);
        assertThat(calibration.speed().perCore()).isCloseTo(0.5, within(1e-9));
        assertThat(calibration.measureAgain().speed().perCore()).isCloseTo(1.0, within(1e-9));
        assertThat(calibration(count -> {
            throw new AssertionError("kept: not measured");
        }, 0).speed().perCore()).isCloseTo(1.0, within(1e-9));
    }

    @Test
    void theMachineIsNamedByItsProcessorAndCores() {
        assertThat(Calibration.machineName(4)).endsWith("-4-cores").matches("[a-z0-9-]+");
    }
}
