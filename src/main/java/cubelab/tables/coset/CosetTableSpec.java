package cubelab.tables.coset;

import cubelab.coord.coset.CornerPart;
import cubelab.coord.coset.CosetCoordinates;
import java.util.List;

/**
 * A coset table: for every coset of the cubes whose corners are twisted as solved (U/D
 * reference), whose U-layer corners are in the U layer and whose E-slice edges are in the E slice,
 * its distance from solved, keyed by the corner part reduced by the 16 U/D symmetries (9,930
 * classes) × the edge part: the E-slice edges' places (495) × what is kept of their order
 * ({@link SliceOrder}: nothing, which places hold opposite pieces (3), or all of it (24)) × the
 * flips of a chosen set of edges ({@code orientedEdges} = 0, 4 (E-slice), 8 (U/D layers) or 12).
 * U and D turns never leave a coset, so the same table serves the three axes of a cube (the
 * design of Rokicki's nxopt; see docs/solver.md).
 *
 * <p>Entries are 2 bits relative to a {@code base} B, in units of one or two 64-bit words
 * ({@link WordLayout}) whose first word's top 4 bits hold the least exact distance among the
 * unit's entries: code 1, 2, 3 mean B+1, B+2, ≥ B+3; code 0 means ≤ B and reads as the unit's
 * least distance. Each corner class owns {@link #rowWords()} words, whole units. Immutable.
 */
