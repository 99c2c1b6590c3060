package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.nativecode.NativeLibrary;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The switch that turns CubeLab's native library off, as a user sets it: the system property or
 * the environment variable. The search then runs its Java loops, says so once on standard error,
 * and finds the same optimal solutions. (The Korf tier, whose native loop this replaces, is
 * checked the same way in {@code JavaLoopsSlowTest}; here the tiny tier keeps it fast.)
 */
@Tag("heavy")
class JavaLoopsForkedTest {

    private static final String SCRAMBLE = "R U F' L";

    @TempDir
    static Path tables;

    @Test
    void theSwitchedOffLibraryIsSaidOnceAndTheSolutionsAreTheSame() throws Exception {
        CliRunner build = CliRunner.run("pdb", "build", "--tier", "tiny", "--tables", tables.toString());
        assertThat(build.exitCode()).as(build.err()).isZero();
        String[] solve = {"solve", "--tier", "tiny", "--all", "--tables", tables.toString(), "--scramble", SCRAMBLE};
        CliRunner here = CliRunner.run(solve);
        assertThat(here.exitCode()).as(here.err()).isZero();

        for (ChildJvm child : List.of(
                ChildJvm.run(List.of("-D" + NativeLibrary.PROPERTY + "=false"), Map.of(), solve),
                ChildJvm.run(List.of(), Map.of(NativeLibrary.VARIABLE, "off"), solve))) {
            assertThat(child.exit()).as(child.err()).isZero();
            assertThat(child.solutionsOf(SCRAMBLE)).isNotEmpty()
                    .isEqualTo(here.out().lines().filter(line -> !line.isBlank()).sorted().toList());
            assertThat(child.err().lines().filter(line -> line.startsWith("Native search loops switched off")))
                    .singleElement().asString().contains("Java loops");
            assertThat(child.err()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
        }
    }
}
