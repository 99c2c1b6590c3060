package cubelab.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.jr.ob.JSON;
import cubelab.cli.CubeLabCommand;
import cubelab.solve.LoadedMemory;
import cubelab.solve.LocalTierTables;
import cubelab.solve.TierHeuristicSource;
import cubelab.solve.tier.MeasuredRates;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The first-start offer, the Solve card, the Solver tables window and {@code pdb list} tell the
 * same times, each from its own opening of the same table directory, with made-up search rates
 * kept there (the calibration is measured once by the first and read by the others).
 */
class EstimateConsumersTest {

    @Test
    void everyPlaceThatShowsAnEstimateShowsTheSameOne(@TempDir Path directory) throws Exception {
        TableLocation location = TableLocation.at(directory);
        // nine searches seen here before (enough that the calibration's expectation beside them cannot
        // move their median), slower than the reference machine's (whose rate is 77 M nodes/s on korf)
        Files.writeString(directory.resolve(MeasuredRates.FILE_NAME),
                "korf@corners+edges6-UR-UF-UL-UB-FR-FL+edges6-DR-DF-DL-DB-BL-BR=3.0e7,3.1e7,3.0e7,2.9e7,0.3e7,3.0e7,3.0e7,3.0e7,3.0e7\n"
                        + "large@coset-eo12-pairs=4.5e6,4.6e6,4.4e6\n");
        TierEstimator first = TierEstimator.keptIn(location);
        first.calibration().measured();
        // kept as if measured on an idle machine: a figure kept from a busy machine is measured again
        // by the next consumer that finds the machine idle, and this test's neighbours come and go
        Path speedFile = directory.resolve(cubelab.solve.tier.Calibration.FILE_NAME);
        Files.writeString(speedFile, Files.readString(speedFile).replace(" busy", " idle"));

        // the Solver tables window
        LocalTierTables window = new LocalTierTables(location, Runtime.getRuntime().availableProcessors(),
                TierEstimator.keptIn(location), new LoadedMemory());
        List<TierOverview> rows = window.overview();
        TierOverview korf = rows.stream().filter(row -> row.tier().equals(TierRegistry.KORF)).findFirst().orElseThrow();
        TierOverview large = rows.stream().filter(row -> row.tier().equals(TierRegistry.LARGE)).findFirst().orElseThrow();
        assertThat(korf.randomCube().typical()).as("the reference's median at 30 M nodes/s, one slow search left out")
                .isCloseTo(TierRegistry.KORF.searchCost().randomCubeSeconds()
                        * TierRegistry.KORF.searchCost().nodesPerSecond() / 3.0e7, org.assertj.core.api.Assertions.within(1e-6));
        // opened again, the same estimates (what fits may move with the free memory other programs leave)
        assertThat(estimates(window.overview())).as("opened again").isEqualTo(estimates(rows));

        // the first-start offer is made of the window's rows
        TablesFlow.offer(rows).ifPresent(offered -> assertThat(rows).contains(offered));

        // the Solve card, before solving a random cube on korf (nothing else is built here)
        TierHeuristicSource solver = TierHeuristicSource.bestBuilt(location, Runtime.getRuntime().availableProcessors(),
                TierEstimator.keptIn(location), new LoadedMemory());
        assertThat(solver.tier()).isEqualTo(TierRegistry.KORF);
        assertThat(solver.expected(11, 20)).isEqualTo(korf.randomCube());

        // pdb list, text and JSON
        String text = pdbList(directory);
        assertThat(text).contains("korf\t").contains("\t" + korf.build().describe() + "\t" + korf.randomCube().describe()
                + "\t").contains("\t" + large.build().describe() + "\t" + large.randomCube().describe() + "\t");
        Map<String, Object> json = JSON.std.mapFrom(pdbList(directory, "--json"));
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> tiers = (List<Map<String, Object>>) json.get("tiers");
        Map<String, Object> korfJson = tiers.stream().filter(tier -> tier.get("tier").equals("korf")).findFirst()
                .orElseThrow();
        assertThat(((Number) korfJson.get("randomCubeSeconds")).doubleValue()).isEqualTo(korf.randomCube().typical());
        assertThat(((Number) korfJson.get("buildSeconds")).doubleValue()).isEqualTo(korf.build().typical());
        assertThat(((List<?>) korfJson.get("randomCubeRangeSeconds")).stream().map(n -> ((Number) n).doubleValue()))
                .containsExactly(korf.randomCube().low(), korf.randomCube().high());
    }

    private static String pdbList(Path directory, String... more) {
        StringWriter out = new StringWriter();
        String[] args = new String[3 + more.length];
        args[0] = "pdb";
        args[1] = "list";
        args[2] = "--tables=" + directory;
        System.arraycopy(more, 0, args, 3, more.length);
        int exit = CubeLabCommand.run(new PrintWriter(out, true), new PrintWriter(new StringWriter(), true), args);
        assertThat(exit).isZero();
        return out.toString();
    }

    private static List<List<Object>> estimates(List<TierOverview> rows) {
        return rows.stream().map(row -> List.<Object>of(row.tier().name(), row.build(), row.randomCube())).toList();
    }
}
