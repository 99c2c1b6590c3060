package cubelab.cli;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.CosetTier;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import java.util.Optional;
import cubelab.tables.BuildListener;
import cubelab.tables.Manifest;
import cubelab.tables.TableSpec;
import cubelab.tables.TableStore;
import cubelab.tables.TemporaryFiles;
import cubelab.tables.Tier;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pdb build|verify|list}: the pattern-database files. Progress goes to stderr. */
@Command(name = "pdb", mixinStandardHelpOptions = true, description = "Build, verify or list pattern databases.",
        subcommands = {PdbCommand.Build.class, PdbCommand.Verify.class, PdbCommand.ListTables.class})
public final class PdbCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return 2;
    }

    static BuildListener progress(PrintWriter err) {
        return (table, depth, states, backward, seconds) -> {
            err.println(String.format(Locale.ROOT, "%s: depth %2d %,14d states%s  %6.1f s", table.name(), depth, states,
                    backward ? " (backward)" : "", seconds));
            err.flush();
        };
    }

    /** Shared options. */
    static class TierOptions {
        @Option(names = "--tier", converter = TierNames.Tables.class, completionCandidates = TierNames.Tables.class, defaultValue = "korf", description = "Table tier: korf, tiny, small, standard or large.")
        String tier;

        @Option(names = "--tables", paramLabel = "DIR", description = "Table directory (default pdb/ or the user cache).")
        Path tables;

        TableStore store() {
            return HeuristicChoice.store(tables);
        }
    }

    @Command(name = "build", mixinStandardHelpOptions = true, description = "Build the tier's missing or bad tables.")
    static final class Build extends TierOptions implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Option(names = "--threads", converter = OptionRanges.Threads.class, description = "Build threads (default: all cores).")
        int threads = Runtime.getRuntime().availableProcessors();

        @Option(names = "--force", description = "Rebuild even the tables that verify.")
        boolean force;

        @Override
        public Integer call() throws IOException, InterruptedException {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            if (CosetTier.named(tier).isPresent()) {
                return buildCoset(out, err);
            }
            Tier chosen;
            try {
                chosen = Tier.named(tier);
            } catch (IllegalArgumentException e) {
                err.println(e.getMessage());
                return 2;
            }
            TableStore store = store();
            TableMaintenance.prepare(store.directory(), store.removeOrphans(), store.manifest(), err);
            long start = System.nanoTime();
            for (TableSpec table : chosen.tables()) {
                long tableStart = System.nanoTime();
                if (!force) {
                    try {
                        store.loadAndList(chosen, table);
                        out.println("ok\t" + store.file(table));
                        continue;
                    } catch (cubelab.tables.TableFileException e) {
                        err.println(e.getMessage() + "; building");
                    }
                }
                store.build(chosen, table, threads, progress(err));
                out.println(String.format(Locale.ROOT, "built\t%s\t%.1f s", store.file(table),
                        (System.nanoTime() - tableStart) / 1e9));
            }
            out.println(String.format(Locale.ROOT, "tier %s ready in %s (%.1f s)", chosen.name(), store.directory(),
                    (System.nanoTime() - start) / 1e9));
            out.flush();
            return 0;
        }

        /** A coset tier: the largest that fits at or below the one asked for; built unless it verifies. */
        private int buildCoset(PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
            Path directory = HeuristicChoice.directory(tables);
            String fitting = CosetTierLoader.fitting(CosetTier.named(tier).get(), MachineResources.of(directory), err);
            if (CosetTier.named(fitting).isEmpty()) {
                tier = fitting;
                return call();
            }
            CosetTier chosen = CosetTier.named(fitting).get();
            CosetTableStore store = new CosetTableStore(directory);
            TableMaintenance.prepare(directory, TemporaryFiles.removeOrphans(directory), store.manifest(), err);
            if (!force) {
                try {
                    String checksum = store.load(chosen.spec()).sha256();
                    if (store.manifest().find(chosen.spec().name()).isEmpty()) {
                        store.record(chosen, checksum);
                    }
                    out.println("ok\t" + store.file(chosen.spec()));
                    out.flush();
                    return 0;
                } catch (TableFileException e) {
                    err.println(e.getMessage() + "; building");
                }
            }
            long start = System.nanoTime();
            CosetCoordinates coordinates = new CosetCoordinates();
            try {
                store.build(chosen, coordinates, new CornerClasses(coordinates), threads,
                        CosetTierLoader.progress(err), message -> err.println(message));
            } catch (InsufficientResourcesException e) {
                err.println(e.getMessage());
                return ExitCodes.FAILURE;
            }
            out.println(String.format(Locale.ROOT, "built\t%s\t%.1f s (%d threads)", store.file(chosen.spec()),
                    (System.nanoTime() - start) / 1e9, threads));
            out.println("tier " + chosen.name() + " ready in " + directory);
            out.flush();
            return 0;
        }
    }

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = "Check every table file (header, length, SHA-256, manifest); exit 1 on any problem.")
    static final class Verify extends TierOptions implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            Optional<CosetTier> coset = CosetTier.named(tier);
            if (coset.isPresent()) {
                CosetTableStore store = new CosetTableStore(HeuristicChoice.directory(tables));
                try {
                    store.load(coset.get().spec());
                    out.println("ok\t" + coset.get().name() + "\t" + store.file(coset.get().spec()));
                    out.flush();
                    return 0;
                } catch (TableFileException e) {
                    err.println(e.getMessage());
                    out.println("FAILED\t1 problem(s)");
                    out.flush();
                    err.flush();
                    return 1;
                }
            }
            Tier chosen;
            try {
                chosen = Tier.named(tier);
            } catch (IllegalArgumentException e) {
                err.println(e.getMessage());
                return 2;
            }
            List<String> problems = store().verify(chosen);
            for (String problem : problems) {
                err.println(problem);
            }
            out.println(problems.isEmpty() ? "ok\t" + chosen.name() + "\t" + store().directory()
                    : "FAILED\t" + problems.size() + " problem(s)");
            out.flush();
            err.flush();
            return problems.isEmpty() ? 0 : 1;
        }
    }

    @Command(name = "list", mixinStandardHelpOptions = true, description = "List the tier's tables and their files.")
    static final class ListTables extends TierOptions implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Override
        public Integer call() throws IOException {
            PrintWriter out = spec.commandLine().getOut();
            TableStore store = store();
            Manifest manifest = store.manifest();
            out.println("# directory " + store.directory().toAbsolutePath());
            out.println("# tier\ttable\tentries\tpayload-bytes\tfile\tsha256 (manifest)");
            for (Tier chosen : tier == null || tier.equals("all") ? Tier.ALL
                    : CosetTier.named(tier).isPresent() ? List.<Tier>of() : List.of(Tier.named(tier))) {
                for (TableSpec table : chosen.tables()) {
                    Path file = store.file(table);
                    String present = Files.exists(file) ? Files.size(file) + " bytes" : "missing";
                    out.println(String.join("\t", chosen.name(), table.name(), Long.toString(table.entries()),
                            Long.toString(table.payloadBytes()), file + " (" + present + ")",
                            manifest.find(table.name()).map(Manifest.Entry::sha256).orElse("-")));
                }
            }
            if (tier == null || tier.equals("all") || CosetTier.named(tier).isPresent()) {
                CosetTableStore coset = new CosetTableStore(HeuristicChoice.directory(tables));
                for (CosetTier chosen : tier == null || tier.equals("all") ? CosetTier.USER_TIERS
                        : List.of(CosetTier.named(tier).get())) {
                    Path file = coset.file(chosen.spec());
                    String present = Files.exists(file) ? Files.size(file) + " bytes" : "missing";
                    out.println(String.join("\t", chosen.name(), chosen.spec().name(),
                            Long.toString(chosen.spec().entries()), Long.toString(chosen.spec().payloadBytes()),
                            file + " (" + present + ")",
                            manifest.find(chosen.spec().name()).map(Manifest.Entry::sha256).orElse("-")));
                }
            }
            out.flush();
            return 0;
        }
    }
}
