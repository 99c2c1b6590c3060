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
        // a win under a millisecond counts as 1 ms: a best of 0 would read as no win at all
        long time = Math.max(1, millis);
        long best = won && (bestMillis == 0 || time < bestMillis) ? time : bestMillis;
        return new RaceStatistics(games + 1, wins + (won ? 1 : 0), best);
    }
}
