package cubelab.coord;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.IntRange;

/**
 * Round trips of the slice group's coordinates (corners by tetrad, edges by slice place and
 * flips): each decodes to a cube that encodes back to it and follows turns through its move
 * tables. Slow: their symmetry tables take several seconds to make.
 */
@Tag("slow")
class SymmetricCoordinateRoundTripSlowTest {

    private static final TetradCorners TETRADS = new TetradCorners(false);
    private static final TetradCorners TETRADS_WITH_PARITY = new TetradCorners(true);
    private static final SliceEdges SLICE_EDGES = new SliceEdges();

    @Property(tries = 300)
    void tetradCornersDecodeAndFollowTurns(@ForAll("cubes") CubieCube cube,
            @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn, @ForAll boolean withParity) {
        TetradCorners corners = withParity ? TETRADS_WITH_PARITY : TETRADS;
        int value = corners.of(cube);
        assertThat(corners.of(corners.cube(value))).isEqualTo(value);
        assertThat(corners.move(value, turn)).isEqualTo(corners.of(cube.apply(FaceTurn.of(turn))));
    }

    @Property(tries = 300)
    void sliceEdgesDecodeAndFollowTurns(@ForAll("cubes") CubieCube cube,
            @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn) {
        int place = SLICE_EDGES.place(cube);
        int flips = SLICE_EDGES.flips(cube);
        CubieCube decoded = SLICE_EDGES.cube(place, flips);
        assertThat(SLICE_EDGES.place(decoded)).isEqualTo(place);
        assertThat(SLICE_EDGES.flips(decoded)).isEqualTo(flips);
        assertThat(SLICE_EDGES.flipsOf(place, SLICE_EDGES.flipClass(place, flips)))
                .as("the class's representative is in the class")
                .matches(representative -> SLICE_EDGES.flipClass(place, representative) == SLICE_EDGES.flipClass(place, flips));
        CubieCube turned = cube.apply(FaceTurn.of(turn));
        assertThat(SLICE_EDGES.placeMove(place, turn)).isEqualTo(SLICE_EDGES.place(turned));
        assertThat(SLICE_EDGES.flipsMove(flips, turn)).isEqualTo(SLICE_EDGES.flips(turned));
    }

    @Provide
    Arbitrary<CubieCube> cubes() {
        return CoordinateRoundTripPropertiesTest.randomCubes();
    }
}
