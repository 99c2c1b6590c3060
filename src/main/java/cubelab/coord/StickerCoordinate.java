package cubelab.coord;

import cubelab.model.Corner;
import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.Face;
import cubelab.model.FaceTurn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Where the stickers of some faces are, on the corners or on the edges only (the IJARCCE 2013 paper's partial
 * problems): a sticker of a chosen face is told apart by its face, every other sticker is blank,
 * and the stickers of a few "extra" pieces are each told apart as well. Pieces that then look
 * alike are interchangeable, which keeps the space small: the corners of two adjacent faces
 * have 5,040 arrangements × 3^6 twists = 3,674,160 values, their edges 110,880 × 2^7 =
 * 14,192,640 (seven tracked edges kept apart would need 510,935,040).
 *
 * <p>Value = {@code arrangement × twists^tracked + orientations}: the arrangement ranks which
 * kind of piece sits at each position (blank pieces are kind 0); the orientation digits, one per
 * tracked position in increasing position order, say which facelet of the position shows the
 * kind's first sticker. At least one piece must stay blank, so every value is reachable (no
 * twist or flip sum constraint). Immutable; move data built in the constructor (≤ 30 MB).
 */
public final class StickerCoordinate implements Coordinate {

    /** Corners or edges. */
    public enum Part {
        CORNERS(Corner.COUNT, 3), EDGES(Edge.COUNT, 2);

        final int positions;
        final int twists;

        Part(int positions, int twists) {
            this.positions = positions;
            this.twists = twists;
        }
    }

    private final String name;
    private final Part part;
    private final Set<Face> faces;
    private final int positions;
    private final int twists;
    /** kind[piece]: 0 blank, 1.. tracked kinds. */
    private final int[] kind = new int[Edge.COUNT];
    /** rotation[piece]: added to the piece's twist to get its orientation digit. */
    private final int[] rotation = new int[Edge.COUNT];
    private final int tracked;
    private final int blockSize;
    private final long[] arrangements; // sorted codes, 4 bits a position
    private final int solved;
    // per (arrangement, turn): the new arrangement, and per new slot its old slot and twist delta
    private final int[] nextArrangement;
    private final byte[] sourceSlot;
    private final byte[] twistDelta;
    private final int[] powers;
    /** For three twists: orientation value → its base-3 digits packed two bits each. */
    private final int[] packedDigits;

    /**
     * @param faces  the faces whose stickers are tracked
     * @param extras ordinals of pieces (of this part) whose every sticker is tracked on its own
     */
    public StickerCoordinate(Part part, Set<Face> faces, Set<Integer> extras) {
        this.part = part;
        this.faces = Set.copyOf(faces);
        this.positions = part.positions;
        this.twists = part.twists;
        int count = classifyPieces(faces, extras);
        if (count == 0 || count == positions) {
            throw new IllegalArgumentException("track at least one and leave at least one " + part + " piece blank");
        }
        this.tracked = count;
        this.powers = new int[tracked + 1];
        powers[0] = 1;
        for (int i = 1; i <= tracked; i++) {
            powers[i] = powers[i - 1] * twists;
        }
        this.blockSize = powers[tracked];
        this.packedDigits = twists == 3 ? packedBase3Digits(blockSize, tracked) : new int[0];
        this.name = nameOf(part, faces, extras);
        List<Long> codes = new ArrayList<>();
        int[] sorted = Arrays.copyOf(kind, positions);
        Arrays.sort(sorted);
        enumerate(sorted, new boolean[positions], new int[positions], 0, codes);
        this.arrangements = codes.stream().mapToLong(Long::longValue).sorted().toArray();
        this.nextArrangement = new int[arrangements.length * FaceTurn.COUNT];
        this.sourceSlot = new byte[arrangements.length * FaceTurn.COUNT * tracked];
        this.twistDelta = new byte[arrangements.length * FaceTurn.COUNT * tracked];
        buildMoves();
        this.solved = get(CubieCube.SOLVED);
    }

    /**
     * Sets each piece's kind (0 blank, else its tracked stickers up to rotation: pieces of one kind
     * cannot be told apart) and the rotation that brings it to its kind's canonical form, the least
     * rotation of its sticker classes; returns the number of tracked pieces.
     */
    private int classifyPieces(Set<Face> faces, Set<Integer> extras) {
        List<List<Integer>> kinds = new ArrayList<>();
        int count = 0;
        for (int piece = 0; piece < positions; piece++) {
            int[] classes = new int[twists];
            boolean any = false;
            for (int k = 0; k < twists; k++) {
                Face color = part == Part.CORNERS ? Corner.of(piece).color(k) : Edge.of(piece).color(k);
                classes[k] = extras.contains(piece) ? 10 + piece * 3 + k : faces.contains(color) ? 1 + color.ordinal() : 0;
                any |= classes[k] != 0;
            }
            if (!any) {
                continue;
            }
            count++;
            List<Integer> best = null;
            for (int r = 0; r < twists; r++) {
                List<Integer> rotated = new ArrayList<>();
                for (int j = 0; j < twists; j++) {
                    rotated.add(classes[(j + r) % twists]);
                }
                if (best == null || compare(rotated, best) < 0) {
                    best = rotated;
                    rotation[piece] = r;
                }
            }
            if (!kinds.contains(best)) {
                kinds.add(best);
            }
            kind[piece] = kinds.indexOf(best) + 1;
        }
        return count;
    }

    /** For each orientation value of {@code digits} base-3 digits: the digits packed two bits each. */
    private static int[] packedBase3Digits(int values, int digits) {
        int[] packed = new int[values];
        for (int value = 0; value < values; value++) {
            for (int slot = 0, rest = value; slot < digits; slot++, rest /= 3) {
                packed[value] |= (rest % 3) << (2 * slot);
            }
        }
        return packed;
    }

