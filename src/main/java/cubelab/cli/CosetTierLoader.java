package cubelab.cli;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.search.CosetHeuristic;
import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.CosetTier;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.TableMemory;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;

/**
 * Loads a coset tier for the command line: steps down to the next smaller tier while the table
 * does not fit the machine's free memory (saying so), builds a missing or damaged table first
 * (progress and time left on stderr), and verifies the file before use.
 */
final class CosetTierLoader {

    private CosetTierLoader() {
    }

    /** The tier to use for {@code requested}: itself if it fits, else the largest smaller one that does (or korf). */
    static String fitting(CosetTier requested, MachineResources resources, PrintWriter err) {
        CosetTier tier = requested;
        while (!resources.fitsInMemory(tier.spec().payloadBytes())) {
            String smaller = tier.smaller();
            err.println(String.format(Locale.ROOT, "tier %s needs %.2f GB of free memory (plus %.1f GB headroom);"
                    + " %.2f GB available: using tier %s", tier.name(), tier.spec().payloadBytes() / 1e9,
                    MachineResources.MEMORY_MARGIN / 1e9, resources.availableMemory() / 1e9, smaller));
            err.flush();
            Optional<CosetTier> next = CosetTier.named(smaller);
            if (next.isEmpty()) {
                return smaller;
            }
            tier = next.get();
        }
        return tier.name();
    }

    static CosetHeuristic load(CosetTier tier, Path directory, int threads, PrintWriter err)
            throws IOException, InterruptedException {
        CosetCoordinates coordinates = new CosetCoordinates();
        CornerClasses classes = new CornerClasses(coordinates);
        CosetTableStore store = new CosetTableStore(directory);
        CosetTableFile.Loaded loaded;
        try {
            loaded = store.load(tier.spec());
        } catch (TableFileException e) {
            err.println(e.getMessage() + "; building " + tier.spec().name() + String.format(Locale.ROOT,
                    " (%.2f GB) into %s", tier.spec().payloadBytes() / 1e9, directory));
            err.flush();
            try {
                loaded = store.build(tier, coordinates, classes, threads, progress(err), message -> {
                    err.println(message);
                    err.flush();
                });
            } catch (InsufficientResourcesException refused) {
                throw new UserException(ExitCodes.FAILURE, refused.getMessage());
            }
        }
        return new CosetHeuristic(coordinates, classes, TableMemory.best(loaded.table()));
    }

    /** Progress lines on stderr: one per pass, and every ten seconds within a pass. */
    static CosetBuildListener progress(PrintWriter err) {
        long[] last = {0, -1};
        return progress -> {
            long now = System.nanoTime();
            if (progress.pass() != last[1] || now - last[0] > 10e9) {
                last[0] = now;
                last[1] = progress.pass();
                err.println(String.format(Locale.ROOT, "pass %d/%d %-32s %5.1f %%  build %5.1f %%  %6.0f s%s",
                        progress.pass(), progress.passes(), progress.description(), 100 * progress.passFraction(),
                        100 * progress.buildFraction(), progress.elapsedSeconds(), progress.secondsLeft() < 0 ? ""
                                : String.format(Locale.ROOT, ", about %.0f s left", progress.secondsLeft())));
                err.flush();
            }
        };
    }
}
