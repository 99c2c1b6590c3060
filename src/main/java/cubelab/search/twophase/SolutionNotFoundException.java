package cubelab.search.twophase;

/** The two-phase search stopped without a solution; {@link #reason()} says why. */
public final class SolutionNotFoundException extends Exception {

    private static final long serialVersionUID = 1L;

    /** Why no solution came back. */
    public enum Reason {
        /** The time limit passed first. */
        TIME_LIMIT,
        /** The caller cancelled the search. */
        CANCELLED,
        /** The search visited as many nodes as its budget allowed. */
        NODE_BUDGET,
        /**
         * Every candidate up to the maximum length was tried. Within 11 turns that proves no
         * solution exists; beyond, phase 2 is capped at 11 turns, so one might still exist.
         */
        LENGTH_LIMIT
    }

    private final Reason reason;

    public SolutionNotFoundException(Reason reason, String detail) {
        super(reason.name() + ": " + detail);
        this.reason = reason;
    }

    public Reason reason() {
        return reason;
    }
}
