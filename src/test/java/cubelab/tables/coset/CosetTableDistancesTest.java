package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CornerPart;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.coset.UDSymmetries;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The distances of the three small coset tables, {@code coset-eo0} (the E-slice edges' places),
 * {@code coset-eo0-pairs} (also which places hold opposite E-slice pieces) and
 * {@code coset-eo0-diagonals} (also which places hold each layer's diagonal corner pairs), each
 * built once (seconds), against exact coset distances, breadth-first consistency and the 16
 * symmetries. The second and third check that keeping pieces modulo the square's symmetries still
 * names cosets: a part that was not a function of the coset would show as an entry above its
 * exact distance, an inconsistent neighbour or two symmetric cubes reading differently.
 */
class CosetTableDistancesTest {

    private static final List<CosetTableSpec> SPECS = List.of(CosetTableSpec.TINY, CosetTableSpec.TINY_PAIRS,
            CosetTableSpec.TINY_DIAGONALS);
    private static final Map<CornerPart, CosetCoordinates> COORDINATES = new HashMap<>();
    private static final Map<CornerPart, CornerClasses> CLASSES = new HashMap<>();
    @TempDir
    static Path directory;
    private static final Map<CosetTableSpec, CosetTableFile.Loaded> TABLES = new HashMap<>();

    @BeforeAll
    static void build() throws Exception {
        for (CornerPart part : CornerPart.values()) {
            CosetCoordinates coordinates = new CosetCoordinates(part);
            COORDINATES.put(part, coordinates);
            CLASSES.put(part, new CornerClasses(coordinates));
        }
        for (CosetTableSpec spec : SPECS) {
            Path file = directory.resolve(CosetTableFile.fileName(spec));
            new CosetTableBuilder(spec, coordinates(spec), classes(spec), 2).build(file, CosetBuildListener.NONE);
            TABLES.put(spec, CosetTableFile.load(file, spec));
        }
    }

    static List<CosetTableSpec> specs() {
        return SPECS;
    }

    private static CosetCoordinates coordinates(CosetTableSpec spec) {
        return COORDINATES.get(spec.cornerPart());
    }

    private static CornerClasses classes(CosetTableSpec spec) {
        return CLASSES.get(spec.cornerPart());
    }

    private static int value(CosetTableSpec spec, CubieCube cube) {
        CosetCoordinates coordinates = coordinates(spec);
        int classAndSymmetry = classes(spec).classAndSymmetry(coordinates.cornerRawOf(cube));
        int s = classAndSymmetry & 15;
        int slice = CosetCoordinates.sliceSortedOf(cube);
        EdgeIndexer indexer = new EdgeIndexer(spec);
        int place = indexer.index(coordinates.flipConjugate(s, CosetCoordinates.flipOf(cube), slice),
                coordinates.sliceSortedConjugate(s, slice));
        return TABLES.get(spec).table().distance(classAndSymmetry >>> 4, place);
    }

    /** The exact distance of a cube's coset from the goal coset, by iterative deepening on raw coordinates. */
    private static int exact(CosetTableSpec spec, CubieCube cube) {
        CosetCoordinates coordinates = coordinates(spec);
        EdgeIndexer indexer = new EdgeIndexer(spec);
        int goal = indexer.index(CosetCoordinates.flipOf(CubieCube.SOLVED), CosetCoordinates.sliceSortedOf(CubieCube.SOLVED));
        int goalSet = coordinates.cornerPart().of(CubieCube.SOLVED);
        int twist = CosetCoordinates.twistOf(cube);
        int set = coordinates.cornerPart().of(cube);
        int flip = CosetCoordinates.flipOf(cube);
        int slice = CosetCoordinates.sliceSortedOf(cube);
        for (int depth = 0; ; depth++) {
            if (reaches(coordinates, indexer, goal, goalSet, twist, set, flip, slice, depth)) {
                return depth;
            }
        }
    }

    private static boolean reaches(CosetCoordinates coordinates, EdgeIndexer indexer, int goal, int goalSet, int twist, int set, int flip, int slice,
            int depth) {
        if (depth == 0) {
            return twist == 0 && set == goalSet && indexer.index(flip, slice) == goal;
        }
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            if (reaches(coordinates, indexer, goal, goalSet, coordinates.twistMove(twist, turn), coordinates.cornerSetMove(set, turn),
                    coordinates.flipMove(flip, turn), coordinates.sliceSortedMove(slice, turn), depth - 1)) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest
    @MethodSource("specs")
    void distributionCountsEveryEntryOnce(CosetTableSpec spec) {
        long[] distribution = TABLES.get(spec).distribution();
        assertThat(Arrays.stream(distribution).sum()).isEqualTo(spec.entries());
        assertThat(distribution[0]).isPositive();
        assertThat(distribution.length).isEqualTo(spec.base() + 4);
    }

    /**
     * The distance counts are those the spec promises (the build is deterministic). With the pairs
     * the mean lookup is 8.26 against 7.92 for the places alone (3 times the entries).
     */
    @ParameterizedTest
    @MethodSource("specs")
    void theDistributionIsTheOneTheSpecStates(CosetTableSpec spec) {
        assertThat(TABLES.get(spec).distribution()).containsExactly(spec.expectedDistribution());
    }

    @ParameterizedTest
    @MethodSource("specs")
    void boundsNeverExceedTheTrueCosetDistanceOfShortScrambles(CosetTableSpec spec) {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(10));
        for (int i = 0; i < 40; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(1 + i % 5));
            int exact = exact(spec, cube);
            assertThat(value(spec, cube)).as("bound of %s", cube).isLessThanOrEqualTo(exact);
            // the word's least distance is exact for the goal's own word
            assertThat(value(spec, cube) == 0).isEqualTo(exact == 0 || value(spec, cube) == 0);
        }
        assertThat(value(spec, CubieCube.SOLVED)).isZero();
    }

    /**
     * Breadth-first distances are the only labelling where an entry at B+1 has a neighbour at
     * most B and none beyond B+2, one at B+2 has a neighbour at B+1 and none at most B, and one
     * beyond has no neighbour at B+1 or less. Checks that on every 37th entry.
     */
    @ParameterizedTest
    @MethodSource("specs")
    void everySampledEntryIsConsistentWithItsNeighbours(CosetTableSpec spec) {
        CosetTable table = TABLES.get(spec).table();
        EdgeIndexer indexer = new EdgeIndexer(spec);
        CosetCoordinates coordinates = coordinates(spec);
        CornerClasses classes = classes(spec);
        int[] seen = new int[4];
        for (int c = 0; c < spec.cornerClasses(); c++) {
            int raw = classes.representative(c);
            for (int place = c % 37; place < spec.rowEntries(); place += 37) {
                int code = table.code(c, place);
                seen[code]++;
                int state = indexer.edgeState(place);
                boolean[] neighbourCodes = new boolean[4];
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    int movedRaw = coordinates.cornerRawMove(raw, turn);
                    int classAndSymmetry = classes.classAndSymmetry(movedRaw);
                    int s = classAndSymmetry & 15;
                    int flip = coordinates.flipMove(state >>> 16, turn);
                    int slice = coordinates.sliceSortedMove(state & 0xFFFF, turn);
                    int next = indexer.index(coordinates.flipConjugate(s, flip, slice),
                            coordinates.sliceSortedConjugate(s, slice));
                    neighbourCodes[table.code(classAndSymmetry >>> 4, next)] = true;
                }
                switch (code) {
                    case 0 -> assertThat(neighbourCodes[2] || neighbourCodes[3]).isFalse();
                    case 1 -> assertThat(neighbourCodes[0] && !neighbourCodes[3]).isTrue();
                    case 2 -> assertThat(neighbourCodes[1] && !neighbourCodes[0]).isTrue();
                    default -> assertThat(neighbourCodes[0] || neighbourCodes[1]).isFalse();
                }
            }
        }
        assertThat(Arrays.stream(seen).min().getAsInt()).isPositive();
    }

    @ParameterizedTest
    @MethodSource("specs")
    void randomStatesReadAtLeastOneAndAtMostTheBasePlusThree(CosetTableSpec spec) {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(11));
        for (int i = 0; i < 200; i++) {
            assertThat(value(spec, scrambler.next())).isBetween(1, spec.base() + 3);
        }
    }

    /**
     * Symmetric cubes are in symmetric cosets, at the same distance: the same code. Above the base
     * that is the same value; at or below it (code 0) each reads its own word's least distance,
     * which differs where the two cosets' entries lie in different words (the pairs' part, unlike
     * the places alone, is not kept by every symmetry).
     */
    @ParameterizedTest
    @MethodSource("specs")
    void symmetricCubesReadTheSameCode(CosetTableSpec spec) {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(9));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            int expected = value(spec, cube);
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                int symmetric = value(spec, UDSymmetries.conjugate(s, cube));
                if (expected > spec.base() || symmetric > spec.base()) {
                    assertThat(symmetric).as("%s, symmetry %d", cube, s).isEqualTo(expected);
                }
            }
        }
    }

    /** On the places alone every symmetry keeps the word, so symmetric cubes read the same value even at code 0. */
    @org.junit.jupiter.api.Test
    void symmetricCubesReadTheSameValueOnThePlacesAlone() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(9));
        for (int i = 0; i < 500; i++) {
            CubieCube cube = scrambler.next();
            int expected = value(CosetTableSpec.TINY, cube);
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                assertThat(value(CosetTableSpec.TINY, UDSymmetries.conjugate(s, cube))).isEqualTo(expected);
            }
        }
    }

    /**
     * Relabelling the E-slice pieces by a symmetry of the square (an element of the pairs' subgroup,
     * applied before the cube) keeps the coset: the same entry for the pairs' table.
     */
    @ParameterizedTest
    @MethodSource("specs")
    void theOrderPartIgnoresWhatTheSubgroupPermutes(CosetTableSpec spec) {
        SliceOrder order = spec.sliceOrder();
        int[][] square = {{1, 2, 3, 0}, {2, 3, 0, 1}, {1, 0, 3, 2}, {3, 2, 1, 0}, {2, 1, 0, 3}};
        for (int rank = 0; rank < 24; rank++) {
            int[] pieces = cubelab.coord.Permutations.unrank(rank, 4);
            for (int[] relabel : square) {
                int[] relabelled = new int[4];
                for (int i = 0; i < 4; i++) {
                    relabelled[i] = relabel[pieces[i]];
                }
                int other = cubelab.coord.Permutations.rank(relabelled);
                if (order != SliceOrder.FULL) {
                    assertThat(order.valueOf(other)).as("%s rank %d", spec.name(), rank).isEqualTo(order.valueOf(rank));
                }
            }
        }
        assertThat(java.util.stream.IntStream.range(0, 24).map(order::valueOf).distinct().count())
                .isEqualTo(order.valueCount());
    }
}
