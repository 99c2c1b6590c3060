package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.SliceTableSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A tier of two tables ({@code huge}: {@code large}'s coset table, then a slice table) weighs each
 * table by its build time, both in the progress bar while it builds and in the share a paused
 * build is listed at: so pausing and resuming do not make the bar jump. Here the test coset table
 * ({@code coset-eo0}, 1.3 MB) with the test slice table ({@code slice-flip0}, 29 MB), made-up
 * build times that weigh them 3 to 1, the reverse of their sizes.
 */
class PairedPausedShareTest {

    private static final PairedSolverTier PAIR = new PairedSolverTier("pair", new NamedCosetTable("coset-eo0",
            CosetTableSpec.TINY), SliceTableSpec.FLIP0, "a test pair", 40, 10, SearchCost.UNMEASURED);

    @TempDir
    Path directory;

    @Test
    void aBuildPausedInItsFirstTableIsListedAtTheShareItsBarShowed() throws Exception {
        TableLocation location = TableLocation.at(directory);
        Path journal = directory.resolve(CosetTableFile.fileName(CosetTableSpec.TINY) + ".journal");
        Thread builder = Thread.currentThread();
        double[] shownAtPause = {-1};
        double[] listedThen = {-1};
        int[] journalled = {0};
        try {
            PAIR.build(location, 2, false, progress -> {
                int passes = finishedPasses(journal);
                // the report right after a pass is journalled: the bar's share is what is on disk
                if (passes > journalled[0] && passes >= 3 && shownAtPause[0] < 0) {
                    shownAtPause[0] = progress.fraction();
                    listedThen[0] = PAIR.pausedFraction(location).orElse(-1);
                    builder.interrupt();
                }
                journalled[0] = passes;
            });
        } catch (InterruptedException paused) {
            // paused, as the tables window's Pause does
        }
        Thread.interrupted();
        assertThat(shownAtPause[0]).as("paused in the coset table's build").isStrictlyBetween(0.0, 0.75);
        assertThat(PAIR.status(location)).isEqualTo(TierStatus.PAUSED);
        assertThat(PAIR.pausedFraction(location)).as("listed paused").isPresent();
        assertThat(PAIR.pausedFraction(location).getAsDouble()).as("the share the bar showed at the pause")
                .isCloseTo(shownAtPause[0], within(1e-9));
        assertThat(listedThen[0]).as("listed while it built").isCloseTo(shownAtPause[0], within(1e-9));
    }

    @Test
    void eachTablesShareIsItsShareOfTheBuildTime() {
        TableFiles files = PAIR.files();
        assertThat(files.share(0, List.of(true, true))).isEqualTo(new TableFiles.Share(0, 0.75));
        assertThat(files.share(1, List.of(true, true))).isEqualTo(new TableFiles.Share(0.75, 0.25));
        assertThat(files.share(1, List.of(false, true))).as("the coset table built already")
                .isEqualTo(new TableFiles.Share(0, 1));
        assertThat(files.share(0, List.of(false, true)).width()).isZero();
        TableFiles huge = TierRegistry.HUGE.files();
        assertThat(huge.share(0, List.of(true, true)).width()).as("large's build of huge's")
                .isCloseTo(TierRegistry.LARGE.referenceBuildSeconds() / TierRegistry.HUGE.referenceBuildSeconds(),
                        within(1e-12));
    }

    /** The passes the coset table's journal says are finished, 0 where there is none yet. */
    private static int finishedPasses(Path journal) {
        try {
            List<String> lines = Files.readAllLines(journal);
            return lines.size() >= 2 ? Integer.parseInt(lines.get(1).trim()) : 0;
        } catch (IOException | NumberFormatException none) {
            return 0;
        }
    }
}
