package cubelab.solve.tier;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.search.Heuristic;
import cubelab.tables.TableFileException;

/**
 * A heuristic of the Algorithm Lab, built in memory on use (seconds): the partial problems of
 * bidirectional A* with pre-stored backward states (IJARCCE 2013), {@code partial} and
 * {@code partial-tiles}; or tables of Korf 1997's analysis, {@code corners}, {@code edges<k>} and
 * {@code corners+edges<k>}. Installed tables are read where they exist.
 */
record InMemoryTier(String name, String summary) implements TierWithoutFiles {

    @Override
    public Heuristic load(TableLocation location, int threads) throws TierUnavailableException, InterruptedException {
        try {
            return new HeuristicCatalog(location.store(), threads).get(name, new Cancellation(), Progress.NONE)
                    .heuristic();
        } catch (TableFileException e) {
            throw new TierUnavailableException(name, e.getMessage());
        }
    }
}
