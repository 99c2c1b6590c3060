package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.solve.tier.MachineSpeed;
import cubelab.solve.tier.SearchRates;
import cubelab.solve.tier.SolveEstimate;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LocalTierTablesTest {

    @Test
    void theTablesWindowMeasuresAgainAndKeepsTheFastestMeasurement(@TempDir Path directory) throws Exception {
        // a first measurement slowed by the start-up's table load, then the idle machine, then a build beside it
        Deque<MachineSpeed> measurements = new ArrayDeque<>(List.of(new MachineSpeed(0.6, 2),
                new MachineSpeed(1.0, 2), new MachineSpeed(0.8, 2)));
        LocalTierTables tables = new LocalTierTables(TableLocation.at(directory), 2, new SearchRates(),
                new LoadedMemory(() -> 1L << 40), measurements::removeFirst);

        assertThat(tables.speed().perCore()).isEqualTo(0.6);
        assertThat(tables.speed().perCore()).as("kept, not measured again before each solve").isEqualTo(0.6);
        assertThat(measurements).hasSize(2);

        TableLocation location = TableLocation.at(directory);
        assertThat(korfBuildSeconds(tables.overview())).isEqualTo(SolveEstimate.build(TierRegistry.KORF, location,
                new MachineSpeed(1.0, 2)));
        assertThat(tables.speed().perCore()).isEqualTo(1.0);
        assertThat(korfBuildSeconds(tables.overview())).as("a slower measurement does not replace a faster one")
                .isEqualTo(SolveEstimate.build(TierRegistry.KORF, location, new MachineSpeed(1.0, 2)));
        assertThat(measurements).isEmpty();
        assertThat(tables.speed().perCore()).isEqualTo(1.0);
    }

    private static double korfBuildSeconds(List<TierOverview> rows) {
        return rows.stream().filter(row -> row.tier().equals(TierRegistry.KORF)).findFirst().orElseThrow()
                .buildSeconds();
    }
}
