package cubelab.tables;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads ../shared/testdata through the {@code cubelab.shared} system property. */
public final class SharedTestData {

    private SharedTestData() {
    }

    public static Path file(String name) {
        return Path.of(System.getProperty("cubelab.shared", "../shared"), "testdata", name);
    }

    /** The states at each distance of one table in pdb-distributions.tsv. */
    public static long[] distribution(String table) throws IOException {
        List<Long> counts = new ArrayList<>();
        for (String line : Files.readAllLines(file("pdb-distributions.tsv"))) {
            String[] fields = line.split("\t");
            if (!line.startsWith("#") && fields.length == 3 && fields[0].equals(table)) {
                int distance = Integer.parseInt(fields[1]);
                while (counts.size() <= distance) {
                    counts.add(0L);
                }
                counts.set(distance, Long.parseLong(fields[2]));
            }
        }
        long[] result = new long[16];
        for (int i = 0; i < counts.size(); i++) {
            result[i] = counts.get(i);
        }
        return result;
    }
}
