package cubelab.ui.prefs;

/**
 * The player's record in races against the computer: games finished, games won, and the best
 * winning time in milliseconds (0: no win yet). Kept with the window's settings.
 */
public record RaceStatistics(int games, int wins, long bestMillis) {

    public static final RaceStatistics NONE = new RaceStatistics(0, 0, 0);

    public RaceStatistics {
        if (games < 0 || wins < 0 || wins > games || bestMillis < 0) {
            throw new IllegalArgumentException("race statistics out of range: " + games + " games, " + wins
                    + " wins, best " + bestMillis + " ms");
        }
    }

    /** After one more finished game: won in {@code millis}, or lost. */
    public RaceStatistics afterGame(boolean won, long millis) {
        long best = won && (bestMillis == 0 || millis < bestMillis) ? millis : bestMillis;
        return new RaceStatistics(games + 1, wins + (won ? 1 : 0), best);
    }
}
