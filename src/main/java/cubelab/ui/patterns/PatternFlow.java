package cubelab.ui.patterns;

import cubelab.ui.editor.DefectWords;
import cubelab.common.Cancellation;
import cubelab.model.CubePattern;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.solve.CubeSolver;
import cubelab.solve.ProgressListener;
import cubelab.solve.Scramble;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import cubelab.ui.jobs.LatestJobRunner;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.beans.value.ObservableBooleanValue;
import javafx.concurrent.Task;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;

/**
 * The Patterns menu: show a pretty pattern ({@link CubePattern}) on the cube, or solve to it from
 * the cube shown ("solve to target", with the window's solver: optimal when its tables are
 * there). The solution is loaded into playback; played to the end it leaves the pattern. The
 * status names the pattern. FX thread only, except the job body.
 */
public final class PatternFlow {

    private final CubeSolver solver;
    private final CubeSession session;
    private final Playback playback;
    private final PlaybackPanel playbackPanel;
    private final Consumer<String> status;
    private final Runnable beforeSolving;
    private final Consumer<Scramble> showAsScramble;
    private final LatestJobRunner runner = new LatestJobRunner("cubelab-pattern-solve");
    /** The pattern being solved to; null when none. */
    private CubePattern solvingTo;

    /**
     * @param status        where one-line news goes (the window's status bar)
     * @param beforeSolving runs as a solve to a pattern starts (the window stops its other searches and autoplay)
     * @param showAsScramble puts a cube on show as a new start, its moves in the Scramble card
     */
    public PatternFlow(CubeSolver solver, CubeSession session, Playback playback, PlaybackPanel playbackPanel,
            Consumer<String> status, Runnable beforeSolving, Consumer<Scramble> showAsScramble) {
        this.showAsScramble = showAsScramble;
        this.solver = solver;
        this.session = session;
        this.playback = playback;
        this.playbackPanel = playbackPanel;
        this.status = status;
        this.beforeSolving = beforeSolving;
        session.addListener(change -> {
            if (change.origin() != Origin.PLAYBACK && runner.isRunning()) {
                runner.cancel();
                status.accept("The cube changed, so solving to " + solvingTo.displayName() + " was stopped.");
            }
        });
    }

    /** The Patterns menu; its items work while {@code enabled} holds (the Cube tab shows). */
    public Menu menu(ObservableBooleanValue enabled) {
        Menu show = new Menu("Show pattern");
        show.setGraphic(Icons.icon("mdi2v-view-grid"));
        Menu solveTo = new Menu("Solve to pattern");
        solveTo.setGraphic(Icons.icon("mdi2f-flash"));
        for (CubePattern pattern : CubePattern.values()) {
            MenuItem showItem = new MenuItem(pattern.displayName());
            showItem.setId("showPattern-" + pattern.name());
            showItem.setOnAction(e -> show(pattern));
            show.getItems().add(showItem);
            MenuItem solveItem = new MenuItem(pattern.displayName());
            solveItem.setId("solveToPattern-" + pattern.name());
            solveItem.setOnAction(e -> solveTo(pattern));
            solveTo.getItems().add(solveItem);
        }
        MenuItem stop = new MenuItem("Stop solving to a pattern");
        stop.setId("stopPatternSolve");
        stop.setGraphic(Icons.icon("mdi2s-stop"));
        stop.setOnAction(e -> stop());
        stop.disableProperty().bind(runner.runningProperty().not());
        Menu menu = new Menu("P_atterns", null, show, solveTo, new SeparatorMenuItem(), stop);
        menu.setId("patternsMenu");
        show.disableProperty().bind(javafx.beans.binding.Bindings.not(enabled));
        solveTo.disableProperty().bind(javafx.beans.binding.Bindings.not(enabled));
        return menu;
    }

