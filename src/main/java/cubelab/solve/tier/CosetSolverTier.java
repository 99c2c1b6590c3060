package cubelab.solve.tier;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.InsufficientResourcesException;
import java.io.IOException;
import java.util.List;

/**
 * A tier backed by one coset table (nxopt's design, see docs/solver.md): {@code small},
 * {@code standard}, {@code large}. Building takes minutes to most of an hour, in passes; a stopped build
 * keeps a journal and resumes at the last pass or part of a pass it saved. The table must fit in free memory (it
 * is mapped, searched at once and copied to native memory in the background where that fits).
 */
public record CosetSolverTier(NamedCosetTable tier, String summary, double referenceBuildSeconds, SearchCost searchCost)
        implements TableFileTier {

    @Override
    public String name() {
        return tier.name();
    }

    @Override
    public TableFiles files() {
        return new TableFiles(List.of(tier.spec()));
    }

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (!store.has(tier.spec())) {
            throw new TierUnavailableException(name(), "the " + name() + " table is not built in "
                    + location.directory().toAbsolutePath().normalize());
        }
        try {
            CosetCoordinates coordinates = new CosetCoordinates(tier.spec().cornerPart());
            // searched on the file mapping at once; checked and copied to huge pages in the background
            return CosetHeuristic.opened(coordinates, new CornerClasses(coordinates), store.open(tier.spec()));
        } catch (TableFileException e) {
            throw new TierUnavailableException(name(), "the " + name() + " table is damaged: " + e.getMessage());
        }
    }

    @Override
    public void build(TableLocation location, int threads, boolean force, TierBuildListener listener)
            throws IOException, InterruptedException, InsufficientResourcesException {
        CosetTableStore store = new CosetTableStore(location.directory());
        if (!force && TableFiles.keep(store, tier.name(), tier.spec(), listener)) {
            return;
        }
        buildTable(store, tier, threads, TableFiles.progress(listener), listener);
    }

    /** Builds the coset table of {@code tier}, reporting its passes to {@code progress}. */
    static void buildTable(CosetTableStore store, NamedCosetTable tier, int threads, CosetBuildListener progress,
            TierBuildListener listener) throws IOException, InterruptedException, InsufficientResourcesException {
        CosetCoordinates coordinates = new CosetCoordinates(tier.spec().cornerPart());
        store.build(tier, coordinates, new CornerClasses(coordinates), threads, progress, listener::message);
    }
}
