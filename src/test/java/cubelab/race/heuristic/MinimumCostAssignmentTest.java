package cubelab.race.heuristic;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The assignment's two methods, the subset program (up to six columns) and the Hungarian algorithm
 * (more), against every injective assignment enumerated.
 */
class MinimumCostAssignmentTest {

    @Test
    void bothMethodsFindTheCheapestInjectiveAssignment() {
        SplittableRandom random = new SplittableRandom(11);
        int stride = 9;
        MinimumCostAssignment assignment = new MinimumCostAssignment(stride, stride);
        for (int trial = 0; trial < 3_000; trial++) {
            int columns = 1 + random.nextInt(8);
            int rows = random.nextInt(columns + 1);
            int[] cost = new int[stride * stride];
            for (int i = 0; i < cost.length; i++) {
                cost[i] = random.nextInt(-4, 12); // negative costs occur: the eviction bound subtracts exits
            }
            assertThat(assignment.solve(cost, stride, rows, columns))
                    .as("%d x %d, trial %d", rows, columns, trial)
                    .isEqualTo(cheapest(cost, stride, rows, columns, 0, 0));
        }
    }

    private static int cheapest(int[] cost, int stride, int rows, int columns, int row, int used) {
        if (row == rows) {
            return 0;
        }
        int best = Integer.MAX_VALUE;
        for (int column = 0; column < columns; column++) {
            if ((used & 1 << column) == 0) {
                best = Math.min(best, cost[row * stride + column]
                        + cheapest(cost, stride, rows, columns, row + 1, used | 1 << column));
            }
        }
        return best;
    }
}
