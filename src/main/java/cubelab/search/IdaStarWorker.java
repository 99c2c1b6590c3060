package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.nativecode.LoopCallbacks;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.List;

/**
 * One search thread of an {@link IdaStarIteration}, with its preallocated state stack: takes
 * subtrees from the shared counter and searches each depth first, in the heuristic's own
 * {@link SubtreeSearch} when it has one, else in the loop here. Allocates nothing in the inner
 * loop and polls the stop flags every {@value #CHECK_INTERVAL} nodes.
 */
final class IdaStarWorker implements Runnable {

    /** Nodes between polls of the stop flags: about a millisecond of work (docs/solver.md has the node rates). */
    static final int CHECK_INTERVAL = 1 << 14;
    /** Marks a premove in the path. */
    private static final int PREMOVE = 1 << 5;

    /** The iteration's heuristic, or its copy on faster memory once taken up ({@link #takeUpCopy}). */
    private Heuristic heuristic;

    private final IdaStarIteration run;
    private final int bound;
    private final int width;
    private final int[] states;
    private final int[] path;
    /** [g]: the turns and premoves allowed below the node at depth g once the heuristic's exclusions are taken out. */
    private final int[][] turnsAtDepth;
    private final int[][] premovesAtDepth;
    private final boolean premoves;
    /** The heuristic's own loop for whole subtrees; null: the loop below. */
    private SubtreeSearch subtreeSearch;
    /** [g]: the estimates of the children of the node at depth g. */
    private final int[][] estimatesAtDepth;
    private final long[] nodesAtDepth;
    private final List<IdaStarIteration.Found> found = new ArrayList<>();
    private final boolean allSolutions;
    private long nodes;
    private int countdown = CHECK_INTERVAL;
    private int task;
    private boolean stoppedEarly;
    private volatile long published;
    private volatile Throwable failure;
    private volatile long cpuNanos;

    IdaStarWorker(IdaStarIteration run) {
        this.run = run;
        this.heuristic = run.heuristic;
        this.premoves = heuristic.premoves();
        this.bound = run.bound;
        this.width = run.width;
        // level g's children live in slots g × 18 .. g × 18 + 17 (level 0: the root in slot 0)
        this.states = new int[width * FaceTurn.COUNT * (bound + 1)];
        this.estimatesAtDepth = new int[bound + 1][FaceTurn.COUNT];
        this.path = new int[bound];
        this.turnsAtDepth = new int[bound + 1][FaceTurn.COUNT];
        this.premovesAtDepth = new int[bound + 1][FaceTurn.COUNT];
        this.nodesAtDepth = new long[bound + 1];
        this.allSolutions = run.options.allSolutions();
        this.subtreeSearch = heuristic.subtreeSearch().orElse(null);
    }

    @Override
    public void run() {
        ThreadMXBean clock = ManagementFactory.getThreadMXBean();
        long cpuStart = clock.isCurrentThreadCpuTimeSupported() ? clock.getCurrentThreadCpuTime() : 0;
        try {
            for (task = run.nextTask.getAndIncrement(); task < run.tasks.size();
                    task = run.nextTask.getAndIncrement()) {
                if (run.stopRequested(task)) {
                    // later tasks can only hold later solutions, or we are told to stop
                    stoppedEarly = !(!allSolutions && run.firstSolvedTask.get() < task);
                    break;
                }
                takeUpCopy();
                IdaStarIteration.Task subtree = run.tasks.get(task);
                int depth = subtree.turns().length;
                int offset = depth * FaceTurn.COUNT * width;
                System.arraycopy(subtree.turns(), 0, path, 0, depth);
                System.arraycopy(subtree.state(), 0, states, offset, width);
                long nodesBefore = nodes;
                boolean stop = subtreeSearch != null ? searchOwnLoop(depth, offset, subtree.lastFace())
                        : search(depth, offset, subtree.lastFace(), MovePruning.NO_FACE);
                run.taskNodes[task] = nodes - nodesBefore;
                if (stop) {
                    if (!found.isEmpty() && found.get(found.size() - 1).task() == task && !allSolutions) {
                        continue;
                    }
                    stoppedEarly = true;
                    break;
                }
            }
        } catch (Throwable e) {
            failure = e;
        } finally {
            published = nodes;
            cpuNanos = clock.isCurrentThreadCpuTimeSupported() ? clock.getCurrentThreadCpuTime() - cpuStart : 0;
        }
    }

    /**
     * Before each subtree, the heuristic's copy on faster memory where one was made in the
     * background since the last subtree. It holds the same bytes and reads the same states
     * ({@link Heuristic#forNextSearch}), so the nodes, their order and the solutions do not change;
     * only the reads get faster. Taken up here rather than at the next iteration: on a large table
     * the first search's last iteration is most of its time, and read through the file mapping it
     * ran at a third of the copy's pace.
     */
    private void takeUpCopy() {
        Heuristic faster = heuristic.forNextSearch();
        if (faster != heuristic) {
            heuristic = faster;
            subtreeSearch = faster.subtreeSearch().orElse(null);
        }
    }

