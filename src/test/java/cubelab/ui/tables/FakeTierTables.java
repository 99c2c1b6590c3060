package cubelab.ui.tables;

import cubelab.solve.TierTables;
import cubelab.solve.tier.CosetSolverTier;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierBuildProgress;
import cubelab.solve.tier.TierOverview;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierStatus;
import cubelab.solve.tier.TimeEstimate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Semaphore;

/**
 * Solver tables for window tests: Korf's built, the others missing; a build takes four steps, each
 * released by the test ({@link #step()}), so nothing depends on timing. A coset build stopped
 * part way keeps its finished steps, as the real one keeps its finished passes.
 */
final class FakeTierTables implements TierTables {

    static final int STEPS = 4;

    final Map<SolverTier, TierStatus> status = new ConcurrentHashMap<>();
    final Map<SolverTier, Integer> stepsDone = new ConcurrentHashMap<>();
    final List<SolverTier> deleted = new CopyOnWriteArrayList<>();
    final List<SolverTier> discarded = new CopyOnWriteArrayList<>();
    final List<SolverTier> started = new CopyOnWriteArrayList<>();
    /** Why this fake machine cannot hold a tier. */
    final Map<SolverTier, String> unfit = new ConcurrentHashMap<>();
    private final Semaphore steps = new Semaphore(0);

    FakeTierTables() {
        for (SolverTier tier : TierRegistry.SOLVING) {
            status.put(tier, tier.equals(TierRegistry.KORF) ? TierStatus.BUILT : TierStatus.MISSING);
        }
    }

    /** Lets the running build take one more step. */
    void step() {
        steps.release();
    }

    @Override
    public List<TierOverview> overview() {
        return TierRegistry.SOLVING.stream().map(tier -> new TierOverview(tier, status.get(tier),
                TimeEstimate.of(tier.referenceBuildSeconds()), TimeEstimate.of(tier.searchCost().randomCubeSeconds()),
                Optional.ofNullable(unfit.get(tier)), tier.equals(TierRegistry.STANDARD), tier.equals(inUse()),
                status.get(tier) == TierStatus.PAUSED ? (double) stepsDone.getOrDefault(tier, 0) / STEPS : Double.NaN))
                .toList();
    }

    /** As the solver chooses: the last built of the solving tiers (they are smallest first), else korf. */
    private SolverTier inUse() {
        return TierRegistry.SOLVING.stream().filter(tier -> status.get(tier) == TierStatus.BUILT)
                .reduce((smaller, larger) -> larger).orElse(TierRegistry.KORF);
    }

    @Override
    public void build(SolverTier tier, TierBuildListener listener) throws InterruptedException {
        started.add(tier);
        int done = stepsDone.getOrDefault(tier, 0);
        try {
            while (done < STEPS) {
                steps.acquire();
                done++;
                stepsDone.put(tier, done);
                listener.progress(new TierBuildProgress((double) done / STEPS, 60.0 * (STEPS - done),
                        "pass " + done + "/" + STEPS));
            }
            status.put(tier, TierStatus.BUILT);
        } catch (InterruptedException e) {
            status.put(tier, resumable(tier) ? TierStatus.PAUSED : TierStatus.MISSING);
            throw e;
        }
    }

    @Override
    public void delete(SolverTier tier) {
        deleted.add(tier);
        stepsDone.remove(tier);
        status.put(tier, TierStatus.MISSING);
    }

    @Override
    public void discard(SolverTier tier) {
        discarded.add(tier);
        stepsDone.remove(tier);
        if (status.get(tier) == TierStatus.PAUSED) {
            status.put(tier, TierStatus.MISSING);
        }
    }

    @Override
    public boolean resumable(SolverTier tier) {
        return tier instanceof CosetSolverTier;
    }
}
