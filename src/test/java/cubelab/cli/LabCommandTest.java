package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class LabCommandTest {

    @Test
    void storeExperimentPrintsOneRowPerLayoutAndBucketCount() {
        CliRunner result = CliRunner.run("lab", "store", "--depth", "3", "--samples", "2000", "--buckets", "0.5,2");
        assertThat(result.exitCode()).isZero();
        List<String> lines = result.out().strip().lines().toList();
        assertThat(lines.get(0)).startsWith("layout,buckets_per_state,states,bytes");
        assertThat(lines).hasSize(1 + 5 * 2);
        for (String line : lines.subList(1, lines.size())) {
            String[] fields = line.split(",");
            assertThat(fields[2]).isEqualTo("3502");
            assertThat(Double.parseDouble(fields[5])).isBetween(1.0, 4.0);
        }
    }

    @Test
    void compareRunsEveryMethodToTheSameOptimalLength() {
        CliRunner result = CliRunner.run("lab", "compare", "--tier", "manhattan", "--depth", "3", "--moves", "6",
                "--count", "2", "--threads", "1");
        assertThat(result.exitCode()).as(result.err()).isZero();
        List<String> rows = result.out().strip().lines().skip(1).toList();
        assertThat(rows).hasSize(2 * 5);
        for (int cube = 1; cube <= 2; cube++) {
            String prefix = cube + ",";
            List<String> lengths = rows.stream().filter(r -> r.startsWith(prefix))
                    .map(r -> r.split(",")[4]).distinct().toList();
            assertThat(lengths).hasSize(1);
            assertThat(Integer.parseInt(lengths.get(0))).isBetween(1, 6);
        }
        assertThat(rows).allSatisfy(r -> assertThat(Arrays.asList(r.split(","))).contains("SOLVED"));
    }

    @Test
    void badDepthExitsTwo() {
        assertThat(CliRunner.run("lab", "store", "--depth", "9").exitCode()).isEqualTo(ExitCodes.USAGE);
    }
}
