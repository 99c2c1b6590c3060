package cubelab.tables.coset;

/**
 * A snapshot of a coset table build: which pass of how many, what it does, how far it is, the
 * share of the whole build done (estimated by work) and the seconds left (negative while unknown).
 */
public record CosetBuildProgress(int pass, int passes, String description, double passFraction,
        double buildFraction, double elapsedSeconds, double secondsLeft) {
}
