package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * The first moves of an IDA* iteration expanded depth first into the roots of the subtrees that
 * the workers search, with the nodes counted at each depth.
 *
 * <p>A node's children are estimated together, as the workers do, so that their table reads
 * overlap. Each child's estimate is kept, with its state when it was within the budget, and the
 * next bound's expansion works out again only the children whose cut the larger budget may undo
 * (an estimate above the old budget and within the new one); the others are taken as they are, a
 * cut one cut again and a kept one with its state. Expanding a random cube's first four moves
 * again at every bound, one child at a time, took 0.1–0.2 s a bound on the coset tiers, while
 * the other core waited.
 *
 * <p>With more than one thread the expansion is shared out below the first {@value #JOB_DEPTH}
 * moves: those are expanded here, and the threads take their nodes from a counter and expand each
 * to the split, into a list of its own; the lists are joined in the order the nodes were met, so
 * the roots, their order and the counts are those of one thread. On `large` a random cube's
 * expansions took 80–250 ms of one thread, up to 15 % of a two-thread solve, while the other
 * thread waited; shared, 57–197 ms.
 */
final class PrefixExpansion {

    /** Depth of the nodes shared out to threads: up to 243 nodes. */
    static final int JOB_DEPTH = 2;

    /** A child's estimate, and its state when the estimate was within the budget (else null: partial). */
    private record Estimate(int value, int[] state) {
    }

    private final Heuristic heuristic;
    private final int width;
    private final int bound;
    private final int split;
    /** [depth][code of the turns to the node, base 18]: the children estimated by this expansion. */
    private final Estimate[][] estimates;
    /** The earlier bound's estimates while this expansion runs; null when there are none. */
    private Estimate[][] earlier;
    /** The root, whose state the expansion starts from. */
    private final int[] root;
    private final List<IdaStarIteration.Task> tasks = new ArrayList<>();
    private final long[] nodesAtDepth;
    private boolean everyPrefixKept = true;

    private PrefixExpansion(Heuristic heuristic, int[] root, int bound, int split) {
        this.heuristic = heuristic;
        this.width = heuristic.stateWidth();
        this.bound = bound;
        this.split = split;
        this.estimates = new Estimate[split + 1][];
        for (int depth = 1; depth <= split; depth++) {
            estimates[depth] = new Estimate[(int) Math.pow(FaceTurn.COUNT, depth)];
        }
        this.root = Arrays.copyOf(root, width);
        this.nodesAtDepth = new long[split + 1];
    }

    /**
     * Expands the first {@code split} moves of the tree below {@code root} at {@code bound} on up
     * to {@code threads} threads (the same result for any count), taking the estimates of
     * {@code earlier} (an expansion of the same root and split at a smaller bound, or null) where
     * they still decide.
     */
    static PrefixExpansion expand(Heuristic heuristic, int[] root, int bound, int split, PrefixExpansion earlier,
            int threads) {
        PrefixExpansion expansion = new PrefixExpansion(heuristic, root, bound, split);
        boolean comparable = earlier != null && earlier.split == split && earlier.bound < bound
                && Arrays.equals(earlier.root, 0, expansion.width, root, 0, expansion.width);
        expansion.earlier = comparable ? earlier.estimates : null;
        boolean shared = threads > 1 && split > JOB_DEPTH;
        Walk first = expansion.new Walk(shared ? JOB_DEPTH : split);
        first.start(expansion.root, new int[split], 0, 0, MovePruning.NO_FACE);
        if (shared) {
            expansion.expandJobs(first, threads);
        } else {
            expansion.tasks.addAll(first.found);
        }
        expansion.add(first);
        expansion.earlier = null;
        return expansion;
    }

    /** Expands the nodes {@code first} met at {@link #JOB_DEPTH} to the split, on up to {@code threads} threads. */
    private void expandJobs(Walk first, int threads) {
        List<IdaStarIteration.Task> jobs = first.found;
        AtomicReferenceArray<List<IdaStarIteration.Task>> found = new AtomicReferenceArray<>(jobs.size());
        AtomicInteger next = new AtomicInteger();
        Walk[] walks = new Walk[Math.min(threads, Math.max(1, jobs.size()))];
        Thread[] running = new Thread[walks.length];
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int t = 0; t < walks.length; t++) {
            Walk walk = new Walk(split);
            walks[t] = walk;
            running[t] = new Thread(() -> {
                try {
                    for (int job = next.getAndIncrement(); job < jobs.size(); job = next.getAndIncrement()) {
                        IdaStarIteration.Task node = jobs.get(job);
                        int[] turns = Arrays.copyOf(node.turns(), split);
                        walk.start(node.state(), turns, node.turns().length, node.code(), node.lastFace());
                        found.set(job, List.copyOf(walk.found));
                        walk.found.clear();
                    }
                } catch (RuntimeException | Error e) {
                    failure.compareAndSet(null, e);
                }
            }, "cubelab-prefix-" + t);
            running[t].setDaemon(true);
            running[t].start();
        }
        for (Thread thread : running) {
            joinUninterruptibly(thread);
        }
        if (failure.get() instanceof RuntimeException e) {
            throw e;
        }
        if (failure.get() instanceof Error e) {
            throw e;
        }
        for (int job = 0; job < jobs.size(); job++) {
            tasks.addAll(found.get(job));
        }
        for (Walk walk : walks) {
            add(walk);
        }
    }

    /** Waits for a thread of a few milliseconds' work, keeping an interrupt for the caller to see. */
    private static void joinUninterruptibly(Thread thread) {
        boolean interrupted = false;
        while (thread.isAlive()) {
            try {
                thread.join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Adds a walk's counts to the expansion's. */
    private void add(Walk walk) {
        for (int depth = 0; depth <= split; depth++) {
            nodesAtDepth[depth] += walk.nodesAtDepth[depth];
        }
        everyPrefixKept &= walk.everyPrefixKept;
    }

    /** The subtree roots, in the order the expansion met them. */
    List<IdaStarIteration.Task> tasks() {
        return tasks;
    }

    /** Nodes counted at each depth up to the split. */
    long[] nodesAtDepth() {
        return nodesAtDepth.clone();
    }

    /** True when no prefix was cut or excluded, so that a larger bound keeps these tasks as they are. */
    boolean everyPrefixKept() {
        return everyPrefixKept;
    }

    /**
     * One thread's depth-first walk of the first moves, with its own buffers and counts; it writes
     * only the estimates below the nodes it is given, so walks of different nodes share the
     * expansion's estimates.
     */
    private final class Walk {
        /** The depth where the walk records a node instead of expanding it. */
        private final int stopDepth;
        /** A start node, then for each depth two blocks of up to 18 children: estimated, then in turn order. */
        private final int[] states;
        /** The nodes met at the stop depth, in the order met. */
        private final List<IdaStarIteration.Task> found = new ArrayList<>();
        private final long[] nodesAtDepth = new long[split + 1];
        private boolean everyPrefixKept = true;

        Walk(int stopDepth) {
            this.stopDepth = stopDepth;
            this.states = new int[width + split * 2 * FaceTurn.COUNT * width];
        }

        /** Walks below the node with {@code state}, at {@code depth}, reached by {@code turns} (base-18 {@code code}). */
        void start(int[] state, int[] turns, int depth, int code, int lastFace) {
            System.arraycopy(state, 0, states, 0, width);
            enumerate(0, turns, depth, code, lastFace);
        }

        /** Expands the node at {@code offset}, at {@code depth}, reached by the turns of base-18 {@code code}. */
        private void enumerate(int offset, int[] turns, int depth, int code, int lastFace) {
            if (depth == stopDepth) {
                found.add(new IdaStarIteration.Task(Arrays.copyOf(turns, depth), lastFace, code,
                        Arrays.copyOfRange(states, offset, offset + width)));
                return;
            }
            int budget = bound - depth - 1;
            int excluded = heuristic.excludedTurns(states, offset, bound - depth);
            int[] kept = new int[FaceTurn.COUNT];
            int count = 0;
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                if (!MovePruning.allowed(lastFace, turn / 3)) {
                    continue;
                }
                if ((excluded >>> turn & 1) != 0) {
                    everyPrefixKept = false;
                    continue;
                }
                nodesAtDepth[depth + 1]++;
                kept[count++] = turn;
            }
            int estimatedBlock = width + depth * 2 * FaceTurn.COUNT * width;
            int placedBlock = estimatedBlock + FaceTurn.COUNT * width;
            Estimate[] children = new Estimate[count];
            int[] unknown = new int[count];
            int[] unknownAt = new int[count];
            int unknownCount = 0;
            for (int i = 0; i < count; i++) {
                Estimate known = earlier == null ? null : earlier[depth + 1][code * FaceTurn.COUNT + kept[i]];
                if (known != null && (known.state() != null || known.value() > budget)) {
                    children[i] = known;
                } else {
                    unknown[unknownCount] = kept[i];
                    unknownAt[unknownCount++] = i;
                }
            }
            int[] values = new int[unknownCount];
            heuristic.children(states, offset, estimatedBlock, unknown, unknownCount, budget, values);
            for (int j = 0; j < unknownCount; j++) {
                int at = estimatedBlock + j * width;
                children[unknownAt[j]] = new Estimate(values[j],
                        values[j] <= budget ? Arrays.copyOfRange(states, at, at + width) : null);
            }
            for (int i = 0; i < count; i++) {
                Estimate child = children[i];
                estimates[depth + 1][code * FaceTurn.COUNT + kept[i]] = child;
                if (child.value() > budget) {
                    everyPrefixKept = false;
                    continue;
                }
                int at = placedBlock + i * width;
                System.arraycopy(child.state(), 0, states, at, width);
                turns[depth] = kept[i];
                enumerate(at, turns, depth + 1, code * FaceTurn.COUNT + kept[i], kept[i] / 3);
            }
        }
    }
}
