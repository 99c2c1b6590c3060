package cubelab.search;

import cubelab.coord.CornerCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import cubelab.tables.MemoryBudget;
import cubelab.tables.MemoryBudgetExceededException;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StateKey;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.PriorityQueue;
import java.util.function.LongSupplier;

/**
 * The IJARCCE 2013 paper's bidirectional A*: a forward A* (OPEN priority queue, CLOSED set, re-opening when a
 * shorter path to a closed state appears) that meets a static backward search space, the
 * {@link BackwardStore} of every state within d moves of solved.
 *
 * <p>h is the base heuristic, raised to the exact stored distance for stored states and to d+1
 * for the others ({@link PerimeterHeuristic}). The search stops when it <em>pops</em> a stored
 * state: its f = g + exact distance is then no larger than any other open path, so the joined
 * path is optimal (stopping at the first stored state generated would not be). Every hit is
 * confirmed by walking the store back to solved, so a fingerprint's false hit is never returned.
 */
public final class BidirectionalAStar {

    /** A budget that cannot hold this many states is refused before the search starts. */
    private static final long MIN_STATES = 10_000;

    private final PerimeterHeuristic heuristic;
    private final Heuristic extra;
    private final BackwardStore store;
    private final TieBreak tieBreak;
    private final int width;

    /**
     * @param extra the secondary heuristic for {@link TieBreak#EXTRA_HEURISTIC}, else unused (may be null)
     */
    public BidirectionalAStar(Heuristic base, BackwardStore store, KeyMoves moves, TieBreak tieBreak, Heuristic extra) {
        if (tieBreak == TieBreak.EXTRA_HEURISTIC && extra == null) {
            throw new IllegalArgumentException("the extra-heuristic tie-break needs an extra heuristic");
        }
        this.heuristic = new PerimeterHeuristic(base, store, moves);
        this.extra = extra;
        this.store = store;
        this.tieBreak = tieBreak;
        this.width = heuristic.stateWidth();
    }

    /** One search node; {@code state} holds the perimeter heuristic's ints. */
    private record Node(int[] state, int[] extraState, StateKey key, int g, int f, int secondary, long sequence,
            Node parent, int turn) {
    }

    /**
     * Searches within a memory budget from the free heap; see {@link #solve(CubieCube, SearchOptions, long, MemoryBudget)}.
     * An answer waits for the check of tables still being verified ({@link Heuristic#tableCheck()}).
     */
    public BidirectionalResult solve(CubieCube cube, SearchOptions options, long maxExpanded) {
        BidirectionalResult result = solve(cube, options, maxExpanded, MemoryBudget.fromHeap());
        heuristic.tableCheck().join();
        return result;
    }

    /**
     * Heap one stored state costs: the node (about 56 bytes), its int[] state, its exact key
     * (32), the hash map's entry and boxed g (64) and a slot in the open list. An estimate on
     * the high side, so the budget is spent before the heap is.
     */
    private long bytesPerState() {
        return 56 + 16 + 4L * width + 32 + 64 + 8 + (extra == null ? 0 : 16 + 4L * extra.stateWidth());
    }

    /**
     * Searches until an optimal solution is found, {@code maxExpanded} nodes have been expanded
     * (status NOT_FOUND) or the options' time limit or cancellation stops it.
     *
     * @throws MemoryBudgetExceededException when the states kept would fill {@code budget}
     */
    public BidirectionalResult solve(CubieCube cube, SearchOptions options, long maxExpanded, MemoryBudget budget) {
        long bytesPerState = bytesPerState();
        if (!budget.allows(bytesPerState * MIN_STATES)) {
            throw budget.tooSmallFor("bidirectional A*", bytesPerState * MIN_STATES, MemoryBudget.ALTERNATIVE);
        }
        long maxStates = budget.bytes() / bytesPerState;
        Frontier frontier = new Frontier(options.clock());
        long deadline = options.timeLimit() == null ? Long.MAX_VALUE : frontier.start + options.timeLimit().toNanos();
        // the options' node budget counts generated nodes, as IDA*'s does; maxExpanded counts expansions
        long nodeBudget = options.nodeBudget();
        int[] rootState = new int[width];
        heuristic.encode(cube, rootState, 0);
        int[] rootExtra = extraState(cube);
        frontier.offer(new Node(rootState, rootExtra, key(rootState), 0, heuristic.estimate(rootState, 0),
                secondary(rootExtra), frontier.sequence++, null, -1));
        while (!frontier.open.isEmpty()) {
            Node node = frontier.open.poll();
            if (frontier.bestG.get(node.key()) < node.g()) {
                continue; // a stale copy: the state was reached more cheaply since
            }
            if (node.f() - node.g() <= store.depth()) {
                Optional<Algorithm> rest = store.pathToSolved(node.key().toCubieCube());
                if (rest.isPresent()) {
                    return frontier.result(SearchResult.Status.SOLVED, pathTo(node).concat(rest.get()), node.g());
                }
            }
            if (frontier.expanded >= maxExpanded) {
                return frontier.stopped(SearchResult.Status.NOT_FOUND);
            }
            if (frontier.generated >= nodeBudget) {
                return frontier.stopped(SearchResult.Status.NODE_BUDGET_SPENT);
            }
            if ((frontier.expanded & 1023) == 0
                    && (options.cancellation().isCancelled() || frontier.clock.getAsLong() > deadline)) {
                return frontier.stopped(options.cancellation().isCancelled()
                        ? SearchResult.Status.CANCELLED : SearchResult.Status.TIMED_OUT);
            }
            if (frontier.bestG.size() + frontier.open.size() > maxStates) {
                throw budget.spentAfter(frontier.bestG.size());
            }
            expand(node, frontier);
        }
        return frontier.stopped(SearchResult.Status.NOT_FOUND);
    }

