package cubelab.search;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.SliceTable;
import cubelab.tables.coset.SliceTableBuilder;
import cubelab.tables.coset.SliceTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;

/** The 29 MB table of the slice group without flips, built once per test run into a temporary directory (~10 s). */
final class SmallSliceTable {

    private static SliceTable table;
    private static TetradCorners corners;
    private static TetradCornerClasses classes;
    private static SliceEdges edges;

    private SmallSliceTable() {
    }

    /** The heuristic on the table as given: in its file mapping, where the native loop reads it too. */
    static synchronized SliceHeuristic heuristic() throws Exception {
        build();
        return new SliceHeuristic(table, table, corners, classes, corners, classes, edges);
    }

    /** The heuristic on a copy of the table in native memory, the table itself as the fallback. */
    static synchronized SliceHeuristic inNativeMemory() throws Exception {
        build();
        return new SliceHeuristic(table.inNativeMemory().orElseThrow(), table, corners, classes, corners, classes,
                edges);
    }

    private static void build() throws Exception {
        if (table == null) {
            corners = new TetradCorners(false);
            classes = new TetradCornerClasses(corners);
            edges = new SliceEdges();
            Path directory = Files.createTempDirectory("cubelab-slice");
            Path file = directory.resolve("slice-flip0.v1.pdb");
            new SliceTableBuilder(SliceTableSpec.FLIP0, corners, classes, edges, 2).build(file, CosetBuildListener.NONE);
            table = SliceTable.load(file, SliceTableSpec.FLIP0);
            file.toFile().deleteOnExit();
            directory.toFile().deleteOnExit();
        }
    }
}
