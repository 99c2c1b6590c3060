package cubelab.ui.tables;

import cubelab.solve.tier.Durations;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierBuildProgress;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierStatus;
import cubelab.ui.dialog.DialogWindows;
import cubelab.ui.look.Icons;
import javafx.beans.InvalidationListener;
import javafx.geometry.HPos;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import java.util.stream.Stream;

/**
 * The Solver tables window: every tier with its status, disk and memory, its build time and the
 * time for a random cube on this machine, what it gives in plain words (its design behind Details),
 * and Build, Pause, Resume, Discard, Cancel and Delete. It
 * is not modal: the cube stays usable while a build runs, and closing this window does not stop it.
 * Delete asks first, in the row (what it frees and what building again costs), and neither Delete
 * nor its confirmation ever holds the focus on its own: Enter or Space never deletes unasked.
 */
final class TablesDialog {

    /** The width of the column of buttons while a build shows its progress there. */
    private static final double ACTIONS_WIDTH = 220;
    private static final String[] HEADINGS = {"Tier", "Status", "Disk · memory", "Build here", "Random cube here", ""};

    private final TableBuilds builds;
    private final Stage stage;
    private final GridPane grid = new GridPane();
    private final Label problem = new Label();
    private final ProgressBar bar = new ProgressBar(0);
    /** The window's content: the introduction, the rows and the problem line. */
    private final VBox content = new VBox(12);
    private final Label progressText = new Label();
    /** Shows each tier's design under what it gives. */
    private final ToggleButton details = new ToggleButton("Details");
    /** The tier whose Delete waits for an answer, or null. */
    private SolverTier askingDelete;

    public TablesDialog(TableBuilds builds, Window owner, String stylesheet) {
        this.builds = builds;
        Label intro = new Label("Larger tables make optimal solving faster. Each is built once, in the background: "
                + "the cube stays usable meanwhile, and the next solve uses the new tables.");
        intro.setWrapText(true);
        intro.setMinHeight(Region.USE_PREF_SIZE); // a wrapped line's height, never cut to one line
        intro.getStyleClass().add("hint");
        details.setId("tablesDetails");
        details.setTooltip(new Tooltip("How each tier's tables are made"));
        details.setMinWidth(Region.USE_PREF_SIZE);
        details.selectedProperty().addListener(o -> redraw());
        HBox.setHgrow(intro, Priority.ALWAYS);
        intro.setMaxWidth(Double.MAX_VALUE);
        HBox top = new HBox(12, intro, details);
        top.setAlignment(Pos.TOP_LEFT);
        problem.setId("tablesProblem");
        problem.getStyleClass().addAll("hint", "warning");
        problem.setWrapText(true);
        problem.textProperty().bind(builds.problemProperty());
        problem.managedProperty().bind(problem.textProperty().isNotEmpty());
        problem.visibleProperty().bind(problem.managedProperty());
        grid.setId("tablesGrid");
        grid.getStyleClass().add("tables-grid");
        grid.setHgap(14);
        grid.setVgap(10);
        for (int column = 0; column < HEADINGS.length; column++) {
            ColumnConstraints constraints = new ColumnConstraints();
            constraints.setHgrow(column == 0 ? Priority.ALWAYS : Priority.NEVER);
            constraints.setHalignment(HPos.LEFT);
            grid.getColumnConstraints().add(constraints);
        }
        bar.setId("tablesProgress");
        bar.setPrefWidth(ACTIONS_WIDTH);
        progressText.setId("tablesProgressText");
        progressText.getStyleClass().add("hint");
        progressText.setWrapText(true);
        progressText.setMaxWidth(ACTIONS_WIDTH); // wraps under the bar rather than widening the column
        progressText.setMinHeight(Region.USE_PREF_SIZE);
        content.getChildren().addAll(top, grid, problem);
        content.setPadding(new Insets(16));
        content.getStyleClass().add("tables-dialog");
        content.setPrefWidth(980);
        // sized by its content: as tall as the rows at the window's width (see fitHeight)
        stage = DialogWindows.window(owner, "Solver tables", content, stylesheet);
        InvalidationListener redraw = o -> redraw();
        builds.rows().addListener(redraw);
        builds.buildingProperty().addListener(redraw);
        builds.progressProperty().addListener((o, a, p) -> showProgress(p));
        redraw();
    }

