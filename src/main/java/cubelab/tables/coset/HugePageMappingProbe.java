package cubelab.tables.coset;

import cubelab.nativecode.NativeWords;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.OptionalLong;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Whether the kernel maps a table file by 2 MB entries once its mapping is advised for huge
 * pages ({@link PackedWords#adviseHugePages}): a few 2 MB-aligned places spread over the table
 * are read, and {@code /proc/self/smaps} must show each one's mapping with as many 2 MB entries
 * ({@code FilePmdMapped}). Where it does (Linux 6.18 on ext4 keeps the page cache in 2 MB
 * folios), the search reads the mapping as fast as a copy on huge pages, and the copy would only
 * cost its memory and the time to make it (docs/solver.md, "Memory"). Anywhere else, a place
 * already cached in 4 KB pages, or a kernel without transparent huge pages, it answers false.
 * Eight places answer at once, before the first search; once the whole file has been read, the
 * share of the whole mapping held by 2 MB entries ({@link #shareMappedByHugePages}) settles it,
 * since a file read earlier by small reads or 4 KB faults can be cached partly in small folios.
 */
final class HugePageMappingProbe {

    /** Tables smaller than this are copied in any case: the copy costs little, and cannot be evicted. */
    static final long MINIMUM_BYTES = 1L << 30;
    private static final int PLACES = 8;
    private static final long HUGE_PAGE = 2L << 20;
    private static final Path SMAPS = Path.of("/proc/self/smaps");
    /** A mapping's first line in smaps, "start-end perms …": compiled once, as smaps has thousands of lines. */
    private static final Pattern MAPPING = Pattern.compile("^[0-9a-f]+-[0-9a-f]+ .*");

    private HugePageMappingProbe() {
    }

    /** Whether {@code words}, a file mapping advised for huge pages, is mapped by 2 MB entries at each place read. */
    static boolean mapsByHugePages(PackedWords words) {
        ByteBuffer[] chunks = words.mappedChunks().orElse(null);
        if (chunks == null || !Files.isReadable(SMAPS)) {
            return false;
        }
        long total = Arrays.stream(chunks).mapToLong(ByteBuffer::capacity).sum();
        List<Long> places = new ArrayList<>();
        for (int i = 0; i < PLACES; i++) {
            long target = (long) ((i + 0.5) * total / PLACES);
            OptionalLong place = readHugePageAt(chunks, target);
            if (place.isEmpty()) {
                return false;
            }
            places.add(place.getAsLong());
        }
        try {
            return everyPlaceMappedByHugePages(places);
        } catch (IOException | RuntimeException unreadable) {
            return false;
        }
    }

    /**
     * The share, 0 to 1, of a file mapping's whole 2 MB blocks that the kernel maps by 2 MB entries,
     * once one word of each is read: the sum of the mapping's {@code FilePmdMapped} in
     * {@code /proc/self/smaps} over the bytes of those blocks. 0 for a copy, or where smaps cannot
     * be read. Each read is of a page already cached when the file has just been read through.
     */
    static double shareMappedByHugePages(PackedWords words) {
        ByteBuffer[] chunks = words.mappedChunks().orElse(null);
        if (chunks == null || !Files.isReadable(SMAPS)) {
            return 0;
        }
        List<long[]> ranges = new ArrayList<>();
        long blocks = 0;
        for (ByteBuffer chunk : chunks) {
            OptionalLong base = NativeWords.address(chunk);
            if (base.isEmpty()) {
                return 0;
            }
            long start = base.getAsLong();
            long end = start + chunk.capacity();
            for (long place = (start + HUGE_PAGE - 1) & -HUGE_PAGE; place + HUGE_PAGE <= end; place += HUGE_PAGE) {
                chunk.getLong((int) (place - start));
                blocks++;
            }
            ranges.add(new long[] {start, end});
        }
        if (blocks == 0) {
            return 0;
        }
        try {
            return Math.min(1.0, (double) (filePmdMappedKilobytes(ranges) << 10) / (blocks * HUGE_PAGE));
        } catch (IOException | RuntimeException unreadable) {
            return 0;
        }
    }

    /** FilePmdMapped summed over the mappings that hold some of {@code ranges} ([start, end) addresses). */
    private static long filePmdMappedKilobytes(List<long[]> ranges) throws IOException {
        return mappings().stream()
                .filter(mapping -> ranges.stream().anyMatch(range -> range[0] < mapping.to() && mapping.from() < range[1]))
                .mapToLong(Mapping::filePmdMappedKilobytes).sum();
    }

    /** One of this process's mappings in smaps: its [from, to) addresses and its FilePmdMapped. */
    private record Mapping(long from, long to, long filePmdMappedKilobytes) {
    }

    /** This process's mappings, each with its FilePmdMapped, as /proc/self/smaps lists them. */
    private static List<Mapping> mappings() throws IOException {
        List<Mapping> mappings = new ArrayList<>();
        long[] range = {0, 0};
        try (Stream<String> lines = Files.lines(SMAPS)) {
            lines.forEach(line -> {
                if (MAPPING.matcher(line).matches()) {
                    String[] bounds = line.substring(0, line.indexOf(' ')).split("-");
                    range[0] = Long.parseUnsignedLong(bounds[0], 16);
                    range[1] = Long.parseUnsignedLong(bounds[1], 16);
                } else if (line.startsWith("FilePmdMapped:")) {
                    mappings.add(new Mapping(range[0], range[1],
                            Long.parseLong(line.substring(line.indexOf(':') + 1).replace("kB", "").trim())));
                }
            });
        }
        return mappings;
    }

    /** Reads the word at the 2 MB boundary at or after byte {@code target} of the table; its address, or empty where there is none in that chunk. */
    private static OptionalLong readHugePageAt(ByteBuffer[] chunks, long target) {
        long before = 0;
        for (ByteBuffer chunk : chunks) {
            if (target < before + chunk.capacity()) {
                OptionalLong base = NativeWords.address(chunk);
                if (base.isEmpty()) {
                    return OptionalLong.empty();
                }
                long start = base.getAsLong();
                long place = (start + target - before + HUGE_PAGE - 1) & -HUGE_PAGE;
                if (place + HUGE_PAGE > start + chunk.capacity()) {
                    return OptionalLong.empty();
                }
                chunk.getLong((int) (place - start));
                return OptionalLong.of(place);
            }
            before += chunk.capacity();
        }
        return OptionalLong.empty();
    }

    /** Whether each mapping holding some of {@code places} has at least a 2 MB entry for each of them. */
    private static boolean everyPlaceMappedByHugePages(List<Long> places) throws IOException {
        long found = 0;
        for (Mapping mapping : mappings()) {
            long inside = places.stream().filter(place -> place >= mapping.from() && place < mapping.to()).count();
            if (inside > 0 && mapping.filePmdMappedKilobytes() >= inside * (HUGE_PAGE >> 10)) {
                found += inside;
            }
        }
        return found == places.size();
    }
}
