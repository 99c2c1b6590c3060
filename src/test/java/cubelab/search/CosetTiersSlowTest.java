package cubelab.search;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.tables.BuildListener;
import cubelab.tables.TableStore;
import cubelab.tables.PatternDatabaseSet;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The 21 MB {@code coset-eo4} table, built here (under a minute on 2 idle cores), against the
 * Korf tier: the same optimal lengths on deeper scrambles, and nxopt's published mean.
 */
@Tag("slow")
class CosetTiersSlowTest {

    @TempDir
    static Path directory;
    private static CosetHeuristic coset;
    private static long[] distribution;
    private static PatternDatabaseHeuristic korf;

    @BeforeAll
    static void build() throws Exception {
        CosetCoordinates coordinates = new CosetCoordinates();
        CornerClasses classes = new CornerClasses(coordinates);
        Path file = directory.resolve(CosetTableFile.fileName(CosetTableSpec.EO4));
        new CosetTableBuilder(CosetTableSpec.EO4, coordinates, classes, 2).build(file, CosetBuildListener.NONE);
        CosetTableFile.Loaded loaded = CosetTableFile.load(file, CosetTableSpec.EO4);
        coset = new CosetHeuristic(coordinates, classes, loaded.table());
        distribution = loaded.distribution();
        korf = PatternDatabaseHeuristic.korf(new TableStore(TableStore.defaultDirectory())
                .loadOrBuild(PatternDatabaseSet.KORF, 2, BuildListener.NONE, message -> { }));
    }

    @Test
    void theDistributionIsDeterministicAndItsMeanIsNxoptsEightPointNine() {
        assertThat(distribution).containsExactly(CosetTableSpec.EO4.expectedDistribution());
        double sum = 0;
        for (int d = 0; d < distribution.length; d++) {
            sum += d * (double) distribution[d];
        }
        // nxopt.md, EO1 EP1 "average1": 8.906 (it counts classes without symmetric copies)
        assertThat(sum / Arrays.stream(distribution).sum()).isBetween(8.89, 8.93);
    }

    @Test
    void deepScramblesGetTheKorfTiersOptimalLengths() throws Exception {
        IdaStar withCoset = new IdaStar(coset, 2);
        IdaStar withKorf = new IdaStar(korf, 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(606));
        for (int length = 11; length <= 14; length++) {
            List<FaceTurn> scramble = scrambler.next(length);
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            SearchResult result = withCoset.solve(cube, SearchOptions.defaults());
            SearchResult expected = withKorf.solve(cube, SearchOptions.defaults());
            assertThat(result.depth()).as("optimal length after %s", scramble).isEqualTo(expected.depth());
            assertThat(cube.apply(result.solutions().get(0)).isSolved()).isTrue();
        }
    }
}
