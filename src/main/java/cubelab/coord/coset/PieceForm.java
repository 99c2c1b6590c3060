package cubelab.coord.coset;

import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.twophase.UrfRotation;
import cubelab.model.Corner;
import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;

/**
 * A cube held as pieces, one int per position ({@value #WIDTH} in all): {@code piece · 3 + twist}
 * for the 8 corners, then {@code piece · 2 + flip} for the 12 edges. The search keeps a node's
 * inverse this way, and for premoves the node itself, because the two things coordinate move
 * tables cannot do are easy on pieces:
 * <ul>
 * <li>a <em>premove</em> ({@link #follow}): the inverse of P·t is t⁻¹·P⁻¹. A premove keeps every
 * position and renames the piece it holds: one read of a 24-entry table per position;</li>
 * <li>the {@link CosetCoordinates} of any of the three views ({@link #coordinates}): they are
 * sums of per-position parts (the view's rotation moves each position to one other and renames
 * its piece), one table read per position. Corner parts add up the twist (low 12 bits), the
 * U-corner position mask (bits 12..19) and, where the corner part keeps the diagonal pairs
 * ({@link CornerPart#DIAGONALS}), the mask of positions holding odd-numbered corners (bits
 * 20..27); edge parts add up the flip bits (low 11 bits) and the four
 * slice edges' positions as base-12 digits (from bit 11).</li>
 * </ul>
 * A plain turn ({@link #move}) takes each position's piece from another position and twists it.
 * Immutable; build once and share.
 */
public final class PieceForm {

    /** Ints of a cube in pieces form: 8 corners, then 12 edges. */
    public static final int WIDTH = Corner.COUNT + Edge.COUNT;
    /** Ints of one view's coordinates: twist, corner set, flip, slice sorted. */
    public static final int COORDINATES = 4;

    private static final int CORNER_CODES = Corner.COUNT * 3;
    private static final int EDGE_CODES = Edge.COUNT * 2;
    private static final int U_CORNERS = 4;
    private static final int FIRST_SLICE_EDGE = Edge.FR.ordinal();
    private static final int MASK_SHIFT = 12;
    private static final int ODD_SHIFT = MASK_SHIFT + Corner.COUNT;
    private static final int KEY_SHIFT = 11;
    /** Keys of the four E-slice edges' positions, four base-12 digits (a native loop's table dimension too). */
    public static final int SLICE_KEYS = 12 * 12 * 12 * 12;

    /** [(turn × 20 + position)]: the position a turn brings that position's piece from. */
    private final int[] moveSource = new int[FaceTurn.COUNT * WIDTH];
    /** [(turn × 20 + position) × 24 + code]: the code there after the turn, from the code at the source. */
    private final int[] moveCode = new int[FaceTurn.COUNT * WIDTH * CORNER_CODES];
    /** [turn × 24 + code]: the code a position holds after the premove. */
    private final int[] cornerPremove = new int[FaceTurn.COUNT * CORNER_CODES];
    private final int[] edgePremove = new int[FaceTurn.COUNT * EDGE_CODES];
    /** [(view × 8 + position) × 24 + code]: that position's part of the view's corner sum. */
    private final int[] cornerParts = new int[CosetCoordinates.VIEWS * Corner.COUNT * CORNER_CODES];
    private final int[] edgeParts = new int[CosetCoordinates.VIEWS * Edge.COUNT * EDGE_CODES];
    private final CornerPart cornerPart;
    /** [key]: the corner part of the positions' key (bits 12 and up of the corner sum), -1 for none. */
    private final int[] cornerSetOfMask;
    private final int[] sliceSortedOfKey = new int[SLICE_KEYS];

    /** The pieces form with the corner sets' coordinate ({@link CornerPart#SETS}). */
    public PieceForm() {
        this(CornerPart.SETS);
    }

