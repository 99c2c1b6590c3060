package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class DepthEstimatorTest {

    @Test
    void estimatesFromThePreviousDepth() {
        DepthEstimator estimator = new DepthEstimator();
        assertThat(estimator.update(new SolveProgress(15, 1_000, 1e6, Duration.ZERO))).isEmpty();
        assertThat(estimator.update(new SolveProgress(15, 100_000, 1e6, Duration.ZERO))).isEmpty();
        // depth 16 starts after 100,000 nodes of depth 15 (counted from its first report)
        double left = estimator.update(new SolveProgress(16, 101_000, 1e6, Duration.ZERO)).orElseThrow();
        assertThat(left).isCloseTo(100_000 * DepthEstimator.BRANCHING / 1e6, within(1e-9));
        double later = estimator.update(new SolveProgress(16, 601_000, 1e6, Duration.ZERO)).orElseThrow();
        assertThat(later).isCloseTo(left - 0.5, within(1e-9));
        assertThat(estimator.update(new SolveProgress(16, 99_000_000, 1e6, Duration.ZERO)).orElseThrow()).isZero();
    }

    @Test
    void describesWaits() {
        assertThat(DepthEstimator.describe(0.2)).isEqualTo("under a second");
        assertThat(DepthEstimator.describe(42)).isEqualTo("about 42 s");
        assertThat(DepthEstimator.describe(180)).isEqualTo("about 3 min");
        assertThat(DepthEstimator.describe(9000)).isEqualTo("about 2.5 h");
    }
}
