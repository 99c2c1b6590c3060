package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The reference figures are data: the shipped file reads whole, and a damaged one names what is wrong. */
class ReferenceFiguresTest {

    @Test
    void theShippedFiguresNameTheirMachineAndCoverEveryMeasuredTier() {
        ReferenceFigures figures = ReferenceFigures.bundled();
        assertThat(figures.machine()).contains("2 cores");
        assertThat(figures.measured()).matches("\\d{4}-\\d{2}-\\d{2}");
        assertThat(figures.builds()).containsKeys("korf", "standard", "large", "slice-flip8");
        assertThat(figures.searches()).containsKeys("korf", "standard", "large", "huge");
        assertThat(figures.search("large")).isEqualTo(TierRegistry.LARGE.searchCost());
        assertThat(figures.buildSeconds("standard")).isEqualTo(TierRegistry.STANDARD.referenceBuildSeconds());
        figures.searches().values().forEach(cost -> assertThat(cost.measured()).isTrue());
    }

    @Test
    void aFigureThatIsNotThereOrNotANumberIsNamed() {
        ReferenceFigures none = ReferenceFigures.parse(Map.of("builds", Map.of(), "searches", Map.of()));
        assertThatThrownBy(() -> none.search("large")).hasMessageContaining("no search figure for large");
        assertThatThrownBy(() -> ReferenceFigures.parse(Map.of("builds", Map.of("large", Map.of("seconds", "soon")),
                "searches", Map.of()))).hasMessageContaining("seconds is not a number");
        assertThatThrownBy(() -> ReferenceFigures.parse(Map.of("builds", Map.of())))
                .hasMessageContaining("searches is missing");
    }
}
