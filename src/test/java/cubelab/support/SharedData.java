package cubelab.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads the public test vectors in ../shared/testdata (path from the system property cubelab.shared). */
public final class SharedData {

    private SharedData() {
    }

    public static Path testdata(String name) {
        Path base = Path.of(System.getProperty("cubelab.shared", "../shared"));
        Path file = base.resolve("testdata").resolve(name);
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException("missing shared test data " + file.toAbsolutePath()
                    + "; set -Dcubelab.shared to the shared/ folder");
        }
        return file;
    }

    /** The states at each distance 0..15 of one table in pdb-distributions.tsv. */
    public static long[] distribution(String table) {
        long[] result = new long[16];
        for (String[] row : rows("pdb-distributions.tsv")) {
            if (row.length == 3 && row[0].equals(table)) {
                result[Integer.parseInt(row[1])] = Long.parseLong(row[2]);
            }
        }
        return result;
    }

    /** The tab-separated rows of a file, without comment lines and the header row. */
    public static List<String[]> rows(String name) {
        try {
            List<String[]> rows = new ArrayList<>();
            boolean header = true;
            for (String line : Files.readAllLines(testdata(name))) {
                if (line.isBlank() || line.startsWith("#")) {
                    continue;
                }
                if (header) {
                    header = false;
                    continue;
                }
                rows.add(line.split("\t"));
            }
            return rows;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
