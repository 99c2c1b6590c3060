package cubelab.scan;

import cubelab.model.Face;
import java.util.Optional;

/** A scan that cannot give a cube, with the defect and, where it is one photo's fault, the face it was for. */
public final class ScanException extends Exception {

    private final ScanDefect defect;
    private final transient Face face;

    public ScanException(ScanDefect defect, Face face, String message) {
        super(message);
        this.defect = defect;
        this.face = face;
    }

    public ScanDefect defect() {
        return defect;
    }

    /** The face whose photo is at fault, if it is one photo's fault. */
    public Optional<Face> face() {
        return Optional.ofNullable(face);
    }
}
