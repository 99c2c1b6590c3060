package cubelab.tables.coset;

import cubelab.coord.symmetric.SliceEdges;
import java.util.List;

/**
 * A table of the slice groups, the subgroups that all 48 symmetries keep: corners in their
 * tetrads and untwisted (optionally with an even permutation), edges in their slices, and each
 * slice's flips either none or all four. For every coset, its distance from solved, keyed by the
 * corner class under the 48 symmetries (3,393, or 6,786 with the parity) × where the M- and
 * E-slice edges are (34,650) × the flip class (256, or 1 for the group without flips, Tronto's
 * h0). See docs/solver.md, "The 48-symmetric subgroups, measured".
 *
 * <p>Entries are 2 bits relative to a {@code base} B, 32 to a 64-bit word: code 1, 2, 3 mean B+1,
 * B+2, ≥ B+3 and code 0 means ≤ B. With 256 flip classes, one place's entries fill one 64-byte
 * line, so a lookup touches one line. Each corner class owns {@link #rowWords()} words. After the
 * rows, 4 bits a word hold the least distance among the word's entries when it is at most B (15
 * otherwise): what a search reads on a code 0. Deep in a search every node it keeps reads 0, so
 * this is the bound of most nodes; the group without flips in its place (the same corners and
 * place, any flips) cost 53 times the nodes of an 18-move solve (docs/solver.md).
 */
public record SliceTableSpec(String name, int flipClasses, boolean cornerParity, int base) implements WordTableSpec {

    public static final int ENTRIES_PER_WORD = 32;
    /** Least distances a word of the minima holds: 16 nibbles, one for each word of entries. */
    static final int MINIMA_PER_WORD = 16;
    static final int CORNER_CLASSES = 3_393;

    /** 1.18·10⁸ entries, 31 MB: the group without flips (Tronto's h0), for the tests. */
    public static final SliceTableSpec FLIP0 = new SliceTableSpec("slice-flip0", 1, false, 8);
    /** 3.01·10¹⁰ entries, 8.00 GB (7.45 GiB) with the minima: about the size of Tronto's h8 (7.1 GiB). */
    public static final SliceTableSpec FLIP8 = new SliceTableSpec("slice-flip8", SliceEdges.FLIP_CLASSES, false, 10);
    /** 6.02·10¹⁰ entries, 15.99 GB (14.9 GiB) with the minima: about the size of Tronto's h9 (14.1 GiB). */
    public static final SliceTableSpec FLIP8_PARITY = new SliceTableSpec("slice-flip8-parity",
            SliceEdges.FLIP_CLASSES, true, 10);

    public static final List<SliceTableSpec> ALL = List.of(FLIP0, FLIP8, FLIP8_PARITY);

    public SliceTableSpec {
        if (flipClasses != 1 && flipClasses != SliceEdges.FLIP_CLASSES) {
            throw new IllegalArgumentException("flip classes must be 1 or 256: " + flipClasses);
        }
        if (base < 1 || base > 12) {
            throw new IllegalArgumentException("base outside 1..12: " + base);
        }
    }

    /** Corner classes under the 48 symmetries: twice as many with the parity. */
    public int cornerClasses() {
        return cornerParity ? 2 * CORNER_CLASSES : CORNER_CLASSES;
    }

    /** Entries per corner class: 34,650 places × the flip classes. */
    public int rowEntries() {
        return SliceEdges.PLACES * flipClasses;
    }

    public int rowWords() {
        return (rowEntries() + ENTRIES_PER_WORD - 1) / ENTRIES_PER_WORD;
    }

    @Override
    public long entries() {
        return (long) cornerClasses() * rowEntries();
    }

    /** The words of the rows: where the minima start. */
    public long entryWords() {
        return (long) cornerClasses() * rowWords();
    }

    /** The words after the rows that hold each row word's least distance, 4 bits each. */
    public long minimumWords() {
        return (entryWords() + MINIMA_PER_WORD - 1) / MINIMA_PER_WORD;
    }

    @Override
    public long words() {
        return entryWords() + minimumWords();
    }

    /** Entries at each distance 0..B+2 and at B+3 or more, as measured by building the table. */
    @Override
    public long[] expectedDistribution() {
        return switch (name) {
            // the same counts as nissy-core's check of Tronto's h0 (src/solvers/h48/checkdata.h)
            case "slice-flip0" -> new long[] {1, 1, 4, 34, 331, 3_612, 41_605, 474_128, 4_953_846, 34_776_317,
                68_566_704, 8_750_867};
            case "slice-flip8" -> new long[] {1, 1, 4, 34, 331, 3_809, 45_203, 545_943, 6_796_004, 84_564_068,
                1_006_526_458, 8_901_943_949L, 18_956_270_761L, 1_140_570_634};
            case "slice-flip8-parity" -> new long[] {1, 1, 4, 34, 331, 3_813, 45_259, 546_723, 6_815_424,
                85_300_786, 1_042_512_580, 10_667_273_168L, 40_091_605_945L, 8_300_430_331L};
            default -> new long[0];
        };
    }
}
