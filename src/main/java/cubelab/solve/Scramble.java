package cubelab.solve;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;

/**
 * A scramble: the state to set and the moves that reach it from solved (empty when the source
 * can draw a state but cannot yet write a sequence for it).
 */
public record Scramble(FaceletCube cube, Algorithm algorithm, String description) {
}
