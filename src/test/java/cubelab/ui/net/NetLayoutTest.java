package cubelab.ui.net;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.Facelets;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class NetLayoutTest {

    @Test
    void cellsAreDistinctAndInsideTheGrid() {
        Set<Integer> cells = new HashSet<>();
        for (int i = 0; i < Facelets.COUNT; i++) {
            int[] c = NetLayout.cell(i);
            assertThat(c[0]).isBetween(0, NetLayout.COLUMNS - 1);
            assertThat(c[1]).isBetween(0, NetLayout.ROWS - 1);
            cells.add(c[1] * NetLayout.COLUMNS + c[0]);
        }
        assertThat(cells).hasSize(Facelets.COUNT);
    }

    @Test
    void facesSitInTheUsualCross() {
        assertThat(NetLayout.cell(Facelets.U1)).containsExactly(3, 0);
        assertThat(NetLayout.cell(Facelets.F5)).containsExactly(4, 4);
        assertThat(NetLayout.cell(Facelets.B9)).containsExactly(11, 5);
        assertThat(NetLayout.cell(Facelets.D7)).containsExactly(3, 8);
        // U7 (front-left of the top) sits right above F1
        assertThat(NetLayout.cell(Facelets.U7)[1] + 1).isEqualTo(NetLayout.cell(Facelets.F1)[1]);
    }
}
