package cubelab.solve;

import cubelab.model.CubieCube;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.tables.DamagedTableException;
import cubelab.tables.MemoryBudgetExceededException;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

/**
 * The command line's optimal search on a loaded tier: one of the {@link SolveMethod}s, given a
 * two-phase solution as an upper bound ({@link UpperBoundPolicy}) unless the settings rule it
 * out, each cube answered as a {@link SearchAnswer}. One search serves one thread at a time.
 */
public final class OptimalSearch {

    /**
     * What {@code solve}'s options ask for.
     *
     * @param timeLimit   per cube; null for none
     * @param upperBound  whether a two-phase bound is wanted ({@link #boundUsed()} says whether it is used)
     */
    public record Settings(SolveMethod.Kind method, int threads, int storeDepth, long maxNodes,
            boolean allSolutions, Duration timeLimit, boolean upperBound) {

        /**
         * The two-phase bound serves IDA* asked for one solution: with every solution wanted the last
         * iteration runs to its end anyway, and bidirectional A* takes no bound.
         */
        boolean boundUsed() {
            return upperBound && !allSolutions && method != SolveMethod.Kind.bidirectional;
        }

        /** Starts building the two-phase tables in the background (about a second) so that they build while the tier loads. */
        public Start start() {
            return new Start(this, boundUsed() ? CompletableFuture.supplyAsync(TwoPhaseSolver::create) : null);
        }
    }

    /** Settings whose two-phase tables are building, waiting for the tier. */
    public static final class Start {
        private final Settings settings;
        private final CompletableFuture<TwoPhaseSolver> twoPhase; // null: no bound

        private Start(Settings settings, CompletableFuture<TwoPhaseSolver> twoPhase) {
            this.settings = settings;
            this.twoPhase = twoPhase;
        }

        /**
         * The search on {@code tier}. {@code report} hears whether the native loops run and each
         * step of a backward store's build (perimeter and bidirectional methods); the two-phase
         * tables are waited for here, so that per-cube times leave out their one-off build.
         *
         * @throws SearchGaveUpException when the backward store would not fit the heap
         */
        public OptimalSearch on(LoadedTier tier, Consumer<String> report) {
            NativeLoops.note().ifPresent(report);
            SolveMethod method;
            try {
                method = SolveMethod.create(settings.method(), tier.heuristic(), settings.threads(),
                        settings.storeDepth(), settings.maxNodes(), report);
            } catch (MemoryBudgetExceededException spent) {
                throw new SearchGaveUpException(spent);
            }
            SearchOptions options = SearchOptions.defaults().withAllSolutions(settings.allSolutions())
                    .withTimeLimit(settings.timeLimit());
            UpperBoundPolicy bound = twoPhase == null ? null
                    : UpperBoundPolicy.forTier(tier.tier(), twoPhase::join).prepare();
            return new OptimalSearch(method, options, bound);
        }
    }

    private final SolveMethod method;
    private final SearchOptions options;
    private final UpperBoundPolicy bound; // null: no two-phase bound

    private OptimalSearch(SolveMethod method, SearchOptions options, UpperBoundPolicy bound) {
        this.method = method;
        this.options = options;
        this.bound = bound;
    }

    /**
     * Searches one valid cube.
     *
     * @throws SearchGaveUpException when the search's memory or node budget is spent
     * @throws TablesDamagedException when the tier's tables are found damaged meanwhile
     */
    public SearchAnswer solve(CubieCube cube) throws InterruptedException {
        long start = System.nanoTime();
        try {
            SearchResult result = bound != null ? bound.solve(cube, options, method) : method.solve(cube, options);
            return SearchAnswer.of(result, (System.nanoTime() - start) / 1e9);
        } catch (MemoryBudgetExceededException spent) {
            throw new SearchGaveUpException(spent);
        } catch (DamagedTableException damaged) {
            throw new TablesDamagedException(damaged);
        }
    }
}
