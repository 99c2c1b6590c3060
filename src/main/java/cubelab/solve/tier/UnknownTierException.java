package cubelab.solve.tier;

import java.util.List;

/** No tier has this name; the message lists every name that does. */
public final class UnknownTierException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    public UnknownTierException(String name, List<String> known) {
        super("unknown tier '" + name + "'; known tiers: " + String.join(", ", known)
                + ", and the lab's edges<k> and corners+edges<k> (k = 1..7)");
    }
}
