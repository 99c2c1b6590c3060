package cubelab;

import cubelab.cli.CubeLabCommand;
import cubelab.ui.CubeLabApplication;
import cubelab.ui.DisplayCheck;
import java.util.Optional;

/**
 * The jar's entry point: no arguments opens the window, anything else runs the command line.
 * A plain class, not an {@code Application}, so the shaded jar starts with JavaFX on the classpath.
 */
public final class Launcher {

    private Launcher() {
    }

    public static void main(String[] args) {
        if (args.length == 0) {
            Optional<String> problem = DisplayCheck.problem().or(JavaFxNatives::prepare);
            if (problem.isPresent()) {
                System.err.println(problem.get());
                System.exit(1);
            }
            try {
                CubeLabApplication.launchWindow(args);
            } catch (RuntimeException e) {
                // JavaFX's toolkit failed to start, e.g. a DISPLAY that names no running server
                System.err.println(DisplayCheck.couldNotOpen(String.valueOf(System.getenv("DISPLAY"))));
                if (System.getenv("CUBELAB_DEBUG") != null) {
                    e.printStackTrace();
                }
                System.exit(1);
            }
        } else {
            System.exit(CubeLabCommand.run(args));
        }
    }
}
