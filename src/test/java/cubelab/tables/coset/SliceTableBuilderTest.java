package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.symmetric.CubeSymmetries;
import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Builds the 29 MB table of the slice group without flips and checks it against the distances
 * Tronto's H48 publishes for its h0 table (the same group), and the flip classes' neighbours,
 * which only the 7.5 GB table uses, against the cubes.
 */
@Tag("heavy")
class SliceTableBuilderTest {

    private static final TetradCorners CORNERS = new TetradCorners(false);
    private static final TetradCornerClasses CLASSES = new TetradCornerClasses(CORNERS);
    private static SliceEdges edges;
    private static SliceFlipClassMaps maps;
    @TempDir
    static Path directory;
    private static CosetTableFile.LoadedWords flip0;

    @BeforeAll
    static void build() throws Exception {
        edges = new SliceEdges();
        maps = SliceFlipClassMaps.of(edges, SliceEdges.FLIP_CLASSES);
        Path file = directory.resolve(CosetTableFile.fileName(SliceTableSpec.FLIP0));
        new SliceTableBuilder(SliceTableSpec.FLIP0, CORNERS, CLASSES, SliceFlipClassMaps.of(edges, 1), 2).build(file, CosetBuildListener.NONE);
        flip0 = CosetTableFile.loadWords(file, SliceTableSpec.FLIP0);
    }

    @Test
    void theGroupWithoutFlipsHasTheDistancesOfH48sH0() {
        // nissy-core, src/solvers/h48/checkdata.h, expected_h48[0] (base 8): ≤ 8, 9, 10, ≥ 11
        long[] counts = flip0.distribution();
        long upToEight = 0;
        for (int d = 0; d <= 8; d++) {
            upToEight += counts[d];
        }
        assertThat(new long[] {upToEight, counts[9], counts[10], counts[11]})
                .containsExactly(5_473_562, 34_776_317, 68_566_704, 8_750_867);
        assertThat(counts).containsExactly(SliceTableSpec.FLIP0.expectedDistribution());
    }

