package cubelab.race;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Korf's 100 15-puzzle instances from ../shared/testdata (system property cubelab.shared). */
final class KorfInstances {
    record Instance(int id, int optimalLength, NumberedPuzzle puzzle) {
    }

    private KorfInstances() {
    }

    static List<Instance> all() throws IOException {
        Path file = Path.of(System.getProperty("cubelab.shared", "../shared"), "testdata", "korf100-15puzzle.txt");
        List<Instance> instances = new ArrayList<>();
        for (String line : Files.readAllLines(file)) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] halves = line.split("\\|");
            String[] head = halves[0].trim().split("\\s+");
            instances.add(new Instance(Integer.parseInt(head[0]), Integer.parseInt(head[1]),
                    NumberedPuzzle.parse(halves[1].trim())));
        }
        return instances;
    }

    static List<Instance> easiest(int count) throws IOException {
        return all().stream().sorted(Comparator.comparingInt(Instance::optimalLength).thenComparingInt(Instance::id))
                .limit(count).toList();
    }
}
