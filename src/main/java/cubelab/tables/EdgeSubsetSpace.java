package cubelab.tables;

import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.coord.EdgeSubsetMoveTable;

/** A set of k edges: block = position rank, inner = the k flip bits. */
final class EdgeSubsetSpace extends PatternSpace {

    private final EdgeSubsetCoordinate coordinate;
    private final EdgeSubsetMoveTable moves;
    private final int edgeCount;

    EdgeSubsetSpace(EdgeSubsetCoordinate coordinate) {
        this.coordinate = coordinate;
        this.moves = EdgeSubsetMoveTable.build(coordinate);
        this.edgeCount = coordinate.edgeCount();
    }

    @Override
    int size() {
        return coordinate.size();
    }

    @Override
    int blockCount() {
        return coordinate.positionCount();
    }

    @Override
    int blockSize() {
        return 1 << edgeCount;
    }

    @Override
    int solvedIndex() {
        return coordinate.solved();
    }

    @Override
    int neighbour(int block, int inner, int turn) {
        return moves.entry(block, turn) ^ inner;
    }
}
