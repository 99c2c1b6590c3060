package cubelab.cli;

import cubelab.search.Heuristic;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.search.PieceHeuristic;
import cubelab.tables.PatternDatabase;
import cubelab.tables.TableStore;
import cubelab.tables.Tier;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * Turns the {@code --tier} and {@code --tables} options into a heuristic: a table tier
 * ({@code korf}), loaded from the table directory and built there first if missing or bad
 * (progress on stderr), or a table-free heuristic ({@code manhattan}, Korf's weak one, or
 * {@code none}, brute force).
 */
final class HeuristicChoice {

    private HeuristicChoice() {
    }

    static Path directory(Path tables) {
        return tables != null ? tables : TableStore.defaultDirectory();
    }

    /** The store for {@code --tables}, or the standard one (with an installer's bundle) without it. */
    static TableStore store(Path tables) {
        return tables != null ? new TableStore(tables) : TableStore.standard();
    }

    static Heuristic load(String tier, Path tables, int threads, PrintWriter err)
            throws IOException, InterruptedException {
        switch (tier) {
            case "manhattan":
                return PieceHeuristic.manhattan();
            case "none":
                return PieceHeuristic.empty();
            default:
                Tier chosen = Tier.named(tier);
                TableStore store = store(tables);
                List<PatternDatabase> loaded = store.loadOrBuild(chosen, threads, PdbCommand.progress(err),
                        message -> {
                            err.println(message);
                            err.flush();
                        });
                return new PatternDatabaseHeuristic(chosen.name(), loaded);
        }
    }
}
