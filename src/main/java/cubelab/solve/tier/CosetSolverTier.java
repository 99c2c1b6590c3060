package cubelab.solve.tier;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.CosetTier;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.TableMemory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A tier backed by one coset table (nxopt's design, see docs/solver.md): {@code small},
 * {@code standard}, {@code large}. Building takes minutes to most of an hour, in passes; a stopped build
 * keeps a journal and resumes at its last finished pass. The table must fit in free memory (it
 * is mapped, or copied into the heap where that is larger).
 */
public record CosetSolverTier(CosetTier tier, String summary, double referenceBuildSeconds, SearchCost searchCost)
        implements SolverTier {

    @Override
    public String name() {
        return tier.name();
    }

    @Override
    public long diskBytes() {
        return CosetTableFile.fileSize(tier.spec());
    }

    @Override
    public long memoryBytes() {
        return tier.spec().payloadBytes();
    }

    private Path file(TableLocation location) {
        return new CosetTableStore(location.directory()).file(tier.spec());
    }

    private static Path sibling(Path file, String suffix) {
        return file.resolveSibling(file.getFileName() + suffix);
    }

    @Override
    public List<String> fileNames() {
        return List.of(CosetTableFile.fileName(tier.spec()));
    }

    @Override
    public List<String> tableNames() {
        return List.of(tier.spec().name());
    }

    @Override
    public TierStatus status(TableLocation location) {
        Path file = file(location);
        if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
            try {
                return Files.isRegularFile(file) && Files.size(file) == CosetTableFile.fileSize(tier.spec())
                        ? TierStatus.BUILT : TierStatus.DAMAGED;
            } catch (IOException e) {
                return TierStatus.DAMAGED;
            }
        }
        return Files.isRegularFile(sibling(file, ".journal")) && Files.isRegularFile(sibling(file, ".tmp"))
                ? TierStatus.PAUSED : TierStatus.MISSING;
    }

    @Override
    public Optional<String> unfit(MachineResources resources) {
        try {
            CosetTableBuilder.checkResources(tier.spec(), new MachineResources(resources.availableMemory(),
                    Long.MAX_VALUE));
            return Optional.empty();
        } catch (InsufficientResourcesException e) {
            return Optional.of(e.getMessage());
        }
    }

    @Override
    public Optional<String> cannotBuild(MachineResources resources) {
        return unfit(resources).or(() -> lacksDisk(resources));
    }

    /** Whether the disk has room for a build, which writes the whole file. */
    private Optional<String> lacksDisk(MachineResources resources) {
        long bytes = CosetTableFile.fileSize(tier.spec());
        return resources.freeDisk() >= bytes ? Optional.empty() : Optional.of(String.format(Locale.ROOT,
                "%s needs %.2f GB of disk; %.2f GB free", tier.spec().name(), bytes / 1e9, resources.freeDisk() / 1e9));
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (!store.has(tier.spec())) {
            throw new TierUnavailableException(name(), "the " + name() + " table is not built in "
                    + location.directory().toAbsolutePath().normalize());
        }
        try {
            CosetCoordinates coordinates = new CosetCoordinates();
            return new CosetHeuristic(coordinates, new CornerClasses(coordinates),
                    TableMemory.best(store.load(tier.spec()).table()));
        } catch (TableFileException e) {
            throw new TierUnavailableException(name(), "the " + name() + " table is damaged: " + e.getMessage());
        }
    }

    @Override
    public void build(TableLocation location, int threads, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (store.has(tier.spec())) {
            try {
                // a table that verifies is kept, and listed again if the manifest lost it
                String checksum = store.load(tier.spec()).sha256();
                if (store.manifest().find(tier.spec().name()).isEmpty()) {
                    store.record(tier, checksum);
                }
                return;
            } catch (TableFileException damaged) {
                listener.message(damaged.getMessage() + "; building it again");
            }
        }
        CosetCoordinates coordinates = new CosetCoordinates();
        store.build(tier, coordinates, new CornerClasses(coordinates), threads,
                progress -> listener.progress(new TierBuildProgress(progress.buildFraction(),
                        progress.secondsLeft(), String.format(Locale.ROOT, "pass %d/%d, %s", progress.pass(),
                                progress.passes(), progress.description()))),
                listener::message);
    }

    @Override
    public void delete(TableLocation location) throws IOException {
        Path file = file(location);
        Files.deleteIfExists(file);
        Files.deleteIfExists(sibling(file, ".tmp"));
        Files.deleteIfExists(sibling(file, ".journal"));
    }

    @Override
    public List<String> verify(TableLocation location) {
        try {
            new CosetTableStore(location.directory()).load(tier.spec());
            return List.of();
        } catch (TableFileException e) {
            return List.of(e.getMessage());
        }
    }

    @Override
    public Duration upperBoundShortening() {
        // the first two-phase answer bounds the search; a shortening thread would take one of the
        // two cores from IDA* for the whole solve (docs/tiers.md)
        return Duration.ZERO;
    }
}
