package cubelab.tables.coset;

/**
 * How a table's 2-bit entries sit in its 64-bit words. A row is a whole number of units; a unit is
 * one or two words. A coset table keeps in the top 4 bits of each unit's first word the least
 * distance among the unit's entries, which its code-0 entries read ({@link CosetTableSpec}); a
 * slice-group table fills its words and keeps the least distances after the rows
 * ({@link SliceTableSpec}).
 */
public enum WordLayout {
    /** 30 entries a word under the word's least distance: 2.13 bits an entry (vcube's layout). */
    WITH_NIBBLE(1, WordLayout.ENTRIES_UNDER_NIBBLE, WordLayout.ENTRIES_UNDER_NIBBLE),
    /**
     * 62 entries in two words (nxopt's 16-byte unit): 30 under the first word's least distance,
     * which is the pair's, and 32 filling the second. 2.06 bits an entry, 3.2 % less memory than
     * {@link #WITH_NIBBLE}; both words are in one cache line, so a read costs one miss as before.
     */
    PAIRS_WITH_NIBBLE(2, WordLayout.PAIR_ENTRIES, WordLayout.ENTRIES_UNDER_NIBBLE),
    /** 32 entries a word, the least distances after the rows ({@link SliceTableSpec}). */
    WITH_MINIMA(1, 32, 32);

    /** Entries in a unit's first word where its top 4 bits hold the unit's least distance. */
    public static final int ENTRIES_UNDER_NIBBLE = 30;
    private static final int PAIR_ENTRIES = 62;
    private static final int RECIPROCAL_SHIFT = 37;

    /** The bits of a unit's first word that hold entries where it has a least distance on top. */
    private static final long NIBBLE_SLOTS = 0x0FFF_FFFF_FFFF_FFFFL;

    private final int unitWords;
    private final int unitEntries;
    private final int firstWordEntries;
    /** 2^37 / unitEntries, rounded up ({@link #unit}). */
    private final long unitReciprocal;

    WordLayout(int unitWords, int unitEntries, int firstWordEntries) {
        this.unitWords = unitWords;
        this.unitEntries = unitEntries;
        this.firstWordEntries = firstWordEntries;
        this.unitReciprocal = (1L << RECIPROCAL_SHIFT) / unitEntries + 1;
    }

    /** Whether a unit's first word keeps the unit's least distance in its top 4 bits. */
    public boolean hasNibble() {
        return firstWordEntries < 32;
    }

    /** Words a row of {@code rowEntries} entries takes: whole units. */
    public int rowWords(int rowEntries) {
        return (rowEntries + unitEntries - 1) / unitEntries * unitWords;
    }

    /** Entries the row's words hold, the padding at its end included. */
    public long slotsInRow(int rowWords) {
        return (long) rowWords / unitWords * unitEntries;
    }

    /**
     * The unit of entry {@code place}: a multiply by the unit's reciprocal, exact for every place
     * below 2^30 (the product stays under 2^63; a row holds at most 3,041,280). A division by a field's value is a hardware divide, which made a build's backward
     * passes a third slower; a switch to each layout's constant, still a tenth.
     */
    private int unit(int place) {
        return (int) (place * unitReciprocal >>> RECIPROCAL_SHIFT);
    }

    /** The word of its row that holds entry {@code place}. */
    public int wordInRow(int place) {
        int unit = unit(place);
        return unit * unitWords + (place - unit * unitEntries >= firstWordEntries ? 1 : 0);
    }

    /**
     * The entry's bit in its word ({@code shift & 63}), plus 64 where that word is its unit's
     * second, whose least distance is in the word before ({@link #nibbleWord}).
     */
    public int shift(int place) {
        int inUnit = place - unit(place) * unitEntries;
        return inUnit < firstWordEntries ? inUnit << 1 : (inUnit - firstWordEntries) << 1 | 64;
    }

    /** The word holding the least distance of word {@code index}'s unit, given its entry's {@link #shift}. */
    public static long nibbleWord(long index, int shift) {
        return index - (shift >>> 6);
    }

    /** The entry at bit {@code bit} of word {@code wordInRow} of a row (the inverse of {@link #wordInRow} and {@link #shift}). */
    public int place(int wordInRow, int bit) {
        // a unit is one word or two: no divide
        return (wordInRow >>> (unitWords >>> 1)) * unitEntries + (wordInRow & (unitWords - 1)) * firstWordEntries
                + (bit >>> 1);
    }

    /** The bits of word {@code index} that hold entries (rows start at whole units). */
    public long slots(long index) {
        return (index & (unitWords - 1)) == 0 && hasNibble() ? NIBBLE_SLOTS : -1L;
    }

    /** Words a unit takes. */
    public int unitWords() {
        return unitWords;
    }

    /** Entries a unit holds. */
    public int unitEntries() {
        return unitEntries;
    }
}
