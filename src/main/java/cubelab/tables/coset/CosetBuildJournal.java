package cubelab.tables.coset;

import cubelab.tables.AtomicFiles;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;

/**
 * The journal beside a coset table's temporary file: which spec it builds, how many passes are
 * finished and the per-distance counts so far, written atomically after every pass, once the
 * table's pass is on disk, and forced to disk itself before the next pass starts: so the file is
 * never more than one pass ahead of the journal, and a build stopped in any way (a kill, a power
 * cut) resumes at the pass after the last one journalled. Three lines: {@code <name> base <B>},
 * the passes, the counts separated by spaces.
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

    /** Records {@code passes} finished passes and the counts so far, on disk when this returns. */
    void write(int passes, long[] distances) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        StringBuilder counts = new StringBuilder();
        for (long count : distances) {
            counts.append(count).append(' ');
        }
        ByteBuffer text = ByteBuffer.wrap((identity() + "\n" + passes + "\n" + counts.toString().strip() + "\n")
                .getBytes(StandardCharsets.UTF_8));
        try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING, StandardOpenOption.WRITE)) {
            while (text.hasRemaining()) {
                channel.write(text);
            }
            channel.force(true);
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
