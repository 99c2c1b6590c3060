package cubelab.solve.tier;

/**
 * How fast this machine is against the reference machine the tiers' figures were measured on
 * (2 cores): {@code perCore} is the reference time of one core's work over this machine's, and
 * {@code cores} how many cores a build or search gets here. {@link Calibration} measures it.
 */
public record MachineSpeed(double perCore, int cores) {

    /** The reference machine: what the tiers' figures were measured on. */
    public static final MachineSpeed REFERENCE = new MachineSpeed(1.0, 2);

    /** Seconds the reference machine takes for {@link Calibration}'s build (docs/tiers.md). */
    static final double REFERENCE_SECONDS = 0.0100;

    public MachineSpeed {
        if (!(perCore > 0) || cores < 1) {
            throw new IllegalArgumentException("speed must be positive and cores at least 1");
        }
    }

    /** Seconds here for work that takes {@code referenceSeconds} on the reference machine's two cores. */
    public double scale(double referenceSeconds, int threads) {
        int used = Math.max(1, Math.min(threads, cores));
        return referenceSeconds / perCore * REFERENCE.cores() / used;
    }
}
