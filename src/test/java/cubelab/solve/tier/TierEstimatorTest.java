package cubelab.solve.tier;

import static cubelab.solve.tier.MadeUpTiers.MADE_UP;
import static cubelab.solve.tier.MadeUpTiers.at;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.NamedCosetTable;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The one estimator, on a made-up tier and made-up rates: nothing here is timed. */
class TierEstimatorTest {

    private static final CosetSolverTier UNMEASURED = new CosetSolverTier(new NamedCosetTable("unmeasured",
            CosetTableSpec.EO8), "never measured", 60, SearchCost.UNMEASURED);

    @TempDir
    Path directory;

    @Test
    void onTheReferenceMachineTheFiguresAreTheMeasuredOnes() throws Exception {
        TierEstimator reference = TierEstimator.reference();
        TableLocation nothingBuilt = TableLocation.at(directory);
        assertThat(reference.build(MADE_UP, nothingBuilt)).isEqualTo(TimeEstimate.of(600));
        TimeEstimate random = reference.randomCube(MADE_UP);
        assertThat(random.typical()).isCloseTo(3.0, within(1e-9));
        assertThat(reference.randomCube(UNMEASURED).known()).isFalse();
        assertThat(reference.cube(UNMEASURED, 12, 20).known()).isFalse();
    }

    @Test
    void aSlowerOrNarrowerMachineScalesEveryFigure() throws Exception {
        TableLocation location = TableLocation.at(directory);
        TimeEstimate reference = TierEstimator.reference().randomCube(MADE_UP);
        TierEstimator halfSpeed = at(0.5, 2, new MeasuredRates());
        assertThat(halfSpeed.build(MADE_UP, location).typical()).isCloseTo(1200, within(1e-9));
        assertThat(halfSpeed.randomCube(MADE_UP).typical()).isCloseTo(2 * reference.typical(), within(1e-9));
        assertThat(halfSpeed.randomCube(MADE_UP).high()).isCloseTo(2 * reference.high(), within(1e-9));
        // one core does what two did in 1.9 times the time, not twice: two threads share the memory
        TierEstimator oneCore = at(1.0, 1, new MeasuredRates());
        assertThat(oneCore.build(MADE_UP, location).typical()).isCloseTo(1140, within(1e-9));
        assertThat(oneCore.randomCube(MADE_UP).typical()).isCloseTo(1.9 * reference.typical(), within(1e-9));
    }

    @Test
    void theFirstSearchAloneDoesNotDecideButAFewThatAgreeDo() throws Exception {
        MeasuredRates rates = new MeasuredRates();
        TierEstimator estimator = at(2.0, 2, rates);
        rates.record(MADE_UP, 10_000_000, 10); // 1 M nodes/s: the window still loading its tables
        assertThat(estimator.randomCube(MADE_UP).typical()).as("one slow first search against the calibration")
                .isCloseTo(1.5, within(1e-9));
        rates.record(MADE_UP, 10_000_000, 10);
        assertThat(estimator.randomCube(MADE_UP).typical()).as("two: halfway, the middle two of four")
                .isCloseTo(3.0 / (21.0 / 20), within(1e-9));
        rates.record(MADE_UP, 10_000_000, 10);
        assertThat(estimator.randomCube(MADE_UP).typical()).as("three that agree decide")
                .isCloseTo(30.0, within(1e-9));
    }

    @Test
    void theRateSearchesRanAtHereDecidesOnceThereIsOneAndOneSlowSearchDoesNotSwingIt() throws Exception {
        MeasuredRates rates = new MeasuredRates();
        TierEstimator estimator = at(2.0, 2, rates);
        assertThat(estimator.randomCube(MADE_UP).typical()).as("the calibration: twice as fast")
                .isCloseTo(1.5, within(1e-9));
        for (int search = 0; search < 4; search++) {
            rates.record(MADE_UP, 50_000_000, 10); // 5 M nodes/s: half the reference rate, memory is slower here
        }
        assertThat(estimator.randomCube(MADE_UP).typical()).isCloseTo(6.0, within(1e-9));
        rates.record(MADE_UP, 5_000_000, 10); // one search ten times slower
        assertThat(estimator.randomCube(MADE_UP).typical()).isCloseTo(6.0, within(1e-9));
        assertThat(estimator.randomCube(TierRegistry.LARGE)).as("another tier keeps the calibration")
                .isEqualTo(at(2.0, 2, new MeasuredRates()).randomCube(TierRegistry.LARGE));
    }

    @Test
    void aBuildsPaceSeenHereDecidesTheNextBuildsOfItsKind() throws Exception {
        MeasuredRates rates = new MeasuredRates();
        TierEstimator estimator = at(1.0, 2, rates);
        TableLocation location = TableLocation.at(directory);
        rates.recordBuild(TierRegistry.SMALL, 100, 150); // small built two-thirds as fast as on the reference
        assertThat(estimator.build(MADE_UP, location).typical()).isCloseTo(900, within(1e-9));
        assertThat(estimator.build(TierRegistry.KORF, location).typical()).as("another kind of build")
                .isCloseTo(TierRegistry.KORF.referenceBuildSeconds(), within(1e-9));
    }

