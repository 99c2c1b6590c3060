package cubelab.race;

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
        Move move = new Move(row, column);
        assertThat(Move.parse(move.notation())).isEqualTo(move);
    }

    @Property
    void sequencesRoundTrip(@ForAll @IntRange(min = 0, max = 10) int row, @ForAll @IntRange(min = 0, max = 10) int column) {
        List<Move> moves = List.of(new Move(row, column), new Move(column, row), new Move(0, 0));
        assertThat(Move.parseSequence(Move.format(moves))).isEqualTo(moves);
    }

    @Test
    void namesCellsAsColumnLetterAndRowNumber() {
        assertThat(new Move(1, 2).notation()).isEqualTo("c2");
        assertThat(Move.ofCell(7, 5)).isEqualTo(new Move(1, 2));
        assertThat(Move.parse("K11")).isEqualTo(new Move(10, 10));
    }

    @Test
    void reportsTheCharacterIndexOfErrors() {
        assertThatThrownBy(() -> Move.parseSequence("c2 b0"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.index()).isEqualTo(4));
        assertThatThrownBy(() -> Move.parseSequence("c2 3b"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.index()).isEqualTo(3));
        assertThatThrownBy(() -> Move.parse("c"))
                .isInstanceOfSatisfying(NotationException.class, e -> assertThat(e.index()).isEqualTo(1));
    }
}
