package cubelab.tables;

import cubelab.coord.StickerCoordinate;

/** The stickers of some faces on one part: block = arrangement of piece kinds, inner = orientations. */
final class StickerSpace extends PatternSpace {

    private final StickerCoordinate coordinate;

    StickerSpace(StickerCoordinate coordinate) {
        this.coordinate = coordinate;
    }

    @Override
    int size() {
        return coordinate.size();
    }

    @Override
    int blockCount() {
        return coordinate.arrangementCount();
    }

    @Override
    int blockSize() {
        return coordinate.orientationCount();
    }

    @Override
    int solvedIndex() {
        return coordinate.solved();
    }

    @Override
    int neighbour(int block, int inner, int turn) {
        return coordinate.neighbour(block, inner, turn);
    }
}
