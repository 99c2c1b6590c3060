package cubelab.ui.solutions;

import cubelab.ui.editor.DefectWords;
import cubelab.common.Cancellation;
import cubelab.model.CubieCube;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import cubelab.notation.Algorithm;
import cubelab.solve.CubeSolver;
import cubelab.solve.OptimalSolutions;
import cubelab.solve.ProgressListener;
import cubelab.solve.SolveProgress;
import cubelab.ui.jobs.LatestJobRunner;
import cubelab.ui.panel.PlaybackPanel;
import cubelab.ui.playback.Playback;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.concurrent.Task;

/**
 * Lists every optimal solution of the session's cube with the solve service's
 * {@link CubeSolver#solveAll}, on a background job: each solution reaches the list as a search
 * thread finds it (batched, so a burst costs one FX update). Choosing one loads it into playback
 * from the cube it was found for. A change of the cube other than by playback stops the listing
 * and clears the list, which described the cube before. FX thread only, except the job body.
 */
public final class AllSolutionsFlow {

    /** The most solutions listed: a 20-move position may have thousands, and the list is for choosing one. */
    public static final int LIMIT = 100;

    private final CubeSolver solver;
    private final CubeSession session;
    private final Playback playback;
    private final PlaybackPanel playbackPanel;
    private final AllSolutionsPanel panel;
    private final Consumer<String> status;
    private final Runnable beforeListing;
    private final LatestJobRunner runner = new LatestJobRunner("cubelab-all-solutions");
    /** The cube the listed solutions solve; null before the first listing. */
    private FaceletCube listedFor;

    /**
     * @param status        where one-line news goes (the window's status bar)
     * @param beforeListing runs as a listing starts (the window stops its own solve: two searches would share the cores)
     */
    public AllSolutionsFlow(CubeSolver solver, CubeSession session, Playback playback, PlaybackPanel playbackPanel,
            AllSolutionsPanel panel, Consumer<String> status, Runnable beforeListing) {
        this.solver = solver;
        this.session = session;
        this.playback = playback;
        this.playbackPanel = playbackPanel;
        this.panel = panel;
        this.status = status;
        this.beforeListing = beforeListing;
    }

    public void wire() {
        panel.listButton().setOnAction(e -> start());
        panel.stopButton().setOnAction(e -> stop());
        runner.runningProperty().addListener((o, was, running) -> panel.setRunning(running));
        panel.solutionList().getSelectionModel().selectedItemProperty().addListener((o, was, chosen) -> {
            if (chosen != null) {
                play(chosen);
            }
        });
        session.addListener(change -> {
            if (change.origin() != Origin.PLAYBACK && listedFor != null && !change.after().equals(listedFor)) {
                runner.cancel();
                listedFor = null;
                panel.solutionList().getItems().clear();
                panel.stateLabel().setText("The cube changed: list again for its solutions.");
            }
        });
    }

    /** Starts listing the current cube's optimal solutions; the list fills as they are found. */
    public void start() {
        panel.reveal(); // started from a menu or key too: the list is shown in the card
        FaceletCube start = session.getCube();
        CubieCube cube;
        try {
            cube = start.toCubieCube();
        } catch (InvalidCubeException e) {
            panel.stateLabel().setText("This cube cannot be solved. " + DefectWords.describe(start, e));
            return;
        }
        beforeListing.run();
        listedFor = start;
        panel.solutionList().getItems().clear();
        panel.stateLabel().setText("Searching with " + solver.name() + "…");
        ListingJob job = new ListingJob(cube);
        runner.submit(job, result -> finished(job, result), error -> {
            job.drain();
            panel.stateLabel().setText(error.getMessage());
            status.accept("Listing the optimal solutions failed: " + error.getMessage());
        });
    }

    /** Stops a running listing; what was found stays listed. */
    public void stop() {
        if (runner.isRunning()) {
            runner.cancel();
            int found = panel.solutionList().getItems().size();
            panel.stateLabel().setText("Stopped: " + found + " optimal solution" + (found == 1 ? "" : "s")
                    + " listed, perhaps not all.");
        }
    }

    /** Stops the job's thread (on window close). */
    public void shutdown() {
        runner.shutdown();
    }

    public boolean isRunning() {
        return runner.isRunning();
    }

    private void finished(ListingJob job, OptimalSolutions result) {
        job.drain();
        List<Algorithm> shown = panel.solutionList().getItems();
        for (Algorithm solution : result.solutions()) {
            if (!shown.contains(solution)) {
                shown.add(solution); // e.g. the empty solution of a solved cube, which no search thread reports
            }
        }
        int count = shown.size();
        String moves = result.length() + " move" + (result.length() == 1 ? "" : "s");
        String text = result.complete()
                ? count + " optimal solution" + (count == 1 ? "" : "s") + " of " + moves + ": all of them. Choose one to play it."
                : "The first " + count + " optimal solutions of " + moves + "; there are more. Choose one to play it.";
        panel.stateLabel().setText(text);
        status.accept(text);
    }

    /** Loads a listed solution into playback, from the cube it was found for. */
    private void play(Algorithm solution) {
        if (listedFor == null) {
            return;
        }
        if (!session.getCube().equals(listedFor)) {
            session.jump(listedFor, Origin.PLAYBACK);
        }
        playback.load(listedFor, solution);
        playbackPanel.setSolution(solution, 0);
        String text = "Chosen optimal solution: " + solution.size() + " moves (HTM): " + solution;
        playbackPanel.summary().setText(text);
        status.accept(text);
    }

    /** One listing; what it finds reaches the list only while it is the runner's latest job. */
    private final class ListingJob extends Task<OptimalSolutions> {
        private final Cancellation token = new Cancellation();
        private final CubieCube cube;
        private final Queue<Algorithm> found = new ConcurrentLinkedQueue<>();
        private final AtomicBoolean drainScheduled = new AtomicBoolean();
        private final AtomicInteger bound = new AtomicInteger();

        ListingJob(CubieCube cube) {
            this.cube = cube;
        }

        @Override
        protected OptimalSolutions call() throws Exception {
            ProgressListener progress = (SolveProgress p) -> {
                if (bound.getAndSet(p.bound()) != p.bound()) {
                    scheduleDrain();
                }
            };
            return solver.solveAll(cube, LIMIT, solution -> {
                found.add(solution);
                scheduleDrain();
            }, progress, token);
        }

        @Override
        protected void cancelled() {
            token.cancel();
        }

        /** At most one drain waits on the FX thread at a time, however fast solutions arrive. */
        private void scheduleDrain() {
            if (drainScheduled.compareAndSet(false, true)) {
                Platform.runLater(() -> {
                    drainScheduled.set(false);
                    if (runner.isCurrent(this)) {
                        drain();
                        int count = panel.solutionList().getItems().size();
                        panel.stateLabel().setText(count == 0 ? "Searching depth " + bound.get() + "…"
                                : count + " found so far at depth " + bound.get() + "…");
                    }
                });
            }
        }

        /** Moves what the search found into the list (FX thread). */
        void drain() {
            List<Algorithm> batch = new ArrayList<>();
            for (Algorithm next = found.poll(); next != null; next = found.poll()) {
                batch.add(next);
            }
            panel.solutionList().getItems().addAll(batch);
        }
    }
}
