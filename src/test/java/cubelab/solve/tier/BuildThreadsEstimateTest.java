package cubelab.solve.tier;

import static cubelab.solve.tier.MadeUpTiers.MADE_UP;
import static cubelab.solve.tier.MadeUpTiers.at;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A build's estimate follows the threads it is given, by the speed-ups measured (two threads 1.9
 * times one on 2 cores, 16 threads 11.4 times one on 16), not by the thread count: on a made-up
 * tier and made-up clock, nothing here is timed.
 */
class BuildThreadsEstimateTest {


    @TempDir
    Path directory;

    @Test
    void oneThreadIsEstimatedLongerThanEveryCoreByTheMeasuredSpeedUp() throws Exception {
        TableLocation location = TableLocation.at(directory);
        TierEstimator reference = at(1.0, 2, new MeasuredRates());
        assertThat(reference.build(MADE_UP, location).typical()).as("every core, as the window builds")
                .isCloseTo(600, within(1e-9));
        assertThat(reference.build(MADE_UP, location, 2)).isEqualTo(reference.build(MADE_UP, location));
        assertThat(reference.build(MADE_UP, location, 1).typical()).as("pdb build --threads 1")
                .isCloseTo(1140, within(1e-9));
        assertThat(reference.build(MADE_UP, location, 8)).as("more threads than cores use the cores")
                .isEqualTo(reference.build(MADE_UP, location));
        assertThat(reference.build(MADE_UP, location, 1).describe()).isEqualTo("about 19 min");
    }

    @Test
    void manyCoresGainLessThanTheirNumber() throws Exception {
        TableLocation location = TableLocation.at(directory);
        TierEstimator sixteen = at(1.0, 16, new MeasuredRates());
        // the reference's two threads did it in 600 s; sixteen do 11.4 / 1.9 = 6 times as much, not 8
        assertThat(sixteen.build(MADE_UP, location).typical()).isCloseTo(100, within(1e-9));
        assertThat(sixteen.build(MADE_UP, location, 1).typical()).isCloseTo(1140, within(1e-9));
        assertThat(sixteen.build(MADE_UP, location, 4).typical()).as("between measured counts")
                .isStrictlyBetween(100.0, 600.0).as("more than the linear rule's").isGreaterThan(600 * 2 / 4.0);
        double previous = 0;
        for (int threads = 1; threads <= 64; threads++) {
            double speedup = MachineSpeed.speedup(threads);
            assertThat(speedup).as("%d threads", threads).isGreaterThan(previous).isLessThanOrEqualTo(threads);
            previous = speedup;
        }
    }

    @Test
    void aPaceSeenHereIsScaledToTheThreadsToo() throws Exception {
        MeasuredRates rates = new MeasuredRates();
        TableLocation location = TableLocation.at(directory);
        TierEstimator estimator = at(1.0, 2, rates);
        rates.recordBuild(TierRegistry.SMALL, 100, 150); // on every core, two-thirds of the reference pace
        assertThat(estimator.build(MADE_UP, location).typical()).isCloseTo(900, within(1e-9));
        assertThat(estimator.build(MADE_UP, location, 1).typical()).isCloseTo(900 * 1.9, within(1e-9));
    }

    /**
     * A build on one thread that keeps to its estimate teaches the pace of every core: the next
     * estimate on every core is not made one thread's.
     */
    @Test
    void aBuildOnFewerThreadsRecordsItsPaceAsOnEveryCore() throws Exception {
        MeasuredRates rates = new MeasuredRates();
        AtomicLong clock = new AtomicLong();
        TableLocation location = TableLocation.at(directory);
        TierEstimator estimator = new TierEstimator(Calibration.fixed(new MachineSpeed(1.0, 2)), rates, 2,
                clock::get);
        TierBuildListener build = estimator.timing(MADE_UP, location, 1, TierBuildListener.NONE);
        build.progress(new TierBuildProgress(0, -1, "pass 1"));
        clock.set(1140L * 1_000_000_000L);
        build.progress(new TierBuildProgress(1, -1, "pass 12"));
        assertThat(rates.buildSpeed(MADE_UP)).hasValue(1.0);
        assertThat(estimator.build(MADE_UP, location).typical()).isCloseTo(600, within(1e-9));
        assertThat(estimator.build(MADE_UP, location, 1).typical()).isCloseTo(1140, within(1e-9));
    }

    @Test
    void theTimeLeftAtTheStartIsTheEstimateForTheThreadsGiven() throws Exception {
        TableLocation location = TableLocation.at(directory);
        TierEstimator estimator = new TierEstimator(Calibration.fixed(new MachineSpeed(1.0, 2)), new MeasuredRates(),
                2, () -> 0L);
        double[] left = new double[2];
        for (int threads = 1; threads <= 2; threads++) {
            int index = threads - 1;
            estimator.timing(MADE_UP, location, threads, progress -> left[index] = progress.secondsLeft())
                    .progress(new TierBuildProgress(0, -1, "pass 1"));
        }
        assertThat(left[0]).as("one thread").isCloseTo(1140, within(1e-6));
        assertThat(left[1]).as("both cores").isCloseTo(600, within(1e-6));
    }
}
