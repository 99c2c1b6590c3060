package cubelab.ui.lab;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import cubelab.search.Cancellation;
import cubelab.search.SearchResult;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.Test;

/** The lab's experiment and CSV without a toolkit, on the tiny tier. */
class LabExperimentTest {

    @Test
    void everyMethodFindsTheSameOptimalLengthAndEverySolutionReplays() throws Exception {
        List<String> messages = new ArrayList<>();
        List<LabRow> rows = LabExperiment.run(LabExperiment.Config.of("tiny", 2, 5, 4), new Cancellation(),
                (text, fraction) -> messages.add(text));
        assertThat(rows).hasSize(2 * LabExperiment.METHODS.size());
        for (int cube = 1; cube <= 2; cube++) {
            int index = cube;
            List<LabRow> mine = rows.stream().filter(r -> r.cube() == index).toList();
            assertThat(mine).extracting(LabRow::method).containsExactlyElementsOf(LabExperiment.METHODS);
            assertThat(mine).extracting(LabRow::length).containsOnly(mine.get(0).length());
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
        assertThat(LabExperiment.replays(cube, right)).isTrue();
        assertThat(LabExperiment.replays(cube, wrong)).isFalse();
        List<LabRow> rows = LabExperiment.flagDisagreement(List.of(
                new LabRow(1, "U", "ida", "SOLVED", 1, 2, 0.1, true, ""),
                new LabRow(1, "U", "bidirectional-fifo", "SOLVED", 3, 2, 0.1, true, "")));
        assertThat(rows).allMatch(LabRow::flagged);
        assertThat(rows.get(0).flag()).contains("disagree");
    }

    @Test
    void aCancelledRunStops() {
        Cancellation token = new Cancellation();
        token.cancel();
        Assertions.assertThatThrownBy(() -> LabExperiment.run(LabExperiment.Config.of("tiny", 1, 5, 3), token,
                (text, fraction) -> { })).isInstanceOf(CancellationException.class);
    }

    @Test
    void csvHasAHeaderAndOneQuotedLinePerRow() {
        String csv = LabExperiment.toCsv(List.of(
                new LabRow(1, "R U", "ida", "SOLVED", 2, 17, 0.0125, true, ""),
                new LabRow(1, "R U", "perimeter", "TIMED_OUT", -1, 5, 1.5, false, "not solved (TIMED_OUT)")));
        assertThat(csv).isEqualTo(LabRow.CSV_HEADER + "\n"
                + "1,\"R U\",ida,SOLVED,2,17,0.013,true,\"\"\n"
                + "1,\"R U\",perimeter,TIMED_OUT,-1,5,1.500,false,\"not solved (TIMED_OUT)\"\n");
    }

    @Test
    void meansPerMethodFollowTheMethodOrder() {
        var means = LabExperiment.meanByMethod(List.of(
                new LabRow(1, "R", "perimeter", "SOLVED", 1, 10, 0, true, ""),
                new LabRow(1, "R", "ida", "SOLVED", 1, 100, 0, true, ""),
                new LabRow(2, "U", "ida", "SOLVED", 1, 300, 0, true, "")), LabRow::nodes);
        assertThat(means).containsExactly(Assertions.entry("ida", 200.0), Assertions.entry("perimeter", 10.0));
    }
}
