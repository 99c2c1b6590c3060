package cubelab.solve;

import cubelab.common.Cancellation;
import cubelab.model.FaceletCube;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import java.util.random.RandomGenerator;

/**
 * Draws a uniformly random state with the model's scrambler. Until a two-phase solver is wired
 * in there is no move sequence for it, so the scramble text is the facelet string instead.
 */
public final class StateOnlyScrambleSource implements ScrambleSource {

    private final RandomStateScrambler scrambler;

    public StateOnlyScrambleSource(RandomGenerator random) {
        this.scrambler = new RandomStateScrambler(random);
    }

    @Override
    public Scramble randomState(Cancellation cancelled) {
        FaceletCube cube = FaceletCube.fromCubieCube(scrambler.next());
        return new Scramble(cube, Algorithm.EMPTY, "random state " + cube);
    }
}
