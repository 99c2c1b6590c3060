package cubelab.tables.coset;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Builds a coset table by breadth-first search from solved, in place in its 2-bit codes,
 * multi-threaded: in a heap copy when the heap runs on transparent huge pages and has room for it,
 * else in the memory-mapped temporary file (no Java heap).
 *
 * <ol>
 * <li>Levels 1..B, forward: each entry at distance d (code d mod 3) marks its unvisited
 * neighbours (code 3) with (d+1) mod 3. Entries at d−3 share the code and are expanded again,
 * harmlessly: their neighbours are all visited.</li>
 * <li>Every visited entry becomes code 0 ("≤ B"); each word's top nibble already holds the
 * least distance among its entries, set when the word was first written.</li>
 * <li>Levels B+1 and B+2 (codes 1 and 2), each forward from the previous level or backward
 * (an unvisited entry with a neighbour in the previous level), whichever is less work.</li>
 * </ol>
 * Writes are atomic ANDs that only turn code 3 into the level's code, so threads never lose each
 * other's updates and the file is the same for every thread count and either memory. At every
 * checkpoint the file is brought up to date and a journal written, so a stopped build resumes at
 * the pass after it (a pass only turns unvisited entries into the level's code, so running it again
 * is harmless). A build in the mapping checkpoints after every pass.
 *
 * <p>Why the heap: the passes read and write the table at random, and a file mapping gets 4 KB
 * pages only. A pass misses the TLB on almost every access, takes page faults as written-back pages
 * are write-protected again, and the kernel writes the dirty pages out over and over (the large
 * build wrote 332 GB for an 8 GB table). In the heap on 2 MB pages the table is written to the
 * file only at checkpoints: after a pass once {@link #CHECKPOINT_INTERVAL} has gone by since the
 * last, and at the end, so a stopped build loses at most that much work.
 */
public final class CosetTableBuilder {

    private static final long SLOTS = 0x0FFF_FFFF_FFFF_FFFFL;
    private static final long LOW_BITS = 0x0555_5555_5555_5555L;
    private static final long NIBBLE = 0xF000_0000_0000_0000L;
    /** Estimated neighbour evaluations per unvisited entry of a backward pass. */
    private static final int BACKWARD_COST = 6;

    private final CosetTableSpec spec;
    private final CosetCoordinates coordinates;
    private final CornerClasses classes;
    private final EdgeIndexer indexer;
    private final int threads;
    private final TurnMaps turnMaps;
    private final int rowWords;
    private final int rowEntries;
    private final Memory memory;
    private final java.time.Duration checkpointInterval;

    /** Where a build keeps the table while it runs. */
    enum Memory {
        /** The heap when it is on huge pages and has room, else the file mapping. */
        BEST,
        /** The memory-mapped temporary file. */
        FILE_MAPPING,
        /** A heap copy, written to the file at checkpoints. */
        HEAP
    }

    /** Time between checkpoints of a build in the heap. */
    static final java.time.Duration CHECKPOINT_INTERVAL = java.time.Duration.ofMinutes(10);

    public CosetTableBuilder(CosetTableSpec spec, CosetCoordinates coordinates, CornerClasses classes, int threads) {
        this(spec, coordinates, classes, threads, Memory.BEST, CHECKPOINT_INTERVAL);
    }

    /** A builder keeping the table in {@code memory}, checkpointing a heap build every {@code checkpointInterval}. */
    CosetTableBuilder(CosetTableSpec spec, CosetCoordinates coordinates, CornerClasses classes, int threads,
            Memory memory, java.time.Duration checkpointInterval) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        if (classes.count() != CosetTableSpec.CORNER_CLASSES) {
            throw new IllegalStateException("expected " + CosetTableSpec.CORNER_CLASSES + " corner classes, got "
                    + classes.count());
        }
        this.spec = spec;
        this.coordinates = coordinates;
        this.classes = classes;
        this.indexer = new EdgeIndexer(spec);
        this.threads = threads;
        this.rowWords = spec.rowWords();
        this.rowEntries = spec.rowEntries();
        this.memory = memory;
        this.checkpointInterval = checkpointInterval;
        this.turnMaps = new TurnMaps(coordinates, classes);
    }

    /** Fails, before anything is written, when the table cannot fit in memory or on disk. */
    public static void checkResources(CosetTableSpec spec, MachineResources resources)
            throws InsufficientResourcesException {
        long bytes = spec.payloadBytes();
        if (!resources.fitsInMemory(bytes)) {
            throw new InsufficientResourcesException(String.format(
                    "%s needs %.2f GB of free memory (plus %.1f GB headroom); this machine has %.2f GB available",
                    spec.name(), bytes / 1e9, MachineResources.MEMORY_MARGIN / 1e9, resources.availableMemory() / 1e9));
        }
        if (resources.freeDisk() < bytes + CosetTableFile.HEADER_BYTES) {
            throw new InsufficientResourcesException(String.format("%s needs %.2f GB of disk; %.2f GB free",
                    spec.name(), bytes / 1e9, resources.freeDisk() / 1e9));
        }
    }

    /**
     * Builds the table into {@code file} (via {@code file.tmp}, resuming a stopped build found
     * there) and returns its checksum.
     */
    public String build(Path file, CosetBuildListener listener) throws IOException, InterruptedException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        CosetBuildJournal journal = new CosetBuildJournal(file.resolveSibling(file.getFileName() + ".journal"), spec);
        boolean resumable = Files.exists(temporary)
                && Files.size(temporary) == CosetTableFile.HEADER_BYTES + spec.payloadBytes();
        int donePasses = resumable ? journal.finishedPasses() : -1;
        if (donePasses < 0) {
            CosetTableFile.create(temporary, spec);
            donePasses = 0;
        }
        CosetTable mapped = CosetTable.map(temporary, CosetTableFile.HEADER_BYTES, spec, true);
        boolean inHeap = memory == Memory.HEAP || (memory == Memory.BEST && TableMemory.heapIsBest(spec.payloadBytes()));
        Run run = new Run(inHeap ? mapped.inHeap() : mapped, mapped, listener);
        run.execute(donePasses, journal);
        String checksum = CosetTableFile.finish(temporary, file, mapped, run.distribution());
        journal.delete();
        return checksum;
    }

    /** The goal coset's entries (solved corners and edges, with every symmetric copy). */
    private void markGoal(CosetTable table) {
        CubieCube solved = CubieCube.SOLVED;
        int raw = CosetCoordinates.twistOf(solved) * CosetCoordinates.CORNER_SETS + CosetCoordinates.cornerSetOf(solved);
        int classAndSymmetry = classes.classAndSymmetry(raw);
        int s = classAndSymmetry & 15;
        int slice = CosetCoordinates.sliceSortedOf(solved);
        mark(table, classAndSymmetry >>> 4, coordinates.flipConjugate(s, 0, slice),
                coordinates.sliceSortedConjugate(s, slice), 0, 0);
    }

    /** Marks an unvisited entry (and its symmetric copies) with a code and distance. */
    private void mark(CosetTable table, int cornerClass, int flip, int slice, int code, int distance) {
        markOne(table, cornerClass, indexer.index(flip, slice), code, distance);
        int others = classes.stabilizer(cornerClass) & ~1;
        while (others != 0) {
            int t = Integer.numberOfTrailingZeros(others);
            others &= others - 1;
            markOne(table, cornerClass, indexer.index(coordinates.flipConjugate(t, flip, slice),
                    coordinates.sliceSortedConjugate(t, slice)), code, distance);
        }
    }

    private void markOne(CosetTable table, int cornerClass, int place, int code, int distance) {
        markWord(table, (long) cornerClass * rowWords + place / CosetTableSpec.ENTRIES_PER_WORD,
                (place % CosetTableSpec.ENTRIES_PER_WORD) << 1, code, distance);
    }

    /** Marks the entry at bit {@code shift} of a word if it is still unvisited. */
    private static void markWord(CosetTable table, long index, int shift, int code, int distance) {
        long word = table.word(index);
        if ((word >>> shift & 3) != 3) {
            return;
        }
        long mask = ~((long) (3 ^ code) << shift);
        if (word >>> 60 == 15) {
            mask &= ~((long) (15 ^ distance) << 60);
        }
        table.and(index, mask);
    }

    /** One build: its passes over one mapped table. */
    private final class Run {

        /** The table the passes work on: the mapping, or a heap copy of it. */
        private final CosetTable table;
        /** The temporary file's mapping, which checkpoints and the end write to. */
        private final CosetTable mapped;
        private final CosetPassProgress progress;
        private final long[] distances = new long[spec.base() + 4];
        /** Each thread's lists of a row's entries, reused row after row. */
        private final ThreadLocal<RowEntries> entriesOfThread = ThreadLocal.withInitial(RowEntries::new);
        private long lastCheckpoint = System.nanoTime();

        Run(CosetTable table, CosetTable mapped, CosetBuildListener listener) {
            this.table = table;
            this.mapped = mapped;
            this.progress = new CosetPassProgress(spec, BACKWARD_COST, listener);
        }

        /**
         * After a pass: the mapping is flushed and the journal written, at once for a build in the
         * mapping; for one in the heap, after the last pass or when the interval has gone by.
         */
        private void checkpoint(int passesDone, CosetBuildJournal journal) throws IOException {
            boolean last = passesDone == progress.passes();
            if (table != mapped) {
                if (!last && System.nanoTime() - lastCheckpoint < checkpointInterval.toNanos()) {
                    return;
                }
                table.copyTo(mapped);
            } else {
                mapped.force();
            }
            journal.write(passesDone, distances);
            lastCheckpoint = System.nanoTime();
        }

        void execute(int donePasses, CosetBuildJournal journal) throws IOException, InterruptedException {
            if (donePasses == 0) {
                markGoal(table);
            }
            long[] codes = countCodes();
            if (donePasses > 0) {
                journal.restoreDistances(distances);
            }
            recount(codes, donePasses);
            for (int pass = donePasses; pass < progress.passes(); pass++) {
                int base = spec.base();
                if (pass < base) {
                    int d = pass;
                    forward(pass, d % 3, (d + 1) % 3, d + 1);
                } else if (pass == base) {
                    each(pass, row -> zeroRow(row));
                } else {
                    int level = pass; // pass B+1 finds distance B+1, pass B+2 distance B+2
                    int from = pass - base - 1; // code 0 (all ≤ B), then code 1
                    int to = from + 1;
                    long frontier = codes[from];
                    long unvisited = codes[3] - padding();
                    if (unvisited * BACKWARD_COST < frontier * FaceTurn.COUNT) {
                        backward(pass, from, to, level);
                    } else {
                        forward(pass, from, to, level);
                    }
                }
                codes = countCodes();
                recount(codes, pass + 1);
                checkpoint(pass + 1, journal);
                progress.report(pass, 1.0);
            }
        }

        long[] distribution() {
            return distances.clone();
        }

        private long padding() {
            return (long) CosetTableSpec.CORNER_CLASSES * (rowWords * (long) CosetTableSpec.ENTRIES_PER_WORD
                    - rowEntries);
        }

        /**
         * Updates the per-distance counts from the code counts: in the mod-3 phase level d's
         * count is its code's count minus those of d−3, d−6, ...; after it, codes 1, 2, 3 are
         * B+1, B+2 and beyond (less the padding slots of each row).
         */
        private void recount(long[] codes, int passesDone) {
            int base = spec.base();
            if (passesDone <= base) {
                // only the newest level is unknown; earlier ones were counted when they were found
                int d = passesDone;
                long earlier = 0;
                for (int e = d - 3; e >= 0; e -= 3) {
                    earlier += distances[e];
                }
                distances[d] = codes[d % 3] - earlier;
                return;
            }
            distances[base + 1] = codes[1];
            distances[base + 2] = codes[2];
            distances[base + 3] = codes[3] - padding();
        }

        /**
         * Marks the unvisited neighbours of a row's entries holding {@code fromCode}. Turn by turn:
         * all the row's entries move into the same neighbouring row, so the writes of one turn
         * stay in that row (270 KB for {@code standard}, within the core's L2 cache) instead of
         * spreading over eighteen rows at once.
         */
        private void forward(int pass, int fromCode, int toCode, int distance) throws InterruptedException {
            each(pass, row -> {
                RowEntries entries = entriesOfThread.get();
                entries.collect(row, fromCode);
                for (int turn = 0; turn < FaceTurn.COUNT && entries.count > 0; turn++) {
                    int target = turnMaps.target(row, turn);
                    int targetRow = target >>> 4;
                    int flips = TurnMaps.flipSlab(turn, target);
                    int slices = TurnMaps.sliceSlab(turn, target);
                    boolean symmetric = classes.stabilizer(targetRow) != 1;
                    for (int i = 0; i < entries.count; i++) {
                        int state = entries.states[i];
                        int after = turnMaps.sliceAfter(slices + (state & 0xFFFF));
                        int flip = turnMaps.flipAfter(flips + (state >>> 16)) ^ after >>> 16;
                        int slice = after & 0xFFFF;
                        if (symmetric) {
                            mark(table, targetRow, flip, slice, toCode, distance);
                        } else {
                            markOne(table, targetRow, indexer.index(flip, slice), toCode, distance);
                        }
                    }
                }
            });
        }

        /**
         * Marks the row's unvisited entries that have a neighbour holding {@code fromCode}. Turn by
         * turn, as {@link #forward}: one turn's reads all fall in one neighbouring row, which stays
         * in the core's cache, and the entries found drop out before the next turn (an entry at the
         * new distance finds its neighbour within a few turns; only the farthest try all eighteen).
         */
        private void backward(int pass, int fromCode, int toCode, int distance) throws InterruptedException {
            each(pass, row -> {
                RowEntries entries = entriesOfThread.get();
                entries.collect(row, 3);
                int[] places = entries.places;
                int[] states = entries.states;
                for (int turn = 0; turn < FaceTurn.COUNT && entries.count > 0; turn++) {
                    int target = turnMaps.target(row, turn);
                    long first = (long) (target >>> 4) * rowWords;
                    int flips = TurnMaps.flipSlab(turn, target);
                    int slices = TurnMaps.sliceSlab(turn, target);
                    int kept = 0;
                    int found = 0;
                    for (int i = 0; i < entries.count; i++) {
                        int state = states[i];
                        int after = turnMaps.sliceAfter(slices + (state & 0xFFFF));
                        int place = indexer.index(turnMaps.flipAfter(flips + (state >>> 16)) ^ after >>> 16,
                                after & 0xFFFF);
                        long word = table.word(first + place / CosetTableSpec.ENTRIES_PER_WORD);
                        int code = (int) (word >>> ((place % CosetTableSpec.ENTRIES_PER_WORD) << 1) & 3);
                        int hit = code == fromCode ? 1 : 0;
                        // without branches: an entry goes to the found list or stays in the list
                        entries.found[found] = places[i];
                        found += hit;
                        places[kept] = places[i];
                        states[kept] = state;
                        kept += 1 - hit;
                    }
                    for (int f = 0; f < found; f++) {
                        markOne(table, row, entries.found[f], toCode, distance);
                    }
                    entries.count = kept;
                }
            });
        }

        /** Collects the entries of a row that hold a code, with the edge state each stands for. */
        private final class RowEntries {
            final int[] places = new int[rowEntries];
            final int[] states = new int[rowEntries];
            final int[] found = new int[rowEntries];
            int count;

            void collect(int row, int code) {
                long pattern = LOW_BITS * code;
                long first = (long) row * rowWords;
                count = 0;
                for (int w = 0; w < rowWords; w++) {
                    long x = (table.word(first + w) ^ pattern) & SLOTS;
                    long hits = ~(x | x >>> 1) & LOW_BITS;
                    while (hits != 0) {
                        int place = w * CosetTableSpec.ENTRIES_PER_WORD + (Long.numberOfTrailingZeros(hits) >>> 1);
                        hits &= hits - 1;
                        if (place >= rowEntries) {
                            break;
                        }
                        places[count] = place;
                        states[count] = indexer.edgeState(place);
                        count++;
                    }
                }
            }
        }

        private void zeroRow(int row) {
            long first = (long) row * rowWords;
            for (int w = 0; w < rowWords; w++) {
                long word = table.word(first + w);
                long x = word & SLOTS;
                long unvisited = x & x >>> 1 & LOW_BITS;
                long zeroed = (word & NIBBLE) | unvisited * 3;
                if (zeroed != word) {
                    table.and(first + w, zeroed);
                }
            }
        }

        private long[] countCodes() throws InterruptedException {
            AtomicLong[] totals = {new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong()};
            RowWorkers.run(classes.count(), threads, row -> {
                long[] local = new long[4];
                long first = (long) row * rowWords;
                for (int w = 0; w < rowWords; w++) {
                    long x = table.word(first + w) & SLOTS;
                    long low = x & LOW_BITS;
                    long high = x >>> 1 & LOW_BITS;
                    local[3] += Long.bitCount(low & high);
                    local[2] += Long.bitCount(~low & high);
                    local[1] += Long.bitCount(low & ~high);
                }
                local[0] = (long) rowWords * CosetTableSpec.ENTRIES_PER_WORD - local[1] - local[2] - local[3];
                for (int c = 0; c < 4; c++) {
                    totals[c].addAndGet(local[c]);
                }
            }, null);
            long[] codes = new long[4];
            for (int c = 0; c < 4; c++) {
                codes[c] = totals[c].get();
            }
            return codes;
        }

        private void each(int pass, RowWorkers.RowTask task) throws InterruptedException {
            RowWorkers.run(classes.count(), threads, task, fraction -> progress.report(pass, fraction));
        }
    }

}
