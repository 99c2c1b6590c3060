package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code solve}'s search on a loaded tier: every method, with and without the two-phase bound; every answer replayed. */
class OptimalSearchTest {

    private static LoadedTier manhattan;

    @BeforeAll
    static void load(@TempDir Path directory) throws Exception {
        // a tier without tables: nothing to build
        manhattan = TierChoice.load("manhattan", TableLocation.at(directory), 1, line -> { }, TierBuildListener.NONE);
    }

    private static CubieCube cube(String scramble) throws Exception {
        return FaceletCube.SOLVED.apply(Algorithm.parse(scramble)).toCubieCube();
    }

    private static OptimalSearch search(SolveMethod.Kind method, boolean all, boolean bound, long maxNodes,
            List<String> report) {
        return new OptimalSearch.Settings(method, 1, 2, maxNodes, all, null, bound).start().on(manhattan, report::add);
    }

    private static void assertSolves(SearchAnswer answer, String scramble, int length) throws Exception {
        assertThat(answer.solved()).isTrue();
        assertThat(answer.ending()).isEqualTo(SearchAnswer.Ending.SOLVED);
        assertThat(answer.depth()).isEqualTo(length);
        assertThat(answer.solution().size()).isEqualTo(length);
        assertThat(FaceletCube.SOLVED.apply(Algorithm.parse(scramble)).apply(answer.solution()))
                .isEqualTo(FaceletCube.SOLVED);
    }

    @Test
    void idaStarFindsTheOptimalLengthWithAndWithoutTheTwoPhaseBound() throws Exception {
        for (boolean bound : new boolean[] {true, false}) {
            SearchAnswer answer = search(SolveMethod.Kind.ida, false, bound, 1_000_000, new ArrayList<>())
                    .solve(cube("R U F'"));
            assertSolves(answer, "R U F'", 3);
        }
    }

    @Test
    void everyOptimalSolutionWhenAskedFor() throws Exception {
        SearchAnswer answer = search(SolveMethod.Kind.ida, true, true, 1_000_000, new ArrayList<>()).solve(cube("R U"));
        assertSolves(answer, "R U", 2);
        assertThat(answer.solutions()).containsExactly(Algorithm.parse("U' R'"));
        assertThat(answer.provenByExhaustion()).as("with every solution asked for, no bound is used").isFalse();
    }

    @Test
    @Tag("heavy") // the backward store's key moves take seconds to build
    void theBackwardStoreMethodsSayTheirBuildAndFindTheSameLength() throws Exception {
        for (SolveMethod.Kind method : List.of(SolveMethod.Kind.perimeter, SolveMethod.Kind.bidirectional)) {
            List<String> report = new ArrayList<>();
            SearchAnswer answer = search(method, false, false, 1_000_000, report).solve(cube("R U F' L2"));
            assertSolves(answer, "R U F' L2", 4);
            assertThat(report).contains("building the backward store to depth 2");
        }
    }

    @Test
    @Tag("heavy")
    void aSpentNodeCapIsASearchThatGaveUp() {
        OptimalSearch capped = search(SolveMethod.Kind.bidirectional, false, false, 1, new ArrayList<>());
        assertThatThrownBy(() -> capped.solve(cube("R U F' L2 D B' R2 U'")))
                .isInstanceOf(SearchGaveUpException.class).hasMessageContaining("--max-nodes");
    }
}
