package cubelab.coord;

/** Ranking of permutations (Lehmer code), shared by the permutation coordinates. */
public final class Permutations {

    private Permutations() {
    }

    /** n! for n in 0..12. */
    public static int factorial(int n) {
        int result = 1;
        for (int i = 2; i <= n; i++) {
            result *= i;
        }
        return result;
    }

    /** The rank (0..n!-1) of a permutation of 0..n-1 in lexicographic order. */
    public static int rank(int[] permutation) {
        int n = permutation.length;
        int rank = 0;
        for (int i = 0; i < n; i++) {
            int smallerAfter = 0;
            for (int j = i + 1; j < n; j++) {
                if (permutation[j] < permutation[i]) {
                    smallerAfter++;
                }
            }
            rank = rank * (n - i) + smallerAfter;
        }
        return rank;
    }

    /** The permutation of 0..n-1 with the given lexicographic rank. */
    public static int[] unrank(int rank, int n) {
        int[] digits = new int[n];
        for (int i = n - 1; i >= 0; i--) {
            digits[i] = rank % (n - i);
            rank /= n - i;
        }
        boolean[] used = new boolean[n];
        int[] permutation = new int[n];
        for (int i = 0; i < n; i++) {
            int skip = digits[i];
            for (int value = 0; value < n; value++) {
                if (!used[value] && skip-- == 0) {
                    permutation[i] = value;
                    used[value] = true;
                    break;
                }
            }
        }
        return permutation;
    }
}
