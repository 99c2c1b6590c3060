package cubelab.cli;

import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierBuildProgress;
import java.io.PrintWriter;
import java.util.function.Consumer;

/** What the engine tells the user while a command runs, as lines on standard error, each flushed at once. */
final class ProgressLines {

    private ProgressLines() {
    }

    /** One line per note (the tier taken, a rebuild, a backward store's steps). */
    static Consumer<String> notes(PrintWriter err) {
        return line -> {
            err.println(line);
            err.flush();
        };
    }

    /** A tier build's progress: one line per step, at most one every ten seconds within a long step. */
    static TierBuildListener builds(PrintWriter err) {
        return new TierBuildListener() {
            private long last;
            private String lastStep = "";

            @Override
            public synchronized void progress(TierBuildProgress progress) {
                long now = System.nanoTime();
                String step = progress.description().replaceAll("[0-9.,]+ states$", "");
                if (!step.equals(lastStep) || now - last > 10e9) {
                    last = now;
                    lastStep = step;
                    err.println(progress.description() + "  (" + progress.summary() + ")");
                    err.flush();
                }
            }

            @Override
            public void message(String line) {
                err.println(line);
                err.flush();
            }
        };
    }
}
