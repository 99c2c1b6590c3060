package cubelab.solve;

/**
 * The UI's port for random-state scrambles (WCA style: a uniformly random state plus a short
 * sequence reaching it, which needs a two-phase solver). Runs on a background thread.
 */
public interface ScrambleSource {

    Scramble randomState(java.util.function.BooleanSupplier cancelled);
}
