package cubelab.solve.tier;

import cubelab.coord.EdgeSubsetCoordinate;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableSpec;

/**
 * How fast this machine is against the reference machine the tiers' figures were measured on
 * (2 cores): {@code perCore} is the reference time of one core's work over this machine's, and
 * {@code cores} how many cores a build or search gets here. Measured by building one 4-edge
 * pattern database on one thread (190,080 entries of random table writes and move-table reads,
 * the work of every table build and search), the best of eight tries (the first ones run before the JIT has compiled the builder).
 */
public record MachineSpeed(double perCore, int cores) {

    /** The reference machine: what the tiers' figures were measured on. */
    public static final MachineSpeed REFERENCE = new MachineSpeed(1.0, 2);

    /** Seconds the reference machine takes for {@link #measure()}'s build (docs/tiers.md). */
    static final double REFERENCE_SECONDS = 0.0100;

    public MachineSpeed {
        if (!(perCore > 0) || cores < 1) {
            throw new IllegalArgumentException("speed must be positive and cores at least 1");
        }
    }

    /** Times the calibration build here (a quarter of a second on the reference machine, eight builds). */
    public static MachineSpeed measure() throws InterruptedException {
        TableSpec spec = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB"));
        double best = Double.MAX_VALUE;
        for (int attempt = 0; attempt < 8; attempt++) {
            long start = System.nanoTime();
            new PatternDatabaseBuilder(1, (table, depth, states, backward, seconds) -> { }).build(spec);
            best = Math.min(best, (System.nanoTime() - start) / 1e9);
        }
        double ratio = Math.max(0.05, Math.min(20, REFERENCE_SECONDS / best));
        return new MachineSpeed(ratio, Runtime.getRuntime().availableProcessors());
    }

    /** Seconds here for work that takes {@code referenceSeconds} on the reference machine's two cores. */
    public double scale(double referenceSeconds, int threads) {
        int used = Math.max(1, Math.min(threads, cores));
        return referenceSeconds / perCore * REFERENCE.cores() / used;
    }
}
