package cubelab.tables;

/**
 * A sub-problem's states as integers {@code block × blockSize + inner}, arranged so that a
 * turn moves a whole block into one other block: breadth-first search then writes into a few
 * cache-resident blocks at a time. Implementations are immutable once built.
 */
abstract class PatternSpace {

    abstract int size();

    abstract int blockCount();

    abstract int blockSize();

    abstract int solvedIndex();

    /** The state {@code turn} (0..17) makes of state {@code block × blockSize + inner}. */
    abstract int neighbour(int block, int inner, int turn);
}
