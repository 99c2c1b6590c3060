package cubelab.ui.net;

import cubelab.model.Color;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.ui.look.ColorPreset;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.util.List;

/**
 * The unfolded cube drawn into a picture (AWT, so it needs no window and no FX thread): the same
 * cross layout as the net view, each sticker a rounded square of its colour on a dark body.
 */
public final class NetPicture {

    /** Width of the net in cells. */
    public static final int COLUMNS = NetLayout.COLUMNS;
    /** Height of the net in cells. */
    public static final int ROWS = NetLayout.ROWS;

    private NetPicture() {
    }

    /** Draws {@code cube} with its top-left corner at (x, y), {@code cell} pixels a sticker. */
    public static void draw(Graphics2D g, FaceletCube cube, ColorPreset preset, int x, int y, int cell) {
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        List<Color> colors = cube.colors(preset.scheme());
        int gap = Math.max(1, cell / 10);
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int[] at = NetLayout.cell(facelet);
            int left = x + at[0] * cell;
            int top = y + at[1] * cell;
            g.setColor(java.awt.Color.decode("#1e2126"));
            g.fillRect(left, top, cell, cell);
            g.setColor(java.awt.Color.decode(preset.shade(colors.get(facelet))));
            g.fillRoundRect(left + gap, top + gap, cell - 2 * gap, cell - 2 * gap, cell / 4, cell / 4);
        }
    }

    /** {x, y} of the centre of a facelet's sticker in a net drawn at (0, 0) with {@code cell}-pixel cells. */
    public static int[] stickerCentre(int facelet, int cell) {
        int[] at = NetLayout.cell(facelet);
        return new int[] {at[0] * cell + cell / 2, at[1] * cell + cell / 2};
    }
}
