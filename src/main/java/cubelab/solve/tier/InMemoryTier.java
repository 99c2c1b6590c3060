package cubelab.solve.tier;

import cubelab.search.Cancellation;
import cubelab.search.Heuristic;
import cubelab.search.lab.HeuristicCatalog;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.MachineResources;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A heuristic of the Algorithm Lab, built in memory on use (seconds): the partial problems of
 * bidirectional A* with pre-stored backward states (IJARCCE 2013), {@code partial} and
 * {@code partial-tiles}; or tables of Korf 1997's analysis, {@code corners}, {@code edges<k>} and
 * {@code corners+edges<k>}. Installed tables are read where they exist.
 */
public record InMemoryTier(String name, String summary) implements SolverTier {

    @Override
    public long diskBytes() {
        return 0;
    }

    @Override
    public long memoryBytes() {
        return 0;
    }

    @Override
    public double referenceBuildSeconds() {
        return 0;
    }

    @Override
    public SearchCost searchCost() {
        return SearchCost.UNMEASURED;
    }

    @Override
    public TierStatus status(TableLocation location) {
        return TierStatus.IN_MEMORY;
    }

    @Override
    public Optional<String> unfit(MachineResources resources) {
        return Optional.empty();
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException, InterruptedException {
        try {
            return new HeuristicCatalog(location.store(), threads).get(name, new Cancellation(), cubelab.search.lab.Experiment.Progress.NONE)
                    .heuristic();
        } catch (TableFileException e) {
            throw new TierUnavailableException(name, e.getMessage());
        }
    }

    @Override
    public void build(TableLocation location, int threads, TierBuildListener listener) {
        // built in memory by load
    }

    @Override
    public void delete(TableLocation location) {
        // nothing on disk
    }

    @Override
    public List<String> verify(TableLocation location) {
        return List.of();
    }

    @Override
    public Duration upperBoundShortening() {
        return Duration.ofSeconds(60);
    }
}
