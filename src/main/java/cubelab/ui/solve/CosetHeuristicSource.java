package cubelab.ui.solve;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.search.CosetHeuristic;
import cubelab.search.Heuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.CosetTier;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.TableMemory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The heuristic of the largest coset tier whose table is built and fits the machine's free
 * memory; the app then solves random cubes in seconds to minutes instead of hours. The table is
 * mapped and verified on first use (a few seconds for gigabytes), never built here: building
 * takes tens of minutes and is an explicit step ({@code cubelab pdb build --tier standard}).
 */
public final class CosetHeuristicSource implements IdaStarSolver.HeuristicSource {

    private final CosetTier tier;
    private final CosetTableStore store;

    private CosetHeuristicSource(CosetTier tier, CosetTableStore store) {
        this.tier = tier;
        this.store = store;
    }

    /** The best coset tier built in {@code directory} that fits in memory, if any. */
    public static Optional<CosetHeuristicSource> best(Path directory) {
        CosetTableStore store = new CosetTableStore(directory);
        MachineResources resources;
        try {
            resources = MachineResources.of(directory);
        } catch (IOException e) {
            return Optional.empty();
        }
        List<CosetTier> tiers = CosetTier.USER_TIERS;
        for (int i = tiers.size() - 1; i >= 0; i--) {
            CosetTier tier = tiers.get(i);
            if (store.has(tier.spec()) && resources.fitsInMemory(tier.spec().payloadBytes())) {
                return Optional.of(new CosetHeuristicSource(tier, store));
            }
        }
        return Optional.empty();
    }

    public CosetTier tier() {
        return tier;
    }

    @Override
    public boolean ready() {
        return store.has(tier.spec());
    }

    @Override
    public String description() {
        return String.format(Locale.ROOT, "%s tier, %s (%.1f GB) in %s", tier.name(), tier.spec().name(),
                tier.spec().payloadBytes() / 1e9, store.directory().toAbsolutePath().normalize());
    }

    @Override
    public Heuristic load() throws SolverUnavailableException {
        try {
            CosetCoordinates coordinates = new CosetCoordinates();
            return new CosetHeuristic(coordinates, new CornerClasses(coordinates), TableMemory.best(store.load(tier.spec()).table()));
        } catch (TableFileException e) {
            throw new SolverUnavailableException("the " + tier.name() + " table is damaged: " + e.getMessage()
                    + ". Rebuild with: java -jar cubelab.jar pdb build --tier " + tier.name());
        }
    }
}