    /** e.g. {@code stickers-corners-UF+URF}: the part, the faces tracked, the pieces tracked whole. */
    private static String nameOf(Part part, Set<Face> faces, Set<Integer> extras) {
        return "stickers-" + part.name().toLowerCase() + "-"
                + faces.stream().sorted().map(Face::name).collect(Collectors.joining())
                + (extras.isEmpty() ? "" : "+" + extras.stream().sorted()
                        .map(p -> part == Part.CORNERS ? Corner.of(p).name() : Edge.of(p).name())
                        .collect(Collectors.joining("+")));
    }

    private static int compare(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < a.size(); i++) {
            int c = Integer.compare(a.get(i), b.get(i));
            if (c != 0) {
                return c;
            }
        }
        return 0;
    }

    /** Every distinct ordering of the multiset {@code sorted} (kinds), as codes. */
    private void enumerate(int[] sorted, boolean[] used, int[] current, int depth, List<Long> out) {
        if (depth == positions) {
            out.add(code(current));
            return;
        }
        for (int i = 0; i < positions; i++) {
            if (used[i] || (i > 0 && sorted[i] == sorted[i - 1] && !used[i - 1])) {
                continue;
            }
            used[i] = true;
            current[depth] = sorted[i];
            enumerate(sorted, used, current, depth + 1, out);
            used[i] = false;
        }
    }

    private static long code(int[] kinds) {
        long code = 0;
        for (int i = kinds.length - 1; i >= 0; i--) {
            code = code << 4 | kinds[i];
        }
        return code;
    }

    private void buildMoves() {
        int[] kinds = new int[positions];
        int[] moved = new int[positions];
        int[] oldSlot = new int[positions];
        for (FaceTurn turn : FaceTurn.values()) {
            CubieCube move = CubieCube.of(turn);
            for (int a = 0; a < arrangements.length; a++) {
                long code = arrangements[a];
                int slot = 0;
                for (int p = 0; p < positions; p++) {
                    kinds[p] = (int) (code >>> (4 * p)) & 0xF;
                    oldSlot[p] = kinds[p] == 0 ? -1 : slot++;
                }
                int base = (a * FaceTurn.COUNT + turn.ordinal()) * tracked;
                int newSlot = 0;
                for (int p = 0; p < positions; p++) {
                    // as CubieCube.multiply: the piece now at p came from the move's source position
                    int from = part == Part.CORNERS ? move.cornerAt(p) : move.edgeAt(p);
                    moved[p] = kinds[from];
                    if (moved[p] != 0) {
                        sourceSlot[base + newSlot] = (byte) oldSlot[from];
                        twistDelta[base + newSlot] = (byte) (part == Part.CORNERS ? move.cornerTwistAt(p) : move.edgeFlipAt(p));
                        newSlot++;
                    }
                }
                nextArrangement[a * FaceTurn.COUNT + turn.ordinal()] = Arrays.binarySearch(arrangements, code(moved));
            }
        }
    }

    /** A name for files and reports, e.g. {@code stickers-edges-UF}. */
    public String name() {
        return name;
    }

    public Part part() {
        return part;
    }

    /** The faces whose stickers are tracked. */
    public Set<Face> faces() {
        return faces;
    }

    /** Number of arrangements of the piece kinds. */
    public int arrangementCount() {
        return arrangements.length;
    }

    /** twists^tracked: orientation values per arrangement. */
    public int orientationCount() {
        return blockSize;
    }

    /** Tracked pieces. */
    public int trackedCount() {
        return tracked;
    }

    @Override
    public int size() {
        return arrangements.length * blockSize;
    }

    public int solved() {
        return solved;
    }

    @Override
    public int get(CubieCube cube) {
        int[] kinds = new int[positions];
        int orientation = 0;
        int slot = 0;
        for (int p = 0; p < positions; p++) {
            int piece = part == Part.CORNERS ? cube.cornerAt(p) : cube.edgeAt(p);
            kinds[p] = kind[piece];
            if (kinds[p] != 0) {
                int twist = part == Part.CORNERS ? cube.cornerTwistAt(p) : cube.edgeFlipAt(p);
                orientation += ((twist + rotation[piece]) % twists) * powers[slot++];
            }
        }
        return Arrays.binarySearch(arrangements, code(kinds)) * blockSize + orientation;
    }

    /** Not supported: a value stands for many cubes, and no search needs one of them. */
    @Override
    public CubieCube set(int value) {
        throw new UnsupportedOperationException("a sticker coordinate has no representative cube");
    }

    /** The value after face turn {@code turn} (0..17). */
    public int apply(int value, int turn) {
        return neighbour(value / blockSize, value % blockSize, turn);
    }

    /** The value {@code turn} makes of {@code arrangement × orientationCount() + orientation}. */
    public int neighbour(int arrangement, int orientation, int turn) {
        int at = arrangement * FaceTurn.COUNT + turn;
        int base = at * tracked;
        int result = 0;
        if (twists == 2) {
            for (int slot = 0; slot < tracked; slot++) {
                result |= (((orientation >>> sourceSlot[base + slot]) & 1) ^ twistDelta[base + slot]) << slot;
            }
        } else {
            // twist digits two bits apiece: no division in the loop
            int digits = packedDigits[orientation];
            for (int slot = 0; slot < tracked; slot++) {
                int digit = ((digits >>> (2 * sourceSlot[base + slot])) & 3) + twistDelta[base + slot];
                result += (digit >= 3 ? digit - 3 : digit) * powers[slot];
            }
        }
        return nextArrangement[at] * blockSize + result;
    }

    @Override
    public String toString() {
        return name;
    }
}
