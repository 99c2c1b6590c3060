package cubelab.arch;

import static org.assertj.core.api.Assertions.assertThat;

import com.github.javaparser.JavaParser;
import com.github.javaparser.ParseResult;
import com.github.javaparser.ParserConfiguration;
import com.github.javaparser.ast.CompilationUnit;
import com.github.javaparser.ast.body.CallableDeclaration;
import com.github.javaparser.ast.body.ConstructorDeclaration;
import com.github.javaparser.ast.body.MethodDeclaration;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Every method and constructor of the application reads in one screen: at most 60 lines from its
 * signature to its closing brace (its comment not counted). A longer one is several steps that
 * want names of their own.
 */
class MethodLengthTest {

    private static final int MAX_LINES = 60;

    @Test
    void noMethodIsLongerThanAScreen() {
        JavaParser parser = new JavaParser(new ParserConfiguration().setLanguageLevel(ParserConfiguration.LanguageLevel.JAVA_17));
        List<String> tooLong = new ArrayList<>();
        int measured = 0;
        for (Path file : SourceFiles.javaFiles(SourceFiles.APPLICATION)) {
            List<CallableDeclaration<?>> callables = new ArrayList<>();
            CompilationUnit unit = parse(parser, file);
            unit.findAll(MethodDeclaration.class).stream().filter(method -> method.getBody().isPresent())
                    .forEach(callables::add);
            callables.addAll(unit.findAll(ConstructorDeclaration.class));
            for (CallableDeclaration<?> callable : callables) {
                int lines = callable.getEnd().orElseThrow().line - callable.getBegin().orElseThrow().line + 1;
                measured++;
                if (lines > MAX_LINES) {
                    tooLong.add(file + ":" + callable.getBegin().orElseThrow().line + " " + callable.getNameAsString()
                            + ": " + lines + " lines");
                }
            }
        }
        assertThat(measured).as("methods measured").isGreaterThan(1000);
        assertThat(tooLong).isEmpty();
    }

    private static CompilationUnit parse(JavaParser parser, Path file) {
        try {
            ParseResult<CompilationUnit> result = parser.parse(file);
            assertThat(result.getProblems()).as(file.toString()).isEmpty();
            return result.getResult().orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
