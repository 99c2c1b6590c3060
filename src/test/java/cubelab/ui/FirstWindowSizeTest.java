package cubelab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** The first window takes about 85 % of the screen, at least 1024×700 where it has room, never more than it. */
class FirstWindowSizeTest {

    @Test
    void aLargeScreenGetsEightyFivePercent() {
        assertThat(FirstWindowSize.first(new Rectangle2D(0, 0, 1920, 1040))).containsExactly(1632, 884);
    }

    @Test
    void aLaptopScreenGetsAtLeast1024By700() {
        // 1280×800 less the title bar: 85 % would be 1088×646, cut labels and a scrolling side column
        assertThat(FirstWindowSize.first(new Rectangle2D(0, 0, 1280, 760))).containsExactly(1088, 700);
    }

    @Test
    void aSmallScreenIsFilledAndNotExceeded() {
        assertThat(FirstWindowSize.first(new Rectangle2D(0, 0, 1024, 660))).containsExactly(1024, 660);
        assertThat(FirstWindowSize.restored(1920, 1200, new Rectangle2D(0, 0, 1280, 760))).containsExactly(1280, 760);
        assertThat(FirstWindowSize.restored(1000, 650, new Rectangle2D(0, 0, 1280, 760))).containsExactly(1000, 650);
    }
}
