package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.util.Arrays;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The coordinates end to end: a breadth-first search over the cosets of the group without flips
 * (corners in their tetrads and untwisted, edges in their slices: H48's h0), reduced by the 48
 * symmetries with the stabilisers' copies filled, must find the distances H48 finds for its own
 * h0 table. A byte an entry, 117.6 MB; about half a minute.
 */
@Tag("slow")
class SliceGroupDistancesTest {

    /**
     * Tronto, nissy-core, {@code src/solvers/h48/checkdata.h}, {@code expected_h48[0]}: the h0
     * table's entries with base 8, stored as ≤ 8, 9, 10 and ≥ 11.
     */
    private static final long[] H48_H0_COUNTS = {5_473_562, 34_776_317, 68_566_704, 8_750_867};

    private final TetradCorners corners = TetradFixtures.corners(false);
    private final TetradCornerClasses classes = TetradFixtures.classes(false);
    private final SliceEdges edges = new SliceEdges();
    private final byte[] depth = new byte[classes.count() * SliceEdges.PLACES];

    @Test
    void theGroupWithoutFlipsHasTheDistancesOfH48sH0() {
        Arrays.fill(depth, (byte) -1);
        int corner = corners.solved();
        int place = edges.placeConjugate(classes.symmetryOf(corner), edges.place(CubieCube.SOLVED));
        long reached = mark(classes.classOf(corner), place, 0);
        long[] counts = new long[4];
        counts[0] = reached;
        for (int d = 0; reached < depth.length; d++) {
            boolean backward = reached > depth.length / 20;
            long found = backward ? backward(d) : forward(d);
            assertThat(found).as("distance %d", d + 1).isPositive();
            reached += found;
            counts[Math.max(0, Math.min(3, d + 1 - 8))] += found;
        }
        assertThat(counts).containsExactly(H48_H0_COUNTS);
    }

    private long forward(int d) {
        long found = 0;
        for (int row = 0; row < classes.count(); row++) {
            int representative = classes.representative(row);
            for (int place = 0; place < SliceEdges.PLACES; place++) {
                if (depth[row * SliceEdges.PLACES + place] != d) {
                    continue;
                }
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    int corner = corners.move(representative, turn);
                    int s = classes.symmetryOf(corner);
                    int target = classes.classOf(corner);
                    int seen = edges.placeConjugate(s, edges.placeMove(place, turn));
                    if (depth[target * SliceEdges.PLACES + seen] == -1) {
                        found += mark(target, seen, d + 1);
                    }
                }
            }
        }
        return found;
    }

    private long backward(int d) {
        long found = 0;
        for (int row = 0; row < classes.count(); row++) {
            int representative = classes.representative(row);
            for (int place = 0; place < SliceEdges.PLACES; place++) {
                if (depth[row * SliceEdges.PLACES + place] != -1) {
                    continue;
                }
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    int corner = corners.move(representative, turn);
                    int seen = edges.placeConjugate(classes.symmetryOf(corner), edges.placeMove(place, turn));
                    if (depth[classes.classOf(corner) * SliceEdges.PLACES + seen] == d) {
                        found += mark(row, place, d + 1);
                        break;
                    }
                }
            }
        }
        return found;
    }

    /** Marks an entry and its copies under the row's stabiliser; returns how many were new. */
    private long mark(int row, int place, int distance) {
        long marked = 0;
        long stabilizer = classes.stabilizer(row);
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            if ((stabilizer >> s & 1) == 1) {
                int index = row * SliceEdges.PLACES + edges.placeConjugate(s, place);
                if (depth[index] == -1) {
                    depth[index] = (byte) distance;
                    marked++;
                }
            }
        }
        return marked;
    }
}
