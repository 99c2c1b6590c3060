package cubelab.arch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** The Java sources the structure tests read as text, found in one place. */
final class SourceFiles {

    /** The application's sources. */
    static final Path APPLICATION = Path.of("src", "main", "java");

    private SourceFiles() {
    }

    /** Every {@code .java} file below {@code root}, in order; none where the folder does not exist. */
    static List<Path> javaFiles(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(root)) {
            return files.filter(file -> file.toString().endsWith(".java")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
