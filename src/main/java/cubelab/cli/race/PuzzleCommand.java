package cubelab.cli.race;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code puzzle}: the classic numbered sliding puzzles (8-, 15-puzzle). */
@Command(name = "puzzle", mixinStandardHelpOptions = true, description = "Classic sliding puzzles.",
        subcommands = {PuzzleSolveCommand.class, PuzzleBenchCommand.class})
public final class PuzzleCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return RaceExitCodes.USAGE;
    }
}
