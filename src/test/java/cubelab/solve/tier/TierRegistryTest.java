package cubelab.solve.tier;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableSpec;
import cubelab.tables.coset.NamedCosetTable;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.SliceTableSpec;
import cubelab.tables.coset.WordTableSpec;
import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TierRegistryTest {

    private static final long GB = 1_000_000_000L;
    private static final MachineResources BIG = memory(20 * GB);

    /** Machine resources with this much free memory and ample disk. */
    private static MachineResources memory(long bytes) {
        return new MachineResources(bytes, 500 * GB);
    }

    /** A sparse file of the table's full size: the cheap status check sees it as built. */
    private static void fakeTable(Path directory, WordTableSpec spec, long size) throws IOException {
        try (RandomAccessFile file = new RandomAccessFile(directory.resolve(CosetTableFile.fileName(spec)).toFile(), "rw")) {
            file.setLength(size);
        }
    }

    @Test
    void hugeIsLargesTablePairedWithASliceTableAndRemovingItKeepsLargesTable(@TempDir Path directory)
            throws IOException {
        TableLocation location = TableLocation.at(directory);
        double whole = TierRegistry.HUGE.referenceBuildSeconds();
        assertThat(TierRegistry.HUGE.referenceBuildSeconds(location)).isEqualTo(whole);
        assertThat(TierRegistry.HUGE.tableNames()).containsExactly("coset-eo12-pairs", "slice-flip8");
        assertThat(TierRegistry.HUGE.memoryBytes()).as("about 15 GiB")
                .isBetween(14L << 30, 15L << 30);
        fakeTable(directory, CosetTableSpec.EO12_PAIRS, CosetTableFile.fileSize(CosetTableSpec.EO12_PAIRS));
        assertThat(TierRegistry.LARGE.status(location)).isEqualTo(TierStatus.BUILT);
        assertThat(TierRegistry.HUGE.status(location)).isEqualTo(TierStatus.MISSING);
        assertThat(TierRegistry.HUGE.referenceBuildSeconds(location)).as("only the slice table is left to build")
                .isEqualTo(TierRegistry.HUGE.sliceBuildSeconds()).isLessThan(whole);
        fakeTable(directory, SliceTableSpec.FLIP8, CosetTableFile.fileSize(SliceTableSpec.FLIP8));
        assertThat(TierRegistry.HUGE.status(location)).isEqualTo(TierStatus.BUILT);
        TierRegistry.HUGE.delete(location);
        assertThat(TierRegistry.HUGE.status(location)).isEqualTo(TierStatus.MISSING);
        assertThat(TierRegistry.LARGE.status(location)).as("large's table is large's").isEqualTo(TierStatus.BUILT);
    }

    /**
     * An earlier version's large table is listed only where its file is, searches there until the
     * new large is built, gives way to it once it is, and is never recommended for building.
     */
    @Test
    void theEarlierLargeTableIsListedAndUsedOnlyWhereItIsAndUntilTheNewOneIsBuilt(@TempDir Path directory)
            throws IOException, InterruptedException {
        TableLocation location = TableLocation.at(directory);
        assertThat(TierRegistry.listed(location)).isEqualTo(TierRegistry.SOLVING);
        assertThat(TierOverview.of(location, BIG, TierEstimator.reference())).extracting(TierOverview::tier)
                .doesNotContain(TierRegistry.EARLIER_LARGE);
        fakeTable(directory, CosetTableSpec.EO8_ORDER, CosetTableFile.fileSize(CosetTableSpec.EO8_ORDER));
        assertThat(TierRegistry.EARLIER_LARGE.status(location)).isEqualTo(TierStatus.BUILT);
        assertThat(TierRegistry.listed(location)).containsExactly(TierRegistry.KORF, TierRegistry.SMALL,
                TierRegistry.STANDARD, TierRegistry.LARGE, TierRegistry.EARLIER_LARGE, TierRegistry.HUGE);
        assertThat(TierRegistry.bestBuilt(location, BIG)).as("it still solves").isEqualTo(TierRegistry.EARLIER_LARGE);
        assertThat(TierOverview.of(location, BIG, TierEstimator.reference())).filteredOn(TierOverview::inUse)
                .extracting(TierOverview::tier).containsExactly(TierRegistry.EARLIER_LARGE);
        assertThat(TierRegistry.recommended(BIG)).isNotEqualTo(TierRegistry.EARLIER_LARGE);
        fakeTable(directory, CosetTableSpec.EO12_PAIRS, CosetTableFile.fileSize(CosetTableSpec.EO12_PAIRS));
        assertThat(TierRegistry.bestBuilt(location, BIG)).as("the new table, of the same size, unless the old is clearly faster")
                .isEqualTo(TierRegistry.LARGE);
        TierRegistry.EARLIER_LARGE.delete(location);
        assertThat(TierRegistry.listed(location)).isEqualTo(TierRegistry.SOLVING);
        assertThat(TierRegistry.LARGE.status(location)).isEqualTo(TierStatus.BUILT);
    }

    /**
     * The tier built on request is listed only where its table is, after standard, and solves
     * there in standard's place, being a tenth faster; it is never recommended for building.
     */
    @Test
    void theDiagonalsTierIsListedOnlyWhereItsTableIs(@TempDir Path directory) throws IOException {
        TableLocation location = TableLocation.at(directory);
        assertThat(TierRegistry.listed(location)).doesNotContain(TierRegistry.DIAGONALS);
        fakeTable(directory, CosetTableSpec.EO12, CosetTableFile.fileSize(CosetTableSpec.EO12));
        assertThat(TierRegistry.bestBuilt(location, BIG)).isEqualTo(TierRegistry.STANDARD);
        fakeTable(directory, CosetTableSpec.EO8_DIAGONALS, CosetTableFile.fileSize(CosetTableSpec.EO8_DIAGONALS));
        assertThat(TierRegistry.listed(location)).containsExactly(TierRegistry.KORF, TierRegistry.SMALL,
                TierRegistry.STANDARD, TierRegistry.DIAGONALS, TierRegistry.LARGE, TierRegistry.HUGE);
        assertThat(TierRegistry.bestBuilt(location, BIG)).isEqualTo(TierRegistry.DIAGONALS);
        assertThat(TierRegistry.recommended(BIG)).isNotEqualTo(TierRegistry.DIAGONALS);
    }

    /**
     * The diagonals table of 30 entries a word (an earlier version's) is listed where its file is,
     * after standard, and solves there until the new diagonals table, 62 entries in two words, is
     * built; then the new one solves, and deleting the old one leaves the new.
     */
    @Test
    void theEarlierDiagonalsTableSolvesUntilTheNewOneIsBuilt(@TempDir Path directory) throws IOException {
        TableLocation location = TableLocation.at(directory);
        fakeTable(directory, CosetTableSpec.EO12, CosetTableFile.fileSize(CosetTableSpec.EO12));
        fakeTable(directory, CosetTableSpec.EO8_DIAGONALS_IN_WORDS,
                CosetTableFile.fileSize(CosetTableSpec.EO8_DIAGONALS_IN_WORDS));
        assertThat(TierRegistry.DIAGONALS.status(location)).as("a file of another layout is not the new table's")
                .isEqualTo(TierStatus.MISSING);
        assertThat(TierRegistry.listed(location)).containsExactly(TierRegistry.KORF, TierRegistry.SMALL,
                TierRegistry.STANDARD, TierRegistry.EARLIER_DIAGONALS, TierRegistry.LARGE, TierRegistry.HUGE);
        assertThat(TierRegistry.bestBuilt(location, BIG)).as("it still solves").isEqualTo(TierRegistry.EARLIER_DIAGONALS);
        assertThat(TierRegistry.recommended(BIG)).isNotEqualTo(TierRegistry.EARLIER_DIAGONALS);
        fakeTable(directory, CosetTableSpec.EO8_DIAGONALS, CosetTableFile.fileSize(CosetTableSpec.EO8_DIAGONALS));
        assertThat(TierRegistry.listed(location)).containsExactly(TierRegistry.KORF, TierRegistry.SMALL,
                TierRegistry.STANDARD, TierRegistry.DIAGONALS, TierRegistry.EARLIER_DIAGONALS, TierRegistry.LARGE,
                TierRegistry.HUGE);
        assertThat(TierRegistry.bestBuilt(location, BIG)).as("the new table, as fast in less memory")
                .isEqualTo(TierRegistry.DIAGONALS);
        TierRegistry.EARLIER_DIAGONALS.delete(location);
        assertThat(TierRegistry.DIAGONALS.status(location)).isEqualTo(TierStatus.BUILT);
        assertThat(TierRegistry.listed(location)).doesNotContain(TierRegistry.EARLIER_DIAGONALS);
    }

    /** A table named directly tells its build as a measured table's of its kind, scaled by entries. */
    @Test
    void aTableNamedDirectlyTellsItsBuildScaledByEntries() {
        double standard = TierRegistry.STANDARD.referenceBuildSeconds();
        assertThat(TierRegistry.named("coset-eo12").referenceBuildSeconds()).isEqualTo(standard);
        assertThat(TierRegistry.named("coset-eo12-pairs").referenceBuildSeconds()).isCloseTo(3 * standard,
                org.assertj.core.data.Offset.offset(1e-6));
        assertThat(TierRegistry.named("slice-flip8").referenceBuildSeconds())
                .isEqualTo(TierRegistry.HUGE.sliceBuildSeconds());
        assertThat(TierRegistry.named("coset-eo0").referenceBuildSeconds()).isPositive().isLessThan(1);
    }

    @Test
    void everyNameLeadsBackToItsTierAndAnUnknownNameListsThemAll() {
        for (String name : TierRegistry.names()) {
            assertThat(TierRegistry.named(name).name()).isEqualTo(name);
        }
        assertThat(TierRegistry.named("edges5")).isInstanceOf(InMemoryTier.class);
        assertThat(TierRegistry.named("coset-eo4")).isInstanceOf(CosetSolverTier.class);
        assertThatThrownBy(() -> TierRegistry.named("bogus")).isInstanceOf(UnknownTierException.class)
                .hasMessageContaining("'bogus'").hasMessageContaining(String.join(", ", TierRegistry.names()));
    }

    @Test
    void theBestBuiltTierIsTheFastestWhoseTableIsThereAndFits(@TempDir Path directory) throws IOException {
        TableLocation location = TableLocation.at(directory);
        assertThat(TierRegistry.bestBuilt(location, BIG)).isEqualTo(TierRegistry.KORF);
        fakeTable(directory, CosetTableSpec.EO12, CosetTableFile.fileSize(CosetTableSpec.EO12));
        assertThat(TierRegistry.STANDARD.status(location)).isEqualTo(TierStatus.BUILT);
        assertThat(TierRegistry.bestBuilt(location, BIG)).isEqualTo(TierRegistry.STANDARD);
        assertThat(TierRegistry.bestBuilt(location, memory(2 * GB))).as("2.7 GB does not fit in 2 GB")
                .isEqualTo(TierRegistry.KORF);
    }

    /** A coset tier on {@code spec}'s real table with made-up figures: a build and a random cube's median. */
    private static CosetSolverTier madeUp(String name, CosetTableSpec spec, double buildSeconds, double randomCube) {
        return new CosetSolverTier(new NamedCosetTable(name, spec), "made up", buildSeconds,
                new SearchCost(18, randomCube, 4.0, randomCube, 1e7));
    }

    @Test
    void aLargerBuiltTierIsUsedOnlyWhenItSolvesClearlyFaster(@TempDir Path directory) throws IOException, InterruptedException {
        TableLocation location = TableLocation.at(directory);
        for (TableFileTier tier : List.of(TierRegistry.STANDARD, TierRegistry.LARGE, TierRegistry.HUGE)) {
            for (WordTableSpec spec : tier.files().specs()) {
                fakeTable(directory, spec, CosetTableFile.fileSize(spec));
            }
            assertThat(tier.status(location)).isEqualTo(TierStatus.BUILT);
        }
        SolverTier standard = madeUp("standard", CosetTableSpec.EO12, 300, 4.0);
        SolverTier large = madeUp("large", CosetTableSpec.EO12_PAIRS, 1000, 2.0);
        SolverTier clearlyFaster = madeUp("clearly-faster", CosetTableSpec.EO12_PAIRS, 1000, 0.8 * 2.0);
        SolverTier barelyFaster = madeUp("barely-faster", CosetTableSpec.EO12_PAIRS, 1000, 0.95 * 2.0);
        assertThat(TierRegistry.bestBuilt(List.of(standard, large, clearlyFaster), location, BIG))
                .as("a larger built tier that is clearly faster is used").isEqualTo(clearlyFaster);
        assertThat(TierRegistry.bestBuilt(List.of(standard, large, barelyFaster), location, BIG))
                .as("built too, but not clearly faster").isEqualTo(large);
        assertThat(TierRegistry.bestBuilt(List.of(standard, large, clearlyFaster), location, memory(8 * GB)))
                .as("8.05 GB does not fit in 8 GB").isEqualTo(standard);
        assertThat(TierOverview.of(location, BIG, TierEstimator.reference())).filteredOn(TierOverview::inUse)
                .extracting(TierOverview::tier).as("the tables window and pdb list say which tier solves")
                .containsExactly(TierRegistry.bestBuilt(location, BIG));
        assertThat(TierRegistry.HUGE.unfit(memory(16 * GB))).as("16.05 GB does not fit in 16 GB").isPresent();
        assertThat(TierRegistry.HUGE.unfit(BIG)).isEmpty();
    }

    @Test
    void anUnmeasuredTierWinsOverASmallerOneAndLosesToALargerOne() {
        assertThat(TierRegistry.SMALL.searchCost().measured()).isFalse();
        assertThat(TierRegistry.clearlyFastest(List.of(TierRegistry.KORF, TierRegistry.SMALL)))
                .isEqualTo(TierRegistry.SMALL);
        assertThat(TierRegistry.clearlyFastest(List.of(TierRegistry.KORF, TierRegistry.SMALL, TierRegistry.STANDARD)))
                .isEqualTo(TierRegistry.STANDARD);
    }

    @Test
    void aLargerTierIsRecommendedOnlyWhenItSolvesClearlyFaster() {
        SolverTier same = new CosetSolverTier(new NamedCosetTable("same", CosetTableSpec.EO12_PAIRS),
                "as fast as standard", 1, new SearchCost(18, 4.9, 4.0, 4.30));
        SolverTier faster = new CosetSolverTier(new NamedCosetTable("faster", CosetTableSpec.EO12_PAIRS),
                "a third faster than standard", 1, new SearchCost(18, 3.3, 4.0, 2.9));
        assertThat(TierRegistry.clearlyFastest(List.of(TierRegistry.KORF, TierRegistry.STANDARD, same)))
                .isEqualTo(TierRegistry.STANDARD);
        assertThat(TierRegistry.clearlyFastest(List.of(TierRegistry.KORF, TierRegistry.STANDARD, faster)))
                .isEqualTo(faster);
        assertThat(TierRegistry.clearlyFastest(List.of(TierRegistry.KORF))).isEqualTo(TierRegistry.KORF);
        assertThat(TierRegistry.clearlyFastest(List.of())).isEqualTo(TierRegistry.KORF);
    }

    @Test
    void theRecommendationIsTheFastestMeasuredTierTheMachineCanHoldThatBuildsWithinHalfAnHour() {
        SolverTier standard = madeUp("standard", CosetTableSpec.EO12, 300, 4.0);
        SolverTier large = madeUp("large", CosetTableSpec.EO12_PAIRS, 1000, 2.0);
        SolverTier slow = madeUp("slow-to-build", CosetTableSpec.EO12_PAIRS, TierRegistry.RECOMMENDED_BUILD_SECONDS + 1, 1.0);
        List<SolverTier> tiers = List.of(TierRegistry.KORF, standard, large, slow);
        assertThat(TierRegistry.recommended(tiers, memory(24 * GB)))
                .as("clearly faster and built within half an hour; the fastest builds longer").isEqualTo(large);
        assertThat(TierRegistry.recommended(tiers, memory(6 * GB))).as("8 GB does not fit").isEqualTo(standard);
        assertThat(TierRegistry.recommended(tiers, memory(2 * GB))).isEqualTo(TierRegistry.KORF);
        assertThat(TierRegistry.recommended(memory(24 * GB))).as("the shipped figures pick a tier that fits and builds in time")
                .matches(tier -> tier.referenceBuildSeconds() <= TierRegistry.RECOMMENDED_BUILD_SECONDS);
        TierRegistry.Fitted fitted = TierRegistry.fitting(TierRegistry.LARGE, memory(6 * GB));
        assertThat(fitted.tier()).isEqualTo(TierRegistry.STANDARD);
        assertThat(fitted.notes()).singleElement().asString().contains("coset-eo12-pairs").contains("using tier standard");
    }

    /**
     * Where large fits and huge (large's table and the slice table) does not, huge says so naming
     * both tables and what they need together, not as if large's table alone did not fit; and a
     * tier that cannot be built or held is never marked recommended.
     */
    @Test
    void aPairThatDoesNotFitNamesBothTablesAndNothingUnfitIsRecommended() {
        MachineResources resources = memory(10 * GB);
        assertThat(TierRegistry.LARGE.unfit(resources)).isEmpty();
        assertThat(TierRegistry.HUGE.unfit(resources)).get().asString().contains("coset-eo12-pairs and slice-flip8")
                .contains("together").contains("10.00 GB available");
        TierOverview unfit = new TierOverview(TierRegistry.HUGE, TierStatus.MISSING, TimeEstimate.of(1),
                TimeEstimate.of(1), TierRegistry.HUGE.cannotBuild(resources), true, false);
        assertThat(unfit.recommended()).isFalse();
        assertThat(unfit.marks()).isEmpty();
    }

    @Test
    void statusTellsBuiltMissingPausedAndDamagedApart(@TempDir Path directory) throws IOException {
        TableLocation location = TableLocation.at(directory);
        CosetSolverTier tier = TierRegistry.STANDARD;
        assertThat(tier.status(location)).isEqualTo(TierStatus.MISSING);
        Path file = directory.resolve(CosetTableFile.fileName(CosetTableSpec.EO12));
        Files.writeString(file.resolveSibling(file.getFileName() + ".journal"), "coset-eo12 base 9\n3\n");
        Path partial = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(partial, "partial");
        assertThat(tier.status(location)).as("a partial table cut short cannot be resumed").isEqualTo(TierStatus.MISSING);
        try (java.io.RandomAccessFile whole = new java.io.RandomAccessFile(partial.toFile(), "rw")) {
            whole.setLength(CosetTableFile.fileSize(CosetTableSpec.EO12)); // sparse: no disk used
        }
        assertThat(tier.status(location)).isEqualTo(TierStatus.PAUSED);
        assertThat(tier.pausedFraction(location)).as("3 of 12 passes, the short first ones").isPresent();
        assertThat(tier.pausedFraction(location).getAsDouble()).isStrictlyBetween(0.0, 0.25);
        Files.writeString(file.resolveSibling(file.getFileName() + ".lock"), "");
        tier.discard(location);
        assertThat(tier.status(location)).isEqualTo(TierStatus.MISSING);
        try (java.util.stream.Stream<Path> left = Files.list(directory)) {
            assertThat(left).as("discard leaves nothing of the build").isEmpty();
        }
        fakeTable(directory, CosetTableSpec.EO12, 1000);
        assertThat(tier.status(location)).as("truncated").isEqualTo(TierStatus.DAMAGED);
        Files.delete(file);
        Files.createDirectory(file);
        assertThat(tier.status(location)).as("a directory with the table's name").isEqualTo(TierStatus.DAMAGED);
        Files.delete(file);
        tier.delete(location);
        assertThat(tier.status(location)).isEqualTo(TierStatus.MISSING);
        assertThat(directory).isEmptyDirectory();
    }
}
