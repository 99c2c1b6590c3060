package cubelab.tables;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.EdgeSubsetCoordinate;

/**
 * What a pattern database covers: all eight corners, or a set of edges. Its {@link #name()} is
 * the name used in files, the manifest and {@code testdata/pdb-distributions.tsv}:
 * {@code corners} or {@code edges6-UR-UF-UL-UB-FR-FL}. Immutable.
 */
public record TableSpec(String name, EdgeSubsetCoordinate edges) {

    public static final String CORNERS = "corners";

    public TableSpec {
        if (edges == null && !CORNERS.equals(name)) {
            throw new IllegalArgumentException("not a table: " + name);
        }
        if (edges != null && !edges.name().equals(name)) {
            throw new IllegalArgumentException("name " + name + " does not match " + edges.name());
        }
    }

    public static TableSpec corners() {
        return new TableSpec(CORNERS, null);
    }

    public static TableSpec edges(EdgeSubsetCoordinate edges) {
        return new TableSpec(edges.name(), edges);
    }

    /** Reads {@code corners} or {@code edges<k>-<E1>-<E2>-...}. */
    public static TableSpec parse(String name) {
        if (CORNERS.equals(name)) {
            return corners();
        }
        int dash = name.indexOf('-');
        if (!name.startsWith("edges") || dash < 0) {
            throw new IllegalArgumentException("not a table name: " + name);
        }
        EdgeSubsetCoordinate edges = EdgeSubsetCoordinate.parse(name.substring(dash + 1));
        if (!edges.name().equals(name)) {
            throw new IllegalArgumentException("edge count in " + name + " does not match its edges");
        }
        return edges(edges);
    }

    public boolean isCorners() {
        return edges == null;
    }

    /** Number of entries: 88,179,840 for corners, 12!/(12−k)!·2^k for k edges. */
    public int entries() {
        return isCorners() ? CornerCoordinate.SIZE : edges.size();
    }

    /** Bytes of the packed payload at 4 bits per entry. */
    public long payloadBytes() {
        return (entries() + 1L) / 2;
    }

    /** The state space the table is built over. */
    PatternSpace space() {
        return isCorners() ? new CornerSpace() : new EdgeSubsetSpace(edges);
    }
}
