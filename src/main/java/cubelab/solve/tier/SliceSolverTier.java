package cubelab.solve.tier;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.search.Heuristic;
import cubelab.search.SliceHeuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.SliceSearchTables;
import cubelab.tables.coset.SliceTable;
import cubelab.tables.coset.SliceTableSpec;
import java.io.IOException;
import java.util.List;

/**
 * A tier backed by a table of a slice group, the subgroups all 48 symmetries keep (the design of
 * Tronto's H48 with a true subgroup; docs/solver.md, "The 48-symmetric subgroups, measured"),
 * with the 29 MB table of the group without flips beside it for the entries at or below the
 * base. Built by breadth-first search in passes, resumable, like the coset tiers.
 */
public record SliceSolverTier(String name, SliceTableSpec spec, String summary, double referenceBuildSeconds,
        SearchCost searchCost) implements TableFileTier {

    @Override
    public TableFiles files() {
        return new TableFiles(spec.equals(SliceTableSpec.FLIP0) ? List.of(spec) : List.of(SliceTableSpec.FLIP0, spec));
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (status(location) != TierStatus.BUILT) {
            throw new TierUnavailableException(name, "the " + name + " tables are not built in "
                    + location.directory().toAbsolutePath().normalize());
        }
        try {
            SliceTable withoutFlips = store.loadSlice(SliceTableSpec.FLIP0).best();
            SliceTable table = spec.equals(SliceTableSpec.FLIP0) ? withoutFlips : store.loadSlice(spec).best();
            return new SliceHeuristic(SliceSearchTables.of(table, withoutFlips, new SliceEdges()));
        } catch (TableFileException e) {
            throw new TierUnavailableException(name, "the " + name + " tables are damaged: " + e.getMessage());
        }
    }

    @Override
    public void build(TableLocation location, int threads, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        CosetTableStore store = new CosetTableStore(location.directory());
        SliceEdges edges = null;
        for (SliceTableSpec table : List.of(SliceTableSpec.FLIP0, spec)) {
            if (TableFiles.keep(store, name, table, listener)) {
                continue;
            }
            edges = edges != null ? edges : new SliceEdges();
            TetradCorners corners = new TetradCorners(table.cornerParity());
            store.buildSlice(name, table, corners, new TetradCornerClasses(corners), edges, threads,
                    TableFiles.progress(listener), listener::message);
        }
    }
}
