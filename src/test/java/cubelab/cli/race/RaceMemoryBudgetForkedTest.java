package cubelab.cli.race;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Rubik's Race searches that keep positions (breadth-first, A*, A* on the tree), run in a JVM
 * of 256 MB on a board they cannot finish there: they end with exit 4 and one sentence when their
 * memory budget is spent, never with an OutOfMemoryError or a trace.
 */
@Tag("heavy")
class RaceMemoryBudgetForkedTest {

    private static final String BOARD = "OGGRBRRBGBWOWBYR.OYYOGYWW";
    private static final String TARGET = "BRWOORWBW";

    private record Child(int exit, String out, String err) {
    }

    private static Child runIn256m(String... args) throws IOException, InterruptedException {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new ArrayList<>(List.of(java, "-Xmx256m", "-cp", System.getProperty("java.class.path"),
                "cubelab.Launcher"));
        command.addAll(List.of(args));
        Process child = new ProcessBuilder(command).start();
        child.getOutputStream().close();
        byte[] err = child.getErrorStream().readAllBytes();
        byte[] out = child.getInputStream().readAllBytes();
        assertThat(child.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return new Child(child.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
    }

    @ParameterizedTest
    @ValueSource(strings = {"bfs", "astar", "astar-tree"})
    void aSearchThatKeepsPositionsGivesUpWhenItsBudgetIsSpent(String algorithm) throws Exception {
        Child run = runIn256m("race", "solve", "--board", BOARD, "--target", TARGET, "--metric", "push",
                "--algorithm", algorithm, "--heuristic", "misplaced", "--timeout", "600");
        assertThat(run.exit()).as(run.err()).isEqualTo(4);
        assertThat(run.err()).containsPattern("gave up after [0-9,]+ states: the memory budget of [0-9,]+ MB is spent; "
                + "IDA\\* \\(--algorithm ida\\) needs no memory");
        assertThat(run.err()).doesNotContain("OutOfMemoryError").doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(run.out()).isEmpty();
    }
}
