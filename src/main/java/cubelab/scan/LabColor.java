package cubelab.scan;

/**
 * A colour in CIELAB (D65 white): lightness {@code l} 0..100, green–red {@code a} and blue–yellow
 * {@code b}. Stickers are compared here rather than in RGB because equal distances mean roughly
 * equal differences to the eye, and lightness, which the light in a photo changes most, is one axis.
 */
record LabColor(double l, double a, double b) {

    /** Lightness counts half in {@link #distance}: a shadow darkens a sticker without changing its colour. */
    private static final double LIGHTNESS_WEIGHT = 0.5;
    private static final double[] LINEAR = linearTable();
    private static final double WHITE_X = 0.95047;
    private static final double WHITE_Z = 1.08883;
    /** (6/29)^3, where CIELAB's cube root gives way to a straight line near black */
    private static final double EPSILON = 216.0 / 24389.0;

    /** The Lab colour of a packed sRGB value {@code 0xRRGGBB}. */
    public static LabColor fromRgb(int rgb) {
        return fromLinear(LINEAR[(rgb >> 16) & 0xFF], LINEAR[(rgb >> 8) & 0xFF], LINEAR[rgb & 0xFF]);
    }

    /**
     * The Lab colour of linear-light red, green and blue (1 is the sRGB white), not clamped: a
     * clipped sticker's colour rebuilt from its hue may lie a little outside sRGB.
     */
    static LabColor fromLinear(double red, double green, double blue) {
        double x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / WHITE_X;
        double y = luminance(new double[] {red, green, blue});
        double z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / WHITE_Z;
        double fx = f(x);
        double fy = f(y);
        double fz = f(z);
        return new LabColor(116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz));
    }

    /** The linear-light red, green and blue of a packed sRGB value, each 0..1. */
    static double[] linear(int rgb) {
        return new double[] {LINEAR[(rgb >> 16) & 0xFF], LINEAR[(rgb >> 8) & 0xFF], LINEAR[rgb & 0xFF]};
    }

    /** The luminance Y (0..1 within sRGB) of linear-light red, green and blue. */
    static double luminance(double[] linear) {
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
    }

    /** The luminance Y of a CIELAB lightness. */
    static double luminanceOfLightness(double lightness) {
        return inverseF((lightness + 16) / 116);
    }

    /** The Lab colour of red, green and blue 0..255 each. */
    public static LabColor fromRgb(int red, int green, int blue) {
        return fromRgb((clamp(red) << 16) | (clamp(green) << 8) | clamp(blue));
    }

    /** The nearest sRGB colour {@code 0xRRGGBB}, for drawing what was read. */
    public int toRgb() {
        double fy = (l + 16) / 116;
        double fx = fy + a / 500;
        double fz = fy - b / 200;
        double x = inverseF(fx) * WHITE_X;
        double y = inverseF(fy);
        double z = inverseF(fz) * WHITE_Z;
        double red = 3.2406 * x - 1.5372 * y - 0.4986 * z;
        double green = -0.9689 * x + 1.8758 * y + 0.0415 * z;
        double blue = 0.0557 * x - 0.2040 * y + 1.0570 * z;
        return (gamma(red) << 16) | (gamma(green) << 8) | gamma(blue);
    }

    /** The distance to another colour, lightness weighted by one half (a CIE76 difference otherwise). */
    public double distance(LabColor other) {
        return Math.sqrt(squaredDistance(other));
    }

    /** The square of {@link #distance}. */
    public double squaredDistance(LabColor other) {
        double dl = (l - other.l) * LIGHTNESS_WEIGHT;
        double da = a - other.a;
        double db = b - other.b;
        return dl * dl + da * da + db * db;
    }

    private static double f(double t) {
        return t > EPSILON ? Math.cbrt(t) : t * (24389.0 / 27.0 / 116.0) + 16.0 / 116.0;
    }

    private static double inverseF(double t) {
        double cube = t * t * t;
        return cube > EPSILON ? cube : (t - 16.0 / 116.0) * (116.0 * 27.0 / 24389.0);
    }

    private static int gamma(double linear) {
        double c = linear <= 0.0031308 ? 12.92 * linear : 1.055 * Math.pow(Math.max(linear, 0), 1 / 2.4) - 0.055;
        return clamp((int) Math.round(c * 255));
    }

    private static int clamp(int value) {
        return Math.max(0, Math.min(255, value));
    }

    private static double[] linearTable() {
        double[] table = new double[256];
        for (int i = 0; i < 256; i++) {
            double c = i / 255.0;
            table[i] = c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
        }
        return table;
    }
}
