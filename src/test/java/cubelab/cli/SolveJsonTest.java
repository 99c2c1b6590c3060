package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.jr.ob.JSON;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code solve --json}: standard output parses as JSON whatever happens, errors and timeouts
 * included, and an error's object carries the exit code the process returns.
 */
@Tag("heavy")
class SolveJsonTest {

    private static final String SOLVED = "UUUUUUUUURRRRRRRRRFFFFFFFFFDDDDDDDDDLLLLLLLLLBBBBBBBBB";

    /** Tables go here, not into the checkout's pdb/. */
    @TempDir
    static Path tables;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "bad move letter      | --scramble=R U X                                          | 2 | index",
        "too few facelets     | UUU                                                       | 3 | input",
        "unknown option       | --bogus                                                   | 2 | error",
        "unknown tier         | --tier=nonsense " + SOLVED + "                            | 2 | error",
        "time limit           | --scramble=R U F L D B R2 U2 F2 L2 D B --tier=manhattan --timeout=0.05 | 4 | input",
        "node cap             | --scramble=R U F L D B R2 U2 F2 L2 D B --tier=manhattan --method=bidirectional --store-depth=3 --max-nodes=1000 | 4 | error"
    })
    void everyFailureIsOneJsonObjectWithItsExitCode(String name, String arguments, int exitCode, String field)
            throws Exception {
        CliRunner run = CliRunner.run(arguments(arguments));
        assertThat(run.exitCode()).as(run.err()).isEqualTo(exitCode);
        List<String> lines = run.out().lines().toList();
        assertThat(lines).as(run.out()).hasSize(1);
        Map<String, Object> object = JSON.std.mapFrom(lines.get(0));
        assertThat(object).containsEntry("exit", exitCode).containsKey(field);
        assertThat((String) object.get("error")).isNotBlank().doesNotStartWith("error:");
        assertThat(run.all()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {"solved cube | " + SOLVED + " --tier=tiny", "two turns | --scramble=R U --tier=tiny"})
    void aSolutionIsOneJsonObjectThatReplays(String name, String arguments) throws Exception {
        CliRunner run = CliRunner.run(arguments(arguments));
        assertThat(run.exitCode()).as(run.err()).isZero();
        Map<String, Object> object = JSON.std.mapFrom(run.out().strip());
        String input = (String) object.get("input");
        String facelets = input.length() == 54 ? input
                : cubelab.model.FaceletCube.SOLVED.apply(cubelab.notation.Algorithm.parse(input)).toString();
        assertThat(CliRunner.solves(facelets, (String) object.get("solution"))).isTrue();
        assertThat(object).containsKeys("length", "nodes", "seconds");
    }

    /** "solve --json" and the case's arguments, split at spaces except inside an option's value. */
    private static String[] arguments(String text) {
        List<String> words = new java.util.ArrayList<>(List.of("solve", "--json", "--tables=" + tables));
        String current = null;
        for (String word : text.strip().split("\\s+")) {
            if (word.startsWith("--") || word.length() == 54) {
                if (current != null) {
                    words.add(current);
                }
                current = word;
            } else if (current != null && current.contains("=")) {
                current += " " + word;
            } else {
                words.add(word);
            }
        }
        if (current != null) {
            words.add(current);
        }
        return words.toArray(String[]::new);
    }
}
