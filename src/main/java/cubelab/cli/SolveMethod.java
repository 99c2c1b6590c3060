package cubelab.cli;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.search.BidirectionalAStar;
import cubelab.search.BidirectionalResult;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PerimeterHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TieBreak;
import cubelab.tables.MemoryBudget;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The optimal solver {@code solve --method} picks, behind one call. */
interface SolveMethod {

    /** The methods of {@code --method}. */
    enum Kind {
        ida, perimeter, bidirectional
    }

    /** A* expansions before bidirectional search gives up by default ({@code --max-nodes}). */
    long MAX_EXPANDED = 50_000_000L;

    SearchResult solve(CubieCube cube, SearchOptions options) throws InterruptedException;

    /**
     * @param maxNodes the node cap of bidirectional A*: reaching it ends the search with exit 4
     * @throws cubelab.tables.MemoryBudgetExceededException when the backward store or the A* lists would not fit the heap
     */
    static SolveMethod create(Kind kind, Heuristic heuristic, int threads, int storeDepth, long maxNodes,
            PrintWriter err) {
        if (kind == Kind.ida) {
            IdaStar search = new IdaStar(heuristic, threads);
            return search::solve;
        }
        err.printf("building the backward store to depth %d%n", storeDepth);
        err.flush();
        KeyMoves moves = KeyMoves.build();
        BackwardStore store = new BackwardStoreBuilder(storeDepth, StoreLayout.recommended(), 1, moves)
                .build((depth, states, nanos) -> {
                    err.printf(Locale.ROOT, "  depth %d: %,d states, %.1f s%n", depth, states, nanos / 1e9);
                    err.flush();
                }, () -> false);
        if (kind == Kind.perimeter) {
            IdaStar search = new IdaStar(new PerimeterHeuristic(heuristic, store, moves), threads);
            return search::solve;
        }
        BidirectionalAStar search = new BidirectionalAStar(heuristic, store, moves, TieBreak.LIFO, null);
        return (cube, options) -> {
            BidirectionalResult result = search.solve(cube, options, maxNodes);
            if (result.status() == SearchResult.Status.NOT_FOUND && result.expanded() >= maxNodes) {
                throw new SearchGaveUpException(String.format(Locale.ROOT, "gave up after %,d expanded nodes: the node "
                        + "cap of %,d (--max-nodes) is reached; %s", result.expanded(), maxNodes,
                        MemoryBudget.ALTERNATIVE));
            }
            List<List<FaceTurn>> solutions = result.solved()
                    ? List.of(result.solution().moves().stream().map(FaceTurn::of).toList()) : List.of();
            int depth = result.solved() ? result.solution().size() : result.forwardLength();
            return new SearchResult(result.status(), solutions, depth, result.generated(), result.elapsedSeconds(),
                    List.of());
        };
    }
}
