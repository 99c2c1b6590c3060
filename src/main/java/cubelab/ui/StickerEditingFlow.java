package cubelab.ui;

import cubelab.model.Color;
import cubelab.model.FaceletCube;
import cubelab.ui.cube.CubeView3D;
import cubelab.ui.editor.StickerEditor;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.look.Icons;
import cubelab.ui.net.CubeNetView;
import cubelab.ui.panel.EditorPanel;
import cubelab.ui.session.CubeSession;
import cubelab.ui.session.CubeSession.Origin;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import javafx.beans.property.StringProperty;
import javafx.beans.value.ObservableValue;
import javafx.scene.control.ToggleButton;

/**
 * The sticker editor's workflow: entering it (the running solve stops, playback pauses, the editor
 * starts from the shown cube), painting on the 3D cube and the net, the editor card's buttons,
 * and using the painted cube. While it is open, both views show the painted stickers and their
 * defects instead of the session's cube. FX thread only.
 */
final class StickerEditingFlow {

    private final ToggleButton toggle = Icons.decorate(new ToggleButton("Edit stickers"), "editToggle",
            "mdi2b-brush", "Paint the cube's stickers (Ctrl+E)");
    private final StickerEditor editor;
    private final EditorPanel panel;
    private final CubeSession session;
    private final CubeView3D cube3d;
    private final CubeNetView net;
    private final ObservableValue<ColorPreset> preset;
    private final StringProperty status;
    private final Runnable beforeEditing;
    private final Consumer<FaceletCube> onUse;

    /**
     * @param preset        the colours the editor paints with
     * @param beforeEditing stops what must not run under the editor (the solve, autoplay)
     * @param onUse         told about the painted cube once it replaced the session's cube
     */
    StickerEditingFlow(StickerEditor editor, CubeSession session, CubeView3D cube3d, CubeNetView net,
            ObservableValue<ColorPreset> preset, StringProperty status, Runnable beforeEditing,
            Consumer<FaceletCube> onUse) {
        this.editor = editor;
        this.panel = new EditorPanel(editor, fix -> editor.setStickers(fix.result()));
        this.session = session;
        this.cube3d = cube3d;
        this.net = net;
        this.preset = preset;
        this.status = status;
        this.beforeEditing = beforeEditing;
        this.onUse = onUse;
    }

    void wire() {
        toggle.selectedProperty().addListener((o, was, editing) -> setEditing(editing));
        cube3d.setOnStickerClicked(this::paintSticker);
        cube3d.setOnDragTurn(session::turn);
        net.setOnStickerClicked(this::paintSticker);
        editor.stickersProperty().addListener((o, a, colors) -> {
            if (editor.isEditing()) {
                cube3d.setOverride(colors);
                net.setColors(colors);
            }
        });
        editor.validationProperty().addListener((o, a, v) -> {
            if (editor.isEditing()) {
                cube3d.setHighlighted(v.highlight());
                net.setHighlighted(v.highlight());
            }
        });
        panel.clearButton().setOnAction(e -> editor.clear());
        panel.solvedButton().setOnAction(e -> editor.load(FaceletCube.SOLVED));
        panel.fromCurrentButton().setOnAction(e -> editor.load(session.getCube()));
        panel.cancelButton().setOnAction(e -> toggle.setSelected(false));
        panel.useButton().setOnAction(e -> use());
        preset.addListener((o, was, now) -> {
            panel.setPreset(now);
            if (editor.isEditing()) {
                editor.setScheme(now.scheme());
            }
        });
    }

    /** The toolbar's Edit stickers button. */
    ToggleButton toggle() {
        return toggle;
    }

    /** The editor card. */
    EditorPanel panel() {
        return panel;
    }

    private void paintSticker(int facelet) {
        if (editor.isEditing()) {
            editor.paint(facelet);
        }
    }

    private void use() {
        FaceletCube cube = editor.getValidation().cube();
        if (cube != null) {
            toggle.setSelected(false);
            session.replace(cube, Origin.EDITOR);
            onUse.accept(cube);
            status.set("Using the edited cube");
        }
    }

    /** Enters or leaves the sticker editor. */
    void setEditing(boolean editing) {
        if (editing == editor.isEditing()) {
            return;
        }
        if (editing) {
            beforeEditing.run();
            editor.setScheme(preset.getValue().scheme());
            editor.load(session.getCube());
        }
        editor.setEditing(editing);
        toggle.setSelected(editing);
        cube3d.setDragTurns(!editing);
        net.setEditable(editing);
        if (editing) {
            cube3d.setOverride(editor.getStickers());
            net.setColors(editor.getStickers());
            cube3d.setHighlighted(editor.getValidation().highlight());
            net.setHighlighted(editor.getValidation().highlight());
            status.set("Sticker editor: pick a colour and click stickers");
        } else {
            cube3d.setOverride(null);
            cube3d.setHighlighted(Set.of());
            net.setHighlighted(Set.of());
            net.setCube(cube3d.displayedCubeProperty().get());
        }
    }

    /** Opens the editor with these stickers (e.g. an imported cube that is not valid). */
    void editStickers(List<Color> colors) {
        setEditing(true);
        editor.setStickers(colors);
    }
}
