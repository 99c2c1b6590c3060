package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SearchRatesTest {

    @TempDir
    Path directory;

    @Test
    void ratesSeenHereOutliveTheWindow() {
        TableLocation location = TableLocation.at(directory);
        SearchRates first = SearchRates.keptIn(location);
        first.record(TierRegistry.STANDARD, 30_000_000, 10.0);
        first.record(TierRegistry.STANDARD, 10_000_000, 2.5);
        first.record(TierRegistry.LARGE, 5_000_000, 0.5); // too short to count
        assertThat(first.nodesPerSecond(TierRegistry.STANDARD)).hasValue(40_000_000 / 12.5);

        SearchRates restarted = SearchRates.keptIn(location);
        assertThat(restarted.nodesPerSecond(TierRegistry.STANDARD)).hasValue(40_000_000 / 12.5);
        assertThat(restarted.nodesPerSecond(TierRegistry.LARGE)).isEmpty();
        assertThat(directory).isDirectoryNotContaining("glob:**.tmp");
    }

    @Test
    void aDamagedLineIsLearnedAgainAndTheOthersKept() throws Exception {
        Files.writeString(directory.resolve(SearchRates.FILE_NAME),
                "standard@coset-eo12=4000000 abc\nlarge@coset-eo8-order=9000000 3.0\n"
                        + "korf@corners+edges6-UR-UF-UL-UB-FR-FL+edges6-DR-DF-DL-DB-BL-BR=-5 2\nsmall@coset-eo8=1 2 3\n"
                        + "\u0000\u0007=\n");
        SearchRates rates = SearchRates.keptIn(TableLocation.at(directory));
        assertThat(rates.nodesPerSecond(TierRegistry.STANDARD)).isEmpty();
        assertThat(rates.nodesPerSecond(TierRegistry.KORF)).isEmpty();
        assertThat(rates.nodesPerSecond(TierRegistry.SMALL)).isEmpty();
        assertThat(rates.nodesPerSecond(TierRegistry.LARGE)).hasValue(3_000_000.0);
        // the next search writes the file whole again, without the damaged lines
        rates.record(TierRegistry.STANDARD, 6_000_000, 2.0);
        assertThat(Files.readString(directory.resolve(SearchRates.FILE_NAME))).contains("standard@coset-eo12=6000000 2.000")
                .contains("large@coset-eo8-order=9000000 3.000").doesNotContain("abc");
    }

    @Test
    void aRateSeenOnOtherTablesOfTheSameTierIsNotUsed() throws Exception {
        Files.writeString(directory.resolve(SearchRates.FILE_NAME),
                "huge=6000000 2.0\nhuge@slice-flip8-parity=6000000 2.0\nhuge@coset-eo8-order+slice-flip8=9000000 2.0\n");
        SearchRates rates = SearchRates.keptIn(TableLocation.at(directory));
        assertThat(SearchRates.key(TierRegistry.HUGE)).isEqualTo("huge@coset-eo8-order+slice-flip8");
        assertThat(rates.nodesPerSecond(TierRegistry.HUGE)).hasValue(4_500_000.0);
        assertThat(SearchRates.key(TierRegistry.MANHATTAN)).isEqualTo("manhattan");
    }

    @Test
    void aDirectoryThatCannotBeWrittenOnlyKeepsTheRatesInMemory() throws Exception {
        Path notADirectory = Files.writeString(directory.resolve("file"), "x");
        SearchRates rates = SearchRates.keptIn(TableLocation.at(notADirectory));
        rates.record(TierRegistry.STANDARD, 6_000_000, 2.0);
        assertThat(rates.nodesPerSecond(TierRegistry.STANDARD)).hasValue(3_000_000.0);
    }
}
