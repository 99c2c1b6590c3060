package cubelab.support;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the public test vectors that the repository carries in {@code src/test/resources/testdata}
 * (each file names its source in its header; see the README there). They are read from the test
 * class path, so a fresh clone tests itself with nothing beside it.
 */
public final class TestVectors {

    private TestVectors() {
    }

    /** Every line of one test-vector file, comments included. */
    public static List<String> lines(String name) {
        String resource = "/testdata/" + name;
        try (InputStream in = TestVectors.class.getResourceAsStream(resource)) {
            if (in == null) {
                throw new IllegalStateException("test vector " + resource + " is not on the test class path");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            return reader.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
        List<String[]> rows = new ArrayList<>();
        boolean header = true;
        for (String line : lines(name)) {
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
    }
}
