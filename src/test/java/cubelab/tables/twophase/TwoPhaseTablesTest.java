package cubelab.tables.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.EdgeFlipCoordinate;
import cubelab.coord.MoveTable;
import cubelab.coord.twophase.CornerCombinationCoordinate;
import cubelab.coord.twophase.Phase2Moves;
import cubelab.coord.twophase.UDEdgeCombinationCoordinate;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.coord.twophase.UDEdgePermutationCoordinate;
import cubelab.coord.twophase.UDSliceCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class TwoPhaseTablesTest {

    private static TwoPhaseTables tables;

    @BeforeAll
    static void build() {
        tables = TwoPhaseTables.build();
    }

    @Test
    void tablesAreSmall() {
        assertThat(tables.bytes()).isLessThan(20_000_000L);
    }

    @Test
    void phase1MoveTablesAgreeWithCubieArithmetic() {
        CornerTwistCoordinate twist = new CornerTwistCoordinate();
        EdgeFlipCoordinate flip = new EdgeFlipCoordinate();
        UDSliceCoordinate slice = new UDSliceCoordinate();
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(19L));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            for (FaceTurn turn : FaceTurn.values()) {
                CubieCube turned = cube.apply(turn);
                assertThat(tables.twistMoves().apply(twist.get(cube), turn.ordinal())).isEqualTo(twist.get(turned));
                assertThat(tables.flipMoves().apply(flip.get(cube), turn.ordinal())).isEqualTo(flip.get(turned));
                assertThat(tables.sliceMoves().apply(slice.get(cube), turn.ordinal())).isEqualTo(slice.get(turned));
            }
        }
    }

    @Test
    void phase1TablesAreConsistentDistances() {
        MoveTable twist = tables.twistMoves();
        MoveTable flip = tables.flipMoves();
        MoveTable slice = tables.sliceMoves();
        checkDistances(tables.twistSlice(), CornerTwistCoordinate.SIZE, twist::apply,
                UDSliceCoordinate.SIZE, slice::apply, FaceTurn.COUNT);
        checkDistances(tables.flipSlice(), EdgeFlipCoordinate.SIZE, flip::apply,
                UDSliceCoordinate.SIZE, slice::apply, FaceTurn.COUNT);
    }

    @Test
    void phase2TablesAreConsistentDistances() {
        checkDistances(tables.cornerPermutationSlice(), CornerPermutationCoordinate.SIZE,
                tables.cornerPermutationMoves()::apply, SliceSortedCoordinate.PHASE2_SIZE,
                tables.slicePermutationMoves()::apply, Phase2Moves.COUNT);
        checkDistances(tables.udEdgePermutationSlice(), UDEdgePermutationCoordinate.SIZE,
                tables.udEdgePermutationMoves()::apply, SliceSortedCoordinate.PHASE2_SIZE,
                tables.slicePermutationMoves()::apply, Phase2Moves.COUNT);
        checkDistances(tables.cornerPermutationEdgeCombination(), CornerPermutationCoordinate.SIZE,
                tables.cornerPermutationMoves()::apply, UDEdgeCombinationCoordinate.SIZE,
                tables.udEdgeCombinationMoves()::apply, Phase2Moves.COUNT);
        checkDistances(tables.udEdgePermutationCornerCombination(), UDEdgePermutationCoordinate.SIZE,
                tables.udEdgePermutationMoves()::apply, CornerCombinationCoordinate.SIZE,
                tables.cornerCombinationMoves()::apply, Phase2Moves.COUNT);
    }

    @Test
    void knownDepths() {
        // twist and flip alone need at most 6 and 7 turns; the products can only be deeper
        assertThat(tables.twistSlice().maxDistance()).isGreaterThanOrEqualTo(6);
        assertThat(tables.flipSlice().maxDistance()).isGreaterThanOrEqualTo(7);
        // phase 1 needs at most 12 turns (Kociemba), so no projection is deeper
        assertThat(tables.twistSlice().maxDistance()).isLessThanOrEqualTo(12);
        assertThat(tables.flipSlice().maxDistance()).isLessThanOrEqualTo(12);
        assertThat(tables.twistFlip().maxDistance()).isLessThanOrEqualTo(12);
        // phase 2 needs at most 18 turns
        assertThat(tables.cornerPermutationSlice().maxDistance()).isLessThanOrEqualTo(18);
        assertThat(tables.udEdgePermutationSlice().maxDistance()).isLessThanOrEqualTo(18);
        assertThat(tables.cornerPermutationEdgeCombination().maxDistance()).isLessThanOrEqualTo(18);
        assertThat(tables.udEdgePermutationCornerCombination().maxDistance()).isLessThanOrEqualTo(18);
    }

    @Test
    void distancesNeverExceedAScrambleLength() {
        SplittableRandom random = new SplittableRandom(17L);
        CornerTwistCoordinate twist = new CornerTwistCoordinate();
        EdgeFlipCoordinate flip = new EdgeFlipCoordinate();
        UDSliceCoordinate slice = new UDSliceCoordinate();
        for (int i = 0; i < 1000; i++) {
            int length = random.nextInt(10);
            CubieCube cube = CubieCube.SOLVED;
            for (int j = 0; j < length; j++) {
                cube = cube.apply(FaceTurn.of(random.nextInt(FaceTurn.COUNT)));
            }
            assertThat(tables.twistSlice().distance(twist.get(cube), slice.get(cube))).isLessThanOrEqualTo(length);
            assertThat(tables.flipSlice().distance(flip.get(cube), slice.get(cube))).isLessThanOrEqualTo(length);
            assertThat(tables.twistFlip().distance(twist.get(cube), flip.get(cube))).isLessThanOrEqualTo(length);
        }
    }

    /** Solved has 0 and nothing else; every other entry has a neighbour one closer and none two closer. */
    private static void checkDistances(PruningTable table, int firstSize,
            java.util.function.IntBinaryOperator firstMoves, int secondSize,
            java.util.function.IntBinaryOperator secondMoves, int moveCount) {
        assertThat(table.size()).isEqualTo(firstSize * secondSize);
        for (int first = 0; first < firstSize; first++) {
            for (int second = 0; second < secondSize; second++) {
                int distance = table.distance(first, second);
                assertThat(distance == 0).isEqualTo(first == 0 && second == 0);
                boolean closer = distance == 0;
                for (int move = 0; move < moveCount; move++) {
                    int neighbour = table.distance(firstMoves.applyAsInt(first, move),
                            secondMoves.applyAsInt(second, move));
                    if (neighbour < distance - 1 || neighbour > distance + 1) {
                        throw new AssertionError("(" + first + ", " + second + ") at " + distance
                                + " has a neighbour at " + neighbour);
                    }
                    closer |= neighbour == distance - 1;
                }
                if (!closer) {
                    throw new AssertionError("(" + first + ", " + second + ") at " + distance + " has no closer neighbour");
                }
            }
        }
    }
}
