package cubelab.race.board;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

class MoveNotationTest {
    @Property
    void notationRoundTrips(@ForAll @IntRange(min = 0, max = 30) int row, @ForAll @IntRange(min = 0, max = 25) int column) {
        TileMove move = new TileMove(row, column);
        assertThat(TileMove.parse(move.notation())).isEqualTo(move);
    }

    @Property
    void sequencesRoundTrip(@ForAll @IntRange(min = 0, max = 10) int row, @ForAll @IntRange(min = 0, max = 10) int column) {
        List<TileMove> moves = List.of(new TileMove(row, column), new TileMove(column, row), new TileMove(0, 0));
        assertThat(TileMove.parseSequence(TileMove.format(moves))).isEqualTo(moves);
    }

    @Test
    void namesCellsAsColumnLetterAndRowNumber() {
        assertThat(new TileMove(1, 2).notation()).isEqualTo("c2");
        assertThat(TileMove.ofCell(7, 5)).isEqualTo(new TileMove(1, 2));
        assertThat(TileMove.parse("K11")).isEqualTo(new TileMove(10, 10));
    }

    @Test
    void reportsTheCharacterIndexOfErrors() {
        assertThatThrownBy(() -> TileMove.parseSequence("c2 b0"))
                .isInstanceOfSatisfying(TileNotationException.class, e -> assertThat(e.index()).isEqualTo(4));
        assertThatThrownBy(() -> TileMove.parseSequence("c2 3b"))
                .isInstanceOfSatisfying(TileNotationException.class, e -> assertThat(e.index()).isEqualTo(3));
        assertThatThrownBy(() -> TileMove.parse("c"))
                .isInstanceOfSatisfying(TileNotationException.class, e -> assertThat(e.index()).isEqualTo(1));
    }
}
