package cubelab.cli;

import picocli.CommandLine;
import picocli.CommandLine.Option;
import picocli.CommandLine.ScopeType;

/** {@code --debug}, accepted by every command: failures then print their stack trace for developers. */
final class DebugOption {

    static final String NAME = "--debug";

    @Option(names = NAME, scope = ScopeType.INHERIT, description = "On failure, print the stack trace too "
            + "(also: environment variable CUBELAB_DEBUG=1).")
    boolean debug;

    /** Whether {@code --debug} was given anywhere on the command line that ran. */
    static boolean requested(CommandLine commandLine) {
        CommandLine root = commandLine;
        while (root.getParent() != null) {
            root = root.getParent();
        }
        CommandLine.ParseResult result = root.getParseResult();
        while (result != null) {
            if (result.hasMatchedOption(NAME)) {
                return true;
            }
            result = result.subcommand();
        }
        return false;
    }
}
