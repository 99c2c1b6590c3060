package cubelab.cli;

import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.NotationException;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchProgress;
import cubelab.search.SearchResult;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.solve.UpperBoundPolicy;
import cubelab.solve.tier.PatternDatabaseTier;
import cubelab.solve.tier.TierRegistry;
import java.io.IOException;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
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
 * random state, and optimal solves of random k-move scrambles.
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

    @Option(names = "--single", description = "Also run the iteration on one thread.")
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
    public Integer call() throws IOException, InterruptedException {
        int threads = threadCount.threads;
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        out.println(String.format(Locale.ROOT, "machine: %d cores, Java %s, max heap %d MiB",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20));
        if (build) {
            if (!(TierRegistry.named(tier) instanceof PatternDatabaseTier chosen)) {
                throw new CommandLine.ParameterException(spec.commandLine(),
                        "--build times the pattern-database tiers (korf, tiny); " + tier + " is built by pdb build");
            }
            long start = System.nanoTime();
            chosen.timeInMemoryBuild(threads, PdbCommand.progress(err), (table, took) -> {
                out.println(String.format(Locale.ROOT, "build %s: %.2f s (%d threads)", table.name(),
                        took.toNanos() / 1e9, threads));
                out.flush();
            });
            out.println(String.format(Locale.ROOT, "build tier %s from nothing: %.2f s (%d threads)", chosen.name(),
                    (System.nanoTime() - start) / 1e9, threads));
            out.flush();
        }
        if (depth <= 0 && solve <= 0 && random <= 0) {
            return 0;
        }
        CubieCube cube;
        try {
            cube = facelets != null ? CubeInput.facelets(facelets)
                    : scramble != null ? CubeInput.scramble(scramble)
                    : new RandomStateScrambler(new SplittableRandom(seed)).next();
        } catch (InvalidCubeException e) {
            err.println(e.getMessage());
            return 3;
        } catch (NotationException e) {
            err.println(e.getMessage());
            return 2;
        }
        long loadStart = System.nanoTime();
        HeuristicChoice.Loaded loaded = HeuristicChoice.load(tier, tableDirectory.tables, threads, err);
        Heuristic heuristic = loaded.heuristic();
        UpperBoundPolicy bound = upperBound ? UpperBoundPolicy.forTier(loaded.tier(), TwoPhaseSolver::create) : null;
        if (forwardOnly && heuristic instanceof CosetHeuristic coset) {
            heuristic = coset.forwardOnly();
        } else if (noPremoves && heuristic instanceof CosetHeuristic coset) {
            heuristic = coset.withoutPremoves();
        }
        out.println(String.format(Locale.ROOT, "heuristic %s%s ready in %.2f s", heuristic.name(),
                loopName(heuristic), (System.nanoTime() - loadStart) / 1e9));
        if (depth > 0) {
            out.println("start " + FaceletCube.fromCubieCube(cube));
            int[] state = new int[heuristic.stateWidth()];
            heuristic.encode(cube, state, 0);
            out.println("h(start) = " + heuristic.estimate(state, 0));
            out.flush();
            if (single && threads > 1) {
                iteration(out, err, new IdaStar(heuristic, 1), cube);
            }
            iteration(out, err, new IdaStar(heuristic, threads), cube);
        }
        if (random > 0) {
            IdaStar search = new IdaStar(heuristic, threads);
            if (!RandomStateBench.run(search, state -> bound != null ? bound.solve(state, SearchOptions.defaults(),
                    search::solve) : search.solve(state, SearchOptions.defaults()), random, seed, out)) {
                return ExitCodes.FAILURE;
            }
        }
        if (solve > 0) {
            RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(seed));
            IdaStar search = new IdaStar(heuristic, threads);
            double total = 0;
            for (int i = 0; i < solve; i++) {
                List<FaceTurn> turns = scrambler.next(length);
                CubieCube scrambled = CubieCube.SOLVED.apply(turns);
                long start = System.nanoTime();
                SearchResult result = bound != null ? bound.solve(scrambled, SearchOptions.defaults(), search::solve)
                        : search.solve(scrambled, SearchOptions.defaults());
                double seconds = (System.nanoTime() - start) / 1e9;
                boolean replayed = FaceletCube.fromCubieCube(scrambled).apply(result.solution()).equals(FaceletCube.SOLVED);
                total += seconds;
                double cpu = result.iterations().stream().mapToDouble(SearchResult.Iteration::cpuSeconds).sum();
                out.println(String.format(Locale.ROOT, "solve %d-move scramble %s: optimal %d in %.3f s, %,d nodes "
                                + "(%.1f M/s, %.1f M per CPU s), %s, replay %s: %s",
                        length, SearchResult.toAlgorithm(turns), result.depth(), seconds, result.nodes(),
                        result.nodes() / seconds / 1e6, result.nodes() / cpu / 1e6,
                        result.provenByExhaustion() ? "two-phase bound, depth " + (result.depth() - 1) + " exhausted"
                                : "found by search", replayed ? "ok" : "FAILED", result.solution()));
                out.flush();
            }
            out.println(String.format(Locale.ROOT, "solve: %d scrambles, mean %.3f s", solve, total / solve));
        }
        out.flush();
        return 0;
    }


    private void iteration(PrintWriter out, PrintWriter err, IdaStar search, CubieCube cube) throws InterruptedException {
        long[] lastReport = {0};
        SearchOptions options = SearchOptions.defaults().withProgress(progress -> {
            if (System.nanoTime() - lastReport[0] > 5e9) {
                lastReport[0] = System.nanoTime();
                report(err, progress);
            }
        });
        SearchResult.Iteration iteration = search.iteration(cube, depth, options);
        double rate = iteration.nodes() / iteration.seconds();
        out.println(String.format(Locale.ROOT,
                "iteration depth %d, %d thread(s): %,d nodes in %.2f s = %.2f M nodes/s (%.2f M/s per thread);"
                        + " %.2f CPU s = %.2f M nodes per CPU second%s",
                depth, search.threads(), iteration.nodes(), iteration.seconds(), rate / 1e6,
                rate / 1e6 / search.threads(), iteration.cpuSeconds(), iteration.nodes() / iteration.cpuSeconds() / 1e6,
                iteration.complete() ? "" : " INCOMPLETE"));
        out.flush();
    }

    private static void report(PrintWriter err, SearchProgress progress) {
        err.println(String.format(Locale.ROOT, "  bound %d: %,d nodes, %.1f M/s, %.1f s", progress.bound(),
                progress.nodes(), progress.nodesPerSecond() / 1e6, progress.elapsedSeconds()));
        err.flush();
    }

    /** Which loop searches the tables, for the tiers that have a native one. */
    private static String loopName(Heuristic heuristic) {
        boolean hasNativeLoop = heuristic instanceof PatternDatabaseHeuristic || heuristic instanceof CosetHeuristic;
        boolean searchesNatively = heuristic instanceof PatternDatabaseHeuristic tables && tables.searchesNatively()
                || heuristic instanceof CosetHeuristic coset && coset.searchesNatively();
        return !hasNativeLoop ? "" : searchesNatively ? " (native search loop)" : " (Java search loop)";
    }
}
