package cubelab.ui.race;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.Target;
import cubelab.race.board.TileMove;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Optional;
import java.util.function.LongSupplier;
import java.util.random.RandomGenerator;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The state of one Rubik's Race game: board, target, move metric, the moves played (for undo and the
 * counter) and the clock. A view model: FX thread only, but it needs no running toolkit, so it is
 * tested as a plain class. Every change to the position bumps {@link #versionProperty()} (last, after
 * board, counter and solved flag), which the view redraws from and which the
 * background hint and solution tasks use to drop stale answers.
 */
public final class RaceGame {

    private final ReadOnlyObjectWrapper<Board> board = new ReadOnlyObjectWrapper<>(this, "board");
    private final ReadOnlyObjectWrapper<Target> target = new ReadOnlyObjectWrapper<>(this, "target");
    private final ReadOnlyObjectWrapper<Metric> metric = new ReadOnlyObjectWrapper<>(this, "metric", Metric.PUSH);
    private final ReadOnlyIntegerWrapper moveCount = new ReadOnlyIntegerWrapper(this, "moveCount");
    private final ReadOnlyBooleanWrapper solved = new ReadOnlyBooleanWrapper(this, "solved");
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyLongWrapper version = new ReadOnlyLongWrapper(this, "version");
    /** Boards before each played move, newest first; undo restores them. */
    private final Deque<Board> history = new ArrayDeque<>();
    private final LongSupplier nanoClock;
    /** Clock start of the current game, or -1 before the first move. */
    private long startNanos = -1;
    /** Elapsed time frozen when the target was reached, or -1 while running. */
    private long frozenNanos = -1;
    /** Elapsed time when the clock was paused (the player is editing), or -1 when it is not. */
    private long pausedNanos = -1;

    public RaceGame(Board start, Target goal, LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
        reset(start, goal);
    }

    public RaceGame(Board start, Target goal) {
        this(start, goal, System::nanoTime);
    }

    /** A random game of size {@code n}: a shuffled board and a dice roll. */
    public static RaceGame random(int size, RandomGenerator random) {
        return new RaceGame(Board.random(size, random), Target.rollDice(size, random));
    }

    /**
     * The move that clicking the tile at ({@code row}, {@code column}) makes, if it is legal: in the
     * tile metric only a neighbour of the blank slides; in the push metric any tile in the blank's row
     * or column pushes the tiles between it and the blank.
     */
    public Optional<TileMove> moveForClick(int row, int column) {
        Board current = getBoard();
        if (row < 0 || column < 0 || row >= current.size() || column >= current.size()) {
            return Optional.empty();
        }
        TileMove move = new TileMove(row, column);
        return current.legalMoves(getMetric()).contains(move) ? Optional.of(move) : Optional.empty();
    }

    /** Plays the clicked tile's move if it is legal; returns the move played. */
    public Optional<TileMove> click(int row, int column) {
        Optional<TileMove> move = moveForClick(row, column);
        move.ifPresent(this::play);
        return move;
    }

    /** Plays a legal move (throws {@link cubelab.race.board.IllegalMoveException} otherwise). */
    public void play(TileMove move) {
        Board next = getBoard().apply(move, getMetric());
        resumeClock();
        if (startNanos < 0) {
            startNanos = nanoClock.getAsLong();
        }
        history.push(getBoard());
        moveCount.set(moveCount.get() + 1);
        setPosition(next);
    }

    /** Takes back the last move; the clock keeps running. Returns false if there is nothing to undo. */
    public boolean undo() {
        if (history.isEmpty()) {
            return false;
        }
        moveCount.set(moveCount.get() - 1);
        setPosition(history.pop());
        return true;
    }

    /** Starts a new game on this board and target: counter, history and clock cleared. */
    public void reset(Board start, Target goal) {
        if (goal.boardSize() != start.size()) {
            throw new IllegalArgumentException("target for " + goal.boardSize() + "x" + goal.boardSize()
                    + " on a " + start.size() + "x" + start.size() + " board");
        }
        history.clear();
        moveCount.set(0);
        startNanos = -1;
        frozenNanos = -1;
        pausedNanos = -1;
        target.set(goal);
        setPosition(start);
    }

