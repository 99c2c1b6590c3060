package cubelab.solve.tier;

import cubelab.tables.TableStore;
import java.nio.file.Path;

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
    public java.util.List<Path> foldersOf(SolverTier tier) {
        java.util.List<Path> folders = tier.fileNames().stream().map(store::directoryOf).distinct().toList();
        return folders.isEmpty() ? java.util.List.of(directory()) : folders;
    }
}
