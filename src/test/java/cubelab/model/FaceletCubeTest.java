package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import cubelab.notation.Turn;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class FaceletCubeTest {

    private static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    @Test
    void solvedString() {
        assertThat(FaceletCube.SOLVED.toString()).isEqualTo(SOLVED);
    }

    @Test
    void superflip() throws Exception {
        FaceletCube cube = FaceletCube.SOLVED.apply(
                Algorithm.parse("U R2 F B R B2 R U2 L B2 R U' D' R2 F R' L B2 U2 F2"));
        assertThat(cube.toString()).isEqualTo("UBULURUFURURFRBRDRFUFLFRFDFDFDLDRDBDLULBLFLDLBUBRBLBDB");
        CubieCube cubie = cube.toCubieCube();
        assertThat(cubie.edgeFlips()).containsOnly(1);
        assertThat(cubie.cornerPermutation()).containsExactly(0, 1, 2, 3, 4, 5, 6, 7);
    }

    @Test
    void geometricTurnsAgreeWithCubieTurns() throws Exception {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(5));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            for (FaceTurn turn : FaceTurn.values()) {
                FaceletCube geometric = FaceletCube.fromCubieCube(cube).apply(turn.toMove());
                assertThat(geometric).isEqualTo(FaceletCube.fromCubieCube(cube.apply(turn)));
            }
        }
    }

    @Test
    void faceletCubieRoundTripFor10000RandomStates() throws Exception {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(11));
        for (int i = 0; i < 10_000; i++) {
            CubieCube cube = scrambler.next();
            FaceletCube facelets = FaceletCube.fromCubieCube(cube);
            assertThat(facelets.toCubieCube()).isEqualTo(cube);
            assertThat(FaceletCube.parse(facelets.toString())).isEqualTo(facelets);
        }
    }

    @Test
    void rotationsMoveCentres() {
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse("x")).toString())
                .isEqualTo("FFFFFFFFFRRRRRRRRRDDDDDDDDDBBBBBBBBBLLLLLLLLLUUUUUUUUU");
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse("y")).toString())
                .isEqualTo("UUUUUUUUUBBBBBBBBBRRRRRRRRRDDDDDDDDDFFFFFFFFFLLLLLLLLL");
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse("z")).toString())
                .isEqualTo("LLLLLLLLLUUUUUUUUUFFFFFFFFFRRRRRRRRRDDDDDDDDDBBBBBBBBB");
    }

    @Test
    void slicesAndWideTurnsAreFaceTurnsAndRotations() {
        assertSame("M", "R L' x'");
        assertSame("E", "U D' y'");
        assertSame("S", "F' B z");
        assertSame("Rw", "L x");
        assertSame("r", "L x");
        assertSame("Lw", "R x'");
        assertSame("Uw", "D y");
        assertSame("Dw", "U y'");
        assertSame("Fw", "B z");
        assertSame("Bw", "F z'");
        assertSame("x", "Rw L'");
        assertSame("M2 M2", "");
    }

    @Test
    void everyMoveToTheFourthIsIdentityOnStickers() {
        for (Turn turn : Turn.values()) {
            FaceletCube cube = FaceletCube.SOLVED;
            for (int i = 0; i < 4; i++) {
                cube = cube.apply(Move.of(turn, 1));
            }
            assertThat(cube).as(turn.symbol()).isEqualTo(FaceletCube.SOLVED);
        }
    }

    @Test
    void rotatedSolvedCubeReadsAsSolved() throws Exception {
        FaceletCube rotated = FaceletCube.SOLVED.apply(Algorithm.parse("x y2 z'"));
        assertThat(rotated.toCubieCube()).isEqualTo(CubieCube.SOLVED);
        FaceletCube sliced = FaceletCube.SOLVED.apply(Algorithm.parse("M"));
        assertThat(sliced.toCubieCube()).isEqualTo(FaceletCube.SOLVED.apply(Algorithm.parse("R L'")).toCubieCube());
    }

    @Test
    void coloursWithAnyCentreAssignment() throws Exception {
        ColorScheme scheme = ColorScheme.of(Color.YELLOW, Color.ORANGE, Color.BLUE, Color.WHITE, Color.RED, Color.GREEN);
        FaceletCube cube = FaceletCube.SOLVED.apply(Algorithm.parse("R U R' U'"));
        assertThat(FaceletCube.fromColors(cube.colors(scheme))).isEqualTo(cube);
        assertThat(FaceletCube.fromColors(cube.colors(ColorScheme.WESTERN))).isEqualTo(cube);
    }

    private static void assertSame(String left, String right) {
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse(left)))
                .as(left + " = " + right).isEqualTo(FaceletCube.SOLVED.apply(Algorithm.parse(right)));
        FaceletCube scrambled = FaceletCube.SOLVED.apply(Algorithm.parse("R U2 F' L D B2"));
        assertThat(scrambled.apply(Algorithm.parse(left))).isEqualTo(scrambled.apply(Algorithm.parse(right)));
    }
}
