package cubelab.solve.tier;

import cubelab.tables.TableFileException;
import cubelab.tables.coset.CosetBuildListener;
import cubelab.tables.coset.CosetTableBuilder;
import cubelab.tables.coset.CosetTableFile;
import cubelab.tables.coset.CosetTableStore;
import cubelab.tables.coset.InsufficientResourcesException;
import cubelab.tables.coset.MachineResources;
import cubelab.tables.coset.WordTableSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The files of a tier's 2-bit tables in a table directory, in build order: whether they are
 * built, whether the machine has room for them, checking and removing them.
 */
record TableFiles(List<? extends WordTableSpec> specs) {

    CosetTableStore store(TableLocation location) {
        return new CosetTableStore(location.directory());
    }

    long diskBytes() {
        return specs.stream().mapToLong(CosetTableFile::fileSize).sum();
    }

    long memoryBytes() {
        return specs.stream().mapToLong(WordTableSpec::payloadBytes).sum();
    }

    List<String> fileNames() {
        return specs.stream().map(CosetTableFile::fileName).toList();
    }

    List<String> tableNames() {
        return specs.stream().map(WordTableSpec::name).toList();
    }

    /** Built when every file is whole; damaged when one is not; paused when a build left a journal. */
    TierStatus status(TableLocation location) {
        boolean all = true;
        boolean paused = false;
        for (WordTableSpec spec : specs) {
            Path file = store(location).file(spec);
            if (Files.exists(file, LinkOption.NOFOLLOW_LINKS)) {
                try {
                    if (!Files.isRegularFile(file) || Files.size(file) != CosetTableFile.fileSize(spec)) {
                        return TierStatus.DAMAGED;
                    }
                } catch (IOException e) {
                    return TierStatus.DAMAGED;
                }
            } else {
                all = false;
                paused |= Files.isRegularFile(sibling(file, ".journal")) && Files.isRegularFile(sibling(file, ".tmp"));
            }
        }
        return all ? TierStatus.BUILT : paused ? TierStatus.PAUSED : TierStatus.MISSING;
    }

    /** Why the tables cannot be searched here: the largest must fit in memory with the others. */
    Optional<String> unfit(MachineResources resources) {
        for (WordTableSpec spec : specs) {
            try {
                long others = memoryBytes() - spec.payloadBytes();
                CosetTableBuilder.checkResources(spec, new MachineResources(resources.availableMemory() - others,
                        Long.MAX_VALUE));
            } catch (InsufficientResourcesException e) {
                return Optional.of(e.getMessage());
            }
        }
        return Optional.empty();
    }

    /** Whether the disk has room for a build, which writes every file whole. */
    Optional<String> lacksDisk(MachineResources resources) {
        long bytes = diskBytes();
        return resources.freeDisk() >= bytes ? Optional.empty() : Optional.of(String.format(Locale.ROOT,
                "%s needs %.2f GB of disk; %.2f GB free", String.join(" and ", tableNames()), bytes / 1e9,
                resources.freeDisk() / 1e9));
    }

    List<String> verify(TableLocation location) {
        List<String> problems = new ArrayList<>();
        for (WordTableSpec spec : specs) {
            try {
                store(location).verifiedChecksum(spec);
            } catch (TableFileException e) {
                problems.add(e.getMessage());
            }
        }
        return problems;
    }

    void delete(TableLocation location) throws IOException {
        for (WordTableSpec spec : specs) {
            Path file = store(location).file(spec);
            Files.deleteIfExists(file);
            Files.deleteIfExists(sibling(file, ".tmp"));
            Files.deleteIfExists(sibling(file, ".journal"));
        }
    }

    /**
     * Whether a table already built verifies, listed again if the manifest lost it; a damaged one
     * is reported, to be built again.
     */
    static boolean keep(CosetTableStore store, String tierName, WordTableSpec spec, TierBuildListener listener)
            throws IOException {
        if (!store.has(spec)) {
            return false;
        }
        try {
            String checksum = store.verifiedChecksum(spec);
            if (store.manifest().find(spec.name()).isEmpty()) {
                store.record(tierName, spec, checksum);
            }
            return true;
        } catch (TableFileException damaged) {
            listener.message(damaged.getMessage() + "; building it again");
            return false;
        }
    }

    /** A table build's progress as the tier's: pass by pass (the time left is {@link TierEstimator#timing}'s). */
    static CosetBuildListener progress(TierBuildListener listener) {
        return progress -> listener.progress(new TierBuildProgress(progress.buildFraction(), -1,
                String.format(Locale.ROOT, "pass %d/%d, %s", progress.pass(), progress.passes(),
                        progress.description())));
    }

    private static Path sibling(Path file, String suffix) {
        return file.resolveSibling(file.getFileName() + suffix);
    }
}
