package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import org.junit.jupiter.api.Test;

class TetradCornerDistancesTest {

    private static final TetradCorners CORNERS = new TetradCorners(false);

    /** A breadth-first distance: the group's corners alone at 0, and a turn changes it by at most one. */
    @Test
    void distancesAreThoseOfABreadthFirstSearch() {
        TetradCornerDistances distances = new TetradCornerDistances(CORNERS);
        assertThat(distances.size()).isEqualTo(CORNERS.size());
        int zeros = 0;
        for (int value = 0; value < CORNERS.size(); value++) {
            int d = distances.of(value);
            assertThat(d).isBetween(0, 20);
            zeros += d == 0 ? 1 : 0;
            boolean closer = false;
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int next = distances.of(CORNERS.move(value, turn));
                assertThat(Math.abs(next - d)).isLessThanOrEqualTo(1);
                closer |= next == d - 1;
            }
            assertThat(closer || d == 0).as("value %d at %d has a neighbour one closer", value, d).isTrue();
        }
        assertThat(zeros).isEqualTo(1);
        assertThat(distances.of(CORNERS.of(CubieCube.SOLVED))).isZero();
        // a half turn keeps the group's corners; a quarter turn leaves them
        assertThat(distances.of(CORNERS.of(CubieCube.SOLVED.apply(FaceTurn.of(1))))).isZero();
        assertThat(distances.of(CORNERS.of(CubieCube.SOLVED.apply(FaceTurn.of(0))))).isEqualTo(1);
    }

    @Test
    void theyAreOfTheCornersWithoutTheParity() {
        assertThatThrownBy(() -> new TetradCornerDistances(new TetradCorners(true)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
