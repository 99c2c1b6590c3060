package cubelab.solve.lab;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class ExperimentResultTest {

    @Test
    void resultsAsCsvQuoteFieldsThatNeedItAndCheckRowWidths() {
        ExperimentResult.Chart chart = new ExperimentResult.Chart("t", "x", "y", false, true, List.of());
        ExperimentResult result = new ExperimentResult("title", List.of("a", "b"),
                List.of(List.of("1", "two words"), List.of("x,y", "say \"hi\"")), chart);
        // RFC 4180 (Commons CSV): only a comma, quote or line break needs quotes
        assertThat(result.toCsv()).isEqualTo("a,b\n1,two words\n\"x,y\",\"say \"\"hi\"\"\"\n");
        assertThatThrownBy(() -> new ExperimentResult("t", List.of("a"), List.of(List.of("1", "2")), chart))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
