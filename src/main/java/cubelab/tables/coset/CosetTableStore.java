package cubelab.tables.coset;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.tables.BuildLock;
import cubelab.tables.Manifest;
import cubelab.tables.TableDirectory;
import cubelab.tables.TableFileException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/**
 * The coset tables of a table directory (the same {@code pdb/} or user directory as the Korf
 * tables, and the same manifest). Loading verifies the file and its manifest checksum; a bad
 * file is reported and, on {@link #build}, replaced, never used.
 */
public final class CosetTableStore {

    private final Path directory;

    public CosetTableStore(Path directory) {
        this.directory = directory;
    }

    public Path directory() {
        return directory;
    }

    public Path file(WordTableSpec spec) {
        return directory.resolve(CosetTableFile.fileName(spec));
    }

    public boolean has(WordTableSpec spec) {
        return Files.isRegularFile(file(spec));
    }

    /** Maps and verifies a table, also against the manifest's checksum when it lists the table. */
    public CosetTableFile.Loaded load(CosetTableSpec spec) throws TableFileException {
        CosetTableFile.LoadedWords loaded = loadWords(spec);
        return new CosetTableFile.Loaded(new CosetTable(spec, loaded.words()), loaded.sha256(), loaded.distribution());
    }

    /** The checksum of a table that verifies, file and manifest. */
    public String verifiedChecksum(WordTableSpec spec) throws TableFileException {
        return loadWords(spec).sha256();
    }

    /**
     * Opens a table for search at once: header, length and the header's checksum against the
     * manifest checked now, the words' checksum in the background while searches read the file
     * mapping ({@link OpenedTable}).
     */
    public OpenedTable<CosetTable> open(CosetTableSpec spec) throws TableFileException {
        return OpenedTable.start(mapChecked(spec), words -> new CosetTable(spec, words), 0);
    }

    /** Opens a slice-group table for search at once, as {@link #open}. */
    public OpenedTable<SliceTable> openSlice(SliceTableSpec spec) throws TableFileException {
        return OpenedTable.start(mapChecked(spec), words -> new SliceTable(spec, words), 0);
    }

    /**
     * Opens a coset table and a slice-group table that the same searches read, as {@link #open}:
     * both headers are checked before either background read starts, so that a bad second file
     * leaves no copy of the first being made; the slice table's copy is made only where it fits
     * beside the coset table's, made at the same time.
     */
    public OpenedPair openPair(CosetTableSpec cosetSpec, SliceTableSpec sliceSpec) throws TableFileException {
        CosetTableFile.Mapped cosetFile = mapChecked(cosetSpec);
        CosetTableFile.Mapped sliceFile = mapChecked(sliceSpec);
        OpenedTable<CosetTable> coset = OpenedTable.start(cosetFile, words -> new CosetTable(cosetSpec, words), 0);
        return new OpenedPair(coset,
                OpenedTable.start(sliceFile, words -> new SliceTable(sliceSpec, words), coset.copying()));
    }

    /** A table file whose header, length and header checksum check, also against the manifest, mapped. */
    private CosetTableFile.Mapped mapChecked(WordTableSpec spec) throws TableFileException {
        Path file = file(spec);
        CosetTableFile.Mapped mapped = CosetTableFile.open(file, spec);
        checkListed(file, spec, mapped.sha256());
        return mapped;
    }

    private CosetTableFile.LoadedWords loadWords(WordTableSpec spec) throws TableFileException {
        Path file = file(spec);
        CosetTableFile.LoadedWords loaded = CosetTableFile.loadWords(file, spec);
        checkListed(file, spec, loaded.sha256());
        return loaded;
    }

    /** Refuses a table whose checksum the manifest lists another for. */
    private void checkListed(Path file, WordTableSpec spec, String sha256) throws TableFileException {
        List<String> listed = manifest().checksums(spec.name());
        if (!listed.isEmpty() && !listed.contains(sha256)) {
            throw new TableFileException(file, "corrupt: checksum " + sha256
                    + " does not match the manifest's " + String.join(" or ", listed));
        }
    }

    /**
     * Builds a tier's table (resuming a stopped build) and records it in the manifest. A table
     * already there is replaced only by a new one that verifies, in one move. Refuses, before
     * writing anything, when the machine lacks the memory or disk.
     */
    public void build(NamedCosetTable tier, CosetCoordinates coordinates, CornerClasses classes, int threads,
            CosetBuildListener listener, Consumer<String> messages)
            throws IOException, InterruptedException, InsufficientResourcesException {
        CosetTableSpec spec = tier.spec();
        build(tier.name(), spec, new CosetTableBuilder(spec, coordinates, classes, threads), listener, messages);
    }

    /** Builds a slice-group table for a tier, as {@link #build(NamedCosetTable, CosetCoordinates, CornerClasses, int, CosetBuildListener, Consumer)}. */
    public void buildSlice(String tierName, SliceTableSpec spec, TetradCorners corners, TetradCornerClasses classes,
            SliceEdges edges, int threads, CosetBuildListener listener, Consumer<String> messages)
            throws IOException, InterruptedException, InsufficientResourcesException {
        build(tierName, spec, new SliceTableBuilder(spec, corners, classes,
                SliceFlipClassMaps.of(edges, spec.flipClasses()), threads), listener, messages);
    }

    private void build(String tierName, WordTableSpec spec, BreadthFirstBuild<?> builder, CosetBuildListener listener,
            Consumer<String> messages) throws IOException, InterruptedException, InsufficientResourcesException {
        Path file = file(spec);
        // writable and no directory or pipe on the table's name; the memory and disk check follows
        TableDirectory.checkBeforeBuild(directory, file, 0);
        new BuildFiles(file).refuseSpecialFiles();
        CosetTableBuilder.checkResources(spec, MachineResources.of(directory));
        try (BuildLock lock = BuildLock.take(file)) {
            boolean replacing = Files.exists(file);
            // the new checksum is listed beside the old before the move, the old dropped after: a
            // stop in between leaves whichever table is there listed
            String checksum = builder.build(file, listener, verified -> Manifest.update(directory,
                    manifest -> manifest.withPending(entry(tierName, spec, verified))));
            record(tierName, spec, checksum);
            if (replacing) {
                messages.accept("replaced " + file + " with the table just built, which verifies");
            }
        }
    }

    /** Where a stopped build of {@code spec} stands: the share of it done, if it can be resumed. */
    public java.util.OptionalDouble pausedFraction(WordTableSpec spec) {
        return new BuildFiles(file(spec)).pausedFraction(spec);
    }

    /** Removes a stopped build of {@code spec} (its partial table, journal and lock); refused while it runs. */
    public void discard(WordTableSpec spec) throws IOException {
        new BuildFiles(file(spec)).discard();
    }

    /** Lists a tier's verified table in the directory's manifest. */
    public void record(NamedCosetTable tier, String checksum) throws IOException {
        record(tier.name(), tier.spec(), checksum);
    }

    /** Lists a verified table of tier {@code tierName} in the directory's manifest. */
    public void record(String tierName, WordTableSpec spec, String checksum) throws IOException {
        Manifest.update(directory, manifest -> manifest.with(entry(tierName, spec, checksum)));
    }

    private static Manifest.Entry entry(String tierName, WordTableSpec spec, String checksum) {
        return new Manifest.Entry(tierName, CosetTableFile.fileName(spec), spec.name(), spec.entries(),
                spec.payloadBytes(), checksum);
    }

    /** The manifest as far as it can be read, for checks (one that cannot be read says why in its problems). */
    public Manifest manifest() {
        return Manifest.readForChecks(directory);
    }
}
