package cubelab.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierStatus;
import cubelab.solve.tier.TimeEstimate;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The Solver tables window's words for a tier's build and its Delete question. */
class TierWordsTest {

    private static TierOverview row(cubelab.solve.tier.SolverTier tier, TierStatus status) {
        return new TierOverview(tier, status, TimeEstimate.of(480), TimeEstimate.of(2), Optional.empty(), false, false);
    }

    @Test
    void aTiersBuildAndDeleteSayWhatBuildingAgainTakes() {
        TierOverview large = row(TierRegistry.LARGE, TierStatus.BUILT);
        assertThat(TierWords.buildTime(large)).isEqualTo("about 8 min");
        assertThat(TierWords.deleteQuestion(large)).isEqualTo(
                "Delete the large tables? This frees 8.1 GB; building them again takes about 8 min here.");
    }

    /** An earlier version's tables are never built again: no build time, and Delete says so. */
    @Test
    void anEarlierVersionsTablesShowNoBuildTimeAndDeleteSaysTheyAreNotBuiltAgain() {
        TierOverview earlier = row(TierRegistry.EARLIER_LARGE, TierStatus.BUILT);
        assertThat(TierWords.buildTime(earlier)).isEqualTo("–");
        assertThat(TierWords.deleteQuestion(earlier)).isEqualTo("Delete the earlier-large tables? This frees 8.1 GB;"
                + " they are not built again: the large tables replace them.");
        assertThat(TierWords.gives(TierRegistry.EARLIER_LARGE)).contains("earlier version").contains("still solve");
        TierOverview earlierDiagonals = row(TierRegistry.EARLIER_DIAGONALS, TierStatus.BUILT);
        assertThat(TierWords.deleteQuestion(earlierDiagonals)).isEqualTo("Delete the earlier-diagonals tables? This"
                + " frees 3.0 GB; they are not built again: the diagonals tables replace them.");
        assertThat(TierWords.gives(TierRegistry.EARLIER_DIAGONALS)).contains("earlier version").contains("solve as fast");
    }
}
