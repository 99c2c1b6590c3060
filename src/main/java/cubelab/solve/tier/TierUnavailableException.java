package cubelab.solve.tier;

/** A tier cannot be searched with: its tables are missing or damaged, or it does not fit the machine. */
public final class TierUnavailableException extends Exception {

    private static final long serialVersionUID = 1L;

    private final String tier;

    public TierUnavailableException(String tier, String message) {
        super(message);
        this.tier = tier;
    }

    public String tier() {
        return tier;
    }
}
