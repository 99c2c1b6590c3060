package cubelab.ui.session;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The cube the user is working on: its logical state (ahead of any animation still running),
 * the undo/redo history of turns, and an ordered stream of changes for the views to follow.
 * FX thread only.
 */
public final class CubeSession {

    /** Who caused a change; playback ignores its own changes and detaches on any other. */
    public enum Origin { USER, PLAYBACK, SCRAMBLE, EDITOR, RESTORE }

    /** One change, delivered to listeners in the order it happened. */
    public sealed interface Change permits Turned, Replaced {
        Origin origin();

        FaceletCube after();
    }

    public record Turned(Move move, FaceletCube after, Origin origin) implements Change {
    }

    public record Replaced(FaceletCube after, Origin origin) implements Change {
    }

    private final ReadOnlyObjectWrapper<FaceletCube> cube = new ReadOnlyObjectWrapper<>(this, "cube", FaceletCube.SOLVED);
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(this, "canUndo");
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(this, "canRedo");
    private final Deque<Move> undo = new ArrayDeque<>();
    private final Deque<Move> redo = new ArrayDeque<>();
    private final List<Consumer<Change>> listeners = new ArrayList<>();

    public ReadOnlyObjectProperty<FaceletCube> cubeProperty() {
        return cube.getReadOnlyProperty();
    }

    public FaceletCube getCube() {
        return cube.get();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    public void addListener(Consumer<Change> listener) {
        listeners.add(listener);
    }

    /** A turn by the user: recorded for undo, clears redo. */
    public void turn(Move move) {
        undo.push(move);
        redo.clear();
        fire(move, Origin.USER);
    }

    public void turn(Algorithm algorithm) {
        algorithm.moves().forEach(this::turn);
    }

    /** A turn that is not the user's (playback, a typed scramble): no history entry. */
    public void turn(Move move, Origin origin) {
        fire(move, origin);
    }

    public void undo() {
        if (!undo.isEmpty()) {
            Move move = undo.pop();
            redo.push(move);
            fire(move.inverse(), Origin.USER);
        }
    }

    public void redo() {
        if (!redo.isEmpty()) {
            Move move = redo.pop();
            undo.push(move);
            fire(move, Origin.USER);
        }
    }

    /** Sets a new state without animation; the history starts again from it. */
    public void replace(FaceletCube next, Origin origin) {
        undo.clear();
        redo.clear();
        cube.set(next);
        notify(new Replaced(next, origin));
    }

    /** Jumps to a state (playback seek) keeping the history. */
    public void jump(FaceletCube next, Origin origin) {
        cube.set(next);
        notify(new Replaced(next, origin));
    }

    private void fire(Move move, Origin origin) {
        FaceletCube after = cube.get().apply(move);
        cube.set(after);
        notify(new Turned(move, after, origin));
    }

    private void notify(Change change) {
        canUndo.set(!undo.isEmpty());
        canRedo.set(!redo.isEmpty());
        for (Consumer<Change> listener : List.copyOf(listeners)) {
            listener.accept(change);
        }
    }
}
