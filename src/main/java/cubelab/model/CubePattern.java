package cubelab.model;

import cubelab.notation.Algorithm;

/**
 * Classic "pretty patterns", each defined by a move sequence applied to the solved cube. The
 * superflip sequence is Michael Reid's 20-move one (1995), the first proof that the superflip
 * needs 20 face turns; the others are the pretty patterns published widely among cubers (e.g.
 * the patterns page of ruwix.com, the pattern lists shipped with Cube Explorer). Each one's
 * defining look is checked by a test where it has one (superflip: every edge flipped in place,
 * corners solved; checkerboard: every face alternates two colours; six spots: every centre
 * differs from the eight stickers around it...).
 */
public enum CubePattern {

    SUPERFLIP("Superflip", "U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2",
            "every edge flipped in place, every corner solved"),
    CHECKERBOARD("Checkerboard", "R2 L2 U2 D2 F2 B2", "every face alternates its colour and the opposite one"),
    THREE_COLOUR_CHECKERBOARD("Three-colour checkerboard", "U' R2 L2 F2 B2 U' R L F B' U F2 D2 R2 L2 F2 U2 F2 U' F2",
            "on every face the corners, the edges and the centre show three colours"),
    CUBE_IN_A_CUBE("Cube in a cube", "F L F U' R U F2 L2 U' L' B D' B' L2 U",
            "a 2×2×2 cube seems to sit in a corner of the big one"),
    CUBE_IN_A_CUBE_IN_A_CUBE("Cube in a cube in a cube", "U' L' U' F' R2 B' R F U B2 U B' L U' F U R F'",
            "a corner cube inside a 2×2×2 cube inside the big one"),
    SIX_SPOTS("Six spots", "U D' R L' F B' U D'", "every centre differs from the eight stickers around it"),
    FOUR_SPOTS("Four spots", "F2 B2 U D' R2 L2 U D'", "spots on four faces, the top and bottom solved"),
    PLUMMERS_CROSS("Plummer's cross", "R2 L' D F2 R' D' R' L U' D R D B2 R' U D2",
            "a cross of the centre's colour on every face"),
    TETRIS("Tetris", "L R F B U' D' L' R'", "tetromino shapes on every face"),
    WIRE("Wire", "R L F B R L F B R L F B R2 B2 L2 R2 B2 L2", "a wire of another colour around four faces"),
    ANACONDA("Anaconda", "L U B' U' R L' B R' F B' D R D' F'", "a snake winding round the cube"),
    PYTHON("Python", "F2 R' B' U R' L F' L F' B D' R B L2", "a longer snake"),
    GREEN_MAMBA("Green mamba", "R D R F R' F' B D R' U' B' U D2", "a snake of one colour across three faces");

    private final String displayName;
    private final Algorithm algorithm;
    private final String look;

    CubePattern(String displayName, String algorithm, String look) {
        this.displayName = displayName;
        this.algorithm = Algorithm.parse(algorithm);
        this.look = look;
    }

    /** The name users know it by, e.g. "Six spots". */
    public String displayName() {
        return displayName;
    }

    /** The moves that make the pattern from the solved cube. */
    public Algorithm algorithm() {
        return algorithm;
    }

    /** What the pattern looks like, in a few words. */
    public String look() {
        return look;
    }

    /** The pattern itself: the solved cube after {@link #algorithm()}. */
    public FaceletCube cube() {
        return FaceletCube.SOLVED.apply(algorithm);
    }
}
