package cubelab.ui;

import cubelab.ui.cube.CubeView3D;
import cubelab.ui.editor.StickerEditor;
import cubelab.ui.session.CubeSession;

/**
 * The cube on screen, as the flows that act on it see it: the session that holds the cube and its
 * undo history, the 3D view that shows it, and the sticker editor's state (while it is open, the
 * views show painted stickers and the cube's keys and solving are off).
 */
record CubeParts(CubeSession session, CubeView3D view, StickerEditor editor) {
}
