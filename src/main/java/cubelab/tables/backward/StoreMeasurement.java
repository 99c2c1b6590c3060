package cubelab.tables.backward;

import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;

/**
 * Measures a store layout as IJARCCE 2013's tables do: memory per state and cache lines
 * touched per lookup, for misses (random cubes, almost all far from solved) and for hits.
 */
public final class StoreMeasurement {

    /** One measured layout. */
    public record Result(String layout, long states, long bytes, double bytesPerState,
            double probesPerMiss, double probesPerHit, double nanosPerMiss) {
    }

    private StoreMeasurement() {
    }

    /** Measures a built store over {@code samples} random cubes and as many stored ones. */
    public static Result measure(BackwardStore store, int samples, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        RandomStateScrambler far = new RandomStateScrambler(random.split());
        RandomMoveScrambler near = new RandomMoveScrambler(random.split());
        long[] misses = new long[samples];
        long[] hits = new long[samples];
        int hitCount = 0;
        for (int i = 0; i < samples; i++) {
            StateKey key = StateKey.of(far.next());
            misses[i] = store.hash(key.corners(), key.edges());
            CubieCube cube = CubieCube.SOLVED.apply(near.next(1 + i % Math.max(1, store.depth())));
            if (store.distance(cube).isPresent()) {
                StateKey stored = StateKey.of(cube);
                hits[hitCount++] = store.hash(stored.corners(), stored.edges());
            }
        }
        long missProbes = 0;
        for (long hash : misses) {
            missProbes += store.probes(hash);
        }
        long hitProbes = 0;
        for (int i = 0; i < hitCount; i++) {
            hitProbes += store.probes(hits[i]);
        }
        // timed pass over the misses, after a warm-up pass
        long sink = 0;
        for (long hash : misses) {
            sink += store.candidateDistance(hash);
        }
        long start = System.nanoTime();
        for (long hash : misses) {
            sink += store.candidateDistance(hash);
        }
        long nanos = System.nanoTime() - start;
        if (sink == Long.MIN_VALUE) {
            throw new IllegalStateException("unreachable; keeps the timed loop alive");
        }
        return new Result(store.describe(), store.size(), store.bytes(), (double) store.bytes() / store.size(),
                (double) missProbes / samples, hitCount == 0 ? 0 : (double) hitProbes / hitCount,
                (double) nanos / samples);
    }
}
