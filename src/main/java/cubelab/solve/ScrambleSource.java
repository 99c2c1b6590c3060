package cubelab.solve;

import cubelab.common.Cancellation;

/**
 * The UI's port for random-state scrambles (WCA style: a uniformly random state plus a short
 * sequence reaching it, which needs a two-phase solver). Runs on a background thread.
 */
public interface ScrambleSource {

    Scramble randomState(Cancellation cancelled);
}
