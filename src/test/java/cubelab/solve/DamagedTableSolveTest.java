package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierRegistry;
import cubelab.support.DamagedFiles;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A coset table whose header checks but whose words are damaged opens at once; its check in the
 * background finds the damage, and the solver then says what it has always said of a damaged
 * table: which table, what is wrong, and how to build it again. A whole table solves as before.
 */
class DamagedTableSolveTest {

    private static final String TIER = "coset-eo0";

    @Test
    void aDamageFoundInTheBackgroundEndsPrepareAndSolveWithTheRebuildAdvice(@TempDir Path directory) throws Exception {
        SolverTier tier = TierRegistry.named(TIER);
        TableLocation location = TableLocation.at(directory);
        tier.build(location, 2, TierBuildListener.NONE);
        FaceletCube scrambled = FaceletCube.SOLVED.apply(Algorithm.parse("R U2 F' L D B2 U'"));
        CubieCube cube = scrambled.toCubieCube();
        IdaStarSolver whole = new IdaStarSolver(TierHeuristicSource.fixed(tier, location, 2), 2);
        whole.prepare();
        SolveResult solved = whole.solve(cube, ProgressListener.NONE, new Cancellation());
        assertThat(scrambled.apply(solved.solution())).isEqualTo(FaceletCube.SOLVED);
        assertThat(solved.solution().size()).isLessThanOrEqualTo(7);

        Path file = directory.resolve(CosetTableFile.fileName(CosetTableSpec.TINY));
        DamagedFiles.flipByte(file, Files.size(file) - 1000);
        IdaStarSolver solver = new IdaStarSolver(TierHeuristicSource.fixed(tier, location, 2), 2);
        for (ThrowingCall call : new ThrowingCall[] {solver::prepare,
            () -> solver.solve(cube, ProgressListener.NONE, new Cancellation())}) {
            assertThatThrownBy(call::run).isInstanceOf(SolverUnavailableException.class)
                    .hasMessageContaining("the " + TIER + " table is damaged")
                    .hasMessageContaining(file.getFileName() + ": corrupt: checksum")
                    .hasMessageContaining("pdb build --tier " + TIER);
        }
    }

    private interface ThrowingCall {
        void run() throws Exception;
    }
}
