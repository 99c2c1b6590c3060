package cubelab.tables;

import java.nio.file.Path;
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

    private final Path file; // null for PASSED
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
        Throwable cause = failure instanceof CompletionException && failure.getCause() != null
                ? failure.getCause() : failure;
        if (cause instanceof TableFileException damaged) {
            throw new DamagedTableException(damaged);
        }
        throw new DamagedTableException(new TableFileException(file, "could not be checked: " + cause.getMessage()));
    }
}
