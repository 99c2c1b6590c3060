package cubelab.tables.coset;

import cubelab.coord.symmetric.CubeSymmetries;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;
import cubelab.model.FaceTurn;

/**
 * A backward pass of a slice-group table with flip classes, one line at a time. A place's 256
 * flip classes fill one 64-byte line (8 words), and under a turn they all land in one line of the
 * target row, mapped by an affine bijection of the classes. So for each line and turn the pass
 * reads the target line once, as the set of its classes at the previous level, and tests the
 * line's unvisited classes against it, or maps that set back through the inverse bijection when
 * it is the smaller: late in a build few target entries hold the previous level, and early on
 * few source entries are still unvisited. Sets are 8 words with one bit per 2-bit entry (the low
 * bit), as the table's words hold them.
 *
 * <p>Mutable: one per thread, for one pass.
 */
final class SliceLineBackward {

    private static final int LINE_WORDS = SliceEdges.FLIP_CLASSES / SliceTableSpec.ENTRIES_PER_WORD;
    private static final long LOW_BITS = BreadthFirstBuild.LOW_BITS;

    private final SliceEdges edges;
    private final SliceFlipClassMaps maps;
    private final long rowWords;
    private final long[] unvisited = new long[LINE_WORDS];
    private final long[] previous = new long[LINE_WORDS];
    private final long[] found = new long[LINE_WORDS];
    private final long[] targetRowStart = new long[FaceTurn.COUNT];
    private final int[] targetSymmetry = new int[FaceTurn.COUNT];

    SliceLineBackward(SliceFlipClassMaps maps, long rowWords) {
        if (maps.flipClasses() != SliceEdges.FLIP_CLASSES) {
            throw new IllegalArgumentException("a line holds the 256 flip classes of one place");
        }
        this.edges = maps.edges();
        this.maps = maps;
        this.rowWords = rowWords;
    }

    /** The target row's first word and symmetry under each turn, for the row about to be passed. */
    void target(int turn, int targetRow, int symmetry) {
        targetRowStart[turn] = targetRow * rowWords;
        targetSymmetry[turn] = symmetry;
    }

    /**
     * Finds the unvisited classes of the line of {@code place} in the row starting at word
     * {@code rowStart} that have a neighbour holding {@code fromCode}; they are left in
     * {@link #found(int)}. Returns how many there are.
     */
    int pass(PackedWords table, long rowStart, int place, int fromCode) {
        long line = rowStart + (long) place * LINE_WORDS;
        int left = 0;
        for (int w = 0; w < LINE_WORDS; w++) {
            long word = table.word(line + w);
            unvisited[w] = word & word >>> 1 & LOW_BITS;
            found[w] = 0;
            left += Long.bitCount(unvisited[w]);
        }
        int count = 0;
        long pattern = LOW_BITS * fromCode;
        for (int turn = 0; turn < FaceTurn.COUNT && left > 0; turn++) {
            int moved = edges.placeMove(place, turn);
            int s = targetSymmetry[turn];
            int seen = edges.placeConjugate(s, moved);
            long target = targetRowStart[turn] + (long) seen * LINE_WORDS;
            int held = 0;
            for (int w = 0; w < LINE_WORDS; w++) {
                long x = table.word(target + w) ^ pattern;
                previous[w] = ~(x | x >>> 1) & LOW_BITS;
                held += Long.bitCount(previous[w]);
            }
            if (held == 0) {
                continue;
            }
            int hits = held < left
                    ? backFromTarget(maps.classConjugateTables(CubeSymmetries.inverse(s), seen),
                            maps.classMoveTables(moved, FaceTurn.inverseIndex(turn)))
                    : forwardFromSource(maps.classMoveTables(place, turn), maps.classConjugateTables(s, moved));
            count += hits;
            left -= hits;
        }
        return count;
    }

    /** Each target class at the previous level, mapped back: a source class still unvisited is found. */
    private int backFromTarget(int unconjugate, int unmove) {
        int hits = 0;
        for (int w = 0; w < LINE_WORDS; w++) {
            long bits = previous[w];
            while (bits != 0) {
                int flipClass = w * SliceTableSpec.ENTRIES_PER_WORD + (Long.numberOfTrailingZeros(bits) >>> 1);
                bits &= bits - 1;
                int source = maps.classMoveAt(unmove, maps.classConjugateAt(unconjugate, flipClass));
                hits += take(source);
            }
        }
        return hits;
    }

    /** Each unvisited source class, mapped forward: found if its image is at the previous level. */
    private int forwardFromSource(int move, int conjugate) {
        int hits = 0;
        for (int w = 0; w < LINE_WORDS; w++) {
            long bits = unvisited[w];
            while (bits != 0) {
                int flipClass = w * SliceTableSpec.ENTRIES_PER_WORD + (Long.numberOfTrailingZeros(bits) >>> 1);
                bits &= bits - 1;
                int image = maps.classConjugateAt(conjugate, maps.classMoveAt(move, flipClass));
                if ((previous[image >>> 5] >>> ((image & 31) << 1) & 1) != 0) {
                    hits += take(flipClass);
                }
            }
        }
        return hits;
    }

    /** Moves an unvisited class to the found set: 1, or 0 if it is not (or no longer) unvisited. */
    private int take(int flipClass) {
        int w = flipClass >>> 5;
        long bit = 1L << ((flipClass & 31) << 1);
        if ((unvisited[w] & bit) == 0) {
            return 0;
        }
        unvisited[w] &= ~bit;
        found[w] |= bit;
        return 1;
    }

    /** The found classes in word {@code w} of the line, one low bit per entry. */
    long found(int w) {
        return found[w];
    }

    static int lineWords() {
        return LINE_WORDS;
    }
}
