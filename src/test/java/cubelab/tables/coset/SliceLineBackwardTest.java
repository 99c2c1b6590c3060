package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.symmetric.CubeSymmetries;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;
import cubelab.model.FaceTurn;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The line-by-line backward pass against the plain rule, entry by entry: an unvisited entry is
 * found when one of its 18 neighbours holds the previous level's code. Two rows of random codes,
 * the second standing as every turn's target row under a random symmetry.
 */
@Tag("heavy")
class SliceLineBackwardTest {

    private static final int FROM_CODE = 1;
    private static final long ROW_WORDS = (long) SliceEdges.PLACES * SliceLineBackward.lineWords();
    private static SliceEdges edges;
    private static SliceFlipClassMaps maps;
    @TempDir
    static Path directory;

    @BeforeAll
    static void build() {
        edges = new SliceEdges();
        maps = SliceFlipClassMaps.of(edges, SliceEdges.FLIP_CLASSES);
    }

    /** Few previous-level targets (mapped back), many (unvisited sources mapped forward), and between. */
    @ParameterizedTest
    @CsvSource({"0.9, 0.03, 1", "0.1, 0.6, 2", "0.5, 0.2, 3"})
    void findsTheEntriesWithANeighbourAtThePreviousLevel(double unvisitedShare, double previousShare, long seed)
            throws Exception {
        SplittableRandom random = new SplittableRandom(seed);
        PackedWords table = randomRows(random, unvisitedShare, previousShare, seed);
        int[] symmetry = new int[FaceTurn.COUNT];
        SliceLineBackward lines = new SliceLineBackward(maps, ROW_WORDS);
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            symmetry[turn] = random.nextInt(CubeSymmetries.COUNT);
            lines.target(turn, 1, symmetry[turn]);
        }
        int foundInAll = 0;
        for (int i = 0; i < 400; i++) {
            int place = random.nextInt(SliceEdges.PLACES);
            long[] expected = new long[SliceLineBackward.lineWords()];
            int expectedCount = 0;
            for (int flipClass = 0; flipClass < SliceEdges.FLIP_CLASSES; flipClass++) {
                if (code(table, 0, place, flipClass) == 3 && hasPreviousNeighbour(table, place, flipClass, symmetry)) {
                    expected[flipClass >>> 5] |= 1L << ((flipClass & 31) << 1);
                    expectedCount++;
                }
            }
            assertThat(lines.pass(table, 0, place, FROM_CODE)).isEqualTo(expectedCount);
            long[] found = new long[expected.length];
            Arrays.setAll(found, lines::found);
            assertThat(found).containsExactly(expected);
            foundInAll += expectedCount;
        }
        assertThat(foundInAll).isPositive();
    }

    private static boolean hasPreviousNeighbour(PackedWords table, int place, int flipClass, int[] symmetry) {
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            int moved = edges.placeMove(place, turn);
            int seen = edges.placeConjugate(symmetry[turn], moved);
            int image = maps.classConjugate(symmetry[turn], moved, maps.classMove(place, flipClass, turn));
            if (code(table, 1, seen, image) == FROM_CODE) {
                return true;
            }
        }
        return false;
    }

    private static int code(PackedWords table, int row, int place, int flipClass) {
        long word = table.word(row * ROW_WORDS + (long) place * SliceLineBackward.lineWords() + (flipClass >>> 5));
        return (int) (word >>> ((flipClass & 31) << 1)) & 3;
    }

    /** Row 0: unvisited (3) at the given share, else 0 or 2; row 1: the previous level's code at its share, else 2 or 3. */
    private static PackedWords randomRows(SplittableRandom random, double unvisitedShare, double previousShare,
            long seed) throws Exception {
        Path file = directory.resolve("rows-" + seed);
        ByteBuffer ones = ByteBuffer.allocate(1 << 16);
        Arrays.fill(ones.array(), (byte) -1);
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
            for (long written = 0; written < 2 * ROW_WORDS * Long.BYTES; written += ones.capacity()) {
                ones.clear();
                channel.write(ones);
            }
        }
        PackedWords table = PackedWords.map(file, 0, 2 * ROW_WORDS, true);
        for (long index = 0; index < 2 * ROW_WORDS; index++) {
            boolean source = index < ROW_WORDS;
            long clear = 0;
            for (int entry = 0; entry < SliceTableSpec.ENTRIES_PER_WORD; entry++) {
                int code = source ? (random.nextDouble() < unvisitedShare ? 3 : 2 * random.nextInt(2))
                        : (random.nextDouble() < previousShare ? FROM_CODE : 2 + random.nextInt(2));
                clear |= (long) (3 ^ code) << (entry << 1);
            }
            table.and(index, ~clear);
        }
        return table;
    }
}
