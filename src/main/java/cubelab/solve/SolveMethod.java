package cubelab.solve;

import cubelab.common.Cancellation;
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
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * The optimal methods behind one call: IDA* on a heuristic (Korf 1997), IDA* with the perimeter
 * of pre-stored backward states, and bidirectional A* with pre-stored backward states (IJARCCE
 * 2013). The command line's {@code solve --method} picks one.
 */
public interface SolveMethod {

    /** The methods of {@code --method}. */
    enum Kind {
        ida, perimeter, bidirectional
    }

    /** A* expansions before bidirectional search gives up by default ({@code --max-nodes}). */
    long MAX_EXPANDED = 50_000_000L;

    SearchResult solve(CubieCube cube, SearchOptions options) throws InterruptedException;

    /**
     * @param report     gets a line for each step of the backward store build
     * @param maxNodes the node cap of bidirectional A*: reaching it ends the search with exit 4
     * @throws cubelab.tables.MemoryBudgetExceededException when the backward store or the A* lists would not fit the heap
     */
    static SolveMethod create(Kind kind, Heuristic heuristic, int threads, int storeDepth, long maxNodes,
            Consumer<String> report) {
        if (kind == Kind.ida) {
            IdaStar search = new IdaStar(heuristic, threads);
            return search::solve;
        }
        report.accept(String.format(Locale.ROOT, "building the backward store to depth %d", storeDepth));
        KeyMoves moves = KeyMoves.build();
        BackwardStore store = new BackwardStoreBuilder(storeDepth, StoreLayout.recommended(), 1, moves)
                .build((depth, states, nanos) -> report.accept(String.format(Locale.ROOT,
                        "  depth %d: %,d states, %.1f s", depth, states, nanos / 1e9)), new Cancellation());
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
