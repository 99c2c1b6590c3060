package cubelab.solve;

import cubelab.nativecode.NativeLibrary;
import java.util.Optional;

/** Whether the searches run their native loops, as the window and the command line tell the user. */
public final class NativeLoops {

    private NativeLoops() {
    }

    /** What to tell the user when the searches run their Java loops (slower); empty when the native ones run. */
    public static Optional<String> note() {
        return NativeLibrary.status().note();
    }
}
