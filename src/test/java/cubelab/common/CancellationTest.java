package cubelab.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;

class CancellationTest {

    @Test
    void aWaiterWakesWhenAnotherThreadCancels() throws Exception {
        Cancellation token = new Cancellation();
        CountDownLatch waiting = new CountDownLatch(1);
        CompletableFuture<Boolean> waiter = CompletableFuture.supplyAsync(() -> {
            waiting.countDown();
            try {
                return token.await(Duration.ofMinutes(1));
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        waiting.await();
        assertThat(token.isCancelled()).isFalse();
        token.cancel();
        assertThat(waiter.get()).isTrue();
        assertThat(token.isCancelled()).isTrue();
    }

    @Test
    void aWaitThatTimesOutSaysNotCancelled() throws Exception {
        Cancellation token = new Cancellation();
        assertThat(token.await(Duration.ofNanos(1))).isFalse();
        token.cancel();
        assertThat(token.await(Duration.ZERO)).as("already cancelled: no wait").isTrue();
    }
}
