package cubelab.ui.race;

import cubelab.race.board.Board;
import cubelab.race.board.IllegalMoveException;
import cubelab.race.board.Metric;
import cubelab.race.board.TileMove;
import cubelab.ui.look.Icons;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableBooleanValue;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * What the player looks at: the board with its solved banner, the target (the scrambler), the
 * clock, the move counter, the centre matches and a caption. It shows either the game or the
 * position the board editor is painting; clicks are wired by the view.
 */
final class PlayArea extends VBox {

    private static final PseudoClass SMALL = PseudoClass.getPseudoClass("small");
    /** Below this board width the solved banner takes a smaller type, so it stays inside the board. */
    private static final double SMALL_BOARD = 300;

    private final TileBoardView board = new TileBoardView();
    private final ScramblerView scrambler = new ScramblerView();
    private final RaceClock clock;
    private final Label moves = new Label("0");
    private final Label matched = new Label();
    private final Label solvedBanner = new Label("Solved!");
    /** Whether the game shown is solved; the banner says so unless something covers it. */
    private final BooleanProperty solved = new SimpleBooleanProperty(this, "solved", false);
    private final BooleanProperty bannerCovered = new SimpleBooleanProperty(this, "bannerCovered", false);
    private final Label caption = new Label();
    /** Over the player's board while a rival's board shows beside it. */
    private final Label you = new Label("YOU");
    /** The boards and the aside, in a row: a rival's board goes between them. */
    private final HBox playArea;
    /** The game position the board shows, to tell a slide (animated) from a jump. */
    private Board shown;

    PlayArea(RaceClock clock) {
        super(8);
        this.clock = clock;
        solvedBanner.setId("solvedBanner");
        solvedBanner.getStyleClass().add("solved-banner");
        solvedBanner.setGraphic(Icons.icon("mdi2t-trophy-outline"));
        solvedBanner.setMouseTransparent(true);
        solvedBanner.visibleProperty().bind(solved.and(bannerCovered.not()));
        StackPane boardStack = new StackPane(board, solvedBanner);
        HBox.setHgrow(boardStack, Priority.ALWAYS);
        board.setId("raceBoard");
        caption.getStyleClass().add("hint");
        caption.setWrapText(true);
        // the caption wraps rather than loses its end when two boards leave the column short of height
        caption.setMinHeight(Region.USE_PREF_SIZE);
        moves.setId("raceMoves");
        moves.getStyleClass().add("counter");
        matched.setId("raceMatched");
        matched.getStyleClass().add("matched-count");
        VBox aside = new VBox(6, title("TARGET"), scrambler, title("TIME"), clock, title("MOVES"), moves,
                title("CENTRE MATCHES"), matched);
        aside.getStyleClass().add("race-aside");
        you.getStyleClass().add("aside-title");
        you.setVisible(false);
        you.managedProperty().bind(you.visibleProperty());
        VBox player = new VBox(6, you, boardStack);
        // the board is a square as wide as its column at most: beside a rival's board (narrow columns)
        // both sit in the middle with their titles just above them, not at the top of the column
        boardStack.maxHeightProperty().bind(boardStack.widthProperty());
        // beside a rival in a small window the board is narrower than the banner in its usual type
        boardStack.widthProperty().addListener((o, was, width) ->
                solvedBanner.pseudoClassStateChanged(SMALL, width.doubleValue() < SMALL_BOARD));
        player.setAlignment(Pos.CENTER);
        VBox.setVgrow(boardStack, Priority.ALWAYS);
        HBox.setHgrow(player, Priority.ALWAYS);
        playArea = new HBox(18, player, aside);
        playArea.getStyleClass().add("play-area");
        playArea.setAlignment(Pos.CENTER);
        getChildren().addAll(playArea, caption);
        VBox.setVgrow(playArea, Priority.ALWAYS);
        getStyleClass().add("play-column");
    }

    private static Label title(String text) {
        Label title = new Label(text);
        title.getStyleClass().add("aside-title");
        return title;
    }

    /** Shows {@code rival} (the computer's board in a race) beside the player's, when it is visible. */
    void addRival(Node rival) {
        playArea.getChildren().add(1, rival);
        you.visibleProperty().bind(rival.visibleProperty());
    }

    /** While {@code covered} holds (a race result over the boards says it already) the banner stays hidden. */
    void hideBannerWhile(ObservableBooleanValue covered) {
        bannerCovered.bind(covered);
    }

    TileBoardView board() {
        return board;
    }

    ScramblerView scrambler() {
        return scrambler;
    }

    /** Shows the game's position, sliding the tiles when it is one push away from what was shown. */
    void showGame(RaceGame game) {
        Board current = game.getBoard();
        int animateFrom = isOneSlide(shown, current) ? shown.blankCell() : -1;
        shown = current;
        board.show(current.size(), current.cells(), animateFrom);
        board.setMatched(game.getTarget().codesByCell());
        solved.set(game.isSolved());
        moves.setText(Integer.toString(game.getMoveCount()));
        int side = current.size() - 2;
        matched.setText(game.matchedCells() + " / " + side * side);
        caption.setText(current.size() + "×" + current.size() + " · " + (game.getMetric() == Metric.PUSH
                ? "push metric: click any tile in the blank's row or column"
                : "tile metric: click a tile next to the blank") + " · the outlined centre must match the target");
        clock.refresh();
    }

    /** Shows the target the game is played for (after a roll of the dice, or leaving the editor). */
    void showTarget(RaceGame game) {
        scrambler.show(game.getTarget());
    }

    /** Shows the editor's painted board and target; no matches or banner, they would judge a half-painted board. */
    void showEditor(BoardEditor editor) {
        board.show(editor.size(), editor.boardCodes(), -1);
        board.setMatched(null);
        solved.set(false);
        int side = editor.size() - 2;
        for (int row = 0; row < side; row++) {
            for (int column = 0; column < side; column++) {
                scrambler.paint(row, column, editor.targetColor(row, column));
            }
        }
    }

    /** True if {@code after} is {@code before} with one push (a move or an undo): worth animating. */
    private static boolean isOneSlide(Board before, Board after) {
        if (before == null || before.size() != after.size() || before.blankCell() == after.blankCell()) {
            return false;
        }
        try {
            return before.apply(TileMove.ofCell(after.blankCell(), after.size()), Metric.PUSH).equals(after);
        } catch (IllegalMoveException e) {
            return false;
        }
    }
}