    @Test
    void theSolvedCubeAndOnlyCubesOfTheGroupReadZero() {
        SliceIndexer indexer = new SliceIndexer(SliceTableSpec.FLIP0, CORNERS, CLASSES, edges);
        assertThat(code(indexer, CubieCube.SOLVED)).isZero();
        CubieCube halfTurns = CubieCube.SOLVED.apply(FaceTurn.of(1)).apply(FaceTurn.of(4)).apply(FaceTurn.of(7));
        assertThat(code(indexer, halfTurns)).isZero();
        // a quarter turn from the group: distance 1, which code 0 (≤ 8) holds
        assertThat(code(indexer, CubieCube.SOLVED.apply(FaceTurn.of(0)))).isZero();
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(9));
        int far = 0;
        for (int i = 0; i < 200; i++) {
            far += code(indexer, scrambler.next()) > 0 ? 1 : 0;
        }
        // about 95 % of random cubes are 9 or more moves from the group
        assertThat(far).isGreaterThan(170);
    }

    /**
     * Each word's least distance, checked against the distances three builds' codes tell apart
     * (bases 2, 5 and 8 each know B+1 and B+2 exactly): equal to the least distance of the word's
     * entries when that is at most the base, 15 otherwise; the same in each build where both
     * builds hold it.
     */
    @Test
    void eachWordHoldsTheLeastDistanceOfItsEntries() throws Exception {
        CosetTableFile.LoadedWords base5 = buildFlip0(5);
        CosetTableFile.LoadedWords base2 = buildFlip0(2);
        SliceTableSpec spec = SliceTableSpec.FLIP0;
        long checked = 0;
        for (long w = 0; w < spec.entryWords(); w++) {
            int rowEntry = (int) (w % spec.rowWords()) * SliceTableSpec.ENTRIES_PER_WORD;
            int least = 15;
            boolean nearSolved = false;
            for (int i = 0; i < SliceTableSpec.ENTRIES_PER_WORD && rowEntry + i < spec.rowEntries(); i++) {
                int d = distance(flip0, 8, w, i);
                if (d == 0) {
                    d = distance(base5, 5, w, i);
                }
                if (d == 0) {
                    d = distance(base2, 2, w, i);
                }
                // d == 0 now means one of 0, 1, 2, which no build tells apart
                nearSolved |= d == 0;
                least = Math.min(least, d == 0 ? 2 : d);
            }
            int held = minimum(flip0, w);
            if (nearSolved) {
                assertThat(held).isLessThanOrEqualTo(2).isEqualTo(minimum(base5, w)).isEqualTo(minimum(base2, w));
                continue;
            }
            assertThat(held).as("word %d", w).isEqualTo(least <= 8 ? least : 15);
            assertThat(minimum(base5, w)).as("word %d at base 5", w).isEqualTo(least <= 5 ? least : 15);
            assertThat(minimum(base2, w)).as("word %d at base 2", w).isEqualTo(least <= 2 ? least : 15);
            checked++;
        }
        assertThat(checked).isGreaterThan(spec.entryWords() - 10);
    }

    private static CosetTableFile.LoadedWords buildFlip0(int base) throws Exception {
        SliceTableSpec spec = new SliceTableSpec(SliceTableSpec.FLIP0.name(), 1, false, base);
        Path file = java.nio.file.Files.createDirectories(directory.resolve("base" + base))
                .resolve(CosetTableFile.fileName(spec));
        new SliceTableBuilder(spec, CORNERS, CLASSES, SliceFlipClassMaps.of(edges, 1), 2).build(file, CosetBuildListener.NONE);
        return CosetTableFile.loadWords(file, spec);
    }

    /** An entry's distance where a build of base {@code base} knows it (B+1, B+2, or B+3 as at least), else 0. */
    private static int distance(CosetTableFile.LoadedWords table, int base, long word, int i) {
        int code = (int) (table.words().word(word) >>> (i << 1)) & 3;
        return code == 0 ? 0 : base + code;
    }

    private static int minimum(CosetTableFile.LoadedWords table, long word) {
        return (int) (table.words().word(SliceTableSpec.FLIP0.entryWords() + (word >>> 4)) >>> ((word & 15) << 2)) & 15;
    }

    /** Random cubes: a table entry's neighbour under a turn is the entry of the turned cube. */
    @Test
    void flipClassNeighboursAreTheTurnedCubesEntries() {
        SliceIndexer indexer = new SliceIndexer(SliceTableSpec.FLIP8, CORNERS, CLASSES, edges);
        SliceTableBuilder builder = new SliceTableBuilder(SliceTableSpec.FLIP8, CORNERS, CLASSES, maps, 1);
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(10));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            int row = indexer.row(cube);
            // the cube as its row stands for it: corners at the representative
            CubieCube seen = CubeSymmetries.conjugate(CLASSES.symmetryOf(CORNERS.of(cube)), cube);
            assertThat(CORNERS.of(seen)).isEqualTo(CLASSES.representative(row));
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int corner = CORNERS.move(CLASSES.representative(row), turn);
                int target = CLASSES.classOf(corner);
                int next = builder.neighbour(indexer.entry(seen), turn, CLASSES.symmetryOf(corner));
                CubieCube turned = seen.apply(FaceTurn.of(turn));
                assertThat(indexer.row(turned)).isEqualTo(target);
                assertThat(images(target, next)).contains(indexer.entry(turned));
            }
        }
    }

    /** An entry and its images under the row's stabiliser: the table holds them all alike. */
    private static List<Integer> images(int row, int entry) {
        List<Integer> images = new ArrayList<>();
        long stabilizer = CLASSES.stabilizer(row);
        int place = entry / SliceEdges.FLIP_CLASSES;
        int flipClass = entry % SliceEdges.FLIP_CLASSES;
        for (int s = 0; s < CubeSymmetries.COUNT; s++) {
            if ((stabilizer >> s & 1) == 1) {
                images.add(edges.placeConjugate(s, place) * SliceEdges.FLIP_CLASSES
                        + maps.classConjugate(s, place, flipClass));
            }
        }
        return images;
    }

    private static int code(SliceIndexer indexer, CubieCube cube) {
        int row = indexer.row(cube);
        int entry = indexer.entry(cube);
        long word = flip0.words().word((long) row * SliceTableSpec.FLIP0.rowWords() + entry / 32);
        return (int) (word >>> ((entry % 32) << 1)) & 3;
    }
}
