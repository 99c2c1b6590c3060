package cubelab.ui.jobs;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.concurrent.Task;
import javafx.concurrent.Worker;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

/**
 * The latest job wins: a newer job cancels the older one, and what a replaced or cancelled job
 * computes never reaches the view. Jobs wait on latches, so every interleaving here is forced,
 * none is left to timing.
 */
@ExtendWith(ApplicationExtension.class)
class LatestJobRunnerTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final List<String> results = new CopyOnWriteArrayList<>();
    private final List<Throwable> errors = new CopyOnWriteArrayList<>();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    /** A job that says it started, waits for {@code release} and returns {@code value}. */
    private static Task<String> job(String value, CountDownLatch started, CountDownLatch release) {
        return new Task<>() {
            @Override
            protected String call() throws InterruptedException {
                started.countDown();
                await(release);
                return value;
            }
        };
    }

    private static void await(CountDownLatch latch) throws InterruptedException {
        assertThat(latch.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the latch opened").isTrue();
    }

    /** Runs every FX event queued so far: a result posted before this call has been handled after it. */
    private static void drainFxEvents() {
        fx(() -> true);
    }

    @Test
    void aNewerJobCancelsTheOlderAndOnlyTheNewerResultIsDelivered() throws Exception {
        LatestJobRunner runner = new LatestJobRunner(threads);
        CountDownLatch olderStarted = new CountDownLatch(1);
        CountDownLatch olderRelease = new CountDownLatch(1);
        CountDownLatch newerStarted = new CountDownLatch(1);
        CountDownLatch newerRelease = new CountDownLatch(1);
        Task<String> older = job("older", olderStarted, olderRelease);
        Task<String> newer = job("newer", newerStarted, newerRelease);

        // submit returns while the job is still working: the FX thread never waits for it
        fxRun(() -> runner.submit(older, results::add, errors::add));
        await(olderStarted);
        assertThat(fx(runner::isRunning)).isTrue();
        fxRun(() -> runner.submit(newer, results::add, errors::add));
        await(newerStarted);
        assertThat(fx(older::isCancelled)).as("the older job was cancelled").isTrue();
        assertThat(fx(() -> runner.isCurrent(newer) && !runner.isCurrent(older))).isTrue();

        // the older job finishes its work anyway; then the newer one; then every posted event runs
        olderRelease.countDown();
        newerRelease.countDown();
        threads.shutdown();
        assertThat(threads.awaitTermination(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("both jobs returned").isTrue();
        drainFxEvents();

        assertThat(results).containsExactly("newer");
        assertThat(errors).isEmpty();
        assertThat(fx(older::getState)).isEqualTo(Worker.State.CANCELLED);
        assertThat(fx(runner::isRunning)).isFalse();
    }

    @Test
    void aJobThatFinishedJustBeforeItWasReplacedIsNotDelivered() throws Exception {
        LatestJobRunner runner = new LatestJobRunner(threads);
        CountDownLatch olderStarted = new CountDownLatch(1);
        CountDownLatch olderRelease = new CountDownLatch(1);
        CountDownLatch newerStarted = new CountDownLatch(1);
        CountDownLatch newerRelease = new CountDownLatch(1);
        Task<String> older = job("older", olderStarted, olderRelease);
        Task<String> newer = job("newer", newerStarted, newerRelease);
        fxRun(() -> runner.submit(older, results::add, errors::add));
        await(olderStarted);

        // in one FX event: the older job returns (its success is now queued behind this event), then it is replaced
        fxRun(() -> {
            olderRelease.countDown();
            try {
                assertThat(older.get(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isEqualTo("older");
            } catch (Exception e) {
                throw new AssertionError(e);
            }
            runner.submit(newer, results::add, errors::add);
        });
        drainFxEvents();
        assertThat(results).as("the older result arrived after it was replaced").isEmpty();
        assertThat(fx(() -> runner.isCurrent(newer))).isTrue();

        newerRelease.countDown();
        threads.shutdown();
        assertThat(threads.awaitTermination(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        drainFxEvents();
        assertThat(results).containsExactly("newer");
    }

    @Test
    void aCancelledJobDeliversNothingAndFreesTheRunnerAtOnce() throws Exception {
        LatestJobRunner runner = new LatestJobRunner(threads);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Task<String> job = job("cancelled", started, release);
        fxRun(() -> runner.submit(job, results::add, errors::add));
        await(started);

        fxRun(() -> {
            runner.cancel();
            assertThat(runner.isRunning()).as("free in the same FX event as the cancel").isFalse();
            assertThat(runner.isCurrent(job)).isFalse();
        });
        release.countDown();
        threads.shutdown();
        assertThat(threads.awaitTermination(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        drainFxEvents();
        assertThat(results).isEmpty();
        assertThat(errors).isEmpty();
    }

    @Test
    void theLatestJobsErrorIsDelivered() throws Exception {
        LatestJobRunner runner = new LatestJobRunner(threads);
        CountDownLatch reported = new CountDownLatch(1);
        Task<String> failing = new Task<>() {
            @Override
            protected String call() {
                throw new IllegalStateException("no tables");
            }
        };
        fxRun(() -> runner.submit(failing, results::add, error -> {
            errors.add(error);
            reported.countDown();
        }));
        await(reported);
        assertThat(errors).singleElement().extracting(Throwable::getMessage).isEqualTo("no tables");
        assertThat(results).isEmpty();
        assertThat(fx(runner::isRunning)).isFalse();
    }

    @Test
    void jobsRunOnNamedDaemonThreads() throws Exception {
        LatestJobRunner runner = fx(() -> new LatestJobRunner("cubelab-test-job"));
        CountDownLatch reported = new CountDownLatch(1);
        Task<String> whereAmI = new Task<>() {
            @Override
            protected String call() {
                Thread thread = Thread.currentThread();
                return thread.getName() + (thread.isDaemon() ? " daemon" : " user");
            }
        };
        fxRun(() -> runner.submit(whereAmI, value -> {
            results.add(value);
            reported.countDown();
        }, errors::add));
        await(reported);
        assertThat(results).containsExactly("cubelab-test-job-1 daemon");
        fxRun(runner::shutdown);
    }
}
