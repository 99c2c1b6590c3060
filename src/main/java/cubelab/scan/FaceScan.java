package cubelab.scan;

import cubelab.model.Face;
import java.util.List;

/**
 * One photo read: the face it is for, the size in pixels of the photo as read (shrunk to a working
 * size, the same shape as the photo), where its grid lies in those pixels, and its nine stickers
 * row by row.
 */
public record FaceScan(Face face, int photoWidth, int photoHeight, StickerGrid grid, List<StickerReading> stickers) {

    public FaceScan {
        stickers = List.copyOf(stickers);
        if (stickers.size() != 9) {
            throw new IllegalArgumentException("a face has 9 stickers, got " + stickers.size());
        }
        if (photoWidth <= 0 || photoHeight <= 0) {
            throw new IllegalArgumentException("a photo has a size, got " + photoWidth + "×" + photoHeight);
        }
    }
}
