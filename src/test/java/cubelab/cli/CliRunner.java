package cubelab.cli;

import cubelab.model.FaceletCube;
import cubelab.notation.Algorithm;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.regex.Pattern;

/** Runs the real command line in-process, as {@code java -jar cubelab.jar} would, and captures what it prints. */
record CliRunner(int exitCode, String out, String err) {

    /** What a user must never see: a Java class name, an exception type or a stack frame. */
    static final Pattern JAVA_INTERNALS =
            Pattern.compile("\\b(java|javax|jdk|sun|picocli)\\.[a-z]+\\.|Exception\\b|Error:|\\tat ");

    static CliRunner run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exitCode = CubeLabCommand.run(new PrintWriter(out, true), new PrintWriter(err, true), args);
        return new CliRunner(exitCode, out.toString(), err.toString());
    }

    String all() {
        return out + err;
    }

    /** Whether {@code solution} takes the cube {@code facelets} to solved. */
    static boolean solves(String facelets, String solution) throws Exception {
        return FaceletCube.parse(facelets).apply(Algorithm.parse(solution)).equals(FaceletCube.SOLVED);
    }
}
