package cubelab.ui;

import cubelab.notation.Algorithm;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;

/** What a change of the cube means for the views, the playback and a running solve. FX thread only. */
final class SessionWiring {

    private SessionWiring() {
    }

    static void wire(MainWindow window) {
        window.session().addListener(change -> {
            if (change instanceof CubeSession.Turned turned) {
                window.cubeView().enqueue(turned.move());
            } else {
                window.cubeView().enqueueJump(change.after());
            }
            boolean byPlayback = change.origin() == Origin.PLAYBACK;
            if (!byPlayback && window.playback().isLoaded()) {
                window.playback().detach();
                window.playbackPanel().setSolution(Algorithm.EMPTY, 0);
                window.playbackPanel().summary().setText(change.origin() == Origin.SCRAMBLE
                        ? "Scrambled: solve for the optimal solution"
                        : "The cube was changed by hand; solve again for a new solution.");
            }
            if (!byPlayback && window.solver().isRunning()) {
                window.solver().cancel();
                window.notice("The cube changed, so the running solve was stopped.");
            }
            if (!byPlayback && change.origin() != Origin.RESTORE) {
                window.solvePanel().clearSearch(); // the depth, nodes and verdict belonged to the cube before
            }
        });
        window.cubeView().displayedCubeProperty().addListener((o, a, cube) -> {
            if (!window.editor().isEditing()) {
                window.net().setCube(cube);
            }
        });
    }
}
