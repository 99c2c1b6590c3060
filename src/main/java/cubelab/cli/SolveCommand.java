package cubelab.cli;

import cubelab.cli.options.StandardOutput;
import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.common.Excerpt;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.InvalidCubeException;
import cubelab.notation.NotationException;
import cubelab.search.Heuristic;
import cubelab.search.SearchOptions;
import cubelab.search.SearchResult;
import cubelab.search.twophase.TwoPhaseSolver;
import cubelab.solve.SearchGaveUpException;
import cubelab.solve.SolveMethod;
import cubelab.solve.UpperBoundPolicy;
import cubelab.tables.MemoryBudgetExceededException;
import cubelab.tables.NativeLibrary;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code solve}: an optimal solution (half-turn metric) of a cube given as facelets, a scramble,
 * or a batch file. By default IDA* gets a two-phase solution, shortened while it searches, as an
 * upper bound ({@link UpperBoundPolicy}); {@code --no-upper-bound} turns that off. Exit codes: 0 solved, 2 bad usage or notation, 3 invalid cube, 4 timeout.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Solve a cube optimally (IDA* with pattern databases).")
public final class SolveCommand implements Callable<Integer> {

    private static final int OK = ExitCodes.OK;
    private static final int USAGE = ExitCodes.USAGE;
    private static final int INVALID_CUBE = ExitCodes.INVALID_CUBE;
    private static final int TIMEOUT = ExitCodes.TIMEOUT;

    @Spec
    CommandSpec spec;

    /** What to solve: exactly one of the three (picocli says so when it is not). */
    static final class Input {
        @Parameters(arity = "1", paramLabel = "<facelets>", description = "54 letters URFDLB.")
        String facelets;

        @Option(names = "--scramble", paramLabel = "<algorithm>", description = "Solve the cube this algorithm makes.")
        String scramble;

        @Option(names = "--batch", paramLabel = "FILE",
                description = "One cube per line (facelets or algorithm); prints <length>\\t<seconds>\\t<solution> per line.")
        Path batch;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    Input input;

    @Mixin
    TablesOption tableDirectory;

    @Option(names = "--tier", converter = TierNames.Heuristics.class, completionCandidates = TierNames.Heuristics.class,
            description = "The heuristic (see pdb list): ${COMPLETION-CANDIDATES}. Default: the fastest tier built "
                    + "here that fits in memory.")
    String tier;

    @Mixin
    ThreadsOption threadCount;

    @Option(names = "--timeout", converter = OptionRanges.Seconds.class, paramLabel = "SECONDS", description = "Give up after this long (per cube), more than 0 and at most 86,400 (a day).")
    Double timeout;

    @Option(names = "--all", description = "Print every optimal solution.")
    boolean all;

    @Option(names = "--json", description = "JSON output.")
    boolean json;

    @Option(names = "--method", defaultValue = "ida",
            description = "ida (IDA*), perimeter (IDA* ending in a backward store) or bidirectional "
                    + "(A* meeting a backward store: bidirectional A* with pre-stored backward states, IJARCCE 2013); default ${DEFAULT-VALUE}.")
    SolveMethod.Kind method;

    @Option(names = "--no-upper-bound",
            description = "Do not give IDA* a two-phase solution as an upper bound (it then runs its last "
                    + "iteration instead of proving the two-phase length optimal by exhausting the depth below).")
    boolean noUpperBound;

    @Option(names = "--store-depth", defaultValue = "6", converter = OptionRanges.StoreDepth.class,
            description = "Depth of the backward store for perimeter and bidirectional, 0 to 7 (7 needs ~5 GB and minutes to build).")
    int storeDepth;

    @Option(names = "--max-nodes", converter = OptionRanges.NodeCap.class, paramLabel = "N",
            description = "Bidirectional A*: give up (exit 4) after expanding N nodes, 1 to 10^15; its memory budget is "
                    + "a share of the free heap in any case (default ${DEFAULT-VALUE}).", defaultValue = "50000000")
    long maxNodes;

