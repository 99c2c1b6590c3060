package cubelab.ui;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import cubelab.ui.lab.LabKind;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.TabPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * At 1024×700, 1280×800 and 1920×1080 no button or label of the Cube and Algorithm Lab tabs is
 * cut short: the text each control draws is its whole text, not one that ends in "…".
 */
@ExtendWith(ApplicationExtension.class)
@Tag("heavy")
class WindowSizesTest {

    /** The window's preferences, in a folder JUnit deletes after each test. */
    @TempDir
    Path preferencesFolder;

    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws java.io.IOException {
        this.stage = stage;
        window = UiSupport.quietWindow(stage, preferencesFolder);
    }

    @ParameterizedTest
    @CsvSource({"1024, 700", "1280, 800", "1920, 1080"})
    void nothingIsTruncated(int width, int height) {
        // the headless screen is 1920×1200 (pom.xml); a smaller real display skips the sizes it cannot show
        Assumptions.assumeTrue(fx(() -> javafx.stage.Screen.getPrimary().getBounds().getWidth() >= width
                && javafx.stage.Screen.getPrimary().getBounds().getHeight() >= height), "the screen is too small");
        fxRun(() -> {
            stage.setWidth(width);
            stage.setHeight(height);
        });
        fxRun(() -> ((TabPane) window.root().lookup("#tabs")).getSelectionModel().select(0));
        assertNothingTruncated(width + "x" + height + " on the Cube tab");
        fxRun(() -> ((TabPane) window.root().lookup("#tabs")).getSelectionModel().select(2));
        for (LabKind kind : LabKind.values()) {
            fxRun(() -> window.labView().model().kindProperty().set(kind));
            assertNothingTruncated(width + "x" + height + " on the Lab tab, " + kind);
        }
    }

    private void assertNothingTruncated(String where) {
        UiSupport.waitIdle(window);
        List<String> truncated = fx(() -> {
            window.root().applyCss();
            window.root().layout();
            List<String> found = new ArrayList<>();
            collectTruncated(window.root(), found);
            return found;
        });
        assertThat(truncated).as("cut short at " + where).isEmpty();
    }

    /** Visible labeled controls whose drawn text is not their whole text. */
    private static void collectTruncated(Node node, List<String> found) {
        if (!node.isVisible() || node.getScene() == null) {
            return;
        }
        if (node instanceof Labeled labeled && !labeled.isWrapText() && labeled.getText() != null
                && !labeled.getText().isEmpty()) {
            // the skin's LabeledText draws the text, the graphic (an icon font glyph) is another Text
            String drawn = labeled.getChildrenUnmodifiable().stream()
                    .filter(t -> t instanceof Text && t.getClass().getSimpleName().equals("LabeledText"))
                    .map(t -> ((Text) t).getText()).findFirst().orElse(labeled.getText());
            if (!drawn.equals(labeled.getText()) && drawn.endsWith(labeled.getEllipsisString())) {
                found.add((labeled.getId() == null ? labeled.getClass().getSimpleName() : "#" + labeled.getId())
                        + " shows \"" + drawn + "\" of \"" + labeled.getText() + "\"");
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                collectTruncated(child, found);
            }
        }
    }
}