    /** Shows the window (reading every tier's status afresh). */
    public void show() {
        builds.refresh();
        stage.show();
        fitHeight();
        keepFocusOffDelete();
        stage.toFront();
    }

    /**
     * Makes the window as tall as its rows at its width, so that no empty band stays below them
     * (rows grow and shrink as builds start and end).
     */
    private void fitHeight() {
        if (!stage.isShowing()) {
            return;
        }
        content.setPrefWidth(stage.getScene().getWidth()); // keep the width the user gave it
        stage.sizeToScene();
    }

    public Stage stage() {
        return stage;
    }

    private void redraw() {
        grid.getChildren().clear();
        for (int column = 0; column < HEADINGS.length; column++) {
            Label heading = new Label(HEADINGS[column]);
            heading.getStyleClass().add("figure-caption");
            heading.setMinWidth(Region.USE_PREF_SIZE);
            grid.add(heading, column, 0);
        }
        int row = 1;
        for (TierOverview overview : builds.rows()) {
            addRow(row++, overview);
        }
        showProgress(builds.progressProperty().get());
        fitHeight();
        keepFocusOffDelete();
    }

    /**
     * Moves the focus away from a Delete button or a lost node (a redraw replaces the buttons):
     * to Keep while a Delete asks, else to the window's content, so no key press deletes.
     */
    private void keepFocusOffDelete() {
        javafx.scene.Node focused = stage.getScene().getFocusOwner();
        boolean safe = focused != null && focused.getScene() != null && (focused.getId() == null
                || !(focused.getId().startsWith("delete-") || focused.getId().startsWith("confirmDelete-")));
        if (safe && askingDelete == null) {
            return;
        }
        javafx.scene.Node keep = askingDelete == null ? null : grid.lookup("#keepTables-" + askingDelete.name());
        (keep != null ? keep : content).requestFocus();
    }

    private void addRow(int row, TierOverview overview) {
        SolverTier tier = overview.tier();
        boolean building = tier.equals(builds.buildingProperty().get());
        Label name = new Label(String.join("  · ", Stream.concat(Stream.of(tier.name()), overview.marks().stream())
                .toList()));
        name.setId("name-" + tier.name());
        name.getStyleClass().add("tier-name");
        Label gives = new Label(TierWords.gives(tier));
        gives.setId("gives-" + tier.name());
        VBox nameBox = new VBox(2, name, gives);
        if (details.isSelected()) {
            Label design = new Label(tier.summary());
            design.setId("design-" + tier.name());
            design.getStyleClass().add("tier-design");
            nameBox.getChildren().add(design);
        }
        for (javafx.scene.Node line : nameBox.getChildren().subList(1, nameBox.getChildren().size())) {
            Label label = (Label) line;
            label.getStyleClass().add("hint");
            label.setWrapText(true);
            label.setMinHeight(Region.USE_PREF_SIZE); // wrapped, never cut short while a build widens the row
        }
        overview.cannotBuild().ifPresent(reason -> {
            Label why = new Label("Does not fit this machine: " + reason);
            why.getStyleClass().addAll("hint", "warning");
            why.setWrapText(true);
            why.setMinHeight(Region.USE_PREF_SIZE);
            nameBox.getChildren().add(why);
        });
        Label status = new Label(building ? "building" : overview.statusText());
        status.setId("status-" + tier.name());
        status.getStyleClass().addAll("tier-status", "tier-" + (building ? "building"
                : overview.status().label().replace(' ', '-')));
        Label sizes = new Label(Durations.bytes(tier.diskBytes()) + " · " + Durations.bytes(tier.memoryBytes()));
        Label build = new Label(TierWords.buildTime(overview));
        build.setId("buildTime-" + tier.name());
        Label random = new Label(overview.randomCube().known() ? overview.randomCube().describe() : "not measured");
        random.setId("random-" + tier.name());
        for (Label figure : new Label[] {name, status, sizes, build, random}) {
            figure.setMinWidth(Region.USE_PREF_SIZE);
        }
        nameBox.setMinWidth(260);
        grid.addRow(row, nameBox, status, sizes, build, random, actions(overview, building));
    }

