package cubelab.solve.tier;

import java.util.Locale;

/** Durations in words for users: "under a second", "about 40 s", "about 3 min", "about 2.5 h". */
public final class Durations {

    private Durations() {
    }

    public static String describe(double seconds) {
        if (Double.isNaN(seconds) || Double.isInfinite(seconds)) {
            return "unknown";
        }
        if (seconds < 1) {
            return "under a second";
        }
        if (seconds < 90) {
            return String.format(Locale.ROOT, "about %.0f s", seconds);
        }
        if (seconds < 5400) {
            return String.format(Locale.ROOT, "about %.0f min", seconds / 60);
        }
        if (seconds < 3 * 86400) {
            return String.format(Locale.ROOT, "about %.1f h", seconds / 3600);
        }
        return String.format(Locale.ROOT, "about %.0f days", seconds / 86400);
    }

    /** A range in one unit, the upper end's: "0.5–2.6 s", "8–25 min", "1.2–3.5 h". */
    public static String range(double low, double high) {
        if (high < 90) {
            return figure(low) + "–" + figure(high) + " s";
        }
        if (high < 5400) {
            return figure(low / 60) + "–" + figure(high / 60) + " min";
        }
        if (high < 3 * 86400) {
            return figure(low / 3600) + "–" + figure(high / 3600) + " h";
        }
        return figure(low / 86400) + "–" + figure(high / 86400) + " days";
    }

    /** Two significant digits below 10, whole numbers above. */
    private static String figure(double value) {
        return value < 10 ? String.format(Locale.ROOT, "%.1f", value) : String.format(Locale.ROOT, "%.0f", value);
    }

    /** Bytes in words: "82 MB", "2.7 GB". */
    public static String bytes(long bytes) {
        if (bytes < 1_000_000) {
            return String.format(Locale.ROOT, "%.1f MB", bytes / 1e6);
        }
        if (bytes < 1_000_000_000) {
            return String.format(Locale.ROOT, "%.0f MB", bytes / 1e6);
        }
        return String.format(Locale.ROOT, "%.1f GB", bytes / 1e9);
    }
}
