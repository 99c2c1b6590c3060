package cubelab.scan;

import cubelab.model.Face;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import java.util.List;

/**
 * What a scan read: the most likely valid cube, each sticker's confidence in it, and the stickers
 * in doubt. When any sticker is in doubt the cube is only a best guess and {@link #isCertain()}
 * is false: the caller must show the doubtful stickers rather than use the cube as read.
 *
 * @param readings    the 54 stickers as sampled, in URFDLB facelet order after {@code turns}
 * @param cube        the most likely valid cube (a guess where {@code doubtful} is not empty)
 * @param confidence  per facelet, the probability that its face in {@code cube} is right (centres 1)
 * @param doubtful    the facelets in doubt, in facelet order
 * @param alternative per facelet, the face it would most likely show if not the one in {@code cube}
 * @param turns       per face in URFDLB order, the clockwise quarter turns applied to its photo
 */
public record ScanResult(List<StickerReading> readings, FaceletCube cube, List<Double> confidence,
        List<Integer> doubtful, List<Face> alternative, List<Integer> turns) {

    public ScanResult {
        readings = List.copyOf(readings);
        confidence = List.copyOf(confidence);
        doubtful = List.copyOf(doubtful);
        alternative = List.copyOf(alternative);
        turns = List.copyOf(turns);
    }

    /** Whether every sticker is likely enough that the cube can be used as read. */
    public boolean isCertain() {
        return doubtful.isEmpty();
    }

    /** The doubtful stickers named for a person, e.g. "U3 (U or F), R7 (R or L)". */
    public String doubtText() {
        StringBuilder text = new StringBuilder();
        for (int facelet : doubtful) {
            if (text.length() > 0) {
                text.append(", ");
            }
            text.append(Facelets.name(facelet)).append(" (").append(cube.get(facelet)).append(" or ")
                    .append(alternative.get(facelet)).append(')');
        }
        return text.toString();
    }
}
