package cubelab.solve;

import java.util.function.Consumer;

/** The UI's port for building the solver's tables on request (a one-off step of about a minute). */
public interface TableInstaller {

    /** Whether some table is missing, so the build button should be offered. */
    boolean needed();

    /** What the button says, e.g. "Build solver tables (86 MB, about a minute)". */
    String label();

    /**
     * Builds whatever is missing, reporting one line per step; runs on a background thread.
     *
     * @throws InterruptedException when the thread is interrupted (the user cancelled)
     */
    void install(Consumer<String> progress) throws Exception;

    /**
     * Whether the window should start the build by itself when tables are missing or damaged
     * (the app's first run), rather than wait for the button.
     */
    default boolean installOnFirstRun() {
        return false;
    }
}
