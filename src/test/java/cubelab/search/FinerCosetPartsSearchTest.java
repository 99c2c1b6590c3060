package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.nativecode.NativeLibrary;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The small coset tables of the finer parts searched: {@code coset-eo0-pairs} (3.9 MB, which places
 * hold the opposite E-slice pieces, the kind of {@code coset-eo12-pairs}) and
 * {@code coset-eo0-diagonals} (11 MB, which places hold each layer's diagonal corner pairs, the
 * kind of {@code coset-eo8-diagonals}): the optimal lengths and every optimal solution of the
 * pattern-database tier, each replayed, and the native loop node for node the Java loop's.
 */
@Tag("heavy")
class FinerCosetPartsSearchTest {

    @TempDir
    static Path directory;
    private static final Map<CosetTableSpec, CosetHeuristic> HEURISTICS = new HashMap<>();

    @BeforeAll
    static void build() throws Exception {
        for (CosetTableSpec spec : specs()) {
            CosetCoordinates coordinates = new CosetCoordinates(spec.cornerPart());
            CornerClasses classes = new CornerClasses(coordinates);
            Path file = directory.resolve(CosetTableFile.fileName(spec));
            new CosetTableBuilder(spec, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
            CosetTable table = CosetTableFile.load(file, spec).table();
            HEURISTICS.put(spec, new CosetHeuristic(coordinates, classes, table.inNativeMemory().orElse(table)));
        }
    }

    static List<CosetTableSpec> specs() {
        return List.of(CosetTableSpec.TINY_PAIRS, CosetTableSpec.TINY_DIAGONALS);
    }

    @ParameterizedTest
    @MethodSource("specs")
    void solvesScramblesAtThePatternDatabaseTiersOptimalLengthsWithEveryOptimalSolution(CosetTableSpec spec)
            throws Exception {
        CosetHeuristic heuristic = HEURISTICS.get(spec);
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(64));
        SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
        for (int length = 1; length <= 9; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            SearchResult found = new IdaStar(heuristic, 2).solve(cube, all);
            SearchResult expected = reference.solve(cube, all);
            assertThat(found.depth()).as("optimal length of %s", cube).isEqualTo(expected.depth());
            assertThat(new HashSet<>(found.solutions())).isEqualTo(new HashSet<>(expected.solutions()));
            for (List<FaceTurn> solution : found.solutions()) {
                assertThat(cube.apply(solution).isSolved()).as("%s solves %s", solution, cube).isTrue();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("specs")
    void theNativeLoopCountsTheJavaLoopsNodesAndFindsItsSolutions(CosetTableSpec spec) throws Exception {
        CosetHeuristic heuristic = HEURISTICS.get(spec);
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        assertThat(heuristic.searchesNatively()).isTrue();
        NativeCosetKernelTest.assertSameIterations(heuristic, new SplittableRandom(85), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(86));
        for (int length = 7; length <= 10; length++) {
            NativeLoopChecks.assertSameSolutions(heuristic, heuristic.inJava(),
                    CubieCube.SOLVED.apply(scrambler.next(length)));
        }
    }
}
