package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.support.TestVectors;
import java.math.BigInteger;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Korf 1997, Table 1: the number of move sequences of each length the pruning rules allow. */
class MovePruningTest {

    @Test
    void enumeratedSequenceCountsMatchKorfTable1UpToDepth7() {
        List<String[]> rows = TestVectors.rows("korf-table1.tsv");
        for (String[] row : rows) {
            int depth = Integer.parseInt(row[0]);
            if (depth > 7) {
                continue;
            }
            assertThat(countSequences(MovePruning.NO_FACE, depth)).as("depth " + depth)
                    .isEqualTo(Long.parseLong(row[1]));
        }
    }

    @Test
    void countsByLastFaceMatchKorfTable1ToDepth18() {
        // the same rules counted by dynamic programming over the last face turned
        List<String[]> rows = TestVectors.rows("korf-table1.tsv");
        BigInteger[] endingIn = new BigInteger[6];
        for (int face = 0; face < 6; face++) {
            endingIn[face] = BigInteger.valueOf(3);
        }
        for (String[] row : rows) {
            int depth = Integer.parseInt(row[0]);
            BigInteger total = BigInteger.ZERO;
            for (BigInteger count : endingIn) {
                total = total.add(count);
            }
            assertThat(total).as("depth " + depth).isEqualTo(new BigInteger(row[1]));
            BigInteger[] next = new BigInteger[6];
            for (int face = 0; face < 6; face++) {
                next[face] = BigInteger.ZERO;
                for (int previous = 0; previous < 6; previous++) {
                    if (MovePruning.allowed(previous, face)) {
                        next[face] = next[face].add(endingIn[previous].multiply(BigInteger.valueOf(3)));
                    }
                }
            }
            endingIn = next;
        }
        assertThat(rows).hasSize(18);
    }

    @Test
    void rules() {
        assertThat(MovePruning.allowed(Face.U.ordinal(), Face.U.ordinal())).isFalse();
        assertThat(MovePruning.allowed(Face.U.ordinal(), Face.D.ordinal())).isTrue();
        assertThat(MovePruning.allowed(Face.D.ordinal(), Face.U.ordinal())).isFalse();
        assertThat(MovePruning.allowed(Face.R.ordinal(), Face.U.ordinal())).isTrue();
        assertThat(MovePruning.isCanonical(List.of(FaceTurn.R1, FaceTurn.L2, FaceTurn.U1))).isTrue();
        assertThat(MovePruning.isCanonical(List.of(FaceTurn.L1, FaceTurn.R2))).isFalse();
    }

    private static long countSequences(int previousFace, int depth) {
        if (depth == 0) {
            return 1;
        }
        long count = 0;
        for (int face = 0; face < 6; face++) {
            if (MovePruning.allowed(previousFace, face)) {
                count += 3 * countSequences(face, depth - 1);
            }
        }
        return count;
    }
}
