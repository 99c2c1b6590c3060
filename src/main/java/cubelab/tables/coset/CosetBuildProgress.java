package cubelab.tables.coset;

/**
 * A snapshot of a coset table build: which pass of how many, what it does, how far it is, and the
 * share of the whole build done (estimated by work). The time left is the solve layer's to estimate.
 */
public record CosetBuildProgress(int pass, int passes, String description, double passFraction,
        double buildFraction, double elapsedSeconds) {
}
