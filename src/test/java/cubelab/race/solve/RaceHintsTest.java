package cubelab.race.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.common.Cancellation;
import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import cubelab.race.heuristic.RaceHeuristicKind;
import java.time.Duration;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

@Tag("heavy")
class RaceHintsTest {

    @ParameterizedTest
    @EnumSource(Metric.class)
    void followingOptimalHintsSolvesInTheOptimalNumberOfMoves(Metric metric) {
        SplittableRandom random = new SplittableRandom(17);
        for (int game = 0; game < 6; game++) {
            Target target = Target.rollDice(5, random);
            Board board = Scramblers.randomWalk(target, 8, random);
            int optimal = ExactDistances.of(board, target, metric);
            int played = 0;
            Optional<Hint> hint = RaceHints.nextMove(board, target, metric, RaceHints.DEFAULT_BUDGET, new Cancellation());
            while (hint.isPresent()) {
                assertThat(hint.get().provenOptimal()).isTrue();
                assertThat(hint.get().solutionLength()).isEqualTo(optimal - played);
                int toGo = optimal - played;
                assertThat(hint.get().label()).isEqualTo("optimal: " + toGo + (toGo == 1 ? " move" : " moves") + " to go");
                board = board.apply(hint.get().move(), metric);
                played++;
                hint = RaceHints.nextMove(board, target, metric, RaceHints.DEFAULT_BUDGET, new Cancellation());
            }
            assertThat(board.satisfies(target)).isTrue();
            assertThat(played).isEqualTo(optimal);
        }
    }

    @Test
    void aBoundedHintIsLabelledNotProvenAndStillCountsTheMovesToGo() {
        SplittableRandom random = new SplittableRandom(23);
        for (int size : new int[] {7, 9}) {
            Board board = Board.random(size, random);
            Target target = Target.rollDice(size, random);
            Metric metric = size == 7 ? Metric.TILE : Metric.PUSH;
            Hint hint = RaceHints.nextMove(board, target, metric, Duration.ofMillis(1), new Cancellation()).orElseThrow();
            assertThat(hint.provenOptimal()).isFalse();
            assertThat(board.legalMoves(metric)).contains(hint.move());
            assertThat(hint.lowerBound()).as("no board this far from its target is solved in one move").isGreaterThan(1);
            assertThat(hint.label()).as("%d×%d", size, size).isEqualTo(hint.solutionLength() >= 0
                    ? "at most " + hint.solutionLength() + " moves to go, not proven optimal"
                    : "at least " + hint.lowerBound() + " moves to go, no solution found yet");
            // the bound is a true one: from the hinted move on, no solution is shorter than it less one
            Board after = board.apply(hint.move(), metric);
            int boundAfter = RaceHeuristicKind.strongest(metric).create(target, metric)
                    .estimate(after.cells(), after.blankCell());
            assertThat(hint.solutionLength() < 0 || boundAfter <= hint.solutionLength() - 1).isTrue();
        }
    }

    @Test
    void nothingToHintOnASolvedBoardAndCancellationIsReported() throws Exception {
        SplittableRandom random = new SplittableRandom(29);
        Target target = Target.rollDice(5, random);
        Board solved = Board.randomSolved(target, random);
        assertThat(RaceHints.nextMove(solved, target, Metric.PUSH, RaceHints.DEFAULT_BUDGET, new Cancellation())).isEmpty();

        Board hard = Board.random(9, random);
        Target hardTarget = Target.rollDice(9, random);
        Cancellation cancellation = new Cancellation();
        ExecutorService executor = Executors.newSingleThreadExecutor();
        try {
            var future = RaceHints.nextMoveAsync(hard, hardTarget, Metric.TILE, Duration.ofSeconds(30), cancellation, executor);
            Thread.sleep(50);
            cancellation.cancel();
            assertThatThrownBy(() -> future.join()).isInstanceOf(CompletionException.class)
                    .hasCauseInstanceOf(CancellationException.class);
        } finally {
            executor.shutdownNow();
            assertThat(executor.awaitTermination(5, TimeUnit.SECONDS)).isTrue();
        }
    }
}
