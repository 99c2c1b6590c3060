package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import cubelab.nativecode.NativeLibrary;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Korf's tier searched by the native loop and, with the library switched off, by the Java loop:
 * every optimal solution of each cube is the same. Slow: the tables (87 MB) are built unless the
 * checkout's {@code pdb/} has them.
 */
@Tag("slow")
class JavaLoopsSlowTest {

    /** Short scrambles: each search with every optimal solution takes seconds in either loop. */
    private static final List<String> SCRAMBLES = List.of("R U2 F' L D", "F R' U L2 B' D", "U R2 F B' L D2 R");

    @Test
    void theJavaLoopFindsTheNativeLoopsSolutions(@TempDir Path temporary) throws Exception {
        assumeTrue(NativeLibrary.loaded(), "no native library in this build");
        Path tables = Path.of("pdb");
        if (!Files.isDirectory(tables) || CliRunner.run("pdb", "verify", "--tables", "pdb").exitCode() != 0) {
            tables = temporary;
            CliRunner build = CliRunner.run("pdb", "build", "--tier", "korf", "--tables", tables.toString());
            assertThat(build.exitCode()).as(build.err()).isZero();
        }
        for (String scramble : SCRAMBLES) {
            String[] solve = {"solve", "--tier", "korf", "--all", "--threads", "1", "--tables", tables.toString(),
                    "--scramble", scramble};
            ChildJvm nativeLoop = ChildJvm.run(List.of(), Map.of(), solve);
            ChildJvm javaLoop = ChildJvm.run(List.of("-D" + NativeLibrary.PROPERTY + "=false"), Map.of(), solve);
            assertThat(nativeLoop.exit()).as(nativeLoop.err()).isZero();
            assertThat(javaLoop.exit()).as(javaLoop.err()).isZero();
            assertThat(nativeLoop.err()).doesNotContain("Java loops");
            assertThat(javaLoop.err()).contains("Native search loops switched off");
            assertThat(javaLoop.solutionsOf(scramble)).isNotEmpty().isEqualTo(nativeLoop.solutionsOf(scramble));
        }
    }
}