    /** Adds {@code node}'s children to the frontier, but those reached as cheaply before. */
    private void expand(Node node, Frontier frontier) {
        frontier.expanded++;
        int lastFace = node.turn() < 0 ? MovePruning.NO_FACE : node.turn() / 3;
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            if (!MovePruning.allowed(lastFace, turn / 3)) {
                continue;
            }
            frontier.generated++;
            int[] childState = new int[width * 2];
            System.arraycopy(node.state(), 0, childState, 0, width);
            heuristic.child(childState, 0, width, turn, Integer.MAX_VALUE);
            int[] state = Arrays.copyOfRange(childState, width, 2 * width);
            StateKey key = key(state);
            int g = node.g() + 1;
            Integer known = frontier.bestG.get(key);
            if (known != null && known <= g) {
                continue;
            }
            if (known != null) {
                frontier.reopened++;
            }
            int[] childExtra = extraChild(node.extraState(), turn);
            frontier.offer(new Node(state, childExtra, key, g, g + heuristic.estimate(state, 0),
                    secondary(childExtra), frontier.sequence++, node, turn));
        }
    }

    /** The extra heuristic's state after {@code turn}; null without an extra heuristic. */
    private int[] extraChild(int[] extraState, int turn) {
        if (extra == null) {
            return null;
        }
        int[] childExtra = new int[extra.stateWidth() * 2];
        System.arraycopy(extraState, 0, childExtra, 0, extra.stateWidth());
        extra.child(childExtra, 0, extra.stateWidth(), turn, Integer.MAX_VALUE);
        return Arrays.copyOfRange(childExtra, extra.stateWidth(), 2 * extra.stateWidth());
    }

    /** One search's open list, best g per state and counts: made per call, so the solver keeps no state between calls. */
    private final class Frontier {
        final PriorityQueue<Node> open = new PriorityQueue<>(comparator());
        final Map<StateKey, Integer> bestG = new HashMap<>();
        final LongSupplier clock;
        final long start;
        long sequence;
        long expanded;
        long generated;
        long reopened;
        int peakOpen;

        Frontier(LongSupplier clock) {
            this.clock = clock;
            this.start = clock.getAsLong();
        }

        void offer(Node node) {
            bestG.put(node.key(), node.g());
            open.add(node);
            peakOpen = Math.max(peakOpen, open.size());
        }

        BidirectionalResult result(SearchResult.Status status, Algorithm solution, int length) {
            return new BidirectionalResult(status, solution, length, expanded, generated, reopened, peakOpen,
                    (clock.getAsLong() - start) / 1e9);
        }

        BidirectionalResult stopped(SearchResult.Status status) {
            return result(status, null, 0);
        }
    }

    private Comparator<Node> comparator() {
        Comparator<Node> byF = Comparator.comparingInt(Node::f);
        return switch (tieBreak) {
            case FIFO -> byF.thenComparingLong(Node::sequence);
            case LIFO -> byF.thenComparing(Comparator.comparingLong(Node::sequence).reversed());
            case EXTRA_HEURISTIC -> byF.thenComparingInt(Node::secondary)
                    .thenComparing(Comparator.comparingLong(Node::sequence).reversed());
        };
    }

    private int[] extraState(CubieCube cube) {
        if (extra == null) {
            return null;
        }
        int[] state = new int[extra.stateWidth()];
        extra.encode(cube, state, 0);
        return state;
    }

    private int secondary(int[] extraState) {
        return extraState == null ? 0 : extra.estimate(extraState, 0);
    }

    /** The exact key, from the perimeter heuristic's last four ints. */
    private StateKey key(int[] state) {
        int key = width - 4;
        long corners = CornerCoordinate.of(state[key], state[key + 1]);
        return new StateKey(corners, state[key + 2] * StateKey.EDGE_HALF + state[key + 3]);
    }

    private static Algorithm pathTo(Node node) {
        Deque<Move> moves = new ArrayDeque<>();
        for (Node at = node; at.parent() != null; at = at.parent()) {
            moves.addFirst(FaceTurn.of(at.turn()).toMove());
        }
        return new Algorithm(new ArrayList<>(moves));
    }
}
