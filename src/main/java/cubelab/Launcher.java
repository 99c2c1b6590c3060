package cubelab;

import cubelab.cli.CubeLabCommand;
import cubelab.ui.CubeLabApplication;

/**
 * The jar's entry point: no arguments opens the window, anything else runs the command line.
 * A plain class, not an {@code Application}, so the shaded jar starts with JavaFX on the classpath.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            CubeLabApplication.launchWindow(args);
        } else {
            System.exit(CubeLabCommand.run(args));
        }
    }
}
