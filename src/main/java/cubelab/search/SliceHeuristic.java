package cubelab.search;

import cubelab.coord.coset.PieceForm;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SlicePieceCoordinates;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.tables.coset.SliceTable;
import java.util.Arrays;

/**
 * The bound of a slice-group table ({@link SliceTable}): the group is kept by all 48 symmetries,
 * so a cube is read once, and its inverse once (Tronto's H48 design, with a true subgroup; see
 * docs/solver.md). A code 0 (≤ base) reads the group without flips instead, and its own code 0
 * the corners' distance alone.
 *
 * <p>Each side of a node holds its corner value, edge place and flips, its pieces and its
 * bound; the corners' permutation parity, the same for a cube and its inverse, is kept once.
 * A side turns by move tables; the other side follows the turn as a premove, on its pieces. A
 * half turn is in the group, so as a premove it keeps the other side's coset and bound: a side
 * whose bound is tight allows no half turn next on the other side.
 */
public final class SliceHeuristic implements Heuristic {

    private static final int CORNER = 0;
    private static final int PLACE = 1;
    private static final int FLIPS = 2;
    private static final int PIECES = 3;
    private static final int BOUND = PIECES + PieceForm.WIDTH;
    private static final int SIDE = BOUND + 1;
    private static final int PARITY = 2 * SIDE;
    private static final int WIDTH = PARITY + 1;
    /** Bit t set for the six half turns. */
    private static final int HALF_TURNS = 0b010_010_010_010_010_010;

    private final SliceTable table;
    private final SliceTable withoutFlips;
    private final TetradCorners corners;
    private final TetradCornerClasses classes;
    private final TetradCorners plainCorners;
    private final TetradCornerClasses plainClasses;
    private final SliceEdges edges;
    private final SlicePieceCoordinates pieceCoordinates;
    private final PieceForm pieces = new PieceForm();
    private final byte[] cornerDistance;
    private final int[] solvedPieces = new int[PieceForm.WIDTH];
    private final int flipClasses;
    private final int base;
    private final int baseWithoutFlips;

    /**
     * @param table        the table searched by
     * @param withoutFlips the group without flips ({@code slice-flip0}), read for code 0
     * @param corners      the corner coordinate of {@code table} (with the parity when it has it)
     * @param plainCorners the corner coordinate without the parity, of {@code withoutFlips}
     */
    public SliceHeuristic(SliceTable table, SliceTable withoutFlips, TetradCorners corners, TetradCornerClasses classes,
            TetradCorners plainCorners, TetradCornerClasses plainClasses, SliceEdges edges) {
        if (withoutFlips.spec().flipClasses() != 1 || withoutFlips.spec().cornerParity() || plainCorners.withParity()
                || corners.withParity() != table.spec().cornerParity()) {
            throw new IllegalArgumentException("the fallback is the group without flips and the corners must match");
        }
        this.table = table;
        this.withoutFlips = withoutFlips;
        this.corners = corners;
        this.classes = classes;
        this.plainCorners = plainCorners;
        this.plainClasses = plainClasses;
        this.edges = edges;
        this.pieceCoordinates = new SlicePieceCoordinates(corners, edges);
        this.cornerDistance = cornerDistances(plainCorners);
        this.flipClasses = table.spec().flipClasses();
        this.base = table.spec().base();
        this.baseWithoutFlips = withoutFlips.spec().base();
        pieces.encode(CubieCube.SOLVED, solvedPieces, 0);
    }

