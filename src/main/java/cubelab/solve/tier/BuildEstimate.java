package cubelab.solve.tier;

import cubelab.tables.TableSpec;
import cubelab.tables.Tier;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * The progress of a pattern-database tier's build, from the share of all entries reached so far:
 * each breadth-first level reports the states it found, and every entry is found exactly once.
 * Deep levels cost more per state than early ones, so the time left errs on the short side early.
 */
final class BuildEstimate {

    private final long totalEntries;
    private final LongSupplier nanoTime;
    private final long startNanos;
    private TableSpec current;
    private long finishedEntries;
    private long currentStates;

    /** @param nanoTime the clock ({@code System::nanoTime}; tests pass their own) */
    BuildEstimate(Tier tier, LongSupplier nanoTime) {
        this.totalEntries = tier.tables().stream().mapToLong(TableSpec::entries).sum();
        this.nanoTime = nanoTime;
        this.startNanos = nanoTime.getAsLong();
    }

    /** Records a finished level of {@code spec}'s breadth-first search. */
    synchronized TierBuildProgress update(TableSpec spec, int depth, long statesAtLevel) {
        if (current != null && !current.equals(spec)) {
            finishedEntries += current.entries();
            currentStates = 0;
        }
        current = spec;
        currentStates += statesAtLevel;
        double done = (double) (finishedEntries + Math.min(currentStates, spec.entries())) / totalEntries;
        double elapsed = (nanoTime.getAsLong() - startNanos) / 1e9;
        double left = done < 0.02 || elapsed < 1 ? -1 : Math.max(1, elapsed * (1 - done) / done);
        return new TierBuildProgress(done, left, String.format(Locale.ROOT, "%s: depth %d, %,d states",
                spec.name(), depth, statesAtLevel));
    }
}
