package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.nativecode.NativeLibrary;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.nio.file.Path;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The native loop reads tables that keep the E-slice edges' order (the `large` tier's kind) as the
 * Java loop does: a 31 MB table of that kind (no flips, with the order) searched both ways, node
 * for node. Slow: the table takes a while to build.
 */
@Tag("slow")
class NativeCosetKernelSliceOrderSlowTest {

    @TempDir
    Path directory;

    @Test
    void aTableWithTheSliceOrderIsSearchedAsInJava() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        CosetTableSpec spec = new CosetTableSpec("coset-eo0-order", 0, cubelab.tables.coset.SliceOrder.FULL, 8);
        CosetCoordinates coordinates = new CosetCoordinates();
        CornerClasses classes = new CornerClasses(coordinates);
        Path file = directory.resolve(CosetTableFile.fileName(spec));
        new CosetTableBuilder(spec, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
        CosetTable table = CosetTableFile.load(file, spec).table().inNativeMemory().orElseThrow();
        CosetHeuristic heuristic = new CosetHeuristic(coordinates, classes, table);
        assertThat(heuristic.searchesNatively()).isTrue();
        NativeCosetKernelTest.assertSameIterations(heuristic, new SplittableRandom(83), 3);
    }
}
