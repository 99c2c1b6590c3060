package cubelab.cli.race;

import cubelab.race.board.Board;
import cubelab.race.board.Scramblers;
import cubelab.race.board.Target;
import java.io.PrintWriter;
import java.util.SplittableRandom;
import java.util.concurrent.Callable;
import cubelab.cli.options.OptionRanges;
import cubelab.cli.options.StandardOutput;
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

    @Option(names = "--size", defaultValue = "5", converter = OptionRanges.BoardSize.class,
            description = "board size n, 3 to 26 (default: ${DEFAULT-VALUE})")
    private int size;

    @Option(names = "--moves", converter = OptionRanges.Moves.class,
            description = "random blank moves from a board that shows the target, 0 to 1,000; "
            + "without it the board is uniformly random")
    private Integer moves;

    @Option(names = "--seed", converter = OptionRanges.Seed.class,
            description = "random seed, any whole number of 64 bits (default: time-based)")
    private Long seed;

    @Option(names = "--count", defaultValue = "1", converter = OptionRanges.Count.class,
            description = "number of lines, 0 to 1,000,000,000 (default: ${DEFAULT-VALUE})")
    private int count;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        return RaceExitCodes.run(spec.commandLine().getErr(), () -> {
            SplittableRandom random = new SplittableRandom(seed != null ? seed : System.nanoTime());
            for (int i = 0; i < count; i++) {
                Target target = Target.rollDice(size, random);
                Board board = moves == null ? Board.random(size, random) : Scramblers.randomWalk(target, moves, random);
                out.println(board + "\t" + target);
                StandardOutput.check(out); // a reader that has gone ends the loop
            }
            out.flush();
            return RaceExitCodes.OK;
        });
    }
}
