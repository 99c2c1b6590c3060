package cubelab.cli;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.regex.Pattern;

/** Runs the whole command line in-process, as {@code java -jar cubelab.jar} would, capturing its output. */
final class CliHarness {

    /** What a user must never see: a Java class name, an exception type or a stack frame. */
    static final Pattern JAVA_INTERNALS = Pattern.compile("\\b(java|javax|jdk|sun|picocli)\\.[a-z]+\\.|Exception\\b|Error\\b:|\\tat ");

    record Run(int exit, String out, String err) {

        String all() {
            return out + err;
        }
    }

    private CliHarness() {
    }

    static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = CubeLabCommand.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new Run(exit, out.toString(), err.toString());
    }

    /** Whether {@code solution} takes the cube {@code facelets} to solved. */
    static boolean solves(String facelets, String solution) throws Exception {
        return FaceletCube.parse(facelets).apply(Algorithm.parse(solution)).equals(FaceletCube.SOLVED);
    }
}
