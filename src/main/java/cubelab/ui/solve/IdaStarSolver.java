package cubelab.ui.solve;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import cubelab.search.Cancellation;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.TwoPhaseUpperBound;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.tables.PatternDatabase;
import cubelab.tables.TableFileException;
import cubelab.tables.TableSpec;
import cubelab.tables.TableStore;
import cubelab.tables.Tier;
import cubelab.tables.twophase.TwoPhaseTables;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;

/**
 * The UI's adapter to the optimal solver ({@link IdaStar} on Korf's pattern databases). Tables
 * are loaded (memory-mapped and verified) on the first solve, never built here: building is a
 * long explicit step ({@code cubelab pdb build}), so a missing table makes the solver report
 * itself unavailable with that instruction instead of freezing for minutes.
 */
public final class IdaStarSolver implements CubeSolver {

    /** Supplies the heuristic, loading tables on first use. */
    public interface HeuristicSource {
        boolean ready();

        String description();

        Heuristic load() throws SolverUnavailableException;
    }

    private final String name;
    private final HeuristicSource source;
    private final int threads;
    /** Two-phase tables for shortening a known solution while the search runs; null: use it as given. */
    private final Supplier<TwoPhaseTables> twoPhaseTables;
    private IdaStar search;

    public IdaStarSolver(String name, HeuristicSource source, int threads) {
        this(name, source, threads, null);
    }

    private IdaStarSolver(String name, HeuristicSource source, int threads, Supplier<TwoPhaseTables> twoPhaseTables) {
        this.name = name;
        this.source = source;
        this.threads = threads;
        this.twoPhaseTables = twoPhaseTables;
    }

    /**
     * This solver, shortening a known solution ({@link #solve(CubieCube, Algorithm, ProgressListener,
     * BooleanSupplier)}) with a two-phase search in the background ({@link TwoPhaseUpperBound}).
     */
    public IdaStarSolver shorteningWith(Supplier<TwoPhaseTables> tables) {
        return new IdaStarSolver(name, source, threads, tables);
    }

    /** Korf's tier from a table directory (e.g. {@link TableStore#defaultDirectory()}). */
    public static IdaStarSolver korf(TableStore store, int threads) {
        Tier tier = Tier.KORF;
        return new IdaStarSolver("Korf IDA* (optimal)", new HeuristicSource() {
            @Override
            public boolean ready() {
                return tier.tables().stream().allMatch(store::has);
            }

            @Override
            public String description() {
                return ready()
                        ? String.format(Locale.ROOT, "tables in %s (%d MB); random cubes take minutes",
                                store.directoryOf(tier.tables().get(0)), tier.payloadBytes() >> 20)
                        : "its tables are not installed in " + store.directory().toAbsolutePath().normalize()
                                + ". Build them here, or run: java -jar cubelab.jar pdb build";
            }

            @Override
            public Heuristic load() throws SolverUnavailableException {
                if (!ready()) {
                    throw new SolverUnavailableException(description());
                }
                List<PatternDatabase> tables = new ArrayList<>();
                for (TableSpec spec : tier.tables()) {
                    try {
                        tables.add(store.open(spec));
                    } catch (TableFileException e) {
                        throw new SolverUnavailableException("a pattern database is damaged: " + e.getMessage()
                                + ". Rebuild with: java -jar cubelab.jar pdb build");
                    }
                }
                return new PatternDatabaseHeuristic(tier.name(), tables);
            }
        }, threads);
    }

