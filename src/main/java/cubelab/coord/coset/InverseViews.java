package cubelab.coord.coset;

import cubelab.coord.twophase.UrfRotation;
import cubelab.model.Corner;
import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;

/**
 * The inverse of a search node, kept as pieces so that it can follow the node's turns, with its
 * {@link CosetCoordinates} along the three views read straight from the pieces.
 *
 * <p>A turn t applied to a cube P makes P·t, whose inverse is t⁻¹·P⁻¹: a <em>premove</em> of the
 * inverse, which coordinate move tables cannot do. On pieces it is simple: every position keeps
 * its place and only the piece it holds is renamed. So the inverse is held as one int per
 * position ({@value #WIDTH} in all): {@code piece · 3 + twist} for the 8 corners, then
 * {@code piece · 2 + flip} for the 12 edges, and a premove is one small table read per position.
 *
 * <p>The coordinates of a view are sums of per-position parts (the view's rotation moves each
 * position to one other and renames its piece), so they too cost one table read per position:
 * corner parts add up the twist (low 12 bits) and the U-corner position mask (bits 12..19); edge
 * parts add up the flip bits (low 11 bits) and the four slice edges' positions as base-12 digits
 * (from bit 11). Immutable; build once and share.
 */
public final class InverseViews {

    /** Ints of a cube in pieces form: 8 corners, then 12 edges. */
    public static final int WIDTH = Corner.COUNT + Edge.COUNT;
    /** Ints of one view's coordinates: twist, corner set, flip, slice sorted. */
    public static final int COORDINATES = 4;

    private static final int CORNER_CODES = Corner.COUNT * 3;
    private static final int EDGE_CODES = Edge.COUNT * 2;
    private static final int U_CORNERS = 4;
    private static final int FIRST_SLICE_EDGE = Edge.FR.ordinal();
    private static final int MASK_SHIFT = 12;
    private static final int KEY_SHIFT = 11;
    private static final int SLICE_KEYS = 12 * 12 * 12 * 12;

    /** [turn × 24 + code]: the code a position holds after the premove. */
    private final int[] cornerPremove = new int[FaceTurn.COUNT * CORNER_CODES];
    private final int[] edgePremove = new int[FaceTurn.COUNT * EDGE_CODES];
    /** [(view × 8 + position) × 24 + code]: that position's part of the view's corner sum. */
    private final int[] cornerParts = new int[CosetCoordinates.VIEWS * Corner.COUNT * CORNER_CODES];
    private final int[] edgeParts = new int[CosetCoordinates.VIEWS * Edge.COUNT * EDGE_CODES];
    private final int[] cornerSetOfMask = new int[1 << Corner.COUNT];
    private final int[] sliceSortedOfKey = new int[SLICE_KEYS];

    public InverseViews() {
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
        for (int mask = 0; mask < cornerSetOfMask.length; mask++) {
            cornerSetOfMask[mask] = Integer.bitCount(mask) == U_CORNERS ? cornerSetOf(mask) : -1;
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
                    int part = q < Corner.COUNT - 1 ? seenTwist * pow3(Corner.COUNT - 2 - q) : 0;
                    if (renamed < U_CORNERS) {
                        part += 1 << (MASK_SHIFT + q);
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
                        part += q * pow12(renamed - FIRST_SLICE_EDGE) << KEY_SHIFT;
                    }
                    edgeParts[(view * Edge.COUNT + p) * EDGE_CODES + piece * 2 + flip] = part;
                }
            }
        }
    }

    private static int pow3(int exponent) {
        int value = 1;
        for (int i = 0; i < exponent; i++) {
            value *= 3;
        }
        return value;
    }

    private static int pow12(int exponent) {
        int value = 1;
        for (int i = 0; i < exponent; i++) {
            value *= 12;
        }
        return value;
    }

    private static int cornerSetOf(int mask) {
        int[] corners = new int[Corner.COUNT];
        int nextUpper = 0;
        int nextLower = U_CORNERS;
        for (int q = 0; q < Corner.COUNT; q++) {
            corners[q] = (mask >>> q & 1) != 0 ? nextUpper++ : nextLower++;
        }
        return CosetCoordinates.cornerSetOf(CubieCube.of(corners, new int[Corner.COUNT],
                CubieCube.SOLVED.edgePermutation(), CubieCube.SOLVED.edgeFlips()));
    }

    /** The slice-sorted value of four distinct positions (base-12 digits, slice edge 0 lowest); -1 if not distinct. */
    private static int sliceSortedOf(int key) {
        int[] edges = new int[Edge.COUNT];
        java.util.Arrays.fill(edges, -1);
        for (int slice = 0; slice < 4; slice++) {
            int q = key / pow12(slice) % 12;
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

    /** Writes {@code cube.inverse()} in pieces form at {@code into[offset..]}. */
    public void encodeInverse(CubieCube cube, int[] into, int offset) {
        CubieCube inverse = cube.inverse();
        for (int p = 0; p < Corner.COUNT; p++) {
            into[offset + p] = inverse.cornerAt(p) * 3 + inverse.cornerTwistAt(p);
        }
        for (int p = 0; p < Edge.COUNT; p++) {
            into[offset + Corner.COUNT + p] = inverse.edgeAt(p) * 2 + inverse.edgeFlipAt(p);
        }
    }

    /**
     * Writes the inverse of P·turn at {@code to} given the inverse of P at {@code from}: the
     * premove by the opposite turn.
     */
    public void follow(int[] states, int from, int to, int turn) {
        int premove = turn + 2 - 2 * (turn % 3);
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
