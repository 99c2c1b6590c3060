package cubelab.coord;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.coset.CornerPart;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.coord.twophase.Phase2Moves;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.coord.twophase.UDEdgeCombinationCoordinate;
import cubelab.coord.twophase.UDEdgePermutationCoordinate;
import cubelab.coord.twophase.UDSliceCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomStateScrambler;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;

/**
 * Round trips between the three forms of a cube: 54 stickers, pieces, and the integer
 * coordinates the tables are indexed by. Each coordinate decodes every value to a cube that
 * encodes back to it, and its value after a turn depends on its value before only. The
 * 48-symmetric slice group's coordinates, whose tables take seconds to make:
 * {@link SymmetricCoordinateRoundTripSlowTest}.
 */
class CoordinateRoundTripPropertiesTest {

    /** Every coordinate defined on all cubes, with get and set. */
    private static final List<Coordinate> COORDINATES = List.of(
            new CornerCoordinate(), new CornerPermutationCoordinate(), new CornerTwistCoordinate(),
            new EdgeFlipCoordinate(), EdgeSubsetCoordinate.parse("UR UF UL UB FR FL"),
            EdgeSubsetCoordinate.parse("DR DF DL DB BL BR FR"), EdgeSubsetCoordinate.parse("UR"),
            new CornerCombinationCoordinate(), new UDSliceCoordinate(),
            new SliceSortedCoordinate());
    /** Defined only where the second phase works (no slice edge in the U and D layers). */
    private static final List<Coordinate> PHASE2_COORDINATES = List.of(
            new UDEdgePermutationCoordinate(), new UDEdgeCombinationCoordinate());
    private static final CosetCoordinates COSETS = new CosetCoordinates();

    @Property(tries = 300)
    void stickersToPiecesAndBack(@ForAll("cubes") CubieCube cube) throws Exception {
        FaceletCube stickers = FaceletCube.fromCubieCube(cube);
        assertThat(stickers.toCubieCube()).isEqualTo(cube);
        assertThat(FaceletCube.parse(stickers.toString())).isEqualTo(stickers);
    }

    @Property(tries = 500)
    void everyValueDecodesToACubeThatEncodesToIt(@ForAll("coordinates") Coordinate coordinate,
            @ForAll @DoubleRange(min = 0, max = 1, maxIncluded = false) double where) {
        int value = (int) (where * coordinate.size());
        CubieCube cube = coordinate.set(value);
        assertThat(coordinate.get(cube)).as(coordinate + " at " + value).isEqualTo(value);
    }

    @Property(tries = 500)
    void aTurnMovesTheValueAloneNotTheRestOfTheCube(@ForAll("coordinates") Coordinate coordinate,
            @ForAll("cubes") CubieCube cube, @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn) {
        // a cube that shares only this coordinate's value turns to the same value
        CubieCube sameValue = coordinate.set(coordinate.get(cube));
        FaceTurn faceTurn = FaceTurn.of(turn);
        assertThat(coordinate.get(sameValue.apply(faceTurn))).as(coordinate + " under " + faceTurn)
                .isEqualTo(coordinate.get(cube.apply(faceTurn)));
    }

    /** The U and D layers' edges are defined only where the second phase works: its moves keep them there. */
    @Property(tries = 300)
    void udEdgeCoordinatesRoundTripInTheSecondPhasesGroup(@ForAll("phase2Coordinates") Coordinate coordinate,
            @ForAll @DoubleRange(min = 0, max = 1, maxIncluded = false) double where,
            @ForAll("phase2Moves") List<Integer> moves, @ForAll @IntRange(max = Phase2Moves.COUNT - 1) int move) {
        int value = (int) (where * coordinate.size());
        assertThat(coordinate.get(coordinate.set(value))).isEqualTo(value);
        CubieCube cube = CubieCube.SOLVED;
        for (int index : moves) {
            cube = cube.apply(Phase2Moves.turn(index));
        }
        FaceTurn turn = Phase2Moves.turn(move);
        CubieCube sameValue = coordinate.set(coordinate.get(cube));
        assertThat(coordinate.get(sameValue.apply(turn))).as(coordinate + " under " + turn)
                .isEqualTo(coordinate.get(cube.apply(turn)));
    }

    @Property(tries = 300)
    void cosetCoordinatesFollowTurns(@ForAll("cubes") CubieCube cube,
            @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn) {
        CubieCube turned = cube.apply(FaceTurn.of(turn));
        assertThat(COSETS.twistMove(CosetCoordinates.twistOf(cube), turn)).isEqualTo(CosetCoordinates.twistOf(turned));
        assertThat(COSETS.cornerSetMove(CornerPart.SETS.of(cube), turn))
                .isEqualTo(CornerPart.SETS.of(turned));
        assertThat(COSETS.flipMove(CosetCoordinates.flipOf(cube), turn)).isEqualTo(CosetCoordinates.flipOf(turned));
        assertThat(COSETS.sliceSortedMove(CosetCoordinates.sliceSortedOf(cube), turn))
                .isEqualTo(CosetCoordinates.sliceSortedOf(turned));
    }

    @Provide
    Arbitrary<Coordinate> coordinates() {
        return Arbitraries.of(COORDINATES);
    }

    @Provide
    Arbitrary<Coordinate> phase2Coordinates() {
        return Arbitraries.of(PHASE2_COORDINATES);
    }

    @Provide
    Arbitrary<List<Integer>> phase2Moves() {
        return Arbitraries.integers().between(0, Phase2Moves.COUNT - 1).list().ofMaxSize(30);
    }

    @Provide
    Arbitrary<CubieCube> cubes() {
        return randomCubes();
    }

    /** Uniformly random cubes, and now and then the solved one. */
    static Arbitrary<CubieCube> randomCubes() {
        Arbitrary<CubieCube> random = Arbitraries.longs()
                .map(seed -> new RandomStateScrambler(new SplittableRandom(seed)).next());
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, Arbitraries.just(CubieCube.SOLVED)), net.jqwik.api.Tuple.of(9, random));
    }
}
