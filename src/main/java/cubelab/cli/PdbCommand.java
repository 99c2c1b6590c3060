package cubelab.cli;

import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.solve.TierChoice;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierUnavailableException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code pdb build|verify|list|discard}: the solver's tables, tier by tier. Progress goes to stderr. */
@Command(name = "pdb", mixinStandardHelpOptions = true,
        description = "Build, verify or list the solver's tables, or discard a stopped build.",
        subcommands = {PdbCommand.Build.class, PdbCommand.Verify.class, TierListCommand.class, PdbCommand.Discard.class})
public final class PdbCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return ExitCodes.USAGE;
    }

    /** {@code pdb build}: a tier's tables, with progress on standard error. */
    @Command(name = "build", mixinStandardHelpOptions = true,
            description = {"Build a tier's missing, damaged or paused tables (default: the recommended tier, see pdb list).",
                "A stopped build (paused in the window, interrupted, killed) resumes from the last part it saved (a long pass is saved in sixteenths)."})
    static final class Build implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        TablesOption tables;

        @Option(names = "--tier", converter = TierNames.Tables.class, completionCandidates = TierNames.Tables.class,
                description = "${COMPLETION-CANDIDATES} (default: the recommended tier, see pdb list).")
        String tier;

        @Option(names = "--threads", converter = OptionRanges.Threads.class, description = "Build threads, 1 to 256 (default: all cores).")
        int threads = Runtime.getRuntime().availableProcessors();

        @Option(names = "--force", description = "Rebuild even the tables that verify; each old table stays until "
                + "the new one verifies and takes its place.")
        boolean force;

        @Override
        public Integer call() throws IOException, InterruptedException, TierUnavailableException {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            TableLocation location = tables.location();
            SolverTier chosen = TierChoice.toBuild(tier, location, ProgressLines.notes(err));
            if (!chosen.hasTableFiles()) {
                err.println("tier " + chosen.name() + " has no table files to build");
                return ExitCodes.USAGE;
            }
            if (!force && chosen.status(location).usable()) {
                List<String> problems = chosen.verify(location);
                if (problems.isEmpty()) {
                    out.println("ok\t" + chosen.name() + "\t" + location.directory());
                    out.flush();
                    return ExitCodes.OK;
                }
                String then = TierRegistry.retired(chosen) ? "" : "; building";
                problems.forEach(problem -> err.println(problem + then));
            }
            if (TierRegistry.retired(chosen)) {
                String successor = TierRegistry.successor(chosen).name();
                err.println("tier " + chosen.name() + " is an earlier version's tables, which are not built again;"
                        + " its successor is " + successor + ": pdb build --tier " + successor);
                return ExitCodes.USAGE;
            }
            location.tidy().forEach(err::println);
            err.flush();
            chosen.pausedFraction(location).ifPresent(done -> err.println(String.format(Locale.ROOT,
                    "resuming the stopped build of %s, %d %% done, from the last part it saved", chosen.name(),
                    (int) Math.floor(done * 100))));
            long start = System.nanoTime();
            TierChoice.build(chosen, location, threads, force, ProgressLines.notes(err), ProgressLines.builds(err));
            out.println(String.format(Locale.ROOT, "built\t%s\t%.1f s (%d threads)", chosen.name(),
                    (System.nanoTime() - start) / 1e9, threads));
            out.println("tier " + chosen.name() + " ready in " + location.directory());
            out.flush();
            return ExitCodes.OK;
        }
    }

    @Command(name = "verify", mixinStandardHelpOptions = true,
            description = "Check a tier's table files (header, length, SHA-256, manifest); exit 1 on any problem.")
    static final class Verify implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        TablesOption tables;

        @Option(names = "--tier", defaultValue = "korf", converter = TierNames.Tables.class,
                completionCandidates = TierNames.Tables.class, description = "${COMPLETION-CANDIDATES} (default ${DEFAULT-VALUE}).")
        String tier;

        @Override
        public Integer call() {
            PrintWriter out = spec.commandLine().getOut();
            PrintWriter err = spec.commandLine().getErr();
            SolverTier chosen = TierRegistry.named(tier);
            TableLocation location = tables.location();
            List<String> problems = chosen.verify(location);
            problems.forEach(err::println);
            location.staleFiles().forEach(
                    file -> err.println(file + ": a temporary file left by a process that stopped; pdb build removes it"));
            // the folders the tables are read from: an installed app's bundled tables, the user's own
            out.println(problems.isEmpty() ? "ok\t" + chosen.name() + "\t" + location.foldersOf(chosen).stream()
                    .map(Path::toString).collect(java.util.stream.Collectors.joining(", "))
                    : "FAILED\t" + problems.size() + " problem(s)");
            out.flush();
            err.flush();
            return problems.isEmpty() ? ExitCodes.OK : ExitCodes.FAILURE;
        }
    }

    /** {@code pdb discard}: removes a stopped build, so that nothing of it stays and the next build starts afresh. */
    @Command(name = "discard", mixinStandardHelpOptions = true,
            description = {"Remove what a stopped build of a tier left (its partial table, journal and lock); "
                    + "built tables stay.", "Refused while the build runs."})
    static final class Discard implements Callable<Integer> {
        @Spec
        CommandSpec spec;

        @Mixin
        TablesOption tables;

        @Option(names = "--tier", required = true, converter = TierNames.Tables.class,
                completionCandidates = TierNames.Tables.class,
                description = "${COMPLETION-CANDIDATES}, or all for every solving tier.")
        String tier;

        @Override
        public Integer call() throws IOException {
            PrintWriter out = spec.commandLine().getOut();
            TableLocation location = tables.location();
            for (SolverTier chosen : tier.equals("all") ? TierRegistry.SOLVING : List.of(TierRegistry.named(tier))) {
                boolean paused = chosen.pausedFraction(location).isPresent();
                chosen.discard(location);
                out.println((paused ? "discarded\t" : "nothing to discard\t") + chosen.name() + "\t"
                        + location.directory());
            }
            out.flush();
            return ExitCodes.OK;
        }
    }
}
