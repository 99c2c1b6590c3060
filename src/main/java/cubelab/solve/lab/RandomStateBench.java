package cubelab.solve.lab;

import cubelab.common.Median;
import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import cubelab.search.IdaStar;
import cubelab.search.SearchResult;
import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code bench --random N}: optimal solves of N uniformly random cubes from a seed, one line
 * per cube (length, time, nodes, rate; every solution replayed), then the median, mean and
 * maximum — the figures the random-cube targets in docs/solver.md are stated in.
 */
final class RandomStateBench {

    private RandomStateBench() {
    }

    /** One optimal solve, plain or with an upper bound. */
    @FunctionalInterface
    interface Solve {
        SearchResult solve(CubieCube cube) throws InterruptedException;
    }

    /** Returns false if any solution failed to replay (a defect, never expected). */
    static boolean run(IdaStar search, Solve solver, int count, long seed, PrintWriter out)
            throws InterruptedException {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(seed));
        double[] seconds = new double[count];
        long totalNodes = 0;
        int totalLength = 0;
        boolean allReplayed = true;
        out.println("# cube\tlength\tseconds\tnodes\tM nodes/s\tsolution");
        for (int i = 0; i < count; i++) {
            CubieCube cube = scrambler.next();
            SearchResult result = solver.solve(cube);
            if (!result.solved()) {
                out.println("cube " + (i + 1) + ": " + result.status());
                allReplayed = false;
                continue;
            }
            boolean replayed = cube.apply(result.solutions().get(0)).isSolved();
            allReplayed &= replayed;
            seconds[i] = result.elapsedSeconds();
            totalNodes += result.nodes();
            totalLength += result.depth();
            out.println(String.format(Locale.ROOT, "%d\t%d\t%.3f\t%d\t%.2f\t%s%s%s", i + 1, result.depth(),
                    result.elapsedSeconds(), result.nodes(), result.nodes() / result.elapsedSeconds() / 1e6,
                    result.solution(), result.provenByExhaustion() ? "\t(bound proven)" : "",
                    replayed ? "" : "\tREPLAY FAILED"));
            out.flush();
        }
        double median = Median.of(seconds);
        out.println(String.format(Locale.ROOT,
                "random states: %d (seed %d, %d threads, heuristic %s): median %.3f s, mean %.3f s, max %.3f s;"
                        + " mean length %.2f; %,d nodes in all",
                count, seed, search.threads(), search.heuristic().name(), median, Arrays.stream(seconds).average().orElse(0),
                Arrays.stream(seconds).max().orElse(0), totalLength / (double) count, totalNodes));
        out.flush();
        return allReplayed;
    }
}
