package cubelab.nativecode;

import cubelab.common.MachinePlatform;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Locale;
import java.util.Optional;

/**
 * CubeLab's native code ({@code src/main/c}, built into the jar by Maven where gcc is, in
 * {@code native/linux-x86_64} and, with Debian's cross compiler, {@code native/linux-aarch64}):
 * the Korf, coset and slice-group search loops, the coset build's forward loop and the coset
 * tables' huge-page memory. Loaded once per JVM on first use; absent on a platform the jar
 * carries no library for, in a build without gcc, or when switched off with
 * {@code -Dcubelab.native=false} or the environment variable {@code CUBELAB_NATIVE=false}, and
 * then every user of it runs its Java code instead (the same solutions, slower).
 */
public final class NativeLibrary {

    /** The system property that switches the library off ({@code false}). */
    public static final String PROPERTY = "cubelab.native";
    /** The environment variable that does the same, for launchers that take no JVM options. */
    public static final String VARIABLE = "CUBELAB_NATIVE";

    /** Why the search runs its native or its Java loops. */
    public enum State { LOADED, SWITCHED_OFF, NOT_BUNDLED, FAILED }

    /** The outcome of loading, with the platform it was for. */
    public record Status(State state, String platform) {

        /** What to tell the user when the search runs in Java; empty when the native loops run. */
        public Optional<String> note() {
            String java = ": the search runs its Java loops (same solutions, slower)";
            return Optional.ofNullable(switch (state) {
                case LOADED -> null;
                case SWITCHED_OFF -> "Native search loops switched off (" + PROPERTY + "=false or " + VARIABLE + "=false)" + java;
                case NOT_BUNDLED -> "No native search loops for " + platform + " in this build" + java;
                case FAILED -> "The native search loops for " + platform + " could not be loaded" + java;
            });
        }
    }

    private NativeLibrary() {
    }

    /** Whether the library is loaded (false: every native path falls back to Java). */
    public static boolean loaded() {
        return Holder.STATUS.state() == State.LOADED;
    }

    /** Whether the library is loaded, and if not, why. */
    public static Status status() {
        return Holder.STATUS;
    }

    /** Loads on first use: the JVM initialises this class once, on whichever thread asks first. */
    private static final class Holder {
        static final Status STATUS = load();
    }

    /** Whether a property or variable value switches the library off. */
    static boolean switchesOff(String value) {
        return value != null && switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "false", "off", "no", "0" -> true;
            default -> false;
        };
    }

    private static Status load() {
        String platform = MachinePlatform.current();
        if (switchesOff(System.getProperty(PROPERTY)) || switchesOff(System.getenv(VARIABLE))) {
            return new Status(State.SWITCHED_OFF, platform);
        }
        try (InputStream in = NativeLibrary.class.getResourceAsStream("/native/" + platform + "/libcubelab-native.so")) {
            if (in == null) {
                return new Status(State.NOT_BUNDLED, platform);
            }
            // System.load needs a file: a private copy, removed when the JVM exits
            Path file = Files.createTempFile("cubelab-native-", ".so");
            file.toFile().deleteOnExit();
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            System.load(file.toAbsolutePath().toString());
            return new Status(State.LOADED, platform);
        } catch (IOException | UnsatisfiedLinkError | SecurityException e) {
            return new Status(State.FAILED, platform);
        }
    }
}
