package cubelab.cli;

import cubelab.cli.options.StandardOutput;
import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.TablesOption;
import cubelab.cli.options.ThreadsOption;
import cubelab.solve.LoadedTier;
import cubelab.solve.OptimalSearch;
import cubelab.solve.TablesDamagedException;
import cubelab.solve.SearchAnswer;
import cubelab.solve.SearchGaveUpException;
import cubelab.solve.SolveMethod;
import cubelab.solve.TierChoice;
import cubelab.solve.UpperBoundPolicy;
import cubelab.solve.tier.TierUnavailableException;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
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
    public Integer call() throws IOException, InterruptedException, TierUnavailableException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        boolean batch = input.batch != null;
        // read every cube before loading tables, so a typo costs nothing
        List<CubeLine> cubes = readCubes();
        int exit = cubes.stream().mapToInt(CubeLine::exit).max().orElse(OK);
        if (!batch && !cubes.get(0).readable()) {
            err.println(cubes.get(0).error());
            if (json) {
                out.println(SolveOutput.Json.lineError(cubes.get(0)).with("exit", exit));
                out.flush();
            }
            return exit;
        }
        // the two-phase tables (about a second) build while the tier loads
        OptimalSearch.Start start = new OptimalSearch.Settings(method, threadCount.threads, storeDepth, maxNodes, all,
                timeout == null ? null : Duration.ofMillis((long) (timeout * 1000)), !noUpperBound).start();
        LoadedTier loaded;
        try {
            loaded = TierChoice.load(tier, tableDirectory.location(), threadCount.threads, ProgressLines.notes(err),
                    ProgressLines.builds(err));
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            if (json) {
                out.println(JsonLines.object().with("error", e.getMessage()).with("exit", USAGE));
                out.flush();
            }
            return USAGE;
        }
        OptimalSearch search = start.on(loaded, ProgressLines.notes(err));
        SolveOutput output = SolveOutput.of(json, batch, out);
        boolean rebuilt = false;
        for (int i = 0; i < cubes.size(); i++) {
            StandardOutput.check(out);
            try {
                exit = Math.max(exit, solve(cubes.get(i), search, output, err));
            } catch (TablesDamagedException damaged) {
                if (rebuilt) {
                    throw damaged;
                }
                // found by the check that runs while the first searches read the table: build it
                // again, once, and search this cube again
                ProgressLines.notes(err).accept(damaged.getMessage() + "; rebuilding");
                loaded = TierChoice.rebuild(loaded, tableDirectory.location(), threadCount.threads,
                        ProgressLines.notes(err), ProgressLines.builds(err));
                search = start.on(loaded, ProgressLines.notes(err));
                rebuilt = true;
                i--;
            }
        }
        out.flush();
        return exit;
    }

    /** The cubes of the command line or the batch file, each read or refused with its error. */
    private List<CubeLine> readCubes() throws IOException {
        if (input.batch != null) {
            return BatchFile.read(input.batch).stream().map(line -> CubeLine.read(line, CubeInput::read)).toList();
        }
        BatchFile.Line line = new BatchFile.Line(1, input.facelets != null ? input.facelets : input.scramble, null);
        return List.of(CubeLine.read(line, input.facelets != null ? CubeInput::faceletsArgument : CubeInput::scramble));
    }

    /** Solves one cube and prints what came of it; returns its exit code (an unreadable line's is counted already). */
    private int solve(CubeLine cube, OptimalSearch search, SolveOutput output, PrintWriter err)
            throws InterruptedException {
        boolean batch = input.batch != null;
        if (!cube.readable()) {
            err.println("line " + cube.number() + ": " + cube.error());
            output.unreadable(cube);
            return OK;
        }
        SearchAnswer answer;
        try {
            answer = search.solve(cube.cube());
        } catch (SearchGaveUpException gaveUp) {
            if (!batch) {
                throw gaveUp;
            }
            // one cube's spent budget ends that cube, not the batch
            err.println("line " + cube.number() + ": " + gaveUp.getMessage());
            output.gaveUp(cube, gaveUp.getMessage());
            return TIMEOUT;
        }
        if (!answer.solved()) {
            String sentence = unsolved(answer);
            err.println((batch ? "line " + cube.number() + ": " : "") + sentence);
            output.unsolved(cube, sentence, answer.seconds());
            return TIMEOUT;
        }
        output.solved(cube, answer);
        return OK;
    }

    /** Why a search ended without a solution, with how far it got. */
    private String unsolved(SearchAnswer answer) {
        return switch (answer.ending()) {
            case TIMED_OUT -> String.format(Locale.ROOT,
                    "TIMEOUT: no solution found within %.3f s (searched to depth %d, %d nodes)", timeout,
                    answer.depth(), answer.nodes());
            case NODE_BUDGET_SPENT -> String.format(Locale.ROOT,
                    "GAVE_UP: the node budget is spent (searched to depth %d, %d nodes)", answer.depth(), answer.nodes());
            default -> "NOT_FOUND: " + answer.ending();
        };
    }
}
