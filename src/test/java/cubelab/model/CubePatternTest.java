package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Each pattern shows its defining look, checked sticker by sticker (faces URFDLB, 9 stickers row by row). */
class CubePatternTest {

    private static final int[] CORNERS = {0, 2, 6, 8};
    private static final int[] EDGES = {1, 3, 5, 7};
    private static final int CENTRE = 4;

    private static Face at(FaceletCube cube, Face face, int sticker) {
        return cube.get(face.ordinal() * 9 + sticker);
    }

    private static boolean uniform(FaceletCube cube, Face face, int... stickers) {
        for (int sticker : stickers) {
            if (at(cube, face, sticker) != at(cube, face, stickers[0])) {
                return false;
            }
        }
        return true;
    }

    private static boolean solvedFace(FaceletCube cube, Face face) {
        return uniform(cube, face, 0, 1, 2, 3, 4, 5, 6, 7, 8);
    }

    /** The eight stickers round the centre share a colour the centre does not have. */
    private static boolean spot(FaceletCube cube, Face face) {
        return uniform(cube, face, 0, 1, 2, 3, 5, 6, 7, 8) && at(cube, face, 0) != at(cube, face, CENTRE);
    }

    @Test
    void superflipFlipsEveryEdgeInPlaceAndLeavesTheCornersSolved() throws Exception {
        CubieCube cube = CubePattern.SUPERFLIP.cube().toCubieCube();
        for (int i = 0; i < Corner.COUNT; i++) {
            assertThat(cube.cornerAt(i)).isEqualTo(i);
            assertThat(cube.cornerTwistAt(i)).isZero();
        }
        for (int i = 0; i < Edge.COUNT; i++) {
            assertThat(cube.edgeAt(i)).isEqualTo(i);
            assertThat(cube.edgeFlipAt(i)).as("edge %d flipped", i).isEqualTo(1);
        }
        assertThat(CubePattern.SUPERFLIP.algorithm().size()).as("Reid's 20-move superflip").isEqualTo(20);
    }

    @Test
    void checkerboardsAlternateOnEveryFace() {
        FaceletCube two = CubePattern.CHECKERBOARD.cube();
        FaceletCube three = CubePattern.THREE_COLOUR_CHECKERBOARD.cube();
        for (Face face : Face.values()) {
            assertThat(uniform(two, face, 0, 2, 4, 6, 8) && at(two, face, CENTRE) == face).isTrue();
            assertThat(uniform(two, face, EDGES)).isTrue();
            assertThat(at(two, face, 1)).as("the opposite colour on the edges of " + face).isEqualTo(face.opposite());
            assertThat(uniform(three, face, CORNERS) && uniform(three, face, EDGES)).isTrue();
            assertThat(Set.of(at(three, face, 0), at(three, face, 1), at(three, face, CENTRE)))
                    .as("three colours on " + face).hasSize(3);
        }
    }

    @Test
    void spotsAndTheCross() {
        FaceletCube six = CubePattern.SIX_SPOTS.cube();
        FaceletCube four = CubePattern.FOUR_SPOTS.cube();
        FaceletCube cross = CubePattern.PLUMMERS_CROSS.cube();
        Set<Face> fourSpotted = EnumSet.noneOf(Face.class);
        for (Face face : Face.values()) {
            assertThat(spot(six, face)).as("a spot on " + face).isTrue();
            if (spot(four, face)) {
                fourSpotted.add(face);
            } else {
                assertThat(solvedFace(four, face)).as(face + " without a spot is solved").isTrue();
            }
            assertThat(uniform(cross, face, 1, 3, 4, 5, 7) && uniform(cross, face, CORNERS)).isTrue();
            assertThat(at(cross, face, 0)).as("corners of another colour than the cross on " + face)
                    .isNotEqualTo(at(cross, face, CENTRE));
        }
        assertThat(fourSpotted).containsExactlyInAnyOrder(Face.R, Face.F, Face.L, Face.B);
        assertThat(solvedFace(CubePattern.WIRE.cube(), Face.U) && solvedFace(CubePattern.WIRE.cube(), Face.D)).isTrue();
    }

    @Test
    void cubeInACubeShowsASquareOfTheCentresColourAndAnLOfAnotherOnEveryFace() {
        FaceletCube cube = CubePattern.CUBE_IN_A_CUBE.cube();
        int[][] squares = {{0, 1, 3, 4}, {1, 2, 4, 5}, {3, 4, 6, 7}, {4, 5, 7, 8}};
        for (Face face : Face.values()) {
            boolean found = false;
            for (int[] square : squares) {
                int[] rest = java.util.stream.IntStream.range(0, 9)
                        .filter(i -> java.util.Arrays.stream(square).noneMatch(s -> s == i)).toArray();
                found |= uniform(cube, face, square) && uniform(cube, face, rest)
                        && at(cube, face, rest[0]) != at(cube, face, CENTRE);
            }
            assertThat(found).as("a 2x2 square and an L on " + face).isTrue();
        }
    }

    @Test
    void everyPatternIsAValidCubeOtherThanSolvedAndTowardsItIsTheDifference() throws Exception {
        CubieCube scrambled = CubieCube.SOLVED.apply(cubelab.notation.Algorithm.parse("R U F' L2 D").moves().stream()
                .map(FaceTurn::of).toList());
        for (CubePattern pattern : CubePattern.values()) {
            CubieCube target = pattern.cube().toCubieCube();
            assertThat(target.isSolvable()).isTrue();
            assertThat(target.isSolved()).as(pattern.displayName()).isFalse();
            // the pattern's own algorithm, undone from the scrambled cube, then done: solves "towards"
            CubieCube towards = scrambled.towards(target);
            var path = scrambled.inverse().multiply(target);
            assertThat(towards.multiply(path)).as("target⁻¹·A · (A⁻¹·target) = I").isEqualTo(CubieCube.SOLVED);
            assertThat(scrambled.multiply(path)).isEqualTo(target);
        }
    }
}
