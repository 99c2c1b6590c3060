package cubelab.ui.prefs;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** The race record: games and wins add up, the best time is the fastest win, a reset is no races. */
class RaceStatisticsTest {

    @Test
    void winsAndLossesAddUpAndTheBestTimeIsTheFastestWin() {
        RaceStatistics record = RaceStatistics.NONE.afterGame(false, 5_000).afterGame(true, 30_000)
                .afterGame(true, 42_000).afterGame(false, 1_000).afterGame(true, 21_500);
        assertThat(record).isEqualTo(new RaceStatistics(5, 3, 21_500));
    }

    @Test
    void aWinUnderAMillisecondStillCountsAsABestTime() {
        // 0 means "no win yet": a win that fast must not erase the best time, nor read as none
        assertThat(RaceStatistics.NONE.afterGame(true, 0)).isEqualTo(new RaceStatistics(1, 1, 1));
        assertThat(new RaceStatistics(3, 1, 40_000).afterGame(true, 0).bestMillis()).isEqualTo(1);
    }

    @Test
    void aRecordThatDoesNotAddUpIsRefused() {
        assertThatThrownBy(() -> new RaceStatistics(2, 3, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new RaceStatistics(-1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }
}
