package cubelab.solve.tier;

import cubelab.tables.AtomicFiles;
import cubelab.tables.TemporaryFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.Properties;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The node rates the searches on each tier ran at here, for the estimates: a calibration build
 * runs in cache while a coset search waits on memory, so a rate seen here says more than the
 * calibration. Searches shorter than a second are left out (the JIT is still warming up).
 *
 * <p>Kept in a file beside the tables ({@link #keptIn}), so that the first estimate after a
 * restart already uses them: {@code <key>=<nodes> <seconds>} per line, written whole to a
 * temporary file and moved into place. The key is the tier's name and its tables
 * ({@code huge@coset-eo8-order+slice-flip8}): a rate belongs to the tables searched, so when a
 * tier's tables change (as {@code huge}'s did) the old rate is not used for the new ones. A line
 * that cannot be read is left out, and an unreadable or unwritable file only means the rates are
 * learned again.
 *
 * <p>Thread-safe: searches record from worker threads, the window reads on the FX thread.
 */
public final class SearchRates {

    /** Searches shorter than this are not counted. */
    public static final double SHORTEST_SECONDS = 1.0;
    /** The file's name in the tables directory. */
    public static final String FILE_NAME = "search-rates.properties";

    private record Sum(long nodes, double seconds) {
        Sum plus(Sum other) {
            return new Sum(nodes + other.nodes, seconds + other.seconds);
        }
    }

    private final Map<String, Sum> byTier = new ConcurrentHashMap<>();
    /** Null: kept in memory only. */
    private final Path file;

    /** Rates kept in memory only. */
    public SearchRates() {
        this.file = null;
    }

    private SearchRates(Path file) {
        this.file = file;
        read(file).forEach(byTier::put);
    }

    /** The rates recorded in {@code location}'s directory before, recording there from now on. */
    public static SearchRates keptIn(TableLocation location) {
        return new SearchRates(location.directory().resolve(FILE_NAME));
    }

    /** A finished search on {@code tier}: its nodes and seconds. */
    public void record(SolverTier tier, long nodes, double seconds) {
        if (seconds >= SHORTEST_SECONDS && nodes > 0) {
            byTier.merge(key(tier), new Sum(nodes, seconds), Sum::plus);
            if (file != null) {
                write();
            }
        }
    }

    /** The nodes a second seen on {@code tier}, if any search on it was counted. */
    public OptionalDouble nodesPerSecond(SolverTier tier) {
        Sum sum = byTier.get(key(tier));
        return sum == null ? OptionalDouble.empty() : OptionalDouble.of(sum.nodes() / sum.seconds());
    }

    /** The tier's name, and its tables' names where it has tables. */
    static String key(SolverTier tier) {
        return tier.tableNames().isEmpty() ? tier.name() : tier.name() + "@" + String.join("+", tier.tableNames());
    }

    private synchronized void write() {
        Properties properties = new Properties();
        new TreeMap<>(byTier).forEach((tier, sum) -> properties.setProperty(tier,
                sum.nodes() + " " + String.format(Locale.ROOT, "%.3f", sum.seconds())));
        try {
            Files.createDirectories(file.getParent());
            Path temporary = TemporaryFiles.createFor(file);
            try (Writer out = Files.newBufferedWriter(temporary, StandardCharsets.UTF_8)) {
                properties.store(out, "node rates of the optimal searches on this machine, by tier: nodes seconds");
            }
            AtomicFiles.moveIntoPlace(temporary, file);
        } catch (IOException | UncheckedIOException e) {
            // the rates stay in memory and are learned again next time; estimates are only estimates
        }
    }

    private static Map<String, Sum> read(Path file) {
        Map<String, Sum> sums = new TreeMap<>();
        Properties properties = new Properties();
        try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
            properties.load(in);
        } catch (NoSuchFileException e) {
            return sums;
        } catch (IOException | IllegalArgumentException e) {
            return sums; // unreadable: learned again
        }
        for (String tier : properties.stringPropertyNames()) {
            String[] parts = properties.getProperty(tier).trim().split("\\s+");
            try {
                long nodes = Long.parseLong(parts[0]);
                double seconds = Double.parseDouble(parts[1]);
                if (parts.length == 2 && nodes > 0 && seconds >= SHORTEST_SECONDS && Double.isFinite(seconds)) {
                    sums.put(tier, new Sum(nodes, seconds));
                }
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                // a damaged line: that tier's rate is learned again
            }
        }
        return sums;
    }
}
