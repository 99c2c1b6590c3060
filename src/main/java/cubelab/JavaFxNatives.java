package cubelab;

import cubelab.common.MachinePlatform;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.FileSystem;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * JavaFX's native libraries for the one jar that runs on every desktop. Each OpenJFX platform jar
 * keeps its natives at its root under the same names ({@code libglass.so} for Linux x86-64 and
 * aarch64 alike), so the jar carries them per platform in {@code javafx-natives/<platform>/}
 * instead. Before the window opens, the running platform's folder is copied to the user's cache
 * and put first on {@code java.library.path}, where JavaFX's loader looks once it finds no
 * library at the root of the jar.
 *
 * <p>Nothing to do where JavaFX brings its own natives: in the installed app (JavaFX is a module
 * of the bundled runtime) and in a development run (JavaFX's own jars on the class path).
 */
final class JavaFxNatives {

    static final String FOLDER = "javafx-natives";

    private JavaFxNatives() {
    }

    /**
     * Makes the running platform's natives loadable; empty when JavaFX can start, else why not
     * (a platform the jar carries no natives for, or a cache it cannot write).
     */
    static Optional<String> prepare() {
        if (ModuleLayer.boot().findModule("javafx.graphics").isPresent()
                || JavaFxNatives.class.getResource("/" + System.mapLibraryName("glass")) != null) {
            return Optional.empty();
        }
        String platform = MachinePlatform.current();
        try (Bundle bundle = Bundle.open()) {
            Path folder = bundle.root().resolve(FOLDER).resolve(platform);
            if (!Files.isDirectory(folder)) {
                return Optional.of("This CubeLab jar has no JavaFX for " + platform + ": the window cannot open here"
                        + " (the command line works; see the README's Install section).");
            }
            Path cache = cacheDirectory().resolve(platform);
            copyChanged(folder, cache);
            String path = System.getProperty("java.library.path", "");
            System.setProperty("java.library.path", cache + (path.isEmpty() ? "" : File.pathSeparator + path));
            return Optional.empty();
        } catch (IOException | URISyntaxException e) {
            return Optional.of("Could not unpack JavaFX's libraries for " + platform + ": " + e.getMessage());
        }
    }

    /** {@code $XDG_CACHE_HOME/cubelab/javafx} or {@code ~/.cache/cubelab/javafx}, on every system. */
    static Path cacheDirectory() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".cache");
        return base.resolve("cubelab").resolve("javafx");
    }

    /**
     * Copies each file whose bytes differ from the cached one (another CubeLab version may have
     * left its own): to a temporary file, then moved over, so a running CubeLab never sees half.
     */
    static void copyChanged(Path from, Path to) throws IOException {
        Files.createDirectories(to);
        List<Path> files;
        try (Stream<Path> listing = Files.list(from)) {
            files = listing.toList();
        }
        for (Path file : files) {
            byte[] bytes = Files.readAllBytes(file);
            Path target = to.resolve(file.getFileName().toString());
            if (Files.isRegularFile(target) && Arrays.equals(bytes, Files.readAllBytes(target))) {
                continue;
            }
            Path temporary = Files.createTempFile(to, target.getFileName().toString(), ".tmp");
            try {
                Files.write(temporary, bytes);
                Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temporary);
            }
        }
    }

    /** The jar (or classes folder) this class came from, as a file system to read folders of. */
    private record Bundle(Path root, FileSystem jar) implements AutoCloseable {

        static Bundle open() throws IOException, URISyntaxException {
            Path location = Path.of(JavaFxNatives.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isDirectory(location)) {
                return new Bundle(location, null);
            }
            FileSystem jar = FileSystems.newFileSystem(location);
            return new Bundle(jar.getPath("/"), jar);
        }

        @Override
        public void close() throws IOException {
            if (jar != null) {
                jar.close();
            }
        }
    }
}
