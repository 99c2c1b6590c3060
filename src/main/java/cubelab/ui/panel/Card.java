package cubelab.ui.panel;

import cubelab.ui.look.Icons;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/** A titled section of the side panel. */
public class Card extends VBox {

    private final HBox header;

    public Card(String title, String icon) {
        getStyleClass().add("card");
        Label label = new Label(title);
        label.getStyleClass().add("card-title");
        if (icon != null) {
            label.setGraphic(Icons.icon(icon));
        }
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        header = new HBox(label, spacer);
        header.getStyleClass().add("card-header");
        getChildren().add(header);
    }

    /** Adds nodes to the right end of the title row. */
    protected void addToHeader(Node... nodes) {
        header.getChildren().addAll(nodes);
    }
}
