package cubelab.tables;

import cubelab.coord.StickerCoordinate;
import cubelab.model.Corner;
import cubelab.model.Face;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One of the IJARCCE 2013 paper's partial problems: put the stickers of two faces (plus, optionally, the
 * tiles of a few extra corner pieces) in place. Its state splits into a corner half and an edge
 * half that no turn mixes, each small enough for an exact table built by breadth-first search
 * in seconds ({@link #cornerTable()}, {@link #edgeTable()}). Immutable.
 */
public record PartialProblem(Face first, Face second, Set<Corner> extraCorners) {

    /** Three adjacent pairs covering every face once: all of them solved means the cube is. */
    public static final List<PartialProblem> THREE_PAIRS = List.of(
            new PartialProblem(Face.U, Face.F, Set.of()),
            new PartialProblem(Face.R, Face.D, Set.of()),
            new PartialProblem(Face.L, Face.B, Set.of()));

    /** The same pairs, each plus the three tiles of one of its two blank corners. */
    public static final List<PartialProblem> PAIRS_PLUS_TILES = List.of(
            new PartialProblem(Face.U, Face.F, Set.of(Corner.DRB)),
            new PartialProblem(Face.R, Face.D, Set.of(Corner.ULB)),
            new PartialProblem(Face.L, Face.B, Set.of(Corner.DFR)));

    public PartialProblem {
        if (first == second || first.opposite() == second) {
            throw new IllegalArgumentException("choose two adjacent faces, not " + first + " and " + second);
        }
        extraCorners = Set.copyOf(extraCorners);
    }

    public Set<Face> faces() {
        return Set.of(first, second);
    }

    /** e.g. {@code UF} or {@code UF+DRB}. */
    public String name() {
        return "" + first + second + (extraCorners.isEmpty() ? ""
                : "+" + extraCorners.stream().sorted().map(Corner::name).collect(Collectors.joining("+")));
    }

    public TableSpec cornerTable() {
        Set<Integer> extras = extraCorners.stream().map(Corner::ordinal).collect(Collectors.toSet());
        return TableSpec.stickers(new StickerCoordinate(StickerCoordinate.Part.CORNERS, faces(), extras));
    }

    public TableSpec edgeTable() {
        return TableSpec.stickers(new StickerCoordinate(StickerCoordinate.Part.EDGES, faces(), Set.of()));
    }
}
