package cubelab.ui;

import javafx.beans.property.ReadOnlyBooleanProperty;

/**
 * Which of the window's tabs shows: the cube's menu items and keys act only while the Cube tab
 * does, and the Race and Lab tabs have keys and an undo of their own.
 */
record TabSelection(ReadOnlyBooleanProperty cube, ReadOnlyBooleanProperty race, ReadOnlyBooleanProperty lab) {

    boolean isRace() {
        return race.get();
    }

    boolean isLab() {
        return lab.get();
    }
}
