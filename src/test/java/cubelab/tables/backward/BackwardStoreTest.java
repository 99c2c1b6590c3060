package cubelab.tables.backward;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.notation.Algorithm;
import cubelab.support.TestVectors;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class BackwardStoreTest {

    private static final int DEPTH = 5;
    private static KeyMoves moves;
    private static BackwardStore store;

    @BeforeAll
    static void build() {
        moves = KeyMoves.build();
        store = new BackwardStoreBuilder(DEPTH, StoreLayout.recommended(), 1, moves).build((d, n, t) -> { }, new Cancellation());
    }

    @Test
    void countsPerDistanceMatchCube20() {
        List<String[]> rows = TestVectors.rows("cube-distance-counts.tsv");
        long[] counts = store.countsByDistance();
        for (int distance = 0; distance <= DEPTH; distance++) {
            assertThat(counts[distance]).as("distance " + distance).isEqualTo(Long.parseLong(rows.get(distance)[1]));
        }
        assertThat(store.size()).isEqualTo(621_649L).isEqualTo(BackwardStoreBuilder.statesWithin(DEPTH));
    }

    @Test
    void storedStatesGiveAShortestPathThatSolves() {
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(2));
        for (int i = 0; i < 2_000; i++) {
            List<FaceTurn> scramble = scrambler.next(1 + i % DEPTH);
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            Optional<Algorithm> path = store.pathToSolved(cube);
            assertThat(path).as(scramble.toString()).isPresent();
            assertThat(path.get().size()).isLessThanOrEqualTo(scramble.size());
            assertThat(replay(cube, path.get()).isSolved()).isTrue();
            assertThat(store.distance(cube)).hasValue(path.get().size());
        }
        assertThat(store.distance(CubieCube.SOLVED)).hasValue(0);
    }

    @Test
    void statesSixMovesAwayAreMisses() {
        // a six-move sequence that is canonical and has no shorter equivalent is at distance 6
        CubieCube cube = CubieCube.SOLVED.apply(List.of(
                FaceTurn.R1, FaceTurn.U1, FaceTurn.F1, FaceTurn.D1, FaceTurn.L1, FaceTurn.B1));
        assertThat(store.distance(cube)).isEmpty();
        RandomStateScrambler random = new RandomStateScrambler(new SplittableRandom(3));
        for (int i = 0; i < 2_000; i++) {
            assertThat(store.distance(random.next())).isEmpty();
        }
    }

    @Test
    void everyLayoutGivesTheSameAnswers() {
        List<StoreLayout> layouts = new ArrayList<>();
        for (StoreLayout.Kind kind : StoreLayout.Kind.values()) {
            layouts.add(StoreLayout.of(kind, 0.5));
            layouts.add(StoreLayout.of(kind, 2.0));
        }
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(4));
        List<CubieCube> cubes = new ArrayList<>();
        for (int i = 0; i < 300; i++) {
            cubes.add(CubieCube.SOLVED.apply(scrambler.next(1 + i % 7)));
        }
        List<Integer> expected = cubes.stream().map(c -> store.distance(c).orElse(-1)).toList();
        for (StoreLayout layout : layouts) {
            BackwardStore other = new BackwardStoreBuilder(4, layout, 9, moves).build((d, n, t) -> { }, new Cancellation());
            for (int i = 0; i < cubes.size(); i++) {
                int want = expected.get(i) <= 4 ? expected.get(i) : -1;
                assertThat(other.distance(cubes.get(i)).orElse(-1)).as(other.describe()).isEqualTo(want);
            }
        }
    }

    @Test
    void theFilterConfirmsAMissInAboutOneProbe() {
        RandomStateScrambler random = new RandomStateScrambler(new SplittableRandom(5));
        long probes = 0;
        int misses = 20_000;
        for (int i = 0; i < misses; i++) {
            StateKey key = StateKey.of(random.next());
            probes += store.probes(store.hash(key.corners(), key.edges()));
        }
        assertThat((double) probes / misses).isLessThanOrEqualTo(1.05);
        assertThat((double) store.bytes() / store.size()).isLessThan(12.0);
    }

    @Test
    void keysRoundTripAndMoveLikeCubes() {
        RandomStateScrambler random = new RandomStateScrambler(new SplittableRandom(6));
        for (int i = 0; i < 2_000; i++) {
            CubieCube cube = random.next();
            StateKey key = StateKey.of(cube);
            assertThat(key.toCubieCube()).isEqualTo(cube);
            for (FaceTurn turn : FaceTurn.values()) {
                StateKey moved = StateKey.of(cube.apply(turn));
                assertThat(moves.corners(key.corners(), turn.ordinal())).isEqualTo(moved.corners());
                assertThat(moves.edges(key.edges(), turn.ordinal())).isEqualTo(moved.edges());
            }
        }
    }

    private static CubieCube replay(CubieCube cube, Algorithm algorithm) {
        for (var move : algorithm.moves()) {
            cube = cube.apply(FaceTurn.of(move));
        }
        return cube;
    }
}
