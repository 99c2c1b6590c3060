package cubelab.cli.race;

import cubelab.race.Board;
import cubelab.race.Scramblers;
import cubelab.race.Target;
import java.io.PrintWriter;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** {@code race scramble}: K lines {@code <board>\t<target>}, seeded. */
@Command(name = "scramble", mixinStandardHelpOptions = true,
        description = "Random boards with dice targets, or random walks from a solved board.")
public final class RaceScrambleCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--size", defaultValue = "5", description = "board size n ≥ 3 (default: ${DEFAULT-VALUE})")
    private int size;

    @Option(names = "--moves", description = "random blank moves from a board that shows the target; "
            + "without it the board is uniformly random")
    private Integer moves;

    @Option(names = "--seed", description = "random seed (default: time-based)")
    private Long seed;

    @Option(names = "--count", defaultValue = "1", description = "number of lines (default: ${DEFAULT-VALUE})")
    private int count;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        return RaceExitCodes.run(spec.commandLine().getErr(), () -> {
            if (size < 3 || size > 26 || count < 0 || (moves != null && moves < 0)) {
                throw new IllegalArgumentException("need 3 ≤ --size ≤ 26, --count ≥ 0, --moves ≥ 0");
            }
            SplittableRandom random = new SplittableRandom(seed != null ? seed : System.nanoTime());
            for (int i = 0; i < count; i++) {
                Target target = Target.rollDice(size, random);
                Board board = moves == null ? Board.random(size, random) : Scramblers.randomWalk(target, moves, random);
                out.println(board + "\t" + target);
            }
            out.flush();
            return RaceExitCodes.OK;
        });
    }
}
