package cubelab.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class MedianTest {

    @Test
    void theMedianIsTheMiddleValueOrTheMeanOfTheMiddleTwo() {
        assertThat(Median.of(new double[] {3, 1, 2})).isEqualTo(2);
        assertThat(Median.of(new double[] {4, 1, 3, 2})).isEqualTo(2.5);
        assertThat(Median.of(new double[] {})).isZero();
    }
}
