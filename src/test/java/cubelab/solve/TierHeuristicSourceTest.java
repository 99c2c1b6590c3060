package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierRegistry;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.MachineResources;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TierHeuristicSourceTest {

    @Test
    void aTierBuiltMeanwhileIsTheNextSolvesWithNoRestartAndADamagedOneIsNeverUsed(@TempDir Path directory)
            throws Exception {
        Assumptions.assumeTrue(MachineResources.of(directory).fitsInMemory(CosetTableSpec.EO12.payloadBytes()),
                "needs memory for the standard tier");
        TableLocation location = TableLocation.at(directory);
        LoadedMemory memory = new LoadedMemory();
        TierEstimator estimator = TierEstimator.reference();
        TierHeuristicSource source = TierHeuristicSource.bestBuilt(location, 2, estimator, memory);
        assertThat(source.tier()).isEqualTo(TierRegistry.KORF);
        assertThat(source.ready()).as("Korf's tables are not built here").isFalse();
        assertThat(source.description()).contains("missing").contains("pdb build --tier korf");

        // the standard table appears (a file of the right size, but all zeros: damaged inside)
        try (RandomAccessFile file = new RandomAccessFile(
                directory.resolve(CosetTableFile.fileName(CosetTableSpec.EO12)).toFile(), "rw")) {
            file.setLength(CosetTableFile.fileSize(CosetTableSpec.EO12));
        }
        assertThat(source.tier()).isEqualTo(TierRegistry.STANDARD);
        assertThat(source.ready()).isTrue();
        assertThat(source.tierName()).isEqualTo("standard");
        assertThat(source.shortening()).as("the coset tiers keep the first answer").isZero();
        // a cube that says no more than a random one (root estimate 11, two-phase answer 20): the
        // registry's median for a random cube, as the tables window shows it
        double reference = TierRegistry.STANDARD.searchCost().randomCubeSeconds();
        assertThat(source.expected(11, 20)).isEqualTo(estimator.randomCube(TierRegistry.STANDARD));
        assertThat(source.expected(11, 20).typical()).isCloseTo(reference, org.assertj.core.api.Assertions.within(1e-6));
        // searches seen here at half the reference rate double the estimates once three agree (the
        // calibration's expectation counts as two); a short one is ignored
        double half = TierRegistry.STANDARD.searchCost().nodesPerSecond() / 2;
        source.searched((long) (half * 0.5), 0.5);
        assertThat(source.expected(11, 20).typical()).isCloseTo(reference, org.assertj.core.api.Assertions.within(1e-6));
        for (int search = 0; search < 3; search++) {
            source.searched((long) (half * 10), 10);
        }
        assertThat(source.expected(11, 20).typical()).isCloseTo(2 * reference,
                org.assertj.core.api.Assertions.within(1e-6));
        assertThat(source.description()).contains("a random cube takes " + estimator.randomCube(TierRegistry.STANDARD)
                .describe() + " here").contains("about 7 s (");
        assertThatThrownBy(source::load).isInstanceOf(SolverUnavailableException.class)
                .hasMessageContaining("standard table is damaged");
        assertThat(memory.held()).as("a load that failed holds nothing").isZero();
    }
}
