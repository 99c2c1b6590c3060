package cubelab.solve;

/**
 * A search found its tier's tables damaged (by the checksum verified in the background while it
 * already read them): no answer came of it, and the tables must be built again before the cube is
 * searched again ({@link TierChoice#rebuild}).
 */
public final class TablesDamagedException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public TablesDamagedException(RuntimeException damage) {
        super(damage.getMessage(), damage);
    }
}
