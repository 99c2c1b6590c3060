package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.coset.PieceForm;
import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@Tag("heavy")
class SlicePieceCoordinatesTest {

    private static final SliceEdges EDGES = new SliceEdges();

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void piecesGiveTheCubesCoordinates(boolean parity) {
        TetradCorners corners = TetradFixtures.corners(parity);
        SlicePieceCoordinates coordinates = new SlicePieceCoordinates(corners, EDGES);
        PieceForm pieces = new PieceForm();
        int[] states = new int[PieceForm.WIDTH];
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(parity ? 14 : 15));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            pieces.encode(cube, states, 0);
            assertThat(coordinates.corner(states, 0, cube.cornerParity())).isEqualTo(corners.of(cube));
            assertThat(coordinates.edges(states, 0)).isEqualTo(EDGES.place(cube) << 11 | EDGES.flips(cube));
        }
    }
}
