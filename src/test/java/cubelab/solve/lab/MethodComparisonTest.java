package cubelab.solve.lab;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import cubelab.search.SearchResult;
import cubelab.solve.tier.HeuristicCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/** The lab's experiment and CSV without a toolkit, on the tiny tier. */
class MethodComparisonTest {

    @Test
    void everyMethodFindsTheSameOptimalLengthAndEverySolutionReplays() throws Exception {
        List<String> messages = new ArrayList<>();
        List<ComparisonRow> rows = MethodComparison.run("tiny", MethodComparison.Config.of(2, 5, 4), new HeuristicCatalog(null, 1), new Cancellation(),
                (text, fraction) -> messages.add(text));
        assertThat(rows).hasSize(2 * MethodComparison.METHODS.size());
        for (int cube = 1; cube <= 2; cube++) {
            int index = cube;
            List<ComparisonRow> mine = rows.stream().filter(r -> r.cube() == index).toList();
            assertThat(mine).extracting(ComparisonRow::method).containsExactlyElementsOf(MethodComparison.METHODS);
            assertThat(mine).extracting(ComparisonRow::length).containsOnly(mine.get(0).length());
            assertThat(mine.get(0).length()).isBetween(1, 5);
        }
        assertThat(rows).allSatisfy(row -> {
            assertThat(row.status()).isEqualTo("SOLVED");
            assertThat(row.replayOk()).isTrue();
            assertThat(row.flagged()).isFalse();
            assertThat(row.nodes()).isNotNegative();
            assertThat(row.seconds()).isNotNegative();
            assertThat(row.scramble()).isNotBlank();
        });
        assertThat(messages).last().isEqualTo("Done");
    }

    @Test
    void aReplayThatDoesNotSolveIsDetectedAndDisagreementFlagsTheCube() {
        CubieCube cube = CubieCube.SOLVED.apply(FaceTurn.of(0));
        Algorithm right = SearchResult.toAlgorithm(List.of(FaceTurn.of(0).inverse()));
        Algorithm wrong = SearchResult.toAlgorithm(List.of(FaceTurn.of(0)));
        assertThat(MethodComparison.replays(cube, right)).isTrue();
        assertThat(MethodComparison.replays(cube, wrong)).isFalse();
        List<ComparisonRow> rows = MethodComparison.flagDisagreement(List.of(
                new ComparisonRow(1, "U", "ida", "SOLVED", 1, 2, 0.1, -1, true, ""),
                new ComparisonRow(1, "U", "bidirectional-fifo", "SOLVED", 3, 2, 0.1, -1, true, "")));
        assertThat(rows).allMatch(ComparisonRow::flagged);
        assertThat(rows.get(0).flag()).contains("disagree");
    }

    @Test
    void aCancelledRunStops() {
        Cancellation token = new Cancellation();
        token.cancel();
        Assertions.assertThatThrownBy(() -> MethodComparison.run("tiny", MethodComparison.Config.of(1, 5, 3), new HeuristicCatalog(null, 1), token,
                (text, fraction) -> { })).isInstanceOf(CancellationException.class);
    }

    @Test
    void csvHasAHeaderAndOneLinePerRowThatReadsBackFieldForField() throws Exception {
        List<ComparisonRow> rows = List.of(
                new ComparisonRow(1, "R U", "ida", "SOLVED", 2, 17, 0.0125, 3, true, ""),
                new ComparisonRow(1, "R U", "perimeter", "TIMED_OUT", -1, 5, 1.5, 7, false,
                        "not solved (TIMED_OUT), \"twice\""));
        String csv = MethodComparison.toCsv(rows);
        assertThat(csv).startsWith("cube,scramble,method,status,length,nodes,seconds,root_h,replay_ok,flag\n")
                .contains("\n1,R U,ida,SOLVED,2,17,0.013,3,true,\n").endsWith("\n");
        try (CSVParser parser = CSVParser.parse(csv, CSVFormat.RFC4180.builder().setHeader().get())) {
            List<CSVRecord> records = parser.getRecords();
            assertThat(parser.getHeaderNames()).isEqualTo(ComparisonRow.CSV_HEADER);
            assertThat(records).hasSize(2);
            for (int i = 0; i < rows.size(); i++) {
                assertThat(records.get(i).toList()).isEqualTo(rows.get(i).csvFields());
            }
            assertThat(records.get(1).get("flag")).isEqualTo("not solved (TIMED_OUT), \"twice\"");
            assertThat(records.get(1).get("seconds")).isEqualTo("1.500");
        }
    }

    @Test
    void meansPerMethodFollowTheMethodOrder() {
        var means = MethodComparison.meanByMethod(List.of(
                new ComparisonRow(1, "R", "perimeter", "SOLVED", 1, 10, 0, -1, true, ""),
                new ComparisonRow(1, "R", "ida", "SOLVED", 1, 100, 0, -1, true, ""),
                new ComparisonRow(2, "U", "ida", "SOLVED", 1, 300, 0, -1, true, "")), ComparisonRow::nodes);
        assertThat(means).containsExactly(Assertions.entry("ida", 200.0), Assertions.entry("perimeter", 10.0));
    }
}
