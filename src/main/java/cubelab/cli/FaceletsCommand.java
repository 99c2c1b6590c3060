package cubelab.cli;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code facelets "<algorithm>"}: the 54-letter string after applying an algorithm to a solved cube. */
@Command(name = "facelets", mixinStandardHelpOptions = true,
        description = {"Prints the 54-letter facelet string (URFDLB order) of a solved cube after an algorithm.",
            "Slices, wide turns and rotations move the centres; the string says what each fixed face shows."})
final class FaceletsCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..*", paramLabel = "ALGORITHM",
            description = "WCA notation, e.g. \"R U R' U'\" (several arguments are joined with spaces)")
    private String[] algorithm = new String[0];

    @Override
    public Integer call() {
        Algorithm parsed = Algorithm.parse(String.join(" ", algorithm));
        spec.commandLine().getOut().println(FaceletCube.SOLVED.apply(parsed));
        return ExitCodes.OK;
    }
}
