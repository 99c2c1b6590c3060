package cubelab.ui.lab;

import java.util.Locale;

/**
 * One solve of the Algorithm Lab: cube number, scramble, method, status, solution length (-1 if
 * unsolved), nodes (IDA* nodes, or A* expansions), seconds, whether the solution was replayed on
 * the cube and solved it, and a flag text (empty when all is well).
 */
public record LabRow(int cube, String scramble, String method, String status, int length, long nodes,
                     double seconds, boolean replayOk, String flag) {

    public static final String CSV_HEADER = "cube,scramble,method,status,length,nodes,seconds,replay_ok,flag";

    public boolean flagged() {
        return !flag.isEmpty();
    }

    LabRow withFlag(String text) {
        return new LabRow(cube, scramble, method, status, length, nodes, seconds, replayOk,
                flag.isEmpty() ? text : flag + "; " + text);
    }

    public String toCsv() {
        return String.format(Locale.ROOT, "%d,\"%s\",%s,%s,%d,%d,%.3f,%b,\"%s\"", cube, scramble, method, status,
                length, nodes, seconds, replayOk, flag);
    }
}
