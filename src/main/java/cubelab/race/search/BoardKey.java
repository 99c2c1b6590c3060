package cubelab.race.search;

import java.util.Arrays;

/** A position as a hash key for the memory-based searches (BFS, A*, hill climbing). */
final class BoardKey {
    private final byte[] cells;
    private final int hash;

    BoardKey(byte[] cells) {
        this.cells = cells.clone();
        this.hash = Arrays.hashCode(this.cells);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof BoardKey key && key.hash == hash && Arrays.equals(key.cells, cells);
    }

    @Override
    public int hashCode() {
        return hash;
    }
}
