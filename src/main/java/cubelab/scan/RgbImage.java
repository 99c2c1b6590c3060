package cubelab.scan;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferByte;
import java.awt.image.DataBufferInt;

/**
 * A photo as packed {@code 0xRRGGBB} pixels, row by row. The pixel array is never handed out, so
 * the image cannot change once made.
 */
final class RgbImage {

    private final int width;
    private final int height;
    private final int[] pixels;

    RgbImage(int width, int height, int[] pixels) {
        if (width <= 0 || height <= 0 || pixels.length != width * height) {
            throw new IllegalArgumentException("an image needs width × height pixels");
        }
        this.width = width;
        this.height = height;
        this.pixels = pixels;
    }

    /** The pixels of a decoded image; the common 8-bit layouts are read straight from the raster. */
    public static RgbImage of(BufferedImage image) {
        int width = image.getWidth();
        int height = image.getHeight();
        int[] pixels = new int[width * height];
        int type = image.getType();
        if (type == BufferedImage.TYPE_3BYTE_BGR || type == BufferedImage.TYPE_4BYTE_ABGR) {
            byte[] data = ((DataBufferByte) image.getRaster().getDataBuffer()).getData();
            int step = type == BufferedImage.TYPE_3BYTE_BGR ? 3 : 4;
            int offset = step - 3;
            for (int i = 0, p = offset; i < pixels.length; i++, p += step) {
                pixels[i] = (data[p + 2] & 0xFF) << 16 | (data[p + 1] & 0xFF) << 8 | (data[p] & 0xFF);
            }
        } else if (type == BufferedImage.TYPE_INT_RGB || type == BufferedImage.TYPE_INT_ARGB) {
            int[] data = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] = data[i] & 0xFFFFFF;
            }
        } else {
            image.getRGB(0, 0, width, height, pixels, 0, width);
            for (int i = 0; i < pixels.length; i++) {
                pixels[i] &= 0xFFFFFF;
            }
        }
        return new RgbImage(width, height, pixels);
    }

    public int width() {
        return width;
    }

    public int height() {
        return height;
    }

    /** The pixel at (x, y), coordinates clamped to the image. */
    public int rgb(int x, int y) {
        int cx = Math.max(0, Math.min(width - 1, x));
        int cy = Math.max(0, Math.min(height - 1, y));
        return pixels[cy * width + cx];
    }

    /** The image shrunk by a whole factor, each pixel the mean of a factor × factor block. */
    RgbImage shrink(int factor) {
        if (factor <= 1) {
            return this;
        }
        int smallWidth = width / factor;
        int smallHeight = height / factor;
        int[] small = new int[smallWidth * smallHeight];
        int count = factor * factor;
        for (int sy = 0; sy < smallHeight; sy++) {
            for (int sx = 0; sx < smallWidth; sx++) {
                int red = 0;
                int green = 0;
                int blue = 0;
                for (int y = sy * factor; y < sy * factor + factor; y++) {
                    int row = y * width;
                    for (int x = sx * factor; x < sx * factor + factor; x++) {
                        int p = pixels[row + x];
                        red += (p >> 16) & 0xFF;
                        green += (p >> 8) & 0xFF;
                        blue += p & 0xFF;
                    }
                }
                small[sy * smallWidth + sx] = (red / count) << 16 | (green / count) << 8 | (blue / count);
            }
        }
        return new RgbImage(smallWidth, smallHeight, small);
    }

    /** The brightest channel of each pixel (HSV's value), 0..255. */
    int[] brightness() {
        int[] value = new int[pixels.length];
        for (int i = 0; i < pixels.length; i++) {
            int p = pixels[i];
            value[i] = Math.max((p >> 16) & 0xFF, Math.max((p >> 8) & 0xFF, p & 0xFF));
        }
        return value;
    }
}
