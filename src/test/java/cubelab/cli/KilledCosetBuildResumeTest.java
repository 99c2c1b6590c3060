package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real coset table build ({@code coset-eo4}: the builder, passes, journal and native loop of
 * {@code small} and the larger tiers, on a 21 MB table) run as its own process and killed with
 * SIGKILL in the middle of a pass: the folder says "paused", the next {@code pdb build} resumes
 * from the last finished pass (never from pass 1), and the table is byte for byte the one an
 * uninterrupted build writes, with nothing of the build left beside it.
 */
@Tag("slow")
class KilledCosetBuildResumeTest {

    static final String TIER = "coset-eo4";
    static final String FILE = "coset-eo4.v1.pdb";

    @TempDir
    Path killed;

    @TempDir
    Path reference;

    @Test
    void aBuildKilledInAPassResumesFromTheLastFinishedPassToTheSameBytes() throws Exception {
        Process child = start("pdb", "build", "--tier", TIER, "--tables", killed.toString(), "--threads", "2");
        String seen = killAtPass(child, 5);
        assertThat(Files.exists(killed.resolve(FILE))).as("nothing in place yet:\n" + seen).isFalse();

        CliRunner list = CliRunner.run("pdb", "list", "--tier", TIER, "--tables", killed.toString());
        assertThat(list.out()).as(list.err()).containsPattern(TIER + "\tpaused, [0-9]+ %");

        Process resumed = start("pdb", "build", "--tier", TIER, "--tables", killed.toString(), "--threads", "2");
        String output = new String(resumed.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(resumed.waitFor(10, TimeUnit.MINUTES)).isTrue();
        assertThat(resumed.exitValue()).as(output).isZero();
        assertThat(output).contains("resuming the stopped build").doesNotContain("pass 1/").doesNotContain("pass 4/")
                .containsPattern("building tier " + TIER + " into .* left here on 2 threads\\)");

        CliRunner whole = CliRunner.run("pdb", "build", "--tier", TIER, "--tables", reference.toString());
        assertThat(whole.exitCode()).as(whole.err()).isZero();
        assertThat(Files.readAllBytes(killed.resolve(FILE))).isEqualTo(Files.readAllBytes(reference.resolve(FILE)));
        assertThat(names(killed)).as("nothing of the build left").containsExactlyInAnyOrderElementsOf(names(reference));
        assertThat(CliRunner.run("pdb", "verify", "--tier", TIER, "--tables", killed.toString()).exitCode()).isZero();
    }

    /** The program run as {@code java -jar cubelab.jar} would run it, output and errors together. */
    static Process start(String... arguments) throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        List<String> command = new java.util.ArrayList<>(List.of(java, "-cp", System.getProperty("java.class.path"),
                "cubelab.Launcher"));
        command.addAll(List.of(arguments));
        return new ProcessBuilder(command).redirectErrorStream(true).start();
    }

    /** Reads the child's progress until pass {@code pass} has started, then kills it with SIGKILL; returns what it said. */
    static String killAtPass(Process child, int pass) throws Exception {
        StringBuilder seen = new StringBuilder();
        try (BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(),
                StandardCharsets.UTF_8))) {
            String line;
            while ((line = output.readLine()) != null && !line.startsWith("pass " + pass + "/")) {
                seen.append(line).append('\n');
            }
            assertThat(line).as("the child's progress, after:\n" + seen).isNotNull();
            child.destroyForcibly();
        }
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).isNotZero();
        return seen.toString();
    }

    static List<String> names(Path directory) throws Exception {
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(file -> file.getFileName().toString()).filter(name -> !name.equals("manifest.lock"))
                    .sorted().toList();
        }
    }
}
