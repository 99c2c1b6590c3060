package cubelab.coord.symmetric;

import java.util.Arrays;

/**
 * Ranks of the k-element subsets of n positions, as bit masks: rank 0 is the least mask, and
 * ranks follow the masks' order. Small (2^n ints), so a coordinate looks its subsets up.
 */
final class SubsetRanks {

    private final int[] rankOfMask;
    private final int[] maskOfRank;

    SubsetRanks(int n, int k) {
        rankOfMask = new int[1 << n];
        Arrays.fill(rankOfMask, -1);
        int[] masks = new int[1 << n];
        int count = 0;
        for (int mask = 0; mask < 1 << n; mask++) {
            if (Integer.bitCount(mask) == k) {
                rankOfMask[mask] = count;
                masks[count++] = mask;
            }
        }
        maskOfRank = Arrays.copyOf(masks, count);
    }

    int size() {
        return maskOfRank.length;
    }

    /** The subset's rank; -1 for a mask of another size. */
    int rank(int mask) {
        return rankOfMask[mask];
    }

    int mask(int rank) {
        return maskOfRank[rank];
    }
}
