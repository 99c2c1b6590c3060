package cubelab.solve.tier;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.search.Heuristic;
import cubelab.search.SliceHeuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.SliceTableSpec;
import java.io.IOException;
import java.util.List;

/**
 * A tier backed by a table of a slice group, the subgroups all 48 symmetries keep (the design of
 * Tronto's H48 with a true subgroup; docs/solver.md, "The 48-symmetric subgroups, measured"),
 * with each word's least distance after the rows for the entries at or below the base.
 * Built by breadth-first search in passes, resumable, and opened for search at once, like the
 * coset tiers.
 */
public record SliceSolverTier(String name, SliceTableSpec spec, String summary, double referenceBuildSeconds,
        SearchCost searchCost) implements TableFileTier {

    @Override
    public TableFiles files() {
        return new TableFiles(List.of(spec));
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (status(location) != TierStatus.BUILT) {
            throw notBuilt(name, location);
        }
        try {
            // searched on the file mapping at once; checked and copied to huge pages in the background
            return SliceHeuristic.opened(store.openSlice(spec), new SliceEdges());
        } catch (TableFileException e) {
            throw damaged(name, e);
        }
    }

    /** Why a tier whose tables are not all built cannot be loaded. */
    static TierUnavailableException notBuilt(String tier, TableLocation location) {
        return new TierUnavailableException(tier, "the " + tier + " tables are not built in "
                + location.directory().toAbsolutePath().normalize());
    }

    /** Why a tier with a damaged table cannot be loaded. */
    static TierUnavailableException damaged(String tier, TableFileException e) {
        return new TierUnavailableException(tier, "the " + tier + " tables are damaged: " + e.getMessage());
    }

    @Override
    public void build(TableLocation location, int threads, boolean force, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (!force && TableFiles.keep(store, name, spec, listener)) {
            return;
        }
        buildTable(store, name, spec, threads, TableFiles.progress(listener), listener);
    }

    /** Builds a slice-group table for tier {@code tier}, reporting its passes to {@code progress}. */
    static void buildTable(CosetTableStore store, String tier, SliceTableSpec spec, int threads,
            CosetBuildListener progress, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        TetradCorners corners = new TetradCorners(spec.cornerParity());
        store.buildSlice(tier, spec, corners, new TetradCornerClasses(corners), new SliceEdges(), threads, progress,
                listener::message);
    }
}
