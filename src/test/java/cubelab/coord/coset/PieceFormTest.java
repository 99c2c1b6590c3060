package cubelab.coord.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class PieceFormTest {

    private final PieceForm views = new PieceForm();

    /** The four coset coordinates of a view, the slow way: conjugate the cube, then read it. */
    private static int[] expected(CubieCube cube, int view) {
        CubieCube seen = CosetCoordinates.view(cube, view);
        return new int[] {CosetCoordinates.twistOf(seen), CornerPart.SETS.of(seen),
                CosetCoordinates.flipOf(seen), CosetCoordinates.sliceSortedOf(seen)};
    }

    @Test
    void followingTurnsKeepsTheInverseAndItsViewCoordinatesRight() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(71));
        SplittableRandom random = new SplittableRandom(72);
        int[] states = new int[2 * PieceForm.WIDTH];
        int[] coordinates = new int[PieceForm.COORDINATES];
        for (int trial = 0; trial < 50; trial++) {
            CubieCube cube = scrambler.next();
            views.encode(cube.inverse(), states, 0);
            for (int step = 0; step < 20; step++) {
                int turn = random.nextInt(FaceTurn.COUNT);
                int from = step % 2 * PieceForm.WIDTH;
                int to = PieceForm.WIDTH - from;
                views.follow(states, from, to, turn);
                cube = cube.apply(FaceTurn.of(turn));
                int[] direct = new int[PieceForm.WIDTH];
                views.encode(cube.inverse(), direct, 0);
                assertThat(java.util.Arrays.copyOfRange(states, to, to + PieceForm.WIDTH)).isEqualTo(direct);
                for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
                    views.coordinates(states, to, view, coordinates, 0);
                    assertThat(coordinates).as("view %d of the inverse of %s", view, cube)
                            .isEqualTo(expected(cube.inverse(), view));
                }
            }
        }
    }

    @Test
    void aMoveOnPiecesIsTheTurnOfTheCube() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(73));
        int[] states = new int[2 * PieceForm.WIDTH];
        int[] direct = new int[PieceForm.WIDTH];
        for (int trial = 0; trial < 50; trial++) {
            CubieCube cube = scrambler.next();
            views.encode(cube, states, 0);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                views.move(states, 0, PieceForm.WIDTH, turn);
                views.encode(cube.apply(FaceTurn.of(turn)), direct, 0);
                assertThat(java.util.Arrays.copyOfRange(states, PieceForm.WIDTH, 2 * PieceForm.WIDTH))
                        .as("%s turned by %s", cube, FaceTurn.of(turn)).isEqualTo(direct);
            }
        }
    }

    @Test
    void theSolvedCubeIsItsOwnInverseWithCoordinatesZero() {
        int[] states = new int[PieceForm.WIDTH];
        int[] coordinates = new int[PieceForm.COORDINATES];
        views.encode(CubieCube.SOLVED, states, 0);
        for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
            views.coordinates(states, 0, view, coordinates, 0);
            assertThat(coordinates).isEqualTo(expected(CubieCube.SOLVED, view));
        }
    }
}
