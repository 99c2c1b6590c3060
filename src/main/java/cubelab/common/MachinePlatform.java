package cubelab.common;

import java.util.Locale;

/**
 * The operating system and processor a jar runs on, as the jar names its native folders:
 * {@code linux-x86_64}, {@code linux-aarch64}, {@code windows-x86_64}, {@code macos-x86_64},
 * {@code macos-aarch64}. One naming for CubeLab's own library and JavaFX's, so both agree on
 * which platforms the jar carries.
 */
public final class MachinePlatform {

    private MachinePlatform() {
    }

    /** The running JVM's platform. */
    public static String current() {
        return of(System.getProperty("os.name", ""), System.getProperty("os.arch", ""));
    }

    /** The platform of the JVM properties {@code os.name} and {@code os.arch}. */
    public static String of(String osName, String osArch) {
        String os = osName.toLowerCase(Locale.ROOT);
        String system = os.startsWith("windows") ? "windows"
                : os.startsWith("mac") || os.contains("darwin") ? "macos"
                : os.replace(' ', '_');
        String arch = osArch.toLowerCase(Locale.ROOT);
        // the JVM says amd64 on Linux and Windows but x86_64 on macOS; arm64 is aarch64
        String machine = switch (arch) {
            case "amd64", "x86_64", "x64" -> "x86_64";
            case "arm64", "aarch64" -> "aarch64";
            default -> arch;
        };
        return system + "-" + machine;
    }
}
