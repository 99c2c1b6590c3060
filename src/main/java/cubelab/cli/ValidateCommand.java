package cubelab.cli;

import cubelab.model.Color;
import cubelab.model.CubeDefect;
import cubelab.model.FaceletCube;
import cubelab.model.InvalidCubeException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code validate <facelets>}: "ok", or the defect code and a sentence naming the pieces (exit 3). */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Checks that a facelet string describes a real cube.",
            "Prints 'ok', or the defect code and what is wrong (exit code 3)."})
final class ValidateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "FACELETS",
            description = "54 letters U R F D L B in URFDLB face order (or colours W Y G B R O with --colors)")
    private String facelets;

    @Option(names = "--colors", description = "read the string as sticker colours W Y G B R O; centres define the faces")
    private boolean colors;

    @Override
    public Integer call() throws InvalidCubeException {
        FaceletCube cube = colors ? parseColors(facelets) : FaceletCube.parse(facelets);
        cube.toCubieCube();
        spec.commandLine().getOut().println("ok");
        return ExitCodes.OK;
    }

    static FaceletCube parseColors(String text) throws InvalidCubeException {
        String trimmed = text.strip();
        List<Color> colors = new ArrayList<>(trimmed.length());
        for (int i = 0; i < trimmed.length(); i++) {
            Color color = Color.ofLetter(trimmed.charAt(i));
            if (color == null) {
                throw new InvalidCubeException(CubeDefect.UNKNOWN_LETTER, String.format(
                        "character '%c' at index %d is not a colour (W Y G B R O)", trimmed.charAt(i), i), List.of(i));
            }
            colors.add(color);
        }
        return FaceletCube.fromColors(colors);
    }
}
