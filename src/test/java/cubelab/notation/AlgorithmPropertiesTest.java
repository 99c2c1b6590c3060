package cubelab.notation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

class AlgorithmPropertiesTest {

    @Property
    void formatThenParseIsIdentityOnCanonicalText(@ForAll("algorithms") Algorithm algorithm) {
        String text = algorithm.toString();
        assertThat(Algorithm.parse(text)).isEqualTo(algorithm);
        assertThat(Algorithm.parse(text).toString()).isEqualTo(text);
    }

    @Property
    void inverseIsAnInvolutionAndPreservesLength(@ForAll("algorithms") Algorithm algorithm) {
        assertThat(algorithm.inverse().inverse()).isEqualTo(algorithm);
        assertThat(algorithm.inverse().halfTurnMetricLength()).isEqualTo(algorithm.halfTurnMetricLength());
    }

    @Property
    void simplifyNeverLengthensAndIsIdempotent(@ForAll("algorithms") Algorithm algorithm) {
        Algorithm simplified = algorithm.simplify();
        assertThat(simplified.size()).isLessThanOrEqualTo(algorithm.size());
        assertThat(simplified.simplify()).isEqualTo(simplified);
    }

    @Property(tries = 2000)
    void garbageNeverThrowsAnythingButANotationError(@ForAll("garbage") String text) {
        try {
            Algorithm.parse(text);
        } catch (NotationException e) {
            assertThat(e.index()).isBetween(0, text.length());
        }
    }

    @Provide
    Arbitrary<Algorithm> algorithms() {
        Arbitrary<Move> moves = Combinators.combine(
                Arbitraries.of(Turn.class), Arbitraries.integers().between(1, 3)).as(Move::new);
        return moves.list().ofMaxSize(30).map(Algorithm::new);
    }

    @Provide
    Arbitrary<String> garbage() {
        Arbitrary<String> notationish = Arbitraries.strings()
                .withChars("URFDLBurfdlbMESxyzw'2 3()0123456789\u2019\t")
                .ofMaxLength(40);
        Arbitrary<String> anything = Arbitraries.strings().all().ofMaxLength(40);
        return Arbitraries.oneOf(List.of(notationish, anything));
    }
}
