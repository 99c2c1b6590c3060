package cubelab.ui.dialog;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.geometry.Rectangle2D;
import org.junit.jupiter.api.Test;

/** Where a dialog goes: centred on the main window, and never off the screen's free area. */
class DialogWindowsTest {

    private static final Rectangle2D SMALL_SCREEN = new Rectangle2D(0, 0, 1024, 700);

    @Test
    void aDialogIsCentredOnItsOwner() {
        Rectangle2D at = DialogWindows.placement(new Rectangle2D(100, 50, 800, 600), 400, 300, SMALL_SCREEN);
        assertThat(at).isEqualTo(new Rectangle2D(300, 200, 400, 300));
    }

    @Test
    void aDialogBesideAnOwnerAtTheScreenCornerStaysOnTheScreen() {
        // the main window pushed up and left, half off the screen: the dialog keeps its title bar on it
        Rectangle2D at = DialogWindows.placement(new Rectangle2D(-600, -400, 900, 600), 980, 520, SMALL_SCREEN);
        assertThat(at.getMinX()).isEqualTo(0);
        assertThat(at.getMinY()).isEqualTo(0);
        assertThat(at.getMaxX()).isLessThanOrEqualTo(1024);
        assertThat(at.getMaxY()).isLessThanOrEqualTo(700);
    }

    @Test
    void aDialogLargerThanTheScreenIsShrunkToIt() {
        Rectangle2D at = DialogWindows.placement(new Rectangle2D(0, 0, 1024, 700), 1200, 900,
                new Rectangle2D(0, 30, 1024, 670));
        assertThat(at).isEqualTo(new Rectangle2D(0, 30, 1024, 670));
    }
}