    /**
     * Depth-first search below the node at {@code offset}, depth {@code g}, whose solution so
     * far is turns ending with a turn of {@code lastFace} and premoves (its end) starting with
     * one of {@code firstTailFace}; true to stop this subtree. When the heuristic has premoves,
     * each node grows the end with fewer turns left to try (vcube): the heuristic rules out
     * first turns and last turns by different bounds.
     */
    private boolean search(int g, int offset, int lastFace, int firstTailFace) {
        if (g == bound) {
            // where the turns meet the premoves the sequence must be in canonical order too
            if (heuristic.isSolved(states, offset) && (lastFace == MovePruning.NO_FACE
                    || firstTailFace == MovePruning.NO_FACE || MovePruning.allowed(lastFace, firstTailFace))) {
                record();
                return !allSolutions;
            }
            return false;
        }
        int budget = bound - g - 1;
        int excluded = heuristic.excludedTurns(states, offset, bound - g);
        // most heuristics exclude nothing: then the shared list of move-pruned turns serves as is
        int[] turns = excluded == 0 ? TurnLists.after(lastFace) : turnsAtDepth[g];
        int count = excluded == 0 ? turns.length : TurnLists.allowed(TurnLists.after(lastFace), excluded, turns);
        boolean premove = false;
        if (premoves) {
            int before = TurnLists.allowed(TurnLists.before(firstTailFace),
                    heuristic.excludedPremoves(states, offset, bound - g), premovesAtDepth[g]);
            if (before < count) {
                turns = premovesAtDepth[g];
                count = before;
                premove = true;
            }
        }
        int childBase = (g + 1) * FaceTurn.COUNT * width;
        int[] estimates = estimatesAtDepth[g];
        nodes += count;
        nodesAtDepth[g + 1] += count;
        countdown -= count;
        if (countdown <= 0) {
            countdown = CHECK_INTERVAL;
            published = nodes;
            if (run.stopRequested(task)) {
                stoppedEarly = true;
                return true;
            }
        }
        if (premove) {
            heuristic.premoveChildren(states, offset, childBase, turns, count, budget, estimates);
        } else {
            heuristic.children(states, offset, childBase, turns, count, budget, estimates);
        }
        for (int i = 0; i < count; i++) {
            if (estimates[i] <= budget) {
                int face = turns[i] / 3;
                path[g] = premove ? turns[i] | PREMOVE : turns[i];
                if (premove ? search(g + 1, childBase + i * width, lastFace, face)
                        : search(g + 1, childBase + i * width, face, firstTailFace)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** {@link #search} in the heuristic's {@link SubtreeSearch}: the same nodes, counts and first solution. */
    private boolean searchOwnLoop(int g, int offset, int lastFace) {
        long before = 0;
        for (long n : nodesAtDepth) {
            before += n;
        }
        long nodesBefore = nodes;
        int result = subtreeSearch.search(states, offset, g, lastFace, bound, allSolutions, path, nodesAtDepth,
                new LoopCallbacks() {
                    @Override
                    public boolean stop(long counted) {
                        published = nodesBefore + counted;
                        return run.stopRequested(task);
                    }

                    @Override
                    public void solution() {
                        record();
                    }
                });
        long after = 0;
        for (long n : nodesAtDepth) {
            after += n;
        }
        nodes += after - before;
        if (result == SubtreeSearch.FOUND) {
            record();
            return true;
        }
        if (result == SubtreeSearch.STOPPED) {
            stoppedEarly = true;
            return true;
        }
        return false;
    }

    private void record() {
        // turns in the order made, then the premoves from the last made (the solution's end grows leftwards)
        List<FaceTurn> turns = new ArrayList<>(bound);
        for (int i = 0; i < bound; i++) {
            if ((path[i] & PREMOVE) == 0) {
                turns.add(FaceTurn.of(path[i]));
            }
        }
        for (int i = bound - 1; i >= 0; i--) {
            if ((path[i] & PREMOVE) != 0) {
                turns.add(FaceTurn.of(path[i] & ~PREMOVE));
            }
        }
        found.add(new IdaStarIteration.Found(task, found.size(), turns));
        run.options.solutionFound().accept(List.copyOf(turns));
        run.firstSolvedTask.accumulateAndGet(task, Math::min);
    }

    long published() {
        return published;
    }

    Throwable failure() {
        return failure;
    }

    boolean stoppedEarly() {
        return stoppedEarly;
    }

    List<IdaStarIteration.Found> found() {
        return found;
    }

    long nodesAtDepth(int depth) {
        return nodesAtDepth[depth];
    }

    long cpuNanos() {
        return cpuNanos;
    }
}
