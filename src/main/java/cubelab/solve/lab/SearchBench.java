package cubelab.solve.lab;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PatternDatabaseHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchProgress;
import cubelab.search.SearchResult;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.solve.LoadedTier;
import cubelab.solve.UpperBoundPolicy;
import cubelab.solve.tier.PatternDatabaseTier;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierRegistry;
import cubelab.tables.BuildListener;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * The measurements of {@code bench}, each a report on standard output (progress on standard
 * error): a pattern-database tier's build from nothing in memory, the nodes and time of one
 * complete IDA* iteration at a given depth, optimal solves of random k-move scrambles, and
 * optimal solves of uniformly random cubes ({@link RandomStateBench}), also on one thread against
 * several ({@link ThreadScalingBench}). Every solution is replayed.
 */
public final class SearchBench {

    /**
     * How the searches run: with a two-phase upper bound (as {@code solve} does), and for the
     * coset tiers without the inverse's lookups or without growing solutions at either end, to
     * measure what each gains.
     */
    public record Variant(boolean upperBound, boolean forwardOnly, boolean noPremoves) {
    }

    private final Heuristic heuristic;
    private final int threads;
    private final UpperBoundPolicy bound; // null: none

    private SearchBench(Heuristic heuristic, int threads, UpperBoundPolicy bound) {
        this.heuristic = heuristic;
        this.threads = threads;
        this.bound = bound;
    }

    /** The searches on a loaded tier. */
    public static SearchBench on(LoadedTier loaded, int threads, Variant variant) {
        Heuristic heuristic = loaded.heuristic();
        if (variant.forwardOnly() && heuristic instanceof CosetHeuristic coset) {
            heuristic = coset.forwardOnly();
        } else if (variant.noPremoves() && heuristic instanceof CosetHeuristic coset) {
            heuristic = coset.withoutPremoves();
        }
        UpperBoundPolicy bound = variant.upperBound()
                ? UpperBoundPolicy.forTier(loaded.tier(), TwoPhaseSolver::create) : null;
        return new SearchBench(heuristic, threads, bound);
    }

    /** The machine the figures come from: cores, Java version and heap. */
    public static void machine(PrintWriter out) {
        out.println(String.format(Locale.ROOT, "machine: %d cores, Java %s, max heap %d MiB",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                Runtime.getRuntime().maxMemory() >> 20));
    }

    /** Whether {@link #timeBuild} can time the tier: only the pattern-database tiers build in memory. */
    public static boolean buildsInMemory(String tier) {
        return TierRegistry.named(tier) instanceof PatternDatabaseTier;
    }

    /** Times building a pattern-database tier's tables from nothing in memory, table by table; a level a line on {@code err}. */
    public static void timeBuild(String tier, int threads, PrintWriter out, PrintWriter err) throws InterruptedException {
        SolverTier named = TierRegistry.named(tier);
        if (!(named instanceof PatternDatabaseTier chosen)) {
            throw new IllegalArgumentException(tier + " does not build in memory");
        }
        long start = System.nanoTime();
        chosen.timeInMemoryBuild(threads, levels(err), (table, took) -> {
            out.println(String.format(Locale.ROOT, "build %s: %.2f s (%d threads)", table.name(),
                    took.toNanos() / 1e9, threads));
            out.flush();
        });
        out.println(String.format(Locale.ROOT, "build tier %s from nothing: %.2f s (%d threads)", chosen.name(),
                (System.nanoTime() - start) / 1e9, threads));
        out.flush();
    }

    /** One line per finished breadth-first level of a pattern-database build. */
    private static BuildListener levels(PrintWriter err) {
        return (table, depth, states, backward, seconds) -> {
            err.println(String.format(Locale.ROOT, "%s: depth %2d %,14d states%s  %6.1f s", table.name(), depth, states,
                    backward ? " (backward)" : "", seconds));
            err.flush();
        };
    }

    /** Says which heuristic searches, with which loop, and how long the tier took to get ready. */
    public void ready(PrintWriter out, double seconds) {
        out.println(String.format(Locale.ROOT, "heuristic %s%s ready in %.2f s", heuristic.name(), loopName(),
                seconds));
    }

    /** One complete IDA* iteration at {@code depth} from {@code cube}, on one thread first when {@code single}. */
    public void iteration(CubieCube cube, int depth, boolean single, PrintWriter out, PrintWriter err)
            throws InterruptedException {
        out.println("start " + FaceletCube.fromCubieCube(cube));
        int[] state = new int[heuristic.stateWidth()];
        heuristic.encode(cube, state, 0);
        out.println("h(start) = " + heuristic.estimate(state, 0));
        out.flush();
        if (single && threads > 1) {
            iteration(new IdaStar(heuristic, 1), cube, depth, out, err);
        }
        iteration(new IdaStar(heuristic, threads), cube, depth, out, err);
    }

    private static void iteration(IdaStar search, CubieCube cube, int depth, PrintWriter out, PrintWriter err)
            throws InterruptedException {
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

    /**
     * Optimal solves of {@code count} uniformly random cubes from {@code seed}, with the median,
     * mean and maximum, or with {@code single} on one thread and on all of them in turns, with the
     * speed-up ({@link ThreadScalingBench}); false if any solution failed to replay (a defect, never
     * expected).
     */
    public boolean randomStates(int count, long seed, boolean single, PrintWriter out) throws InterruptedException {
        IdaStar search = new IdaStar(heuristic, threads);
        if (single && threads > 1) {
            IdaStar one = new IdaStar(heuristic, 1);
            return ThreadScalingBench.run(one, search, cube -> solve(one, cube), cube -> solve(search, cube), count,
                    seed, out);
        }
        return RandomStateBench.run(search, cube -> solve(search, cube), count, seed, out);
    }

    /** Optimal solves of {@code count} random scrambles of {@code length} moves from {@code seed}, each replayed. */
    public void scrambles(int count, int length, long seed, PrintWriter out) throws InterruptedException {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(seed));
        IdaStar search = new IdaStar(heuristic, threads);
        double total = 0;
        for (int i = 0; i < count; i++) {
            List<FaceTurn> turns = scrambler.next(length);
            CubieCube scrambled = CubieCube.SOLVED.apply(turns);
            long start = System.nanoTime();
            SearchResult result = solve(search, scrambled);
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
        out.println(String.format(Locale.ROOT, "solve: %d scrambles, mean %.3f s", count, total / count));
    }

    private SearchResult solve(IdaStar search, CubieCube cube) throws InterruptedException {
        return bound != null ? bound.solve(cube, SearchOptions.defaults(), search::solve)
                : search.solve(cube, SearchOptions.defaults());
    }

    /** Which loop searches the tables, for the tiers that have a native one. */
    private String loopName() {
        boolean hasNativeLoop = heuristic instanceof PatternDatabaseHeuristic || heuristic instanceof CosetHeuristic;
        boolean searchesNatively = heuristic instanceof PatternDatabaseHeuristic tables && tables.searchesNatively()
                || heuristic instanceof CosetHeuristic coset && coset.searchesNatively();
        return !hasNativeLoop ? "" : searchesNatively ? " (native search loop)" : " (Java search loop)";
    }
}
