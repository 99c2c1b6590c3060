package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class WordLayoutTest {

    /**
     * Every entry of a row has its own two bits in the row's words, and the words give it back. Rows
     * of any length: whole units, a last unit whose second word is all padding (62k + 10, 62k + 30),
     * or just reached (62k + 31), and coset-eo8-diagonals' (256 flips × 495 slice places).
     */
    @ParameterizedTest
    @CsvSource({"WITH_NIBBLE, 126720", "PAIRS_WITH_NIBBLE, 126720", "WITH_MINIMA, 126720", "PAIRS_WITH_NIBBLE, 320",
        "PAIRS_WITH_NIBBLE, 340", "PAIRS_WITH_NIBBLE, 341", "PAIRS_WITH_NIBBLE, 1", "WITH_NIBBLE, 31",
        "WITH_MINIMA, 33"})
    void everyEntryHasItsOwnBitsAndComesBack(WordLayout layout, int rowEntries) {
        int rowWords = layout.rowWords(rowEntries);
        assertThat(rowWords % layout.unitWords()).as("whole units").isZero();
        Set<Long> taken = new HashSet<>();
        for (int place = 0; place < rowEntries; place++) {
            int word = layout.wordInRow(place);
            int shift = layout.shift(place);
            int bit = shift & 63;
            assertThat(word).as("place %d", place).isBetween(0, rowWords - 1);
            assertThat(layout.slots(word) >>> bit & 3).as("place %d's bits hold entries", place).isEqualTo(3L);
            assertThat(taken.add((long) word << 6 | bit)).as("place %d's bits are its own", place).isTrue();
            assertThat(layout.place(word, bit)).isEqualTo(place);
            assertThat(WordLayout.nibbleWord(word, shift)).as("the unit's first word")
                    .isEqualTo(word - word % layout.unitWords());
        }
        long slots = 0;
        for (int word = 0; word < rowWords; word++) {
            slots += Long.bitCount(layout.slots(word)) / 2;
        }
        assertThat(layout.slotsInRow(rowWords)).as("the entries the words hold").isEqualTo(slots)
                .isGreaterThanOrEqualTo(rowEntries).isLessThan(rowEntries + layout.unitEntries());
    }

    /** A unit's first word keeps the least distance in its top 4 bits; a two-word unit's second is all entries. */
    @ParameterizedTest
    @CsvSource({"WITH_NIBBLE, 30", "PAIRS_WITH_NIBBLE, 62"})
    void aUnitKeepsItsLeastDistanceInItsFirstWord(WordLayout layout, int unitEntries) {
        assertThat(layout.unitEntries()).isEqualTo(unitEntries);
        assertThat(layout.slots(0) >>> 60).as("the first word's top 4 bits are the least distance").isZero();
        assertThat(Long.bitCount(layout.slots(0))).isEqualTo(60);
        assertThat(layout.slots(1)).as("the next word").isEqualTo(layout.unitWords() == 2 ? -1L : layout.slots(0));
    }

    /** The unit found by a multiply is the quotient, for every place of the largest row (large's, 3,041,280 entries) and far beyond. */
    @Test
    void theUnitIsTheQuotientForEveryPlace() {
        int firstWrong = -1;
        for (int place = 0; place < 1 << 24 && firstWrong < 0; place++) {
            int inPair = place % 62;
            boolean right = WordLayout.WITH_NIBBLE.wordInRow(place) == place / 30
                    && WordLayout.WITH_NIBBLE.shift(place) == place % 30 * 2
                    && WordLayout.PAIRS_WITH_NIBBLE.wordInRow(place) == place / 62 * 2 + (inPair >= 30 ? 1 : 0)
                    && WordLayout.WITH_MINIMA.wordInRow(place) == place / 32;
            firstWrong = right ? -1 : place;
        }
        assertThat(firstWrong).as("the first place whose word or bit is wrong").isEqualTo(-1);
    }

    /** The same entries in two-word units: 3.2 % fewer words than 30 a word. */
    @Test
    void twoWordUnitsTakeThreePerCentLessMemory() {
        assertThat(CosetTableSpec.EO8_DIAGONALS.entries()).isEqualTo(CosetTableSpec.EO8_DIAGONALS_IN_WORDS.entries());
        assertThat(CosetTableSpec.EO8_DIAGONALS.words() * 1.0 / CosetTableSpec.EO8_DIAGONALS_IN_WORDS.words())
                .isBetween(0.967, 0.968);
    }
}
