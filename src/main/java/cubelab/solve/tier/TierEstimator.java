package cubelab.solve.tier;

import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;

/**
 * The one source of the times CubeLab promises: how long a tier takes to build here, to solve a
 * random cube, to solve this cube, and how long a running build has left. The first-start offer,
 * the Solve card, the Solver tables window and {@code pdb list} all ask this, so they agree.
 *
 * <p>Each figure is the reference machine's measured time ({@link SolverTier#referenceBuildSeconds},
 * {@link SearchCost}) scaled to this machine: by the pace seen here where there is one (the node
 * rate of searches on the tier, the pace of builds of its kind: {@link MeasuredRates}, medians of
 * the latest, a search's counted beside what the calibration expects so that one search does not
 * decide), else by the calibration ({@link Calibration}, measured once and kept). Nothing here
 * measures again on its own, so the figures stay put from one opening to the next.
 *
 * <p>A build is one figure: on an idle machine its time hardly varies. A solve is a range, the
 * middle half of cubes ({@link SolveTimeModel}), since cubes differ several-fold.
 */
public final class TierEstimator {

    private final Calibration calibration;
    private final MeasuredRates rates;
    private final int threads;
    private final LongSupplier nanoTime;

    /** @param threads the threads a search uses here */
    public TierEstimator(Calibration calibration, MeasuredRates rates, int threads) {
        this(calibration, rates, threads, System::nanoTime);
    }

    /** @param nanoTime the clock builds are timed by ({@code System::nanoTime}; tests pass their own) */
    TierEstimator(Calibration calibration, MeasuredRates rates, int threads, LongSupplier nanoTime) {
        this.calibration = calibration;
        this.rates = rates;
        this.threads = threads;
        this.nanoTime = nanoTime;
    }

    /** The estimates of this machine, from what is kept in {@code location}'s directory, searches using every core. */
    public static TierEstimator keptIn(TableLocation location) {
        return new TierEstimator(Calibration.keptIn(location), MeasuredRates.keptIn(location),
                Runtime.getRuntime().availableProcessors());
    }

    /** The reference machine's own figures, learning nothing: for a solver with a fixed tier and for tests. */
    public static TierEstimator reference() {
        return new TierEstimator(Calibration.fixed(MachineSpeed.REFERENCE), new MeasuredRates(), 2);
    }

    public Calibration calibration() {
        return calibration;
    }

    public MeasuredRates rates() {
        return rates;
    }

    /**
     * How long building what {@code tier} lacks in {@code location} takes here (all of it where
     * nothing is built) on every core, as the window builds.
     */
    public TimeEstimate build(SolverTier tier, TableLocation location) throws InterruptedException {
        return build(tier, location, calibration.cores());
    }

    /**
     * {@link #build(SolverTier, TableLocation)} on {@code threads} threads: the pace seen here
     * (which is counted as on every core, {@link BuildClock}) or the calibration, scaled by the
     * measured speed-up of that many threads ({@link MachineSpeed#onThreads}).
     */
    public TimeEstimate build(SolverTier tier, TableLocation location, int threads) throws InterruptedException {
        double reference = tier.referenceBuildSeconds(location);
        OptionalDouble pace = rates.buildSpeed(tier);
        return TimeEstimate.of(pace.isPresent()
                ? reference / pace.getAsDouble() * MachineSpeed.onThreads(calibration.cores(), threads)
                : calibration.speed().scale(reference, threads));
    }

    /**
     * {@link #build(SolverTier, TableLocation, int)} for what is left of it: all of it, or, for a
     * stopped build, the rest of the tier's whole build ({@link #wholeOfStopped}) past its saved
     * share, as {@link TierOverview#buildLeft} lists it.
     */
    public TimeEstimate buildLeft(SolverTier tier, TableLocation location, int threads) throws InterruptedException {
        TimeEstimate build = build(tier, location, threads);
        OptionalDouble paused = tier.pausedFraction(location);
        return paused.isEmpty() ? build : wholeOfStopped(build, tier, location).times(1 - paused.getAsDouble());
    }

    /**
     * The tier's whole build, from {@code build}, the estimate for what its tables not yet built
     * take: a stopped build's saved share is of the whole, the tables built already counted done.
     */
    static TimeEstimate wholeOfStopped(TimeEstimate build, SolverTier tier, TableLocation location) {
        double toBuild = 1 - tier.builtShare(location);
        return toBuild > 0 ? build.times(1 / toBuild) : build;
    }

    /** How long a random cube takes on {@code tier} here; unknown where the tier's cost was never measured. */
    public TimeEstimate randomCube(SolverTier tier) throws InterruptedException {
        return cube(tier, 0, Integer.MAX_VALUE);
    }

    /**
     * How long this cube takes on {@code tier} here, from the heuristic's value at it (the optimum
     * is at least that) and a known solution's length (at most that): with no knowledge, a random
     * cube's time.
     */
    public TimeEstimate cube(SolverTier tier, int lowerBound, int knownLength) throws InterruptedException {
        TimeEstimate reference = SolveTimeModel.estimate(tier.searchCost(), lowerBound, knownLength);
        return reference.known() ? reference.times(searchFactor(tier)) : reference;
    }

    /** {@link #randomCube} where it needs no measurement: never measures (for the FX thread). */
    public Optional<TimeEstimate> randomCubeIfKnown(SolverTier tier) {
        boolean rateKnown = rates.nodesPerSecond(tier).isPresent() && !Double.isNaN(tier.searchCost().nodesPerSecond());
        if (calibration.known().isEmpty() && !rateKnown) {
            return Optional.empty();
        }
        try {
            return Optional.of(randomCube(tier));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        }
    }

    /**
     * {@code listener} with the whole build's time left in every progress report
     * ({@link BuildClock}) for a build on {@code threads} threads, recording the pace the build
     * kept when it ends, as on every core, where the machine was idle when it started (a build
     * beside other work says nothing of the next one). Create it just before the build starts.
     */
    public TierBuildListener timing(SolverTier tier, TableLocation location, int threads, TierBuildListener listener)
            throws InterruptedException {
        MeasuredRates learning = calibration.idleNow() ? rates : new MeasuredRates();
        return new BuildClock(tier, new BuildClock.Work(tier.referenceBuildSeconds(location),
                build(tier, location, threads).typical(), MachineSpeed.onThreads(calibration.cores(), threads),
                tier.builtShare(location)), learning, listener, nanoTime);
    }

    /** Seconds here for a second of the tier's search on the reference machine. */
    private double searchFactor(SolverTier tier) throws InterruptedException {
        double referenceRate = tier.searchCost().nodesPerSecond();
        OptionalDouble rate = Double.isNaN(referenceRate) ? OptionalDouble.empty() : rates.nodesPerSecond(tier);
        if (rate.isEmpty()) {
            return calibration.speed().scale(1, threads);
        }
        Optional<MachineSpeed> speed = calibration.known();
        if (speed.isPresent()) {
            rate = rates.nodesPerSecondBeside(tier, referenceRate / speed.get().scale(1, threads));
        }
        return referenceRate / rate.getAsDouble();
    }
}
