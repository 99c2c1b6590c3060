package cubelab.search;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.SliceTable;
import cubelab.tables.coset.SliceTableBuilder;
import cubelab.tables.coset.SliceTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;

/** The 29 MB table of the slice group without flips, built once per test run into a temporary directory (~10 s). */
final class SmallSliceTable {

    private static SliceSearchTables tables;
    private static Path file;

    private SmallSliceTable() {
    }

    /** The heuristic on the table as given: in its file mapping, where the native loop reads it too. */
    static synchronized SliceHeuristic heuristic() throws Exception {
        return new SliceHeuristic(tables());
    }

    /** The heuristic on a copy of the table in native memory, the table itself as the fallback. */
    static synchronized SliceHeuristic inNativeMemory() throws Exception {
        SliceSearchTables mapped = tables();
        return new SliceHeuristic(mapped.withTable(mapped.table().inNativeMemory().orElseThrow()));
    }

    /** The table searched by itself: it is its own fallback. */
    static synchronized SliceSearchTables tables() throws Exception {
        if (tables == null) {
            tables = SliceSearchTables.of(SliceTable.load(file(), SliceTableSpec.FLIP0), new SliceEdges());
        }
        return tables;
    }

    /** The table's file, built at the first call. */
    static synchronized Path file() throws Exception {
        if (file == null) {
            TetradCorners corners = new TetradCorners(false);
            TetradCornerClasses classes = new TetradCornerClasses(corners);
            Path directory = Files.createTempDirectory("cubelab-slice");
            Path built = directory.resolve("slice-flip0.v1.pdb");
            new SliceTableBuilder(SliceTableSpec.FLIP0, corners, classes,
                    SliceFlipClassMaps.of(new SliceEdges(), 1), 2).build(built, CosetBuildListener.NONE);
            // deleted at exit in the reverse order of these calls: the file first, then its now empty folder
            directory.toFile().deleteOnExit();
            built.toFile().deleteOnExit();
            file = built;
        }
        return file;
    }
}
