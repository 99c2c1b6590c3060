package cubelab.scan;

/** What kept a set of photos or colours from becoming a cube. */
public enum ScanDefect {
    /** The file is not a picture that can be read. */
    UNREADABLE_PHOTO,
    /** No 3×3 grid of stickers was found in a photo. */
    NO_GRID,
    /** A photo shows a cube of another size: a 2×2, or a 4×4 or larger (more than three stickers in a row). */
    OTHER_CUBE_SIZE,
    /** Two photos show the same face. */
    SAME_FACE_TWICE,
    /** The faces read do not fit together as one cube (photos in the wrong order, or upside down). */
    FACES_DO_NOT_FIT,
    /** The colour data is not 54 stickers of three numbers each. */
    BAD_COLOR_DATA
}
