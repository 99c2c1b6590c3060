package cubelab.solve.tier;

import java.util.function.LongSupplier;

/**
 * The time left of a whole table build, for its progress: the build's share done (each pass
 * weighted by its expected work, as the tier reports it) set against the estimate made before it
 * started. Early on the estimate decides, since the first passes are short and extrapolating them
 * swings; as the build goes on, the pace it keeps takes over: the seconds a whole build takes are
 * {@code (PRIOR × estimate + elapsed) / (PRIOR + share done)}, the estimate counting as if
 * {@link #PRIOR} of the build had been seen running at its pace. A resumed build counts only the
 * share this run did; a build that starts with some of the tier's tables built (huge's, with
 * large's there) counts from the share they stand for.
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

    /**
     * What a build does.
     *
     * @param referenceSeconds the reference machine's time for it (all of it from nothing, of the
     *                         tables not built yet)
     * @param estimatedSeconds the estimate of that here, NaN when unknown
     * @param onThreads        how many times as long its threads take as every core
     *                         ({@link MachineSpeed#onThreads}): its pace is recorded as on every core
     * @param builtShare       where its progress starts: the share of the tier's build that tables
     *                         already built stand for ({@code huge}'s with {@code large}'s table
     *                         there), {@link SolverTier#builtShare}
     */
    record Work(double referenceSeconds, double estimatedSeconds, double onThreads, double builtShare) {
    }

    private final SolverTier tier;
    private final Work work;
    private final MeasuredRates rates;
    private final TierBuildListener listener;
    private final LongSupplier nanoTime;
    private final long startNanos;
    /** The tier's share where this build's own progress starts, and where this run started in it; set at the first report. */
    private double base = -1;
    private double startFraction = -1;
    private boolean recorded;

    /**
     * A build of the whole tier on every core.
     *
     * @param referenceSeconds the reference machine's time for what this build does (all of it from nothing)
     * @param estimatedSeconds the estimate of that here, NaN when unknown
     * @param nanoTime         the clock ({@code System::nanoTime}; tests pass their own)
     */
    BuildClock(SolverTier tier, double referenceSeconds, double estimatedSeconds, MeasuredRates rates,
            TierBuildListener listener, LongSupplier nanoTime) {
        this(tier, new Work(referenceSeconds, estimatedSeconds, 1, 0), rates, listener, nanoTime);
    }

    BuildClock(SolverTier tier, Work work, MeasuredRates rates, TierBuildListener listener, LongSupplier nanoTime) {
        this.tier = tier;
        this.work = work;
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

    /**
     * Seconds left of the whole build at {@code tierFraction} of the tier done; negative while
     * unknown. The build's own share runs from {@link Work#builtShare} (or its first report, where
     * that is lower: a forced rebuild) to 1.
     */
    synchronized double secondsLeft(double tierFraction) {
        double elapsed = (nanoTime.getAsLong() - startNanos) / 1e9;
        if (base < 0) {
            base = Math.max(0, Math.min(work.builtShare(), tierFraction));
        }
        double fraction = base >= 1 ? 1 : Math.min(1, Math.max(0, (tierFraction - base) / (1 - base)));
        if (startFraction < 0) {
            startFraction = fraction;
        }
        double done = fraction - startFraction;
        if (fraction >= 1 && !recorded && startFraction <= MOST_RESUMED) {
            recorded = true;
            rates.recordBuild(tier, work.referenceSeconds() * (1 - startFraction), elapsed / work.onThreads());
        }
        double whole;
        if (!Double.isNaN(work.estimatedSeconds())) {
            whole = (PRIOR * work.estimatedSeconds() + elapsed) / (PRIOR + Math.max(0, done));
        } else if (done > 0.02) {
            whole = elapsed / done;
        } else {
            return -1;
        }
        return Math.max(0, (1 - fraction) * whole);
    }
}
