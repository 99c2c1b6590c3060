package cubelab.solve.tier;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.OpenedPair;
import cubelab.tables.coset.SliceTableSpec;
import java.io.IOException;
import java.util.List;

/**
 * A tier of two tables that bound by different groups: a coset table (nxopt's design, three axes)
 * and a slice-group table (48 symmetries), each searched as its own tier would, the bound the
 * larger of the two ({@link CosetHeuristic#paired}). They miss different cubes, so the pair
 * searches about half the nodes of the coset table alone (docs/solver.md). The coset table is
 * another tier's ({@code large}'s for {@code huge}): built once, shared, and not removed with this
 * tier.
 *
 * @param referenceBuildSeconds both tables' builds from nothing on the reference machine
 * @param sliceBuildSeconds     the slice table's build alone there
 */
public record PairedSolverTier(String name, NamedCosetTable coset, SliceTableSpec slice, String summary,
        double referenceBuildSeconds, double sliceBuildSeconds, SearchCost searchCost) implements TableFileTier {

    @Override
    public TableFiles files() {
        return new TableFiles(List.of(coset.spec(), slice), List.of(referenceBuildSeconds - sliceBuildSeconds,
                sliceBuildSeconds));
    }

    /** Where the coset table is built already, only the slice table's build. */
    @Override
    public double referenceBuildSeconds(TableLocation location) {
        boolean cosetBuilt = new TableFiles(List.of(coset.spec())).status(location) == TierStatus.BUILT;
        return cosetBuilt ? sliceBuildSeconds : referenceBuildSeconds;
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (status(location) != TierStatus.BUILT) {
            throw SliceSolverTier.notBuilt(name, location);
        }
        try {
            CosetCoordinates coordinates = new CosetCoordinates();
            // both searched on their file mappings at once; checked and copied in the background
            OpenedPair tables = store.openPair(coset.spec(), slice);
            return CosetHeuristic.paired(coordinates, new CornerClasses(coordinates), tables, new SliceEdges());
        } catch (TableFileException e) {
            throw SliceSolverTier.damaged(name, e);
        }
    }

    /** Builds whichever of the two tables is missing or damaged, the coset table first. */
    @Override
    public void build(TableLocation location, int threads, boolean force, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        CosetTableStore store = new CosetTableStore(location.directory());
        boolean cosetBuilt = !force && TableFiles.keep(store, coset.name(), coset.spec(), listener);
        // each table's share of the bar is its share of the reference build time, as a paused build's is
        if (!cosetBuilt) {
            CosetSolverTier.buildTable(store, coset, threads, files().progress(listener, 0, coset.name() + "'s table"),
                    listener);
        }
        if (force || !TableFiles.keep(store, name, slice, listener)) {
            SliceSolverTier.buildTable(store, name, slice, threads, files().progress(listener, 1, slice.name()),
                    listener);
        }
    }

    /** Removes the slice-group table only: the coset table is the smaller tier's, which stays. */
    @Override
    public void delete(TableLocation location) throws IOException {
        new TableFiles(List.of(slice)).delete(location);
    }

    /** Removes stopped builds of both tables: a partial coset table is of no use until finished. */
    @Override
    public void discard(TableLocation location) throws IOException {
        files().discard(location);
    }
}
