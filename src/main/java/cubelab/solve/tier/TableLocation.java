package cubelab.solve.tier;

import cubelab.tables.TableStore;
import cubelab.tables.TemporaryFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Where tiers keep their tables: a writable directory, possibly behind a read-only bundle that an
 * installer shipped (the Korf tables), see {@link TableStore}.
 */
public record TableLocation(TableStore store) {

    /** {@code pdb/} in a checkout, else the user's data directory, behind the installer's bundle if any. */
    public static TableLocation standard() {
        return new TableLocation(TableStore.standard());
    }

    /** {@code directory}, or the standard location when null (the command line's {@code --tables}). */
    public static TableLocation at(Path directory) {
        return directory == null ? standard() : new TableLocation(new TableStore(directory));
    }

    public Path directory() {
        return store.directory();
    }

    /**
     * The folders {@code tier}'s files are read from: an installer's bundle for the tables it
     * shipped, the directory for the rest (and for a tier without files).
     */
    public List<Path> foldersOf(SolverTier tier) {
        List<Path> folders = tier.fileNames().stream().map(store::directoryOf).distinct().toList();
        return folders.isEmpty() ? List.of(directory()) : folders;
    }

    /**
     * Readies the directory for a build: removes the temporary files that stopped builds left, and
     * returns a line for each, then one for each problem the manifest of checksums lists.
     */
    public List<String> tidy() throws IOException {
        List<String> lines = new ArrayList<>();
        for (Path orphan : TemporaryFiles.removeOrphans(directory())) {
            lines.add("removed " + orphan + ", left by a build that was stopped");
        }
        lines.addAll(store.manifest().problems(directory()));
        return lines;
    }

    /** The temporary files stopped processes left in the directory (none where it cannot be read). */
    public List<Path> staleFiles() {
        try {
            return TemporaryFiles.stale(directory());
        } catch (IOException e) {
            return List.of();
        }
    }
}
