package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The whole build's time left, on a made-up clock: nothing here is timed. */
class BuildClockTest {

    private static final long SECOND = 1_000_000_000L;

    private final AtomicLong clock = new AtomicLong(0);
    private final List<TierBuildProgress> shown = new ArrayList<>();
    private final MeasuredRates rates = new MeasuredRates();

    private BuildClock clock(double estimatedSeconds) {
        return new BuildClock(TierRegistry.STANDARD, 300, estimatedSeconds, rates, shown::add, clock::get);
    }

    private double report(BuildClock build, double seconds, double fraction) {
        clock.set((long) (seconds * SECOND));
        build.progress(new TierBuildProgress(fraction, -1, "pass"));
        return shown.get(shown.size() - 1).secondsLeft();
    }

    @Test
    void atTheStartTheTimeLeftIsTheEstimateOfTheWholeBuild() {
        BuildClock build = clock(600);
        assertThat(report(build, 0, 0)).isCloseTo(600, within(1e-6));
        assertThat(report(build, 1, 0.001)).as("a first short pass does not swing it").isCloseTo(600, within(10.0));
    }

    @Test
    void aBuildKeepingToTheEstimateCountsDownTheWholeBuild() {
        BuildClock build = clock(600);
        report(build, 0, 0);
        for (int minute = 1; minute <= 9; minute++) {
            assertThat(report(build, 60 * minute, minute / 10.0)).as("after " + minute + " min")
                    .isCloseTo(600 - 60 * minute, within(1e-6));
        }
        assertThat(shown.get(shown.size() - 1).summary()).isEqualTo("90 %, about 60 s left");
    }

    @Test
    void aBuildSlowerThanItsEstimateIsSoonToldByItsPace() {
        BuildClock build = clock(420); // "about 7 min", but this machine takes 14
        report(build, 0, 0);
        double early = report(build, 8.4, 0.01);
        assertThat(early).as("1 %: mostly the estimate").isBetween(400.0, 480.0);
        double half = report(build, 420, 0.5);
        assertThat(half).as("half way: mostly the pace, 7 min more").isBetween(360.0, 420.0);
        assertThat(report(build, 756, 0.9)).isCloseTo(84, within(8.0));
    }

    @Test
    void aResumedBuildCountsOnlyWhatThisRunDid() {
        BuildClock build = clock(600);
        assertThat(report(build, 0, 0.6)).as("the finished passes are not to do again").isCloseTo(240, within(1e-6));
        assertThat(report(build, 120, 0.8)).isCloseTo(120, within(1e-6));
    }

    @Test
    void theEndOfABuildRecordsItsPaceForTheNextEstimate() {
        BuildClock build = clock(300);
        report(build, 0, 0.5); // resumed half way: 150 reference seconds of work in this run
        report(build, 300, 1.0);
        assertThat(shown.get(shown.size() - 1).secondsLeft()).isZero();
        assertThat(shown.get(shown.size() - 1).summary()).isEqualTo("100 %, finishing");
        assertThat(rates.buildSpeed(TierRegistry.LARGE)).as("half the reference pace").hasValue(0.5);
        report(build, 301, 1.0);
        assertThat(rates.buildSpeed(TierRegistry.LARGE)).as("recorded once").hasValue(0.5);
    }

    @Test
    void aRunThatDidOnlyTheLastPassesRecordsNoPace() {
        BuildClock build = clock(300);
        report(build, 0, 0.9); // the share of the last pass is the model's, not a measurement
        report(build, 45, 1.0);
        assertThat(rates.buildSpeed(TierRegistry.LARGE)).isEmpty();
    }

    @Test
    void withoutAnEstimateTheTimeLeftWaitsForThePace() {
        BuildClock build = clock(Double.NaN);
        assertThat(report(build, 0, 0)).isNegative();
        assertThat(report(build, 1, 0.01)).isNegative();
        assertThat(report(build, 50, 0.25)).isCloseTo(150, within(1e-6));
    }
}
