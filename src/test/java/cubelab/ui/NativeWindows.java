package cubelab.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;

/**
 * Finds and closes native windows (a GTK file dialog) with xdotool, under Xvfb with a window
 * manager: real input (XTEST) as a user's, since GTK ignores synthetic key events.
 */
final class NativeWindows {

    private NativeWindows() {
    }

    /** Waits for the window titled {@code name}, presses Esc in it and waits until it is gone. */
    static void closeWithEscape(String name) throws Exception {
        String dialog = awaitWindow(name);
        xdotool("windowactivate", "--sync", dialog, "key", "Escape");
        awaitNoWindow(name);
    }

    /** The X window of the native dialog titled {@code name}, once it is mapped. */
    static String awaitWindow(String name) throws Exception {
        for (int attempt = 0; attempt < 200; attempt++) {
            String found = windowsNamed(name);
            if (!found.isEmpty()) {
                return found.lines().findFirst().orElseThrow();
            }
            TimeUnit.MILLISECONDS.sleep(100); // polling another process: nothing to wait on here
        }
        throw new AssertionError("no window named " + name + " appeared");
    }

    static void awaitNoWindow(String name) throws Exception {
        for (int attempt = 0; attempt < 200 && !windowsNamed(name).isEmpty(); attempt++) {
            TimeUnit.MILLISECONDS.sleep(100); // polling another process: nothing to wait on here
        }
        assertThat(windowsNamed(name)).as("the dialog %s is closed", name).isEmpty();
    }

    /**
     * The ids of the visible windows titled {@code name}, one a line. A window that closes while
     * xdotool walks the tree makes the X server answer BadWindow and xdotool stop half way; that
     * answer says nothing about the dialog, so the search is made again.
     */
    private static String windowsNamed(String name) throws Exception {
        for (int attempt = 0; attempt < 20; attempt++) {
            Output search = xdotool("search", "--onlyvisible", "--name", name);
            if (!search.errors().contains("X Error")) {
                return search.text().strip();
            }
            TimeUnit.MILLISECONDS.sleep(50); // the tree changed under the search: look again
        }
        throw new AssertionError("xdotool could not list the windows named " + name);
    }

    /** What xdotool printed: its standard output and, apart, its errors. */
    private record Output(String text, String errors) {
    }

    private static Output xdotool(String... arguments) throws Exception {
        String[] command = new String[arguments.length + 1];
        command[0] = "xdotool";
        System.arraycopy(arguments, 0, command, 1, arguments.length);
        Process process = new ProcessBuilder(command).start();
        String text = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String errors = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        process.waitFor(30, TimeUnit.SECONDS);
        return new Output(text, errors);
    }
}
