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

    /**
     * Measured speed-ups of a build or search on n threads over one thread, n cores used
     * ({@code docs/measurements}): two threads 1.9 times one on 2 cores (a search on
     * {@code standard}, 1.92 times, {@code 2026-11-28-two-threads-standard-2-cores.csv}; the
     * reference machine's builds of {@code standard} and {@code slice-flip8} kept 1.89 and 1.94
     * cores busy, {@code 2026-11-25-to-27-side-by-side-builds.csv}, where {@code large}'s 1.46 had
     * the test suite beside it); 16 threads 11.4 times on 16
     * cores (a search on {@code large}, {@code 2026-11-28-scaling-large-16-cores.csv}). Not n: the
     * builds and searches wait on memory, which the cores share. The linear rule had
     * {@code large}'s build on that 16-core machine at "about 3 min"; it took 234 s
     * ({@code 2026-11-28-build-large-16-cores.csv}), 1.3 times that, which this scaling gives.
     */
    private static final int[] MEASURED_THREADS = {1, 2, 16};
    private static final double[] MEASURED_SPEEDUPS = {1.0, 1.9, 11.4};

    /**
     * How many times as fast {@code threads} threads on as many cores are as one: the measured
     * figures, and between and beyond them a power law through the two nearest (the speed-up
     * grows by the same factor each time the threads double).
     */
    static double speedup(int threads) {
        int n = Math.max(1, threads);
        int upper = 1;
        while (upper < MEASURED_THREADS.length - 1 && MEASURED_THREADS[upper] < n) {
            upper++;
        }
        int lower = upper - 1;
        double exponent = Math.log(MEASURED_SPEEDUPS[upper] / MEASURED_SPEEDUPS[lower])
                / Math.log((double) MEASURED_THREADS[upper] / MEASURED_THREADS[lower]);
        return MEASURED_SPEEDUPS[lower] * Math.pow((double) n / MEASURED_THREADS[lower], exponent);
    }

    /**
     * Seconds here on {@code threads} threads for work that takes {@code referenceSeconds} on the
     * reference machine's two cores.
     */
    public double scale(double referenceSeconds, int threads) {
        return referenceSeconds / perCore * speedup(REFERENCE.cores()) / speedup(used(cores, threads));
    }

    /** How many times as long work takes on {@code threads} threads as on every one of {@code cores} cores. */
    static double onThreads(int cores, int threads) {
        return speedup(cores) / speedup(used(cores, threads));
    }

    /** The cores {@code threads} threads keep busy on {@code cores} cores. */
    private static int used(int cores, int threads) {
        return Math.max(1, Math.min(threads, cores));
    }
}
