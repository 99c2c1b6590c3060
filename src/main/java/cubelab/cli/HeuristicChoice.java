package cubelab.cli;

import cubelab.search.Heuristic;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierBuildProgress;
import cubelab.solve.tier.TierEstimator;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.TierUnavailableException;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;

/**
 * Turns {@code --tier} and {@code --tables} into a heuristic through the {@link TierRegistry}:
 * without {@code --tier}, the fastest tier built here that fits (said on stderr); a solving tier
 * too large for the free memory steps down to the next smaller one (said on stderr); tables that
 * are missing or damaged are built first, with progress on stderr.
 */
final class HeuristicChoice {

    /** The tier chosen and its heuristic. */
    record Loaded(SolverTier tier, Heuristic heuristic) {
    }

    private HeuristicChoice() {
    }

    static TableLocation location(Path tables) {
        return TableLocation.at(tables);
    }

    /**
     * @param name the tier's name, or null for the best built tier
     * @throws cubelab.solve.tier.UnknownTierException listing the valid names
     */
    static Loaded load(String name, Path tables, int threads, PrintWriter err)
            throws IOException, InterruptedException {
        TableLocation location = location(tables);
        MachineResources resources = MachineResources.of(location.directory());
        SolverTier tier;
        if (name == null) {
            tier = TierRegistry.bestBuilt(location, resources);
            err.println("using tier " + tier.name() + " (the fastest built here that fits; --tier picks another)");
        } else {
            TierRegistry.Fitted fitted = TierRegistry.fitting(TierRegistry.named(name), resources);
            fitted.notes().forEach(err::println);
            tier = fitted.tier();
        }
        err.flush();
        if (tier.hasTableFiles() && !tier.status(location).usable()) {
            build(tier, location, threads, err);
        }
        try {
            return new Loaded(tier, tier.load(location, threads));
        } catch (TierUnavailableException damaged) {
            err.println(damaged.getMessage() + "; rebuilding");
            build(tier, location, threads, err);
            try {
                return new Loaded(tier, tier.load(location, threads));
            } catch (TierUnavailableException e) {
                throw new UserException(ExitCodes.FAILURE, e.getMessage());
            }
        }
    }

    /** Builds a tier's tables with progress on stderr; a machine too small is a user error. */
    static void build(SolverTier tier, TableLocation location, int threads, PrintWriter err)
            throws IOException, InterruptedException {
        build(tier, location, threads, false, err);
    }

    /** Builds a tier's tables, with {@code force} every one (each replacing the old only once it verifies). */
    static void build(SolverTier tier, TableLocation location, int threads, boolean force, PrintWriter err)
            throws IOException, InterruptedException {
        TierEstimator estimator = TierEstimator.keptIn(location);
        err.println("building tier " + tier.name() + " into " + location.directory().toAbsolutePath().normalize()
                + " (" + estimator.build(tier, location).describe() + " here)");
        err.flush();
        try {
            // the whole build's time left, from the same estimate pdb list shows
            tier.build(location, threads, force, estimator.timing(tier, location, progress(err)));
        } catch (InsufficientResourcesException refused) {
            throw new UserException(ExitCodes.FAILURE, refused.getMessage());
        }
    }

    /** Progress lines on stderr: one per step, at most one every ten seconds within a long step. */
    static TierBuildListener progress(PrintWriter err) {
        return new TierBuildListener() {
            private long last;
            private String lastStep = "";

            @Override
            public synchronized void progress(TierBuildProgress progress) {
                long now = System.nanoTime();
                String step = progress.description().replaceAll("[0-9.,]+ states$", "");
                if (!step.equals(lastStep) || now - last > 10e9) {
                    last = now;
                    lastStep = step;
                    err.println(progress.description() + "  (" + progress.summary() + ")");
                    err.flush();
                }
            }

            @Override
            public void message(String line) {
                err.println(line);
                err.flush();
            }
        };
    }
}
