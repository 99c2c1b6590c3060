package cubelab.cli;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;

/** Reads a cube given as 54 facelets or as a scramble algorithm applied to a solved cube. */
final class CubeInput {

    private CubeInput() {
    }

    static boolean looksLikeFacelets(String text) {
        return text.strip().matches("[URFDLB]{54}");
    }

    /**
     * @throws InvalidCubeException for facelets that are no cube
     * @throws cubelab.notation.NotationException for an algorithm that cannot be read
     */
    static CubieCube read(String text) throws InvalidCubeException {
        if (looksLikeFacelets(text)) {
            return FaceletCube.parse(text).toCubieCube();
        }
        return scramble(text);
    }

    static CubieCube facelets(String text) throws InvalidCubeException {
        return FaceletCube.parse(text).toCubieCube();
    }

    static CubieCube scramble(String algorithm) throws InvalidCubeException {
        return FaceletCube.SOLVED.apply(Algorithm.parse(algorithm)).toCubieCube();
    }
}
