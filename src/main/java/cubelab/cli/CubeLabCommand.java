package cubelab.cli;

import cubelab.cli.options.StandardOutput;
import cubelab.cli.race.PuzzleCommand;
import cubelab.cli.race.RaceCommand;
import java.io.PrintWriter;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The root of the command line: {@code java -jar cubelab.jar <command>}. */
@Command(
        name = "cubelab",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Optimal Rubik's Cube solving with pattern databases, and Rubik's Race.",
        subcommands = {
            FaceletsCommand.class,
            ValidateCommand.class,
            ScrambleCommand.class,
            SolveCommand.class,
            PdbCommand.class,
            BenchCommand.class,
            LabCommand.class,
            RaceCommand.class,
            ScanCommand.class,
            PuzzleCommand.class,
            CommandLine.HelpCommand.class,
        })
public final class CubeLabCommand implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    private DebugOption debug;

    /** Runs the command line and returns the exit code. */
    public static int run(String... args) {
        CommandLine commandLine = newCommandLine();
        commandLine.setOut(StandardOutput.open());
        return execute(commandLine, args);
    }

    /** Runs the command line with its output and error streams redirected (for tests and embedding). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = newCommandLine();
        commandLine.setOut(out);
        commandLine.setErr(err);
        return execute(commandLine, args);
    }

    /**
     * Executes; an Error (out of memory, stack overflow), which picocli lets through, takes the same
     * path. Every command ends here, so here its output is checked: a command that printed its
     * answer into a full disk or a closed pipe has not succeeded, whatever it returned.
     */
    private static int execute(CommandLine commandLine, String... args) {
        int exitCode;
        try {
            exitCode = commandLine.execute(args);
        } catch (OutOfMemoryError | StackOverflowError e) {
            exitCode = ErrorReport.fromEnvironment().report(e, commandLine);
        }
        if (exitCode == ExitCodes.OK && commandLine.getOut().checkError()) {
            commandLine.getErr().println(StandardOutput.LOST);
            commandLine.getErr().flush();
            return ExitCodes.FAILURE;
        }
        return exitCode;
    }

    /** A command line wired with CubeLab's exit codes, for the launcher and for tests. */
    public static CommandLine newCommandLine() {
        CommandLine commandLine = new CommandLine(new CubeLabCommand());
        ErrorReport errors = ErrorReport.fromEnvironment();
        commandLine.setExitCodeExceptionMapper(errors);
        commandLine.setParameterExceptionHandler(errors);
        commandLine.setExecutionExceptionHandler(errors);
        giveVersionToSubcommands(commandLine);
        return commandLine;
    }

    /** {@code solve --version} and the like print the program's version, as {@code --version} does. */
    private static void giveVersionToSubcommands(CommandLine commandLine) {
        for (CommandLine sub : commandLine.getSubcommands().values()) {
            sub.getCommandSpec().versionProvider(new VersionProvider());
            giveVersionToSubcommands(sub);
        }
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command");
    }
}
