package cubelab.ui.playback;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * A solution being played back: the start state, the moves, and how many have been done.
 * Pure view-model (properties, no nodes); the window turns its answers into cube turns.
 */
public final class Playback {

    private final ReadOnlyObjectWrapper<Algorithm> solution = new ReadOnlyObjectWrapper<>(this, "solution", Algorithm.EMPTY);
    private final ReadOnlyIntegerWrapper position = new ReadOnlyIntegerWrapper(this, "position");
    private final ReadOnlyBooleanWrapper loaded = new ReadOnlyBooleanWrapper(this, "loaded");
    private FaceletCube start = FaceletCube.SOLVED;

    public ReadOnlyObjectProperty<Algorithm> solutionProperty() {
        return solution.getReadOnlyProperty();
    }

    public Algorithm getSolution() {
        return solution.get();
    }

    /** Moves done so far, 0..length. */
    public ReadOnlyIntegerProperty positionProperty() {
        return position.getReadOnlyProperty();
    }

    public int getPosition() {
        return position.get();
    }

    public ReadOnlyBooleanProperty loadedProperty() {
        return loaded.getReadOnlyProperty();
    }

    public boolean isLoaded() {
        return loaded.get();
    }

    public int length() {
        return solution.get().size();
    }

    public void load(FaceletCube startCube, Algorithm moves) {
        start = startCube;
        solution.set(moves);
        position.set(0);
        loaded.set(true);
    }

    /** Forget the solution (the cube was changed by hand). */
    public void detach() {
        loaded.set(false);
        solution.set(Algorithm.EMPTY);
        position.set(0);
    }

    public boolean atStart() {
        return position.get() == 0;
    }

    public boolean atEnd() {
        return position.get() == length();
    }

    /** The next move to do, advancing the position; null at the end. */
    public Move forward() {
        if (!loaded.get() || atEnd()) {
            return null;
        }
        Move move = solution.get().get(position.get());
        position.set(position.get() + 1);
        return move;
    }

    /** The move that undoes the last one done, moving back; null at the start. */
    public Move back() {
        if (!loaded.get() || atStart()) {
            return null;
        }
        position.set(position.get() - 1);
        return solution.get().get(position.get()).inverse();
    }

    /** The state after the first {@code index} moves. */
    public FaceletCube cubeAt(int index) {
        return start.apply(solution.get().prefix(index));
    }

    public FaceletCube getStart() {
        return start;
    }

    /** Jumps to a position, returning the state to show. */
    public FaceletCube seek(int index) {
        int clamped = Math.max(0, Math.min(length(), index));
        position.set(clamped);
        return cubeAt(clamped);
    }
}
