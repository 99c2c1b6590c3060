package cubelab.ui;

import cubelab.ui.editor.DefectWords;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.panel.SolvePanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.session.CubeSession;
import cubelab.ui.solve.Expectation;
import cubelab.ui.solve.SolveController;
import cubelab.solve.SolveProgress;
import cubelab.solve.SolveResult;
import cubelab.solve.SolverUnavailableException;
import cubelab.ui.jobs.LatestJobRunner;
import cubelab.solve.NativeLoops;
import javafx.concurrent.Task;

/**
 * The window's solving workflow: availability and table building, start and cancel, an early
 * first answer, and the final result loaded into playback. FX thread only; loading and building
 * the tables run as latest jobs ({@link LatestJobRunner}), so a newer load replaces an older one.
 */
final class SolveFlow {

    private final AppServices services;
    private final CubeParts cube;
    private final CubeSession session;
    private final SolveController solver;
    private final SolvePanel solve;
    private final Playback playback;
    private final PlaybackPanel playbackPanel;
    private final PlaybackControls transport;
    private final WindowNotices notices;
    private final Runnable openTables;
    private final LatestJobRunner preparing = new LatestJobRunner("cubelab-solver-prepare");
    private final LatestJobRunner installing = new LatestJobRunner("cubelab-table-build");

    /**
     * @param cube       the cube to solve; no solve starts while the sticker editor is open, and the
     *                   3D view takes the focus from the Solve buttons
     * @param transport  seeks to the start when the optimum replaces a first answer being played
     * @param openTables opens the Solver tables window; null when there is none
     */
    SolveFlow(AppServices services, CubeParts cube, SolveController solver, SolvePanel solve, PlaybackParts playback,
            PlaybackControls transport, WindowNotices notices, Runnable openTables) {
        this.services = services;
        this.cube = cube;
        this.session = cube.session();
        this.solver = solver;
        this.solve = solve;
        this.playback = playback.playback();
        this.playbackPanel = playback.panel();
        this.transport = transport;
        this.notices = notices;
        this.openTables = openTables;
    }

    void wire() {
        refreshAvailability();
        solve.installButton().setOnAction(e -> installTables());
        solve.installButton().disableProperty().bind(installing.runningProperty());
        solve.solveButton().setOnAction(e -> start());
        solve.cancelButton().setOnAction(e -> cancel());
        solver.runningProperty().addListener((o, a, running) -> solve.setRunning(running));
        solver.progressProperty().addListener((o, a, p) -> solve.showProgress(p));
        solver.setOnExpectation(this::showExpectation);
        solve.tablesLink().setVisible(openTables != null);
        solve.tablesLink().setOnAction(e -> openTables.run());
    }

    /** Builds the solver's own tables on the first run, and loads them, in the background. */
    void startBackgroundWork() {
        if (services.installer() != null && services.installer().needed() && services.installer().installOnFirstRun()) {
            notices.notice("Building the solver tables for the first time (about a minute). "
                    + "Everything else works meanwhile; solving answers with two-phase until they are ready.");
            installTables();
        }
        prepareSolver();
    }

    /** Loads the solver's tables in the background so the first solve starts at once. */
    private void prepareSolver() {
        if (!services.solver().availability().ready()) {
            return;
        }
        Task<Void> load = new Task<>() {
            @Override
            protected Void call() throws SolverUnavailableException {
                services.solver().prepare();
                return null;
            }
        };
        preparing.submit(load, loaded -> { }, e -> {
            if (services.installer() != null && services.installer().installOnFirstRun()) {
                // a damaged or truncated table is never used: rebuild it in the user's data folder
                notices.notice("A solver table could not be used (" + e.getMessage() + "). Rebuilding it now.");
                installTables();
            } else {
                notices.notice("The solver could not load: " + e.getMessage());
            }
        });
    }

    /** A tier's tables were built or removed: show what the solver now uses, and load it before the next solve. */
    void tablesChanged() {
        refreshAvailability();
        prepareSolver();
    }

    void refreshAvailability() {
        var availability = services.solver().availability();
        boolean canInstall = services.installer() != null && services.installer().needed();
        // where the native search loops are missing or switched off, the card says the search runs in Java
        String loops = NativeLoops.note().map(note -> "\n" + note).orElse("");
        solve.setAvailability(services.solver().name() + ": " + availability.description() + loops,
                availability.ready() && !canInstall);
        solve.installButton().setVisible(canInstall);
        if (canInstall) {
            solve.installButton().setText(services.installer().label());
        }
    }

    /** Builds the solver's tables on a background thread, with each step in the status bar. */
    void installTables() {
        if (installing.isRunning()) {
            return;
        }
        Task<Void> build = new Task<>() {
            @Override
            protected Void call() throws Exception {
                services.installer().install(this::updateMessage);
                return null;
            }
        };
        build.messageProperty().addListener((o, a, message) -> notices.status(message));
        installing.submit(build, built -> {
            refreshAvailability();
            prepareSolver();
            notices.notice("Solver tables are ready: solving is available.");
        }, e -> notices.notice("Building the tables failed: " + e.getMessage()));
    }

    /** Stops loading and building (on window close). */
    void shutdown() {
        preparing.shutdown();
        installing.shutdown();
    }

