package cubelab.cli.race;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.cli.ChildJvm;
import java.io.IOException;
import java.util.List;
import java.util.Map;
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

    private static ChildJvm runIn256m(String... args) throws IOException, InterruptedException {
        return ChildJvm.run(List.of("-Xmx256m"), Map.of(), args);
    }

    @ParameterizedTest
    @ValueSource(strings = {"bfs", "astar", "astar-tree"})
    void aSearchThatKeepsPositionsGivesUpWhenItsBudgetIsSpent(String algorithm) throws Exception {
        ChildJvm run = runIn256m("race", "solve", "--board", BOARD, "--target", TARGET, "--metric", "push",
                "--algorithm", algorithm, "--heuristic", "misplaced", "--timeout", "600");
        assertThat(run.exit()).as(run.err()).isEqualTo(4);
        assertThat(run.err()).containsPattern("gave up after [0-9,]+ states: the memory budget of [0-9,]+ MB is spent; "
                + "IDA\\* \\(--algorithm ida\\) needs no memory");
        assertThat(run.err()).doesNotContain("OutOfMemoryError").doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(run.out()).isEmpty();
    }
}
