package cubelab.ui;

import cubelab.ui.prefs.PreferencesStore;
import cubelab.ui.solve.CubeSolver;
import cubelab.ui.solve.ScrambleSource;
import cubelab.ui.solve.StateOnlyScrambleSource;
import cubelab.ui.solve.UnavailableSolver;
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
 */
public record AppServices(CubeSolver solver, ScrambleSource scrambles, PreferencesStore preferences,
        RandomGenerator random) {

    /** The application's own wiring. */
    public static AppServices defaults() {
        Random random = new Random();
        return new AppServices(new UnavailableSolver(), new StateOnlyScrambleSource(random),
                new PreferencesStore(PreferencesStore.defaultLocation()), random);
    }
}
