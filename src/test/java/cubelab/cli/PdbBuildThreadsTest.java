package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pdb build --threads N} estimates the build for N threads: on one thread longer than on
 * every core (the default, and what the tables window uses). The estimate, not a timing: a slow
 * pace of pattern-database builds is kept in the folder, so the tiny tier's one reference second
 * is shown in minutes.
 */
class PdbBuildThreadsTest {

    private static final Pattern ESTIMATE = Pattern.compile("\\(about (\\d+) min here on (\\d+) threads?\\)");

    @TempDir
    Path tables;

    @Test
    void oneThreadIsPromisedALongerBuildThanEveryCore() throws Exception {
        int cores = Runtime.getRuntime().availableProcessors();
        assumeTrue(cores >= 2, "one core: every core is one thread");
        // 0.01 reference seconds of building a second here, five times (a sixth from a build does not
        // move the median): tiny's 1 s is 100 s on every core
        Files.writeString(tables.resolve("measured-rates.properties"),
                "build\\:pattern-database=0.01,0.01,0.01,0.01,0.01\n");
        CliRunner one = CliRunner.run("pdb", "build", "--tier", "tiny", "--threads", "1", "--tables", tables.toString());
        assertThat(one.exitCode()).as(one.err()).isZero();
        CliRunner every = CliRunner.run("pdb", "build", "--tier", "tiny", "--force", "--tables", tables.toString());
        assertThat(every.exitCode()).as(every.err()).isZero();
        Matcher onOne = ESTIMATE.matcher(one.err());
        Matcher onEvery = ESTIMATE.matcher(every.err());
        assertThat(onOne.find()).as(one.err()).isTrue();
        assertThat(onEvery.find()).as(every.err()).isTrue();
        assertThat(onOne.group(2)).isEqualTo("1");
        assertThat(onEvery.group(2)).isEqualTo(String.valueOf(cores));
        assertThat(onEvery.group(1)).as("100 s on every core").isEqualTo("2");
        assertThat(Integer.parseInt(onOne.group(1))).as("one thread").isGreaterThan(Integer.parseInt(onEvery.group(1)));
    }
}
