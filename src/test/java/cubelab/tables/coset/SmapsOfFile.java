package cubelab.tables.coset;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** What /proc/self/smaps says of this process's mappings of one file, read independently of the code under test. */
final class SmapsOfFile {

    private SmapsOfFile() {
    }

    /** The value after {@code field} (e.g. "VmFlags:") on each mapping of {@code file}, in order. */
    static List<String> values(Path file, String field) throws IOException {
        String name = file.toRealPath().toString();
        List<String> values = new ArrayList<>();
        boolean inside = false;
        for (String line : Files.readAllLines(Path.of("/proc/self/smaps"))) {
            if (line.matches("^[0-9a-f]+-[0-9a-f]+ .*")) {
                inside = line.endsWith(" " + name);
            } else if (inside && line.startsWith(field)) {
                values.add(line.substring(field.length()).trim());
            }
        }
        return values;
    }
}
