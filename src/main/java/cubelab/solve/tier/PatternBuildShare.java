package cubelab.solve.tier;

import cubelab.tables.TableSpec;
import cubelab.tables.PatternDatabaseSet;
import java.util.Locale;

/**
 * The share done of a pattern-database tier's build, from the entries reached so far: each
 * breadth-first level reports the states it found, and every entry is found exactly once. The
 * time left is {@link TierEstimator#timing}'s.
 */
final class PatternBuildShare {

    private final long totalEntries;
    private TableSpec current;
    private long finishedEntries;
    private long currentStates;

    PatternBuildShare(PatternDatabaseSet tier) {
        this.totalEntries = tier.tables().stream().mapToLong(TableSpec::entries).sum();
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
        return new TierBuildProgress(done, -1, String.format(Locale.ROOT, "%s: depth %d, %,d states",
                spec.name(), depth, statesAtLevel));
    }
}
