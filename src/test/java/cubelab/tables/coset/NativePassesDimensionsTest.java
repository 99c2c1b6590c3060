package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.nativecode.CosetPasses;
import cubelab.nativecode.NativeLibrary;
import org.junit.jupiter.api.Test;

/** The native build passes were compiled with Java's table dimensions, and would refuse any other. */
class NativePassesDimensionsTest {

    @Test
    void theBuildPassesAgreeWithJavaAndRefuseAnyChange() {
        assumeTrue(NativeLibrary.loaded(), "the native library is not built here");
        int[] values = NativeCosetPasses.DIMENSIONS.values();
        assertThat(CosetPasses.dimensionMismatch(values)).isEqualTo(-1);
        for (int i = 0; i < values.length; i++) {
            int[] changed = values.clone();
            changed[i]--;
            assertThat(CosetPasses.dimensionMismatch(changed)).as(NativeCosetPasses.DIMENSIONS.names().get(i))
                    .isEqualTo(i);
        }
    }
}