public record CosetTableSpec(String name, int orientedEdges, SliceOrder sliceOrder, int base, CornerPart cornerPart,
        WordLayout layout) implements WordTableSpec {

    /** 4.9 M entries, 1.3 MB: tests. */
    public static final CosetTableSpec TINY = new CosetTableSpec("coset-eo0", 0, SliceOrder.NONE, 7);
    /** 78.6 M entries, 21 MB: tests and a fast demo. */
    public static final CosetTableSpec EO4 = new CosetTableSpec("coset-eo4", 4, SliceOrder.NONE, 7);
    /** 1.26 G entries, 335 MB. */
    public static final CosetTableSpec EO8 = new CosetTableSpec("coset-eo8", 8, SliceOrder.NONE, 8);
    /** 10.1 G entries, 2.68 GB: the standard tier (nxopt's EO3 EP1, vcube's 112). */
    public static final CosetTableSpec EO12 = new CosetTableSpec("coset-eo12", 12, SliceOrder.NONE, 9);
    /** 30.2 G entries, 8.05 GB (7.5 GiB): the large tier until 2026-11-29 (nxopt's EO2 EP2, vcube's 208). */
    public static final CosetTableSpec EO8_ORDER = new CosetTableSpec("coset-eo8-order", 8, SliceOrder.FULL, 9);
    /** 14.7 M entries, 3.9 MB: tests of the opposite pairs' part. */
    public static final CosetTableSpec TINY_PAIRS = new CosetTableSpec("coset-eo0-pairs", 0, SliceOrder.OPPOSITE_PAIRS, 7);
    /**
     * 30.2 G entries, 8.05 GB: the large tier. All twelve flips and which places hold the opposite
     * E-slice pieces, as many entries as {@link #EO8_ORDER} (2048 × 3 = 256 × 24); a lookup averages
     * 11.06 against its 10.94.
     */
    public static final CosetTableSpec EO12_PAIRS = new CosetTableSpec("coset-eo12-pairs", 12, SliceOrder.OPPOSITE_PAIRS, 9);

    /** 43.4 M entries, 11.2 MB: tests of the corners' diagonal pairs and of 62 entries in two words. */
    public static final CosetTableSpec TINY_DIAGONALS = new CosetTableSpec("coset-eo0-diagonals", 0, SliceOrder.NONE, 7,
            CornerPart.DIAGONALS, WordLayout.PAIRS_WITH_NIBBLE);
    /**
     * 11.1 G entries, 2.96 GB: the U/D-layer flips with the corners' diagonal pairs, which bound
     * more for their size than the E-slice edges' flips they replace
     * (docs/decisions/corner-diagonal-pairs.md), 30 entries a word: the diagonals tier's
     * first table (2026-11-29).
     */
    public static final CosetTableSpec EO8_DIAGONALS_IN_WORDS = new CosetTableSpec("coset-eo8-diagonals", 8,
            SliceOrder.NONE, 9, CornerPart.DIAGONALS);
    /** The same entries as {@link #EO8_DIAGONALS_IN_WORDS}, 62 in two words: 2.87 GB. */
    public static final CosetTableSpec EO8_DIAGONALS = new CosetTableSpec("coset-eo8-diagonals-62", 8, SliceOrder.NONE, 9,
            CornerPart.DIAGONALS, WordLayout.PAIRS_WITH_NIBBLE);

    public static final List<CosetTableSpec> ALL = List.of(TINY, EO4, EO8, EO12, EO8_ORDER, TINY_PAIRS, EO12_PAIRS,
            TINY_DIAGONALS, EO8_DIAGONALS_IN_WORDS, EO8_DIAGONALS);

    /** A spec keeping the corner sets ({@link CornerPart#SETS}), as nxopt's and vcube's tables. */
    public CosetTableSpec(String name, int orientedEdges, SliceOrder sliceOrder, int base) {
        this(name, orientedEdges, sliceOrder, base, CornerPart.SETS);
    }

    /** A spec of 30 entries a word ({@link WordLayout#WITH_NIBBLE}), as vcube's tables. */
    public CosetTableSpec(String name, int orientedEdges, SliceOrder sliceOrder, int base, CornerPart cornerPart) {
        this(name, orientedEdges, sliceOrder, base, cornerPart, WordLayout.WITH_NIBBLE);
    }

    public CosetTableSpec {
        if (orientedEdges != 0 && orientedEdges != 4 && orientedEdges != 8 && orientedEdges != 12) {
            throw new IllegalArgumentException("oriented edges must be 0, 4, 8 or 12: " + orientedEdges);
        }
        if (sliceOrder == null) {
            throw new IllegalArgumentException("no slice order part");
        }
        if (cornerPart == null) {
            throw new IllegalArgumentException("no corner part");
        }
        if (layout == null || !layout.hasNibble()) {
            throw new IllegalArgumentException("a coset table's units keep their least distance: " + layout);
        }
        if (base < 1 || base > 12) {
            throw new IllegalArgumentException("base outside 1..12: " + base);
        }
    }

    /** The spec with this name. */
    public static CosetTableSpec named(String name) {
        for (CosetTableSpec spec : ALL) {
            if (spec.name.equals(name)) {
                return spec;
            }
        }
        throw new IllegalArgumentException("unknown coset table " + name);
    }

    /** Values of the flip part: 2^k for k oriented edges, except 2048 for all twelve (BR's follows). */
    public int flipValues() {
        return orientedEdges == 12 ? CosetCoordinates.FLIPS : 1 << orientedEdges;
    }

    public int orderValues() {
        return sliceOrder.valueCount();
    }

    /** Entries per corner class: order × flips × 495 slice places. */
    public int rowEntries() {
        return orderValues() * flipValues() * CosetCoordinates.SLICES;
    }

    public int rowWords() {
        return layout.rowWords(rowEntries());
    }

    /** Rows: the corner classes under the 16 U/D symmetries. */
    public int cornerClasses() {
        return cornerPart.classes();
    }

    @Override
    public long entries() {
        return (long) cornerClasses() * rowEntries();
    }

    @Override
    public long words() {
        return (long) cornerClasses() * rowWords();
    }

    /**
     * Entries at each distance 0..B+2 and at B+3 or more, as measured by building the table
     * (the build is deterministic); empty when not yet measured. Drives the build's time estimate.
     */
    @Override
    public long[] expectedDistribution() {
        return switch (name) {
            case "coset-eo0" -> new long[] {1, 2, 16, 128, 1366, 14246, 137772, 1000273, 2850395, 908166, 2985};
            case "coset-eo4" -> new long[] {1, 2, 16, 130, 1431, 16067, 181320, 1926121, 15616401, 47497500,
                13406611};
            case "coset-eo8" -> new long[] {1, 2, 16, 132, 1465, 16918, 202563, 2434377, 27823247, 248775102,
                800387573, 178688204};
            case "coset-eo12" -> new long[] {1, 2, 16, 132, 1471, 17126, 207125, 2538885, 30763005, 349466252,
                2878994435L, 6272091236L, 532557114};
            case "coset-eo8-order" -> new long[] {1, 2, 22, 200, 2137, 23903, 287698, 3560276, 44164674,
                530379944, 5233704011L, 19675963236L, 4711824296L};
            case "coset-eo12-pairs" -> new long[] {1, 2, 17, 144, 1646, 19141, 231198, 2854310, 35116724,
                417147838, 4182692222L, 18501097263L, 7060749894L};
            case "coset-eo0-pairs" -> new long[] {1, 2, 17, 140, 1557, 16827, 176071, 1566190, 7274496, 5612363,
                98386};
            case "coset-eo8-diagonals", "coset-eo8-diagonals-62" -> new long[] {1, 2, 16, 132, 1481, 17121, 206733, 2523957, 30538424,
                348106002, 2942022477L, 7071256525L, 707139609};
            case "coset-eo0-diagonals" -> new long[] {1, 2, 16, 128, 1386, 14670, 151415, 1424401, 9940264, 25978016,
                5856156};
            default -> new long[0];
        };
    }
}