    void start() {
        if (solver.isRunning() || cube.editor().isEditing()) {
            return;
        }
        FaceletCube start = session.getCube();
        CubieCube cubie;
        try {
            cubie = start.toCubieCube();
        } catch (InvalidCubeException e) {
            notices.notice("This cube cannot be solved. " + DefectWords.describe(start, e));
            return;
        }
        keepFocusFromTheSolveButtons();
        solve.clearSearch();
        solve.resultLabel().getStyleClass().remove("error");
        refreshAvailability();
        notices.status("Solving with " + services.solver().name() + "…");
        solver.setOnShorterAnswer(shorter -> showShorterAnswer(start, shorter));
        solver.solve(cubie, result -> showSolution(start, result), error -> {
            String text = error instanceof SolverUnavailableException ? error.getMessage()
                    : "Gave up: " + error.getMessage() + ". " + stoppedAt(solver.progressProperty().get());
            solve.resultLabel().setText(text);
            solve.resultLabel().getStyleClass().add("error");
            notices.notice(text);
        }, (solution, note) -> showFirstAnswer(start, solution, note));
    }

    /**
     * The Solve buttons turn off while the search runs, and JavaFX then moves the focus on to the
     * next control, scrolling the side column to it: the buttons would jump under the pointer.
     * The 3D view takes the focus first instead; the keys work from there.
     */
    private void keepFocusFromTheSolveButtons() {
        javafx.scene.Scene scene = cube.view().getScene();
        javafx.scene.Node owner = scene == null ? null : scene.getFocusOwner();
        if (owner != null && (owner == solve.solveButton() || "toolbarSolve".equals(owner.getId()))) {
            cube.view().requestFocus();
        }
    }

    void cancel() {
        if (solver.isRunning()) {
            SolveProgress last = solver.progressProperty().get();
            solver.cancel();
            String text = "Cancelled: " + stoppedAt(last);
            solve.resultLabel().setText(text);
            solve.resultLabel().getStyleClass().add("error");
            playbackPanel.summary().setText(text);
            notices.status(text);
        }
    }

    /** "best found 19 moves; optimal is at least 16 (proved)", from the last progress of a search. */
    private String stoppedAt(SolveProgress last) {
        int best = last.best() > 0 ? last.best() : playback.isLoaded() ? playback.getSolution().size() : -1;
        String proved = last.provedAtLeast() > 0 ? "optimal is at least " + last.provedAtLeast() + " (proved)" : "";
        return best > 0 ? "best found " + best + " moves" + (proved.isEmpty() ? "" : "; " + proved)
                : proved.isEmpty() ? "nothing proved yet" : proved;
    }

    /** Before the search: its expected time here and the proved lower bound; a pointer to faster tables when long. */
    private void showExpectation(Expectation expectation) {
        boolean offerTables = expectation.slow() && openTables != null;
        solve.showExpectation(expectation.sentence() + (offerTables
                ? ". Faster tables make this seconds: see Solver tables…" : ""), expectation.slow());
    }

    /** The background shortening found a shorter solution: it replaces the first answer in playback. */
    private void showShorterAnswer(FaceletCube start, Algorithm shorter) {
        if (!session.getCube().equals(start) || !playback.isLoaded() || !playback.getStart().equals(start)) {
            return;
        }
        playback.load(start, shorter);
        playbackPanel.setSolution(shorter, 0);
        String text = "Best so far: " + shorter.size() + " moves (two-phase, shortened while IDA* searches)";
        solve.resultLabel().setText(text);
        playbackPanel.summary().setText(text);
    }

    /** An early answer while the optimal search runs: playable now, replaced when the optimum arrives. */
    private void showFirstAnswer(FaceletCube start, Algorithm solution, String note) {
        if (!session.getCube().equals(start)) {
            return;
        }
        playback.load(start, solution);
        playbackPanel.setSolution(solution, 0);
        String text = "First answer: " + solution.size() + " moves (" + note + "); searching for the optimum…";
        solve.resultLabel().setText(text);
        playbackPanel.summary().setText(text);
    }

    private void showSolution(FaceletCube start, SolveResult result) {
        // the search's own node rate now sets the card's random-cube estimate
        refreshAvailability();
        if (!session.getCube().equals(start)) {
            if (playback.isLoaded() && playback.getStart().equals(start)) {
                // the user is playing the first answer; offer the optimum without moving the cube
                transport.seek(0);
            } else {
                notices.status("Dropped a solution for a cube that is no longer shown");
                return;
            }
        }
        playback.load(start, result.solution());
        playbackPanel.setSolution(result.solution(), 0);
        String length = result.solution().size() + " move" + (result.solution().size() == 1 ? "" : "s");
        String verdict = result.optimal() ? "optimal" : "not proved optimal";
        solve.resultLabel().setText(length + ", " + verdict + " — " + result.note());
        solve.clearBounds(); // "best so far" and the lower bound spoke of the search, which the result ends
        double seconds = Math.max(1e-3, result.elapsed().toNanos() / 1e9);
        solve.showProgress(new SolveProgress(result.solution().size(), result.nodes(),
                result.nodes() / seconds, result.elapsed()));
        playbackPanel.summary().setText(length + " (HTM), " + verdict + " — " + result.note());
        notices.status(result.solution().isEmpty() ? "The cube is already solved"
                : "Solved in " + SolvePanel.formatDuration(result.elapsed()) + ": " + result.solution());
        notices.toast("Solution found: " + length + (result.optimal() ? " (optimal)" : ""));
    }
}
