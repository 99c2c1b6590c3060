package cubelab.ui;

import cubelab.tables.TableStore;
import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.solve.CombinedSolver;
import cubelab.ui.solve.CubeSolver;
import cubelab.ui.solve.CosetHeuristicSource;
import cubelab.ui.solve.IdaStarSolver;
import cubelab.ui.solve.ScrambleSource;
import cubelab.ui.solve.TableInstaller;
import cubelab.ui.solve.TwoPhaseCubeSolver;
import cubelab.ui.solve.TwoPhaseScrambleSource;
import java.util.Random;
import java.util.random.RandomGenerator;

/**
 * What the window needs from outside the UI layer. The composition root (the application, or a
 * test) builds one; the real solvers are wired in {@link #defaults()}.
 *
 * @param solver      the solver behind the Solve button
 * @param scrambles   random-state scrambles (needs a two-phase solver for the move sequence)
 * @param preferences where window settings are kept
 * @param random      the generator for N-move scrambles
 * @param installer   builds the solver's tables on request, or null
 */
public record AppServices(CubeSolver solver, ScrambleSource scrambles, PreferencesStore preferences,
        RandomGenerator random, TableInstaller installer) {

    /** Services without a table installer (tests, solvers that need no tables). */
    public AppServices(CubeSolver solver, ScrambleSource scrambles, PreferencesStore preferences,
            RandomGenerator random) {
        this(solver, scrambles, preferences, random, null);
    }

    /**
     * The application's own wiring: a two-phase first answer at once, then Korf's optimal
     * IDA* (unavailable, with instructions and a build button, until its tables exist);
     * random-state scrambles written as the inverse of a two-phase solution.
     */
    public static AppServices defaults() {
        Random random = new Random();
        TableStore tables = TableStore.standard();
        int threads = Runtime.getRuntime().availableProcessors();
        TwoPhaseCubeSolver fast = new TwoPhaseCubeSolver();
        // the largest coset tier built and fitting in memory, else Korf's tables
        IdaStarSolver optimal = CosetHeuristicSource.best(tables.directory())
                .map(source -> new IdaStarSolver("Coset IDA* (" + source.tier().name() + " tier, optimal)", source,
                        threads))
                .orElseGet(() -> IdaStarSolver.korf(tables, threads));
        return new AppServices(new CombinedSolver(fast, optimal.shorteningWith(fast::tables)),
                new TwoPhaseScrambleSource(random, fast),
                new PreferencesStore(PreferencesStore.defaultLocation()), random,
                IdaStarSolver.korfInstaller(tables, threads));
    }
}