    @Override
    public Integer call() throws IOException, InterruptedException {
        int threads = threadCount.threads;
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        String facelets = input.facelets;
        String scramble = input.scramble;
        Path batch = input.batch;
        List<BatchFile.Line> lines = batch != null ? BatchFile.read(batch)
                : List.of(new BatchFile.Line(1, facelets != null ? facelets : scramble, null));
        List<String> inputs = lines.stream().map(BatchFile.Line::text).toList();
        // read every cube before loading tables, so a typo costs nothing
        CubieCube[] cubes = new CubieCube[inputs.size()];
        String[] errors = new String[inputs.size()];
        // where a line's notation error is, for --json (the text says it too)
        Integer[] errorIndexes = new Integer[inputs.size()];
        int exit = OK;
        for (int i = 0; i < inputs.size(); i++) {
            try {
                if (!lines.get(i).readable()) {
                    errors[i] = lines.get(i).error();
                    exit = exit == OK ? USAGE : exit;
                    continue;
                }
                cubes[i] = facelets != null ? CubeInput.facelets(inputs.get(i))
                        : scramble != null ? CubeInput.scramble(inputs.get(i)) : CubeInput.read(inputs.get(i));
            } catch (InvalidCubeException e) {
                errors[i] = e.getMessage();
                exit = Math.max(exit, INVALID_CUBE);
            } catch (NotationException e) {
                errors[i] = e.getMessage();
                errorIndexes[i] = e.index();
                exit = exit == OK ? USAGE : exit;
            }
        }
        if (batch == null && errors[0] != null) {
            err.println(errors[0]);
            if (json) {
                out.println(lineError(lines.get(0), errors[0], errorIndexes[0]).with("exit", exit));
                out.flush();
            }
            return exit;
        }
        // the two-phase tables (about a second) build while the pattern databases load
        boolean upperBound = !noUpperBound && !all && method != SolveMethod.Kind.bidirectional;
        CompletableFuture<TwoPhaseSolver> twoPhase = upperBound
                ? CompletableFuture.supplyAsync(TwoPhaseSolver::create) : null;
        HeuristicChoice.Loaded loaded;
        try {
            loaded = HeuristicChoice.load(tier, tableDirectory.tables, threads, err);
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            if (json) {
                out.println(JsonLines.object().with("error", e.getMessage()).with("exit", USAGE));
                out.flush();
            }
            return USAGE;
        }
        Heuristic heuristic = loaded.heuristic();
        NativeLibrary.status().note().ifPresent(err::println);
        SolveMethod search = SolveMethod.create(method, heuristic, threads, storeDepth, maxNodes, line -> {
            err.println(line);
            err.flush();
        });
        SearchOptions options = SearchOptions.defaults().withAllSolutions(all)
                .withTimeLimit(timeout == null ? null : Duration.ofMillis((long) (timeout * 1000)));
        // per-cube times leave out the one-off two-phase table build
        UpperBoundPolicy bound = upperBound ? UpperBoundPolicy.forTier(loaded.tier(), twoPhase::join).prepare() : null;
        for (int i = 0; i < cubes.length; i++) {
            StandardOutput.check(out);
            if (cubes[i] == null) {
                err.println("line " + lines.get(i).number() + ": " + errors[i]);
                out.println(json ? lineError(lines.get(i), errors[i], errorIndexes[i]) : "-1\t0.000\t" + errors[i]);
                continue;
            }
            long start = System.nanoTime();
            SearchResult result;
            try {
                result = bound != null ? bound.solve(cubes[i], options, search) : search.solve(cubes[i], options);
            } catch (SearchGaveUpException | MemoryBudgetExceededException gaveUp) {
                if (batch == null) {
                    throw gaveUp;
                }
                // one cube's spent budget ends that cube, not the batch
                exit = Math.max(exit, TIMEOUT);
                err.println("line " + lines.get(i).number() + ": " + gaveUp.getMessage());
                out.println(json ? JsonLines.object().with("line", lines.get(i).number())
                        .with("input", Excerpt.of(inputs.get(i))).with("error", gaveUp.getMessage()).with("exit", TIMEOUT) : "-1\t0.000\tGAVE_UP");
                continue;
            }
            double seconds = (System.nanoTime() - start) / 1e9;
            if (!result.solved()) {
                exit = Math.max(exit, TIMEOUT);
                String message = result.status() == SearchResult.Status.TIMED_OUT
                        ? String.format(Locale.ROOT, "TIMEOUT: no solution found within %.3f s (searched to depth %d, %d nodes)",
                                timeout, result.depth(), result.nodes())
                        : result.status() == SearchResult.Status.NODE_BUDGET_SPENT
                        ? String.format(Locale.ROOT, "GAVE_UP: the node budget is spent (searched to depth %d, %d nodes)",
                                result.depth(), result.nodes())
                        : "NOT_FOUND: " + result.status();
                err.println((batch != null ? "line " + lines.get(i).number() + ": " : "") + message);
                if (batch != null || json) {
                    out.println(json ? JsonLines.object().with("line", lines.get(i).number())
                            .with("input", Excerpt.of(inputs.get(i))).with("error", message).with("exit", TIMEOUT)
                            : String.format(Locale.ROOT, "-1\t%.3f\tTIMEOUT", seconds));
                }
                continue;
            }
            print(out, lines.get(i), result, seconds);
        }
        out.flush();
        return exit;
    }

    /** A line that could not be read, as JSON: its number, text and error, and where a notation error is. */
    private static JsonLines lineError(BatchFile.Line line, String error, Integer index) {
        JsonLines object = JsonLines.object().with("line", line.number()).with("input", Excerpt.of(line.text()))
                .with("error", error);
        return index == null ? object : object.with("index", index);
    }

    private void print(PrintWriter out, BatchFile.Line input, SearchResult result, double seconds) {
        if (json) {
            List<String> solutions = result.solutions().stream()
                    .map(solution -> SearchResult.toAlgorithm(solution).toString()).toList();
            JsonLines.object().with("line", input.number()).with("input", input.text()).with("solution", result.solution().toString())
                    .with("length", result.depth()).with("seconds", Math.round(seconds * 1000) / 1000.0)
                    .with("nodes", result.nodes()).with("solutions", solutions)
                    .with("proof", result.provenByExhaustion()
                            ? "known solution; depth " + (result.depth() - 1) + " exhausted" : "found by search")
                    .println(out);
        } else if (this.input.batch != null) {
            out.println(String.format(Locale.ROOT, "%d\t%.3f\t%s", result.depth(), seconds, result.solution()));
        } else {
            for (List<FaceTurn> solution : result.solutions()) {
                out.println(SearchResult.toAlgorithm(solution));
            }
        }
    }
}
