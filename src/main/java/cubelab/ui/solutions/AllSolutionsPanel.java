package cubelab.ui.solutions;

import cubelab.notation.Algorithm;
import cubelab.ui.look.Icons;
import cubelab.ui.panel.Card;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;

/**
 * The card that lists every optimal solution of the cube as the search finds them, as Cube
 * Explorer does: a button to start, one to stop, a line saying how far it got, and the list,
 * where choosing a solution loads it into playback.
 */
public final class AllSolutionsPanel extends Card {

    private final Button list = Icons.decorate(new Button("List all optimal"), "listAllSolutions",
            "mdi2f-format-list-numbered", "Find every optimal solution of this cube, listed as they are found");
    private final Button stop = Icons.decorate(new Button("Stop"), "stopAllSolutions", "mdi2s-stop",
            "Stop listing: the solutions found so far stay");
    private final Label state = new Label("Every shortest solution, to choose the one you like to play.");
    private final ListView<Algorithm> solutions = new ListView<>();

    private final javafx.beans.property.BooleanProperty listing = new javafx.beans.property.SimpleBooleanProperty();

    public AllSolutionsPanel() {
        super("All optimal solutions", "mdi2f-format-list-bulleted");
        setId("allSolutionsCard");
        getStylesheets().add(AllSolutionsPanel.class.getResource("/cubelab/ui/solutions.css").toExternalForm());
        getStyleClass().add("all-solutions");
        state.setId("allSolutionsState");
        state.getStyleClass().add("hint");
        state.setWrapText(true);
        stop.setDisable(true);
        HBox buttons = new HBox(6, list, stop);
        buttons.getStyleClass().add("button-row");
        solutions.setId("allSolutionsList");
        solutions.getStyleClass().add("solution-list");
        solutions.setPlaceholder(new Label("None found yet"));
        // the list takes room once a listing starts, and keeps it while there is something in it
        solutions.managedProperty().bind(listing.or(javafx.beans.binding.Bindings.isNotEmpty(solutions.getItems())));
        solutions.visibleProperty().bind(solutions.managedProperty());
        setBody(buttons, state, solutions);
    }

    public Button listButton() {
        return list;
    }

    public Button stopButton() {
        return stop;
    }

    public Label stateLabel() {
        return state;
    }

    public ListView<Algorithm> solutionList() {
        return solutions;
    }

    /**
     * While listing: stop is offered, a new listing is not, and the list is shown at once, so the
     * card takes its room when the listing starts (cards above it may fold then) rather than as
     * solutions arrive (when nothing above it may move).
     */
    void setRunning(boolean running) {
        list.setDisable(running);
        stop.setDisable(!running);
        listing.set(running);
        if (running) {
            makeRoom(0); // the list has its full height from the start
        }
    }
}
