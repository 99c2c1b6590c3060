package cubelab.ui.tables;

import cubelab.solve.tier.Durations;
import cubelab.solve.tier.TierOverview;
import cubelab.ui.look.Icons;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The one-time offer of faster solver tables, a bar across the top of the window: it never takes
 * the focus or blocks anything, and goes away once answered.
 */
public final class FastTablesPrompt extends HBox {

    private final Label text = new Label();
    private final Button build = Icons.decorate(new Button("Build now"), "promptBuild", "mdi2d-database-plus",
            "Build the tables in the background");
    private final Button later = Icons.decorate(new Button("Not now"), "promptLater", "mdi2c-close",
            "Keep Korf's tables; Solver tables… offers this again any time");

    public FastTablesPrompt() {
        setId("fastTablesPrompt");
        getStyleClass().add("fast-tables-prompt");
        setSpacing(10);
        setAlignment(Pos.CENTER_LEFT);
        text.setId("promptText");
        text.setWrapText(true);
        text.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(text, Priority.ALWAYS);
        build.getStyleClass().add("accent");
        for (Button button : new Button[] {build, later}) {
            button.setFocusTraversable(false);
            button.setMinWidth(Region.USE_PREF_SIZE);
        }
        getChildren().addAll(Icons.icon("mdi2r-rocket-launch-outline"), text, build, later);
        managedProperty().bind(visibleProperty());
        setVisible(false);
    }

    /** Offers {@code tier}, with its figures on this machine. */
    public void offer(TierOverview tier, Runnable onBuild, Runnable onLater) {
        text.setText("Solve a random cube optimally in " + tier.randomCube().describe() + ": build the "
                + Durations.bytes(tier.tier().diskBytes()) + " " + tier.tier().name() + " tables ("
                + tier.build().describe() + ", in the background). Until then a random cube takes "
                + "hours on Korf's tables.");
        build.setOnAction(e -> {
            setVisible(false);
            onBuild.run();
        });
        later.setOnAction(e -> {
            setVisible(false);
            onLater.run();
        });
        setVisible(true);
    }

    public Label text() {
        return text;
    }
}
