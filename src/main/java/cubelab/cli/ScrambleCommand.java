package cubelab.cli;

import cubelab.cli.options.StandardOutput;
import cubelab.cli.options.OptionRanges;
import cubelab.common.Cancellation;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomMoveScrambler;
import cubelab.notation.Algorithm;
import cubelab.solve.SolverUnavailableException;
import cubelab.solve.TwoPhaseCubeSolver;
import cubelab.solve.TwoPhaseScrambleSource;
import java.io.PrintWriter;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code scramble [--random-state | --moves N] [--seed S] [--count K]}: K lines
 * {@code <algorithm>\t<facelets>}, the algorithm producing those facelets from solved.
 */
@Command(name = "scramble", mixinStandardHelpOptions = true,
        description = {"Prints scrambles, one per line: <algorithm><TAB><facelets>.",
            "By default a uniformly random state (WCA 4b3), written as a short algorithm that makes it."})
final class ScrambleCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @ArgGroup(exclusive = true)
    private Mode mode = new Mode();

    @Option(names = "--seed", paramLabel = "S", converter = OptionRanges.Seed.class,
            description = "seed for a reproducible sequence of scrambles, any whole number of 64 bits")
    private Long seed;

    @Option(names = "--count", converter = OptionRanges.Count.class, paramLabel = "K", defaultValue = "1", description = "number of scrambles, 0 to 1,000,000,000 (default ${DEFAULT-VALUE})")
    private int count;

    static final class Mode {
        @Option(names = "--random-state", description = "a uniformly random state (the default)")
        boolean randomState;

        @Option(names = "--moves", converter = OptionRanges.Moves.class, paramLabel = "N",
                description = "N random face turns, 0 to 1,000, no face twice in a row (Korf used 100)")
        Integer moves;
    }

    @Override
    public Integer call() {
        SplittableRandom random = seed == null ? new SplittableRandom() : new SplittableRandom(seed);
        PrintWriter out = spec.commandLine().getOut();
        TwoPhaseScrambleSource states = new TwoPhaseScrambleSource(random, new TwoPhaseCubeSolver());
        RandomMoveScrambler moves = new RandomMoveScrambler(random);
        for (int i = 0; i < count; i++) {
            Algorithm algorithm;
            if (mode.moves != null) {
                List<FaceTurn> turns = moves.next(mode.moves);
                algorithm = new Algorithm(turns.stream().map(FaceTurn::toMove).toList());
            } else {
                algorithm = randomState(states);
            }
            out.println(algorithm + "\t" + FaceletCube.SOLVED.apply(algorithm));
            StandardOutput.check(out);
        }
        out.flush();
        return ExitCodes.OK;
    }

    private static Algorithm randomState(TwoPhaseScrambleSource states) {
        try {
            return states.next(new Cancellation()).algorithm();
        } catch (SolverUnavailableException e) {
            throw new UserException(ExitCodes.FAILURE, "error: " + e.getMessage());
        }
    }
}