    /** A new shuffled board, same target. */
    public void newBoard(RandomGenerator random) {
        reset(Board.random(getBoard().size(), random), getTarget());
    }

    /** A new dice roll, same board: a new game. */
    public void rollDice(RandomGenerator random) {
        reset(getBoard(), Target.rollDice(getBoard().size(), random));
    }

    /** A new random game of another size. */
    public void resize(int size, RandomGenerator random) {
        reset(Board.random(size, random), Target.rollDice(size, random));
    }

    /** Switching metric starts the game over on the current position (counts are per metric). */
    public void setMetric(Metric value) {
        if (value != getMetric()) {
            metric.set(value);
            reset(getBoard(), getTarget());
        }
    }

    /** Sets the position; the version changes last, so its listeners see the whole new state. */
    private void setPosition(Board next) {
        boolean nowSolved = next.satisfies(getTarget());
        if (nowSolved && startNanos >= 0 && frozenNanos < 0) {
            frozenNanos = nanoClock.getAsLong() - startNanos;
        } else if (!nowSolved) {
            frozenNanos = -1;
        }
        solved.set(nowSolved);
        canUndo.set(!history.isEmpty());
        board.set(next);
        version.set(version.get() + 1);
    }

    /** Nanoseconds since the first move, less the time paused; frozen once solved; 0 before the first move. */
    public long elapsedNanos() {
        if (startNanos < 0) {
            return 0;
        }
        if (frozenNanos >= 0) {
            return frozenNanos;
        }
        return pausedNanos >= 0 ? pausedNanos : nanoClock.getAsLong() - startNanos;
    }

    /** Stops the clock (the board editor is open): the time spent until {@link #resumeClock()} does not count. */
    public void pauseClock() {
        if (startNanos >= 0 && pausedNanos < 0) {
            pausedNanos = nanoClock.getAsLong() - startNanos;
        }
    }

    /** Starts the clock now, before the first move (a race against the computer starts on Start). */
    public void startClock() {
        if (startNanos < 0) {
            startNanos = nanoClock.getAsLong();
            pausedNanos = -1;
        }
    }

    /** Restarts a paused clock where it stopped. */
    public void resumeClock() {
        if (pausedNanos >= 0) {
            startNanos = nanoClock.getAsLong() - pausedNanos;
            pausedNanos = -1;
        }
    }

    /** How many centre cells already show their target colour (of (n−2)²). */
    public int matchedCells() {
        byte[] wanted = getTarget().codesByCell();
        int matched = 0;
        for (int cell = 0; cell < wanted.length; cell++) {
            if (wanted[cell] != 0 && wanted[cell] == getBoard().codeAt(cell)) {
                matched++;
            }
        }
        return matched;
    }

    /** The clock as m:ss.d. */
    public static String formatClock(long nanos) {
        long tenths = nanos / 100_000_000L;
        return String.format(java.util.Locale.ROOT, "%d:%02d.%d", tenths / 600, tenths / 10 % 60, tenths % 10);
    }

    public Board getBoard() {
        return board.get();
    }

    public ReadOnlyObjectProperty<Board> boardProperty() {
        return board.getReadOnlyProperty();
    }

    public Target getTarget() {
        return target.get();
    }

    public ReadOnlyObjectProperty<Target> targetProperty() {
        return target.getReadOnlyProperty();
    }

    public Metric getMetric() {
        return metric.get();
    }

    public ReadOnlyObjectProperty<Metric> metricProperty() {
        return metric.getReadOnlyProperty();
    }

    public int getMoveCount() {
        return moveCount.get();
    }

    public ReadOnlyIntegerProperty moveCountProperty() {
        return moveCount.getReadOnlyProperty();
    }

    public boolean isSolved() {
        return solved.get();
    }

    public ReadOnlyBooleanProperty solvedProperty() {
        return solved.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public long getVersion() {
        return version.get();
    }

    public ReadOnlyLongProperty versionProperty() {
        return version.getReadOnlyProperty();
    }
}
