package cubelab.scan;

/** What one sticker looked like: its colour in CIELAB, and as sRGB {@code 0xRRGGBB} for drawing. */
public record StickerReading(LabColor lab, int rgb) {

    /** A reading from red, green and blue 0..255, as the public colour-data format gives them. */
    public static StickerReading ofRgb(int red, int green, int blue) {
        int rgb = (red & 0xFF) << 16 | (green & 0xFF) << 8 | (blue & 0xFF);
        return new StickerReading(LabColor.fromRgb(rgb), rgb);
    }
}