    /** Each corner value's distance from the group's, by breadth-first search over the 153,090 values. */
    private static byte[] cornerDistances(TetradCorners corners) {
        byte[] distance = new byte[corners.size()];
        Arrays.fill(distance, (byte) -1);
        int[] frontier = {corners.solved()};
        distance[corners.solved()] = 0;
        for (int d = 0; frontier.length > 0; d++) {
            int[] next = new int[corners.size()];
            int count = 0;
            for (int value : frontier) {
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    int moved = corners.move(value, turn);
                    if (distance[moved] < 0) {
                        distance[moved] = (byte) (d + 1);
                        next[count++] = moved;
                    }
                }
            }
            frontier = Arrays.copyOf(next, count);
        }
        return distance;
    }

    @Override
    public String name() {
        return table.spec().name();
    }

    @Override
    public int stateWidth() {
        return WIDTH;
    }

    @Override
    public boolean premoves() {
        return true;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        states[offset + PARITY] = cube.cornerParity();
        encodeSide(cube, states, offset);
        encodeSide(cube.inverse(), states, offset + SIDE);
        states[offset + BOUND] = bound(states, offset, offset);
        states[offset + SIDE + BOUND] = bound(states, offset, offset + SIDE);
    }

    private void encodeSide(CubieCube cube, int[] states, int side) {
        pieces.encode(cube, states, side + PIECES);
        states[side + CORNER] = corners.of(cube);
        states[side + PLACE] = edges.place(cube);
        states[side + FLIPS] = edges.flips(cube);
    }

    /** The bound of the side at {@code side} of the node at {@code node}. */
    private int bound(int[] states, int node, int side) {
        int corner = states[side + CORNER];
        int place = states[side + PLACE];
        int classAndSymmetry = classes.classAndSymmetry(corner);
        int s = classAndSymmetry & 63;
        int seen = edges.placeConjugate(s, place);
        int entry = seen;
        if (flipClasses > 1) {
            entry = seen * flipClasses + edges.flipClass(seen, edges.flipsConjugate(s, place, states[side + FLIPS]));
        }
        int code = table.code(classAndSymmetry >>> 6, entry);
        if (code > 0) {
            return base + code;
        }
        // ≤ base: the group without flips, then the corners alone
        int plain = corners.withParity() ? corner >>> 1 : corner;
        int plainClassAndSymmetry = plainClasses.classAndSymmetry(plain);
        int plainCode = withoutFlips.code(plainClassAndSymmetry >>> 6,
                edges.placeConjugate(plainClassAndSymmetry & 63, place));
        return plainCode > 0 ? baseWithoutFlips + plainCode : cornerDistance[plain];
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        return sideChild(states, from, to, turn, budget, 0, false);
    }

    @Override
    public void children(int[] states, int from, int to, int[] turns, int count, int budget, int[] estimates) {
        for (int i = 0; i < count; i++) {
            estimates[i] = sideChild(states, from, to + i * WIDTH, turns[i], budget, 0, false);
        }
    }

    /**
     * Premove m makes m·P, whose inverse P⁻¹·m⁻¹ is side P⁻¹ turned by m⁻¹: the same work as
     * {@link #children} with the sides swapped.
     */
    @Override
    public void premoveChildren(int[] states, int from, int to, int[] turns, int count, int budget,
            int[] estimates) {
        for (int i = 0; i < count; i++) {
            estimates[i] = sideChild(states, from, to + i * WIDTH, turns[i], budget, SIDE, true);
        }
    }

    /** The child where side {@code side} turns (by the turn's inverse when {@code invert}) and the other follows. */
    private int sideChild(int[] states, int from, int to, int turn, int budget, int side, boolean invert) {
        int moved = invert ? FaceTurn.inverseIndex(turn) : turn;
        int source = from + side;
        int target = to + side;
        states[to + PARITY] = states[from + PARITY] ^ (turn % 3 == 1 ? 0 : 1);
        states[target + CORNER] = corners.move(states[source + CORNER], moved);
        states[target + PLACE] = edges.placeMove(states[source + PLACE], moved);
        states[target + FLIPS] = edges.flipsMove(states[source + FLIPS], moved);
        int bound = bound(states, to, target);
        states[target + BOUND] = bound;
        if (bound > budget) {
            return bound;
        }
        int other = SIDE - side;
        pieces.follow(states, from + other + PIECES, to + other + PIECES, moved);
        if (turn % 3 == 1) {
            // a half turn is in the group: the other side stays in its coset
            System.arraycopy(states, from + other, states, to + other, PIECES);
            states[to + other + BOUND] = states[from + other + BOUND];
        } else {
            int at = to + other;
            states[at + CORNER] = pieceCoordinates.corner(states, at + PIECES, states[to + PARITY]);
            int placeAndFlips = pieceCoordinates.edges(states, at + PIECES);
            states[at + PLACE] = placeAndFlips >>> 11;
            states[at + FLIPS] = placeAndFlips & 0x7FF;
            states[at + BOUND] = bound(states, to, at);
        }
        pieces.move(states, source + PIECES, target + PIECES, moved);
        return Math.max(bound, states[to + other + BOUND]);
    }

    @Override
    public int excludedTurns(int[] states, int offset, int remaining) {
        return states[offset + SIDE + BOUND] >= remaining ? HALF_TURNS : 0;
    }

    @Override
    public int excludedPremoves(int[] states, int offset, int remaining) {
        return states[offset + BOUND] >= remaining ? HALF_TURNS : 0;
    }

    @Override
    public int estimate(int[] states, int offset) {
        return Math.max(states[offset + BOUND], states[offset + SIDE + BOUND]);
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        return Arrays.equals(states, offset + PIECES, offset + PIECES + PieceForm.WIDTH, solvedPieces, 0,
                PieceForm.WIDTH);
    }
}
