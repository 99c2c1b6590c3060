package cubelab.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class AlgorithmTest {

    @Test
    void parsesEveryKindOfMove() {
        Algorithm algorithm = Algorithm.parse("U R' F2 D2' Rw r' Lw2 M E' S2 x y' z2 u3");
        assertThat(algorithm.toString()).isEqualTo("U R' F2 D2 Rw Rw' Lw2 M E' S2 x y' z2 Uw'");
        assertThat(algorithm.get(4).turn()).isEqualTo(Turn.RW);
        assertThat(algorithm.get(5)).isEqualTo(Move.of(Turn.RW, 3));
    }

    @Test
    void whitespaceAndParenthesesAreOptional() {
        assertThat(Algorithm.parse("RUR'U'")).isEqualTo(Algorithm.parse("R U R' U'"));
        assertThat(Algorithm.parse("  (R U) (R' U')  ")).isEqualTo(Algorithm.parse("R U R' U'"));
        assertThat(Algorithm.parse("(R U R' U')2").size()).isEqualTo(8);
        assertThat(Algorithm.parse("((R U)2 F)2").toString()).isEqualTo("R U R U F R U R U F");
        assertThat(Algorithm.parse("R\u2019 U\t\nF")).isEqualTo(Algorithm.parse("R' U F"));
        assertThat(Algorithm.parse("")).isEqualTo(Algorithm.EMPTY);
    }

    @Test
    void errorsNameTheCharacterIndexAndWhatWasExpected() {
        assertThatThrownBy(() -> Algorithm.parse("R U Q"))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.index()).isEqualTo(4);
                    assertThat(e.getMessage()).contains("'Q'").contains("index 4").contains("expected a move");
                });
        assertThatThrownBy(() -> Algorithm.parse("R U2 (F"))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.index()).isEqualTo(7);
                    assertThat(e.getMessage()).contains("'(' at index 5 is not closed");
                });
        assertThatThrownBy(() -> Algorithm.parse("R)")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.index()).isEqualTo(1));
        assertThatThrownBy(() -> Algorithm.parse("R4")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.index()).isEqualTo(1));
        assertThatThrownBy(() -> Algorithm.parse("R22")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.index()).isEqualTo(2));
        assertThatThrownBy(() -> Algorithm.parse("Mw")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.index()).isEqualTo(1));
        assertThatThrownBy(() -> Algorithm.parse("(R)0")).isInstanceOfSatisfying(NotationException.class,
                e -> assertThat(e.index()).isEqualTo(3));
    }

    @Test
    void inverseReversesAndInverts() {
        assertThat(Algorithm.parse("R U2 F' x").inverse().toString()).isEqualTo("x' F U2 R'");
        Algorithm algorithm = Algorithm.parse("R U R' U' M2 Rw");
        assertThat(algorithm.inverse().inverse()).isEqualTo(algorithm);
    }

    @Test
    void simplifyCancelsAndMerges() {
        assertThat(Algorithm.parse("R R'").simplify()).isEqualTo(Algorithm.EMPTY);
        assertThat(Algorithm.parse("R R").simplify().toString()).isEqualTo("R2");
        assertThat(Algorithm.parse("R R2").simplify().toString()).isEqualTo("R'");
        assertThat(Algorithm.parse("U R R' U").simplify().toString()).isEqualTo("U2");
        assertThat(Algorithm.parse("R L R'").simplify().toString()).isEqualTo("L");
        assertThat(Algorithm.parse("R U R").simplify().toString()).isEqualTo("R U R");
        assertThat(Algorithm.parse("F B F2 B'").simplify().toString()).isEqualTo("F'");
    }

    @Test
    void halfTurnMetricCountsSlicesTwiceAndRotationsNever() {
        assertThat(Algorithm.parse("R U2 F'").halfTurnMetricLength()).isEqualTo(3);
        assertThat(Algorithm.parse("M2 x y Rw").halfTurnMetricLength()).isEqualTo(3);
        assertThat(Algorithm.parse("R U2 F'").quarterTurnMetricLength()).isEqualTo(4);
    }
}
