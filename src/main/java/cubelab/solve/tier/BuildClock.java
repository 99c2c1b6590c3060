package cubelab.solve.tier;

import java.util.function.LongSupplier;

/**
 * The time left of a whole table build, for its progress: the build's share done (each pass
 * weighted by its expected work, as the tier reports it) set against the estimate made before it
 * started. Early on the estimate decides, since the first passes are short and extrapolating them
 * swings; as the build goes on, the pace it keeps takes over: the seconds a whole build takes are
 * {@code (PRIOR × estimate + elapsed) / (PRIOR + share done)}, the estimate counting as if
 * {@link #PRIOR} of the build had been seen running at its pace. A resumed build counts only the
 * share this run did.
 *
 * <p>When the build reaches its end it records the pace it kept, so the next estimate of a build
 * like it uses this machine's pace ({@link MeasuredRates#recordBuild}), where this run did at
 * least half of it.
 */
final class BuildClock implements TierBuildListener {

    /** How much of the build the estimate counts for, against the pace seen. */
    static final double PRIOR = 0.15;

    /**
     * A resumed build records its pace only when it started this far in or earlier: the share a
     * run did is the passes' modelled weight, and one or two long passes measured against a
     * mis-weighted share once made every later estimate six times too long.
     */
    static final double MOST_RESUMED = 0.5;

    private final SolverTier tier;
    private final double referenceSeconds;
    private final double estimatedSeconds;
    /** How many times as long this build's threads take as every core: its pace is recorded as on every core. */
    private final double onThreads;
    private final MeasuredRates rates;
    private final TierBuildListener listener;
    private final LongSupplier nanoTime;
    private final long startNanos;
    private double startFraction = -1;
    private boolean recorded;

    /**
     * @param referenceSeconds the reference machine's time for what this build does (all of it from nothing)
     * @param estimatedSeconds the estimate of that here, NaN when unknown
     * @param nanoTime         the clock ({@code System::nanoTime}; tests pass their own)
     */
    BuildClock(SolverTier tier, double referenceSeconds, double estimatedSeconds, MeasuredRates rates,
            TierBuildListener listener, LongSupplier nanoTime) {
        this(tier, referenceSeconds, estimatedSeconds, 1, rates, listener, nanoTime);
    }

    /**
     * @param onThreads how many times as long the build's threads take as every core
     *                  ({@link MachineSpeed#onThreads})
     */
    BuildClock(SolverTier tier, double referenceSeconds, double estimatedSeconds, double onThreads,
            MeasuredRates rates, TierBuildListener listener, LongSupplier nanoTime) {
        this.tier = tier;
        this.referenceSeconds = referenceSeconds;
        this.estimatedSeconds = estimatedSeconds;
        this.onThreads = onThreads;
        this.rates = rates;
        this.listener = listener;
        this.nanoTime = nanoTime;
        this.startNanos = nanoTime.getAsLong();
    }

    @Override
    public void progress(TierBuildProgress progress) {
        listener.progress(new TierBuildProgress(progress.fraction(), secondsLeft(progress.fraction()),
                progress.description()));
    }

    @Override
    public void message(String line) {
        listener.message(line);
    }

    /** Seconds left of the whole build at {@code fraction} done; negative while unknown. */
    synchronized double secondsLeft(double fraction) {
        double elapsed = (nanoTime.getAsLong() - startNanos) / 1e9;
        if (startFraction < 0) {
            startFraction = Math.min(fraction, 1);
        }
        double done = fraction - startFraction;
        if (fraction >= 1 && !recorded && startFraction <= MOST_RESUMED) {
            recorded = true;
            rates.recordBuild(tier, referenceSeconds * (1 - startFraction), elapsed / onThreads);
        }
        double whole;
        if (!Double.isNaN(estimatedSeconds)) {
            whole = (PRIOR * estimatedSeconds + elapsed) / (PRIOR + Math.max(0, done));
        } else if (done > 0.02) {
            whole = elapsed / done;
        } else {
            return -1;
        }
        return Math.max(0, (1 - fraction) * whole);
    }
}
