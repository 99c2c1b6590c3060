package cubelab.ui.panel;

import cubelab.notation.Algorithm;
import cubelab.ui.look.Icons;
import java.util.function.IntConsumer;
import javafx.css.PseudoClass;
import javafx.scene.control.Button;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.Slider;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** Transport buttons, speed, the solution summary and the clickable move list. */
public final class PlaybackPanel extends Card {

    private final Button start = Icons.decorate(new Button(), "playStart", "mdi2s-skip-previous", "Jump to start (Home)");
    private final Button back = Icons.decorate(new Button(), "playBack", "mdi2s-step-backward", "Step back (←)");
    private final ToggleButton playPause = Icons.decorate(new ToggleButton(), "playPause", "mdi2p-play",
            "Play / pause (Space)");
    private final Button forward = Icons.decorate(new Button(), "playForward", "mdi2s-step-forward", "Step forward (→)");
    private final Button end = Icons.decorate(new Button(), "playEnd", "mdi2s-skip-next", "Jump to end (End)");
    private final Slider speed = new Slider(0, 600, 220);
    private final Label summary = new Label("No solution yet: scramble, then solve.");
    private final FlowPane moveList = new FlowPane();
    private final Label counter = new Label("0 / 0");
    private static final PseudoClass DONE = PseudoClass.getPseudoClass("done");
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current");

    private IntConsumer onSeek = index -> { };

    public PlaybackPanel() {
        super("Playback", "mdi2p-play");
        getStylesheets().add(PlaybackPanel.class.getResource("/cubelab/ui/playback.css").toExternalForm());
        speed.setId("speed");
        speed.setAccessibleText("milliseconds per quarter turn");
        speed.setPrefWidth(110);
        Label speedLabel = new Label();
        speedLabel.setGraphic(Icons.icon("mdi2s-speedometer"));
        speedLabel.setTooltip(new Tooltip("Turn time (ms per quarter turn)"));
        Label millis = new Label();
        millis.getStyleClass().add("hint");
        millis.textProperty().bind(speed.valueProperty().asString("%.0f ms"));
        counter.setId("playCounter");
        counter.getStyleClass().add("counter");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox transport = new HBox(4, start, back, playPause, forward, end, counter, spacer, speedLabel, speed, millis);
        transport.getStyleClass().add("transport");
        playPause.getStyleClass().add("accent");
        summary.setId("solutionSummary");
        summary.getStyleClass().add("summary");
        summary.setWrapText(true);
        moveList.setId("moveList");
        moveList.getStyleClass().add("move-list");
        setBody(summary, moveList, transport);
        setSolution(Algorithm.EMPTY, 0);
        playPause.selectedProperty().addListener((o, was, now) ->
                playPause.setGraphic(Icons.icon(now ? "mdi2p-pause" : "mdi2p-play")));
    }

    public void setOnSeek(IntConsumer handler) {
        onSeek = handler;
    }

    public void setSolution(Algorithm solution, int position) {
        moveList.getChildren().clear();
        for (int i = 0; i < solution.size(); i++) {
            Label move = new Label(solution.get(i).toString());
            move.setId("move-" + i);
            move.getStyleClass().add("move-chip");
            final int index = i;
            // clicking move i shows the cube after it
            move.setOnMouseClicked(e -> onSeek.accept(index + 1));
            moveList.getChildren().add(move);
        }
        boolean has = !solution.isEmpty();
        for (var control : new Control[] {start, back, playPause, forward, end}) {
            control.setDisable(!has);
        }
        setPosition(position);
    }

    /** Highlights the move about to be played and marks those done. */
    public void setPosition(int position) {
        int size = moveList.getChildren().size();
        counter.setText(position + " / " + size);
        for (int i = 0; i < size; i++) {
            var chip = moveList.getChildren().get(i);
            chip.pseudoClassStateChanged(DONE, i < position);
            chip.pseudoClassStateChanged(CURRENT, i == position - 1);
        }
    }

    public Label summary() {
        return summary;
    }

    public Button startButton() {
        return start;
    }

    public Button backButton() {
        return back;
    }

    public ToggleButton playPauseButton() {
        return playPause;
    }

    public Button forwardButton() {
        return forward;
    }

    public Button endButton() {
        return end;
    }

    public Slider speedSlider() {
        return speed;
    }
}