    /** Shows the pattern on the cube, as a new start (like a scramble). */
    public void show(CubePattern pattern) {
        showAsScramble.accept(new Scramble(pattern.cube(), pattern.algorithm(), pattern.displayName()));
        String text = "Pattern: " + pattern.displayName() + " (" + pattern.look() + "), made by " + pattern.algorithm();
        playbackPanel.summary().setText(text);
        status.accept(text);
    }

    /** Solves from the cube shown to the pattern; the answer is loaded into playback. */
    public void solveTo(CubePattern pattern) {
        FaceletCube start = session.getCube();
        CubieCube from;
        try {
            from = start.toCubieCube();
        } catch (InvalidCubeException e) {
            status.accept("This cube cannot be solved. " + DefectWords.describe(start, e));
            return;
        }
        if (start.equals(pattern.cube())) {
            status.accept("The cube already shows " + pattern.displayName() + ".");
            return;
        }
        beforeSolving.run();
        solvingTo = pattern;
        status.accept("Solving to " + pattern.displayName() + " with " + solver.name() + "…");
        SolveToJob job = new SolveToJob(from, pattern);
        runner.submit(job, result -> finished(start, pattern, result),
                error -> status.accept("Solving to " + pattern.displayName() + " failed: " + error.getMessage()));
    }

    /** Stops a running solve to a pattern. */
    public void stop() {
        if (runner.isRunning()) {
            runner.cancel();
            status.accept("Stopped solving to " + solvingTo.displayName() + ".");
        }
    }

    public boolean isRunning() {
        return runner.isRunning();
    }

    /** Stops the job's thread (on window close). */
    public void shutdown() {
        runner.shutdown();
    }

    private void finished(FaceletCube start, CubePattern pattern, SolveResult result) {
        String length = result.solution().size() + " move" + (result.solution().size() == 1 ? "" : "s");
        String text = "To " + pattern.displayName() + ": " + length + " (HTM), "
                + (result.optimal() ? "optimal" : "not proved optimal") + " — press play";
        load(start, result.solution(), text);
    }

    /** Loads a solution from {@code start}; the cube goes back there if playing a first answer moved it. */
    private void load(FaceletCube start, Algorithm solution, String text) {
        if (!session.getCube().equals(start)) {
            session.jump(start, Origin.PLAYBACK);
        }
        playback.load(start, solution);
        playbackPanel.setSolution(solution, 0);
        playbackPanel.summary().setText(text);
        status.accept(text);
    }

    /** One solve to a pattern; what it reports reaches the window only while it is the runner's latest job. */
    private final class SolveToJob extends Task<SolveResult> {
        private final Cancellation token = new Cancellation();
        private final CubieCube from;
        private final CubePattern pattern;
        private final FaceletCube start;
        private final AtomicInteger bound = new AtomicInteger();

        SolveToJob(CubieCube from, CubePattern pattern) {
            this.from = from;
            this.pattern = pattern;
            this.start = FaceletCube.fromCubieCube(from);
        }

        @Override
        protected SolveResult call() throws Exception {
            return solver.solveTo(from, pattern.cube().toCubieCube(), new ProgressListener() {
                @Override
                public void progress(SolveProgress progress) {
                    if (bound.getAndSet(progress.bound()) != progress.bound()) {
                        ifCurrent(() -> status.accept("Solving to " + pattern.displayName() + ": searching "
                                + progress.bound() + " moves deep…"));
                    }
                }

                @Override
                public void firstAnswer(Algorithm solution, String note) {
                    ifCurrent(() -> load(start, solution, "To " + pattern.displayName() + ": first answer, "
                            + solution.size() + " moves (" + note + "); searching for the optimum…"));
                }
            }, token);
        }

        @Override
        protected void cancelled() {
            token.cancel();
        }

        /** Runs {@code action} on the FX thread if this job is still the running one. */
        private void ifCurrent(Runnable action) {
            runner.runLaterIfCurrent(this, action);
        }
    }
}
