package cubelab.ui.editor;

import cubelab.model.Color;
import java.util.List;

/** One change that would make the painted cube valid: what to tell the user, and the result. */
public record Fix(String description, List<Color> result) {
}
