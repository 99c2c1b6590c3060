package cubelab.tables;

import cubelab.model.FaceTurn;
import java.util.Arrays;

/**
 * Builds a pattern database by level-synchronous breadth-first search from the solved state
 * ({@link BreadthFirstLevels}, which chooses each level's direction and runs the passes).
 *
 * <p>Working storage is one byte per state ({@link #UNVISITED} or the distance). A forward pass
 * scans the states at distance d and marks unvisited neighbours d+1; a backward pass scans the
 * unvisited states and marks those with a neighbour at distance d, once the frontier outnumbers
 * the unvisited states. Threads take chunks of blocks from a shared counter. Forward writes race
 * only with writes of the same value, and Java byte stores never tear, so the result is the unique
 * BFS distance map: the same bytes on every run and thread count.
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
        // the backward pass is counted as evaluating every turn, which makes the rule "backward once
        // the frontier outnumbers the unvisited states"
        BreadthFirstLevels levels = BreadthFirstLevels.onWorkers(threads, BLOCKS_PER_CHUNK, FaceTurn.COUNT,
                FaceTurn.COUNT, Byte.MAX_VALUE);
        levels.run(new Distances(space, distances), 1, spec.name(),
                (depth, states, backward) -> listener.levelDone(spec, depth, states, backward, seconds(start)));
        return distances;
    }

    /** The distances of a pattern space's states, one byte each, the space's blocks as the parts. */
    private record Distances(PatternSpace space, byte[] distances) implements BreadthFirstLevels.Table {

        @Override
        public long entries() {
            return distances.length;
        }

        @Override
        public int parts() {
            return space.blockCount();
        }

        @Override
        public long forward(int fromBlock, int toBlock, int depth) {
            PatternSpace space = this.space; // locals: the loop's calls need not reload the fields
            byte[] distances = this.distances;
            byte current = (byte) depth;
            byte next = (byte) (depth + 1);
            int blockSize = space.blockSize();
            long marked = 0;
            for (int block = fromBlock; block < toBlock; block++) {
                int base = block * blockSize;
                for (int inner = 0; inner < blockSize; inner++) {
                    if (distances[base + inner] == current) {
                        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                            int neighbour = space.neighbour(block, inner, turn);
                            if (distances[neighbour] == UNVISITED) {
                                distances[neighbour] = next;
                                marked++;
                            }
                        }
                    }
                }
            }
            return marked;
        }

        @Override
        public long backward(int fromBlock, int toBlock, int depth) {
            PatternSpace space = this.space; // locals: the loop's calls need not reload the fields
            byte[] distances = this.distances;
            byte current = (byte) depth;
            byte next = (byte) (depth + 1);
            int blockSize = space.blockSize();
            long found = 0;
            for (int block = fromBlock; block < toBlock; block++) {
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
            return found;
        }

        @Override
        public long count(int fromBlock, int toBlock, int depth) {
            byte value = (byte) depth;
            int blockSize = space.blockSize();
            long n = 0;
            for (int i = fromBlock * blockSize, end = toBlock * blockSize; i < end; i++) {
                if (distances[i] == value) {
                    n++;
                }
            }
            return n;
        }
    }

    private static double seconds(long start) {
        return (System.nanoTime() - start) / 1e9;
    }
}
