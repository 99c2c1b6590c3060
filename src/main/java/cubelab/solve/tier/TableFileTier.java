package cubelab.solve.tier;

import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/** A tier whose tables are 2-bit files in the coset store: the questions about its files, answered once. */
sealed interface TableFileTier extends SolverTier permits CosetSolverTier, SliceSolverTier, PairedSolverTier {

    /** The tier's table files, in build order. */
    TableFiles files();

    @Override
    default long diskBytes() {
        return files().diskBytes();
    }

    @Override
    default long memoryBytes() {
        return files().memoryBytes();
    }

    @Override
    default List<String> fileNames() {
        return files().fileNames();
    }

    @Override
    default List<String> tableNames() {
        return files().tableNames();
    }

    @Override
    default TierStatus status(TableLocation location) {
        return files().status(location);
    }

    @Override
    default Optional<String> unfit(MachineResources resources) {
        return files().unfit(resources);
    }

    @Override
    default Optional<String> cannotBuild(MachineResources resources) {
        return unfit(resources).or(() -> files().lacksDisk(resources));
    }

    @Override
    default void delete(TableLocation location) throws IOException {
        files().delete(location);
    }

    @Override
    default OptionalDouble pausedFraction(TableLocation location) {
        return files().pausedFraction(location);
    }

    @Override
    default void discard(TableLocation location) throws IOException {
        files().discard(location);
    }

    @Override
    default List<String> verify(TableLocation location) {
        return files().verify(location);
    }

    @Override
    default Duration upperBoundShortening() {
        // the first two-phase answer bounds the search; a shortening thread would take one of the
        // two cores from IDA* for the whole solve (docs/tiers.md)
        return Duration.ZERO;
    }
}
