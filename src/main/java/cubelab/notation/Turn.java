package cubelab.notation;

/**
 * What a move turns: a face, a wide (two-layer) block, a middle slice or the whole cube.
 *
 * <p>Each turn is a rotation about one {@link Axis} of a set of layers; {@code clockwiseSign}
 * is -1 when the turn's clockwise direction is a negative (right-handed) rotation about the
 * positive axis, as for R, U and F, and +1 for L, D, B and the slices that follow them.
 * Layers are a bit mask over the three layers along the axis: bit 0 at -1, bit 1 at 0, bit 2 at +1.
 */
public enum Turn {
    U("U", Kind.FACE, Axis.Y, -1, 0b100),
    R("R", Kind.FACE, Axis.X, -1, 0b100),
    F("F", Kind.FACE, Axis.Z, -1, 0b100),
    D("D", Kind.FACE, Axis.Y, +1, 0b001),
    L("L", Kind.FACE, Axis.X, +1, 0b001),
    B("B", Kind.FACE, Axis.Z, +1, 0b001),
    UW("Uw", Kind.WIDE, Axis.Y, -1, 0b110),
    RW("Rw", Kind.WIDE, Axis.X, -1, 0b110),
    FW("Fw", Kind.WIDE, Axis.Z, -1, 0b110),
    DW("Dw", Kind.WIDE, Axis.Y, +1, 0b011),
    LW("Lw", Kind.WIDE, Axis.X, +1, 0b011),
    BW("Bw", Kind.WIDE, Axis.Z, +1, 0b011),
    /** Middle slice, turned like L. */
    M("M", Kind.SLICE, Axis.X, +1, 0b010),
    /** Equator slice, turned like D. */
    E("E", Kind.SLICE, Axis.Y, +1, 0b010),
    /** Standing slice, turned like F. */
    S("S", Kind.SLICE, Axis.Z, -1, 0b010),
    /** Whole-cube rotation, turned like R. */
    X("x", Kind.ROTATION, Axis.X, -1, 0b111),
    /** Whole-cube rotation, turned like U. */
    Y("y", Kind.ROTATION, Axis.Y, -1, 0b111),
    /** Whole-cube rotation, turned like F. */
    Z("z", Kind.ROTATION, Axis.Z, -1, 0b111);

    /** The family a turn belongs to; it decides how the turn counts in the half-turn metric. */
    public enum Kind {
        FACE, WIDE, SLICE, ROTATION
    }

    private final String symbol;
    private final Kind kind;
    private final Axis axis;
    private final int clockwiseSign;
    private final int layers;

    Turn(String symbol, Kind kind, Axis axis, int clockwiseSign, int layers) {
        this.symbol = symbol;
        this.kind = kind;
        this.axis = axis;
        this.clockwiseSign = clockwiseSign;
        this.layers = layers;
    }

    /** The WCA symbol, e.g. {@code "R"}, {@code "Rw"}, {@code "M"}, {@code "x"}. */
    public String symbol() {
        return symbol;
    }

    public Kind kind() {
        return kind;
    }

    public Axis axis() {
        return axis;
    }

    /** -1 if a clockwise quarter turn is a negative rotation about the positive axis, else +1. */
    public int clockwiseSign() {
        return clockwiseSign;
    }

    /** Bit mask of the turned layers along the axis: bit 0 = layer at -1, bit 1 = 0, bit 2 = +1. */
    public int layers() {
        return layers;
    }

    /**
     * Cost of one quarter or half turn in the half-turn metric: a slice is two face turns
     * (M = R L' x'), a wide turn one face turn plus a rotation, a rotation nothing.
     */
    public int halfTurnMetricWeight() {
        return switch (kind) {
            case FACE, WIDE -> 1;
            case SLICE -> 2;
            case ROTATION -> 0;
        };
    }

    /** The face turn with this face letter, for the six outer faces only. */
    public static Turn ofFaceLetter(char letter) {
        return switch (letter) {
            case 'U' -> U;
            case 'R' -> R;
            case 'F' -> F;
            case 'D' -> D;
            case 'L' -> L;
            case 'B' -> B;
            default -> throw new IllegalArgumentException("not a face letter: " + letter);
        };
    }

    /** The wide turn on the same side as this face turn. */
    public Turn wide() {
        if (kind != Kind.FACE) {
            throw new IllegalStateException(symbol + " is not a face turn");
        }
        return values()[ordinal() + 6];
    }
}
