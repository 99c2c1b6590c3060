package cubelab.search;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;

/** The 1.3 MB {@code coset-eo0} table, built once per test run into a temporary directory (~1 s). */
final class SmallCosetTable {

    private static CosetHeuristic heuristic;
    private static CosetHeuristic forwardOnly;
    private static CosetHeuristic paired;
    private static CosetHeuristic diagonals;
    private static CosetCoordinates coordinates;
    private static CornerClasses classes;
    private static CosetTable table;
    private static Path file;

    private SmallCosetTable() {
    }

    static synchronized CosetHeuristic heuristic() throws Exception {
        if (heuristic == null) {
            coordinates = new CosetCoordinates();
            classes = new CornerClasses(coordinates);
            Path directory = Files.createTempDirectory("cubelab-coset");
            file = directory.resolve(CosetTableFile.fileName(CosetTableSpec.TINY));
            new CosetTableBuilder(CosetTableSpec.TINY, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
            table = CosetTableFile.load(file, CosetTableSpec.TINY).table();
            heuristic = new CosetHeuristic(coordinates, classes, table);
            forwardOnly = heuristic.forwardOnly();
            // deleted at exit in the reverse order of these calls: the file first, then its now empty folder
            directory.toFile().deleteOnExit();
            file.toFile().deleteOnExit();
        }
        return heuristic;
    }

    /** The same table paired with the 29 MB slice-group table without flips ({@link SmallSliceTable}). */
    static synchronized CosetHeuristic paired() throws Exception {
        if (paired == null) {
            // the slice table takes about 10 s: built only for the tests that pair it
            heuristic();
            paired = CosetHeuristic.paired(coordinates, classes, table, SmallSliceTable.tables());
        }
        return paired;
    }

    /** The 11.6 MB {@code coset-eo0-diagonals} table (the corners' diagonal pairs too), built at the first call (~3 s). */
    static synchronized CosetHeuristic diagonals() throws Exception {
        if (diagonals == null) {
            CosetTableSpec spec = CosetTableSpec.TINY_DIAGONALS;
            CosetCoordinates diagonalCoordinates = new CosetCoordinates(spec.cornerPart());
            CornerClasses diagonalClasses = new CornerClasses(diagonalCoordinates);
            Path directory = Files.createTempDirectory("cubelab-coset");
            Path diagonalFile = directory.resolve(CosetTableFile.fileName(spec));
            new CosetTableBuilder(spec, diagonalCoordinates, diagonalClasses, 2).build(diagonalFile,
                    CosetBuildListener.NONE);
            diagonals = new CosetHeuristic(diagonalCoordinates, diagonalClasses,
                    CosetTableFile.load(diagonalFile, spec).table());
            directory.toFile().deleteOnExit();
            diagonalFile.toFile().deleteOnExit();
        }
        return diagonals;
    }

    /** The table's file, built at the first call. */
    static synchronized Path file() throws Exception {
        heuristic();
        return file;
    }

    /** The same table looked up for the cube only, not its inverse. */
    static synchronized CosetHeuristic forwardOnly() throws Exception {
        heuristic();
        return forwardOnly;
    }
}
