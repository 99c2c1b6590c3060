package cubelab.ui.solve;

import cubelab.tables.TableSpec;
import cubelab.tables.Tier;
import java.util.Locale;

/**
 * The time left in a tier's table build, from the share of all entries reached so far: each
 * breadth-first level reports the states it found, and every entry is found exactly once.
 * Deep levels cost more per state than early ones, so the estimate errs on the short side early.
 */
final class BuildEstimate {

    private final long totalEntries;
    private final long startNanos = System.nanoTime();
    private TableSpec current;
    private long finishedEntries;
    private long currentStates;

    BuildEstimate(Tier tier) {
        long total = 0;
        for (TableSpec spec : tier.tables()) {
            total += spec.entries();
        }
        this.totalEntries = total;
    }

    /** Records a finished level and returns a suffix such as {@code " · about 25 s left"}. */
    synchronized String update(TableSpec spec, long statesAtLevel) {
        if (current != null && !current.equals(spec)) {
            finishedEntries += current.entries();
            currentStates = 0;
        }
        current = spec;
        currentStates += statesAtLevel;
        double done = (double) (finishedEntries + Math.min(currentStates, spec.entries())) / totalEntries;
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        if (done < 0.02 || elapsed < 1) {
            return String.format(Locale.ROOT, " · %.0f%%", 100 * done);
        }
        double left = elapsed * (1 - done) / done;
        return String.format(Locale.ROOT, " · %.0f%% · about %.0f s left", 100 * done, Math.max(1, left));
    }
}
