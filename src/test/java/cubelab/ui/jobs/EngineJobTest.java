package cubelab.ui.jobs;

import static cubelab.ui.UiSupport.fx;
import static cubelab.ui.UiSupport.fxRun;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.common.Cancellation;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;

/** Cancelling an engine job through its runner reaches the token its work polls; an uncancelled job's value is delivered. */
@ExtendWith(ApplicationExtension.class)
class EngineJobTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final List<String> results = new CopyOnWriteArrayList<>();
    private final List<Throwable> errors = new CopyOnWriteArrayList<>();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    private static void await(CountDownLatch latch) throws InterruptedException {
        assertThat(latch.await(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the latch opened").isTrue();
    }

    /** Work that says it started, then polls its token as a search does until it is set. */
    private static String pollUntilCancelled(Cancellation token, CountDownLatch started) {
        started.countDown();
        while (!token.isCancelled()) {
            Thread.onSpinWait();
        }
        return "saw the cancel";
    }

    @Test
    void cancellingTheRunnerSetsTheTokenTheWorkPolls() throws Exception {
        LatestJobRunner runner = new LatestJobRunner(threads);
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch returned = new CountDownLatch(1);
        List<String> seen = new CopyOnWriteArrayList<>();
        EngineJob<String> job = new EngineJob<>(token -> {
            String value = pollUntilCancelled(token, started);
            seen.add(value);
            returned.countDown();
            return value;
        });
        fxRun(() -> runner.submit(job, results::add, errors::add));
        await(started);

        fxRun(runner::cancel);
        await(returned);
        threads.shutdown();
        assertThat(threads.awaitTermination(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).isTrue();
        fx(() -> true); // runs whatever the job posted to the FX thread

        assertThat(seen).as("the work stopped at its token").containsExactly("saw the cancel");
        assertThat(results).as("a cancelled job's value is dropped").isEmpty();
        assertThat(errors).isEmpty();
    }

    @Test
    void aNewerJobStopsTheOlderOnesWorkAndDeliversItsOwnValue() throws Exception {
        LatestJobRunner runner = new LatestJobRunner(threads);
        CountDownLatch olderStarted = new CountDownLatch(1);
        CountDownLatch delivered = new CountDownLatch(1);
        fxRun(() -> runner.submit(new EngineJob<>(token -> pollUntilCancelled(token, olderStarted)),
                results::add, errors::add));
        await(olderStarted);

        fxRun(() -> runner.submit(new EngineJob<>(token -> token.isCancelled() ? "cancelled" : "newer"), value -> {
            results.add(value);
            delivered.countDown();
        }, errors::add));
        await(delivered);
        // the older job only returns once its token is set: the pool ending proves the newer job set it
        threads.shutdown();
        assertThat(threads.awaitTermination(cubelab.ui.UiSupport.LIMIT_SECONDS, TimeUnit.SECONDS)).as("the older search stopped").isTrue();
        fx(() -> true);

        assertThat(results).containsExactly("newer");
        assertThat(errors).isEmpty();
    }
}
