package cubelab.tables;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;

/**
 * CubeLab's native code ({@code src/main/c}, built into the jar by Maven where gcc is): the Korf,
 * coset and slice-group search loops, the coset build's forward loop and the coset tables'
 * huge-page memory. Loaded once per JVM on first use;
 * absent on another OS or CPU, in a build without gcc, or with {@code -Dcubelab.native=false},
 * and then every user of it runs its Java code instead.
 */
public final class NativeLibrary {

    private NativeLibrary() {
    }

    /** Whether the library is loaded (false: every native path falls back to Java). */
    public static boolean loaded() {
        return Holder.LOADED;
    }

    /** Loads on first use: the JVM initialises this class once, on whichever thread asks first. */
    private static final class Holder {
        static final boolean LOADED = load();
    }

    private static boolean load() {
        if ("false".equals(System.getProperty("cubelab.native"))) {
            return false;
        }
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        String arch = System.getProperty("os.arch", "");
        String machine = "amd64".equals(arch) ? "x86_64" : arch;
        if (!os.contains("linux")) {
            return false;
        }
        try (InputStream in = NativeLibrary.class.getResourceAsStream("/native/linux-" + machine + "/libcubelab-native.so")) {
            if (in == null) {
                return false;
            }
            // System.load needs a file: a private copy, removed when the JVM exits
            Path file = Files.createTempFile("cubelab-native-", ".so");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            System.load(file.toAbsolutePath().toString());
            return true;
        } catch (IOException | UnsatisfiedLinkError | SecurityException e) {
            return false;
        }
    }
}
