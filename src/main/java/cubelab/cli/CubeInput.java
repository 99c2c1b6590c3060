package cubelab.cli;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;

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

    static CubieCube scramble(String algorithm) throws InvalidCubeException {
        return FaceletCube.SOLVED.apply(Algorithm.parse(algorithm)).toCubieCube();
    }
}
