package cubelab.ui;

import cubelab.ui.cube.CubeView3D;
import cubelab.ui.editor.StickerEditor;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.net.CubeNetView;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;

/**
 * The colour preset the cube is drawn in (View ▸ Colour scheme, kept in the settings): a new one
 * recolours the 3D cube and the net and is named in the status line. The sticker editor follows
 * the same property ({@link StickerEditingFlow}). FX thread only.
 */
final class ColorPresetSwitch {

    private final ObjectProperty<ColorPreset> preset = new SimpleObjectProperty<>(this, "preset", ColorPreset.WESTERN);

    ColorPresetSwitch(CubeView3D cube3d, CubeNetView net, StickerEditor editor, StringProperty status) {
        preset.addListener((o, was, now) -> {
            cube3d.setPreset(now);
            net.setPreset(now);
            if (!editor.isEditing()) {
                // the net keeps the colours it was given: draw the shown cube again in the new ones
                net.setCube(cube3d.displayedCubeProperty().get());
            }
            status.set("Colours: " + now.label());
        });
    }

    ObjectProperty<ColorPreset> presetProperty() {
        return preset;
    }
}
