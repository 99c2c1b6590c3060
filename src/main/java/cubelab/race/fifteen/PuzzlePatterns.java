package cubelab.race.fifteen;

import java.util.ArrayList;
import java.util.List;

/** Standard disjoint pattern partitions of the numbered puzzles, built on request (never at class load). */
public enum PuzzlePatterns {
    /** 8-puzzle: tiles 1-4 and 5-8, 3,024 + 3,024 entries. */
    EIGHT_4_4(3, new int[][] {{1, 2, 3, 4}, {5, 6, 7, 8}}),
    /** 15-puzzle 4-4-4-3: four small tables (65,536 slots each), built in well under a second. */
    FIFTEEN_4_4_4_3(4, new int[][] {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15}}),
    /** 15-puzzle 5-5-5: three tables of 524,160 placements. */
    FIFTEEN_5_5_5(4, new int[][] {{1, 2, 3, 4, 5}, {6, 7, 8, 9, 10}, {11, 12, 13, 14, 15}}),
    /** 15-puzzle 6-6-3 (Korf &amp; Felner's partition): 5,765,760 ×2 + 3,360 placements; the build needs 256 MiB and tens of seconds. */
    FIFTEEN_6_6_3(4, new int[][] {{1, 4, 5, 8, 9, 12}, {6, 7, 10, 11, 14, 15}, {2, 3, 13}});

    private final int size;
    private final int[][] groups;

    PuzzlePatterns(int size, int[][] groups) {
        this.size = size;
        this.groups = groups;
    }

    public int size() {
        return size;
    }

    /** The tiles of each pattern. */
    public int[][] groups() {
        int[][] copy = new int[groups.length][];
        for (int i = 0; i < groups.length; i++) {
            copy[i] = groups[i].clone();
        }
        return copy;
    }

    public List<TilePatternDatabase> build() {
        List<TilePatternDatabase> tables = new ArrayList<>();
        for (int[] group : groups) {
            tables.add(TilePatternDatabase.build(size, group));
        }
        return tables;
    }
}
