package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.notation.Algorithm;
import cubelab.notation.Move;
import cubelab.notation.Turn;
import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * The cube's moves form a group, checked on the sticker model (every kind of move: faces, wide
 * turns, slices, rotations) and on the piece model (the 18 face turns), from random positions.
 */
class CubeGroupPropertiesTest {

    @Property(tries = 200)
    void aMoveToTheFourthPowerIsTheIdentity(@ForAll("positions") FaceletCube cube, @ForAll("moves") Move move) {
        FaceletCube after = cube;
        for (int i = 0; i < 4; i++) {
            after = after.apply(move);
        }
        assertThat(after).isEqualTo(cube);
        assertThat(cube.apply(move)).as("a quarter or half turn moves something").isNotEqualTo(cube);
    }

    @Property(tries = 200)
    void aMoveFollowedByItsInverseIsTheIdentity(@ForAll("positions") FaceletCube cube, @ForAll("moves") Move move) {
        assertThat(cube.apply(move).apply(move.inverse())).isEqualTo(cube);
        assertThat(cube.apply(move.inverse()).apply(move)).isEqualTo(cube);
    }

    @Property(tries = 200)
    void turnsAboutOneAxisCommute(@ForAll("positions") FaceletCube cube, @ForAll("moves") Move first,
            @ForAll("moves") Move second) {
        if (first.turn().axis() != second.turn().axis()) {
            // turns about different axes: R U is not U R (checked on the solved cube only, where it is sure)
            if (first.turn().kind() == Turn.Kind.FACE && second.turn().kind() == Turn.Kind.FACE) {
                assertThat(FaceletCube.SOLVED.apply(first).apply(second))
                        .isNotEqualTo(FaceletCube.SOLVED.apply(second).apply(first));
            }
            return;
        }
        assertThat(cube.apply(first).apply(second)).isEqualTo(cube.apply(second).apply(first));
    }

    @Property(tries = 200)
    void oppositeFacesCommute(@ForAll("positions") FaceletCube cube, @ForAll("faceMoves") Move move,
            @ForAll("quarterTurns") int amount) {
        Move opposite = Move.of(opposite(move.turn()), amount);
        assertThat(cube.apply(move).apply(opposite)).isEqualTo(cube.apply(opposite).apply(move));
    }

    @Property(tries = 200)
    void anAlgorithmFollowedByItsInverseIsTheIdentity(@ForAll("positions") FaceletCube cube,
            @ForAll("algorithms") Algorithm algorithm) {
        assertThat(cube.apply(algorithm).apply(algorithm.inverse())).isEqualTo(cube);
        assertThat(cube.apply(algorithm.concat(algorithm.inverse()))).isEqualTo(cube);
    }

    @Property(tries = 200)
    void thePieceModelMultipliesAsTurnsCompose(@ForAll("faceTurns") List<FaceTurn> first,
            @ForAll("faceTurns") List<FaceTurn> second) {
        CubieCube a = CubieCube.SOLVED.apply(first);
        CubieCube b = CubieCube.SOLVED.apply(second);
        assertThat(a.multiply(b)).isEqualTo(a.apply(second));
        assertThat(a.multiply(a.inverse())).isEqualTo(CubieCube.SOLVED);
        assertThat(a.multiply(b).inverse()).isEqualTo(b.inverse().multiply(a.inverse()));
        assertThat(a.isSolvable()).isTrue();
    }

    @Property(tries = 200)
    void theStickerAndPieceModelsTurnAlike(@ForAll("faceTurns") List<FaceTurn> turns) throws Exception {
        FaceletCube stickers = FaceletCube.SOLVED;
        for (FaceTurn turn : turns) {
            stickers = stickers.apply(Move.of(Turn.valueOf(turn.face().name()), turn.quarterTurns()));
        }
        assertThat(stickers.toCubieCube()).isEqualTo(CubieCube.SOLVED.apply(turns));
    }

    private static Turn opposite(Turn face) {
        return switch (face) {
            case U -> Turn.D;
            case D -> Turn.U;
            case R -> Turn.L;
            case L -> Turn.R;
            case F -> Turn.B;
            case B -> Turn.F;
            default -> throw new IllegalArgumentException(face.toString());
        };
    }

    @Provide
    Arbitrary<Move> moves() {
        return Combinators.combine(Arbitraries.of(Turn.class), quarterTurns()).as(Move::of);
    }

    @Provide
    Arbitrary<Move> faceMoves() {
        return Combinators.combine(Arbitraries.of(Turn.U, Turn.R, Turn.F, Turn.D, Turn.L, Turn.B), quarterTurns())
                .as(Move::of);
    }

    @Provide
    Arbitrary<Integer> quarterTurns() {
        return Arbitraries.integers().between(1, 3);
    }

    @Provide
    Arbitrary<Algorithm> algorithms() {
        return moves().list().ofMaxSize(30).map(Algorithm::new);
    }

    @Provide
    Arbitrary<List<FaceTurn>> faceTurns() {
        return Arbitraries.of(FaceTurn.class).list().ofMaxSize(30);
    }

    /** Uniformly random positions (and now and then the solved cube). */
    @Provide
    Arbitrary<FaceletCube> positions() {
        Arbitrary<FaceletCube> random = Arbitraries.longs().map(
                seed -> FaceletCube.fromCubieCube(new RandomStateScrambler(new SplittableRandom(seed)).next()));
        return Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(1, Arbitraries.just(FaceletCube.SOLVED)), net.jqwik.api.Tuple.of(9, random));
    }
}
