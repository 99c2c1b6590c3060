package cubelab.cli.race;

import cubelab.race.board.Metric;
import cubelab.race.fifteen.PuzzleHeuristic;
import cubelab.race.fifteen.PuzzlePatterns;
import cubelab.race.fifteen.PuzzleTableStore;
import cubelab.race.fifteen.TilePatternDatabase;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * The numbered puzzles' bounds for {@code puzzle solve} and {@code puzzle bench}: the 8-puzzle's
 * 4-4 tables (a few milliseconds, built in memory), the 15-puzzle's 6-6-3 tables (Korf &amp;
 * Felner 2002; or the smaller 5-5-5 and 4-4-4-3) with the reflected lookup (Felner, Korf &amp;
 * Hanan 2004), kept in the table directory beside the cube's and built there once (6-6-3: 32 MB,
 * about 25 s).
 */
final class PuzzleTables {

    private PuzzleTables() {
    }

    /** The 15-puzzle partitions {@code puzzle bench --partition} offers, by their usual names. */
    static final class Partitions implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return List.of("6-6-3", "5-5-5", "4-4-4-3").iterator();
        }
    }

    /** The 15-puzzle partition called {@code name} (one of {@link Partitions}). */
    static PuzzlePatterns partition(String name) {
        return switch (name) {
            case "6-6-3" -> PuzzlePatterns.FIFTEEN_6_6_3;
            case "5-5-5" -> PuzzlePatterns.FIFTEEN_5_5_5;
            case "4-4-4-3" -> PuzzlePatterns.FIFTEEN_4_4_4_3;
            default -> throw new IllegalArgumentException("unknown partition '" + name + "'; valid: 6-6-3, 5-5-5, 4-4-4-3");
        };
    }

    /** The pattern tables for an n×n puzzle, loaded or built; {@code err} hears what was built and how long it took. */
    static List<TilePatternDatabase> load(int size, Path directory, PrintWriter err) {
        return load(size, PuzzlePatterns.FIFTEEN_6_6_3, directory, err);
    }

    /** Like {@link #load(int, Path, PrintWriter)}, with {@code fifteen} as the 15-puzzle's partition. */
    static List<TilePatternDatabase> load(int size, PuzzlePatterns fifteen, Path directory, PrintWriter err) {
        long start = System.nanoTime();
        List<TilePatternDatabase> tables;
        switch (size) {
            case 3 -> tables = PuzzlePatterns.EIGHT_4_4.build();
            case 4 -> {
                try {
                    tables = new PuzzleTableStore(directory).load(fifteen, line -> {
                        err.println(line);
                        err.flush();
                    });
                } catch (IOException e) {
                    // reported by the command line's error path, as any other file that cannot be written
                    throw new UncheckedIOException(e);
                }
            }
            default -> throw new IllegalArgumentException(
                    "pattern databases exist for 3x3 and 4x4; use --heuristic manhattan");
        }
        err.printf(Locale.ROOT, "tables ready in %.3f s%n", (System.nanoTime() - start) / 1e9);
        err.flush();
        return tables;
    }

    /** A bound on the tables (one per search thread: it keeps scratch arrays). */
    static PuzzleHeuristic heuristic(List<TilePatternDatabase> tables, Metric metric) {
        return tables.get(0).size() == 4 ? PuzzleHeuristic.reflectedPatternDatabases(tables, metric)
                : PuzzleHeuristic.patternDatabases(tables, metric);
    }
}
