package cubelab.notation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Deeply nested parentheses end in a notation error at the character index, never a stack overflow. */
class AlgorithmNestingTest {

    @ParameterizedTest
    @ValueSource(ints = {3_000, 100_000})
    void deepNestingIsRefusedAtTheFirstParenthesisTooDeep(int levels) {
        String text = "(".repeat(levels) + "R" + ")".repeat(levels);
        assertThatThrownBy(() -> Algorithm.parse(text))
                .isInstanceOfSatisfying(NotationException.class, e -> {
                    assertThat(e.index()).isEqualTo(AlgorithmParser.MAX_NESTING);
                    assertThat(e.getMessage()).contains("nested more than " + AlgorithmParser.MAX_NESTING)
                            .contains("index " + AlgorithmParser.MAX_NESTING);
                });
    }

    @Test
    void unclosedDeepNestingIsRefusedToo() {
        assertThatThrownBy(() -> Algorithm.parse("(".repeat(100_000)))
                .isInstanceOf(NotationException.class).hasMessageContaining("nested more than");
    }

    @Test
    void nestingUpToTheLimitStillParses() {
        int levels = AlgorithmParser.MAX_NESTING;
        Algorithm parsed = Algorithm.parse("(".repeat(levels) + "R U" + ")".repeat(levels));
        assertThat(parsed).isEqualTo(Algorithm.parse("R U"));
    }
}
