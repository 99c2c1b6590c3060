package cubelab.ui.panel;

import cubelab.ui.look.Icons;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.scene.Cursor;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.kordamp.ikonli.javafx.FontIcon;

/**
 * A titled section of the side panel: a header row and a body. A foldable card can show its header
 * alone, folded by the user (the chevron or a click on the title) or by the column it sits in when
 * the column is short of room; {@link #reveal()} unfolds it when it has something new to show.
 */
public class Card extends VBox {

    private final HBox header;
    private final Label title;
    private final VBox body = new VBox();
    private final BooleanProperty expanded = new SimpleBooleanProperty(this, "expanded", true);
    private final javafx.beans.property.DoubleProperty roomToGrow =
            new javafx.beans.property.SimpleDoubleProperty(this, "roomToGrow", 0);
    private Button foldToggle;
    private FoldWatcher watcher = FoldWatcher.NONE;

    /** What the column holding foldable cards hears from them. */
    public interface FoldWatcher {
        FoldWatcher NONE = new FoldWatcher() {
            @Override
            public void used(Card card) {
            }

            @Override
            public void opened(Card card) {
            }

            @Override
            public void foldedByUser(Card card) {
            }
        };

        /** The open card was clicked or took the focus. */
        void used(Card card);

        /** The card was unfolded, by the user or because it shows something new: it needs room. */
        void opened(Card card);

        /** The user folded the card: the column leaves it folded. */
        void foldedByUser(Card card);
    }

    public Card(String title, String icon) {
        getStyleClass().add("card");
        this.title = new Label(title);
        this.title.getStyleClass().add("card-title");
        if (icon != null) {
            this.title.setGraphic(Icons.icon(icon));
        }
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        header = new HBox(this.title, spacer);
        header.getStyleClass().add("card-header");
        body.getStyleClass().add("card-body");
        // the body joins the card with its first content: cards that add their own children keep their spacing
        getChildren().add(header);
        expanded.addListener((o, was, now) -> {
            body.setVisible(now);
            body.setManaged(now);
            pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("folded"), !now);
            if (foldToggle != null) {
                describeToggle();
            }
        });
    }

    /** Adds nodes to the right end of the title row. */
    protected void addToHeader(Node... nodes) {
        header.getChildren().addAll(nodes);
    }

    /** The card's content, below the title row. */
    protected final void setBody(Node... nodes) {
        body.getChildren().setAll(nodes);
        if (body.getParent() == null) {
            getChildren().add(1, body);
        }
    }

    /**
     * Gives the card a fold chevron at the right end of its title row (id {@code idPrefix + "Fold"}),
     * makes a click on the title fold or unfold it, and tells {@code watcher} when it is used.
     */
    public final void makeFoldable(String idPrefix, FoldWatcher watcher) {
        this.watcher = watcher;
        foldToggle = new Button();
        foldToggle.setId(idPrefix + "Fold");
        foldToggle.getStyleClass().add("fold-toggle");
        foldToggle.setFocusTraversable(false);
        foldToggle.setOnAction(e -> toggleByUser());
        describeToggle();
        header.getChildren().add(foldToggle);
        title.setCursor(Cursor.HAND);
        title.setOnMouseClicked(e -> {
            if (e.getButton() == MouseButton.PRIMARY) {
                toggleByUser();
            }
        });
        // a press anywhere in the card, or the focus coming into it, counts as using it
        addEventFilter(MouseEvent.MOUSE_PRESSED, e -> watcher.used(this));
        focusWithinProperty().addListener((o, was, now) -> {
            if (now) {
                reveal();
            }
        });
    }

    public final boolean isExpanded() {
        return expanded.get();
    }

    public final void setExpanded(boolean value) {
        expanded.set(value);
    }

    /** Unfolds the card because it shows something new; its column makes room for it. */
    public final void reveal() {
        if (expanded.get()) {
            watcher.used(this);
        } else {
            expanded.set(true);
            watcher.opened(this);
        }
    }

    /**
     * The card is about to grow because the user asked it for something (a listing or a search
     * started): it opens if folded, and its column makes room now, folding cards above it too if
     * need be, so that the growth to come (up to {@code toGrow} pixels more) moves nothing later.
     */
    protected final void makeRoom(double toGrow) {
        roomToGrow.set(toGrow);
        expanded.set(true);
        watcher.opened(this);
    }

    /** The growth is over: the room kept for it may go to other cards. */
    protected final void releaseRoom() {
        roomToGrow.set(0);
    }

    /** Pixels the card may still grow by, which its column keeps free while the card is open. */
    public final javafx.beans.property.ReadOnlyDoubleProperty roomToGrowProperty() {
        return roomToGrow;
    }

    private void toggleByUser() {
        if (expanded.get()) {
            expanded.set(false);
            watcher.foldedByUser(this);
        } else {
            reveal();
        }
    }

    private void describeToggle() {
        boolean open = expanded.get();
        FontIcon icon = Icons.icon(open ? "mdi2c-chevron-up" : "mdi2c-chevron-down");
        foldToggle.setGraphic(icon);
        String what = (open ? "Fold " : "Unfold ") + title.getText();
        foldToggle.setTooltip(new Tooltip(what));
        foldToggle.setAccessibleText(what);
    }
}
