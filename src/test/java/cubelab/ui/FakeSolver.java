package cubelab.ui;

import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.SolveCancelledException;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import java.time.Duration;

/**
 * A stand-in solver for UI tests: "searches" for a set time, ticking progress every few
 * milliseconds and polling the cancel token, then answers the inverse of a known scramble.
 */
final class FakeSolver implements CubeSolver {

    private final CubieCube scrambled;
    private final Algorithm solution;
    volatile long workMillis = 250;
    /** When set, the search also goes on until the test opens it: no race with the test's own pace. */
    volatile java.util.concurrent.CountDownLatch gate;
    volatile long cancelNoticedNanos;
    volatile int calls;

    FakeSolver(Algorithm scramble) {
        try {
            this.scrambled = FaceletCube.SOLVED.apply(scramble).toCubieCube();
        } catch (InvalidCubeException e) {
            throw new IllegalArgumentException(e);
        }
        this.solution = scramble.inverse();
    }

    @Override
    public String name() {
        return "Fake solver";
    }

    @Override
    public Availability availability() {
        return new Availability(true, "answers the inverse of the test scramble");
    }

    @Override
    public SolveResult solve(CubieCube cube, ProgressListener progress, Cancellation cancelled) {
        calls++;
        long start = System.nanoTime();
        long nodes = 0;
        int bound = 1;
        while (System.nanoTime() - start < workMillis * 1_000_000 || (gate != null && gate.getCount() > 0)) {
            if (cancelled.isCancelled()) {
                cancelNoticedNanos = System.nanoTime();
                throw new SolveCancelledException();
            }
            nodes += 12_345;
            if (nodes % (12_345 * 20) == 0) {
                bound++;
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - start);
            progress.progress(new SolveProgress(bound, nodes, nodes / Math.max(1e-3, elapsed.toNanos() / 1e9), elapsed));
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SolveCancelledException();
            }
        }
        if (!cube.equals(scrambled)) {
            throw new IllegalStateException("the fake solver only knows its own scramble");
        }
        return new SolveResult(solution, true, "fake solver: inverse of the scramble", nodes,
                Duration.ofNanos(System.nanoTime() - start));
    }
}
