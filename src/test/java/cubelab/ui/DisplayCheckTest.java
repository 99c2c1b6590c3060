package cubelab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** Starting the window without a display is one sentence naming the command line. */
class DisplayCheckTest {

    @Test
    void linuxWithoutDisplayIsRefusedInOneSentence() {
        assertThat(DisplayCheck.problem(Map.of(), "Linux", null)).hasValueSatisfying(sentence -> assertThat(sentence)
                .contains("no display").contains("java -jar cubelab.jar solve").doesNotContain("Exception")
                .doesNotContain("\n"));
    }

    @Test
    void anX11OrWaylandDisplayOrAnotherSystemOpensTheWindow() {
        assertThat(DisplayCheck.problem(Map.of("DISPLAY", ":0"), "Linux", null)).isEmpty();
        assertThat(DisplayCheck.problem(Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux", null)).isEmpty();
        assertThat(DisplayCheck.problem(Map.of(), "Windows 11", null)).isEmpty();
        assertThat(DisplayCheck.problem(Map.of(), "Linux", "Monocle")).isEmpty();
    }
}
