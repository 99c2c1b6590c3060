package cubelab.search.twophase;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import cubelab.tables.twophase.TwoPhaseTables;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Figures for the closing notes until the {@code bench} command exists: table build time, and
 * solve time and length over 1000 random states, one thread. Both wall-clock and thread CPU
 * times are shown, since the machine's cores are shared. Run with
 * {@code mvn -B test -Pslow -Dtest=TwoPhaseBenchmarkTest}.
 */
@Tag("slow")
class TwoPhaseBenchmarkTest {

    private static final int CUBES = 1000;
    private static final int WARM_UP = 200;
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    @Test
    void measure() throws Exception {
        long buildStart = System.nanoTime();
        long buildCpuStart = THREADS.getCurrentThreadCpuTime();
        TwoPhaseTables tables = TwoPhaseTables.build();
        System.out.printf("tables: %.2f s to build (%.2f s CPU), %.1f MB, %d cores, load %.1f%n",
                (System.nanoTime() - buildStart) / 1e9, (THREADS.getCurrentThreadCpuTime() - buildCpuStart) / 1e9,
                tables.bytes() / 1e6, Runtime.getRuntime().availableProcessors(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage());
        TwoPhaseSolver solver = TwoPhaseSolver.using(tables);
        // what the app sees on its first answer: nothing compiled yet
        RandomStateScrambler cold = new RandomStateScrambler(new SplittableRandom(2L));
        for (int i = 0; i < 3; i++) {
            long start = System.nanoTime();
            Algorithm solution = solver.solve(cold.next(), 21, Duration.ofSeconds(5));
            System.out.printf("cold solve %d: %.1f ms, %d turns%n", i + 1, (System.nanoTime() - start) / 1e6,
                    solution.size());
        }

        report(solver, "first found <= 21, all axes", TwoPhaseOptions.firstFound(21, Duration.ofSeconds(5)));
        report(solver, "first found <= 20, all axes", TwoPhaseOptions.firstFound(20, Duration.ofSeconds(1)));
        report(solver, "shortest in 30 ms, all axes", TwoPhaseOptions.shortestIn(Duration.ofMillis(30)));
        report(solver, "shortest in 50 ms, all axes", TwoPhaseOptions.shortestIn(Duration.ofMillis(50)));
        report(solver, "shortest in 100 ms, all axes", TwoPhaseOptions.shortestIn(Duration.ofMillis(100)));
        report(solver, "first found <= 21, one axis",
                TwoPhaseOptions.firstFound(21, Duration.ofSeconds(5)).withAllAxes(false));
    }

    private static void report(TwoPhaseSolver solver, String label, TwoPhaseOptions options) throws Exception {
        RandomStateScrambler warmUp = new RandomStateScrambler(new SplittableRandom(1L));
        for (int i = 0; i < WARM_UP; i++) {
            solveOrNull(solver, warmUp.next(), options);
        }
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(20261121L));
        long[] nanos = new long[CUBES];
        long[] cpuNanos = new long[CUBES];
        int[] lengths = new int[CUBES];
        long[] nodes = new long[CUBES];
        int failures = 0;
        for (int i = 0; i < CUBES; i++) {
            CubieCube cube = scrambler.next();
            long start = System.nanoTime();
            long cpuStart = THREADS.getCurrentThreadCpuTime();
            Algorithm solution = solveOrNull(solver, cube, options);
            cpuNanos[i] = THREADS.getCurrentThreadCpuTime() - cpuStart;
            nanos[i] = System.nanoTime() - start;
            nodes[i] = solver.lastNodes();
            if (solution == null) {
                failures++;
                continue;
            }
            lengths[i] = solution.size();
            assertThat(TwoPhaseSolverTest.replay(cube, solution).isSolved()).isTrue();
        }
        int[] histogram = new int[TwoPhaseOptions.MAX_LENGTH + 1];
        for (int length : lengths) {
            histogram[length]++;
        }
        System.out.printf("%s, %d random states, one thread:%n  wall %s%n  cpu  %s%n"
                        + "  length mean %.2f, max %d (histogram %s), not found %d; nodes mean %.0f%n",
                label, CUBES, summary(nanos), summary(cpuNanos),
                Arrays.stream(lengths).filter(length -> length > 0).average().orElse(0),
                Arrays.stream(lengths).max().orElse(0), histogramText(histogram), failures,
                Arrays.stream(nodes).average().orElse(0));
    }

    private static String summary(long[] nanos) {
        long[] sorted = nanos.clone();
        Arrays.sort(sorted);
        return String.format("median %.2f ms, mean %.2f ms, p99 %.2f ms, max %.2f ms",
                sorted[sorted.length / 2] / 1e6, Arrays.stream(nanos).average().orElse(0) / 1e6,
                sorted[sorted.length * 99 / 100] / 1e6, sorted[sorted.length - 1] / 1e6);
    }

    private static Algorithm solveOrNull(TwoPhaseSolver solver, CubieCube cube, TwoPhaseOptions options)
            throws Exception {
        try {
            return solver.solve(cube, options);
        } catch (SolutionNotFoundException e) {
            return null;
        }
    }

    private static String histogramText(int[] histogram) {
        StringBuilder text = new StringBuilder();
        for (int length = 1; length < histogram.length; length++) {
            if (histogram[length] > 0) {
                text.append(text.length() == 0 ? "" : " ").append(length).append(':').append(histogram[length]);
            }
        }
        return text.toString();
    }
}
