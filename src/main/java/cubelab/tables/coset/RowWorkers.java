package cubelab.tables.coset;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.DoubleConsumer;

/**
 * Runs a task on every row of a coset table (one row per corner class) on a few threads that
 * take rows from a shared counter, reporting the share done every quarter second. Rows are
 * independent within a pass: a pass only turns unvisited entries into its level's code, so the
 * order in which rows are done does not change the result.
 */
final class RowWorkers {

    /** Work on one row, by worker {@code worker} (0..threads−1; one thread at a time per index). */
    @FunctionalInterface
    interface RowTask {
        void run(int row, int worker);
    }

    private RowWorkers() {
    }

    /**
     * Runs {@code task} on rows 0..rows−1 with {@code threads} threads; {@code report}, if not
     * null, gets the share of rows done while they run. A failing row stops the others and is
     * rethrown; an interrupt stops them and is passed on once they have stopped.
     */
    static void run(int rows, int threads, RowTask task, DoubleConsumer report) throws InterruptedException {
        run(0, rows, threads, task, report);
    }

    /** {@link #run(int, int, RowTask, DoubleConsumer)} on rows {@code from}..{@code to}−1; the share is of those rows. */
    static void run(int from, int to, int threads, RowTask task, DoubleConsumer report) throws InterruptedException {
        int rows = to;
        AtomicInteger next = new AtomicInteger(from);
        AtomicInteger done = new AtomicInteger();
        Throwable[] failure = new Throwable[1];
        Thread[] workers = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int worker = i;
            workers[i] = new Thread(() -> {
                try {
                    for (int row = next.getAndIncrement(); row < rows; row = next.getAndIncrement()) {
                        task.run(row, worker);
                        done.incrementAndGet();
                    }
                } catch (Throwable e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    next.set(rows);
                }
            }, "cubelab-coset-build-" + i);
            workers[i].setDaemon(true);
            workers[i].start();
        }
        boolean finalShown = false;
        try {
            for (Thread worker : workers) {
                while (worker.isAlive()) {
                    worker.join(250);
                    if (report != null) {
                        double share = done.get() / (double) Math.max(1, to - from);
                        finalShown = share >= 1;
                        report.accept(share);
                    }
                }
            }
        } catch (InterruptedException e) {
            next.set(rows);
            for (Thread worker : workers) {
                worker.join();
            }
            throw e;
        }
        synchronized (failure) {
            if (failure[0] != null) {
                throw new IllegalStateException("table build worker failed", failure[0]);
            }
        }
        if (report != null && !finalShown) {
            report.accept(1.0); // the rows took less than one report's interval
        }
    }
}
