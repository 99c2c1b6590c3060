package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.tables.BuildListener;
import cubelab.tables.Manifest;
import cubelab.tables.TableSpec;
import cubelab.tables.TableStore;
import cubelab.tables.PatternDatabaseSet;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A table build killed with {@code kill -9} (no shutdown hook, no finally) in the middle: the next
 * run must remove what it left, rebuild byte-identical tables and leave an intact manifest.
 */
class KilledBuildRecoveryTest {

    @TempDir
    Path killed;

    @TempDir
    Path reference;

    @Test
    void theRunAfterAKilledBuildRecoversByteIdenticalTablesAndAnIntactManifest() throws Exception {
        String java = ProcessHandle.current().info().command().orElse("java");
        Process child = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"), "cubelab.Launcher",
                "pdb", "build", "--tier", "tiny", "--tables", killed.toString(), "--threads", "1")
                .redirectErrorStream(true).start();
        // kill early in the first table's search, so that nearly the whole build is still ahead
        // of the child when the signal lands (a later point raced the build's end on a fast machine)
        try (BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(), StandardCharsets.UTF_8))) {
            String line;
            StringBuilder seen = new StringBuilder();
            while ((line = output.readLine()) != null && !line.startsWith("edges4-UR-UF-UL-UB: depth 3,")) {
                seen.append(line).append('\n'); // the lines before it
            }
            assertThat(line).as("the child's progress, after:\n" + seen).isNotNull();
            child.destroyForcibly();
        }
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(child.exitValue()).isNotZero();

        CliRunner next = CliRunner.run("pdb", "build", "--tier", "tiny", "--tables", killed.toString());
        assertThat(next.exitCode()).as(next.err()).isZero();
        assertThat(next.out()).contains("tier tiny ready");
        TableStore recovered = new TableStore(killed);
        new TableStore(reference).loadOrBuild(PatternDatabaseSet.TINY, 2, BuildListener.NONE, message -> { });

        assertThat(recovered.verify(PatternDatabaseSet.TINY)).isEmpty();
        for (TableSpec spec : PatternDatabaseSet.TINY.tables()) {
            assertThat(Files.readAllBytes(recovered.file(spec))).as(spec.name())
                    .isEqualTo(Files.readAllBytes(new TableStore(reference).file(spec)));
        }
        assertThat(Manifest.read(killed).entries()).isEqualTo(Manifest.read(reference).entries());
        assertThat(Manifest.read(killed).malformed()).isEmpty();
        try (Stream<Path> files = Files.list(killed)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }
    }
}
