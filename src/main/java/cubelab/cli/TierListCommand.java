package cubelab.cli;

import cubelab.cli.options.TablesOption;
import com.fasterxml.jackson.jr.ob.JSON;
import cubelab.solve.tier.Calibration;
import cubelab.solve.tier.Durations;
import cubelab.solve.tier.MachineCapacity;
import cubelab.solve.tier.MachineSpeed;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TimeEstimate;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pdb list}: every solving tier with its status here, disk and memory, the build time and
 * the time for a random cube on this machine, and which tier to build; the same table, from the
 * same estimates ({@link TierEstimator}), as the window's Solver tables dialog.
 */
@Command(name = "list", mixinStandardHelpOptions = true,
        description = "List the solver tiers: status, sizes, build and solve times on this machine, and the recommended one.")
final class TierListCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    TablesOption tables;

    @Option(names = "--tier", converter = TierNames.TablesOrAll.class, completionCandidates = TierNames.TablesOrAll.class,
            description = "List only this tier: ${COMPLETION-CANDIDATES} (default: the solving tiers).")
    String tier;

    @Option(names = "--files", description = "Only the file names of the tier's tables, one a line (for packaging).")
    boolean files;

    @Option(names = "--json", description = "One JSON object with the directory, the machine and the tiers.")
    boolean json;

    @Option(names = "--calibrate", description = "Measure this machine's speed again (on an idle machine) and keep it"
            + " for every estimate; otherwise the speed measured the first time is used.")
    boolean calibrate;

    @Override
    public Integer call() throws IOException, InterruptedException {
        PrintWriter out = spec.commandLine().getOut();
        if (files) {
            (tier == null || tier.equals("all") ? TierRegistry.SOLVING : List.of(TierRegistry.named(tier))).forEach(
                    listed -> listed.fileNames().forEach(out::println));
            out.flush();
            return ExitCodes.OK;
        }
        TableLocation location = tables.location();
        MachineCapacity capacity = MachineCapacity.at(location);
        TierEstimator estimator = TierEstimator.keptIn(location);
        Calibration.Measured calibration = calibrate ? estimator.calibration().measureAgain()
                : estimator.calibration().measured();
        MachineSpeed speed = calibration.speed();
        List<TierOverview> tiers = tier == null || tier.equals("all") ? TierOverview.of(location, capacity, estimator)
                : List.of(TierOverview.of(TierRegistry.named(tier), location, capacity, estimator));
        if (json) {
            out.println(JSON.std.asString(document(location, capacity, calibration, tiers)));
            out.flush();
            return ExitCodes.OK;
        }
        out.println("# directory " + location.directory().toAbsolutePath().normalize());
        String disk = capacity.freeDiskKnown()
                ? String.format(Locale.ROOT, "%.1f GB disk free", capacity.freeDisk() / 1e9) : "disk space unknown";
        out.println(String.format(Locale.ROOT, "# machine: %d cores, %.1f GB memory available, %s,"
                + " %.2f× the reference machine's speed per core (measured %s%s)", speed.cores(),
                capacity.availableMemory() / 1e9, disk, speed.perCore(), calibration.date(),
                calibration.idle() ? "" : " on a busy machine; measured again when it is idle"));
        out.println("tier\tstatus\tdisk\tmemory\tbuild here\trandom cube here\tnote\ttables");
        for (TierOverview row : tiers) {
            out.println(String.join("\t", row.tier().name(), row.statusText(), Durations.bytes(row.tier().diskBytes()),
                    Durations.bytes(row.tier().memoryBytes()),
                    TierRegistry.retired(row.tier()) ? "-" : row.build().describe(),
                    row.randomCube().known() ? row.randomCube().describe() : "not measured",
                    note(row),
                    String.join(" ", row.tier().tableNames())));
        }
        out.flush();
        return ExitCodes.OK;
    }

    /** The tier's marks ("recommended", "in use"), or else why the machine cannot build or hold it. */
    private static String note(TierOverview row) {
        return row.marks().isEmpty() ? row.cannotBuild().orElse("-") : String.join(", ", row.marks());
    }

    private static Map<String, Object> document(TableLocation location, MachineCapacity capacity,
            Calibration.Measured calibration, List<TierOverview> tiers) {
        Map<String, Object> machine = new LinkedHashMap<>();
        machine.put("cores", calibration.speed().cores());
        machine.put("availableMemoryBytes", capacity.availableMemory());
        machine.put("freeDiskBytes", capacity.freeDisk());
        machine.put("speedPerCore", calibration.speed().perCore());
        machine.put("speedMeasured", calibration.date().toString());
        machine.put("speedMeasuredIdle", calibration.idle());
        Map<String, Object> document = new LinkedHashMap<>();
        document.put("directory", location.directory().toAbsolutePath().normalize().toString());
        document.put("machine", machine);
        document.put("tiers", tiers.stream().map(TierListCommand::row).toList());
        return document;
    }

    private static Map<String, Object> row(TierOverview overview) {
        Map<String, Object> row = new LinkedHashMap<>();
        row.put("tier", overview.tier().name());
        row.put("status", overview.status().label());
        // how much of a stopped build is done (0 to 1), which pdb build resumes; null unless paused
        row.put("pausedFraction", Double.isNaN(overview.pausedFraction()) ? null : overview.pausedFraction());
        row.put("diskBytes", overview.tier().diskBytes());
        row.put("memoryBytes", overview.tier().memoryBytes());
        // an earlier version's tables are never built again: no build time
        row.put("buildSeconds", TierRegistry.retired(overview.tier()) ? null : overview.build().typical());
        TimeEstimate random = overview.randomCube();
        row.put("randomCubeSeconds", random.known() ? random.typical() : null);
        row.put("randomCubeRangeSeconds", random.known() ? List.of(random.low(), random.high()) : null);
        row.put("recommended", overview.recommended());
        row.put("inUse", overview.inUse());
        row.put("cannotBuild", overview.cannotBuild().orElse(null));
        row.put("tables", overview.tier().tableNames());
        row.put("files", overview.tier().fileNames());
        return row;
    }
}
