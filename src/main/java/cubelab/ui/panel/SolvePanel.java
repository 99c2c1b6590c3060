package cubelab.ui.panel;

import cubelab.ui.look.Icons;
import cubelab.solve.DepthEstimator;
import cubelab.solve.SolveProgress;
import java.time.Duration;
import java.util.Locale;
import javafx.scene.control.Button;
import javafx.scene.control.Hyperlink;
import javafx.scene.control.Label;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;

/** The solve button, live search figures (bound, nodes, nodes/s, elapsed), cancel and the verdict. */
public final class SolvePanel extends Card {

    private final Button solve = Icons.decorate(new Button("Solve optimally"), "solveButton", "mdi2f-flash",
            "Solve this cube (Ctrl+Enter)");
    private final Button cancel = Icons.decorate(new Button("Cancel"), "cancelSolve", "mdi2s-stop",
            "Stop the search (Esc)");
    private final Label availability = new Label();
    private final Button install = Icons.decorate(new Button("Build solver tables"), "installTables",
            "mdi2d-database-plus", "Build the optimal solver's pattern databases now");
    private final Label bound = value("progressBound");
    private final Label nodes = value("progressNodes");
    private final Label rate = value("progressRate");
    private final Label elapsed = value("progressElapsed");
    private final Label result = new Label();
    private final Label expectation = new Label();
    private final Label bounds = new Label();
    private final Hyperlink tablesLink = new Hyperlink("Solver tables…");
    private final Label phase = new Label();
    private DepthEstimator estimator = new DepthEstimator();
    /**
     * Marks a running search. A still icon, not a spinning one: where the window is drawn without
     * a graphics card an animation repaints sixty times a second, and on two cores that took a
     * third of the search's speed (the live figures below say the search is moving).
     */
    private final Label spinner = new Label();

    /** What a running search adds below the buttons: a line of bounds and two of answer, with gaps. */
    private static final double SEARCH_GROWTH = 70;

    public SolvePanel() {
        super("Solve", "mdi2f-flag-checkered");
        setId("solveCard");
        getStylesheets().add(SolvePanel.class.getResource("/cubelab/ui/solve.css").toExternalForm());
        spinner.setId("solveSpinner");
        spinner.setGraphic(Icons.icon("mdi2t-timer-sand"));
        spinner.setTooltip(new javafx.scene.control.Tooltip("Searching"));
        spinner.getStyleClass().add("solve-spinner");
        spinner.setVisible(false);
        addToHeader(spinner);
        availability.setId("solverAvailability");
        availability.getStyleClass().add("hint");
        availability.setWrapText(true);
        cancel.getStyleClass().add("danger");
        solve.getStyleClass().add("accent");
        cancel.setDisable(true);
        HBox buttons = new HBox(6, solve, cancel);
        buttons.getStyleClass().add("button-row");
        GridPane figures = new GridPane();
        figures.getStyleClass().add("figures");
        figures.addRow(0, caption("Depth bound"), bound, caption("Nodes"), nodes);
        figures.addRow(1, caption("Nodes / s"), rate, caption("Elapsed"), elapsed);
        result.setId("solveResult");
        result.getStyleClass().add("solve-result");
        result.setWrapText(true);
        result.managedProperty().bind(result.textProperty().isNotEmpty());
        result.visibleProperty().bind(result.managedProperty());
        install.managedProperty().bind(install.visibleProperty());
        install.setVisible(false);
        phase.setId("solvePhase");
        phase.getStyleClass().add("hint");
        phase.setWrapText(true);
        phase.managedProperty().bind(phase.textProperty().isNotEmpty());
        phase.visibleProperty().bind(phase.managedProperty());
        for (Label line : new Label[] {expectation, bounds}) {
            line.getStyleClass().add("hint");
            line.setWrapText(true);
            line.managedProperty().bind(line.textProperty().isNotEmpty());
            line.visibleProperty().bind(line.managedProperty());
        }
        expectation.setId("solveExpectation");
        bounds.setId("solveBounds");
        tablesLink.setId("openTables");
        tablesLink.setFocusTraversable(false);
        tablesLink.managedProperty().bind(tablesLink.visibleProperty());
        tablesLink.setVisible(false);
        setBody(availability, install, tablesLink, buttons, expectation, phase, bounds, figures, result);
        showProgress(SolveProgress.NONE);
    }