    private VBox actions(TierOverview overview, boolean building) {
        SolverTier tier = overview.tier();
        HBox buttons = new HBox(6);
        boolean busy = builds.buildingProperty().get() != null;
        boolean blocked = overview.cannotBuild().isPresent();
        if (building) {
            if (builds.resumable(tier)) {
                buttons.getChildren().add(button("Pause", "pause-" + tier.name(), "mdi2p-pause", builds::pause));
            }
            Button cancel = button("Cancel", "cancel-" + tier.name(), "mdi2s-stop", builds::cancel);
            cancel.getStyleClass().add("danger");
            buttons.getChildren().add(cancel);
            VBox progress = new VBox(6, buttons, bar, progressText);
            progress.setPrefWidth(ACTIONS_WIDTH);
            return progress;
        }
        TierStatus status = overview.status();
        if (status == TierStatus.PAUSED) {
            Button resume = button("Resume", "resume-" + tier.name(), "mdi2p-play", () -> builds.build(tier));
            resume.setDisable(busy || blocked);
            resume.getStyleClass().add("accent");
            Button discard = button("Discard", "discard-" + tier.name(), "mdi2d-delete-outline",
                    () -> builds.discard(tier));
            discard.setDisable(busy);
            buttons.getChildren().addAll(resume, discard);
        } else if (status != TierStatus.BUILT && !TierRegistry.retired(tier)) {
            // an earlier version's tables are never built again, only deleted (even when damaged)
            Button build = button(status == TierStatus.DAMAGED ? "Rebuild" : "Build", "build-" + tier.name(),
                    "mdi2d-database-plus", () -> builds.build(tier));
            build.setDisable(busy || blocked);
            if (overview.recommended()) {
                build.getStyleClass().add("accent");
            }
            buttons.getChildren().add(build);
        }
        // Korf's tables are the solver's own fallback, rebuilt by the window itself when missing
        if ((status == TierStatus.BUILT || status == TierStatus.DAMAGED) && !tier.equals(TierRegistry.KORF)) {
            buttons.getChildren().add(button("Delete…", "delete-" + tier.name(), "mdi2d-delete-outline", () -> {
                askingDelete = tier;
                redraw();
            }));
        }
        return tier.equals(askingDelete) ? new VBox(6, buttons, deleteQuestion(overview)) : new VBox(6, buttons);
    }

    /** The question Delete asks in the row: what it frees and what building again would take here. */
    private VBox deleteQuestion(TierOverview overview) {
        SolverTier tier = overview.tier();
        Label question = new Label(TierWords.deleteQuestion(overview));
        question.setId("deleteQuestion-" + tier.name());
        question.setWrapText(true);
        question.setMaxWidth(260);
        question.getStyleClass().add("hint");
        Button confirm = button("Delete", "confirmDelete-" + tier.name(), "mdi2d-delete-outline", () -> {
            askingDelete = null;
            builds.delete(tier);
            redraw();
        });
        confirm.getStyleClass().add("danger");
        Button keep = button("Keep", "keepTables-" + tier.name(), "mdi2c-close", () -> {
            askingDelete = null;
            redraw();
        });
        HBox answers = new HBox(6, confirm, keep);
        answers.getStyleClass().add("button-row");
        return new VBox(6, question, answers);
    }

    private static Button button(String text, String id, String icon, Runnable action) {
        Button button = Icons.decorate(new Button(text), id, icon, text);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(e -> action.run());
        return button;
    }

    private void showProgress(TierBuildProgress progress) {
        if (progress == null) {
            bar.setProgress(0);
            progressText.setText("");
            return;
        }
        bar.setProgress(progress.fraction() <= 0 ? -1 : progress.fraction());
        progressText.setText(progress.summary() + " · " + progress.description());
    }
}
