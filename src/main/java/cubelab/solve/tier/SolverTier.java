package cubelab.solve.tier;

import cubelab.search.Heuristic;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;

/**
 * A heuristic for the optimal solver together with everything that comes with it: its tables on
 * disk (described, checked against the machine, built, verified, deleted), what it costs to build
 * and to search with, and how the solver should use a two-phase upper bound with it. The window
 * and the command line see tiers only through this type and {@link TierRegistry}; adding a tier
 * means adding it to the registry.
 */
public sealed interface SolverTier permits PatternDatabaseTier, TableFileTier, TierWithoutFiles {

    /** The name users type ({@code --tier standard}). */
    String name();

    /** One line for lists and help, e.g. "Korf 1997's three pattern databases". */
    String summary();

    /** Bytes of table files on disk (0 when the tier keeps none). */
    long diskBytes();

    /** Bytes of memory the loaded tables take (mapped or in the heap). */
    long memoryBytes();

    /** Seconds the reference machine (2 cores) takes to build the tables; 0 when there is nothing to build. */
    double referenceBuildSeconds();

    /**
     * Seconds the reference machine takes to build what is not built yet in {@code location}: by
     * default the whole build (a tier that shares a table with another builds only its own).
     */
    default double referenceBuildSeconds(TableLocation location) {
        return referenceBuildSeconds();
    }

    /**
     * The share of the tier's build that its tables already built in {@code location} stand for,
     * by reference build time: where a build's progress starts (0 but for a tier that shares a
     * table with another).
     */
    default double builtShare(TableLocation location) {
        double whole = referenceBuildSeconds();
        return whole > 0 ? 1 - referenceBuildSeconds(location) / whole : 0;
    }

    /** What a search with this tier costs on the reference machine. */
    SearchCost searchCost();

    /** Whether the tier keeps table files that {@link #build} writes. */
    default boolean hasTableFiles() {
        return diskBytes() > 0;
    }

    /** The names of its table files' contents (table specs), for listings. */
    default List<String> tableNames() {
        return List.of();
    }

    /** The names of its table files in a table directory, for listings and packaging. */
    default List<String> fileNames() {
        return List.of();
    }

    /** Where its tables stand, checked cheaply (sizes and names; checksums are verified on load). */
    TierStatus status(TableLocation location);

    /** Why this machine cannot hold the tier (memory for its tables, disk to build them), if it cannot. */
    Optional<String> unfit(MachineResources resources);

    /** Why this machine cannot build the tier (its memory, or the disk for the files), if it cannot. */
    default Optional<String> cannotBuild(MachineResources resources) {
        return unfit(resources);
    }

    /** Loads the heuristic, verifying the tables; never builds. */
    Heuristic load(TableLocation location, int threads) throws TierUnavailableException, InterruptedException;

    /**
     * Builds the tables that are missing or damaged (resuming a paused build) and records them in
     * the manifest. Interrupting the thread stops it; a coset build keeps its finished passes.
     */
    default void build(TableLocation location, int threads, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        build(location, threads, false, listener);
    }

    /**
     * {@link #build(TableLocation, int, TierBuildListener)}, or with {@code force} every table
     * again: each is built beside the one there, which it replaces in one move only once it
     * verifies, so a stop at any moment leaves a table that verifies, the old or the new.
     */
    void build(TableLocation location, int threads, boolean force, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException;

    /** Removes the tier's table files, a paused build's files included. */
    void delete(TableLocation location) throws IOException;

    /** How much of its build a stopped build of the tier finished, when it can be resumed ({@link TierStatus#PAUSED}). */
    default OptionalDouble pausedFraction(TableLocation location) {
        return OptionalDouble.empty();
    }

    /** Removes what a stopped build left (nothing of it stays), keeping the tier's built tables. */
    default void discard(TableLocation location) throws IOException {
    }

    /** Full verification (checksums): one line per problem, empty when every table is good. */
    List<String> verify(TableLocation location);

    /**
     * How long the solver should keep shortening the first two-phase answer in the background
     * while IDA* runs. Worth a core with the Korf tables, whose deep iterations are long; not with
     * the coset tiers, where the shortening thread cost more than it saved on 2 cores (measured in
     * docs/solver.md).
     */
    Duration upperBoundShortening();
}
