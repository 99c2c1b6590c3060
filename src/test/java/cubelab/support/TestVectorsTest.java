package cubelab.support;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class TestVectorsTest {

    @Test
    void readsTheCornerDistributionOfKorf1997() {
        long[] corners = TestVectors.distribution("corners");
        assertThat(Arrays.stream(corners).sum()).isEqualTo(88_179_840L);
        assertThat(corners[0]).isEqualTo(1);
        assertThat(corners[11]).isEqualTo(64_736);
        assertThat(corners[12]).isZero();
    }
}
