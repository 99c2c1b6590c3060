package cubelab.search;

import cubelab.model.FaceTurn;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;

/**
 * One iteration of {@link IdaStar} at one bound: expands the tree to {@value #SPLIT_DEPTH} moves,
 * hands the subtrees to {@link IdaStarWorker} threads through a shared counter, and gathers their
 * nodes and solutions. Solutions are ordered by subtree, then by depth-first order inside it, so
 * the result (and, for a complete iteration, the node count) is the same for every thread count.
 */
final class IdaStarIteration {

    /** Depth of the subtrees distributed to threads: up to 13.35^4 ≈ 32,000 per iteration. */
    static final int SPLIT_DEPTH = 4;
    /** Codes of subtree roots: 18^SPLIT_DEPTH. */
    private static final int TASK_CODES = 18 * 18 * 18 * 18;
    /**
     * A subtree after a turn of D, L or B has fewer move-pruned continuations than one after U,
     * R or F (U may follow D only the other way round); their sizes tend to a ratio of about
     * √3 : √2 (vcube), so the smaller kind's node counts are scaled up by it before comparing.
     */
    private static final double LATER_FACE_WEIGHT = Math.sqrt(1.5);

    /**
     * A subtree root: the first moves of the path, their code (base 18) to match it across
     * iterations, and the heuristic's state after them, worked out once here rather than again by
     * the worker that takes it.
     */
    record Task(int[] turns, int lastFace, int code, int[] state) {
    }

    /** A solution with its place in move order. */
    record Found(int task, int order, List<FaceTurn> turns) {
    }

    final Heuristic heuristic;
    private final int threads;

    final int[] root;
    final int bound;
    final SearchOptions options;
    private final long start;
    private final long deadline;
    private final long earlierNodes;
    final int width;
    final List<Task> tasks = new ArrayList<>();
    /** The first moves expanded into the tasks, in the order it met them (before the densest-first sort). */
    private PrefixExpansion prefixes;
    final AtomicInteger nextTask = new AtomicInteger();
    final AtomicInteger firstSolvedTask = new AtomicInteger(Integer.MAX_VALUE);
    private final long[] prefixNodesAtDepth;
    private volatile boolean timedOut;
    /** The node budget was spent (the workers stop as on a timeout). */
    private volatile boolean budgetSpent;
    private volatile boolean interrupted;
    /** The heuristic's tables were found damaged in the background: the workers stop. */
    private volatile boolean damaged;
    /** Shortest known solutions, polled with the stop flags; null: none. */
    private final Supplier<List<FaceTurn>> known;
    /** A known solution as short as this bound turned up, so the iteration need not finish. */
    private volatile boolean knownReached;
    private boolean complete;
    /** [task]: nodes searched below it, written by the worker that ran it. */
    long[] taskNodes;
    private IdaStarWorker[] workers;
    private double iterationSeconds;

