package cubelab.solve.tier;

import cubelab.tables.coset.MachineResources;
import java.util.List;
import java.util.Optional;

/**
 * A tier that keeps no table files: nothing to build, verify or delete, and no figures of its
 * own. What such tiers share, written once.
 */
sealed interface TierWithoutFiles extends SolverTier permits TableFreeTier, InMemoryTier {

    @Override
    default long diskBytes() {
        return 0;
    }

    @Override
    default long memoryBytes() {
        return 0;
    }

    @Override
    default double referenceBuildSeconds() {
        return 0;
    }

    @Override
    default SearchCost searchCost() {
        return SearchCost.UNMEASURED;
    }

    @Override
    default TierStatus status(TableLocation location) {
        return TierStatus.IN_MEMORY;
    }

    @Override
    default Optional<String> unfit(MachineResources resources) {
        return Optional.empty();
    }

    @Override
    default void build(TableLocation location, int threads, boolean force, TierBuildListener listener) {
        // nothing on disk to build: the heuristic is made by load
    }

    @Override
    default void delete(TableLocation location) {
        // nothing on disk
    }

    @Override
    default List<String> verify(TableLocation location) {
        return List.of();
    }

    @Override
    default java.time.Duration upperBoundShortening() {
        return java.time.Duration.ofSeconds(60);
    }
}
