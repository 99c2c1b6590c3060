package cubelab.cli;

import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.model.CubieCube;
import cubelab.model.InvalidCubeException;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.NotationException;
import cubelab.solve.LoadedTier;
import cubelab.solve.TierChoice;
import cubelab.solve.lab.SearchBench;
import cubelab.solve.tier.TierUnavailableException;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * {@code bench}: the measured figures. Table build time from nothing (in memory), node rate per
 * thread, the nodes and time of one complete IDA* iteration at a given depth from a given or
 * random state, and optimal solves of random k-move scrambles and of random cubes: the
 * measurements are {@link SearchBench}'s; this command reads the options and the start state.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, description = "Measure table builds and search speed.")
public final class BenchCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--tier", converter = TierNames.Heuristics.class, completionCandidates = TierNames.Heuristics.class, defaultValue = "korf", description = "The heuristic: ${COMPLETION-CANDIDATES}; default ${DEFAULT-VALUE}.")
    String tier;

    @Mixin
    TablesOption tableDirectory;

    @Mixin
    ThreadsOption threadCount;

    @Option(names = "--build", description = "Time building the tier's tables from nothing (in memory).")
    boolean build;

    @Option(names = "--depth", converter = OptionRanges.Depth.class, description = "Run one complete IDA* iteration at this depth, 0 to 20 (0 = skip).")
    int depth = 0;

    @Option(names = "--single", description = "With --depth, also run the iteration on one thread; with --random and"
            + " more than one thread, solve each cube on one thread and on --threads in turns and report the speed-up.")
    boolean single;

    @Option(names = "--facelets", description = "Start state for the iteration (default: random state).")
    String facelets;

    @Option(names = "--scramble", description = "Start state for the iteration as an algorithm.")
    String scramble;

    @Option(names = "--seed", converter = OptionRanges.Seed.class,
            description = "Seed of the random state and scrambles, any whole number of 64 bits.")
    long seed = 1;

    @Option(names = "--solve", converter = OptionRanges.Count.class, description = "Solve this many random scrambles of --length moves, 0 to 1,000,000,000.")
    int solve = 0;

    @Option(names = "--length", converter = OptionRanges.Moves.class, description = "Scramble length for --solve, 0 to 1,000.")
    int length = 14;

    @Option(names = "--random", converter = OptionRanges.Count.class, paramLabel = "N",
            description = "Solve N uniformly random cubes (from --seed) optimally, 0 to 1,000,000,000; report median, mean and max.")
    int random = 0;

    @Option(names = "--upper-bound",
            description = "--solve and --random with a two-phase solution (shortened in the background) as upper bound, as solve does.")
    boolean upperBound;

    @Option(names = "--forward-only",
            description = "Coset tiers: look up the cube only, not its inverse (to measure what the inverse's lookups gain).")
    boolean forwardOnly;

    @Option(names = "--no-premoves",
            description = "Coset tiers: grow solutions at their start only (to measure what growing them at either end gains).")
    boolean noPremoves;

    @Override
    public Integer call() throws IOException, InterruptedException, TierUnavailableException {
        int threads = threadCount.threads;
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        SearchBench.machine(out);
        if (build) {
            if (!SearchBench.buildsInMemory(tier)) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--build times the pattern-database tiers (korf, tiny); " + tier + " is built by pdb build");
            }
            SearchBench.timeBuild(tier, threads, out, err);
        }
        if (depth <= 0 && solve <= 0 && random <= 0) {
            return ExitCodes.OK;
        }
        CubieCube cube;
        try {
            cube = facelets != null ? CubeInput.facelets(facelets)
                    : scramble != null ? CubeInput.scramble(scramble)
                    : new RandomStateScrambler(new SplittableRandom(seed)).next();
        } catch (InvalidCubeException e) {
            err.println(e.getMessage());
            return ExitCodes.INVALID_CUBE;
        } catch (NotationException e) {
            err.println(e.getMessage());
            return ExitCodes.USAGE;
        }
        long loadStart = System.nanoTime();
        LoadedTier loaded = TierChoice.load(tier, tableDirectory.location(), threads, ProgressLines.notes(err),
                ProgressLines.builds(err));
        SearchBench bench = SearchBench.on(loaded, threads, new SearchBench.Variant(upperBound, forwardOnly, noPremoves));
        bench.ready(out, (System.nanoTime() - loadStart) / 1e9);
        if (depth > 0) {
            bench.iteration(cube, depth, single, out, err);
        }
        if (random > 0 && !bench.randomStates(random, seed, single, out)) {
            return ExitCodes.FAILURE;
        }
        if (solve > 0) {
            bench.scrambles(solve, length, seed, out);
        }
        out.flush();
        return ExitCodes.OK;
    }
}