    private static Label value(String id) {
        Label label = new Label("–");
        label.setId(id);
        label.getStyleClass().add("figure");
        return label;
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("figure-caption");
        return label;
    }

    public Button solveButton() {
        return solve;
    }

    public Button cancelButton() {
        return cancel;
    }

    public Label availabilityLabel() {
        return availability;
    }

    public Button installButton() {
        return install;
    }

    /** Shows whether the solver can run; unready shows as a warning. */
    public void setAvailability(String text, boolean ready) {
        availability.setText(text);
        availability.getStyleClass().remove("warning");
        if (!ready) {
            availability.getStyleClass().add("warning");
        }
    }

    public Label resultLabel() {
        return result;
    }

    /** The link to the Solver tables window; shown when there is one. */
    public Hyperlink tablesLink() {
        return tablesLink;
    }

    /** Before the search: what it should take; a warning when it will be long. */
    public void showExpectation(String text, boolean slow) {
        expectation.setText(text);
        expectation.getStyleClass().remove("warning");
        if (slow) {
            expectation.getStyleClass().add("warning");
        }
    }

    /** During the search: the best solution known and the proved lower bound. */
    public void showBounds(int best, int provedAtLeast) {
        bounds.setText(best > 0 ? "Best so far: " + best + " moves · optimal ≥ " + provedAtLeast + " moves"
                : provedAtLeast > 0 ? "Optimal ≥ " + provedAtLeast + " moves" : "");
    }

    /** The search has ended with its answer: the running best and lower bound are history. */
    public void clearBounds() {
        bounds.setText("");
    }

    /** Clears what belonged to the last cube's search. */
    public void clearSearch() {
        expectation.setText("");
        bounds.setText("");
        result.setText("");
        showProgress(SolveProgress.NONE);
    }

    public void setRunning(boolean running) {
        solve.setDisable(running);
        cancel.setDisable(!running);
        spinner.setVisible(running);
        phase.setText(running ? "Preparing the search (loading tables on first use)…" : "");
        estimator = new DepthEstimator();
        // the progress is shown here: room now for the lines a search adds (its bounds, its answer)
        if (running) {
            makeRoom(SEARCH_GROWTH);
        } else {
            releaseRoom();
        }
    }

    public void showProgress(SolveProgress p) {
        if (spinner.isVisible() && p.nodes() > 0) {
            var left = estimator.update(p);
            phase.setText("Searching depth " + p.bound() + (left.isPresent()
                    ? " · at most " + DepthEstimator.describe(left.getAsDouble()) + " more for this depth"
                    : "…"));
        }
        if (spinner.isVisible() && p.nodes() > 0) {
            showBounds(p.best(), p.provedAtLeast());
        }
        bound.setText(p.bound() == 0 ? "–" : Integer.toString(p.bound()));
        nodes.setText(p.nodes() == 0 ? "–" : formatCount(p.nodes()));
        rate.setText(p.nodesPerSecond() == 0 ? "–" : formatCount((long) p.nodesPerSecond()));
        elapsed.setText(formatDuration(p.elapsed()));
    }

    /** 1234567 → "1.23 M". */
    public static String formatCount(long n) {
        if (n < 10_000) {
            return Long.toString(n);
        }
        String[] units = {"k", "M", "G", "T"};
        double value = n;
        int unit = -1;
        while (value >= 1000 && unit < units.length - 1) {
            value /= 1000;
            unit++;
        }
        return String.format(Locale.ROOT, value >= 100 ? "%.0f %s" : "%.2f %s", value, units[unit]);
    }

    public static String formatDuration(Duration d) {
        long millis = d.toMillis();
        if (millis < 60_000) {
            return String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
        }
        return String.format(Locale.ROOT, "%d:%02d min", millis / 60_000, millis / 1000 % 60);
    }
}
