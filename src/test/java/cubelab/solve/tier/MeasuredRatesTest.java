package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MeasuredRatesTest {

    @TempDir
    Path directory;

    @Test
    void ratesSeenHereOutliveTheWindow() {
        TableLocation location = TableLocation.at(directory);
        MeasuredRates first = MeasuredRates.keptIn(location);
        first.record(TierRegistry.STANDARD, 30_000_000, 10.0);
        first.record(TierRegistry.STANDARD, 10_000_000, 2.5);
        first.record(TierRegistry.STANDARD, 14_000_000, 4.0);
        first.record(TierRegistry.LARGE, 5_000_000, 0.5); // too short to count
        assertThat(first.nodesPerSecond(TierRegistry.STANDARD)).as("the median of 3.0, 4.0 and 3.5 M/s")
                .hasValue(3_500_000.0);

        MeasuredRates restarted = MeasuredRates.keptIn(location);
        assertThat(restarted.nodesPerSecond(TierRegistry.STANDARD).getAsDouble()).isCloseTo(3_500_000.0, within(1.0));
        assertThat(restarted.nodesPerSecond(TierRegistry.LARGE)).isEmpty();
        assertThat(directory).isDirectoryNotContaining("glob:**.tmp");
    }

    @Test
    void oneSlowSearchDoesNotMoveTheRateButALastingChangeDoes() {
        MeasuredRates rates = new MeasuredRates();
        for (int search = 0; search < 5; search++) {
            rates.record(TierRegistry.LARGE, 90_000_000, 10.0);
        }
        rates.record(TierRegistry.LARGE, 9_000_000, 10.0); // ten times slower: the machine was busy
        assertThat(rates.nodesPerSecond(TierRegistry.LARGE)).hasValue(9_000_000.0);
        for (int search = 0; search < RecentSamples.KEPT; search++) {
            rates.record(TierRegistry.LARGE, 45_000_000, 10.0); // a slower machine from now on
        }
        assertThat(rates.nodesPerSecond(TierRegistry.LARGE)).as("only the latest are kept").hasValue(4_500_000.0);
    }

    @Test
    void aBuildsPaceIsSharedByBuildsOfItsKind() {
        MeasuredRates rates = new MeasuredRates();
        rates.recordBuild(TierRegistry.SMALL, 60, 2); // too short to count
        assertThat(rates.buildSpeed(TierRegistry.STANDARD)).isEmpty();
        rates.recordBuild(TierRegistry.SMALL, 60, 120);
        assertThat(rates.buildSpeed(TierRegistry.STANDARD)).as("coset and slice tables: one kind").hasValue(0.5);
        assertThat(rates.buildSpeed(TierRegistry.HUGE)).hasValue(0.5);
        assertThat(rates.buildSpeed(TierRegistry.KORF)).as("pattern databases build in memory").isEmpty();
    }

    @Test
    void aDamagedFigureIsLearnedAgainAndTheOthersKept() throws Exception {
        Files.writeString(directory.resolve(MeasuredRates.FILE_NAME),
                "standard@coset-eo12=abc\nlarge@coset-eo12-pairs=9000000,x,3000000\n"
                        + "korf@corners+edges6-UR-UF-UL-UB-FR-FL+edges6-DR-DF-DL-DB-BL-BR=-5\n"
                        + "\u0000\u0007=\n");
        MeasuredRates rates = MeasuredRates.keptIn(TableLocation.at(directory));
        assertThat(rates.nodesPerSecond(TierRegistry.STANDARD)).isEmpty();
        assertThat(rates.nodesPerSecond(TierRegistry.KORF)).isEmpty();
        assertThat(rates.nodesPerSecond(TierRegistry.LARGE)).hasValue(6_000_000.0);
        // the next search writes the file whole again, without the damaged figures
        rates.record(TierRegistry.STANDARD, 6_000_000, 2.0);
        assertThat(Files.readString(directory.resolve(MeasuredRates.FILE_NAME))).contains("standard@coset-eo12=3.00000e+06")
                .contains("large@coset-eo12-pairs=9.00000e+06,3.00000e+06").doesNotContain("abc");
    }

    @Test
    void aRateSeenOnOtherTablesOfTheSameTierIsNotUsed() throws Exception {
        Files.writeString(directory.resolve(MeasuredRates.FILE_NAME),
                "huge=6000000\nhuge@slice-flip8-parity=6000000\nhuge@coset-eo12-pairs+slice-flip8=4500000\n");
        MeasuredRates rates = MeasuredRates.keptIn(TableLocation.at(directory));
        assertThat(MeasuredRates.searchKey(TierRegistry.HUGE)).isEqualTo("huge@coset-eo12-pairs+slice-flip8");
        assertThat(rates.nodesPerSecond(TierRegistry.HUGE)).hasValue(4_500_000.0);
        assertThat(MeasuredRates.searchKey(TierRegistry.MANHATTAN)).isEqualTo("manhattan");
    }

    @Test
    void aDirectoryThatCannotBeWrittenOnlyKeepsTheRatesInMemory() throws Exception {
        Path notADirectory = Files.writeString(directory.resolve("file"), "x");
        MeasuredRates rates = MeasuredRates.keptIn(TableLocation.at(notADirectory));
        rates.record(TierRegistry.STANDARD, 6_000_000, 2.0);
        assertThat(rates.nodesPerSecond(TierRegistry.STANDARD)).hasValue(3_000_000.0);
    }
}
