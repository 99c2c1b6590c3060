package cubelab.tables.coset;

import cubelab.common.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The journal beside a coset table's temporary file: which spec it builds, how many passes are
 * finished and the per-distance counts so far, written atomically after every pass, once the
 * table's pass is on disk, and forced to disk itself before the next pass starts: so the file is
 * never more than one pass ahead of the journal, and a build stopped in any way (a kill, a power
 * cut) resumes at the pass after the last one journalled. A long pass that writes only the rows it
 * works on is journalled in parts too: the rows of it done, in order from the first, once they
 * are on disk. Three or four lines: {@code <name> base <B>}, the passes, the counts separated by
 * spaces, and {@code <rows done> of <rows>} of the next pass where part of it is done.
 */
final class CosetBuildJournal {

    private final Path file;
    private final WordTableSpec spec;

    CosetBuildJournal(Path file, WordTableSpec spec) {
        this.file = file;
        this.spec = spec;
    }

    /** The passes an earlier build of this spec finished, or −1 when there is none to resume. */
    int finishedPasses() throws IOException {
        List<String> lines = lines();
        if (lines.size() < 2 || !lines.get(0).equals(identity())) {
            return -1;
        }
        try {
            int passes = Integer.parseInt(lines.get(1).trim());
            if (lines.size() > 2 && !lines.get(2).isBlank()) {
                for (String count : lines.get(2).trim().split(" ")) {
                    Long.parseLong(count);
                }
            }
            return passes >= 0 ? passes : -1;
        } catch (NumberFormatException e) {
            // a journal damaged by hand: start afresh rather than trust it
            return -1;
        }
    }

    /** How many rows of the pass after the finished ones are done (rows 0 up to it), 0 when none or unreadable. */
    int rowsDoneOfNextPass() throws IOException {
        return (int) partOfNextPass()[0];
    }

    /** The share of the pass after the finished ones that is done, 0 when none. */
    double shareOfNextPass() throws IOException {
        long[] part = partOfNextPass();
        return part[1] > 0 ? Math.min(1, part[0] / (double) part[1]) : 0;
    }

    /** The fourth line, "{@code <rows done> of <rows>}": {done, rows}, or {0, 0}. */
    private long[] partOfNextPass() throws IOException {
        List<String> lines = lines();
        if (lines.size() < 4) {
            return new long[2];
        }
        String[] words = lines.get(3).trim().split(" of ");
        try {
            long done = Long.parseLong(words[0]);
            long rows = words.length == 2 ? Long.parseLong(words[1]) : 0;
            return done >= 0 && rows > 0 && done <= rows ? new long[] {done, rows} : new long[2];
        } catch (NumberFormatException e) {
            return new long[2]; // the finished passes still hold: the part of the next is done again
        }
    }

    /** Copies the per-distance counts the journal recorded into {@code distances}. */
    void restoreDistances(long[] distances) throws IOException {
        List<String> lines = lines();
        if (lines.size() > 2 && !lines.get(2).isBlank()) {
            String[] counts = lines.get(2).trim().split(" ");
            for (int i = 0; i < Math.min(counts.length, distances.length); i++) {
                distances[i] = Long.parseLong(counts[i]);
            }
        }
    }

    /**
     * Records {@code passes} finished passes, the counts so far and rows 0..{@code rowsDoneOfNextPass}−1
     * of the next pass's {@code rows} (none: 0), on disk when this returns.
     */
    void write(int passes, long[] distances, int rowsDoneOfNextPass, int rows) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        StringBuilder counts = new StringBuilder();
        for (long count : distances) {
            counts.append(count).append(' ');
        }
        byte[] text = (identity() + "\n" + passes + "\n" + counts.toString().strip() + "\n"
                + (rowsDoneOfNextPass > 0 ? rowsDoneOfNextPass + " of " + rows + "\n" : ""))
                .getBytes(StandardCharsets.UTF_8);
        // a stream, not a channel: Pause interrupts the build thread, and an interrupt closes a
        // channel in the middle of the write, losing the part of a pass just put on disk
        try (java.io.FileOutputStream out = new java.io.FileOutputStream(temporary.toFile())) {
            out.write(text);
            out.getFD().sync();
        }
        AtomicFiles.moveIntoPlace(temporary, file);
    }

    /** The journal's lines; none when there is no journal or it is not text (damaged: start afresh). */
    private List<String> lines() throws IOException {
        if (!Files.isRegularFile(file)) {
            return List.of();
        }
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (java.nio.charset.CharacterCodingException e) {
            return List.of();
        }
    }

    void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    private String identity() {
        return spec.name() + " base " + spec.base();
    }
}
