package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.SliceTableSpec;
import cubelab.tables.coset.WordTableSpec;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
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
    void aBuildPausedInTheFirstTableIsListedAtTheShareItsBarShowed() {
        double inCoset = buildUntilPaused(TableLocation.at(directory), CosetTableSpec.TINY, 3);
        assertThat(inCoset).as("paused in the coset table's build").isStrictlyBetween(0.0, 0.75);
    }

    /** Paused in the second table, the first built in the same run: listed, and resumed, where the bar was. */
    @Test
    @Tag("heavy")
    void aBuildPausedInTheSecondTableIsListedAndResumesAtTheShareItsBarShowed() throws Exception {
        TableLocation location = TableLocation.at(directory);
        double inSlice = buildUntilPaused(location, SliceTableSpec.FLIP0, 3);
        assertThat(inSlice).as("paused in the slice table's, the coset table built in that run")
                .isStrictlyBetween(0.75, 1.0);
        assertThat(PAIR.builtShare(location)).isCloseTo(0.75, within(1e-12));

        // what is left: the slice table's share not done, of its 10 reference seconds
        double sliceLeft = 10 * (1 - (inSlice - 0.75) / 0.25);
        TierEstimator reference = TierEstimator.reference();
        TierOverview overview = TierOverview.of(PAIR, location, new MachineResources(1L << 40, 1L << 40), reference);
        assertThat(overview.status()).isEqualTo(TierStatus.PAUSED);
        assertThat(overview.pausedFraction()).isCloseTo(inSlice, within(1e-9));
        assertThat(overview.buildLeft().typical()).as("the time left listed").isCloseTo(sliceLeft, within(1e-6));
        double[] leftWhenResumed = {-1};
        reference.timing(PAIR, location, 2, progress -> leftWhenResumed[0] = progress.secondsLeft())
                .progress(new TierBuildProgress(inSlice, -1, "pass 4/11"));
        assertThat(leftWhenResumed[0]).as("the time left as the build resumes").isCloseTo(sliceLeft, within(0.01));
    }

    /**
     * Builds the pair until {@code spec}'s journal has {@code passes} passes, then pauses it at the
     * report that follows (the bar's share then is what is on disk); the share the bar showed, after
     * checking that the tier is listed paused at it, during the build and after.
     */
    private static double buildUntilPaused(TableLocation location, WordTableSpec spec, int passes) {
        Path journal = location.directory().resolve(CosetTableFile.fileName(spec) + ".journal");
        Thread builder = Thread.currentThread();
        double[] shown = {-1};
        double[] listedThen = {-1};
        try {
            PAIR.build(location, 2, false, progress -> {
                if (shown[0] < 0 && finishedPasses(journal) >= passes) {
                    shown[0] = progress.fraction();
                    listedThen[0] = PAIR.pausedFraction(location).orElse(-1);
                    builder.interrupt();
                }
            });
        } catch (InterruptedException paused) {
            // paused, as the tables window's Pause does
        } catch (Exception e) {
            throw new AssertionError(e);
        }
        Thread.interrupted();
        assertThat(PAIR.status(location)).isEqualTo(TierStatus.PAUSED);
        assertThat(listedThen[0]).as("listed while it built").isCloseTo(shown[0], within(1e-9));
        assertThat(PAIR.pausedFraction(location)).as("listed paused").isPresent();
        assertThat(PAIR.pausedFraction(location).getAsDouble()).as("the share the bar showed at the pause")
                .isCloseTo(shown[0], within(1e-9));
        return shown[0];
    }

    /**
     * The first table built (in that run or before: {@code large} built, then {@code huge}), the
     * second paused: listed at the first table's share and the second's done, and the time left is
     * the second's rest, in the listing and once the build resumes.
     */
    @Test
    void aPausedSecondTableIsListedAfterTheFirstTablesShareWithOnlyItsRestLeft() throws Exception {
        TableLocation location = TableLocation.at(directory);
        CosetTableStore store = new CosetTableStore(directory);
        sparse(store.file(CosetTableSpec.TINY), CosetTableFile.fileSize(CosetTableSpec.TINY));
        Path slice = store.file(SliceTableSpec.FLIP0);
        sparse(slice.resolveSibling(slice.getFileName() + ".tmp"), CosetTableFile.fileSize(SliceTableSpec.FLIP0));
        Files.writeString(slice.resolveSibling(slice.getFileName() + ".journal"), "slice-flip0 base 8\n4\n");
        double sliceDone = store.pausedFraction(SliceTableSpec.FLIP0).orElseThrow();
        assertThat(sliceDone).isStrictlyBetween(0.0, 1.0);

        assertThat(PAIR.status(location)).isEqualTo(TierStatus.PAUSED);
        assertThat(PAIR.pausedFraction(location).orElseThrow()).isCloseTo(0.75 + 0.25 * sliceDone, within(1e-12));
        TierEstimator reference = TierEstimator.reference();
        TierOverview overview = TierOverview.of(PAIR, location, new MachineResources(1L << 40, 1L << 40), reference);
        assertThat(overview.buildLeft().typical()).as("the slice table's rest of its 10 s")
                .isCloseTo(10 * (1 - sliceDone), within(1e-9));
        assertThat(reference.buildLeft(PAIR, location, 2).typical()).as("what pdb build says is left")
                .isCloseTo(10 * (1 - sliceDone), within(1e-9));

        List<TierBuildProgress> shown = new ArrayList<>();
        AtomicLong clock = new AtomicLong();
        MeasuredRates rates = new MeasuredRates();
        BuildClock resumed = new BuildClock(PAIR, new BuildClock.Work(PAIR.referenceBuildSeconds(location),
                reference.build(PAIR, location).typical(), 1, PAIR.builtShare(location)), rates, shown::add,
                clock::get);
        resumed.progress(new TierBuildProgress(PAIR.pausedFraction(location).orElseThrow(), -1, "resumed"));
        assertThat(shown.get(0).secondsLeft()).as("resumed").isCloseTo(10 * (1 - sliceDone), within(1e-9));
        clock.set(20_000_000_000L);
        resumed.progress(new TierBuildProgress(1, -1, "done"));
        assertThat(rates.buildSpeed(PAIR)).as("the slice table's rest, done at half the reference pace")
                .hasValueCloseTo(10 * (1 - sliceDone) / 20, within(1e-9));
    }

    private static void sparse(Path file, long bytes) throws IOException {
        try (RandomAccessFile whole = new RandomAccessFile(file.toFile(), "rw")) {
            whole.setLength(bytes); // no disk used
        }
    }

    @Test
    void eachTablesShareIsItsShareOfTheBuildTime() {
        TableFiles files = PAIR.files();
        assertThat(files.share(0)).isEqualTo(new TableFiles.Share(0, 0.75));
        assertThat(files.share(1)).isEqualTo(new TableFiles.Share(0.75, 0.25));
        TableFiles huge = TierRegistry.HUGE.files();
        assertThat(huge.share(0).width()).as("large's build of huge's")
                .isCloseTo(TierRegistry.LARGE.referenceBuildSeconds() / TierRegistry.HUGE.referenceBuildSeconds(),
                        within(1e-12));
    }

    /** The passes a table's journal says are finished, 0 where there is none. */
    private static int finishedPasses(Path journal) {
        try {
            List<String> lines = Files.readAllLines(journal);
            return lines.size() >= 2 ? Integer.parseInt(lines.get(1).trim()) : 0;
        } catch (IOException | NumberFormatException none) {
            return 0;
        }
    }
}