    @Test
    void aBuildTeachesItsPaceOnlyWhereTheMachineWasIdleWhenItStarted() throws Exception {
        TableLocation location = TableLocation.at(directory);
        for (double load : new double[] {1.8, 0.1}) {
            MeasuredRates rates = new MeasuredRates();
            AtomicLong clock = new AtomicLong();
            Calibration calibration = new Calibration(null, "test-2-cores", 2, count -> {
                double[] seconds = new double[count];
                Arrays.fill(seconds, MachineSpeed.REFERENCE_SECONDS);
                return seconds;
            }, () -> load);
            TierEstimator estimator = new TierEstimator(calibration, rates, 2, clock::get);
            TierBuildListener build = estimator.timing(MADE_UP, location, 2, TierBuildListener.NONE);
            build.progress(new TierBuildProgress(0, -1, "pass 1"));
            clock.set(1200L * 1_000_000_000L); // twice the reference's 10 minutes
            build.progress(new TierBuildProgress(1, -1, "pass 12"));
            if (load > Calibration.IDLE_LOAD) {
                assertThat(rates.buildSpeed(MADE_UP)).as("built beside other work").isEmpty();
            } else {
                assertThat(rates.buildSpeed(MADE_UP)).hasValue(0.5);
                assertThat(estimator.build(TierRegistry.STANDARD, location).typical())
                        .isCloseTo(2 * TierRegistry.STANDARD.referenceBuildSeconds(), within(1e-9));
            }
        }
    }

    @Test
    void theFiguresAreTheSameFromOneOpeningToTheNext() throws Exception {
        AtomicInteger measured = new AtomicInteger();
        Calibration.Sampler slowerEachTime = count -> {
            double[] seconds = new double[count];
            Arrays.fill(seconds, MachineSpeed.REFERENCE_SECONDS * (1 + measured.getAndIncrement()));
            return seconds;
        };
        TableLocation location = TableLocation.at(directory);
        TimeEstimate firstBuild = null;
        TimeEstimate firstCube = null;
        for (int opening = 0; opening < 3; opening++) {
            TierEstimator estimator = new TierEstimator(new Calibration(directory.resolve(Calibration.FILE_NAME),
                    "test-2-cores", 2, slowerEachTime, () -> 0), MeasuredRates.keptIn(location), 2);
            TimeEstimate build = estimator.build(MADE_UP, location);
            TimeEstimate cube = estimator.randomCube(MADE_UP);
            if (firstBuild == null) {
                firstBuild = build;
                firstCube = cube;
            }
            assertThat(build).isEqualTo(firstBuild);
            assertThat(cube).isEqualTo(firstCube);
            assertThat(estimator.randomCube(MADE_UP)).as("asked again in one opening").isEqualTo(firstCube);
        }
        assertThat(measured).as("the calibration ran once").hasValue(1);
    }

    @Test
    void theWindowsTierDescriptionNeverWaitsForAMeasurement() throws Exception {
        Calibration notYet = new Calibration(null, "test-2-cores", 2, count -> {
            throw new AssertionError("measured on the FX thread");
        }, () -> 0);
        MeasuredRates rates = new MeasuredRates();
        TierEstimator estimator = new TierEstimator(notYet, rates, 2);
        assertThat(estimator.randomCubeIfKnown(MADE_UP)).isEmpty();
        rates.record(MADE_UP, 100_000_000, 10);
        assertThat(estimator.randomCubeIfKnown(MADE_UP).orElseThrow().typical()).isCloseTo(3.0, within(1e-9));
        rates.record(UNMEASURED, 100_000_000, 10);
        assertThat(estimator.randomCubeIfKnown(UNMEASURED)).as("a rate with nothing to scale").isEmpty();
    }

    @Test
    void aRangeOnlyWhereTheTimeReallyVaries() throws Exception {
        TierEstimator reference = TierEstimator.reference();
        TimeEstimate build = reference.build(MADE_UP, TableLocation.at(directory));
        assertThat(build.ranged()).isFalse();
        assertThat(build.describe()).isEqualTo("about 10 min");
        TimeEstimate random = reference.randomCube(MADE_UP);
        assertThat(random.ranged()).as("random cubes differ several-fold").isTrue();
        assertThat(random.low()).isLessThan(random.typical() / 1.5);
        assertThat(random.high()).isGreaterThan(random.typical() * 1.5);
        assertThat(random.describe()).startsWith("about 3 s (").endsWith(" s)");
        TimeEstimate pinned = reference.cube(MADE_UP, 19, 19);
        assertThat(pinned.high() / pinned.low()).as("a known optimum leaves only the scatter within one length")
                .isLessThan(random.high() / random.low());
    }

    @Test
    void whatIsKnownOfTheCubeMovesItsEstimateTheRightWay() throws Exception {
        TierEstimator reference = TierEstimator.reference();
        assertThat(reference.cube(MADE_UP, 11, 20)).as("bounds that say no more than a random cube's")
                .isEqualTo(reference.randomCube(MADE_UP));
        double previous = 0;
        for (int h = 0; h <= 20; h++) {
            double typical = reference.cube(MADE_UP, h, 20).typical();
            assertThat(typical).as("h = " + h).isGreaterThanOrEqualTo(previous * (1 - 1e-9));
            previous = typical;
        }
        assertThat(reference.cube(MADE_UP, 19, 20).typical()).as("proved to need 19 moves")
                .isGreaterThan(2 * reference.randomCube(MADE_UP).typical());
        assertThat(reference.cube(MADE_UP, 9, 13).typical()).as("a 13-move answer known: at most 13 moves")
                .isLessThan(reference.randomCube(MADE_UP).typical() / 100);
    }
}
