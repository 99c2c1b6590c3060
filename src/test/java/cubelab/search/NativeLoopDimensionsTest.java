package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.nativecode.CosetKernel;
import cubelab.nativecode.KorfKernel;
import cubelab.nativecode.NativeDimensions;
import cubelab.nativecode.NativeLibrary;
import cubelab.nativecode.SliceKernel;
import java.util.List;
import java.util.function.ToIntFunction;
import org.junit.jupiter.api.Test;

/** Each native search loop was compiled with Java's table dimensions, and would refuse any other. */
class NativeLoopDimensionsTest {

    @Test
    void everySearchLoopAgreesWithJavaAndRefusesAnyChangeNamingIt() {
        assumeTrue(NativeLibrary.loaded(), "the native library is not built here");
        check(NativeKorfKernel.DIMENSIONS, KorfKernel::dimensionMismatch);
        check(NativeCosetKernel.DIMENSIONS, CosetKernel::dimensionMismatch);
        check(NativeSliceKernel.DIMENSIONS, SliceKernel::dimensionMismatch);
    }

    /** The loop's dimensions agree; each one changed alone is the one reported; a shorter list is refused too. */
    static void check(NativeDimensions dimensions, ToIntFunction<int[]> mismatch) {
        int[] values = dimensions.values();
        assertThat(mismatch.applyAsInt(values)).as(dimensions.names().toString()).isEqualTo(-1);
        for (int i = 0; i < values.length; i++) {
            int[] changed = values.clone();
            changed[i]++;
            assertThat(mismatch.applyAsInt(changed)).as(dimensions.names().get(i)).isEqualTo(i);
        }
        assertThat(mismatch.applyAsInt(java.util.Arrays.copyOf(values, values.length - 1))).isEqualTo(values.length);
    }

    @Test
    void aMismatchIsRefusedNamingTheDimensionAndJavasValue() {
        NativeDimensions dimensions = new NativeDimensions("test loop", List.of("turns", "corner twists"), 18, 2187);
        dimensions.refuseMismatch(-1);
        assertThatThrownBy(() -> dimensions.refuseMismatch(1)).isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("native test loop").hasMessageContaining("corner twists (2187 in the Java code)");
        assertThatThrownBy(() -> dimensions.refuseMismatch(2)).hasMessageContaining("the number of its dimensions (2");
        assertThatThrownBy(() -> new NativeDimensions("test loop", List.of("turns"), 18, 2187))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
