package cubelab.tables;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * A directory of table files and their manifest. Loads verify every file (header, length,
 * checksum, and the manifest's checksum when it lists the table); a bad file is reported and,
 * in {@link #loadOrBuild}, rebuilt, never used.
 *
 * <p>A store may sit in front of a read-only bundle (the tables an installer ships): a table is
 * taken from the bundle when it verifies there, else from this store's own directory, else
 * built into this store's directory, so nothing is ever written into an install directory.
 */
public final class TableStore {

    /** System property naming a read-only directory of bundled tables (set by the installer's launcher). */
    public static final String BUNDLED_PROPERTY = "cubelab.bundledTables";

    private final Path directory;
    private final TableStore bundle; // may be null

    public TableStore(Path directory) {
        this(directory, null);
    }

    private TableStore(Path directory, TableStore bundle) {
        this.directory = directory;
        this.bundle = bundle;
    }

    /** The default directory, behind the bundle named by {@value #BUNDLED_PROPERTY} if any. */
    public static TableStore standard() {
        String bundled = System.getProperty(BUNDLED_PROPERTY);
        return bundled == null || bundled.isBlank() ? new TableStore(defaultDirectory())
                : withBundle(defaultDirectory(), Path.of(bundled));
    }

    /** A store writing to {@code directory} that first reads tables from a read-only {@code bundle}. */
    public static TableStore withBundle(Path directory, Path bundle) {
        return new TableStore(directory, new TableStore(bundle));
    }

    /**
     * {@code pdb/} under the working directory if it exists and is writable (a checkout), otherwise
     * the user data directory: {@code $XDG_DATA_HOME/cubelab} or {@code ~/.local/share/cubelab}.
     */
    public static Path defaultDirectory() {
        // never create a pdb/ in whatever folder the jar happens to run from
        Path local = Path.of("pdb");
        if (Files.isDirectory(local) && Files.isWritable(local)) {
            return local;
        }
        return dataDirectory();
    }

    public static Path dataDirectory() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return base.resolve("cubelab");
    }

    public Path directory() {
        return directory;
    }

    public Path file(TableSpec spec) {
        return directory.resolve(TableFile.fileName(spec));
    }

    /** Loads and verifies one table; also against the manifest's checksum when listed. */
    public PatternDatabase load(TableSpec spec) throws TableFileException {
        return new PatternDatabase(spec, verified(spec, manifest()).payload());
    }

    /** The table's verified mapping, checked against the manifest's checksum when the manifest lists it. */
    private TableFile.Verified verified(TableSpec spec, Manifest manifest) throws TableFileException {
        Path file = file(spec);
        TableFile.Verified verified = TableFile.mapVerified(file, spec);
        List<String> listed = manifest.checksums(spec.name());
        if (!listed.isEmpty() && !listed.contains(verified.sha256())) {
            throw new TableFileException(file, "corrupt: payload SHA-256 " + verified.sha256()
                    + " does not match the manifest's " + String.join(" or ", listed));
        }
        return verified;
    }

    /** Where the table's file is: the bundle's directory when it has one, else this store's. */
    public Path directoryOf(TableSpec spec) {
        return bundle != null && bundle.has(spec) ? bundle.directory() : directory;
    }

    /** Where a table file of this name is read from: the bundle's directory when it is there, else this store's. */
    public Path directoryOf(String fileName) {
        return bundle != null && Files.isRegularFile(bundle.directory().resolve(fileName)) ? bundle.directory() : directory;
    }

    /** Whether a file for the table exists in the bundle or in this store's directory. */
    public boolean has(TableSpec spec) {
        return (bundle != null && bundle.has(spec)) || Files.isRegularFile(file(spec));
    }

    /** Loads a table from the bundle when it verifies there, else from this store's directory. */
    public PatternDatabase open(TableSpec spec) throws TableFileException {
        if (bundle != null) {
            try {
                return bundle.load(spec);
            } catch (TableFileException e) {
                if (!Files.isRegularFile(file(spec))) {
                    throw e;
                }
            }
        }
        return load(spec);
    }

    /** Loads every table of a tier, building (and writing) those missing or bad. */
    public List<PatternDatabase> loadOrBuild(PatternDatabaseSet tier, int threads, BuildListener listener, Consumer<String> messages)
            throws IOException, InterruptedException {
        return loadOrBuild(tier, threads, false, listener, messages);
    }

    /**
     * Loads every table of a tier, building (and writing) those missing or bad, or with
     * {@code force} every one: a table that verifies is then replaced only by a new one that does.
     */
    public List<PatternDatabase> loadOrBuild(PatternDatabaseSet tier, int threads, boolean force, BuildListener listener,
            Consumer<String> messages) throws IOException, InterruptedException {
        List<PatternDatabase> tables = new ArrayList<>();
        for (TableSpec spec : tier.tables()) {
            if (bundle != null && !force) {
                try {
                    tables.add(bundle.load(spec));
                    continue;
                } catch (TableFileException e) {
                    messages.accept("bundled " + e.getMessage() + "; using " + directory);
                }
            }
            if (force) {
                tables.add(build(tier, spec, threads, listener));
                continue;
            }
            try {
                tables.add(loadAndList(tier, spec)); // a verified table the manifest lost is listed again
            } catch (TableFileException e) {
                messages.accept(e.getMessage() + "; building " + spec.name());
                tables.add(build(tier, spec, threads, listener));
            }
        }
        return tables;
    }

    /** Builds one table, writes it and records it in the manifest; returns the mapped file. */
    public PatternDatabase build(PatternDatabaseSet tier, TableSpec spec, int threads, BuildListener listener)
            throws IOException, InterruptedException {
        TableDirectory.checkBeforeBuild(directory, file(spec), TableFile.HEADER_BYTES + spec.payloadBytes());
        TemporaryFiles.removeOrphans(directory);
        PatternDatabase built = new PatternDatabaseBuilder(threads, listener).build(spec);
        // the new checksum is listed beside the old before the move, the old dropped after
        String sha256 = TableFile.write(built, file(spec), verified -> Manifest.update(directory,
                manifest -> manifest.withPending(entry(tier, spec, verified))));
        list(tier, spec, sha256);
        try {
            return load(spec);
        } catch (TableFileException e) {
            throw new IOException("table just written does not verify: " + e.getMessage(), e);
        }
    }

    /**
     * Loads a table that verifies and lists it in the manifest if it is not (a deleted manifest is
     * rebuilt from the tables' own verified headers this way).
     */
    public PatternDatabase loadAndList(PatternDatabaseSet tier, TableSpec spec) throws TableFileException, IOException {
        Manifest manifest = manifest();
        TableFile.Verified verified = verified(spec, manifest);
        if (manifest.find(spec.name()).isEmpty()) {
            list(tier, spec, verified.sha256());
        }
        return new PatternDatabase(spec, verified.payload());
    }

    private void list(PatternDatabaseSet tier, TableSpec spec, String sha256) throws IOException {
        Manifest.update(directory, manifest -> manifest.with(entry(tier, spec, sha256)));
    }

    private static Manifest.Entry entry(PatternDatabaseSet tier, TableSpec spec, String sha256) {
        return new Manifest.Entry(tier.name(), TableFile.fileName(spec), spec.name(), spec.entries(),
                spec.payloadBytes(), sha256);
    }

    /** Removes the temporaries of builds that were killed; returns them. */
    public List<Path> removeOrphans() throws IOException {
        return TemporaryFiles.removeOrphans(directory);
    }

    /**
     * Checks every table of a tier where the solver takes it from: the bundle's copy when it
     * verifies there, else this store's own; returns one line per problem (empty when all are
     * good): the manifest's unreadable lines, then each table.
     */
    public List<String> verify(PatternDatabaseSet tier) {
        Manifest manifest = manifest();
        List<String> problems = new ArrayList<>(manifest.problems(directory));
        for (TableSpec spec : tier.tables()) {
            if (bundle != null) {
                List<String> bundled = bundle.problems(spec, bundle.manifest());
                if (bundled.isEmpty()) {
                    continue;
                }
                if (!Files.isRegularFile(file(spec))) {
                    problems.addAll(bundled); // neither copy: the bundle's problem is the one to fix
                    continue;
                }
            }
            problems.addAll(problems(spec, manifest));
        }
        return problems;
    }

    /** This directory's copy of one table: its problems, empty when it verifies and is listed. */
    private List<String> problems(TableSpec spec, Manifest manifest) {
        try {
            verified(spec, manifest);
            if (manifest.readable() && manifest.find(spec.name()).isEmpty()) {
                return List.of(file(spec) + ": not listed in " + directory.resolve(Manifest.FILE_NAME));
            }
            return List.of();
        } catch (TableFileException e) {
            return List.of(e.getMessage());
        }
    }

    /** The manifest as far as it can be read, for checks (one that cannot be read says why in its problems); changes go through {@link Manifest#update}, which reads it strictly. */
    public Manifest manifest() {
        return Manifest.readForChecks(directory);
    }
}
