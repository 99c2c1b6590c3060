package cubelab.model;

/**
 * The eight corner positions (and the pieces that belong there), in Kociemba's order. The
 * facelets are listed clockwise starting with the U or D facelet.
 */
public enum Corner {
    URF(Facelets.U9, Facelets.R1, Facelets.F3),
    UFL(Facelets.U7, Facelets.F1, Facelets.L3),
    ULB(Facelets.U1, Facelets.L1, Facelets.B3),
    UBR(Facelets.U3, Facelets.B1, Facelets.R3),
    DFR(Facelets.D3, Facelets.F9, Facelets.R7),
    DLF(Facelets.D1, Facelets.L9, Facelets.F7),
    DBL(Facelets.D7, Facelets.B9, Facelets.L7),
    DRB(Facelets.D9, Facelets.R9, Facelets.B7);

    /** 8 */
    public static final int COUNT = 8;
    private static final Corner[] VALUES = values();

    private final int[] facelets;

    Corner(int... facelets) {
        this.facelets = facelets;
    }

    /** Index (0..53) of this position's facelet number {@code twist} (0..2), clockwise from U/D. */
    public int facelet(int twist) {
        return facelets[twist];
    }

    /** The colour (face letter) of the piece's facelet number {@code twist} when solved. */
    public Face color(int twist) {
        return Facelets.face(facelets[twist]);
    }

    public static Corner of(int ordinal) {
        return VALUES[ordinal];
    }
}
