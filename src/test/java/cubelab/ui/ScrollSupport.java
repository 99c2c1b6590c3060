package cubelab.ui;

import javafx.scene.Node;
import javafx.scene.control.ScrollPane;

/** Scrolls a side card into view, as a user would before clicking in it (FX thread). */
final class ScrollSupport {

    private ScrollSupport() {
    }

    /** Scrolls the scroll pane holding {@code card} so that the card's top is in view. */
    static void scrollTo(Node card) {
        Node node = card.getParent();
        while (node != null && !(node instanceof ScrollPane)) {
            node = node.getParent();
        }
        if (node instanceof ScrollPane scroll) {
            scroll.layout();
            double contentHeight = scroll.getContent().getBoundsInLocal().getHeight();
            double viewport = scroll.getViewportBounds().getHeight();
            double y = card.localToScene(0, 0).getY() - scroll.getContent().localToScene(0, 0).getY();
            scroll.setVvalue(contentHeight <= viewport ? 0 : Math.min(1, y / (contentHeight - viewport)));
            scroll.layout();
        }
    }
}