    public PieceForm(CornerPart cornerPart) {
        this.cornerPart = cornerPart;
        this.cornerSetOfMask = new int[1 << (cornerPart == CornerPart.DIAGONALS ? 2 * Corner.COUNT : Corner.COUNT)];
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            CubieCube premove = CubieCube.of(FaceTurn.of(turn));
            for (int piece = 0; piece < Corner.COUNT; piece++) {
                for (int twist = 0; twist < 3; twist++) {
                    cornerPremove[turn * CORNER_CODES + piece * 3 + twist] =
                            premove.cornerAt(piece) * 3 + (premove.cornerTwistAt(piece) + twist) % 3;
                }
            }
            for (int piece = 0; piece < Edge.COUNT; piece++) {
                for (int flip = 0; flip < 2; flip++) {
                    edgePremove[turn * EDGE_CODES + piece * 2 + flip] =
                            premove.edgeAt(piece) * 2 + (premove.edgeFlipAt(piece) ^ flip);
                }
            }
        }
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            CubieCube cube = CubieCube.of(FaceTurn.of(turn));
            for (int p = 0; p < WIDTH; p++) {
                boolean corner = p < Corner.COUNT;
                int position = corner ? p : p - Corner.COUNT;
                int source = corner ? cube.cornerAt(position) : cube.edgeAt(position);
                int change = corner ? cube.cornerTwistAt(position) : cube.edgeFlipAt(position);
                int base = corner ? 0 : Corner.COUNT;
                moveSource[turn * WIDTH + p] = base + source;
                for (int code = 0; code < (corner ? CORNER_CODES : EDGE_CODES); code++) {
                    int orientation = corner ? (code % 3 + change) % 3 : code % 2 ^ change;
                    int modulus = corner ? 3 : 2;
                    moveCode[(turn * WIDTH + p) * CORNER_CODES + code] = code / modulus * modulus + orientation;
                }
            }
        }
        // view v is A·X·B with A = S⁻ᵛ and B = Sᵛ (UrfRotation.rotate applied v times): position q
        // of the view holds the piece of X's position B(q), renamed by A and twisted by both
        CubieCube before = CubieCube.SOLVED;
        CubieCube after = CubieCube.SOLVED;
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            fillCornerParts(view, before, after);
            fillEdgeParts(view, before, after);
            before = UrfRotation.rotation().inverse().multiply(before);
            after = after.multiply(UrfRotation.rotation());
        }
        for (int key = 0; key < cornerSetOfMask.length; key++) {
            cornerSetOfMask[key] = cornerPart.ofPositions(key & 0xFF, key >>> Corner.COUNT);
        }
        for (int key = 0; key < SLICE_KEYS; key++) {
            sliceSortedOfKey[key] = sliceSortedOf(key);
        }
    }

    private void fillCornerParts(int view, CubieCube before, CubieCube after) {
        for (int q = 0; q < Corner.COUNT; q++) {
            int p = after.cornerAt(q);
            for (int piece = 0; piece < Corner.COUNT; piece++) {
                for (int twist = 0; twist < 3; twist++) {
                    int renamed = before.cornerAt(piece);
                    int seenTwist = (before.cornerTwistAt(piece) + twist + after.cornerTwistAt(q)) % 3;
                    int part = seenTwist * CornerTwistCoordinate.digitWeight(q);
                    if (renamed < U_CORNERS) {
                        part += 1 << (MASK_SHIFT + q);
                    }
                    if (cornerPart == CornerPart.DIAGONALS && (renamed & 1) != 0) {
                        part += 1 << (ODD_SHIFT + q);
                    }
                    cornerParts[(view * Corner.COUNT + p) * CORNER_CODES + piece * 3 + twist] = part;
                }
            }
        }
    }

    private void fillEdgeParts(int view, CubieCube before, CubieCube after) {
        for (int q = 0; q < Edge.COUNT; q++) {
            int p = after.edgeAt(q);
            for (int piece = 0; piece < Edge.COUNT; piece++) {
                for (int flip = 0; flip < 2; flip++) {
                    int renamed = before.edgeAt(piece);
                    int seenFlip = before.edgeFlipAt(piece) ^ flip ^ after.edgeFlipAt(q);
                    int part = q < Edge.COUNT - 1 ? seenFlip << q : 0;
                    if (renamed >= FIRST_SLICE_EDGE) {
                        part += q * power(12, renamed - FIRST_SLICE_EDGE) << KEY_SHIFT;
                    }
                    edgeParts[(view * Edge.COUNT + p) * EDGE_CODES + piece * 2 + flip] = part;
                }
            }
        }
    }

    private static int power(int base, int exponent) {
        int value = 1;
        for (int i = 0; i < exponent; i++) {
            value *= base;
        }
        return value;
    }

    /** The slice-sorted value of four distinct positions (base-12 digits, slice edge 0 lowest); -1 if not distinct. */
    private static int sliceSortedOf(int key) {
        int[] edges = new int[Edge.COUNT];
        java.util.Arrays.fill(edges, -1);
        for (int slice = 0; slice < 4; slice++) {
            int q = key / power(12, slice) % 12;
            if (edges[q] >= 0) {
                return -1;
            }
            edges[q] = FIRST_SLICE_EDGE + slice;
        }
        int next = 0;
        for (int q = 0; q < Edge.COUNT; q++) {
            if (edges[q] < 0) {
                edges[q] = next++;
            }
        }
        return CosetCoordinates.sliceSortedOf(CubieCube.of(CubieCube.SOLVED.cornerPermutation(),
                new int[Corner.COUNT], edges, new int[Edge.COUNT]));
    }

    /**
     * Copies of the tables, for a native search loop, in this order: move sources and move codes
     * ({@link #move}), corner and edge premoves ({@link #follow}), corner and edge parts, corner
     * sets of masks and slice-sorted values of keys ({@link #coordinates}).
     */
    public int[][] tablesForNativeCode() {
        return new int[][] {moveSource.clone(), moveCode.clone(), cornerPremove.clone(), edgePremove.clone(),
            cornerParts.clone(), edgeParts.clone(), cornerSetOfMask.clone(), sliceSortedOfKey.clone()};
    }

    /** Writes {@code cube} in pieces form at {@code into[offset..]}. */
    public void encode(CubieCube cube, int[] into, int offset) {
        for (int p = 0; p < Corner.COUNT; p++) {
            into[offset + p] = cube.cornerAt(p) * 3 + cube.cornerTwistAt(p);
        }
        for (int p = 0; p < Edge.COUNT; p++) {
            into[offset + Corner.COUNT + p] = cube.edgeAt(p) * 2 + cube.edgeFlipAt(p);
        }
    }

    /** Writes the cube at {@code from} turned by {@code turn} (X·turn) at {@code to}. */
    public void move(int[] states, int from, int to, int turn) {
        int row = turn * WIDTH;
        for (int p = 0; p < WIDTH; p++) {
            states[to + p] = moveCode[(row + p) * CORNER_CODES + states[from + moveSource[row + p]]];
        }
    }

    /**
     * Writes the inverse of P·turn at {@code to} given the inverse of P at {@code from}: the
     * premove by the opposite turn.
     */
    public void follow(int[] states, int from, int to, int turn) {
        int premove = FaceTurn.inverseIndex(turn);
        int corners = premove * CORNER_CODES;
        for (int p = 0; p < Corner.COUNT; p++) {
            states[to + p] = cornerPremove[corners + states[from + p]];
        }
        int edges = premove * EDGE_CODES;
        for (int p = Corner.COUNT; p < WIDTH; p++) {
            states[to + p] = edgePremove[edges + states[from + p]];
        }
    }

    /**
     * Writes the four coset coordinates of view {@code view} of the pieces-form cube at
     * {@code from} to {@code out[at..at+3]}.
     */
    public void coordinates(int[] states, int from, int view, int[] out, int at) {
        int cornerSum = 0;
        int corners = view * Corner.COUNT * CORNER_CODES;
        for (int p = 0; p < Corner.COUNT; p++) {
            cornerSum += cornerParts[corners + p * CORNER_CODES + states[from + p]];
        }
        int edgeSum = 0;
        int edges = view * Edge.COUNT * EDGE_CODES;
        for (int p = 0; p < Edge.COUNT; p++) {
            edgeSum += edgeParts[edges + p * EDGE_CODES + states[from + Corner.COUNT + p]];
        }
        out[at] = cornerSum & ((1 << MASK_SHIFT) - 1);
        out[at + 1] = cornerSetOfMask[cornerSum >>> MASK_SHIFT];
        out[at + 2] = edgeSum & ((1 << KEY_SHIFT) - 1);
        out[at + 3] = sliceSortedOfKey[edgeSum >>> KEY_SHIFT];
    }
}
