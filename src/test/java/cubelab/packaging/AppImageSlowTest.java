package cubelab.packaging;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Builds the app-image with jpackage/package.sh, starts it under Xvfb, waits for its window to
 * draw and takes a screenshot: the packaged app really starts and draws, without JavaFX's warning
 * about classes on the class path. Slow: a few minutes.
 */
@Tag("slow")
class AppImageSlowTest {

    private static final Path SCREENSHOT = Path.of("target", "jpackage", "app-image.png");
    private static final Path LOG = Path.of("target", "jpackage", "app-image.log");

    @Test
    void packagedAppStartsToAWindowAndDraws() throws Exception {
        assumeTrue(onPath("xvfb-run") && onPath("jpackage") && onPath("import") && onPath("identify")
                && onPath("xwininfo"), "needs xvfb-run, jpackage, ImageMagick's import and identify, and xwininfo");
        run(600, "bash", "jpackage/package.sh", "app-image");
        Path launcher = Path.of("target", "jpackage", "CubeLab", "bin", "CubeLab");
        assertThat(launcher).isExecutable();
        Files.deleteIfExists(SCREENSHOT);
        String script = "\"" + launcher.toAbsolutePath() + "\" 2> \"" + LOG.toAbsolutePath() + "\" & app=$!; "
                + Screenshots.waitForDrawnWindow(SCREENSHOT) + "kill $app";
        run(420, "xvfb-run", "-a", "-s", "-screen 0 1280x800x24", "bash", "-c", script);
        assertThat(Screenshots.distinctColours(SCREENSHOT)).as("distinct colours in the screenshot")
                .isGreaterThan(Screenshots.DRAWN_WINDOW_COLOURS);
        // JavaFX is a module of the bundled runtime: a clean start
        assertThat(Files.readString(LOG)).doesNotContain("Unsupported JavaFX configuration");
    }

    private static boolean onPath(String command) {
        for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, command))) {
                return true;
            }
        }
        return false;
    }

    private static void run(long seconds, String... command) throws Exception {
        Process process = new ProcessBuilder(command).inheritIO().start();
        assertThat(process.waitFor(seconds, TimeUnit.SECONDS)).as(String.join(" ", command) + " finished").isTrue();
        assertThat(process.exitValue()).as(String.join(" ", command)).isZero();
    }
}
