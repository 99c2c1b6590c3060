package cubelab.notation;

/** The three spatial axes: X points to the R face, Y to the U face, Z to the F face. */
public enum Axis {
    X, Y, Z
}
