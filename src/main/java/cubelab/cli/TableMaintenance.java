package cubelab.cli;

import cubelab.tables.Manifest;
import cubelab.tables.TemporaryFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/** What {@code pdb build} says about a table directory before it builds: orphans removed, manifest lines kept. */
final class TableMaintenance {

    private TableMaintenance() {
    }

    /** The temporary files stopped processes left in {@code directory}, for {@code pdb verify} to name. */
    static List<Path> stale(Path directory) {
        try {
            return TemporaryFiles.stale(directory);
        } catch (IOException e) {
            return List.of();
        }
    }

    static void prepare(Path directory, List<Path> removedOrphans, Manifest manifest, PrintWriter err) {
        for (Path orphan : removedOrphans) {
            err.println("removed " + orphan + ", left by a build that was stopped");
        }
        for (String problem : manifest.problems(directory)) {
            err.println(problem);
        }
        err.flush();
    }
}
