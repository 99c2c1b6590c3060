package cubelab.tables;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.DoubleConsumer;

/**
 * Runs a task on every part of a table on a few threads that take parts from a shared counter,
 * reporting the share done every quarter second: the thread driver of the breadth-first builds (a
 * part is a row of a coset table, one row per corner class, or a chunk of a pattern database's
 * blocks, {@link BreadthFirstLevels}). Parts are independent within a pass: a pass only turns
 * unvisited entries into its level's value, so the order in which parts are done does not change
 * the result.
 */
public final class TableWorkers {

    /** Work on one part, by worker {@code worker} (0..threads−1; one thread at a time per index). */
    @FunctionalInterface
    public interface Task {
        void run(int part, int worker);
    }

    private TableWorkers() {
    }

    /**
     * Runs {@code task} on parts 0..parts−1 with {@code threads} threads; {@code report}, if not
     * null, gets the share of parts done while they run. A failing part stops the others and is
     * rethrown; an interrupt stops them and is passed on once they have stopped.
     */
    public static void run(int parts, int threads, Task task, DoubleConsumer report) throws InterruptedException {
        run(0, parts, threads, task, report);
    }

    /** {@link #run(int, int, Task, DoubleConsumer)} on parts {@code from}..{@code to}−1; the share is of those parts. */
    public static void run(int from, int to, int threads, Task task, DoubleConsumer report) throws InterruptedException {
        int parts = to;
        AtomicInteger next = new AtomicInteger(from);
        AtomicInteger done = new AtomicInteger();
        Throwable[] failure = new Throwable[1];
        Thread[] workers = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            int worker = i;
            workers[i] = new Thread(() -> {
                try {
                    for (int part = next.getAndIncrement(); part < parts; part = next.getAndIncrement()) {
                        task.run(part, worker);
                        done.incrementAndGet();
                    }
                } catch (Throwable e) {
                    synchronized (failure) {
                        failure[0] = e;
                    }
                    next.set(parts);
                }
            }, "cubelab-table-build-" + i);
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
            next.set(parts);
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
            report.accept(1.0); // the parts took less than one report's interval
        }
    }
}
