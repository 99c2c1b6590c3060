package cubelab.cli.race;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code race}: Rubik's Race boards — solve, scramble, bench. */
@Command(name = "race", mixinStandardHelpOptions = true,
        description = "Rubik's Race: optimal solutions, scrambles and the experiment of Solving Rubik's Race (AUA 2023).",
        subcommands = {RaceSolveCommand.class, RaceScrambleCommand.class, RaceBenchCommand.class})
public final class RaceCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getErr());
        return RaceExitCodes.USAGE;
    }
}
