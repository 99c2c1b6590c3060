package cubelab.cli;

import cubelab.search.Cancellation;
import cubelab.search.Heuristic;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.search.PieceHeuristic;
import cubelab.search.lab.HeuristicCatalog;
import cubelab.tables.PatternDatabase;
import cubelab.tables.TableFileException;
import cubelab.tables.TableStore;
import cubelab.tables.Tier;
import cubelab.tables.coset.CosetTier;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Turns the {@code --tier} and {@code --tables} options into a heuristic: a coset tier
 * ({@code small}, {@code standard}, {@code large}; see {@link CosetTierLoader}), a pattern-database
 * tier ({@code korf}, {@code tiny}) loaded from the table directory and built there first if
 * missing or bad (progress on stderr), a table-free heuristic ({@code manhattan}, Korf's weak
 * one, or {@code none}, brute force), or one of the lab's heuristics built in memory
 * ({@code partial}, {@code partial-tiles}, {@code corners}, {@code edges<k>},
 * {@code corners+edges<k>}; see {@link HeuristicCatalog}).
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
                Optional<CosetTier> coset = CosetTier.named(tier);
                if (coset.isPresent()) {
                    String fitting = CosetTierLoader.fitting(coset.get(), MachineResources.of(directory(tables)), err);
                    if (!fitting.equals(coset.get().name())) {
                        return load(fitting, tables, threads, err);
                    }
                    return CosetTierLoader.load(coset.get(), directory(tables), threads, err);
                }
                if (!"korf".equals(tier) && !"tiny".equals(tier) && HeuristicCatalog.knows(tier)) {
                    // lab heuristics (partial problems, corners, k-edge tables): built in memory
                    try {
                        return new HeuristicCatalog(store(tables), threads)
                                .get(tier, new Cancellation(), LabCommand.progress(err)).heuristic();
                    } catch (TableFileException e) {
                        throw new IOException(e.getMessage(), e);
                    }
                }
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