    IdaStarIteration(Heuristic heuristic, int threads, int[] root, int bound, SearchOptions options, long start,
            long deadline, long earlierNodes, Supplier<List<FaceTurn>> known) {
        this.heuristic = heuristic;
        this.threads = threads;
        this.width = heuristic.stateWidth();
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
    void execute(IdaStarIteration previous) throws InterruptedException {
        long iterationStart = options.clock().getAsLong();
        planTasks(previous);
        Thread[] running = startWorkers();
        watch(running);
        for (IdaStarWorker worker : workers) {
            if (worker.failure() != null) {
                throw new IllegalStateException("search worker failed", worker.failure());
            }
        }
        boolean stopped = false;
        for (IdaStarWorker worker : workers) {
            stopped |= worker.stoppedEarly();
        }
        complete = !stopped;
        iterationSeconds = seconds(iterationStart);
    }

    /** The subtrees to search, the densest of the previous iteration first. */
    private void planTasks(IdaStarIteration previous) {
        int split = bound <= SPLIT_DEPTH ? 0 : SPLIT_DEPTH;
        PrefixExpansion earlier = previous == null ? null : previous.prefixes;
        if (earlier != null && earlier.everyPrefixKept() && previous.bound > SPLIT_DEPTH && split == SPLIT_DEPTH) {
            // the same prefixes, states and counts as expanding again: a larger budget cuts and
            // excludes no more
            prefixes = earlier;
        } else {
            prefixes = PrefixExpansion.expand(heuristic, root, bound, split, earlier, threads);
        }
        System.arraycopy(prefixes.nodesAtDepth(), 0, prefixNodesAtDepth, 0, split + 1);
        tasks.addAll(prefixes.tasks());
        double[] previousDensity = previous == null ? null : previous.density();
        if (previousDensity != null) {
            tasks.sort(Comparator.comparingDouble((Task task) -> -previousDensity[task.code()]));
        }
        taskNodes = new long[tasks.size()];
    }

    private Thread[] startWorkers() {
        workers = new IdaStarWorker[Math.min(threads, Math.max(1, tasks.size()))];
        Thread[] running = new Thread[workers.length];
        for (int i = 0; i < workers.length; i++) {
            workers[i] = new IdaStarWorker(this);
            running[i] = new Thread(workers[i], "cubelab-ida-" + i);
            running[i].setDaemon(true);
            running[i].start();
        }
        return running;
    }

    /**
     * Waits for the workers, reporting progress every interval and raising the flags they poll:
     * the deadline, a damaged table, the node budget. An interrupt waits for them to stop first.
     */
    private void watch(Thread[] running) throws InterruptedException {
        long interval = Math.max(1, options.progressInterval().toMillis());
        try {
            for (Thread thread : running) {
                while (thread.isAlive()) {
                    thread.join(interval);
                    report();
                    if (options.clock().getAsLong() > deadline) {
                        timedOut = true;
                    }
                    if (heuristic.tableCheck().failed()) {
                        damaged = true;
                    }
                    if (earlierNodes + totalNodes() >= options.nodeBudget()) {
                        budgetSpent = true;
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
    }

    /** True when no prefix was cut or excluded, so that the next bound may take these tasks as they are. */
    boolean everyPrefixKept() {
        return prefixes.everyPrefixKept();
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
        return timedOut || interrupted || damaged || options.cancellation().isCancelled()
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
        options.progress().progress(new SearchProgress(bound, nodes, elapsed > 0 ? nodes / elapsed : 0, elapsed));
    }

    long totalNodes() {
        long total = 0;
        for (long n : prefixNodesAtDepth) {
            total += n;
        }
        for (IdaStarWorker worker : workers) {
            total += worker.published();
        }
        return total;
    }

    List<List<FaceTurn>> solutions() {
        List<Found> all = new ArrayList<>();
        for (IdaStarWorker worker : workers) {
            all.addAll(worker.found());
        }
        all.sort(Comparator.comparingInt(Found::task).thenComparingInt(Found::order));
        if (!options.allSolutions() && !all.isEmpty()) {
            return List.of(all.get(0).turns());
        }
        return all.stream().map(Found::turns).toList();
    }

    SearchResult.Iteration iteration() {
        long[] atDepth = prefixNodesAtDepth.clone();
        for (IdaStarWorker worker : workers) {
            for (int d = 0; d < atDepth.length; d++) {
                atDepth[d] += worker.nodesAtDepth(d);
            }
        }
        double cpu = 0;
        for (IdaStarWorker worker : workers) {
            cpu += worker.cpuNanos() / 1e9;
        }
        return new SearchResult.Iteration(bound, totalNodes(), iterationSeconds, atDepth, complete, cpu);
    }

    /** Whether every subtree was searched to the end. */
    boolean complete() {
        return complete;
    }

    /** Whether the node budget ended the iteration. */
    boolean budgetSpent() {
        return budgetSpent;
    }

    /** Whether a known solution as short as this bound turned up, so the iteration stopped early. */
    boolean knownReached() {
        return knownReached;
    }

    private double seconds(long start) {
        return (options.clock().getAsLong() - start) / 1e9;
    }
}
