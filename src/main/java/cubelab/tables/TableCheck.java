package cubelab.tables;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

/**
 * The verification of a table's checksum, running in the background while searches already read
 * the table (docs/solver.md, "Opening a table"): pending, passed, or failed with the file and its
 * defect. A search polls {@link #failed()} with its other stop flags and, before it claims an
 * answer, waits for the outcome ({@link #await()}). Immutable; thread-safe.
 */
public final class TableCheck {

    /** A table verified before it was opened, or one that needs no check. */
    public static final TableCheck PASSED = new TableCheck(null, CompletableFuture.completedFuture(null));

    private final Path file; // null for PASSED and for several tables' checks, whose defects name their own
    private final CompletableFuture<?> outcome;

    private TableCheck(Path file, CompletableFuture<?> outcome) {
        this.file = file;
        this.outcome = outcome;
    }

    /**
     * The check of {@code file} whose outcome is {@code outcome}: completed normally when the
     * table verifies, exceptionally (with a {@link TableFileException}) when it does not.
     */
    public static TableCheck of(Path file, CompletableFuture<?> outcome) {
        return new TableCheck(file, outcome);
    }

    /**
     * The check of several tables one search reads: failed as soon as any of theirs fails, with
     * that table's file and defect; passed once all pass.
     */
    public static TableCheck ofAll(List<TableCheck> checks) {
        CompletableFuture<Void> outcome = new CompletableFuture<>();
        for (TableCheck check : checks) {
            check.outcome.whenComplete((passed, failure) -> {
                if (failure != null) {
                    outcome.completeExceptionally(check.defect(failure));
                }
            });
        }
        CompletableFuture.allOf(checks.stream().map(check -> check.outcome).toArray(CompletableFuture<?>[]::new))
                .thenRun(() -> outcome.complete(null));
        return new TableCheck(null, outcome);
    }

    /** Whether the table has been found damaged (never blocks). */
    public boolean failed() {
        return outcome.isCompletedExceptionally();
    }

    /** Whether the check has finished, either way (never blocks). */
    public boolean finished() {
        return outcome.isDone();
    }

    /** Throws if the table has been found damaged; returns at once otherwise, checked or not. */
    public void throwIfFailed() {
        if (failed()) {
            try {
                outcome.join();
            } catch (CompletionException e) {
                damage(e);
            }
        }
    }

    /**
     * Waits for the outcome.
     *
     * @throws DamagedTableException when the table does not verify
     */
    public void await() throws InterruptedException {
        try {
            outcome.get();
        } catch (ExecutionException e) {
            damage(e.getCause());
        }
    }

    /**
     * Waits for the outcome, through interrupts (for searches that cannot be interrupted).
     *
     * @throws DamagedTableException when the table does not verify
     */
    public void join() {
        try {
            outcome.join();
        } catch (CompletionException e) {
            damage(e);
        }
    }

    private void damage(Throwable failure) {
        throw new DamagedTableException(defect(failure));
    }

    /** The file's defect that {@code failure} says, unwrapped, or that it could not be checked. */
    private TableFileException defect(Throwable failure) {
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        if (cause instanceof TableFileException damaged) {
            return damaged;
        }
        return new TableFileException(file, "could not be checked: " + cause.getMessage());
    }
}
