package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

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
 */
final class PrefixExpansion {

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
    /** The root, then for each depth two blocks of up to 18 children: estimated, then in turn order. */
    private final int[] states;
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
        this.states = new int[width + split * 2 * FaceTurn.COUNT * width];
        System.arraycopy(root, 0, states, 0, width);
        this.nodesAtDepth = new long[split + 1];
    }

    /**
     * Expands the first {@code split} moves of the tree below {@code root} at {@code bound},
     * taking the estimates of {@code earlier} (an expansion of the same root and split at a
     * smaller bound, or null) where they still decide.
     */
    static PrefixExpansion expand(Heuristic heuristic, int[] root, int bound, int split, PrefixExpansion earlier) {
        PrefixExpansion expansion = new PrefixExpansion(heuristic, root, bound, split);
        boolean comparable = earlier != null && earlier.split == split && earlier.bound < bound
                && Arrays.equals(earlier.states, 0, expansion.width, root, 0, expansion.width);
        expansion.earlier = comparable ? earlier.estimates : null;
        expansion.enumerate(0, new int[split], 0, 0, MovePruning.NO_FACE);
        expansion.earlier = null;
        return expansion;
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

    /** Expands the node at {@code offset}, at {@code depth}, reached by the turns of base-18 {@code code}. */
    private void enumerate(int offset, int[] turns, int depth, int code, int lastFace) {
        if (depth == split) {
            tasks.add(new IdaStarIteration.Task(turns.clone(), lastFace, code,
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
