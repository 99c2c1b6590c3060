package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Searches that keep states, run in a JVM of 256 MB: they end with exit 4 and a sentence when
 * their memory budget is spent, never with an OutOfMemoryError.
 */
@Tag("heavy")
class MemoryBudgetForkedTest {

    /** A 14-move scramble: far beyond what bidirectional A* with Manhattan distance reaches in 256 MB. */
    private static final String DEEP = "R U F' L2 D B R2 U' F2 L D' B2 U R'";

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

    @Test
    void bidirectionalSearchGivesUpWhenItsBudgetIsSpent() throws Exception {
        Child run = runIn256m("solve", "--method", "bidirectional", "--tier", "manhattan", "--store-depth", "5",
                "--scramble", DEEP);
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.err()).containsPattern("gave up after [0-9,]+ states: the memory budget of [0-9,]+ MB is spent; "
                + "IDA\\* \\(--method ida\\) needs no memory");
        assertThat(run.err()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aBackwardStoreTooBigForTheHeapIsRefusedBeforeItIsBuilt() throws Exception {
        Child run = runIn256m("solve", "--method", "perimeter", "--tier", "manhattan", "--store-depth", "7",
                "--scramble", "R U");
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.err()).contains("gave up before starting: the backward store of depth 7 needs about")
                .contains("memory budget").doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        assertThat(run.err()).doesNotContain("depth 1:");
    }

    @Test
    void theNodeCapEndsBidirectionalSearchWithExitFour() throws Exception {
        CliRunner run = CliRunner.run("solve", "--method", "bidirectional", "--tier", "manhattan", "--store-depth", "3",
                "--max-nodes", "1000", "--scramble", DEEP);
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.err()).contains("gave up after 1,000 expanded nodes: the node cap of 1,000 (--max-nodes) is reached");
    }
}
