package cubelab.solve;

import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierOverview;
import java.io.IOException;
import java.util.List;

/**
 * The window's port for managing solver tables: what each tier's status and cost is here, and
 * building, pausing (a build stopped by interrupting its thread keeps its finished passes) and
 * deleting. Every method may block (disk, a speed measurement, a build): call them off the FX
 * thread. {@link LocalTierTables} is the real one; tests use a fake builder.
 */
public interface TierTables {

    /** The solving tiers as this machine sees them, smallest first; read afresh at each call. */
    List<TierOverview> overview() throws IOException, InterruptedException;

    /**
     * Builds the tier's tables, resuming a paused build; returns when they are built. Interrupting
     * the calling thread stops the build (a coset build keeps its finished passes, so building
     * again resumes).
     */
    void build(SolverTier tier, TierBuildListener listener) throws Exception;

    /** Removes the tier's table files and any paused build of it. */
    void delete(SolverTier tier) throws IOException;

    /** Removes what a stopped build of the tier left (partial table, journal, lock), keeping built tables. */
    void discard(SolverTier tier) throws IOException;

    /** Whether a stopped build of the tier resumes where it was, rather than starting over. */
    boolean resumable(SolverTier tier);
}
