package cubelab.model;

/** The twelve edge positions (and pieces), in Kociemba's order; the reference facelet comes first. */
public enum Edge {
    UR(Facelets.U6, Facelets.R2),
    UF(Facelets.U8, Facelets.F2),
    UL(Facelets.U4, Facelets.L2),
    UB(Facelets.U2, Facelets.B2),
    DR(Facelets.D6, Facelets.R8),
    DF(Facelets.D2, Facelets.F8),
    DL(Facelets.D4, Facelets.L8),
    DB(Facelets.D8, Facelets.B8),
    FR(Facelets.F6, Facelets.R4),
    FL(Facelets.F4, Facelets.L6),
    BL(Facelets.B6, Facelets.L4),
    BR(Facelets.B4, Facelets.R6);

    /** 12 */
    public static final int COUNT = 12;
    private static final Edge[] VALUES = values();

    private final int[] facelets;

    Edge(int... facelets) {
        this.facelets = facelets;
    }

    /** Index (0..53) of this position's facelet number {@code flip} (0 or 1). */
    public int facelet(int flip) {
        return facelets[flip];
    }

    /** The colour (face letter) of the piece's facelet number {@code flip} when solved. */
    public Face color(int flip) {
        return Facelets.face(facelets[flip]);
    }

    public static Edge of(int ordinal) {
        return VALUES[ordinal];
    }
}
