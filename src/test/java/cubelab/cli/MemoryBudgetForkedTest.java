package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
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

    private static ChildJvm runIn256m(String... args) throws IOException, InterruptedException {
        return ChildJvm.run(List.of("-Xmx256m"), Map.of(), args);
    }

    @Test
    void bidirectionalSearchGivesUpWhenItsBudgetIsSpent() throws Exception {
        ChildJvm run = runIn256m("solve", "--method", "bidirectional", "--tier", "manhattan", "--store-depth", "5",
                "--scramble", DEEP);
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCodes.TIMEOUT);
        assertThat(run.err()).containsPattern("gave up after [0-9,]+ states: the memory budget of [0-9,]+ MB is spent; "
                + "IDA\\* \\(--method ida\\) needs no memory");
        assertThat(run.err()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void aBackwardStoreTooBigForTheHeapIsRefusedBeforeItIsBuilt() throws Exception {
        ChildJvm run = runIn256m("solve", "--method", "perimeter", "--tier", "manhattan", "--store-depth", "7",
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
