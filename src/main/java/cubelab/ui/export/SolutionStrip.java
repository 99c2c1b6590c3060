package cubelab.ui.export;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.net.NetPicture;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.image.BufferedImage;

/**
 * A solution as a picture to share: the net of the cube at the start and after each move, in
 * rows of up to {@value #MAX_COLUMNS}, each frame labelled with the move just made ("3 · R'").
 * Dark text on white, so it reads when printed or pasted into a forum post.
 */
public final class SolutionStrip {

    /** Pixels a sticker. */
    public static final int CELL = 14;
    /** Frames in a row before the strip wraps. */
    public static final int MAX_COLUMNS = 7;
    /** Room above each net for its label. */
    public static final int LABEL_HEIGHT = 22;
    /** Space round each frame. */
    public static final int PADDING = 12;
    static final int FRAME_WIDTH = NetPicture.COLUMNS * CELL + 2 * PADDING;
    static final int FRAME_HEIGHT = NetPicture.ROWS * CELL + LABEL_HEIGHT + 2 * PADDING;

    private SolutionStrip() {
    }

    /** Frames in a row for a solution of {@code moves} moves (the start is a frame too). */
    public static int columns(int moves) {
        return Math.min(MAX_COLUMNS, moves + 1);
    }

    /** {x, y} of the top-left corner of frame {@code index}'s net (0: the start). */
    public static int[] netOrigin(int index, int moves) {
        int columns = columns(moves);
        return new int[] {(index % columns) * FRAME_WIDTH + PADDING,
                (index / columns) * FRAME_HEIGHT + PADDING + LABEL_HEIGHT};
    }

    /** The strip of {@code solution} played from {@code start}. */
    public static BufferedImage draw(FaceletCube start, Algorithm solution, ColorPreset preset) {
        int frames = solution.size() + 1;
        int columns = columns(solution.size());
        int rows = (frames + columns - 1) / columns;
        BufferedImage image = new BufferedImage(columns * FRAME_WIDTH, rows * FRAME_HEIGHT, BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, image.getWidth(), image.getHeight());
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setFont(new Font(Font.SANS_SERIF, Font.BOLD, 13));
            FontMetrics metrics = g.getFontMetrics();
            FaceletCube cube = start;
            for (int index = 0; index < frames; index++) {
                if (index > 0) {
                    cube = cube.apply(solution.get(index - 1));
                }
                int[] origin = netOrigin(index, solution.size());
                String label = index == 0 ? "Start" : index + " · " + solution.get(index - 1);
                g.setColor(new java.awt.Color(0x1f, 0x23, 0x28));
                g.drawString(label, origin[0], origin[1] - LABEL_HEIGHT + metrics.getAscent());
                NetPicture.draw(g, cube, preset, origin[0], origin[1], CELL);
            }
        } finally {
            g.dispose();
        }
        return image;
    }
}
