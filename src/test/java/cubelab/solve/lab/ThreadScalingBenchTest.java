package cubelab.solve.lab;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.search.IdaStar;
import cubelab.search.PieceHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** One thread against several, cube by cube in turns: both solves replayed, the speed-up their times' ratio. */
class ThreadScalingBenchTest {

    @Test
    void eachCubeIsSolvedOnOneThreadAndOnSeveralInTurnsWithTheSpeedUp() throws Exception {
        IdaStar one = new IdaStar(PieceHeuristic.manhattan(), 1);
        IdaStar two = new IdaStar(PieceHeuristic.manhattan(), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(5));
        List<CubieCube> cubes = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            cubes.add(CubieCube.SOLVED.apply(scrambler.next(5)));
        }
        List<Integer> order = new ArrayList<>();
        StringWriter text = new StringWriter();
        boolean replayed = ThreadScalingBench.run(one, two, cube -> {
            order.add(1);
            return one.solve(cube, SearchOptions.defaults());
        }, cube -> {
            order.add(2);
            return two.solve(cube, SearchOptions.defaults());
        }, cubes, "scrambles: 4 (", new PrintWriter(text));

        assertThat(replayed).isTrue();
        assertThat(order).containsExactly(1, 2, 2, 1, 1, 2, 2, 1);
        String[] lines = text.toString().split("\n");
        assertThat(lines).hasSize(6);
        assertThat(lines[0]).startsWith("# cube\tlength\tseconds on 1 thread\tseconds on 2\tspeed-up");
        for (int i = 0; i < cubes.size(); i++) {
            String[] fields = lines[i + 1].split("\t");
            SearchResult optimal = one.solve(cubes.get(i), SearchOptions.defaults());
            assertThat(Integer.parseInt(fields[1])).isEqualTo(optimal.depth());
            // sub-millisecond solves print as 0.000 s; their ratio is printed from the unrounded times
            assertThat(Double.parseDouble(fields[2])).isNotNegative();
            assertThat(Double.parseDouble(fields[3])).isNotNegative();
            assertThat(Double.parseDouble(fields[4])).isPositive();
            assertThat(lines[i + 1]).doesNotContain("FAILED");
        }
        assertThat(lines[5]).startsWith("scrambles: 4 ( heuristic manhattan): ").contains(" on 1 thread, ")
                .contains(" on 2, speed-up ");
    }

}
