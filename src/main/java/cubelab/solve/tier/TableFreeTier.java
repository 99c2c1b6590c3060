package cubelab.solve.tier;

import cubelab.search.Heuristic;
import cubelab.search.PieceHeuristic;
import cubelab.tables.coset.MachineResources;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * A heuristic with no tables: {@code manhattan} (Korf 1997's weak baseline, each cubie's own
 * distance) or {@code none} (brute-force iterative deepening). For experiments and tests.
 */
public record TableFreeTier(String name, String summary) implements SolverTier {

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
    public Heuristic load(TableLocation location, int threads) {
        return name.equals("none") ? PieceHeuristic.empty() : PieceHeuristic.manhattan();
    }

    @Override
    public void build(TableLocation location, int threads, TierBuildListener listener) {
        // nothing to build
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
