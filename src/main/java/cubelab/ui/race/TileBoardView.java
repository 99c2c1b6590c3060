package cubelab.ui.race;

import cubelab.race.board.TileMove;
import java.util.ArrayList;
import java.util.List;
import javafx.animation.Interpolator;
import javafx.animation.ParallelTransition;
import javafx.animation.TranslateTransition;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.css.PseudoClass;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.util.Duration;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * The n×n board: one square node per cell ({@code #cell-c2} by move notation) styled by colour and
 * carrying its colour's letter (shown by the colour-blind look, {@code race.css}), the centre (n−2)²
 * outlined, an optional hint (glow and an arrow toward the blank), optional cell names (columns a…
 * above, rows 1… on the left, as hints name cells) and a short slide animation. Shows cell codes rather than a {@code Board}, so the editor can show unfinished boards.
 * Clicks are reported as (row, column); what they mean is the owner's business.
 */
final class TileBoardView extends Region {

    /** A click on a cell. */
    interface CellClick {
        void clicked(int row, int column);
    }

    private static final PseudoClass HINTED = PseudoClass.getPseudoClass("hinted");
    private static final PseudoClass PUSHED = PseudoClass.getPseudoClass("pushed");
    private static final PseudoClass MATCHED = PseudoClass.getPseudoClass("matched");
    /** Tile sizes for the letters' type: below 46 px small, below 80 px medium, else large. */
    private static final PseudoClass SMALL_TILES = PseudoClass.getPseudoClass("small-tiles");
    private static final PseudoClass LARGE_TILES = PseudoClass.getPseudoClass("large-tiles");
    /** The band above and left of the tiles that holds the cell names. */
    private static final double NAME_BAND = 20;
    private static final double GAP_RATIO = 0.07;
    private static final double MAX_GAP = 8;

    private final Region frame = new Region();
    private final Region centre = new Region();
    private final List<StackPane> cells = new ArrayList<>();
    private final List<Label> letters = new ArrayList<>();
    /** Column letters, then row numbers. */
    private final List<Label> names = new ArrayList<>();
    private boolean showNames;
    private final FontIcon arrow = new FontIcon();
    private final DoubleProperty slideMillis = new SimpleDoubleProperty(this, "slideMillis", 110);
    private int size;
    private byte[] codes = new byte[0];
    private int hintCell = -1;
    private ParallelTransition animation;
    private CellClick onClick = (row, column) -> { };

    TileBoardView() {
        getStyleClass().add("race-board");
        frame.getStyleClass().add("board-frame");
        centre.getStyleClass().add("centre-outline");
        centre.setMouseTransparent(true);
        arrow.getStyleClass().add("hint-arrow");
        arrow.setMouseTransparent(true);
        arrow.setVisible(false);
        setMinSize(150, 150);
        setPrefSize(480, 480);
    }

    void setOnCellClicked(CellClick click) {
        onClick = click;
    }

    /** Whether the cell names (a… over the columns, 1… beside the rows) show around the tiles. */
    void setCellNames(boolean shown) {
        showNames = shown;
        names.forEach(name -> name.setVisible(shown));
        requestLayout();
    }

    DoubleProperty slideMillisProperty() {
        return slideMillis;
    }

    /**
     * Shows the cells (row-major codes); with {@code animateFromBlank} ≥ 0 the tiles between that old
     * blank cell and the new blank slide into place.
     */
    void show(int boardSize, byte[] cellCodes, int animateFromBlank) {
        if (boardSize != size) {
            rebuild(boardSize);
            animateFromBlank = -1;
        }
        codes = cellCodes.clone();
        for (int cell = 0; cell < codes.length; cell++) {
            StackPane node = cells.get(cell);
            node.getStyleClass().removeIf(TileColors::isColorClass);
            node.getStyleClass().add(TileColors.styleClass(codes[cell]));
            letters.get(cell).setText(TileColors.letter(codes[cell]));
        }
        if (animateFromBlank >= 0 && slideMillis.get() > 0) {
            animateSlides(animateFromBlank, blankCell());
        }
    }

    /** Marks centre cells that already show their target colour; {@code wanted} is per cell, 0 outside. */
    void setMatched(byte[] wanted) {
        for (int cell = 0; cell < cells.size(); cell++) {
            boolean matched = wanted != null && wanted[cell] != 0 && wanted[cell] == codes[cell];
            cells.get(cell).pseudoClassStateChanged(MATCHED, matched);
        }
    }

    /**
     * Highlights the tile of {@code move} with an arrow toward the blank, and (for a push) the tiles it
     * pushes along; null clears the hint.
     */
    void setHint(TileMove move) {
        if (hintCell >= 0 && hintCell < cells.size()) {
            cells.get(hintCell).pseudoClassStateChanged(HINTED, false);
        }
        cells.forEach(node -> node.pseudoClassStateChanged(PUSHED, false));
        hintCell = move == null ? -1 : move.cell(size);
        arrow.setVisible(hintCell >= 0);
        if (hintCell >= 0) {
            for (SlideGeometry.Slide slide : SlideGeometry.slides(size, hintCell, blankCell())) {
                // slides() from the hint's point of view: every tile between the blank and the hinted one
                if (slide.fromCell() != blankCell()) {
                    cells.get(slide.fromCell()).pseudoClassStateChanged(PUSHED, true);
                }
            }
            cells.get(hintCell).pseudoClassStateChanged(HINTED, true);
            arrow.setIconLiteral(SlideGeometry.direction(size, hintCell, blankCell()).icon());
            arrow.toFront();
        }
        requestLayout();
    }

    int hintCell() {
        return hintCell;
    }

    private int blankCell() {
        for (int cell = 0; cell < codes.length; cell++) {
            if (codes[cell] == 0) {
                return cell;
            }
        }
        return -1;
    }

    private void rebuild(int boardSize) {
        if (animation != null) {
            animation.stop();
        }
        size = boardSize;
        cells.clear();
        letters.clear();
        names.clear();
        hintCell = -1;
        getChildren().setAll(frame);
        for (int index = 0; index < 2 * boardSize; index++) {
            Label name = new Label(index < boardSize ? String.valueOf((char) ('a' + index))
                    : Integer.toString(index - boardSize + 1));
            name.getStyleClass().add("cell-name");
            name.setId((index < boardSize ? "column-" : "row-") + name.getText());
            name.setMouseTransparent(true);
            name.setVisible(showNames);
            names.add(name);
        }
        getChildren().addAll(names);
        for (int cell = 0; cell < boardSize * boardSize; cell++) {
            int row = cell / boardSize;
            int column = cell % boardSize;
            StackPane node = new StackPane();
            node.getStyleClass().add("tile");
            node.setId("cell-" + new TileMove(row, column).notation());
            Label letter = new Label();
            letter.getStyleClass().add("tile-letter");
            letter.setMouseTransparent(true);
            letters.add(letter);
            node.getChildren().add(letter);
            // a click, or a drag of the tile (toward the blank) released anywhere: both mean "move it"
            node.setOnMouseClicked(e -> {
                if (e == null || e.isStillSincePress()) {
                    onClick.clicked(row, column);
                }
            });
            node.setOnMouseReleased(e -> {
                if (!e.isStillSincePress()) {
                    onClick.clicked(row, column);
                }
            });
            cells.add(node);
        }
        getChildren().addAll(cells);
        getChildren().addAll(centre, arrow);
        requestLayout();
    }

    private void animateSlides(int oldBlank, int newBlank) {
        if (animation != null) {
            animation.stop();
            cells.forEach(node -> {
                node.setTranslateX(0);
                node.setTranslateY(0);
            });
        }
        double pitch = pitch();
        animation = new ParallelTransition();
        for (SlideGeometry.Slide slide : SlideGeometry.slides(size, oldBlank, newBlank)) {
            StackPane node = cells.get(slide.toCell());
            node.setTranslateX((slide.fromCell() % size - slide.toCell() % size) * pitch);
            node.setTranslateY((slide.fromCell() / size - slide.toCell() / size) * pitch);
            node.toFront(); // above the new blank, which sits where the last tile came from
            TranslateTransition move = new TranslateTransition(Duration.millis(slideMillis.get()), node);
            move.setToX(0);
            move.setToY(0);
            move.setInterpolator(Interpolator.EASE_OUT);
            animation.getChildren().add(move);
        }
        centre.toFront();
        arrow.toFront();
        animation.play();
    }

    /** True while tiles are still sliding. */
    boolean isAnimating() {
        return animation != null && animation.getStatus() == javafx.animation.Animation.Status.RUNNING;
    }

    private double band() {
        return showNames ? NAME_BAND : 0;
    }

    /** The side of the square of tiles, inside the insets and the names' band. */
    private double side() {
        return Math.max(0, Math.min(getWidth() - snappedLeftInset() - snappedRightInset(),
                getHeight() - snappedTopInset() - snappedBottomInset()) - band());
    }

    /** Space between tiles and around them: 7% of a cell, at most 8 px. */
    private double gap() {
        return size == 0 ? 0 : Math.min(MAX_GAP, side() / size * GAP_RATIO);
    }

    /** Distance between neighbouring cell origins. */
    private double pitch() {
        return size == 0 ? 0 : (side() - gap()) / size;
    }

    @Override
    protected void layoutChildren() {
        if (size == 0) {
            return;
        }
        double side = side();
        double band = band();
        // the names' band and the tiles, as one square in the middle
        double x0 = snappedLeftInset() + band + (getWidth() - snappedLeftInset() - snappedRightInset() - band - side) / 2;
        double y0 = snappedTopInset() + band + (getHeight() - snappedTopInset() - snappedBottomInset() - band - side) / 2;
        double gap = gap();
        double pitch = pitch();
        double tile = pitch - gap;
        pseudoClassStateChanged(SMALL_TILES, tile < 46);
        pseudoClassStateChanged(LARGE_TILES, tile >= 80);
        frame.resizeRelocate(x0, y0, side, side);
        for (int index = 0; index < names.size(); index++) {
            Label name = names.get(index);
            name.autosize();
            double width = name.getWidth();
            double height = name.getHeight();
            double middle = gap + (index % size) * pitch + tile / 2;
            if (index < size) {
                name.relocate(x0 + middle - width / 2, y0 - band / 2 - height / 2);
            } else {
                name.relocate(x0 - band / 2 - width / 2, y0 + middle - height / 2);
            }
        }
        for (int cell = 0; cell < cells.size(); cell++) {
            cells.get(cell).resizeRelocate(x0 + gap + (cell % size) * pitch, y0 + gap + (cell / size) * pitch, tile, tile);
        }
        // the outline (a 2.5 px border drawn inside its region) runs along the middle of the gaps
        double line = 2.5;
        double centreSide = (size - 2) * pitch + line;
        centre.resizeRelocate(x0 + pitch + gap / 2 - line / 2, y0 + pitch + gap / 2 - line / 2, centreSide, centreSide);
        if (hintCell >= 0) {
            arrow.setIconSize((int) Math.max(12, tile * 0.55));
            double cx = x0 + gap + (hintCell % size) * pitch + tile / 2;
            double cy = y0 + gap + (hintCell / size) * pitch + tile / 2;
            arrow.autosize();
            arrow.relocate(cx - arrow.getLayoutBounds().getWidth() / 2, cy - arrow.getLayoutBounds().getHeight() / 2);
        }
    }

    @Override
    protected double computePrefWidth(double height) {
        return 480;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 480;
    }
}
