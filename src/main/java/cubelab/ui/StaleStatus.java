package cubelab.ui;

import cubelab.model.FaceletCube;
import cubelab.ui.session.CubeSession;
import javafx.application.Platform;
import javafx.beans.property.StringProperty;

/**
 * Clears the Cube tab's status line once it speaks of a cube no longer shown: "Saved cube.png",
 * "Solved: 18 moves" or "Played 4 moves" say nothing of the cube the user turned since. A line
 * belongs to the cube shown once the action that wrote it has finished (the next pulse), so a
 * flow may write its line before or after it changes the cube. Playing a solution back does not make
 * its line stale. Lines that keep coming, such as a
 * table build's progress, come back with their next report. FX thread only.
 */
final class StaleStatus {

    private final StringProperty status;
    private final CubeSession session;
    /** The cube the line speaks of; null while the line is empty or not yet anchored. */
    private FaceletCube anchor;
    private boolean anchorPending;

    private StaleStatus(StringProperty status, CubeSession session) {
        this.status = status;
        this.session = session;
    }

    /** Watches {@code status} and clears it when {@code session}'s cube moves away from the one it spoke of. */
    static void watch(StringProperty status, CubeSession session) {
        StaleStatus watcher = new StaleStatus(status, session);
        status.addListener((o, was, now) -> watcher.written(now));
        session.addListener(change -> {
            // playing a solution back moves through the cube the line speaks of
            if (change.origin() != CubeSession.Origin.PLAYBACK) {
                watcher.cubeChanged(change.after());
            }
        });
    }

    private void written(String text) {
        anchor = null;
        if (text == null || text.isEmpty() || anchorPending) {
            return;
        }
        anchorPending = true;
        Platform.runLater(() -> {
            anchorPending = false;
            anchor = status.get() == null || status.get().isEmpty() ? null : session.getCube();
        });
    }

    private void cubeChanged(FaceletCube cube) {
        if (anchor != null && !anchor.equals(cube)) {
            anchor = null;
            status.set("");
        }
    }
}
