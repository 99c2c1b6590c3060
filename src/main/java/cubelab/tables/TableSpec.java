package cubelab.tables;

import cubelab.coord.CornerCoordinate;
import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.coord.StickerCoordinate;

/**
 * What a pattern database covers: all eight corners, or a set of edges. Its {@link #name()} is
 * the name used in files, the manifest and {@code testdata/pdb-distributions.tsv}:
 * {@code corners} or {@code edges6-UR-UF-UL-UB-FR-FL}. A third kind, the stickers of some faces
 * ({@link StickerCoordinate}, the IJARCCE 2013 paper's partial problems), is built in memory and never stored.
 * Immutable.
 */
public record TableSpec(String name, EdgeSubsetCoordinate edges, StickerCoordinate stickers) {

    public static final String CORNERS = "corners";

    public TableSpec {
        if (edges == null && stickers == null && !CORNERS.equals(name)) {
            throw new IllegalArgumentException("not a table: " + name);
        }
        if (edges != null && !edges.name().equals(name)) {
            throw new IllegalArgumentException("name " + name + " does not match " + edges.name());
        }
        if (stickers != null && (edges != null || !stickers.name().equals(name))) {
            throw new IllegalArgumentException("name " + name + " does not match " + stickers.name());
        }
    }

    public static TableSpec corners() {
        return new TableSpec(CORNERS, null, null);
    }

    public static TableSpec edges(EdgeSubsetCoordinate edges) {
        return new TableSpec(edges.name(), edges, null);
    }

    public static TableSpec stickers(StickerCoordinate stickers) {
        return new TableSpec(stickers.name(), null, stickers);
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
        return edges == null && stickers == null;
    }

    public boolean isStickers() {
        return stickers != null;
    }

    /** Number of entries: 88,179,840 for corners, 12!/(12−k)!·2^k for k edges. */
    public int entries() {
        return isCorners() ? CornerCoordinate.SIZE : isStickers() ? stickers.size() : edges.size();
    }

    /** Bytes of the packed payload at 4 bits per entry. */
    public long payloadBytes() {
        return (entries() + 1L) / 2;
    }

    /** The state space the table is built over. */
    PatternSpace space() {
        return isCorners() ? new CornerSpace() : isStickers() ? new StickerSpace(stickers) : new EdgeSubsetSpace(edges);
    }
}
