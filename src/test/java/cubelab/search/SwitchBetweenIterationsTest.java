package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A heuristic that offers a faster copy of itself once the search is under way is taken up at the
 * next iteration, not under a running one, and the answer stays the optimal one.
 */
class SwitchBetweenIterationsTest {

    /** The Manhattan bounds, noting which instance each child was read through. */
    private static final class Traced implements Heuristic {
        private final Heuristic bounds = PieceHeuristic.manhattan();
        private final String name;
        private final List<String> reads;
        private Heuristic next = this;
        private Traced copy; // offered once this many children were read: the copy is done meanwhile
        private int readsUntilCopy;

        Traced(String name, List<String> reads) {
            this.name = name;
            this.reads = reads;
        }

        @Override
        public String name() {
            return name;
        }

        @Override
        public int stateWidth() {
            return bounds.stateWidth();
        }

        @Override
        public void encode(CubieCube cube, int[] states, int offset) {
            bounds.encode(cube, states, offset);
        }

        @Override
        public int child(int[] states, int from, int to, int turn, int budget) {
            synchronized (reads) {
                if (reads.isEmpty() || !reads.get(reads.size() - 1).equals(name)) {
                    reads.add(name);
                }
                if (copy != null && --readsUntilCopy == 0) {
                    next = copy;
                }
            }
            return bounds.child(states, from, to, turn, budget);
        }

        @Override
        public int estimate(int[] states, int offset) {
            return bounds.estimate(states, offset);
        }

        @Override
        public boolean isSolved(int[] states, int offset) {
            return bounds.isSolved(states, offset);
        }

        @Override
        public Heuristic forNextSearch() {
            return next;
        }
    }

    @Test
    void aCopyReadyMidSearchIsReadFromTheNextIterationOnAndTheAnswerIsTheSame() throws Exception {
        List<String> reads = new ArrayList<>();
        Traced mapping = new Traced("mapping", reads);
        Traced copy = new Traced("copy", reads);
        CubieCube cube = CubieCube.SOLVED.apply(
                Algorithm.parse("R U2 F' L D2 B R'").moves().stream().map(FaceTurn::of).toList());
        SearchResult plain = new IdaStar(PieceHeuristic.manhattan(), 1).solve(cube, SearchOptions.defaults());
        mapping.copy = copy;
        mapping.readsUntilCopy = 300;
        SearchResult switched = new IdaStar(mapping, 1).solve(cube, SearchOptions.defaults());

        assertThat(switched.depth()).isEqualTo(plain.depth()).isEqualTo(7);
        assertThat(switched.nodes()).as("the same nodes, iteration for iteration").isEqualTo(plain.nodes());
        assertThat(cube.apply(switched.solutions().get(0))).isEqualTo(CubieCube.SOLVED);
        assertThat(reads).as("the mapping until the iteration that saw the copy ends, then the copy")
                .containsExactly("mapping", "copy");
    }
}
