package cubelab.ui.tables;

import cubelab.solve.TierTables;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierBuildProgress;
import cubelab.solve.tier.TierOverview;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Consumer;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.concurrent.Task;

/**
 * The solver tables as the window sees them, and the one table build that may run at a time:
 * started, paused (its finished passes kept, so building again resumes), cancelled or discarded
 * (its partial table, journal and lock removed, so nothing of it stays) or finished (then the next
 * solve uses the tier). Reading the tiers' status and building happen on background threads; everything here
 * runs on the FX thread.
 */
final class TableBuilds {

    /** What the user should hear about a build: which tier and what became of it. */
    public interface Listener {
        void finished(SolverTier tier);

        void stopped(SolverTier tier, String sentence);
    }

    /** Tells nothing: before a listener is set, and once the window is closing. */
    private static final Listener SILENT = new Listener() {
        @Override
        public void finished(SolverTier tier) {
        }

        @Override
        public void stopped(SolverTier tier, String sentence) {
        }
    };

    private final TierTables tables;
    private final ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "cubelab-tables");
        thread.setDaemon(true);
        return thread;
    });
    private final ObservableList<TierOverview> rows = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<SolverTier> building = new ReadOnlyObjectWrapper<>(this, "building");
    private final ReadOnlyObjectWrapper<TierBuildProgress> progress = new ReadOnlyObjectWrapper<>(this, "progress");
    private final ReadOnlyObjectWrapper<String> problem = new ReadOnlyObjectWrapper<>(this, "problem", "");
    private Listener listener = SILENT;
    private BuildTask task;
    private boolean deleteWhenStopped;

    public TableBuilds(TierTables tables) {
        this.tables = tables;
    }

    public void setListener(Listener listener) {
        this.listener = listener;
    }

    /** The tiers with their status, smallest first; refreshed by {@link #refresh()}. */
    public ObservableList<TierOverview> rows() {
        return rows;
    }

    /** The tier being built, or null. */
    public ReadOnlyObjectProperty<SolverTier> buildingProperty() {
        return building.getReadOnlyProperty();
    }

    /** The running build's progress, or null. */
    public ReadOnlyObjectProperty<TierBuildProgress> progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /** The last problem reading or changing the tables, "" when none. */
    public ReadOnlyObjectProperty<String> problemProperty() {
        return problem.getReadOnlyProperty();
    }

    public boolean resumable(SolverTier tier) {
        return tables.resumable(tier);
    }

    /** Reads every tier's status again in the background, then calls {@code then} on the FX thread. */
    public void refresh(Consumer<List<TierOverview>> then) {
        executor.execute(() -> {
            try {
                List<TierOverview> read = tables.overview();
                Platform.runLater(() -> {
                    rows.setAll(read);
                    then.accept(read);
                });
            } catch (Exception e) {
                Platform.runLater(() -> {
                    problem.set("Could not read the solver tables: " + e.getMessage());
                    then.accept(List.of());
                });
            }
        });
    }

    public void refresh() {
        refresh(read -> { });
    }

    /** Starts (or resumes) building {@code tier}; refused while another build runs. */
    public boolean build(SolverTier tier) {
        if (task != null) {
            return false;
        }
        deleteWhenStopped = false;
        AtomicReference<TierBuildProgress> pending = new AtomicReference<>();
        task = new BuildTask() {
            @Override
            protected void buildTables() throws Exception {
                tables.build(tier, new TierBuildListener() {
                    @Override
                    public void progress(TierBuildProgress step) {
                        // coalesce: at most one update waiting on the FX thread
                        if (pending.getAndSet(step) == null) {
                            Platform.runLater(() -> {
                                TierBuildProgress latest = pending.getAndSet(null);
                                if (latest != null && tier.equals(building.get())) {
                                    progress.set(latest);
                                }
                            });
                        }
                    }
                });
            }
        };
        BuildTask started = task;
        task.setOnSucceeded(e -> ended(started, tier, null));
        task.setOnFailed(e -> ended(started, tier, started.getException()));
        task.setOnCancelled(e -> ended(started, tier, null));
        building.set(tier);
        progress.set(new TierBuildProgress(0, -1, "starting"));
        problem.set("");
        executor.execute(task);
        refresh();
        return true;
    }

    /** Stops the running build, keeping what a resumable build has finished. */
    public void pause() {
        if (task != null) {
            task.cancel(true);
        }
    }

    /** Stops the running build and removes its partial files. */
    public void cancel() {
        if (task != null) {
            deleteWhenStopped = true;
            task.cancel(true);
        }
    }

    /** Removes a tier's tables (not while it is being built). */
    public void delete(SolverTier tier) {
        removeOffTheFxThread(tier, () -> tables.delete(tier), "Could not delete the " + tier.name() + " tables: ");
    }

    /** Removes what a paused build of a tier left, so that building it again starts afresh. */
    public void discard(SolverTier tier) {
        removeOffTheFxThread(tier, () -> tables.discard(tier),
                "Could not discard the paused build of the " + tier.name() + " tables: ");
    }

    /** Deleting or discarding a tier's files. */
    @FunctionalInterface
    private interface Removal {
        void run() throws Exception;
    }

    /** A removal that touches the disk: on the executor, its failure as the problem line, then the rows read again. */
    private void removeOffTheFxThread(SolverTier tier, Removal removal, String failure) {
        if (tier.equals(building.get())) {
            return;
        }
        executor.execute(() -> {
            try {
                removal.run();
            } catch (Exception e) {
                Platform.runLater(() -> problem.set(failure + e.getMessage()));
            }
            Platform.runLater(this::refresh);
        });
    }

    private void ended(BuildTask ended, SolverTier tier, Throwable failure) {
        if (ended != task) {
            return;
        }
        boolean cancelled = ended.isCancelled();
        boolean delete = deleteWhenStopped;
        task = null;
        building.set(null);
        progress.set(null);
        if (cancelled && delete) {
            // the build thread may still be closing its files: remove them once it has stopped
            executor.execute(() -> {
                try {
                    ended.stopped.await();
                    tables.discard(tier);
                } catch (Exception e) {
                    Platform.runLater(() -> problem.set("Could not remove the cancelled build: " + e.getMessage()));
                }
                Platform.runLater(this::refresh);
            });
            listener.stopped(tier, "Building the " + tier.name() + " tables was cancelled; nothing of it is kept.");
            return;
        }
        refresh();
        if (cancelled) {
            listener.stopped(tier, "Building the " + tier.name() + " tables is paused"
                    + (tables.resumable(tier) ? "; Resume goes on from the last part saved." : "."));
        } else if (failure != null) {
            String message = failure.getMessage() == null ? failure.getClass().getSimpleName() : failure.getMessage();
            problem.set("Building the " + tier.name() + " tables failed: " + message);
            listener.stopped(tier, problem.get());
        } else {
            listener.finished(tier);
        }
    }

    /** A build on a background thread that says when its thread has really left the build. */
    private abstract static class BuildTask extends Task<Void> {
        final CountDownLatch stopped = new CountDownLatch(1);

        @Override
        protected final Void call() throws Exception {
            try {
                buildTables();
                return null;
            } finally {
                stopped.countDown();
            }
        }

        protected abstract void buildTables() throws Exception;
    }

    /**
     * Stops the background threads (window closed); the build stops as a pause does, and says
     * nothing, so that the build the window remembered resumes when it opens again.
     */
    public void shutdown() {
        listener = SILENT;
        pause();
        executor.shutdownNow();
    }
}
