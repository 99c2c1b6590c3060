package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.notation.Algorithm;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A heuristic that offers a faster copy of itself once the search is under way is taken up by
 * each search thread at its next subtree, in the middle of an iteration, and the nodes and the
 * answer stay those of the search without the copy.
 */
class CopyTakeUpTest {

    /** The Manhattan bounds, noting which instance each child was read through. */
    private static final class Traced implements Heuristic {
        private final Heuristic bounds = PieceHeuristic.manhattan();
        private final String name;
        private final List<String> reads;
        private Heuristic next = this;
        private Traced copy; // offered once this many children were read: the copy is done meanwhile
        private int readsUntilCopy;
        /** Children read through this instance, and of those after it offered its copy. */
        private int childReads;
        private int readsAfterOffer;

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
                childReads++;
                if (next != this) {
                    readsAfterOffer++;
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
    void aCopyReadyMidSearchIsReadAndTheAnswerAndNodesAreTheSame() throws Exception {
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
        assertThat(reads).as("the mapping until the copy is offered, then the copy")
                .containsExactly("mapping", "copy");
    }

    @Test
    void aCopyReadyInTheMiddleOfAnIterationIsReadFromTheNextSubtreeOn() throws Exception {
        CubieCube cube = CubieCube.SOLVED.apply(
                Algorithm.parse("R U2 F' L D2 B R'").moves().stream().map(FaceTurn::of).toList());
        List<String> plainReads = new ArrayList<>();
        Traced alone = new Traced("mapping", plainReads);
        SearchResult.Iteration plain = new IdaStar(alone, 1).iteration(cube, 7, SearchOptions.defaults());
        int all = alone.childReads;

        List<String> reads = new ArrayList<>();
        Traced mapping = new Traced("mapping", reads);
        mapping.copy = new Traced("copy", reads);
        mapping.readsUntilCopy = all / 2;
        SearchResult.Iteration switched = new IdaStar(mapping, 1).iteration(cube, 7, SearchOptions.defaults());

        assertThat(switched.nodes()).as("the same nodes").isEqualTo(plain.nodes());
        assertThat(switched.nodesAtDepth()).isEqualTo(plain.nodesAtDepth());
        assertThat(switched.complete()).isTrue();
        // one iteration only: the copy is read at all only where it is taken up in the middle of one
        assertThat(reads).containsExactly("mapping", "copy");
        // a subtree below the first four moves has at most 15 + 15² + 15³ children: the thread read
        // the mapping to the end of the subtree it was in, not to the end of the iteration
        assertThat(mapping.readsAfterOffer).as("mapping reads after the offer, of %d in all", all)
                .isLessThanOrEqualTo(15 + 15 * 15 + 15 * 15 * 15).isLessThan(all - all / 2);
    }
}
