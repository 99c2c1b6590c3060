package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.solve.tier.PairedSolverTier;
import cubelab.solve.tier.SearchCost;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierRegistry;
import cubelab.support.DamagedFiles;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.SliceTableSpec;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A slice-group tier and a paired tier load their tables opened at once: they solve as before,
 * and a slice table whose header checks but whose words are damaged is found by its check in the
 * background, which ends prepare and solve with the damaged-table error naming the file.
 */
@Tag("heavy")
class OpenedSliceTiersSolveTest {

    private static final SolverTier SLICE = TierRegistry.named(SliceTableSpec.FLIP0.name());
    private static final SolverTier PAIR = new PairedSolverTier("coset-eo0+slice-flip0",
            new NamedCosetTable(CosetTableSpec.TINY.name(), CosetTableSpec.TINY), SliceTableSpec.FLIP0,
            "the test tables paired", 17, 16, SearchCost.UNMEASURED);

    @TempDir
    static Path directory;
    private static Path whole;
    private static Path damaged;

    @BeforeAll
    static void buildTables() throws Exception {
        whole = Files.createDirectories(directory.resolve("whole"));
        PAIR.build(TableLocation.at(whole), 2, TierBuildListener.NONE);
        damaged = Files.createDirectories(directory.resolve("damaged"));
        try (Stream<Path> files = Files.list(whole)) {
            for (Path file : files.toList()) {
                Files.copy(file, damaged.resolve(file.getFileName()));
            }
        }
        Path slice = damaged.resolve(CosetTableFile.fileName(SliceTableSpec.FLIP0));
        DamagedFiles.flipByte(slice, Files.size(slice) - 1000);
    }

    @Test
    void bothTiersSolveOnTheirOpenedTables() throws Exception {
        FaceletCube scrambled = FaceletCube.SOLVED.apply(Algorithm.parse("R U2 F' L D B2 U'"));
        CubieCube cube = scrambled.toCubieCube();
        for (SolverTier tier : List.of(SLICE, PAIR)) {
            IdaStarSolver solver = new IdaStarSolver(TierHeuristicSource.fixed(tier, TableLocation.at(whole), 2), 2);
            solver.prepare();
            for (int solve = 0; solve < 2; solve++) {
                SolveResult solved = solver.solve(cube, ProgressListener.NONE, new Cancellation());
                assertThat(scrambled.apply(solved.solution())).as(tier.name()).isEqualTo(FaceletCube.SOLVED);
                assertThat(solved.solution().size()).isLessThanOrEqualTo(7);
            }
        }
    }

    @Test
    void aDamagedSliceTableEndsPrepareAndSolveWithTheRebuildAdvice() throws Exception {
        CubieCube cube = FaceletCube.SOLVED.apply(Algorithm.parse("R U2 F' L D B2 U'")).toCubieCube();
        for (SolverTier tier : List.of(SLICE, PAIR)) {
            IdaStarSolver solver = new IdaStarSolver(TierHeuristicSource.fixed(tier, TableLocation.at(damaged), 2), 2);
            for (ThrowingCall call : new ThrowingCall[] {solver::prepare,
                () -> solver.solve(cube, ProgressListener.NONE, new Cancellation())}) {
                assertThatThrownBy(call::run).as(tier.name()).isInstanceOf(SolverUnavailableException.class)
                        .hasMessageContaining("the " + tier.name() + " table is damaged")
                        .hasMessageContaining(CosetTableFile.fileName(SliceTableSpec.FLIP0) + ": corrupt: checksum")
                        .hasMessageNotContaining(CosetTableFile.fileName(CosetTableSpec.TINY))
                        .hasMessageContaining("pdb build --tier " + tier.name());
            }
        }
    }

    private interface ThrowingCall {
        void run() throws Exception;
    }
}
