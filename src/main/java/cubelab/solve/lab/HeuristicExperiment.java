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
        int step = 0;
        int steps = config.heuristics().size() * cubes.size();
        for (String name : config.heuristics()) {
            HeuristicCatalog.Entry entry = catalog.get(name, token, progress);
            Heuristic heuristic = entry.heuristic();
            double meanRandom = meanEstimate(heuristic, random);
            double rootSum = 0;
            double exactSum = 0;
            long nodes = 0;
            double seconds = 0;
            int solved = 0;
            long lengthSum = 0;
            String check = "ok";
            IdaStar search = new IdaStar(heuristic, config.threads());
            for (int i = 0; i < cubes.size(); i++) {
                Experiment.check(token);
                progress.update(String.format("%s: cube %d of %d", name, i + 1, cubes.size()), (double) step++ / steps);
                CubieCube cube = cubes.get(i);
                rootSum += rootEstimate(heuristic, cube);
                if (config.exact() && heuristic instanceof PartialProblemHeuristic partial) {
                    exactSum += partial.exactEstimate(cube);
                }
                SearchResult result = search.solve(cube, options);
                Experiment.check(token);
                nodes += result.nodes();
                seconds += result.elapsedSeconds();
                if (!result.solved()) {
                    check = "not all solved (" + result.status() + ")";
                    continue;
                }
                solved++;
                lengthSum += result.depth();
                if (!cube.apply(result.solutions().get(0)).isSolved()) {
                    check = "a solution does not solve its cube";
                } else if (reference[i] >= 0 && reference[i] != result.depth()) {
                    check = "lengths differ from an earlier heuristic";
                }
                reference[i] = result.depth();
            }
            int n = cubes.size();
            boolean exact = config.exact() && heuristic instanceof PartialProblemHeuristic;
            rows.add(List.of(name, Long.toString(entry.entries()), ExperimentResult.number(entry.seconds(), 1),
                    ExperimentResult.number(meanRandom, 3), ExperimentResult.number(rootSum / n, 2),
                    exact ? ExperimentResult.number(exactSum / n, 2) : "", Integer.toString(solved),
                    solved == 0 ? "" : ExperimentResult.number((double) lengthSum / solved, 2),
                    Long.toString(nodes / n), ExperimentResult.number(seconds / n, 3), check));
            series.add(new ExperimentResult.Series(name,
                    List.of(new double[] {meanRandom, Math.log10(Math.max(1, (double) nodes / n))})));
        }
        progress.update("Done", 1);
        return new ExperimentResult("Heuristic mean vs nodes generated (Korf 1997)", COLUMNS, rows,
                new ExperimentResult.Chart("Mean h over random cubes vs mean nodes (log scale)",
                        "mean heuristic value, random cubes", "nodes generated", false, true, series));
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
