package cubelab.cli;

import cubelab.model.CubieCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.NotationException;

/**
 * One cube {@code solve} was given (a batch line, or the one cube of the command line), read:
 * the cube, or the error that refused it with the exit code it sets (2 for notation or an
 * unreadable line, 3 for an invalid cube) and, for a notation error, the index of the character.
 */
record CubeLine(BatchFile.Line line, CubieCube cube, String error, Integer errorIndex, int exit) {

    /** How the command's input reads a line: facelets, an algorithm, or either (a batch file). */
    @FunctionalInterface
    interface Reader {
        CubieCube read(String text) throws InvalidCubeException;
    }

    static CubeLine read(BatchFile.Line line, Reader reader) {
        if (!line.readable()) {
            return new CubeLine(line, null, line.error(), null, ExitCodes.USAGE);
        }
        try {
            return new CubeLine(line, reader.read(line.text()), null, null, ExitCodes.OK);
        } catch (InvalidCubeException e) {
            return new CubeLine(line, null, e.getMessage(), null, ExitCodes.INVALID_CUBE);
        } catch (NotationException e) {
            return new CubeLine(line, null, e.getMessage(), e.index(), ExitCodes.USAGE);
        }
    }

    boolean readable() {
        return cube != null;
    }

    int number() {
        return line.number();
    }

    String text() {
        return line.text();
    }
}
