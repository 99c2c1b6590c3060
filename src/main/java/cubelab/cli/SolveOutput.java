package cubelab.cli;

import cubelab.common.Excerpt;
import cubelab.notation.Algorithm;
import cubelab.solve.SearchAnswer;
import java.io.PrintWriter;
import java.util.Locale;

/**
 * What {@code solve} prints on standard output for each cube: a JSON object a line
 * ({@code --json}), a {@code <length>\t<seconds>\t<solution>} line ({@code --batch}), or the
 * solutions alone (one cube). Standard error, the same in every format, is the command's.
 */
abstract class SolveOutput {

    final PrintWriter out;

    private SolveOutput(PrintWriter out) {
        this.out = out;
    }

    static SolveOutput of(boolean json, boolean batch, PrintWriter out) {
        return json ? new Json(out) : batch ? new BatchLines(out) : new Solutions(out);
    }

    /** A line that could not be read as a cube (batches only: one cube's error ends the command first). */
    abstract void unreadable(CubeLine cube);

    /** A search whose budget was spent (batches only: for one cube it is the command's error). */
    abstract void gaveUp(CubeLine cube, String sentence);

    /** A search that ended without a solution (time or nodes spent). */
    abstract void unsolved(CubeLine cube, String sentence, double seconds);

    abstract void solved(CubeLine cube, SearchAnswer answer);

    /** One JSON object a cube; every failure has its sentence and exit code. */
    static final class Json extends SolveOutput {
        Json(PrintWriter out) {
            super(out);
        }

        /** A line that could not be read: its number, text and error, and where a notation error is. */
        static JsonLines lineError(CubeLine cube) {
            JsonLines object = JsonLines.object().with("line", cube.number()).with("input", Excerpt.of(cube.text()))
                    .with("error", cube.error());
            return cube.errorIndex() == null ? object : object.with("index", cube.errorIndex());
        }

        @Override
        void unreadable(CubeLine cube) {
            out.println(lineError(cube));
        }

        @Override
        void gaveUp(CubeLine cube, String sentence) {
            unsolved(cube, sentence, 0);
        }

        @Override
        void unsolved(CubeLine cube, String sentence, double seconds) {
            out.println(JsonLines.object().with("line", cube.number()).with("input", Excerpt.of(cube.text()))
                    .with("error", sentence).with("exit", ExitCodes.TIMEOUT));
        }

        @Override
        void solved(CubeLine cube, SearchAnswer answer) {
            JsonLines.object().with("line", cube.number()).with("input", cube.text())
                    .with("solution", answer.solution().toString()).with("length", answer.depth())
                    .with("seconds", Math.round(answer.seconds() * 1000) / 1000.0).with("nodes", answer.nodes())
                    .with("solutions", answer.solutions().stream().map(Algorithm::toString).toList())
                    .with("proof", answer.provenByExhaustion()
                            ? "known solution; depth " + (answer.depth() - 1) + " exhausted" : "found by search")
                    .println(out);
        }
    }

    /** A batch's lines: length, seconds and solution, or -1 and what went wrong. */
    static class BatchLines extends SolveOutput {
        BatchLines(PrintWriter out) {
            super(out);
        }

        @Override
        void unreadable(CubeLine cube) {
            out.println("-1\t0.000\t" + cube.error());
        }

        @Override
        void gaveUp(CubeLine cube, String sentence) {
            out.println("-1\t0.000\tGAVE_UP");
        }

        @Override
        void unsolved(CubeLine cube, String sentence, double seconds) {
            out.println(String.format(Locale.ROOT, "-1\t%.3f\tTIMEOUT", seconds));
        }

        @Override
        void solved(CubeLine cube, SearchAnswer answer) {
            out.println(String.format(Locale.ROOT, "%d\t%.3f\t%s", answer.depth(), answer.seconds(), answer.solution()));
        }
    }

    /**
     * One cube's solutions, one a line; a search without a solution is said on standard error
     * alone. (An unreadable cube or a spent budget ends the command before it prints.)
     */
    static final class Solutions extends BatchLines {
        Solutions(PrintWriter out) {
            super(out);
        }

        @Override
        void unsolved(CubeLine cube, String sentence, double seconds) {
            // standard error says it
        }

        @Override
        void solved(CubeLine cube, SearchAnswer answer) {
            answer.solutions().forEach(out::println);
        }
    }
}
