package cubelab.ui.net;

import cubelab.model.Color;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.ui.look.ColorPreset;
import java.util.List;
import java.util.Set;
import java.util.function.IntConsumer;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.shape.Rectangle;

/**
 * The unfolded cube. Stickers are nodes with ids {@code net-U1} … {@code net-B9}, so they can
 * be clicked (painted in the editor), focused and looked up in tests.
 */
public final class CubeNetView extends Region {

    /** Largest sticker cell in pixels, so the net never crowds the side panel. */
    private double maxCell = 19;

    private static final PseudoClass EDITABLE = PseudoClass.getPseudoClass("editable");
    private static final PseudoClass HIGHLIGHTED = PseudoClass.getPseudoClass("highlighted");

    private final StackPane[] cells = new StackPane[Facelets.COUNT];
    private final Rectangle[] faces = new Rectangle[Facelets.COUNT];
    private final Label[] letters = new Label[Facelets.COUNT];
    private List<Color> colors = FaceletCube.SOLVED.colors(ColorPreset.WESTERN.scheme());
    private ColorPreset preset = ColorPreset.WESTERN;
    private IntConsumer onStickerClicked = facelet -> { };

    public CubeNetView() {
        setId("net");
        getStyleClass().add("cube-net");
        getStylesheets().add(CubeNetView.class.getResource("/cubelab/ui/net.css").toExternalForm());
        for (int i = 0; i < Facelets.COUNT; i++) {
            Rectangle face = new Rectangle();
            face.getStyleClass().add("net-face");
            Label letter = new Label();
            letter.getStyleClass().add("net-letter");
            letter.setMouseTransparent(true);
            StackPane cell = new StackPane(face, letter);
            cell.setId("net-" + Facelets.name(i));
            cell.getStyleClass().add("net-sticker");
            cell.setAccessibleText("sticker " + Facelets.name(i));
            final int index = i;
            cell.setOnMouseClicked(e -> onStickerClicked.accept(index));
            // in the editor the stickers take focus, so Tab / Enter / Space paint without a mouse
            cell.setOnKeyPressed(e -> {
                if (e.getCode() == KeyCode.ENTER || e.getCode() == KeyCode.SPACE) {
                    onStickerClicked.accept(index);
                    e.consume();
                }
            });
            cells[i] = cell;
            faces[i] = face;
            letters[i] = letter;
            getChildren().add(cell);
        }
        setMinSize(120, 90);
        repaint();
    }

    /** Caps the sticker size (the window gives more room on tall screens). */
    public void setMaxCell(double pixels) {
        maxCell = pixels;
        requestLayout();
    }

    public void setOnStickerClicked(IntConsumer handler) {
        onStickerClicked = handler;
    }

    public void setPreset(ColorPreset preset) {
        this.preset = preset;
        repaint();
    }

    /** Shows these sticker colours; null is a blank sticker. */
    public void setColors(List<Color> colors) {
        this.colors = colors;
        repaint();
    }

    public void setCube(FaceletCube cube) {
        setColors(cube.colors(preset.scheme()));
    }

    /** The colour shown at a facelet (null = blank); for tests and accessibility. */
    public Color colorAt(int facelet) {
        return colors.get(facelet);
    }

    /** Sets whether clicking a sticker does anything (the editor mode). */
    public void setEditable(boolean editable) {
        pseudoClassStateChanged(EDITABLE, editable);
        for (int i = 0; i < Facelets.COUNT; i++) {
            cells[i].setFocusTraversable(editable && i % 9 != 4);
        }
    }

    public void setHighlighted(Set<Integer> facelets) {
        for (int i = 0; i < Facelets.COUNT; i++) {
            cells[i].pseudoClassStateChanged(HIGHLIGHTED,
                    facelets.contains(i));
        }
    }

    private void repaint() {
        for (int i = 0; i < Facelets.COUNT; i++) {
            Color color = colors.get(i);
            faces[i].setFill(preset.paint(color));
            letters[i].setText(preset.letters() && color != null ? String.valueOf(color.letter()) : "");
        }
    }

    @Override
    protected void layoutChildren() {
        double cellSize = Math.floor(Math.min(maxCell,
                Math.min((getWidth() - 4) / NetLayout.COLUMNS, (getHeight() - 4) / NetLayout.ROWS)));
        double x0 = Math.floor((getWidth() - cellSize * NetLayout.COLUMNS) / 2);
        double y0 = Math.floor((getHeight() - cellSize * NetLayout.ROWS) / 2);
        double gap = Math.max(1, Math.round(cellSize * 0.08));
        for (int i = 0; i < Facelets.COUNT; i++) {
            int[] cell = NetLayout.cell(i);
            faces[i].setWidth(cellSize - gap);
            faces[i].setHeight(cellSize - gap);
            faces[i].setArcWidth(cellSize * 0.3);
            faces[i].setArcHeight(cellSize * 0.3);
            cells[i].resizeRelocate(x0 + cell[0] * cellSize, y0 + cell[1] * cellSize, cellSize, cellSize);
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return maxCell * NetLayout.COLUMNS + 4;
    }

    @Override
    protected double computePrefHeight(double width) {
        return Math.min(maxCell * NetLayout.ROWS + 4, width > 0 ? width * NetLayout.ROWS / NetLayout.COLUMNS : 220);
    }
}
