package cubelab.cli;

import cubelab.model.CubeDefect;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.notation.NotationException;

/** Reads a cube given as 54 facelets or as a scramble algorithm applied to a solved cube. */
final class CubeInput {

    private CubeInput() {
    }

    /**
     * Facelets when the text looks like facelets ({@link FaceletLine}), else an algorithm.
     *
     * @throws InvalidCubeException for facelets that are no cube, or text meant as facelets that are not valid
     * @throws cubelab.notation.NotationException for an algorithm that cannot be read
     */
    static CubieCube read(String text) throws InvalidCubeException {
        if (FaceletLine.looksLikeFacelets(text)) {
            return facelets(text);
        }
        return scramble(text);
    }

    /** Facelets in any grouping {@link FaceletLine} accepts. */
    static CubieCube facelets(String text) throws InvalidCubeException {
        return FaceletCube.parse(FaceletLine.facelets(text)).toCubieCube();
    }

    /**
     * {@link #facelets}, for a command's facelets argument: where the text is no facelets but reads
     * as an algorithm ({@code solve "R U R' U'"}), the error says to give it with {@code --scramble}.
     */
    static CubieCube faceletsArgument(String text) throws InvalidCubeException {
        try {
            return facelets(text);
        } catch (InvalidCubeException e) {
            if ((e.defect() == CubeDefect.UNKNOWN_LETTER || e.defect() == CubeDefect.LENGTH) && readsAsAlgorithm(text)) {
                throw new InvalidCubeException(e.defect(),
                        e.detail() + "; it reads as an algorithm: give a scramble with --scramble", e.facelets());
            }
            throw e;
        }
    }

    private static boolean readsAsAlgorithm(String text) {
        try {
            return !Algorithm.parse(text).isEmpty();
        } catch (NotationException e) {
            return false;
        }
    }

    static CubieCube scramble(String algorithm) throws InvalidCubeException {
        return FaceletCube.SOLVED.apply(Algorithm.parse(algorithm)).toCubieCube();
    }
}
