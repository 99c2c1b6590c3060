package cubelab.race.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The bench CSV's lines as Commons CSV writes and reads them: plain fields as plain text, a field
 * with a comma or a quote quoted.
 */
class BenchDataCsvTest {

    private static final BenchData.Row ROW =
            new BenchData.Row(5, 10, 0, "astar", "assignment", "tile", "solved", 6, true, 100, 300, 1.25);

    @Test
    void plainRowsAreCommaSeparatedWithoutQuotes() {
        assertThat(BenchData.HEADER).isEqualTo("experiment,size,walk,sample,algorithm,heuristic,metric,outcome,"
                + "length,optimal,expanded,generated,millis");
        assertThat(ROW.toCsv()).isEqualTo("walk,5,10,0,astar,assignment,tile,solved,6,true,100,300,1.250");
        assertThat(BenchData.gameCsv(5, 3, "colour-tables", "push", "optimal-hint", 17, true, 1234, 12.5))
                .isEqualTo("game,5,,3,ida,colour-tables,push,optimal-hint,17,true,1234,,12.500");
    }

    @Test
    void aFieldWithACommaOrAQuoteIsQuotedAndReadBack() {
        BenchData.Row odd = new BenchData.Row(5, 10, 0, "a,b", "say \"hi\"", "tile", "solved", 6, true, 100, 300, 1.0);
        assertThat(odd.toCsv()).contains("\"a,b\"", "\"say \"\"hi\"\"\"");
        assertThat(BenchData.parse(List.of(BenchData.HEADER, odd.toCsv())).rows()).containsExactly(odd);
        assertThat(odd.series()).isEqualTo("a,b/say \"hi\"");
    }

    @Test
    void anUnclosedQuoteNamesItsLine() {
        assertThatThrownBy(() -> BenchData.parse(List.of(BenchData.HEADER, "", "walk,\"5,10")))
                .isInstanceOfSatisfying(BenchData.BenchFormatException.class, e -> assertThat(e.line()).isEqualTo(3))
                .hasMessageStartingWith("line 3: not a CSV line");
    }
}
