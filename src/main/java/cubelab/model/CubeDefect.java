package cubelab.model;

/** Why a facelet description is not a real cube, in the order the checks run. */
public enum CubeDefect {
    /** Not 54 facelets. */
    LENGTH,
    /** A character that names no face (or colour). */
    UNKNOWN_LETTER,
    /** A colour not used exactly nine times. */
    COLOR_COUNT,
    /** The six centres do not show six distinct colours. */
    CENTERS,
    /** A corner or edge whose colours no piece has: a colour twice, opposite colours, mirror order. */
    IMPOSSIBLE_PIECE,
    /** A piece present twice, so another is missing. */
    DUPLICATE_PIECE,
    /** Total corner twist is not 0 mod 3: one corner is twisted in place. */
    CORNER_TWIST,
    /** Odd number of flipped edges: one edge is flipped in place. */
    EDGE_FLIP,
    /** Corner and edge permutations have different parity: two pieces are swapped. */
    PARITY
}
