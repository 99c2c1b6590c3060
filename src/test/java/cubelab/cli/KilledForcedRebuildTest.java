package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code pdb build --force} killed with SIGKILL at several moments, from its start to its last
 * moments (the verification, the move, the manifest): each time the
 * folder's tables still verify, the old ones or the new, and a forced rebuild run to its end
 * writes the same bytes again.
 */
@Tag("slow")
class KilledForcedRebuildTest {

    @TempDir
    Path tables;

    @ParameterizedTest
    @ValueSource(strings = {"tiny", KilledCosetBuildResumeTest.TIER})
    void aForcedRebuildKilledAtAnyMomentLeavesTablesThatVerify(String tier) throws Exception {
        CliRunner first = CliRunner.run("pdb", "build", "--tier", tier, "--tables", tables.toString());
        assertThat(first.exitCode()).as(first.err()).isZero();
        byte[] manifestBefore = Files.readAllBytes(tables.resolve("manifest"));

        // as long as a whole forced rebuild takes here, then kills at shares of that, up to its last moments
        long start = System.nanoTime();
        Process whole = KilledCosetBuildResumeTest.start("pdb", "build", "--force", "--tier", tier, "--tables",
                tables.toString(), "--threads", "2");
        whole.getInputStream().readAllBytes();
        assertThat(whole.waitFor(10, TimeUnit.MINUTES)).isTrue();
        long millis = (System.nanoTime() - start) / 1_000_000;
        for (double share : new double[] {0.05, 0.2, 0.4, 0.6, 0.75, 0.85, 0.9, 0.95, 0.98}) {
            Process child = KilledCosetBuildResumeTest.start("pdb", "build", "--force", "--tier", tier, "--tables",
                    tables.toString(), "--threads", "2");
            String seen = killAfter(child, (long) (share * millis));
            CliRunner verify = CliRunner.run("pdb", "verify", "--tier", tier, "--tables", tables.toString());
            assertThat(verify.exitCode()).as("killed at %.0f %% of %d ms:\n%s\n%s", share * 100, millis, seen,
                    verify.err()).isZero();
        }

        CliRunner forced = CliRunner.run("pdb", "build", "--force", "--tier", tier, "--tables", tables.toString());
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(CliRunner.run("pdb", "verify", "--tier", tier, "--tables", tables.toString()).exitCode()).isZero();
        assertThat(Files.readAllBytes(tables.resolve("manifest"))).as("the same tables, listed as before")
                .isEqualTo(manifestBefore);
    }

    /** Kills the child with SIGKILL {@code millis} after it started; returns what it said. */
    private static String killAfter(Process child, long millis) throws Exception {
        StringBuilder seen = new StringBuilder();
        Thread reader = new Thread(() -> {
            try (BufferedReader output = new BufferedReader(new InputStreamReader(child.getInputStream(),
                    StandardCharsets.UTF_8))) {
                for (String line = output.readLine(); line != null; line = output.readLine()) {
                    synchronized (seen) {
                        seen.append(line).append('\n');
                    }
                }
            } catch (java.io.IOException closed) {
                // the child was killed
            }
        });
        reader.start();
        child.waitFor(millis, TimeUnit.MILLISECONDS);
        child.destroyForcibly();
        assertThat(child.waitFor(60, TimeUnit.SECONDS)).isTrue();
        reader.join(10_000);
        synchronized (seen) {
            return seen.toString();
        }
    }
}
