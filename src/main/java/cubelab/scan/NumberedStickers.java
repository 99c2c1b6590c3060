package cubelab.scan;

import cubelab.model.Face;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The public colour-data format of the open-source cube trackers: sticker number 1–54 → [r, g, b],
 * the numbers running face by face in the order U L F R B D, each face row by row as the usual net
 * shows it. This class only maps the numbers; reading the JSON is the front end's business.
 */
public final class NumberedStickers {

    /** The faces in the format's order. */
    private static final Face[] ORDER = {Face.U, Face.L, Face.F, Face.R, Face.B, Face.D};

    private NumberedStickers() {
    }

    /** The facelet index (URFDLB order) of sticker number 1..54. */
    public static int facelet(int number) {
        return ORDER[(number - 1) / 9].ordinal() * 9 + (number - 1) % 9;
    }

    /**
     * The 54 readings in facelet order.
     *
     * @throws ScanException BAD_COLOR_DATA naming the first missing, extra or malformed sticker
     */
    public static List<StickerReading> readings(Map<Integer, int[]> colours) throws ScanException {
        StickerReading[] readings = new StickerReading[54];
        for (Map.Entry<Integer, int[]> entry : colours.entrySet()) {
            int number = entry.getKey();
            int[] rgb = entry.getValue();
            if (number < 1 || number > 54) {
                throw bad("sticker number " + number + " is not between 1 and 54");
            }
            if (rgb == null || rgb.length != 3 || Arrays.stream(rgb).anyMatch(c -> c < 0 || c > 255)) {
                throw bad("sticker " + number + " needs three numbers 0–255 [r, g, b]");
            }
            readings[facelet(number)] = StickerReading.ofRgb(rgb[0], rgb[1], rgb[2]);
        }
        for (int number = 1; number <= 54; number++) {
            if (readings[facelet(number)] == null) {
                throw bad("sticker " + number + " is missing: the data needs stickers 1 to 54");
            }
        }
        return new ArrayList<>(Arrays.asList(readings));
    }

    private static ScanException bad(String message) {
        return new ScanException(ScanDefect.BAD_COLOR_DATA, null, message);
    }
}
