package cubelab.solve;

import cubelab.solve.tier.Durations;
import cubelab.solve.tier.SolverTier;
import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierBuildProgress;
import java.util.function.Consumer;

/**
 * Builds one tier's tables when they are missing or damaged: the Korf tables the window builds by
 * itself on its first run (a packaged app ships them; a checkout builds them in seconds).
 */
public final class TierInstaller implements TableInstaller {

    private final SolverTier tier;
    private final TableLocation location;
    private final TierTables tables;

    public TierInstaller(SolverTier tier, TableLocation location, TierTables tables) {
        this.tier = tier;
        this.location = location;
        this.tables = tables;
    }

    @Override
    public boolean needed() {
        return !tier.status(location).usable();
    }

    @Override
    public String label() {
        return "Build solver tables (" + Durations.bytes(tier.diskBytes()) + ", about a minute)";
    }

    @Override
    public void install(Consumer<String> progress) throws Exception {
        tables.build(tier, new TierBuildListener() {
            @Override
            public void progress(TierBuildProgress step) {
                progress.accept("Building " + step.description() + " · " + step.summary());
            }

            @Override
            public void message(String line) {
                progress.accept(line);
            }
        });
    }

    @Override
    public boolean installOnFirstRun() {
        return true;
    }
}
