package cubelab.coord.twophase;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.coord.Coordinate;
import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.MoveTable;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TwoPhaseCoordinatesTest {

    private static final UDSliceCoordinate SLICE = new UDSliceCoordinate();
    private static final SliceSortedCoordinate SLICE_SORTED = new SliceSortedCoordinate();
    private static final UDEdgePermutationCoordinate UD_EDGES = new UDEdgePermutationCoordinate();
    private static final UDEdgeCombinationCoordinate UD_EDGE_COMBINATION = new UDEdgeCombinationCoordinate();
    private static final CornerCombinationCoordinate CORNER_COMBINATION = new CornerCombinationCoordinate();

    @Test
    void roundTripsOverWholeRanges() {
        for (Coordinate coordinate : new Coordinate[] {SLICE, SLICE_SORTED, UD_EDGES, UD_EDGE_COMBINATION, CORNER_COMBINATION}) {
            for (int value = 0; value < coordinate.size(); value++) {
                assertThat(coordinate.get(coordinate.set(value))).as("%s %d", coordinate, value).isEqualTo(value);
            }
        }
    }

    @Test
    void sizesFollowTheirFormulas() {
        assertThat(UDSliceCoordinate.SIZE).isEqualTo(12 * 11 * 10 * 9 / 24);
        assertThat(SliceSortedCoordinate.SIZE).isEqualTo(12 * 11 * 10 * 9);
        assertThat(UDEdgePermutationCoordinate.SIZE).isEqualTo(8 * 7 * 6 * 5 * 4 * 3 * 2);
        assertThat(UDEdgeCombinationCoordinate.SIZE).isEqualTo(8 * 7 * 6 * 5 / 24);
        assertThat(CornerCombinationCoordinate.SIZE).isEqualTo(8 * 7 * 6 * 5 / 24);
    }

    @Test
    void solvedCubeIsZeroEverywhere() {
        assertThat(SLICE.get(CubieCube.SOLVED)).isZero();
        assertThat(SLICE_SORTED.get(CubieCube.SOLVED)).isZero();
        assertThat(UD_EDGES.get(CubieCube.SOLVED)).isZero();
        assertThat(UD_EDGE_COMBINATION.get(CubieCube.SOLVED)).isZero();
        assertThat(CORNER_COMBINATION.get(CubieCube.SOLVED)).isZero();
    }

    @Test
    void allocationFreeCombinationRanksAgreeWithGet() {
        SplittableRandom random = new SplittableRandom(14L);
        for (int i = 0; i < 1000; i++) {
            CubieCube cube = randomG1Cube(random);
            assertThat(UDEdgeCombinationCoordinate.ofEdges(cube.edgePermutation()))
                    .isEqualTo(UD_EDGE_COMBINATION.get(cube));
            assertThat(CornerCombinationCoordinate.ofCorners(cube.cornerPermutation()))
                    .isEqualTo(CORNER_COMBINATION.get(cube));
        }
    }

    @Test
    void sliceSortedSplitsIntoSliceAndOrder() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(11L));
        Set<Integer> orders = new HashSet<>();
        for (int i = 0; i < 2000; i++) {
            CubieCube cube = scrambler.next();
            int sorted = SLICE_SORTED.get(cube);
            assertThat(sorted / SliceSortedCoordinate.PHASE2_SIZE).isEqualTo(SLICE.get(cube));
            orders.add(sorted % SliceSortedCoordinate.PHASE2_SIZE);
        }
        assertThat(orders).hasSize(SliceSortedCoordinate.PHASE2_SIZE);
    }

    @Test
    void sliceMoveTableAgreesWithCubieArithmetic() {
        MoveTable table = MoveTable.build(SLICE);
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(12L));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            for (FaceTurn turn : FaceTurn.values()) {
                assertThat(table.apply(SLICE.get(cube), turn.ordinal())).isEqualTo(SLICE.get(cube.apply(turn)));
            }
        }
    }

    @Test
    void phase2TurnsKeepCubesInG1() {
        for (int move = 0; move < Phase2Moves.COUNT; move++) {
            CubieCube turned = CubieCube.of(Phase2Moves.turn(move));
            assertThat(turned.cornerTwists()).containsOnly(0);
            assertThat(turned.edgeFlips()).containsOnly(0);
            assertThat(SLICE.get(turned)).isZero();
            assertThat(Phase2Moves.isPhase2Turn(Phase2Moves.turn(move).ordinal())).isTrue();
        }
        long phase2Turns = java.util.Arrays.stream(FaceTurn.values())
                .filter(turn -> Phase2Moves.isPhase2Turn(turn.ordinal())).count();
        assertThat(phase2Turns).isEqualTo(Phase2Moves.COUNT);
    }

    @Test
    void phase2MoveTablesAgreeWithCubieArithmetic() {
        CornerPermutationCoordinate corners = new CornerPermutationCoordinate();
        Phase2MoveTable cornerTable = Phase2MoveTable.build(corners, CornerPermutationCoordinate.SIZE);
        Phase2MoveTable edgeTable = Phase2MoveTable.build(UD_EDGES, UDEdgePermutationCoordinate.SIZE);
        Phase2MoveTable sliceTable = Phase2MoveTable.build(SLICE_SORTED, SliceSortedCoordinate.PHASE2_SIZE);
        Phase2MoveTable edgeCombinationTable = Phase2MoveTable.build(UD_EDGE_COMBINATION, UDEdgeCombinationCoordinate.SIZE);
        Phase2MoveTable cornerCombinationTable = Phase2MoveTable.build(CORNER_COMBINATION, CornerCombinationCoordinate.SIZE);
        SplittableRandom random = new SplittableRandom(13L);
        for (int i = 0; i < 500; i++) {
            CubieCube cube = randomG1Cube(random);
            for (int move = 0; move < Phase2Moves.COUNT; move++) {
                CubieCube turned = cube.apply(Phase2Moves.turn(move));
                assertThat(cornerTable.apply(corners.get(cube), move)).isEqualTo(corners.get(turned));
                assertThat(edgeTable.apply(UD_EDGES.get(cube), move)).isEqualTo(UD_EDGES.get(turned));
                assertThat(sliceTable.apply(SLICE_SORTED.get(cube), move)).isEqualTo(SLICE_SORTED.get(turned));
                assertThat(edgeCombinationTable.apply(UD_EDGE_COMBINATION.get(cube), move))
                        .isEqualTo(UD_EDGE_COMBINATION.get(turned));
                assertThat(cornerCombinationTable.apply(CORNER_COMBINATION.get(cube), move))
                        .isEqualTo(CORNER_COMBINATION.get(turned));
            }
        }
    }

    @Test
    void udEdgeOrderIsUndefinedOutsideG1() {
        assertThatThrownBy(() -> UD_EDGES.get(CubieCube.of(FaceTurn.R1)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    /** A cube of G1 from 30 random phase-2 turns. */
    static CubieCube randomG1Cube(SplittableRandom random) {
        CubieCube cube = CubieCube.SOLVED;
        for (int i = 0; i < 30; i++) {
            cube = cube.apply(Phase2Moves.turn(random.nextInt(Phase2Moves.COUNT)));
        }
        return cube;
    }
}
