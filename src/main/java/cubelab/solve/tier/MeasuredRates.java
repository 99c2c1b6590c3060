package cubelab.solve.tier;

import java.nio.file.Path;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.TreeMap;

/**
 * The rates the searches and builds ran at here, for the estimates: a calibration build runs in
 * cache while a coset search or build waits on memory, so a rate seen here says more than the
 * calibration ({@link TierEstimator}). Each figure is the median of the latest measurements
 * ({@link RecentSamples}), so one search slowed by other work does not swing it. Searches shorter
 * than a second are left out (the JIT is still warming up), and builds shorter than five seconds.
 *
 * <p>Kept in a file beside the tables ({@link #keptIn}), so the first estimate after a restart
 * already uses them: {@code <key>=<rate>,<rate>,...}. A search's key is its tier and tables
 * ({@code huge@coset-eo12-pairs+slice-flip8}: when a tier's tables change the old rate is not used
 * for the new ones) and its rate nodes a second; a build's key is {@code build:<kind>} and its rate
 * the reference machine's seconds of that build done a second here.
 *
 * <p>Thread-safe: searches record from worker threads, the window reads on the FX thread.
 */
public final class MeasuredRates {

    /** Searches shorter than this are not counted. */
    public static final double SHORTEST_SEARCH_SECONDS = 1.0;
    /** Builds shorter than this are not counted (opening files and verifying dominate). */
    static final double SHORTEST_BUILD_SECONDS = 5.0;
    /** How many searches the calibration's expected rate counts as ({@link #nodesPerSecondBeside}). */
    static final int EXPECTATION_WEIGHT = 2;
    /** The file's name in the tables directory. */
    public static final String FILE_NAME = "measured-rates.properties";

    private final Map<String, RecentSamples> byKey = new TreeMap<>();
    /** Null: kept in memory only. */
    private final Path file;

    /** Rates kept in memory only. */
    public MeasuredRates() {
        this.file = null;
    }

    private MeasuredRates(Path file) {
        this.file = file;
        KeptProperties.read(file).forEach((key, text) -> {
            RecentSamples samples = RecentSamples.decode(text);
            if (!samples.values().isEmpty()) {
                byKey.put(key, samples);
            }
        });
    }

    /** The rates recorded in {@code location}'s directory before, recording there from now on. */
    public static MeasuredRates keptIn(TableLocation location) {
        return new MeasuredRates(location.directory().resolve(FILE_NAME));
    }

    /** A finished search on {@code tier}: its nodes and seconds. */
    public void record(SolverTier tier, long nodes, double seconds) {
        if (seconds >= SHORTEST_SEARCH_SECONDS && nodes > 0) {
            add(searchKey(tier), nodes / seconds);
        }
    }

    /** The nodes a second searches on {@code tier} ran at here (the median of the latest), if any was counted. */
    public OptionalDouble nodesPerSecond(SolverTier tier) {
        return samples(searchKey(tier)).median();
    }

    /**
     * {@link #nodesPerSecond} with {@code expected} (the rate the calibration predicts) counted as
     * {@link #EXPECTATION_WEIGHT} searches: the first search here is often slowed by the window
     * still loading its tables or the JIT, and alone it would decide every estimate until more
     * came.
     */
    public OptionalDouble nodesPerSecondBeside(SolverTier tier, double expected) {
        return samples(searchKey(tier)).medianBeside(expected, EXPECTATION_WEIGHT);
    }

    /** A build (or the part of it this run did) of {@code referenceSeconds}' work on the reference machine, done here in {@code seconds}. */
    void recordBuild(SolverTier tier, double referenceSeconds, double seconds) {
        if (seconds >= SHORTEST_BUILD_SECONDS && referenceSeconds > 0) {
            add(buildKey(tier), referenceSeconds / seconds);
        }
    }

    /** Reference seconds of building done a second here, by builds like {@code tier}'s, if one was counted. */
    OptionalDouble buildSpeed(SolverTier tier) {
        return samples(buildKey(tier)).median();
    }

    /** The tier's name, and its tables' names where it has tables. */
    static String searchKey(SolverTier tier) {
        return tier.tableNames().isEmpty() ? tier.name() : tier.name() + "@" + String.join("+", tier.tableNames());
    }

    /**
     * Builds of one kind share a speed: pattern databases are built in memory, the coset and slice
     * tables by passes over a mapped file, which waits on memory and disk.
     */
    static String buildKey(SolverTier tier) {
        return tier instanceof PatternDatabaseTier ? "build:pattern-database" : "build:table-file";
    }

    /** The latest measurements under {@code key}, none where there are none (immutable: read outside the lock). */
    private synchronized RecentSamples samples(String key) {
        return byKey.getOrDefault(key, RecentSamples.NONE);
    }

    private synchronized void add(String key, double rate) {
        byKey.merge(key, RecentSamples.NONE.plus(rate), (old, added) -> old.plus(rate));
        if (file != null) {
            Map<String, String> entries = new TreeMap<>();
            byKey.forEach((name, samples) -> entries.put(name, samples.encode()));
            KeptProperties.write(file, entries, "rates measured on this machine: nodes a second of searches by tier,"
                    + " reference seconds a second of builds by kind; the latest " + RecentSamples.KEPT + " of each");
        }
    }
}
