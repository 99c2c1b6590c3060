package cubelab.solve.tier;

import com.fasterxml.jackson.jr.ob.JSON;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the tiers cost on the reference machine, kept as data ({@code reference-figures.json}
 * beside this class): build seconds by table set and search costs by tier, with the machine, the
 * date and how they were measured. Measuring again means editing that file, not the code; the
 * selection policy ({@link TierRegistry#clearlyFastest}) is tested on made-up figures.
 *
 * @param machine  the reference machine, in words
 * @param measured the date the figures were measured
 * @param builds   seconds to build from nothing, by name ({@code korf}, {@code standard}, {@code large},
 *                 {@code slice-flip8})
 * @param searches the search cost by tier name
 */
record ReferenceFigures(String machine, String measured, Map<String, Double> builds,
        Map<String, SearchCost> searches) {

    static final String RESOURCE = "reference-figures.json";

    public ReferenceFigures {
        builds = Map.copyOf(builds);
        searches = Map.copyOf(searches);
    }

    /** The figures CubeLab ships with. */
    static ReferenceFigures bundled() {
        try (InputStream in = ReferenceFigures.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException(RESOURCE + " is missing from the build");
            }
            return parse(JSON.std.mapFrom(in));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + RESOURCE, e);
        }
    }

    /** The figures in a document of {@link #RESOURCE}'s form. */
    static ReferenceFigures parse(Map<String, Object> document) {
        Map<String, Double> builds = new LinkedHashMap<>();
        fields(document.get("builds"), "builds").forEach((name, build) -> builds.put(name, number(fields(build, name), "seconds")));
        Map<String, SearchCost> searches = new LinkedHashMap<>();
        fields(document.get("searches"), "searches").forEach((name, search) -> {
            Map<String, Object> cost = fields(search, name);
            searches.put(name, new SearchCost((int) number(cost, "referenceLength"), number(cost, "referenceSeconds"),
                    number(cost, "growthPerDepth"), number(cost, "randomCubeSeconds"), number(cost, "nodesPerSecond")));
        });
        return new ReferenceFigures(String.valueOf(document.get("machine")), String.valueOf(document.get("measured")),
                builds, searches);
    }

    /** Seconds to build {@code name} from nothing. */
    double buildSeconds(String name) {
        return figure(builds, name, "build");
    }

    /** The search cost of tier {@code name}. */
    SearchCost search(String name) {
        return figure(searches, name, "search");
    }

    private static <T> T figure(Map<String, T> figures, String name, String what) {
        T figure = figures.get(name);
        if (figure == null) {
            throw new IllegalStateException(RESOURCE + " has no " + what + " figure for " + name);
        }
        return figure;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, Object> fields(Object value, String name) {
        if (!(value instanceof Map<?, ?> map)) {
            throw new IllegalStateException(RESOURCE + ": " + name + (value == null ? " is missing" : " is not an object"));
        }
        return (Map<String, Object>) map;
    }

    private static double number(Map<String, Object> fields, String name) {
        if (fields.get(name) instanceof Number number) {
            return number.doubleValue();
        }
        throw new IllegalStateException(RESOURCE + ": " + name + " is not a number");
    }
}
