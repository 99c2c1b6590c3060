package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Iterative-deepening A* over the 18 face turns with Korf's move pruning (no face twice in a
 * row, opposite faces in one order), generic in its {@link Heuristic}.
 *
 * <p>Parallel: each iteration first expands the tree to {@value #SPLIT_DEPTH} moves (pruned by
 * the heuristic) and hands those subtrees to the worker threads through a shared counter, in
 * move order at first and then densest first by the previous iteration's node counts. Solutions
 * are ordered by subtree, then by depth-first order inside it, so the
 * result (and, for a complete iteration, the node count) is the same for every thread count.
 * The caller's thread only waits, reports progress, and enforces the time limit; the search
 * call is synchronous. Workers allocate nothing in the inner loop and poll for cancellation
 * every {@value #CHECK_INTERVAL} nodes. With Korf's tables and the native library, workers hand
 * each subtree to {@link NativeKorfKernel}, which searches it node for node as the loop here does.
 * Immutable; one instance can run many searches, one at a time per caller.
 */
public final class IdaStar {

    /** Depth of the subtrees distributed to threads: up to 13.35^3 ≈ 2,400 per iteration. */
    static final int SPLIT_DEPTH = 3;
    /** Nodes between polls of the stop flags: ~1 ms of work at 15 M nodes/s. */
    static final int CHECK_INTERVAL = 1 << 14;

    /** The turns Korf's pruning allows after a turn of each face (index 6: at the root), in turn order. */
    private static final int[][] TURNS_AFTER = new int[MovePruning.NO_FACE + 1][];
    /** The turns it allows before a turn of each face (index 6: none yet), for solutions grown at their end. */
    private static final int[][] TURNS_BEFORE = new int[MovePruning.NO_FACE + 1][];
    /** Marks a premove in a worker's path. */
    private static final int PREMOVE = 1 << 5;

    static {
        for (int face = 0; face <= MovePruning.NO_FACE; face++) {
            int[] after = new int[FaceTurn.COUNT];
            int[] before = new int[FaceTurn.COUNT];
            int afterCount = 0;
            int beforeCount = 0;
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                if (MovePruning.allowed(face, turn / 3)) {
                    after[afterCount++] = turn;
                }
                if (face == MovePruning.NO_FACE || MovePruning.allowed(turn / 3, face)) {
                    before[beforeCount++] = turn;
                }
            }
            TURNS_AFTER[face] = java.util.Arrays.copyOf(after, afterCount);
            TURNS_BEFORE[face] = java.util.Arrays.copyOf(before, beforeCount);
        }
    }

    private final Heuristic heuristic;
    private final int threads;

    public IdaStar(Heuristic heuristic, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.heuristic = heuristic;
        this.threads = threads;
    }

    public Heuristic heuristic() {
        return heuristic;
    }

    public int threads() {
        return threads;
    }

    /**
     * Finds an optimal solution (or all of them), iterating the bound from h(cube) up. With a
     * known solution of length U in the options (and not all solutions asked for), the search
     * stops once the iteration at U − 1 completes without a solution and returns the known one,
     * {@link SearchResult#provenByExhaustion() proven} optimal: the last iteration, the costliest,
     * is never run. {@link SearchOptions#upperBoundUpdates()} is polled after each iteration, so
     * a solution shortened meanwhile lowers U, and with the stop flags during one, so a known
     * solution as long as the current bound ends that iteration at once (all shorter depths are
     * exhausted). Which of two equally short optimal solutions is returned then depends on timing.
     *
     * @throws IllegalArgumentException if the known solution does not solve {@code cube}
     */
    public SearchResult solve(CubieCube cube, SearchOptions options) throws InterruptedException {
        long start = System.nanoTime();
        int[] root = new int[heuristic.stateWidth()];
        heuristic.encode(cube, root, 0);
        List<SearchResult.Iteration> iterations = new ArrayList<>();
        if (heuristic.isSolved(root, 0)) {
            return new SearchResult(SearchResult.Status.SOLVED, List.of(List.of()), 0, 0, seconds(start), iterations);
        }
        List<FaceTurn> known = options.allSolutions() ? null : options.upperBound().orElse(null);
        checkSolves(cube, known);
        long deadline = options.timeLimit() == null ? Long.MAX_VALUE
                : start + Math.max(0, options.timeLimit().toNanos());
        long nodes = 0;
        double[] density = null;
        // below the known length every depth must be exhausted; at it the known solution is optimal
        for (int bound = Math.max(1, heuristic.estimate(root, 0)); bound <= lastBound(known, options); bound++) {
            Run run = new Run(root, bound, options, start, deadline, nodes,
                    known == null ? null : options.upperBoundUpdates());
            run.execute(density);
            density = run.density();
            iterations.add(run.iteration());
            nodes += run.totalNodes();
            if (!run.solutions().isEmpty() && (run.complete || !options.allSolutions())) {
                return new SearchResult(SearchResult.Status.SOLVED, run.solutions(), bound, nodes, seconds(start),
                        iterations);
            }
            if (run.knownReached) {
                // a known solution of this iteration's length turned up: every depth below is exhausted
                List<FaceTurn> latest = options.upperBoundUpdates().get();
                checkSolves(cube, latest);
                return new SearchResult(SearchResult.Status.SOLVED, List.of(latest), latest.size(), nodes,
                        seconds(start), iterations, true);
            }
            if (!run.complete) {
                SearchResult.Status status = options.cancellation().isCancelled()
                        ? SearchResult.Status.CANCELLED : SearchResult.Status.TIMED_OUT;
                return new SearchResult(status, List.of(), bound, nodes, seconds(start), iterations);
            }
            if (known != null) {
                List<FaceTurn> latest = options.upperBoundUpdates().get();
                if (latest.size() < known.size()) {
                    checkSolves(cube, latest);
                    known = latest;
                }
            }
        }
        if (known != null && known.size() <= options.maxDepth()) {
            return new SearchResult(SearchResult.Status.SOLVED, List.of(known), known.size(), nodes, seconds(start),
                    iterations, true);
        }
        return new SearchResult(SearchResult.Status.NOT_FOUND, List.of(), options.maxDepth(), nodes, seconds(start),
                iterations);
    }

    private static int lastBound(List<FaceTurn> known, SearchOptions options) {
        return known == null ? options.maxDepth() : Math.min(options.maxDepth(), known.size() - 1);
    }

    private static void checkSolves(CubieCube cube, List<FaceTurn> known) {
        if (known != null && !cube.apply(known).equals(CubieCube.SOLVED)) {
            throw new IllegalArgumentException("the known solution does not solve the cube: " + known);
        }
    }

    /**
     * One complete iteration at a fixed bound, collecting every solution of exactly that length:
     * the measure Korf reports ("a complete depth-16 iteration: 9.5e9 nodes").
     */
    public SearchResult.Iteration iteration(CubieCube cube, int bound, SearchOptions options)
            throws InterruptedException {
        int[] root = new int[heuristic.stateWidth()];
        heuristic.encode(cube, root, 0);
        long start = System.nanoTime();
        long deadline = options.timeLimit() == null ? Long.MAX_VALUE
                : start + Math.max(0, options.timeLimit().toNanos());
        Run run = new Run(root, bound, options.withAllSolutions(true), start, deadline, 0, null);
        run.execute(null);
        return run.iteration();
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }

    /** A subtree root: the first moves of the path, and their code (base 18) to match it across iterations. */
    private record Task(int[] turns, int lastFace, int code) {
    }

    /** Codes of subtree roots: 18^SPLIT_DEPTH. */
    private static final int TASK_CODES = 18 * 18 * 18;
    /**
     * A subtree after a turn of D, L or B has fewer move-pruned continuations than one after U,
     * R or F (U may follow D only the other way round); their sizes tend to a ratio of about
     * √3 : √2 (vcube), so the smaller kind's node counts are scaled up by it before comparing.
     */
    private static final double LATER_FACE_WEIGHT = Math.sqrt(1.5);

    /** A solution with its place in move order. */
    private record Found(int task, int order, List<FaceTurn> turns) {
    }

    /** One iteration of the search at one bound. */
    private final class Run {

        private final int[] root;
        private final int bound;
        private final SearchOptions options;
        private final long start;
        private final long deadline;
        private final long earlierNodes;
        private final int width = heuristic.stateWidth();
        private final List<Task> tasks = new ArrayList<>();
        private final AtomicInteger nextTask = new AtomicInteger();
        private final AtomicInteger firstSolvedTask = new AtomicInteger(Integer.MAX_VALUE);
        private final long[] prefixNodesAtDepth;
        private volatile boolean timedOut;
        private volatile boolean interrupted;
        /** Shortest known solutions, polled with the stop flags; null: none. */
        private final java.util.function.Supplier<List<FaceTurn>> known;
        /** A known solution as short as this bound turned up, so the iteration need not finish. */
        private volatile boolean knownReached;
        private boolean complete;
        /** [task]: nodes searched below it, written by the worker that ran it. */
        private long[] taskNodes;
        private Worker[] workers;
        private double iterationSeconds;

        Run(int[] root, int bound, SearchOptions options, long start, long deadline, long earlierNodes,
                java.util.function.Supplier<List<FaceTurn>> known) {
            this.known = known;
            this.root = root;
            this.bound = bound;
            this.options = options;
            this.start = start;
            this.deadline = deadline;
            this.earlierNodes = earlierNodes;
            this.prefixNodesAtDepth = new long[bound + 1];
        }

        /**
         * Runs the iteration. With the densities of the previous one, subtrees are searched
         * densest first: a subtree where the last bound met many nodes has many nodes near the
         * goal by the heuristic's count, so the first solution tends to turn up early (vcube's
         * order). The order depends only on node counts, so it is the same for every thread count.
         */
        void execute(double[] previousDensity) throws InterruptedException {
            long iterationStart = System.nanoTime();
            int split = bound <= SPLIT_DEPTH ? 0 : SPLIT_DEPTH;
            int[] states = new int[width * (split + 1)];
            System.arraycopy(root, 0, states, 0, width);
            enumerate(states, new int[split], 0, split, MovePruning.NO_FACE);
            if (previousDensity != null) {
                tasks.sort(Comparator.comparingDouble((Task task) -> -previousDensity[task.code()]));
            }
            taskNodes = new long[tasks.size()];
            workers = new Worker[Math.min(threads, Math.max(1, tasks.size()))];
            Thread[] running = new Thread[workers.length];
            for (int i = 0; i < workers.length; i++) {
                workers[i] = new Worker(this);
                running[i] = new Thread(workers[i], "cubelab-ida-" + i);
                running[i].setDaemon(true);
                running[i].start();
            }
            long interval = Math.max(1, options.progressInterval().toMillis());
            try {
                for (Thread thread : running) {
                    while (thread.isAlive()) {
                        thread.join(interval);
                        report();
                        if (System.nanoTime() > deadline) {
                            timedOut = true;
                        }
                    }
                }
            } catch (InterruptedException e) {
                interrupted = true;
                for (Thread thread : running) {
                    thread.join();
                }
                throw e;
            }
            for (Worker worker : workers) {
                if (worker.failure != null) {
                    throw new IllegalStateException("search worker failed", worker.failure);
                }
            }
            boolean stopped = false;
            for (Worker worker : workers) {
                stopped |= worker.stoppedEarly;
            }
            complete = !stopped;
            iterationSeconds = seconds(iterationStart);
        }

        /** Depth-first expansion of the first {@code split} moves into tasks, counting nodes. */
        private void enumerate(int[] states, int[] turns, int depth, int split, int lastFace) {
            if (depth == split) {
                int code = 0;
                for (int turn : turns) {
                    code = code * FaceTurn.COUNT + turn;
                }
                tasks.add(new Task(turns.clone(), lastFace, code));
                return;
            }
            int budget = bound - depth - 1;
            int excluded = heuristic.excludedTurns(states, depth * width, bound - depth);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int face = turn / 3;
                if (!MovePruning.allowed(lastFace, face) || (excluded >>> turn & 1) != 0) {
                    continue;
                }
                prefixNodesAtDepth[depth + 1]++;
                if (heuristic.child(states, depth * width, (depth + 1) * width, turn, budget) > budget) {
                    continue;
                }
                turns[depth] = turn;
                enumerate(states, turns, depth + 1, split, face);
            }
        }

        /** [task code]: this iteration's nodes per subtree, weighted for its last face; null below the split depth. */
        double[] density() {
            if (tasks.size() < 2) {
                return null;
            }
            double[] density = new double[TASK_CODES];
            for (int i = 0; i < tasks.size(); i++) {
                Task task = tasks.get(i);
                density[task.code()] = taskNodes[i] * (task.lastFace() >= 3 ? LATER_FACE_WEIGHT : 1);
            }
            return density;
        }

        boolean stopRequested(int task) {
            return timedOut || interrupted || options.cancellation().isCancelled()
                    || (!options.allSolutions() && firstSolvedTask.get() < task) || knownAtBound();
        }

        private boolean knownAtBound() {
            if (known != null && !knownReached && known.get().size() <= bound) {
                knownReached = true;
            }
            return knownReached;
        }

        void report() {
            long nodes = earlierNodes + totalNodes();
            double elapsed = seconds(start);
            options.progress().progress(new Progress(bound, nodes, elapsed > 0 ? nodes / elapsed : 0, elapsed));
        }

        long totalNodes() {
            long total = 0;
            for (long n : prefixNodesAtDepth) {
                total += n;
            }
            for (Worker worker : workers) {
                total += worker.published;
            }
            return total;
        }

        List<List<FaceTurn>> solutions() {
            List<Found> all = new ArrayList<>();
            for (Worker worker : workers) {
                all.addAll(worker.found);
            }
            all.sort(Comparator.comparingInt(Found::task).thenComparingInt(Found::order));
            if (!options.allSolutions() && !all.isEmpty()) {
                return List.of(all.get(0).turns());
            }
            return all.stream().map(Found::turns).toList();
        }

        SearchResult.Iteration iteration() {
            long[] atDepth = prefixNodesAtDepth.clone();
            for (Worker worker : workers) {
                for (int d = 0; d < atDepth.length; d++) {
                    atDepth[d] += worker.nodesAtDepth[d];
                }
            }
            double cpu = 0;
            for (Worker worker : workers) {
                cpu += worker.cpuNanos / 1e9;
            }
            return new SearchResult.Iteration(bound, totalNodes(), iterationSeconds, atDepth, complete, cpu);
        }
    }

    /** One search thread with its preallocated state stack. */
    private final class Worker implements Runnable {

        private final Run run;
        private final int bound;
        private final int width;
        private final int[] states;
        private final int[] path;
        /** [g]: the turns and premoves allowed below the node at depth g once the heuristic's exclusions are taken out. */
        private final int[][] turnsAtDepth;
        private final int[][] premovesAtDepth;
        private final boolean premoves = heuristic.premoves();
        /** Korf's tables in native code, which then searches whole subtrees; null: the loop below. */
        private final NativeKorfKernel kernel;
        /** [g]: the estimates of the children of the node at depth g. */
        private final int[][] estimatesAtDepth;
        private final long[] nodesAtDepth;
        private final List<Found> found = new ArrayList<>();
        private final boolean allSolutions;
        private long nodes;
        private int countdown = CHECK_INTERVAL;
        private int task;
        private boolean stoppedEarly;
        volatile long published;
        volatile Throwable failure;
        volatile long cpuNanos;

        Worker(Run run) {
            this.run = run;
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
            this.kernel = heuristic instanceof PatternDatabaseHeuristic tables ? tables.kernel() : null;
        }

        @Override
        public void run() {
            java.lang.management.ThreadMXBean clock = java.lang.management.ManagementFactory.getThreadMXBean();
            long cpuStart = clock.isCurrentThreadCpuTimeSupported() ? clock.getCurrentThreadCpuTime() : 0;
            try {
                for (task = run.nextTask.getAndIncrement(); task < run.tasks.size();
                        task = run.nextTask.getAndIncrement()) {
                    if (run.stopRequested(task)) {
                        // later tasks can only hold later solutions, or we are told to stop
                        stoppedEarly = !(!allSolutions && run.firstSolvedTask.get() < task);
                        break;
                    }
                    Task subtree = run.tasks.get(task);
                    int depth = 0;
                    int offset = 0;
                    System.arraycopy(run.root, 0, states, 0, width);
                    for (int turn : subtree.turns()) {
                        int next = (depth + 1) * FaceTurn.COUNT * width;
                        heuristic.child(states, offset, next, turn, Integer.MAX_VALUE);
                        offset = next;
                        path[depth++] = turn;
                    }
                    long nodesBefore = nodes;
                    boolean stop = kernel != null ? searchNatively(depth, offset, subtree.lastFace())
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
            int[] turns = excluded == 0 ? TURNS_AFTER[lastFace] : turnsAtDepth[g];
            int count = excluded == 0 ? turns.length : allowed(TURNS_AFTER[lastFace], excluded, turns);
            boolean premove = false;
            if (premoves) {
                int before = allowed(TURNS_BEFORE[firstTailFace],
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

        /** {@link #search} in {@link NativeKorfKernel}: the same nodes, counts and first solution. */
        private boolean searchNatively(int g, int offset, int lastFace) {
            long before = 0;
            for (long n : nodesAtDepth) {
                before += n;
            }
            long nodesBefore = nodes;
            int result = kernel.search(states, offset, g, lastFace, bound, allSolutions, path, nodesAtDepth,
                    new NativeKorfKernel.Callbacks() {
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
            if (result == NativeKorfKernel.FOUND) {
                record();
                return true;
            }
            if (result == NativeKorfKernel.STOPPED) {
                stoppedEarly = true;
                return true;
            }
            return false;
        }

        /** Writes the turns of {@code candidates} not in {@code excluded} (bit per turn) to {@code kept}; returns how many. */
        private static int allowed(int[] candidates, int excluded, int[] kept) {
            int n = 0;
            for (int turn : candidates) {
                if ((excluded >>> turn & 1) == 0) {
                    kept[n++] = turn;
                }
            }
            return n;
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
            found.add(new Found(task, found.size(), turns));
            run.firstSolvedTask.accumulateAndGet(task, Math::min);
        }
    }

}
