package cubelab.ui;

import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Algorithm;
import cubelab.solve.Scramble;
import cubelab.solve.ScrambleSource;
import cubelab.ui.jobs.LatestJobRunner;
import cubelab.ui.panel.MovesPanel;
import cubelab.ui.panel.ScramblePanel;
import cubelab.ui.panel.SolvePanel;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import java.util.function.Consumer;
import java.util.random.RandomGenerator;
import javafx.beans.property.StringProperty;
import cubelab.ui.jobs.EngineJob;
import javafx.concurrent.Task;

/**
 * Scrambling the cube from the Scramble card and the toolbar: a uniformly random state, drawn in
 * the background because it needs a two-phase solve (the button is off meanwhile), a number of
 * random moves, or the algorithm typed in the Turn card. The scramble's text stays selectable and
 * copyable. FX thread only.
 */
final class ScrambleFlow {

    private final ScramblePanel panel = new ScramblePanel();
    private final LatestJobRunner drawing = new LatestJobRunner("cubelab-scramble");
    private final ScrambleSource scrambles;
    private final RandomGenerator random;
    private final CubeSession session;
    private final MovesPanel moves;
    private final SolvePanel solve;
    private final StringProperty status;
    private final Consumer<String> notice;

    /**
     * @param moves  the Turn card, whose typed algorithm the Typed button scrambles with
     * @param solve  the Solve card, whose last result no longer applies after a scramble
     * @param notice where a failure is announced
     */
    ScrambleFlow(AppServices services, CubeSession session, MovesPanel moves, SolvePanel solve,
            StringProperty status, Consumer<String> notice) {
        this.scrambles = services.scrambles();
        this.random = services.random();
        this.session = session;
        this.moves = moves;
        this.solve = solve;
        this.status = status;
        this.notice = notice;
    }

    void wire() {
        panel.randomStateButton().setOnAction(e -> randomState());
        panel.randomStateButton().disableProperty().bind(drawing.runningProperty());
        // the cube the user chose while a random state was drawn (another scramble, a turn, the
        // editor, a reset) stays: the draw, answering later, would replace it; playback and a
        // restore are not the user's choice and leave the draw alone
        session.addListener(change -> {
            if (drawing.isRunning() && change.origin() != Origin.PLAYBACK && change.origin() != Origin.RESTORE) {
                drawing.cancel();
            }
        });
        panel.movesButton().setOnAction(e -> randomMoves(panel.moveCount()));
        panel.typedButton().setOnAction(e -> scrambleTyped());
        panel.copyButton().setOnAction(e -> {
            FileTransfer.copy(panel.text().getText());
            status.set("Scramble copied to the clipboard");
        });
    }

    /** The Scramble card. */
    ScramblePanel panel() {
        return panel;
    }

    /** Draws a uniformly random state in the background and shows it. */
    void randomState() {
        Task<Scramble> draw = new EngineJob<>(scrambles::randomState);
        status.set("Drawing a random state…");
        drawing.submit(draw, this::apply, error -> notice.accept("Could not scramble: " + error.getMessage()));
    }

    /**
     * Scrambles with the Turn card's algorithm; with none typed it says so and leaves the cube and
     * the scramble as they were. A parse error shows under the field.
     */
    void scrambleTyped() {
        moves.algorithm().ifPresent(algorithm -> {
            if (algorithm.isEmpty()) {
                status.set("The algorithm field is empty: type the moves to scramble with.");
            } else {
                fromSolved(algorithm);
            }
        });
    }

    /** Scrambles with {@code count} random moves. */
    void randomMoves(int count) {
        fromSolved(new Algorithm(new RandomMoveScrambler(random).next(count).stream().map(FaceTurn::toMove).toList()));
    }

    private void fromSolved(Algorithm algorithm) {
        apply(new Scramble(FaceletCube.SOLVED.apply(algorithm), algorithm, algorithm.toString()));
    }

    /** Shows {@code next} on the cube, with its text in the Scramble card. */
    void apply(Scramble next) {
        session.replace(next.cube(), Origin.SCRAMBLE);
        panel.text().setText(next.algorithm().isEmpty() ? next.description() : next.algorithm().toString());
        panel.reveal();
        solve.resultLabel().setText("");
        status.set("Scrambled: " + panel.text().getText());
    }

    /** The cube came from the sticker editor: it has no scramble, only its facelets. */
    void showEdited(FaceletCube cube) {
        panel.text().setText("edited: " + cube);
    }

    /** The cube was reset to solved: there is no scramble. */
    void clear() {
        panel.text().clear();
    }

    /** The scramble as shown in the card. */
    String text() {
        return panel.text().getText();
    }

    void shutdown() {
        drawing.shutdown();
    }
}
