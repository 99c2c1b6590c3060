package cubelab.ui;

import cubelab.solve.CombinedSolver;
import cubelab.solve.CubeSolver;
import cubelab.solve.IdaStarSolver;
import cubelab.solve.LoadedMemory;
import cubelab.solve.LocalTierTables;
import cubelab.solve.ScrambleSource;
import cubelab.solve.TableInstaller;
import cubelab.solve.TierHeuristicSource;
import cubelab.solve.TierInstaller;
import cubelab.solve.TierTables;
import cubelab.solve.TwoPhaseCubeSolver;
import cubelab.solve.TwoPhaseScrambleSource;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierRegistry;
import cubelab.ui.prefs.PreferencesStore;
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
 * @param installer   builds the solver's own tables on request, or null
 * @param tables      the solver tiers' tables for the tables dialog, or null to offer none
 */
public record AppServices(CubeSolver solver, ScrambleSource scrambles, PreferencesStore preferences,
        RandomGenerator random, TableInstaller installer, TierTables tables) {

    /** Services without a table installer or tables dialog (tests, solvers that need no tables). */
    public AppServices(CubeSolver solver, ScrambleSource scrambles, PreferencesStore preferences,
            RandomGenerator random) {
        this(solver, scrambles, preferences, random, null, null);
    }

    /** Services with an installer for the solver's own tables and no tables dialog. */
    public AppServices(CubeSolver solver, ScrambleSource scrambles, PreferencesStore preferences,
            RandomGenerator random, TableInstaller installer) {
        this(solver, scrambles, preferences, random, installer, null);
    }

    /**
     * The application's own wiring: a two-phase first answer at once, then optimal IDA* on the
     * fastest tier built here (looked up at every solve, so a tier built in the tables dialog is
     * used by the next solve); the Korf tables are built on the first run when missing;
     * random-state scrambles written as the inverse of a two-phase solution.
     */
    public static AppServices defaults() {
        Random random = new Random();
        TableLocation location = TableLocation.standard();
        int threads = Runtime.getRuntime().availableProcessors();
        // one source of estimates for the solver, the tables window and the first-start offer; the
        // solver records the node rates its searches run at there, and builds their pace
        TierEstimator estimator = TierEstimator.keptIn(location);
        // what the solver's loaded tables hold counts as available to the tier choice and the tables window
        LoadedMemory memory = new LoadedMemory();
        LocalTierTables tables = new LocalTierTables(location, threads, estimator, memory);
        TwoPhaseCubeSolver fast = new TwoPhaseCubeSolver();
        IdaStarSolver optimal = new IdaStarSolver(TierHeuristicSource.bestBuilt(location, threads, estimator, memory),
                threads);
        return new AppServices(new CombinedSolver(fast, optimal.shorteningWith(fast::tables)),
                new TwoPhaseScrambleSource(random, fast),
                new PreferencesStore(PreferencesStore.defaultLocation()), random,
                new TierInstaller(TierRegistry.KORF, location, tables), tables);
    }
}
