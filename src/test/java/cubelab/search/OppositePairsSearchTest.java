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
import java.util.HashSet;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A coset table that keeps which places hold the opposite E-slice pieces ({@code coset-eo0-pairs},
 * 3.9 MB, the small member of the kind of {@code coset-eo12-pairs}) searched: the optimal lengths
 * and every optimal solution of the pattern-database tier, each replayed, and the native loop
 * node for node the Java loop's.
 */
@Tag("heavy")
class OppositePairsSearchTest {

    @TempDir
    static Path directory;
    private static CosetHeuristic pairs;

    @BeforeAll
    static void build() throws Exception {
        CosetCoordinates coordinates = new CosetCoordinates();
        CornerClasses classes = new CornerClasses(coordinates);
        CosetTableSpec spec = CosetTableSpec.TINY_PAIRS;
        Path file = directory.resolve(CosetTableFile.fileName(spec));
        new CosetTableBuilder(spec, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
        CosetTable table = CosetTableFile.load(file, spec).table();
        pairs = new CosetHeuristic(coordinates, classes, table.inNativeMemory().orElse(table));
    }

    @Test
    void solvesScramblesAtThePatternDatabaseTiersOptimalLengthsWithEveryOptimalSolution() throws Exception {
        IdaStar reference = new IdaStar(SmallTables.heuristic(), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(64));
        SearchOptions all = SearchOptions.defaults().withAllSolutions(true);
        for (int length = 1; length <= 9; length++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(length));
            SearchResult found = new IdaStar(pairs, 2).solve(cube, all);
            SearchResult expected = reference.solve(cube, all);
            assertThat(found.depth()).as("optimal length of %s", cube).isEqualTo(expected.depth());
            assertThat(new HashSet<>(found.solutions())).isEqualTo(new HashSet<>(expected.solutions()));
            for (List<FaceTurn> solution : found.solutions()) {
                assertThat(cube.apply(solution).isSolved()).as("%s solves %s", solution, cube).isTrue();
            }
        }
    }

    @Test
    void theNativeLoopCountsTheJavaLoopsNodesAndFindsItsSolutions() throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        assertThat(pairs.searchesNatively()).isTrue();
        NativeCosetKernelTest.assertSameIterations(pairs, new SplittableRandom(85), 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(86));
        for (int length = 7; length <= 10; length++) {
            NativeLoopChecks.assertSameSolutions(pairs, pairs.inJava(), CubieCube.SOLVED.apply(scrambler.next(length)));
        }
    }
}
