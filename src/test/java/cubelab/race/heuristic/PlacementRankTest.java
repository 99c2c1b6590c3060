package cubelab.race.heuristic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The two-read rank is the combinatorial number system's: for k cells, a bijection onto 0..C(n,k)−1. */
class PlacementRankTest {

    @Test
    void ranksEveryPlacementOfAFiveByFiveColourOntoItsOwnIndex() {
        PlacementRank ranks = new PlacementRank(25);
        Set<Integer> seen = new HashSet<>();
        long placements = 0;
        for (int a = 0; a < 25; a++) {
            for (int b = a + 1; b < 25; b++) {
                for (int c = b + 1; c < 25; c++) {
                    for (int d = c + 1; d < 25; d++) {
                        int rank = ranks.of(1L << a | 1L << b | 1L << c | 1L << d);
                        // C(a,1) + C(b,2) + C(c,3) + C(d,4)
                        assertThat(rank).isEqualTo(a + b * (b - 1) / 2 + c * (c - 1) * (c - 2) / 6
                                + d * (d - 1) * (d - 2) * (d - 3) / 24);
                        seen.add(rank);
                        placements++;
                    }
                }
            }
        }
        assertThat(placements).isEqualTo(12_650);
        assertThat(seen).hasSize(12_650).allMatch(rank -> rank >= 0 && rank < 12_650);
    }

    @Test
    void ranksSmallBoardsToo() {
        PlacementRank ranks = new PlacementRank(9);
        assertThat(ranks.of(0)).isZero();
        assertThat(ranks.of(1L << 8)).isEqualTo(8);
        assertThat(ranks.of(1L << 2 | 1L << 7)).isEqualTo(2 + 21);
    }
}
