package cubelab.solve.lab;

import cubelab.common.Cancellation;
import cubelab.common.Progress;
import cubelab.model.CubieCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import cubelab.search.Heuristic;
import cubelab.search.IdaStar;
import cubelab.search.PartialProblemHeuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.solve.tier.HeuristicCatalog;
import cubelab.tables.TableFileException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Korf's first analysis: a heuristic's mean value against the nodes IDA* generates with it. Every
 * heuristic solves the same N cubes of K random moves; its mean over random cubes is measured on
 * the same sample of random states. Each solution is replayed, and the lengths must agree.
 */
public final class HeuristicExperiment {

    /**
     * @param exact also compute the IJARCCE 2013 paper's exact partial-problem h of each cube (per instance,
     *              seconds each) for the partial heuristics
     */
    public record Config(List<String> heuristics, int count, int moves, int samples, long seed, int threads,
            double timeoutSeconds, boolean exact) {
        public Config {
            heuristics = List.copyOf(heuristics);
            if (heuristics.isEmpty() || count < 1 || moves < 0 || samples < 1 || threads < 1 || timeoutSeconds <= 0) {
                throw new IllegalArgumentException("bad heuristic experiment configuration");
            }
        }
    }

    public static final List<String> COLUMNS = List.of("heuristic", "entries", "load_seconds", "mean_h_random",
            "mean_h_instances", "mean_exact_h_instances", "solved", "mean_length", "mean_nodes", "mean_seconds",
            "check");

    private HeuristicExperiment() {
    }

    public static ExperimentResult run(Config config, HeuristicCatalog catalog, Cancellation token,
            Progress progress) throws InterruptedException, TableFileException {
        List<CubieCube> cubes = new ArrayList<>();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(config.seed()));
        for (int i = 0; i < config.count(); i++) {
            cubes.add(CubieCube.SOLVED.apply(scrambler.next(config.moves())));
        }
        List<CubieCube> random = randomStates(config.samples(), config.seed() + 1);
        SearchOptions options = SearchOptions.defaults().withCancellation(token)
                .withTimeLimit(Duration.ofMillis((long) (config.timeoutSeconds() * 1000)));
        int[] reference = new int[cubes.size()];
        java.util.Arrays.fill(reference, -1);
        List<List<String>> rows = new ArrayList<>();
        List<ExperimentResult.Series> series = new ArrayList<>();
        for (int h = 0; h < config.heuristics().size(); h++) {
            String name = config.heuristics().get(h);
            HeuristicCatalog.Entry entry = catalog.get(name, token, progress);
            Heuristic heuristic = entry.heuristic();
            double meanRandom = meanEstimate(heuristic, random);
            Tally tally = new Tally(config.exact() && heuristic instanceof PartialProblemHeuristic);
            IdaStar search = new IdaStar(heuristic, config.threads());
            for (int i = 0; i < cubes.size(); i++) {
                Experiment.check(token);
                progress.update(String.format("%s: cube %d of %d", name, i + 1, cubes.size()),
                        (double) (h * cubes.size() + i) / (config.heuristics().size() * cubes.size()));
                tally.solve(search, heuristic, cubes.get(i), options, reference, i);
                Experiment.check(token);
            }
            rows.add(tally.row(name, entry, meanRandom, cubes.size()));
            series.add(new ExperimentResult.Series(name,
                    List.of(new double[] {meanRandom, Math.log10(Math.max(1, (double) tally.nodes / cubes.size()))})));
        }
        progress.update("Done", 1);
        return new ExperimentResult("Heuristic mean vs nodes generated (Korf 1997)", COLUMNS, rows,
                new ExperimentResult.Chart("Mean h over random cubes vs mean nodes (log scale)",
                        "mean heuristic value, random cubes", "nodes generated", false, true, series));
    }

    /** One heuristic's sums over the cubes, each solution replayed and its length compared with the earlier heuristics'. */
    private static final class Tally {
        private final boolean exact;
        private double rootSum;
        private double exactSum;
        private long nodes;
        private double seconds;
        private int solved;
        private long lengthSum;
        private String check = "ok";

        Tally(boolean exact) {
            this.exact = exact;
        }

        void solve(IdaStar search, Heuristic heuristic, CubieCube cube, SearchOptions options, int[] reference,
                int index) throws InterruptedException {
            rootSum += rootEstimate(heuristic, cube);
            if (exact) {
                exactSum += ((PartialProblemHeuristic) heuristic).exactEstimate(cube);
            }
            SearchResult result = search.solve(cube, options);
            nodes += result.nodes();
            seconds += result.elapsedSeconds();
            if (!result.solved()) {
                check = "not all solved (" + result.status() + ")";
                return;
            }
            solved++;
            lengthSum += result.depth();
            if (!cube.apply(result.solutions().get(0)).isSolved()) {
                check = "a solution does not solve its cube";
            } else if (reference[index] >= 0 && reference[index] != result.depth()) {
                check = "lengths differ from an earlier heuristic";
            }
            reference[index] = result.depth();
        }

        List<String> row(String name, HeuristicCatalog.Entry entry, double meanRandom, int cubes) {
            return List.of(name, Long.toString(entry.entries()), ExperimentResult.number(entry.seconds(), 1),
                    ExperimentResult.number(meanRandom, 3), ExperimentResult.number(rootSum / cubes, 2),
                    exact ? ExperimentResult.number(exactSum / cubes, 2) : "", Integer.toString(solved),
                    solved == 0 ? "" : ExperimentResult.number((double) lengthSum / solved, 2),
                    Long.toString(nodes / cubes), ExperimentResult.number(seconds / cubes, 3), check);
        }
    }

    /** {@code count} uniformly random cubes from {@code seed}. */
    static List<CubieCube> randomStates(int count, long seed) {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(seed));
        List<CubieCube> cubes = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            cubes.add(scrambler.next());
        }
        return cubes;
    }

    /** The mean of the heuristic's estimate over {@code cubes}. */
    static double meanEstimate(Heuristic heuristic, List<CubieCube> cubes) {
        return cubes.stream().mapToInt(cube -> rootEstimate(heuristic, cube)).average().orElse(0);
    }

    static int rootEstimate(Heuristic heuristic, CubieCube cube) {
        int[] state = new int[heuristic.stateWidth()];
        heuristic.encode(cube, state, 0);
        return heuristic.estimate(state, 0);
    }
}
