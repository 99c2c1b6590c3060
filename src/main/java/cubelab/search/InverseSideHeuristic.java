package cubelab.search;

import cubelab.model.FaceTurn;
import cubelab.tables.TableCheck;

/**
 * A heuristic whose nodes keep the cube and its inverse side by side (side 0, then the inverse's
 * side at {@link #inverseSide}), so that a solution may grow at either end: a turn m at the end
 * turns side 0 by m, and a premove m at the start turns the inverse's side by m⁻¹ (m·P has the
 * inverse P⁻¹·m⁻¹). Both are one piece of work with the sides swapped, {@link #sideChildren}.
 *
 * <p>Its tables may have been opened just now ({@link TableOpening}): the search reads their file
 * mappings while their checksums are checked ({@link #tableCheck}) and their copies made, which
 * each search thread reads from its next subtree on ({@link #forNextSearch}).
 */
abstract class InverseSideHeuristic implements Heuristic {

    private final int inverseSide;
    private final TableOpening opening;

    /**
     * @param inverseSide where the inverse's side starts in a node's state
     * @param opening     the tables' opening, {@link TableOpening#NONE} for tables verified before
     */
    InverseSideHeuristic(int inverseSide, TableOpening opening) {
        this.inverseSide = inverseSide;
        this.opening = opening;
    }

    /** The opening of the tables, for variants of this heuristic on the same tables. */
    final TableOpening opening() {
        return opening;
    }

    @Override
    public final TableCheck tableCheck() {
        return opening.check();
    }

    @Override
    public final Heuristic forNextSearch() {
        return opening.latest(this);
    }

    @Override
    public final void children(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        sideChildren(states, from, to, turns, count, budget, estimates, 0, false);
    }

    @Override
    public final void premoveChildren(int[] states, int from, int to, int[] turns, int count, int budget,
            int[] estimates) {
        sideChildren(states, from, to, turns, count, budget, estimates, inverseSide, true);
    }

    /**
     * The children where the side at {@code side} turns by each of {@code turns}, or by its
     * inverse when {@code invert}; the other side follows. {@code estimates[i]} ends as child i's
     * estimate, or anything above {@code budget} where the child is cut.
     */
    abstract void sideChildren(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates,
            int side, boolean invert);

    /** {@code turn}, or its inverse when {@code invert}. */
    static int turn(int turn, boolean invert) {
        return invert ? FaceTurn.inverseIndex(turn) : turn;
    }
}
