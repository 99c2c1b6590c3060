package cubelab.cli;

import cubelab.model.CubieCube;
import cubelab.notation.Algorithm;

/** Writes a random state as an algorithm that makes it: the inverse of a short solution. */
final class ScrambleWriter {

    private ScrambleWriter() {
    }

    static ScrambleWriter create() {
        return new ScrambleWriter();
    }

    Algorithm algorithmFor(CubieCube state) {
        throw new UserException(ExitCodes.FAILURE, "random-state scrambles are not available in this build yet");
    }
}
