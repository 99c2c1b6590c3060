package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The shared level loop on a graph whose distances are known by hand: rings, and a ring with a loose end. */
class BreadthFirstLevelsTest {

    /** Entries 0..n−1 on a ring, each one step from its two neighbours (two moves, each the other's inverse). */
    private record Ring(byte[] distances) implements BreadthFirstLevels.Table {

        Ring(int size) {
            this(new byte[size]);
            Arrays.fill(distances, (byte) -1);
            distances[0] = 0;
        }

        int neighbour(int entry, int move) {
            return Math.floorMod(entry + (move == 0 ? 1 : -1), distances.length);
        }

        @Override
        public long entries() {
            return distances.length;
        }

        @Override
        public int parts() {
            return distances.length;
        }

        @Override
        public long forward(int from, int to, int depth) {
            long marked = 0;
            for (int entry = from; entry < to; entry++) {
                for (int move = 0; distances[entry] == depth && move < 2; move++) {
                    if (distances[neighbour(entry, move)] == -1) {
                        distances[neighbour(entry, move)] = (byte) (depth + 1);
                        marked++;
                    }
                }
            }
            return marked;
        }

        @Override
        public long backward(int from, int to, int depth) {
            long found = 0;
            for (int entry = from; entry < to; entry++) {
                if (distances[entry] == -1 && (distances[neighbour(entry, 0)] == depth
                        || distances[neighbour(entry, 1)] == depth)) {
                    distances[entry] = (byte) (depth + 1);
                    found++;
                }
            }
            return found;
        }

        @Override
        public long count(int from, int to, int depth) {
            long n = 0;
            for (int entry = from; entry < to; entry++) {
                n += distances[entry] == depth ? 1 : 0;
            }
            return n;
        }
    }

    @Test
    void everyDriverFindsTheRingsDistancesAndTellsEachLevel() throws Exception {
        int size = 201;
        for (BreadthFirstLevels levels : List.of(BreadthFirstLevels.onCallingThread(2, 1, 127),
                BreadthFirstLevels.onWorkers(1, 7, 2, 1, 127), BreadthFirstLevels.onWorkers(3, 7, 2, 1, 127))) {
            Ring ring = new Ring(size);
            List<Long> counts = new ArrayList<>();
            List<Boolean> directions = new ArrayList<>();
            int deepest = levels.run(ring, 1, "ring", (depth, entries, backward) -> {
                assertThat(depth).isEqualTo(counts.size());
                counts.add(entries);
                directions.add(backward);
            });
            assertThat(deepest).isEqualTo(size / 2);
            for (int entry = 0; entry < size; entry++) {
                assertThat(ring.distances()[entry]).as("entry %d", entry).isEqualTo((byte) Math.min(entry, size - entry));
            }
            assertThat(counts).hasSize(size / 2 + 1).startsWith(1L, 2L).endsWith(2L);
            // two new entries a level: backward (one evaluation each) once fewer than four are left
            assertThat(directions.subList(1, directions.size() - 1)).containsOnly(false);
            assertThat(directions.get(directions.size() - 1)).isTrue();
        }
    }

    @Test
    void entriesNoMoveReachesAreReportedWithTheTableAndTheirCount() {
        Ring ring = new Ring(10);
        assertThatThrownBy(() -> BreadthFirstLevels.onCallingThread(2, 2, 100).run(new BreadthFirstLevels.Table() {
            @Override
            public long entries() {
                return 13; // three entries beyond the ring
            }

            @Override
            public int parts() {
                return 10;
            }

            @Override
            public long forward(int from, int to, int depth) {
                return ring.forward(from, to, depth);
            }

            @Override
            public long backward(int from, int to, int depth) {
                return ring.backward(from, to, depth);
            }

            @Override
            public long count(int from, int to, int depth) {
                return ring.count(from, to, depth);
            }
        }, 1, "ring with a loose end", BreadthFirstLevels.LevelListener.NONE))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("ring with a loose end: 3 of 13 entries are unreachable");
    }

    @Test
    void levelsDeeperThanTheTableHoldsAreRefused() {
        assertThatThrownBy(() -> BreadthFirstLevels.onWorkers(2, 4, 2, 2, 14).run(new Ring(40), 1, "ring of 40",
                BreadthFirstLevels.LevelListener.NONE))
                .isInstanceOf(IllegalStateException.class)
                .hasMessage("ring of 40: 11 entries lie beyond distance 14, which is the most it can hold");
    }

    @Test
    void theDirectionRuleWeighsTheFrontiersMovesAgainstTheUnvisitedEntriesEvaluations() {
        assertThat(BreadthFirstLevels.backwardIsCheaper(100, 99, 18, 18)).isTrue();
        assertThat(BreadthFirstLevels.backwardIsCheaper(100, 100, 18, 18)).isFalse();
        assertThat(BreadthFirstLevels.backwardIsCheaper(100, 299, 18, 6)).isTrue();
        assertThat(BreadthFirstLevels.backwardIsCheaper(100, 300, 18, 6)).isFalse();
    }
}
