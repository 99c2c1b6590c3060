package cubelab.scan;

import cubelab.model.Face;
import java.util.List;

/** One photo read: the face it is for, where its grid lies, and its nine stickers row by row. */
public record FaceScan(Face face, StickerGrid grid, List<StickerReading> stickers) {

    public FaceScan {
        stickers = List.copyOf(stickers);
        if (stickers.size() != 9) {
            throw new IllegalArgumentException("a face has 9 stickers, got " + stickers.size());
        }
    }
}
