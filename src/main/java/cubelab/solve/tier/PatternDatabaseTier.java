package cubelab.solve.tier;

import cubelab.search.Heuristic;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.tables.BuildListener;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableFile;
import cubelab.tables.TableFileException;
import cubelab.tables.TableSpec;
import cubelab.tables.PatternDatabaseSet;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

/**
 * A tier of pattern databases searched by their maximum ({@code korf}: Korf 1997's corner table
 * and two 6-edge tables; {@code tiny}: three 4-edge tables for tests). The tables are small
 * enough to be built in seconds and verified on every load.
 */
public record PatternDatabaseTier(PatternDatabaseSet tables, String summary, double referenceBuildSeconds, SearchCost searchCost)
        implements SolverTier {

    @Override
    public String name() {
        return tables.name();
    }

    @Override
    public long diskBytes() {
        return tables.tables().stream().mapToLong(TableFile::fileSize).sum();
    }

    @Override
    public long memoryBytes() {
        return tables.payloadBytes();
    }

    @Override
    public List<String> fileNames() {
        return tables.tables().stream().map(TableFile::fileName).toList();
    }

    @Override
    public List<String> tableNames() {
        return tables.tables().stream().map(TableSpec::name).toList();
    }

    @Override
    public TierStatus status(TableLocation location) {
        TierStatus status = TierStatus.BUILT;
        for (TableSpec spec : tables.tables()) {
            Path file = location.store().directoryOf(spec).resolve(TableFile.fileName(spec));
            if (!Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                status = status == TierStatus.DAMAGED ? status : TierStatus.MISSING;
            } else if (!Files.isRegularFile(file) || size(file) != TableFile.fileSize(spec)) {
                status = TierStatus.DAMAGED;
            }
        }
        return status;
    }

    private static long size(Path file) {
        try {
            return Files.size(file);
        } catch (IOException e) {
            return -1;
        }
    }

    @Override
    public Optional<String> unfit(MachineResources resources) {
        return Optional.empty(); // under 100 MB: fits any machine the app runs on
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException {
        List<PatternDatabase> loaded = new ArrayList<>();
        for (TableSpec spec : tables.tables()) {
            if (!location.store().has(spec)) {
                throw new TierUnavailableException(name(), "the " + name() + " tables are not built in "
                        + location.directory().toAbsolutePath().normalize());
            }
            try {
                loaded.add(location.store().open(spec));
            } catch (TableFileException e) {
                throw new TierUnavailableException(name(), "a table of the " + name() + " tier is damaged: "
                        + e.getMessage());
            }
        }
        return new PatternDatabaseHeuristic(name(), loaded);
    }

    /**
     * Builds each of the tier's tables in memory from nothing, writing nothing, and hands each
     * to {@code built} with the time it took: what {@code bench --build} measures.
     */
    public void timeInMemoryBuild(int threads, BuildListener listener, BiConsumer<TableSpec, Duration> built)
            throws InterruptedException {
        for (TableSpec table : tables.tables()) {
            long start = System.nanoTime();
            new PatternDatabaseBuilder(threads, listener).build(table);
            built.accept(table, Duration.ofNanos(System.nanoTime() - start));
        }
    }

    @Override
    public void build(TableLocation location, int threads, boolean force, TierBuildListener listener)
            throws IOException, InterruptedException {
        PatternBuildShare share = new PatternBuildShare(tables);
        location.store().loadOrBuild(tables, threads, force, (spec, depth, states, backward, seconds) ->
                listener.progress(share.update(spec, depth, states)), listener::message);
    }

    @Override
    public void delete(TableLocation location) throws IOException {
        for (TableSpec spec : tables.tables()) {
            Files.deleteIfExists(location.store().file(spec));
        }
    }

    @Override
    public List<String> verify(TableLocation location) {
        return location.store().verify(tables);
    }

    @Override
    public Duration upperBoundShortening() {
        return Duration.ofSeconds(60);
    }
}
