package cubelab.ui;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Whether the window can open, asked before JavaFX is started: without a display JavaFX fails
 * with its own stack trace, and a user who ran the jar on a server needs one sentence instead.
 */
public final class DisplayCheck {

    /** The sentence for a window that cannot open, naming the command line. */
    public static final String NO_DISPLAY = "CubeLab cannot open its window: no display is available "
            + "(DISPLAY and WAYLAND_DISPLAY are not set); use the command line instead, "
            + "e.g. java -jar cubelab.jar solve --scramble \"R U F\" (java -jar cubelab.jar --help lists the commands).";

    private DisplayCheck() {
    }

    /** The problem, if the window cannot open here; checks the environment of this process. */
    public static Optional<String> problem() {
        return problem(System.getenv(), System.getProperty("os.name", ""), System.getProperty("glass.platform"));
    }

    /**
     * @param glassPlatform JavaFX's {@code glass.platform} property; Monocle (headless tests) needs no display
     */
    static Optional<String> problem(Map<String, String> environment, String osName, String glassPlatform) {
        boolean x11OrWayland = osName.toLowerCase(Locale.ROOT).contains("linux")
                || osName.toLowerCase(Locale.ROOT).contains("bsd");
        if (!x11OrWayland || "Monocle".equalsIgnoreCase(glassPlatform)) {
            return Optional.empty();
        }
        boolean display = !environment.getOrDefault("DISPLAY", "").isBlank()
                || !environment.getOrDefault("WAYLAND_DISPLAY", "").isBlank();
        return display ? Optional.empty() : Optional.of(NO_DISPLAY);
    }

    /** The sentence for a display that is set but could not be opened by JavaFX. */
    public static String couldNotOpen(String display) {
        return "CubeLab cannot open its window on display " + display + "; use the command line instead, "
                + "e.g. java -jar cubelab.jar solve --scramble \"R U F\" (java -jar cubelab.jar --help lists the commands).";
    }
}
