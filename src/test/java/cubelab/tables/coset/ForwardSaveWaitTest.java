package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** How long a forward pass waits between saves, on made-up save times: nothing here is timed. */
class ForwardSaveWaitTest {

    private static final long LEAST = TimeUnit.SECONDS.toNanos(BreadthFirstBuild.FORWARD_SAVE_SECONDS);

    @Test
    void aQuickSaveWaitsTheLeastTime() {
        assertThat(BreadthFirstBuild.forwardSaveWait(LEAST, TimeUnit.SECONDS.toNanos(2))).isEqualTo(LEAST);
    }

    @Test
    void aSlowSaveKeepsSavingUnderATwentiethOfThePass() {
        long save = TimeUnit.SECONDS.toNanos(18); // 8 GB at 450 MB/s
        long wait = BreadthFirstBuild.forwardSaveWait(LEAST, save);
        assertThat(wait).isGreaterThan(LEAST);
        assertThat((double) save / (save + wait)).isLessThanOrEqualTo(0.05);
    }

    @Test
    void testsThatSaveEveryPartStillDo() {
        assertThat(BreadthFirstBuild.forwardSaveWait(0, TimeUnit.SECONDS.toNanos(18))).isZero();
    }
}
