package cubelab.ui;

import cubelab.notation.Algorithm;
import cubelab.ui.net.CubeNetView;
import cubelab.ui.panel.SolvePanel;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import cubelab.ui.solve.SolveController;

/** What a change of the cube means for the views, the playback and a running solve. FX thread only. */
final class SessionWiring {

    private SessionWiring() {
    }

    /**
     * @param cube     the session whose changes are followed, the 3D view that animates them, and the
     *                 editor, under which the net shows the painted stickers instead
     * @param playback the loaded solution, which a change by hand detaches, and its card
     * @param solver   the running solve, which a change by hand stops
     * @param solve    the Solve card, whose figures belonged to the cube before
     */
    static void wire(CubeParts cube, CubeNetView net, PlaybackParts playback, SolveController solver,
            SolvePanel solve, WindowNotices notices) {
        cube.session().addListener(change -> {
            if (change instanceof CubeSession.Turned turned) {
                cube.view().enqueue(turned.move());
            } else {
                cube.view().enqueueJump(change.after());
            }
            boolean byPlayback = change.origin() == Origin.PLAYBACK;
            if (!byPlayback && playback.playback().isLoaded()) {
                playback.playback().detach();
                playback.panel().setSolution(Algorithm.EMPTY, 0);
                playback.panel().summary().setText(change.origin() == Origin.SCRAMBLE
                        ? "Scrambled: solve for the optimal solution"
                        : "The cube was changed by hand; solve again for a new solution.");
            }
            if (!byPlayback && solver.isRunning()) {
                solver.cancel();
                notices.notice("The cube changed, so the running solve was stopped.");
            }
            if (!byPlayback && change.origin() != Origin.RESTORE) {
                solve.clearSearch(); // the depth, nodes and verdict belonged to the cube before
            }
        });
        cube.view().displayedCubeProperty().addListener((o, a, shown) -> {
            if (!cube.editor().isEditing()) {
                net.setCube(shown);
            }
        });
    }
}
