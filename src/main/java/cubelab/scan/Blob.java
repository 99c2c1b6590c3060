package cubelab.scan;

/** A bright region of a shrunk photo that may be a sticker: its centroid and its size (the square root of its area). */
record Blob(double x, double y, double size) {

    double distanceTo(double px, double py) {
        return Math.hypot(x - px, y - py);
    }
}
