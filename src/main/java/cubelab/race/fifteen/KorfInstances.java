package cubelab.race.fifteen;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Korf's 100 random 15-puzzle instances with their optimal lengths (Korf 1985, Table 1), carried in
 * the jar: {@code cubelab/race/fifteen/korf100-15puzzle.txt}, whose header names its sources.
 */
public final class KorfInstances {

    /** Instance {@code id} (1..100) and the optimal length Korf published for it. */
    public record Instance(int id, int optimalLength, NumberedPuzzle puzzle) {
    }

    private static final String RESOURCE = "/cubelab/race/fifteen/korf100-15puzzle.txt";

    private KorfInstances() {
    }

    public static List<Instance> all() {
        List<Instance> instances = new ArrayList<>();
        for (String line : lines()) {
            if (line.startsWith("#") || line.isBlank()) {
                continue;
            }
            String[] halves = line.split("\\|");
            String[] head = halves[0].trim().split("\\s+");
            instances.add(new Instance(Integer.parseInt(head[0]), Integer.parseInt(head[1]),
                    NumberedPuzzle.parse(halves[1].trim())));
        }
        return List.copyOf(instances);
    }

    /** The {@code count} shortest instances, shortest first (ties by number). */
    public static List<Instance> easiest(int count) {
        return all().stream().sorted(Comparator.comparingInt(Instance::optimalLength).thenComparingInt(Instance::id))
                .limit(count).toList();
    }

    private static List<String> lines() {
        try (InputStream in = KorfInstances.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("the jar lacks " + RESOURCE);
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
