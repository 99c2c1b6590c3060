package cubelab.ui.race;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.cli.race.RaceBenchCommand;
import cubelab.common.Cancellation;
import cubelab.race.bench.BenchData;
import cubelab.race.bench.BenchExperiment;
import cubelab.race.heuristic.RaceHeuristicKind;
import cubelab.race.search.SearchMethod;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/** The chart's data: the CLI's CSV, parsed and averaged; the in-app experiment writes the same rows. */
class BenchDataTest {

    @Test
    void readsWhatRaceBenchPrints() {
        StringWriter out = new StringWriter();
        CommandLine line = new CommandLine(new RaceBenchCommand());
        line.setOut(new PrintWriter(out, true));
        line.setErr(new PrintWriter(new StringWriter(), true));
        int code = line.execute("--sizes", "5", "--walks", "4,8", "--samples", "2", "--large-size", "0",
                "--algorithms", "bfs,ida", "--heuristics", "manhattan,eviction", "--timeout", "2");
        assertThat(code).isZero();
        BenchData data = BenchData.parse(out.toString().lines().toList());
        // bfs once (no heuristic), ida with two heuristics: 3 runs per board, 2 walks × 2 boards
        assertThat(data.rows()).hasSize(12);
        assertThat(data.sizes()).containsExactly(5);
        Map<String, List<BenchData.Point>> series = data.series(5);
        assertThat(series).containsOnlyKeys("bfs", "ida/eviction", "ida/manhattan");
        assertThat(series.get("bfs")).extracting(BenchData.Point::walk).containsExactly(4, 8);
        assertThat(series.get("ida/eviction").get(0).runs()).isEqualTo(2);
    }

    @Test
    void averagesPerSeriesAndWalk() {
        BenchData data = BenchData.parse(List.of(BenchData.HEADER,
                "walk,5,10,0,astar,assignment,tile,solved,6,true,100,300,1.0",
                "walk,5,10,1,astar,assignment,tile,limit_reached,0,false,300,900,2.0",
                "walk,7,10,0,astar,assignment,tile,solved,6,true,5,9,1.0",
                "game,5,,0,ida,eviction,tile,optimal-hint,17,true,1234,,12.5",
                ""));
        assertThat(data.rows()).hasSize(3);
        BenchData.Point point = data.series(5).get("astar/assignment").get(0);
        assertThat(point.meanExpanded()).isEqualTo(200.0);
        assertThat(point.runs()).isEqualTo(2);
        assertThat(point.solved()).isEqualTo(1);
        assertThat(BenchData.parse(data.toCsv()).rows()).isEqualTo(data.rows());
    }

    @Test
    void badFilesNameTheLine() {
        assertThatThrownBy(() -> BenchData.parse(List.of("a,b,c")))
                .isInstanceOf(BenchData.BenchFormatException.class).hasMessageStartingWith("line 1:");
        assertThatThrownBy(() -> BenchData.parse(List.of(BenchData.HEADER, "walk,5,x,0,a,b,tile,solved,1,true,1,1,1")))
                .isInstanceOfSatisfying(BenchData.BenchFormatException.class, e -> assertThat(e.line()).isEqualTo(2));
        assertThatThrownBy(() -> BenchData.parse(List.of(BenchData.HEADER, "walk,5")))
                .hasMessageContaining("13 fields");
    }

    @Test
    void theQuickExperimentProducesBenchRows() {
        BenchExperiment experiment = new BenchExperiment(5, List.of(2, 4), 1,
                List.of(new BenchExperiment.Pair(SearchMethod.BFS, RaceHeuristicKind.MISPLACED),
                        new BenchExperiment.Pair(SearchMethod.IDA, RaceHeuristicKind.EVICTION)),
                20_000, Duration.ofSeconds(2), 1);
        int[] progress = new int[1];
        BenchData data = experiment.run(new Cancellation(), done -> progress[0] = done);
        assertThat(progress[0]).isEqualTo(experiment.solveCount()).isEqualTo(4);
        assertThat(data.series(5)).containsOnlyKeys("bfs", "ida/eviction");
        assertThat(data.rows()).allSatisfy(row -> assertThat(row.outcome()).isEqualTo("solved"));
        // the CSV round trip is what the chart reads from files
        assertThat(BenchData.parse(data.toCsv()).series(5)).isEqualTo(data.series(5));
    }

    @Test
    void theExperimentStopsWhenCancelled() {
        Cancellation cancelled = new Cancellation();
        cancelled.cancel();
        assertThatThrownBy(() -> BenchExperiment.quick(5, cubelab.race.board.Metric.TILE).run(cancelled, done -> { }))
                .isInstanceOf(CancellationException.class);
    }

    @Test
    void logAxisLabels() {
        assertThat(cubelab.ui.look.PowerOfTenLabels.powerOfTen(0)).isEqualTo("1");
        assertThat(cubelab.ui.look.PowerOfTenLabels.powerOfTen(1)).isEqualTo("10");
        assertThat(cubelab.ui.look.PowerOfTenLabels.powerOfTen(4)).isEqualTo("10⁴");
        assertThat(cubelab.ui.look.PowerOfTenLabels.powerOfTen(12)).isEqualTo("10¹²");
    }
}
