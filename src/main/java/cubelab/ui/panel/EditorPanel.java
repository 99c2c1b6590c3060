package cubelab.ui.panel;

import cubelab.model.Color;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.look.Icons;
import cubelab.ui.editor.Fix;
import cubelab.ui.editor.StickerEditor;
import cubelab.ui.editor.Validation;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.ToggleGroup;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Rectangle;

/** The sticker editor's palette, actions, live validation and one-change fixes. */
public final class EditorPanel extends Card {

    private final StickerEditor editor;
    private final HBox palette = new HBox(6);
    private final ToggleGroup brushes = new ToggleGroup();
    private final Button clear = Icons.decorate(new Button("Clear"), "editorClear", "mdi2e-eraser", "All stickers blank");
    private final Button solved = Icons.decorate(new Button("Solved"), "editorSolved", "mdi2c-cube", "Start from a solved cube");
    private final Button fromCurrent = Icons.decorate(new Button("From current"), "editorFromCurrent",
            "mdi2c-cube-scan", "Start from the cube in the main view");
    private final Label message = new Label();
    private final VBox fixes = new VBox(4);
    private final Button use = Icons.decorate(new Button("Use this cube"), "editorUse", "mdi2c-check-bold",
            "Leave the editor with this cube");
    private final Button cancel = Icons.decorate(new Button("Cancel"), "editorCancel", null, "Leave the editor, keep the old cube");

    public EditorPanel(StickerEditor editor, Consumer<Fix> applyFix) {
        super("Sticker editor", "mdi2b-brush");
        this.editor = editor;
        getStylesheets().add(EditorPanel.class.getResource("/cubelab/ui/editor.css").toExternalForm());
        getStyleClass().add("editor-panel");
        Label hint = new Label("Pick a colour, then click stickers on the cube or the net. Centres are fixed.");
        hint.getStyleClass().add("hint");
        hint.setWrapText(true);
        palette.getStyleClass().add("palette");
        HBox actions = new HBox(6, clear, solved, fromCurrent);
        actions.getStyleClass().add("button-row");
        message.setId("validationMessage");
        message.setWrapText(true);
        message.getStyleClass().add("validation");
        fixes.setId("fixes");
        use.getStyleClass().add("accent");
        HBox finish = new HBox(6, use, cancel);
        finish.getStyleClass().add("button-row");
        setBody(hint, palette, actions, message, fixes, finish);
        editor.validationProperty().addListener((o, a, v) -> show(v, applyFix));
        show(editor.getValidation(), applyFix);
        setPreset(ColorPreset.WESTERN);
        editor.brushProperty().addListener((o, a, color) -> selectBrush(color));
    }

    private void selectBrush(Color color) {
        for (var toggle : brushes.getToggles()) {
            ToggleButton button = (ToggleButton) toggle;
            button.setSelected(button.getId().equals("paint-" + color.name().toLowerCase(Locale.ROOT)));
        }
    }

    public void setPreset(ColorPreset preset) {
        palette.getChildren().clear();
        brushes.getToggles().clear();
        for (Color color : Color.values()) {
            Rectangle swatch = new Rectangle(26, 26, preset.paint(color));
            swatch.setArcWidth(8);
            swatch.setArcHeight(8);
            swatch.getStyleClass().add("swatch");
            String name = color.name().toLowerCase(Locale.ROOT);
            ToggleButton brush = new ToggleButton(preset.letters() ? String.valueOf(color.letter()) : null, swatch);
            brush.setId("paint-" + name);
            brush.getStyleClass().add("brush");
            brush.setToggleGroup(brushes);
            brush.setTooltip(new Tooltip("Paint " + name));
            brush.setAccessibleText("paint " + name);
            brush.setSelected(editor.brushProperty().get() == color);
            brush.setOnAction(e -> {
                editor.brushProperty().set(color);
                brush.setSelected(true);
            });
            palette.getChildren().add(brush);
        }
    }

    private void show(Validation v, Consumer<Fix> applyFix) {
        message.setText(v.message());
        message.setGraphic(Icons.icon(v.valid() ? "mdi2c-check-circle" : v.defect() == null
                ? "mdi2i-information-outline" : "mdi2a-alert-circle"));
        message.getStyleClass().removeAll("ok", "defect", "pending");
        message.getStyleClass().add(v.valid() ? "ok" : v.defect() == null ? "pending" : "defect");
        fixes.getChildren().clear();
        for (int i = 0; i < v.fixes().size(); i++) {
            Fix fix = v.fixes().get(i);
            Button button = Icons.decorate(new Button(fix.description()), "fix-" + i, "mdi2a-auto-fix",
                    "Apply this fix");
            button.getStyleClass().add("fix");
            button.setOnAction(e -> applyFix.accept(fix));
            fixes.getChildren().add(button);
        }
        use.setDisable(!v.valid());
    }

    public Button clearButton() {
        return clear;
    }

    public Button solvedButton() {
        return solved;
    }

    public Button fromCurrentButton() {
        return fromCurrent;
    }

    public Button useButton() {
        return use;
    }

    public Button cancelButton() {
        return cancel;
    }
}
