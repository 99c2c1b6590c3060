package cubelab.tables.coset;

import cubelab.tables.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The journal beside a coset table's temporary file: which spec it builds, how many passes are
 * finished and the per-distance counts so far, written atomically after every pass so that a
 * stopped build resumes at the next one. Three lines: {@code <name> base <B>}, the passes, the
 * counts separated by spaces.
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
        if (!Files.exists(file)) {
            return -1;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.size() < 2 || !lines.get(0).equals(identity())) {
            return -1;
        }
        try {
            return Integer.parseInt(lines.get(1).trim());
        } catch (NumberFormatException e) {
            // a journal damaged by hand: start afresh rather than trust it
            return -1;
        }
    }

    /** Copies the per-distance counts the journal recorded into {@code distances}. */
    void restoreDistances(long[] distances) throws IOException {
        if (!Files.exists(file)) {
            return;
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.size() > 2 && !lines.get(2).isBlank()) {
            String[] counts = lines.get(2).trim().split(" ");
            for (int i = 0; i < Math.min(counts.length, distances.length); i++) {
                distances[i] = Long.parseLong(counts[i]);
            }
        }
    }

    /** Records {@code passes} finished passes and the counts so far. */
    void write(int passes, long[] distances) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        StringBuilder counts = new StringBuilder();
        for (long count : distances) {
            counts.append(count).append(' ');
        }
        Files.writeString(temporary, identity() + "\n" + passes + "\n" + counts.toString().strip() + "\n",
                StandardCharsets.UTF_8);
        AtomicFiles.moveIntoPlace(temporary, file);
    }

    void delete() throws IOException {
        Files.deleteIfExists(file);
    }

    private String identity() {
        return spec.name() + " base " + spec.base();
    }
}
