package cubelab.race.heuristic;

/**
 * The combinatorial rank of a set of cells (Σ C(cᵢ, i) over its cells c₁ < c₂ < …, the index of a
 * colour's placement in a {@link ColourDatabase}) by two table reads: the low half of the cells
 * ranks alone, and the high half's terms depend only on how many cells lie below it. For boards up
 * to 5×5, the ones with colour tables: 2^13 + 14·2^12 ints. (Three reads from smaller tables were
 * measured slower.) Immutable; shared.
 */
final class PlacementRank {
    private final int lowBits;
    private final int lowMask;
    private final int[] lowRank;
    /** highRank[below << highBits | high]: the high cells' terms when {@code below} cells lie under them. */
    private final int[] highRank;
    private final int highBits;

    PlacementRank(int cellCount) {
        if (cellCount > 26) {
            throw new IllegalArgumentException("no placement ranks for " + cellCount + " cells");
        }
        lowBits = (cellCount + 1) / 2;
        highBits = cellCount - lowBits;
        lowMask = (1 << lowBits) - 1;
        long[][] binomial = binomials(cellCount);
        lowRank = new int[1 << lowBits];
        for (int set = 0; set < lowRank.length; set++) {
            lowRank[set] = (int) terms(set, 0, 0, binomial);
        }
        highRank = new int[(lowBits + 1) << highBits];
        for (int below = 0; below <= lowBits; below++) {
            for (int set = 0; set < 1 << highBits; set++) {
                highRank[below << highBits | set] = (int) terms(set, lowBits, below, binomial);
            }
        }
    }

    /** {@code C(n, k)} for 0 ≤ k ≤ n ≤ {@code cellCount}, as {@code [n][k]}. */
    static long[][] binomials(int cellCount) {
        long[][] binomial = new long[cellCount + 1][cellCount + 1];
        for (int n = 0; n <= cellCount; n++) {
            binomial[n][0] = 1;
            for (int k = 1; k <= n; k++) {
                binomial[n][k] = binomial[n - 1][k - 1] + (k < n ? binomial[n - 1][k] : 0);
            }
        }
        return binomial;
    }

    private static long terms(int set, int offset, int below, long[][] binomial) {
        long rank = 0;
        int index = below;
        for (int rest = set; rest != 0; rest &= rest - 1) {
            rank += binomial[offset + Integer.numberOfTrailingZeros(rest)][++index];
        }
        return rank;
    }

    /** The rank of the set whose cells are the bits of {@code cells}. */
    int of(long cells) {
        int low = (int) cells & lowMask;
        return lowRank[low] + highRank[Integer.bitCount(low) << highBits | (int) (cells >>> lowBits)];
    }
}
