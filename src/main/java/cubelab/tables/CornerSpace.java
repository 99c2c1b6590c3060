package cubelab.tables;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.CornerPermutationCoordinate;
import cubelab.coord.CornerTwistCoordinate;
import cubelab.coord.MoveTable;

/** All corners: block = permutation (40,320), inner = twist (2,187). */
final class CornerSpace extends PatternSpace {

    private final MoveTable permutationMoves = CornerCoordinate.permutationMoves();
    private final MoveTable twistMoves = CornerCoordinate.twistMoves();

    @Override
    int size() {
        return CornerCoordinate.SIZE;
    }

    @Override
    int blockCount() {
        return CornerPermutationCoordinate.SIZE;
    }

    @Override
    int blockSize() {
        return CornerTwistCoordinate.SIZE;
    }

    @Override
    int solvedIndex() {
        return 0;
    }

    @Override
    int neighbour(int block, int inner, int turn) {
        return permutationMoves.apply(block, turn) * CornerTwistCoordinate.SIZE + twistMoves.apply(inner, turn);
    }
}
