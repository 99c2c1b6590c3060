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
import java.util.OptionalDouble;

/**
 * The files of a tier's 2-bit tables in a table directory, in build order, each with its build's
 * time on the reference machine: whether they are built, whether the machine has room for them,
 * checking and removing them, and each one's share of a build of several ({@link #share}).
 *
 * @param buildSeconds each table's build on the reference machine, in the order of {@code specs}:
 *                     the weight of its share of a build of several
 */
record TableFiles(List<? extends WordTableSpec> specs, List<Double> buildSeconds) {

    TableFiles {
        specs = List.copyOf(specs);
        buildSeconds = List.copyOf(buildSeconds);
        if (specs.size() != buildSeconds.size() || buildSeconds.stream().anyMatch(seconds -> !(seconds > 0))) {
            throw new IllegalArgumentException("each table needs a positive build time: " + buildSeconds);
        }
    }

    /** One table, whose build is the whole of the tier's ({@code specs} holds one table). */
    TableFiles(List<? extends WordTableSpec> specs) {
        this(specs, specs.size() == 1 ? List.of(1.0) : List.of());
    }

    /**
     * Where table {@code index}'s build lies in the tier's: the share before it and its own, by
     * reference build time, the tables built already counted as done. The progress bar of a build
     * ({@link #progress(TierBuildListener, int, String)}) and the share a stopped one shows
     * ({@link #pausedFraction}) both come from here, so a paused build is listed at the share its
     * bar showed, and resumes there.
     */
    Share share(int index) {
        double total = buildSeconds.stream().mapToDouble(Double::doubleValue).sum();
        double before = buildSeconds.subList(0, index).stream().mapToDouble(Double::doubleValue).sum();
        return new Share(before / total, buildSeconds.get(index) / total);
    }

    /** A table's part of a build of several: {@code width} of it, from {@code start}. */
    record Share(double start, double width) {

        double at(double tableFraction) {
            return start + width * tableFraction;
        }
    }

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

    /** Built when every file is whole; damaged when one is not; paused when a build left a table and journal to resume. */
    TierStatus status(TableLocation location) {
        boolean all = true;
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
            }
        }
        return all ? TierStatus.BUILT : pausedFraction(location).isPresent() ? TierStatus.PAUSED : TierStatus.MISSING;
    }

    /**
     * How much of the tier's build a stopped build finished, each table weighed by its build time
     * and a built one counted whole ({@link #share}, as the build's progress bar); empty when no
     * build of them can be resumed.
     */
    OptionalDouble pausedFraction(TableLocation location) {
        double done = 0;
        boolean paused = false;
        for (int t = 0; t < specs.size(); t++) {
            WordTableSpec spec = specs.get(t);
            boolean built = Files.isRegularFile(store(location).file(spec));
            OptionalDouble fraction = built ? OptionalDouble.of(1) : store(location).pausedFraction(spec);
            paused |= !built && fraction.isPresent();
            done += share(t).width() * fraction.orElse(0);
        }
        return paused ? OptionalDouble.of(done) : OptionalDouble.empty();
    }

    /** Why the tables cannot be searched here: all of them must fit in memory together. */
    Optional<String> unfit(MachineResources resources) {
        if (specs.size() == 1) {
            try {
                CosetTableBuilder.checkResources(specs.get(0), new MachineResources(resources.availableMemory(),
                        Long.MAX_VALUE));
                return Optional.empty();
            } catch (InsufficientResourcesException e) {
                return Optional.of(e.getMessage());
            }
        }
        long bytes = memoryBytes();
        if (resources.fitsInMemory(bytes)) {
            return Optional.empty();
        }
        // name every table: "large's table does not fit" read as if large alone did not, beside a large offered
        return Optional.of(String.format(Locale.ROOT, "%s together need %.2f GB of free memory (%s, plus %.1f GB "
                + "headroom); this machine has %.2f GB available", String.join(" and ", tableNames()), bytes / 1e9,
                specs.stream().map(spec -> String.format(Locale.ROOT, "%s %.2f GB", spec.name(),
                        spec.payloadBytes() / 1e9)).collect(java.util.stream.Collectors.joining(", ")),
                MachineResources.MEMORY_MARGIN / 1e9, resources.availableMemory() / 1e9));
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

    /** Removes the tables and any stopped build of them. */
    void delete(TableLocation location) throws IOException {
        discard(location);
        for (WordTableSpec spec : specs) {
            Files.deleteIfExists(store(location).file(spec));
        }
    }

    /** Removes what stopped builds of the tables left (partial tables, journals, locks), keeping built tables. */
    void discard(TableLocation location) throws IOException {
        for (WordTableSpec spec : specs) {
            store(location).discard(spec);
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
            if (store.manifest().checksums(spec.name()).size() != 1) {
                // unlisted, or listed twice by a replacement that stopped before it tidied up
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

    /** Table {@code index}'s build progress as its share of the tier's ({@link #share}), named {@code table}. */
    CosetBuildListener progress(TierBuildListener listener, int index, String table) {
        Share share = share(index);
        return progress -> listener.progress(new TierBuildProgress(share.at(progress.buildFraction()), -1,
                String.format(Locale.ROOT, "%s: pass %d/%d, %s", table, progress.pass(), progress.passes(),
                        progress.description())));
    }
}