    /** Builds the Korf tables that are missing or damaged into the store's directory. */
    public static TableInstaller korfInstaller(TableStore store, int threads) {
        Tier tier = Tier.KORF;
        return new TableInstaller() {
            @Override
            public boolean needed() {
                return !tier.tables().stream().allMatch(store::has);
            }

            @Override
            public String label() {
                return String.format(Locale.ROOT, "Build solver tables (%d MB, about a minute)", tier.payloadBytes() >> 20);
            }

            @Override
            public void install(java.util.function.Consumer<String> progress) throws Exception {
                BuildEstimate estimate = new BuildEstimate(tier);
                store.loadOrBuild(tier, threads, (spec, depth, states, backward, seconds) -> progress.accept(
                        String.format(Locale.ROOT, "Building %s: depth %d, %,d states%s",
                                spec.name(), depth, states, estimate.update(spec, states))), progress);
            }

            @Override
            public boolean installOnFirstRun() {
                return true;
            }
        };
    }

    /** A solver with a ready heuristic (table-free heuristics, tests). */
    public static IdaStarSolver of(String name, Heuristic heuristic, int threads) {
        return new IdaStarSolver(name, new HeuristicSource() {
            @Override
            public boolean ready() {
                return true;
            }

            @Override
            public String description() {
                return heuristic.name() + " heuristic";
            }

            @Override
            public Heuristic load() {
                return heuristic;
            }
        }, threads);
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public Availability availability() {
        return new Availability(source.ready(), source.description());
    }

    @Override
    public void prepare() throws SolverUnavailableException {
        if (source.ready()) {
            search();
        }
    }

    @Override
    public SolveResult solve(CubieCube cube, ProgressListener progress, BooleanSupplier cancelled)
            throws SolverUnavailableException {
        return solve(cube, options -> options, progress, cancelled);
    }

    /** Solves with {@code known}'s length as an upper bound: IDA* then stops once the depth below is exhausted. */
    @Override
    public SolveResult solve(CubieCube cube, Algorithm known, ProgressListener progress, BooleanSupplier cancelled)
            throws SolverUnavailableException {
        List<FaceTurn> turns = TwoPhaseUpperBound.turns(known);
        if (turns.contains(null)) {
            return solve(cube, progress, cancelled); // wide turns, slices or rotations: not a face-turn bound
        }
        if (twoPhaseTables == null) {
            return solve(cube, options -> options.withUpperBound(turns), progress, cancelled);
        }
        TwoPhaseUpperBound shortening = TwoPhaseUpperBound.shortening(TwoPhaseSolver.using(twoPhaseTables.get()),
                cube, turns, search().heuristic().upperBoundShortening());
        try {
            return solve(cube, shortening::applyTo, progress, cancelled);
        } finally {
            try {
                shortening.close();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private SolveResult solve(CubieCube cube, UnaryOperator<SearchOptions> bound, ProgressListener progress,
            BooleanSupplier cancelled) throws SolverUnavailableException {
        IdaStar ida = search();
        Cancellation token = new Cancellation();
        // the search reports on this thread every 50 ms; that is where the UI's token is polled
        SearchOptions options = new SearchOptions(SearchOptions.GODS_NUMBER, false, null, token, p -> {
            if (cancelled.getAsBoolean()) {
                token.cancel();
            }
            progress.progress(new SolveProgress(p.bound(), p.nodes(), p.nodesPerSecond(),
                    Duration.ofNanos((long) (p.elapsedSeconds() * 1e9))));
        }, Duration.ofMillis(50));
        SearchResult result;
        try {
            result = ida.solve(cube, bound.apply(options));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SolveCancelledException();
        }
        Duration elapsed = Duration.ofNanos((long) (result.elapsedSeconds() * 1e9));
        return switch (result.status()) {
            case SOLVED -> new SolveResult(result.solution(), true, result.provenByExhaustion()
                    ? "proved optimal by IDA*: it searched every sequence up to " + (result.depth() - 1)
                            + " moves, none solves the cube"
                    : "proved optimal by IDA*: no shorter solution exists", result.nodes(), elapsed);
            case CANCELLED -> throw new SolveCancelledException();
            default -> throw new IllegalStateException("search ended with " + result.status());
        };
    }

    private synchronized IdaStar search() throws SolverUnavailableException {
        if (search == null) {
            search = new IdaStar(source.load(), threads);
        }
        return search;
    }
}
