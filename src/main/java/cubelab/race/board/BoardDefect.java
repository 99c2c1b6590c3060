package cubelab.race.board;

/** Why a board or target is not a legal Rubik's Race position; the name is the CLI's defect code. */
public enum BoardDefect {
    /** The board is not n×n with n ≥ 3, or a target does not have (n−2)² cells. */
    SIZE,
    /** The board has no blank or more than one. */
    BLANK_COUNT,
    /** A colour has a different number of tiles than {@link Board#tileCount} prescribes. */
    TILE_COUNT,
    /** A target asks for more tiles of a colour than the board has. */
    TARGET_COLOR_COUNT,
    /** A classic puzzle's tiles are not exactly 1..n²−1 and one blank. */
    TILE_NUMBERS,
    /** A classic puzzle position of the wrong permutation parity: the goal cannot be reached. */
    PARITY
}
