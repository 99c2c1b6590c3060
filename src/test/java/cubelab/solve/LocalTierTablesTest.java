package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.solve.tier.Calibration;
import cubelab.solve.tier.MachineSpeed;
import cubelab.solve.tier.MeasuredRates;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierBuildProgress;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalTierTablesTest {

    @TempDir
    Path directory;

    @Test
    void theTablesWindowShowsTheEstimatorsFiguresAndTheSameAtEveryOpening() throws Exception {
        TableLocation location = TableLocation.at(directory);
        TierEstimator estimator = new TierEstimator(Calibration.fixed(new MachineSpeed(0.5, 2)), new MeasuredRates(), 2);
        LocalTierTables tables = new LocalTierTables(location, 2, estimator, new LoadedMemory(() -> 1L << 40));

        List<TierOverview> first = tables.overview();
        for (TierOverview row : first) {
            assertThat(row.build()).isEqualTo(estimator.build(row.tier(), location));
            assertThat(row.randomCube()).isEqualTo(estimator.randomCube(row.tier()));
        }
        assertThat(row(first, TierRegistry.KORF).build().typical()).as("half the reference speed: twice the time")
                .isCloseTo(2 * TierRegistry.KORF.referenceBuildSeconds(), within(1e-9));
        assertThat(tables.overview()).as("opened again: the same figures").isEqualTo(first);
    }

    @Test
    void aBuildReportsTheWholeBuildsTimeLeftFromTheEstimate() throws Exception {
        TableLocation location = TableLocation.at(directory);
        TierEstimator estimator = TierEstimator.reference();
        LocalTierTables tables = new LocalTierTables(location, 2, estimator, new LoadedMemory(() -> 1L << 40));
        List<TierBuildProgress> seen = new CopyOnWriteArrayList<>();
        tables.build(TierRegistry.TINY, new TierBuildListener() {
            @Override
            public void progress(TierBuildProgress progress) {
                seen.add(progress);
            }
        });
        assertThat(seen).isNotEmpty();
        assertThat(seen).as("every report carries a time left for the whole build, none left at the end")
                .allSatisfy(progress -> assertThat(progress.secondsLeft()).isGreaterThanOrEqualTo(0));
        assertThat(seen.get(seen.size() - 1).fraction()).isEqualTo(1.0);
        assertThat(seen.get(seen.size() - 1).secondsLeft()).isZero();
    }

    private static TierOverview row(List<TierOverview> rows, SolverTier tier) {
        return rows.stream().filter(row -> row.tier().equals(tier)).findFirst().orElseThrow();
    }
}
