package cubelab.solve.tier;

/** Where a tier's tables stand in a table directory. */
public enum TierStatus {
    /** Every table file is there with the right size; its checksum is verified when it is loaded. */
    BUILT("built"),
    /** A table file is missing. */
    MISSING("missing"),
    /** A table file is there but has the wrong size, is not a regular file, or failed its checksum. */
    DAMAGED("damaged"),
    /** A stopped build left its journal: building again resumes at the last pass or part of a pass it saved. */
    PAUSED("paused"),
    /** Nothing to build: the heuristic needs no table file, or is built in memory on use. */
    IN_MEMORY("in memory");

    private final String label;

    TierStatus(String label) {
        this.label = label;
    }

    /** The word shown to users. */
    public String label() {
        return label;
    }

    /** Whether the tier can be searched with now, without building anything. */
    public boolean usable() {
        return this == BUILT || this == IN_MEMORY;
    }
}
