package cubelab.ui.editor;

import cubelab.model.CubeDefect;
import cubelab.model.FaceletCube;
import java.util.List;
import java.util.Set;

/**
 * What the editor says about the painted stickers.
 *
 * @param cube      the cube when valid, else null
 * @param defect    the defect, or null when valid or merely unfinished
 * @param message   one sentence for the user
 * @param highlight facelets to highlight
 * @param fixes     single changes that would make the cube valid (possibly empty)
 */
public record Validation(FaceletCube cube, CubeDefect defect, String message, Set<Integer> highlight,
        List<Fix> fixes) {

    public boolean valid() {
        return cube != null;
    }
}
