package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class WordLayoutTest {

    /** Every entry of a row has its own two bits in the row's words, and the words give it back. */
    @ParameterizedTest
    @EnumSource(WordLayout.class)
    void everyEntryHasItsOwnBitsAndComesBack(WordLayout layout) {
        int rowEntries = 126_720; // coset-eo8-diagonals' row: 256 flips × 495 slice places
        int rowWords = layout.rowWords(rowEntries);
        Set<Long> taken = new HashSet<>();
        for (int place = 0; place < rowEntries; place++) {
            int word = layout.wordInRow(place);
            int shift = layout.shift(place);
            int bit = shift & 63;
            assertThat(word).as("place %d", place).isBetween(0, rowWords - 1);
            assertThat(layout.slots(word) >>> bit & 3).as("place %d's bits hold entries", place).isEqualTo(3L);
            assertThat(taken.add((long) word << 6 | bit)).as("place %d's bits are its own", place).isTrue();
            assertThat(layout.place(word, bit)).isEqualTo(place);
            long nibbleWord = WordLayout.nibbleWord(word, shift);
            assertThat(nibbleWord).as("the unit's first word").isEqualTo(word - word % layout.unitWords());
        }
        assertThat(layout.slotsInRow(rowWords)).isGreaterThanOrEqualTo(rowEntries)
                .isLessThan(rowEntries + layout.unitEntries());
    }

    /** The two-word unit: 62 entries in 16 bytes, 3.2 % fewer words than 30 a word for the same row. */
    @ParameterizedTest
    @EnumSource(value = WordLayout.class, names = {"WITH_NIBBLE", "PAIRS_WITH_NIBBLE"})
    void aUnitKeepsItsLeastDistanceInItsFirstWord(WordLayout layout) {
        assertThat(layout.hasNibble()).isTrue();
        assertThat(layout.slots(0) >>> 60).as("the first word's top 4 bits are the least distance").isZero();
        assertThat(Long.bitCount(layout.slots(0)) + (layout.unitWords() - 1) * 64).isEqualTo(2 * layout.unitEntries());
        assertThat(CosetTableSpec.EO8_DIAGONALS.words() * 1.0 / CosetTableSpec.EO8_DIAGONALS_IN_WORDS.words())
                .isBetween(0.967, 0.968);
    }
}
