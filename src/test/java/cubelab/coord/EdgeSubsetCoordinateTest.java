package cubelab.coord;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.Edge;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class EdgeSubsetCoordinateTest {

    private static final EdgeSubsetCoordinate KORF_EDGES =
            EdgeSubsetCoordinate.of(Edge.UR, Edge.UF, Edge.UL, Edge.UB, Edge.FR, Edge.FL);

    @Test
    void sizesFollowTheFormula() {
        assertThat(KORF_EDGES.size()).isEqualTo(42_577_920); // 12!/6!·2^6
        assertThat(EdgeSubsetCoordinate.parse("UR UF UL UB DR DF DL").size()).isEqualTo(510_935_040); // 12!/5!·2^7
        assertThat(EdgeSubsetCoordinate.parse("UR").size()).isEqualTo(24);
        assertThat(KORF_EDGES.name()).isEqualTo("edges6-UR-UF-UL-UB-FR-FL");
        assertThat(EdgeSubsetCoordinate.parse("UR-UF-UL-UB-FR-FL")).isEqualTo(KORF_EDGES);
    }

    @Test
    void positionRankRoundTripsOverTheWholeRangeForSixAndSevenEdges() {
        for (int k : new int[] {1, 2, 5, 6, 7}) {
            int[] positions = new int[k];
            int count = EdgeSubsetCoordinate.orderedPositions(k);
            for (int rank = 0; rank < count; rank++) {
                EdgeSubsetCoordinate.unrank(rank, positions);
                assertThat(EdgeSubsetCoordinate.rank(positions)).isEqualTo(rank);
            }
        }
    }

    @Test
    void setThenGetIsIdentityOnTheWholeRangeOfAFourEdgeSet() {
        EdgeSubsetCoordinate coordinate = EdgeSubsetCoordinate.of(Edge.DB, Edge.UR, Edge.FL, Edge.BR);
        for (int value = 0; value < coordinate.size(); value++) {
            assertThat(coordinate.get(coordinate.set(value))).isEqualTo(value);
        }
    }

    @Test
    void setThenGetIsIdentityOnASampleOfTheSixEdgeRange() {
        SplittableRandom random = new SplittableRandom(3);
        for (int i = 0; i < 200_000; i++) {
            int value = random.nextInt(KORF_EDGES.size());
            assertThat(KORF_EDGES.get(KORF_EDGES.set(value))).isEqualTo(value);
        }
        assertThat(KORF_EDGES.get(KORF_EDGES.set(0))).isZero();
        assertThat(KORF_EDGES.get(KORF_EDGES.set(KORF_EDGES.size() - 1))).isEqualTo(KORF_EDGES.size() - 1);
    }

    @Test
    @Tag("slow")
    void setThenGetIsIdentityOnTheWholeSixEdgeRange() {
        for (int value = 0; value < KORF_EDGES.size(); value++) {
            if (KORF_EDGES.get(KORF_EDGES.set(value)) != value) {
                assertThat(KORF_EDGES.get(KORF_EDGES.set(value))).isEqualTo(value);
            }
        }
    }

    @Test
    void moveTableAgreesWithCubieArithmetic() {
        for (EdgeSubsetCoordinate coordinate : new EdgeSubsetCoordinate[] {
                KORF_EDGES, EdgeSubsetCoordinate.parse("DR DF DL DB BL BR"), EdgeSubsetCoordinate.parse("BR UF DL")}) {
            EdgeSubsetMoveTable moves = EdgeSubsetMoveTable.build(coordinate);
            RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(7));
            for (int i = 0; i < 300; i++) {
                CubieCube cube = scrambler.next();
                int index = coordinate.get(cube);
                for (FaceTurn turn : FaceTurn.values()) {
                    assertThat(moves.apply(index, turn.ordinal()))
                            .as("%s %s", coordinate, turn).isEqualTo(coordinate.get(cube.apply(turn)));
                }
            }
        }
    }
}
