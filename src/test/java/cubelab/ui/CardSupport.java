package cubelab.ui;

import static cubelab.ui.UiSupport.fx;

import cubelab.ui.panel.Card;
import org.testfx.api.FxRobot;

/** Opens a folded side card as a user would before clicking in it: its chevron, by the robot. */
final class CardSupport {

    private CardSupport() {
    }

    /** Clicks the chevron of the card with this id (e.g. {@code "#allSolutionsCard"}) if it is folded. */
    static void open(FxRobot robot, String cardId) {
        if (!fx(() -> ((Card) robot.lookup(cardId).query()).isExpanded())) {
            robot.clickOn(cardId + "Fold");
            // the unfolded body, and the cards the column folds for it, are placed before the next click
            UiSupport.layOut(fx(() -> robot.lookup(cardId).query().getScene().getRoot()));
        }
    }
}
