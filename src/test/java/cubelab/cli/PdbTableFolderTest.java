package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.tables.TableFile;
import cubelab.tables.TableSpec;
import cubelab.tables.PatternDatabaseSet;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The pdb commands in a table folder: a stopped build listed as paused and discarded, stale files named, no empty folder name. */
class PdbTableFolderTest {

    @TempDir
    Path tables;

    /** What a coset-eo0 build stopped after its fourth pass leaves: the whole temporary table and its journal. */
    private void stoppedBuild() throws Exception {
        Path partial = tables.resolve("coset-eo0.v1.pdb.tmp");
        try (RandomAccessFile file = new RandomAccessFile(partial.toFile(), "rw")) {
            file.setLength(CosetTableFile.fileSize(CosetTableSpec.TINY));
        }
        Files.writeString(tables.resolve("coset-eo0.v1.pdb.journal"), "coset-eo0 base 7\n4\n1 2 3 4 5\n");
        Files.writeString(tables.resolve("coset-eo0.v1.pdb.lock"), "");
    }

    @Test
    void aStoppedBuildIsListedAsPausedWithItsShareAndDiscardLeavesNothing() throws Exception {
        stoppedBuild();
        CliRunner list = CliRunner.run("pdb", "list", "--tier", "coset-eo0", "--tables", tables.toString());
        assertThat(list.out()).containsPattern("coset-eo0\tpaused, [0-9]+ %");
        CliRunner json = CliRunner.run("pdb", "list", "--tier", "coset-eo0", "--json", "--tables", tables.toString());
        assertThat(json.out()).contains("\"status\":\"paused\"").containsPattern("\"pausedFraction\":0\\.[0-9]+");

        CliRunner discard = CliRunner.run("pdb", "discard", "--tier", "coset-eo0", "--tables", tables.toString());
        assertThat(discard.exitCode()).as(discard.err()).isZero();
        assertThat(discard.out()).startsWith("discarded\tcoset-eo0");
        try (Stream<Path> left = Files.list(tables)) {
            assertThat(left.map(file -> file.getFileName().toString())).as("no .tmp, .lock or journal")
                    .noneMatch(name -> name.startsWith("coset-eo0"));
        }
        assertThat(CliRunner.run("pdb", "list", "--tier", "coset-eo0", "--tables", tables.toString()).out())
                .contains("coset-eo0\tmissing");
        assertThat(CliRunner.run("pdb", "discard", "--tier", "coset-eo0", "--tables", tables.toString()).out())
                .startsWith("nothing to discard");
    }

    @Test
    void verifyNamesTemporariesOfStoppedProcessesAndBuildRemovesOnlyThose() throws Exception {
        assertThat(CliRunner.run("pdb", "build", "--tier", "tiny", "--tables", tables.toString()).exitCode()).isZero();
        TableSpec spec = PatternDatabaseSet.TINY.tables().get(0);
        Path stale = tables.resolve(TableFile.fileName(spec) + ".99999999999999999999999-1.tmp");
        Path users = tables.resolve("thesis.2023-1.tmp");
        Files.writeString(stale, "partial");
        Files.writeString(users, "my thesis");
        Files.delete(tables.resolve(TableFile.fileName(spec))); // a damaged folder, rebuilt below

        CliRunner verify = CliRunner.run("pdb", "verify", "--tier", "tiny", "--tables", tables.toString());
        assertThat(verify.err()).contains(stale + ": a temporary file left by a process that stopped")
                .doesNotContain("thesis");
        CliRunner build = CliRunner.run("pdb", "build", "--tier", "tiny", "--tables", tables.toString());
        assertThat(build.exitCode()).as(build.err()).isZero();
        assertThat(build.err()).contains("removed " + stale);
        assertThat(stale).doesNotExist();
        assertThat(users).hasContent("my thesis");
        assertThat(CliRunner.run("pdb", "verify", "--tier", "tiny", "--tables", tables.toString()).exitCode()).isZero();
    }

    @Test
    void anEmptyTableFolderNameIsAUsageError() {
        for (String command : new String[] {"build", "verify", "list", "discard"}) {
            CliRunner run = command.equals("discard") ? CliRunner.run("pdb", command, "--tier", "tiny", "--tables", "")
                    : CliRunner.run("pdb", command, "--tables", "");
            assertThat(run.exitCode()).as(command).isEqualTo(ExitCodes.USAGE);
            assertThat(run.err()).as(command).contains("an empty name is no table directory");
        }
    }
}
