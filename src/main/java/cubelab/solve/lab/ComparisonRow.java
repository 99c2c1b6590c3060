package cubelab.solve.lab;

import java.util.List;
import java.util.Locale;

/**
 * One solve of the method comparison: cube number (from 1), scramble, method, status, solution
 * length (-1 if unsolved), nodes (IDA* nodes, or A* expansions), seconds, the heuristic's value
 * at the root (-1 for the bidirectional searches, which have two roots), whether the solution
 * was replayed on the cube and solved it, and a flag text (empty when all is well).
 */
public record ComparisonRow(int cube, String scramble, String method, String status, int length, long nodes,
                            double seconds, int rootEstimate, boolean replayOk, String flag) {

    /** The CSV columns, in the order of {@link #csvFields()}. */
    public static final List<String> CSV_HEADER = List.of("cube", "scramble", "method", "status", "length", "nodes",
            "seconds", "root_h", "replay_ok", "flag");

    public boolean flagged() {
        return !flag.isEmpty();
    }

    ComparisonRow withFlag(String text) {
        return new ComparisonRow(cube, scramble, method, status, length, nodes, seconds, rootEstimate, replayOk,
                flag.isEmpty() ? text : flag + "; " + text);
    }

    /** The row's CSV fields, in the order of {@link #CSV_HEADER}. */
    public List<String> csvFields() {
        return List.of(Integer.toString(cube), scramble, method, status, Integer.toString(length), Long.toString(nodes),
                String.format(Locale.ROOT, "%.3f", seconds), Integer.toString(rootEstimate), Boolean.toString(replayOk),
                flag);
    }
}
