package cubelab.solve.tier;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.CosetTier;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.TableMemory;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
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

    private TableFiles files() {
        return new TableFiles(List.of(tier.spec()));
    }

    @Override
    public long diskBytes() {
        return files().diskBytes();
    }

    @Override
    public long memoryBytes() {
        return files().memoryBytes();
    }

    @Override
    public List<String> fileNames() {
        return files().fileNames();
    }

    @Override
    public List<String> tableNames() {
        return files().tableNames();
    }

    @Override
    public TierStatus status(TableLocation location) {
        return files().status(location);
    }

    @Override
    public Optional<String> unfit(MachineResources resources) {
        return files().unfit(resources);
    }

    @Override
    public Optional<String> cannotBuild(MachineResources resources) {
        return unfit(resources).or(() -> files().lacksDisk(resources));
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
        if (TableFiles.keep(store, tier.name(), tier.spec(), listener)) {
            return;
        }
        CosetCoordinates coordinates = new CosetCoordinates();
        store.build(tier, coordinates, new CornerClasses(coordinates), threads, TableFiles.progress(listener),
                listener::message);
    }

    @Override
    public void delete(TableLocation location) throws IOException {
        files().delete(location);
    }

    @Override
    public List<String> verify(TableLocation location) {
        return files().verify(location);
    }

    @Override
    public Duration upperBoundShortening() {
        // the first two-phase answer bounds the search; a shortening thread would take one of the
        // two cores from IDA* for the whole solve (docs/tiers.md)
        return Duration.ZERO;
    }
}
