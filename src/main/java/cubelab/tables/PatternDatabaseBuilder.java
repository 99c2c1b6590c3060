package cubelab.tables;

import cubelab.model.FaceTurn;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Builds a pattern database by level-synchronous breadth-first search from the solved state.
 *
 * <p>Working storage is one byte per state ({@link #UNVISITED} or the distance). Level d → d+1
 * runs either forward (scan the states at distance d, mark unvisited neighbours d+1) or, once the
 * frontier outnumbers the unvisited states, backward (scan the unvisited states, mark those with
 * a neighbour at distance d). Threads take chunks of blocks from a shared counter. Forward
 * writes race only with writes of the same value, and Java byte stores never tear, so the
 * result is the unique BFS distance map: the same bytes on every run and thread count.
 */
public final class PatternDatabaseBuilder {

    static final byte UNVISITED = -1;
    private static final int BLOCKS_PER_CHUNK = 64;

    private final int threads;
    private final BuildListener listener;

    public PatternDatabaseBuilder(int threads, BuildListener listener) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.threads = threads;
        this.listener = listener;
    }

    /** Builds the table; interrupts abort the build. */
    public PatternDatabase build(TableSpec spec) throws InterruptedException {
        long start = System.nanoTime();
        PatternSpace space = spec.space();
        byte[] distances = distances(space, spec, start);
        return PatternDatabase.pack(spec, distances);
    }

    byte[] distances(PatternSpace space, TableSpec spec, long start) throws InterruptedException {
        byte[] distances = new byte[space.size()];
        Arrays.fill(distances, UNVISITED);
        distances[space.solvedIndex()] = 0;
        listener.levelDone(spec, 0, 1, false, seconds(start));
        ExecutorService executor = Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, "cubelab-pdb-build");
            thread.setDaemon(true);
            return thread;
        });
        try {
            long frontier = 1;
            long unvisited = space.size() - 1L;
            for (int depth = 0; frontier > 0 && unvisited > 0; depth++) {
                boolean backward = frontier > unvisited;
                int level = depth;
                AtomicInteger nextChunk = new AtomicInteger();
                List<Future<Long>> parts = new ArrayList<>();
                for (int t = 0; t < threads; t++) {
                    parts.add(executor.submit(() -> backward
                            ? backwardStep(space, distances, level, nextChunk)
                            : forwardStep(space, distances, level, nextChunk)));
                }
                long found = 0;
                for (Future<Long> part : parts) {
                    found += get(part);
                }
                if (!backward) {
                    found = count(executor, distances, (byte) (depth + 1));
                }
                frontier = found;
                unvisited -= found;
                listener.levelDone(spec, depth + 1, found, backward, seconds(start));
            }
            if (unvisited != 0) {
                throw new IllegalStateException(spec.name() + ": " + unvisited + " states unreachable");
            }
        } finally {
            executor.shutdownNow();
        }
        return distances;
    }

    private static long forwardStep(PatternSpace space, byte[] distances, int depth, AtomicInteger nextChunk) {
        byte current = (byte) depth;
        byte next = (byte) (depth + 1);
        int blockSize = space.blockSize();
        int blockCount = space.blockCount();
        for (int chunk = nextChunk.getAndIncrement(); chunk * BLOCKS_PER_CHUNK < blockCount;
                chunk = nextChunk.getAndIncrement()) {
            int endBlock = Math.min(blockCount, (chunk + 1) * BLOCKS_PER_CHUNK);
            for (int block = chunk * BLOCKS_PER_CHUNK; block < endBlock; block++) {
                int base = block * blockSize;
                for (int inner = 0; inner < blockSize; inner++) {
                    if (distances[base + inner] == current) {
                        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                            int neighbour = space.neighbour(block, inner, turn);
                            if (distances[neighbour] == UNVISITED) {
                                distances[neighbour] = next;
                            }
                        }
                    }
                }
            }
        }
        return 0;
    }

    private static long backwardStep(PatternSpace space, byte[] distances, int depth, AtomicInteger nextChunk) {
        byte current = (byte) depth;
        byte next = (byte) (depth + 1);
        int blockSize = space.blockSize();
        int blockCount = space.blockCount();
        long found = 0;
        for (int chunk = nextChunk.getAndIncrement(); chunk * BLOCKS_PER_CHUNK < blockCount;
                chunk = nextChunk.getAndIncrement()) {
            int endBlock = Math.min(blockCount, (chunk + 1) * BLOCKS_PER_CHUNK);
            for (int block = chunk * BLOCKS_PER_CHUNK; block < endBlock; block++) {
                int base = block * blockSize;
                for (int inner = 0; inner < blockSize; inner++) {
                    if (distances[base + inner] == UNVISITED) {
                        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                            if (distances[space.neighbour(block, inner, turn)] == current) {
                                distances[base + inner] = next;
                                found++;
                                break;
                            }
                        }
                    }
                }
            }
        }
        return found;
    }

    private long count(ExecutorService executor, byte[] distances, byte value) throws InterruptedException {
        int slice = (distances.length + threads - 1) / threads;
        List<Future<Long>> parts = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int from = Math.min(distances.length, t * slice);
            int to = Math.min(distances.length, from + slice);
            parts.add(executor.submit(() -> {
                long n = 0;
                for (int i = from; i < to; i++) {
                    if (distances[i] == value) {
                        n++;
                    }
                }
                return n;
            }));
        }
        long total = 0;
        for (Future<Long> part : parts) {
            total += get(part);
        }
        return total;
    }

    private static long get(Future<Long> part) throws InterruptedException {
        try {
            return part.get();
        } catch (ExecutionException e) {
            throw new IllegalStateException("table build failed", e.getCause());
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
