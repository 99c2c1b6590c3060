package cubelab.model;

import java.util.List;

/**
 * A cube description that is no real cube. The message starts with the defect code, e.g.
 * {@code "CORNER_TWIST: ..."}; {@link #facelets()} lists the facelet indices (0..53) involved,
 * and for {@link CubeDefect#UNKNOWN_LETTER} the index of the bad character.
 */
public final class InvalidCubeException extends Exception {

    private static final long serialVersionUID = 1L;

    private final CubeDefect defect;
    private final String detail;
    private final List<Integer> facelets;

    public InvalidCubeException(CubeDefect defect, String detail, List<Integer> facelets) {
        super(defect.name() + ": " + detail);
        this.defect = defect;
        this.detail = detail;
        this.facelets = List.copyOf(facelets);
    }

    public CubeDefect defect() {
        return defect;
    }

    /** The sentence after the code. */
    public String detail() {
        return detail;
    }

    /** The facelets (0..53) that show the defect, for highlighting; may be empty. */
    public List<Integer> facelets() {
        return facelets;
    }
}
