package cubelab.search;

import cubelab.common.Cancellation;
import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Move;
import cubelab.tables.backward.BackwardStore;
import cubelab.tables.backward.BackwardStoreBuilder;
import cubelab.tables.backward.KeyMoves;
import cubelab.tables.backward.StoreLayout;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

@Tag("heavy")
class BidirectionalAStarTest {

    private static KeyMoves moves;
    private static BackwardStore store;

    @BeforeAll
    static void build() {
        moves = KeyMoves.build();
        store = new BackwardStoreBuilder(4, StoreLayout.recommended(), 5, moves).build((d, n, t) -> { }, new Cancellation());
    }

    @Test
    void everyTieBreakFindsTheOptimalLength() throws Exception {
        Heuristic base = SmallTables.heuristic();
        IdaStar reference = new IdaStar(base, 2);
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(23));
        for (int length = 0; length <= 8; length++) {
            List<FaceTurn> scramble = scrambler.next(length);
            CubieCube cube = CubieCube.SOLVED.apply(scramble);
            int optimal = reference.solve(cube, SearchOptions.defaults()).depth();
            for (TieBreak tieBreak : TieBreak.values()) {
                BidirectionalAStar search = new BidirectionalAStar(base, store, moves, tieBreak, PieceHeuristic.manhattan());
                BidirectionalResult result = search.solve(cube, SearchOptions.defaults(), 5_000_000);
                assertThat(result.solved()).as("%s %s", tieBreak, scramble).isTrue();
                assertThat(result.solution().size()).as("%s %s", tieBreak, scramble).isEqualTo(optimal);
                assertThat(result.forwardLength()).isEqualTo(Math.max(0, optimal - store.depth()));
                assertThat(replay(cube, result.solution().moves()).isSolved()).isTrue();
            }
        }
    }

    @Test
    void stopsAtTheExpansionLimit() throws Exception {
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(4)).next(30));
        BidirectionalAStar search = new BidirectionalAStar(SmallTables.heuristic(), store, moves, TieBreak.LIFO, null);
        BidirectionalResult result = search.solve(cube, SearchOptions.defaults(), 1_000);
        assertThat(result.status()).isEqualTo(SearchResult.Status.NOT_FOUND);
        assertThat(result.expanded()).isEqualTo(1_000);
        assertThat(result.generated()).isGreaterThan(1_000);
    }

    @Test
    void stopsOnceItsNodeBudgetIsSpent() throws Exception {
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(4)).next(30));
        BidirectionalAStar search = new BidirectionalAStar(SmallTables.heuristic(), store, moves, TieBreak.LIFO, null);
        BidirectionalResult result = search.solve(cube, SearchOptions.defaults().withNodeBudget(5_000), 1_000_000);
        assertThat(result.status()).isEqualTo(SearchResult.Status.NODE_BUDGET_SPENT);
        // checked before each expansion, which generates at most 18 nodes
        assertThat(result.generated()).isBetween(5_000L, 5_000L + FaceTurn.COUNT);
    }

    @Test
    void readsTheTimeLimitFromTheInjectedClock() throws Exception {
        CubieCube cube = CubieCube.SOLVED.apply(new RandomMoveScrambler(new SplittableRandom(4)).next(30));
        BidirectionalAStar search = new BidirectionalAStar(SmallTables.heuristic(), store, moves, TieBreak.LIFO, null);
        // a clock that moves one second per reading: the start reads 1 s, so the deadline is 11 s
        java.util.concurrent.atomic.AtomicLong now = new java.util.concurrent.atomic.AtomicLong();
        SearchOptions options = SearchOptions.defaults().withTimeLimit(java.time.Duration.ofSeconds(10))
                .withClock(() -> now.addAndGet(1_000_000_000L));
        BidirectionalResult result = search.solve(cube, options, 1_000_000);
        assertThat(result.status()).isEqualTo(SearchResult.Status.TIMED_OUT);
        // polled every 1,024 expansions from the first, reading 2 s, 3 s, …: 12 s is past it, at 10,240
        assertThat(result.expanded()).isEqualTo(10 * 1_024L);
        assertThat(result.elapsedSeconds()).isGreaterThan(10.0);
    }

    private static CubieCube replay(CubieCube cube, List<Move> moves) {
        for (Move move : moves) {
            cube = cube.apply(FaceTurn.of(move));
        }
        return cube;
    }
}
