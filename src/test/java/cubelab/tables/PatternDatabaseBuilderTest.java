package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class PatternDatabaseBuilderTest {

    @Test
    void fourEdgeTableEqualsAnIndependentCubieBreadthFirstSearch() throws Exception {
        EdgeSubsetCoordinate coordinate = EdgeSubsetCoordinate.parse("UR DF FL BR");
        PatternDatabase table = new PatternDatabaseBuilder(2, BuildListener.NONE).build(TableSpec.edges(coordinate));

        // the reference: a queue BFS on whole cubes, no move tables
        int[] expected = new int[coordinate.size()];
        Arrays.fill(expected, -1);
        ArrayDeque<Integer> queue = new ArrayDeque<>();
        int solved = coordinate.get(CubieCube.SOLVED);
        expected[solved] = 0;
        queue.add(solved);
        while (!queue.isEmpty()) {
            int state = queue.poll();
            CubieCube cube = coordinate.set(state);
            for (FaceTurn turn : FaceTurn.values()) {
                int next = coordinate.get(cube.apply(turn));
                if (expected[next] < 0) {
                    expected[next] = expected[state] + 1;
                    queue.add(next);
                }
            }
        }
        for (int i = 0; i < coordinate.size(); i++) {
            assertThat(table.distance(i)).as("state %d", i).isEqualTo(expected[i]);
        }
    }

    @Test
    void buildIsDeterministicAcrossThreadCounts() throws Exception {
        TableSpec spec = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB FR"));
        ByteBuffer one = new PatternDatabaseBuilder(1, BuildListener.NONE).build(spec).payload();
        ByteBuffer two = new PatternDatabaseBuilder(2, BuildListener.NONE).build(spec).payload();
        ByteBuffer three = new PatternDatabaseBuilder(3, BuildListener.NONE).build(spec).payload();
        assertThat(one.equals(two)).isTrue();
        assertThat(one.equals(three)).isTrue();
    }

    @Test
    void complementEdgeSetIsTheMirrorImageAndHasTheSameDistribution() throws Exception {
        PatternDatabase upper = new PatternDatabaseBuilder(2, BuildListener.NONE)
                .build(TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB FR")));
        PatternDatabase lower = new PatternDatabaseBuilder(2, BuildListener.NONE)
                .build(TableSpec.edges(EdgeSubsetCoordinate.parse("DR DB DL DF BR")));
        assertThat(lower.distribution()).containsExactly(upper.distribution());
    }
}
