package cubelab.ui;

import cubelab.ui.panel.Card;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.application.Platform;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.VBox;

/**
 * The Cube tab's side column, which fits its window instead of scrolling: when the cards are
 * taller than the column, the card used longest ago folds to its title row; when room comes back
 * (a taller window, a card that shrank or was folded by the user) the cards it folded unfold again,
 * the most recently used first. The card used last never folds, and cards below it fold before
 * cards above it. A card about to grow at the user's request (a search or a listing starting)
 * asks for its room at once, folding cards above it then if need be. When a card grows by itself
 * (an error appears), only cards below the one in use fold or unfold: what is under the pointer
 * never moves. If that is not enough, the column scrolls (keeping its scrolled distance) until the
 * next card is opened or the window is resized. A card the user folded stays folded until the user
 * or its content opens it. FX thread only.
 */
final class FoldingColumn implements Card.FoldWatcher {

    private final VBox content;
    private final ScrollPane scroll;
    /** The foldable cards, least recently used first. */
    private final List<Card> recency = new ArrayList<>();
    private final Set<Card> foldedByColumn = new HashSet<>();
    private boolean fitPending;
    /** Whether the pending fit may fold cards above the one in use (it moves what is under the pointer). */
    private boolean mayFoldAbove;

    /**
     * @param cards the foldable cards, most important last: before the user touches any, the first
     *              ones fold first
     */
    FoldingColumn(List<? extends Card> cards) {
        content = new VBox();
        content.getStyleClass().add("side-cards");
        scroll = new ScrollPane(content);
        scroll.setFitToWidth(true);
        scroll.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        scroll.getStyleClass().add("side");
        scroll.setId("sideScroll");
        for (Card card : cards) {
            card.makeFoldable(card.getId() == null ? "card" : card.getId(), this);
            recency.add(card);
        }
        scroll.viewportBoundsProperty().addListener((o, was, now) -> {
            // a taller or shorter window may rearrange everything; a narrower viewport (the scroll bar
            // showing, the divider dragged) only rewraps text, like a card that grows
            if (was.getHeight() != now.getHeight()) {
                scheduleFit(true);
            } else if (was.getWidth() != now.getWidth()) {
                scheduleFit(false);
            }
        });
        content.heightProperty().addListener((o, was, now) -> scheduleFit(false));
        for (Card card : cards) {
            card.roomToGrowProperty().addListener((o, was, now) -> scheduleFit(false));
        }
    }

    ScrollPane node() {
        return scroll;
    }

    VBox content() {
        return content;
    }

    @Override
    public void used(Card card) {
        recency.remove(card);
        recency.add(card);
    }

    @Override
    public void opened(Card card) {
        used(card);
        foldedByColumn.remove(card);
        scheduleFit(true);
    }

    @Override
    public void foldedByUser(Card card) {
        foldedByColumn.remove(card);
        scheduleFit(false);
    }

    /** Fits after the current pulse's layout, once however many changes asked for it. */
    private void scheduleFit(boolean foldAbove) {
        mayFoldAbove |= foldAbove;
        if (!fitPending) {
            fitPending = true;
            Platform.runLater(this::fit);
        }
    }

    /**
     * Folds until the cards fit, then unfolds what the column folded while it still fits; above the
     * card in use only when {@code mayFoldAbove} was asked for.
     */
    private void fit() {
        fitPending = false;
        boolean foldAbove = mayFoldAbove;
        mayFoldAbove = false;
        double available = scroll.getViewportBounds().getHeight();
        double width = scroll.getViewportBounds().getWidth();
        if (available <= 0 || width <= 0) {
            return;
        }
        Optional<Card> victim;
        while (needed(width) > available && (victim = nextToFold(foldAbove)).isPresent()) {
            victim.get().setExpanded(false);
            foldedByColumn.add(victim.get());
        }
        // unfolding above the card in use would push it down: only on an opening or a resize
        for (int i = recency.size() - 1; i >= 0; i--) {
            Card card = recency.get(i);
            if (foldedByColumn.contains(card) && shown(card) && (foldAbove || belowLastUsed(card))) {
                card.setExpanded(true);
                if (needed(width) > available) {
                    card.setExpanded(false);
                } else {
                    foldedByColumn.remove(card);
                }
            }
        }
    }

    /** The open card to fold next: not the one used last; below it before above it; oldest use first. */
    private Optional<Card> nextToFold(boolean foldAbove) {
        Card last = lastUsed();
        return recency.stream()
                .filter(card -> card != last && card.isExpanded() && shown(card))
                .filter(card -> foldAbove || belowLastUsed(card))
                .min(Comparator.comparing((Card card) -> !belowLastUsed(card)).thenComparing(recency::indexOf));
    }

    private Card lastUsed() {
        return recency.get(recency.size() - 1);
    }

    /** Whether folding or unfolding {@code card} leaves the card used last where it is. */
    private boolean belowLastUsed(Card card) {
        return content.getChildren().indexOf(card) > content.getChildren().indexOf(lastUsed());
    }

    private boolean shown(Card card) {
        return card.getParent() == content;
    }

    /** The cards' height at this width, with the room open cards keep for growth they announced. */
    private double needed(double width) {
        content.applyCss();
        double kept = recency.stream().filter(card -> shown(card) && card.isExpanded())
                .mapToDouble(card -> card.roomToGrowProperty().get()).sum();
        return content.prefHeight(width) + kept;
    }
}
