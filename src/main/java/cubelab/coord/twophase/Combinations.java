package cubelab.coord.twophase;

/**
 * Ranks of k-subsets of n positions in the combinatorial number system, read from the last
 * position down: the i-th chosen position met (i = 1..k) at position p adds C(n - 1 - p, i).
 * Choosing the last k positions gives 0, which is how the solved cube's subsets come out 0.
 */
final class Combinations {

    private Combinations() {
    }

    /** The rank (0..C(n, k)-1) of the chosen positions; {@code chosen.length} is n. */
    static int rank(boolean[] chosen) {
        int n = chosen.length;
        int rank = 0;
        int found = 0;
        for (int position = n - 1; position >= 0; position--) {
            if (chosen[position]) {
                found++;
                rank += binomial(n - 1 - position, found);
            }
        }
        return rank;
    }

    /**
     * The rank of the positions 0..n-1 read in reverse whose piece is below {@code limit}: for
     * piece arrays, without allocating. Position p counts as position n - 1 - p of
     * {@link #rank(boolean[])}, so pieces below the limit in front give 0.
     */
    static int rankOfSmallPiecesReversed(int[] pieces, int n, int limit) {
        int rank = 0;
        int found = 0;
        for (int position = 0; position < n; position++) {
            if (pieces[position] < limit) {
                found++;
                rank += binomial(position, found);
            }
        }
        return rank;
    }

    /** The k chosen positions out of n with the given rank. */
    static boolean[] unrank(int rank, int n, int k) {
        if (rank < 0 || rank >= binomial(n, k)) {
            throw new IllegalArgumentException("rank outside 0.." + (binomial(n, k) - 1) + ": " + rank);
        }
        boolean[] chosen = new boolean[n];
        int rest = rank;
        for (int i = k; i >= 1; i--) {
            // the largest c with C(c, i) <= rest is the i-th term of the number system
            int c = i - 1;
            while (binomial(c + 1, i) <= rest) {
                c++;
            }
            rest -= binomial(c, i);
            chosen[n - 1 - c] = true;
        }
        return chosen;
    }

    /** C(n, k), 0 when k is outside 0..n; n ≤ 12 here, so int is ample. */
    static int binomial(int n, int k) {
        if (k < 0 || k > n) {
            return 0;
        }
        int result = 1;
        for (int i = 1; i <= k; i++) {
            result = result * (n - k + i) / i;
        }
        return result;
    }
}
