package cubelab.race;

import cubelab.support.TestVectors;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Korf's 100 15-puzzle instances (Korf 1985, Table 1), from the test vectors the repository carries. */
final class KorfInstances {
    record Instance(int id, int optimalLength, NumberedPuzzle puzzle) {
    }

    private KorfInstances() {
    }

    static List<Instance> all() {
        List<Instance> instances = new ArrayList<>();
        for (String line : TestVectors.lines("korf100-15puzzle.txt")) {
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

    static List<Instance> easiest(int count) {
        return all().stream().sorted(Comparator.comparingInt(Instance::optimalLength).thenComparingInt(Instance::id))
                .limit(count).toList();
    }
}
