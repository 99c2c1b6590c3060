package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** The Scramble card's text box shows a scramble that wraps to three lines whole, at 1024×700. */
@ExtendWith(ApplicationExtension.class)
class ScrambleBoxTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws java.io.IOException {
        this.stage = stage;
        window = UiSupport.quietWindow(stage, preferencesFolder);
        window.cubeView().turnMillisProperty().set(1);
        stage.setWidth(1024);
        stage.setHeight(700);
    }

    @Test
    void aThreeLineScrambleIsNotClipped() {
        TextArea area = (TextArea) fx(() -> window.root().lookup("#scrambleText"));
        int lines = 0;
        for (int count = 20; count <= 80 && lines < 3; count += 2) {
            int moves = count;
            fxRun(() -> window.scrambles().randomMoves(moves));
            lines = fx(() -> {
                area.applyCss();
                area.layout();
                return lines(area);
            });
        }
        assertThat(lines).as("a scramble that wraps to three lines").isEqualTo(3);
        UiSupport.waitIdle(window);
        fxRun(() -> window.root().layout());
        double[] sizes = fx(() -> {
            ScrollPane scroll = (ScrollPane) area.lookup(".scroll-pane");
            return new double[] {scroll.getContent().getLayoutBounds().getHeight(), scroll.getViewportBounds().getHeight()};
        });
        assertThat(sizes[0]).as("the text's height fits the box's %s px", sizes[1]).isLessThanOrEqualTo(sizes[1] + 0.5);
    }

    /** The lines the wrapped text takes, from its height and one line's. */
    private static int lines(TextArea area) {
        Text text = (Text) area.lookupAll(".text").stream().filter(n -> n instanceof Text t
                && t.getText().equals(area.getText())).findFirst().orElseThrow();
        Text one = new Text("R");
        one.setFont(text.getFont());
        return (int) Math.round(text.getLayoutBounds().getHeight() / one.getLayoutBounds().getHeight());
    }
}
