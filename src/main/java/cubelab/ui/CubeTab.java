package cubelab.ui;

import cubelab.ui.cube.CubeView3D;
import cubelab.ui.look.Icons;
import cubelab.ui.net.CubeNetView;
import cubelab.ui.panel.Card;
import cubelab.ui.panel.PlaybackPanel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import javafx.application.ConditionalFeature;
import javafx.application.Platform;
import javafx.beans.value.ObservableValue;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;

/**
 * The Cube tab's layout: the 3D cube with a hint over it and the playback bar below, and beside
 * them the net above the side cards. While the sticker editor is open the editor card replaces
 * the side cards and the playback bar steps aside. FX thread only.
 */
final class CubeTab {

    private static final String TURN_HINT = "Drag a face to turn it · drag around the cube to orbit · wheel to zoom"
            + " · keys U R F D L B";
    private static final String PAINT_HINT = "Click a sticker to paint it · drag around the cube to orbit";

    /** The narrowest the cube and its playback bar get: what a 1024 px window leaves beside the column's minimum. */
    private static final double LEFT_MIN_WIDTH = 560;

    private final Label hint = new Label(TURN_HINT);
    private final VBox netCard;
    private final FoldingColumn side;
    private final List<Card> cards;
    private final Node editorCard;
    private final PlaybackPanel playbackBar;
    private final Tab tab;

    /**
     * @param cards      the side cards below the net, top to bottom, each with an id (they fold when
     *                   the column is short of room: the first ones first until the user uses one)
     * @param keptOpen   the card that folds last while the user has used none (the Solve card)
     * @param editorCard the card shown instead while {@code editing} holds
     */
    CubeTab(CubeView3D cube3d, CubeNetView net, List<? extends Card> cards, Card keptOpen, Node editorCard,
            PlaybackPanel playbackBar, ObservableValue<Boolean> editing) {
        this.cards = List.copyOf(cards);
        this.editorCard = editorCard;
        this.playbackBar = playbackBar;
        netCard = new VBox(net);
        netCard.getStyleClass().addAll("card", "net-card");
        side = new FoldingColumn(foldingOrder(this.cards, keptOpen));
        ScrollPane column = side.node();
        column.setMinWidth(380);
        column.setPrefWidth(440);
        StackPane stage3d = stage3d(cube3d);
        playbackBar.getStyleClass().add("playback-bar");
        VBox left = new VBox(stage3d, playbackBar);
        VBox.setVgrow(stage3d, Priority.ALWAYS);
        left.getStyleClass().add("left-column");
        // the side column keeps its width when the window narrows (it does not resize with the
        // window), so without a floor here a window first opened wide and then narrowed to
        // 1024 px squeezes the cube and cuts the playback bar short; the column gives way instead
        left.setMinWidth(LEFT_MIN_WIDTH);
        SplitPane split = new SplitPane(left, column);
        split.setDividerPositions(0.64);
        SplitPane.setResizableWithParent(column, false);
        tab = new Tab("Cube", split);
        tab.setGraphic(Icons.icon("mdi2c-cube-outline"));
        tab.setClosable(false);
        tab.setId("cubeTab");
        showEditor(false);
        editing.addListener((o, was, now) -> showEditor(now));
        // the net's stickers follow the window's height, so the side cards fit beside a short window
        javafx.beans.InvalidationListener sizeNet = o -> net.setMaxCell(netCell(split.getHeight(), editing.getValue()));
        split.heightProperty().addListener(sizeNet);
        editing.addListener(sizeNet);
    }

    /**
     * Sticker size of the net, in pixels, for a tab this tall: large on tall screens; smaller at
     * 1280×800 and 1024×700, where the cards need the room, except while the sticker editor (which
     * is painted on the net) replaces them.
     */
    private static double netCell(double tabHeight, boolean editing) {
        if (tabHeight >= 815) {
            return 27;
        }
        if (editing) {
            return 19;
        }
        return tabHeight >= 640 ? 15 : 13;
    }

    private StackPane stage3d(CubeView3D cube3d) {
        StackPane stage3d = new StackPane(cube3d);
        stage3d.getStyleClass().add("stage3d");
        hint.getStyleClass().add("overlay-hint");
        hint.setMouseTransparent(true);
        // on a narrow window the hint takes two lines rather than losing its end
        hint.setWrapText(true);
        hint.setTextAlignment(javafx.scene.text.TextAlignment.CENTER);
        StackPane.setAlignment(hint, Pos.BOTTOM_CENTER);
        stage3d.getChildren().add(hint);
        if (!Platform.isSupported(ConditionalFeature.SCENE3D)) {
            // software rendering draws no 3D at all: say why instead of showing an empty pane
            Label no3d = new Label("3D graphics are not available on this display, so the cube is shown as the net "
                    + "on the right; everything else works.\nIf a 3D driver is installed, start CubeLab with "
                    + "-Dprism.forceGPU=true (the packaged app does).");
            no3d.setId("no3dNotice");
            no3d.setWrapText(true);
            no3d.getStyleClass().add("no3d-notice");
            no3d.setMouseTransparent(true); // orbiting and turning still work on the (invisible) view
            stage3d.getChildren().add(no3d);
        }
        return stage3d;
    }

    /** Which cards fold first while the user has used none: the lowest first, {@code keptOpen} last. */
    private static List<Card> foldingOrder(List<Card> topToBottom, Card keptOpen) {
        List<Card> order = new ArrayList<>(topToBottom);
        Collections.reverse(order);
        order.remove(keptOpen);
        order.add(keptOpen);
        return order;
    }

    Tab tab() {
        return tab;
    }

    private void showEditor(boolean editing) {
        hint.setText(editing ? PAINT_HINT : TURN_HINT);
        List<Node> shown = new ArrayList<>();
        shown.add(netCard);
        if (editing) {
            shown.add(editorCard);
        } else {
            shown.addAll(cards);
        }
        side.content().getChildren().setAll(shown);
        playbackBar.setVisible(!editing);
        playbackBar.setManaged(!editing);
    }
}
