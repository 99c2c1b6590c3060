package cubelab.solve.lab;

import cubelab.common.Median;
import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import cubelab.search.IdaStar;
import cubelab.search.SearchResult;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * {@code bench --random N --threads T --single}: each of N uniformly random cubes solved on one
 * thread and on T, in turns within one process (one thread first for odd cubes, T first for even
 * ones), every solution replayed, with each cube's speed-up and the ratio of the summed times.
 * Runs of one thread count and then another, minutes apart, saw the host's speed drift by 10–30 %
 * in between; here both counts meet the same stretch of it, cube by cube.
 */
final class ThreadScalingBench {

    private ThreadScalingBench() {
    }

    /** Returns false if any solution failed to replay or the two lengths differ (a defect, never expected). */
    static boolean run(IdaStar one, IdaStar many, RandomStateBench.Solve oneThread, RandomStateBench.Solve manyThreads,
            int count, long seed, PrintWriter out) throws InterruptedException {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(seed));
        List<CubieCube> cubes = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            cubes.add(scrambler.next());
        }
        return run(one, many, oneThread, manyThreads, cubes, String.format(Locale.ROOT, "random states: %d (seed %d,",
                count, seed), out);
    }

    /** The same on {@code cubes}, the summary line starting with {@code label}. */
    static boolean run(IdaStar one, IdaStar many, RandomStateBench.Solve oneThread, RandomStateBench.Solve manyThreads,
            List<CubieCube> cubes, String label, PrintWriter out) throws InterruptedException {
        int count = cubes.size();
        double[] speedUps = new double[count];
        double oneTotal = 0;
        double manyTotal = 0;
        boolean allReplayed = true;
        out.println(String.format(Locale.ROOT, "# cube\tlength\tseconds on 1 thread\tseconds on %d\tspeed-up\tnodes on 1",
                many.threads()));
        for (int i = 0; i < count; i++) {
            CubieCube cube = cubes.get(i);
            boolean oneFirst = i % 2 == 0;
            SearchResult first = (oneFirst ? oneThread : manyThreads).solve(cube);
            SearchResult second = (oneFirst ? manyThreads : oneThread).solve(cube);
            SearchResult single = oneFirst ? first : second;
            SearchResult shared = oneFirst ? second : first;
            if (!single.solved() || !shared.solved()) {
                out.println("cube " + (i + 1) + ": " + single.status() + ", " + shared.status());
                allReplayed = false;
                continue;
            }
            boolean replayed = cube.apply(single.solutions().get(0)).isSolved() && cube.apply(shared.solutions().get(0)).isSolved()
                    && single.depth() == shared.depth();
            allReplayed &= replayed;
            speedUps[i] = single.elapsedSeconds() / shared.elapsedSeconds();
            oneTotal += single.elapsedSeconds();
            manyTotal += shared.elapsedSeconds();
            out.println(String.format(Locale.ROOT, "%d\t%d\t%.3f\t%.3f\t%.2f\t%d%s", i + 1, single.depth(),
                    single.elapsedSeconds(), shared.elapsedSeconds(), speedUps[i], single.nodes(),
                    replayed ? "" : "\tREPLAY OR LENGTH FAILED"));
            out.flush();
        }
        double median = Median.of(speedUps);
        out.println(String.format(Locale.ROOT,
                "%s heuristic %s): %.3f s on 1 thread, %.3f s on %d, speed-up %.2f (median a cube %.2f)",
                label, many.heuristic().name(), oneTotal, manyTotal, many.threads(), oneTotal / manyTotal, median));
        out.flush();
        return allReplayed;
    }
}
