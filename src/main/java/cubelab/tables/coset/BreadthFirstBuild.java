package cubelab.tables.coset;

import cubelab.tables.TableReplacement;
import cubelab.tables.TableWorkers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * Builds a table of 2-bit codes by breadth-first search from its goal, in place in its words,
 * multi-threaded: in a copy in native memory on huge pages when the machine has the memory (no
 * Java heap, whatever its size), else in a heap copy when the heap runs on transparent huge pages
 * and has room for it, else in the memory-mapped temporary file. What a row's entries are and which
 * entries are their neighbours is the subclass's; the passes, checkpoints and resumption are here.
 *
 * <ol>
 * <li>Levels 1..B, forward: each entry at distance d (code d mod 3) marks its unvisited
 * neighbours (code 3) with (d+1) mod 3. Entries at d−3 share the code and are expanded again,
 * harmlessly: their neighbours are all visited.</li>
 * <li>Every visited entry becomes code 0 ("≤ B"). In a layout with a nibble, each unit's first
 * word's top 4 bits already hold the least distance among the unit's entries, set when the unit
 * was first written ({@link WordLayout}).</li>
 * <li>Levels B+1 and B+2 (codes 1 and 2), each forward from the previous level or backward
 * (an unvisited entry with a neighbour in the previous level), whichever is less work.</li>
 * </ol>
 * Writes only turn code 3 into the level's code, and a row has one writer at a time (a backward
 * pass writes only its own row; a forward pass takes the target row's lock for a turn's batch),
 * so threads never lose each other's updates and the file is the same for every thread count and
 * every kind of memory.
 *
 * <p>After every pass the table's changed words are written to the temporary file, the file is
 * forced to disk and then the journal of finished passes ({@link CosetBuildJournal}), so a build
 * stopped at any moment (paused, quit, killed, a power cut) resumes at the pass after the last one
 * journalled, or at the last part of a long pass journalled ({@link Run#eachInParts}). The file
 * may then hold part of the next pass too; running that pass again from there
 * gives the same table, since a pass only turns unvisited entries into its level's code and reads
 * only entries of the level before. The counts a resumed build needs (the levels found so far,
 * which a later pass's direction depends on) come from the journal, never from the partly
 * written file.
 *
 * <p>Why a copy in memory: the passes read and write the table at random, and a file mapping gets
 * 4 KB pages only. A pass misses the TLB on almost every access, takes page faults as written-back
 * pages are write-protected again, and the kernel writes the dirty pages out over and over (the
 * large build wrote 332 GB for an 8 GB table). A copy on 2 MB pages is written to the file once a
 * pass, only the parts that changed.
 *
 * @param <S> each thread's scratch space during one build
 */
abstract class BreadthFirstBuild<S> {

    static final long LOW_BITS = 0x5555_5555_5555_5555L;
    /** The parts a pass is journalled in (a sixteenth of a pass that writes only its own rows lost at most). */
    static final int PARTS = 16;
    /** The least time between two saves of a forward pass, each of which compares and writes the whole table. */
    static final long FORWARD_SAVE_SECONDS = 120;
    /**
     * A forward pass waits at least this many times as long as its last save took before the next:
     * a save of large's 8 GB can write gigabytes (18 s at the 450 MB/s of a cloud disk), and this
     * keeps saving under a twentieth of the pass however slow the disk.
     */
    static final int FORWARD_SAVE_COST_MULTIPLE = 19;
    /** Estimated neighbour evaluations per unvisited entry of a backward pass. */
    static final int BACKWARD_COST = 6;

    /** Where a build keeps the table while it runs. */
    enum Memory {
        /**
         * Native memory on huge pages when the machine has it to spare, whatever the heap's size;
         * else the heap when it is on huge pages and has room; else the file mapping.
         */
        BEST,
        /** The memory-mapped temporary file. */
        FILE_MAPPING,
        /** A heap copy, written to the file after every pass. */
        HEAP,
        /** A copy in native memory on huge pages, written to the file after every pass (the mapping without the library). */
        NATIVE
    }

    final WordTableSpec spec;
    final int threads;
    final int rows;
    final int rowWords;
    final int rowEntries;
    final WordLayout layout;
    /** With {@link WordLayout#WITH_MINIMA}: the first word of the minima, after the rows. */
    private final long minimaStart;
    private final Memory memory;
    private final Supplier<S> scratch;
    /** The least time between two saves of a forward pass, in nanoseconds ({@link #FORWARD_SAVE_SECONDS}). */
    private long forwardSaveNanos = FORWARD_SAVE_SECONDS * 1_000_000_000L;

    BreadthFirstBuild(WordTableSpec spec, int rows, int rowEntries, WordLayout layout, int threads, Memory memory,
            Supplier<S> scratch) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1: " + threads);
        }
        this.spec = spec;
        this.rows = rows;
        this.rowEntries = rowEntries;
        this.rowWords = layout.rowWords(rowEntries);
        this.layout = layout;
        this.threads = threads;
        this.memory = memory;
        this.scratch = scratch;
        this.minimaStart = (long) rows * rowWords;
        long minimaWords = layout == WordLayout.WITH_MINIMA ? (minimaStart + 15) / 16 : 0;
        if (minimaStart + minimaWords != spec.words()) {
            throw new IllegalArgumentException(spec.name() + ": " + rows + " rows of " + rowWords + " words"
                    + (minimaWords > 0 ? " and their minima" : "") + " are not " + spec.words() + " words");
        }
    }

    /**
     * Builds the table into {@code file} (via {@code file.tmp}, resuming a stopped build found
     * there) and returns its checksum.
     */
    public String build(Path file, CosetBuildListener listener) throws IOException, InterruptedException {
        return build(file, listener, TableReplacement.NOTHING);
    }

    /** {@link #build(Path, CosetBuildListener)}, telling {@code beforeReplacing} the verified table's checksum before it is moved into place. */
    String build(Path file, CosetBuildListener listener, TableReplacement beforeReplacing)
            throws IOException, InterruptedException {
        BuildFiles files = new BuildFiles(file);
        files.refuseSpecialFiles();
        Path temporary = files.temporary();
        CosetBuildJournal journal = new CosetBuildJournal(files.journal(), spec);
        boolean resumable = Files.isRegularFile(temporary) && Files.size(temporary) == CosetTableFile.fileSize(spec);
        int donePasses = resumable ? journal.finishedPasses() : -1;
        int rowsDone = resumable && donePasses >= 0 ? journal.rowsDoneOfNextPass() : 0;
        // a journal being written when the last build stopped: the journal itself says what was done
        Files.deleteIfExists(files.journalTemporary());
        if (donePasses < 0 || donePasses > spec.base() + 3) {
            CosetTableFile.create(temporary, spec);
            donePasses = 0;
            rowsDone = 0;
        }
        PackedWords mapped = PackedWords.map(temporary, CosetTableFile.HEADER_BYTES, spec.words(), true);
        PackedWords table = switch (memory) {
            case BEST -> TableMemory.best(mapped);
            case FILE_MAPPING -> mapped;
            case HEAP -> mapped.inHeap();
            case NATIVE -> mapped.inNativeMemory().orElse(mapped);
        };
        Run run = new Run(table, mapped, listener);
        try {
            run.execute(donePasses, Math.min(rowsDone, rows), journal);
        } finally {
            table.release();
        }
        String checksum = CosetTableFile.finish(temporary, file, spec, mapped, run.distribution(), beforeReplacing);
        journal.delete();
        return checksum;
    }

    /**
     * The time a forward pass waits after a save that took {@code lastSaveNanos} before the next:
     * {@code leastNanos}, or {@link #FORWARD_SAVE_COST_MULTIPLE} times the save where that is
     * longer; none where {@code leastNanos} is zero (tests that save every part).
     */
    static long forwardSaveWait(long leastNanos, long lastSaveNanos) {
        return leastNanos == 0 ? 0 : Math.max(leastNanos, FORWARD_SAVE_COST_MULTIPLE * lastSaveNanos);
    }

    /** Saves forward passes in parts this often instead (tests: every part, with zero). */
    void saveForwardPassesEvery(java.time.Duration interval) {
        forwardSaveNanos = interval.toNanos();
    }

    /** Marks the goal's entries with code 0 and distance 0. */
    abstract void markGoal(Run run);

    /** Marks the unvisited neighbours of the entries holding {@code fromCode} with {@code toCode}. */
    abstract void forward(Run run, int pass, int fromCode, int toCode, int distance)
            throws IOException, InterruptedException;

    /** Marks the unvisited entries that have a neighbour holding {@code fromCode} with {@code toCode}. */
    abstract void backward(Run run, int pass, int fromCode, int toCode, int distance)
            throws IOException, InterruptedException;

    /**
     * Marks the entry at bit {@code shift} of a word if it is still unvisited, and the word's least
     * distance if the word is new: the first distance written to a word is its least, as levels
     * come in order. The caller has the word's row to itself: a backward pass writes only the row
     * it works on, a forward pass holds the target row's lock ({@link Run#rowLock}). So the write
     * is a plain store; an atomic AND, a locked instruction, holds back the core's other loads
     * (the plain store did {@code large}'s last pass about an eighth faster). Other threads may read
     * the row meanwhile, but they look only for the pass's source code, which no write makes or
     * unmakes.
     */
    final void markWord(PackedWords table, long index, int shift, int code, int distance) {
        long word = table.word(index);
        if ((word >>> (shift & 63) & 3) != 3) {
            return;
        }
        long mask = ~((long) (3 ^ code) << (shift & 63));
        if (layout.hasNibble()) {
            long nibbleIndex = WordLayout.nibbleWord(index, shift);
            long nibbleWord = nibbleIndex == index ? word : table.word(nibbleIndex);
            if (nibbleWord >>> 60 == 15) {
                long nibbleMask = ~((long) (15 ^ distance) << 60);
                if (nibbleIndex == index) {
                    mask &= nibbleMask;
                } else {
                    table.set(nibbleIndex, nibbleWord & nibbleMask);
                }
            }
        }
        table.set(index, word & mask);
        // a minima word may cover the ends of two rows, so it stays an atomic AND (rare: a word's first entry)
        if (layout == WordLayout.WITH_MINIMA && word == -1L && distance <= spec.base()) {
            table.and(minimaStart + (index >>> 4), ~((long) (15 ^ distance) << ((index & 15) << 2)));
        }
    }

    /** One build: its passes over one table. */
    final class Run {

        /** The table the passes work on: the mapping, or a copy of it in the heap or native memory. */
        final PackedWords table;
        /** The temporary file's mapping, which checkpoints and the end write to. */
        private final PackedWords mapped;
        private final CosetPassProgress progress;
        private final long[] distances = new long[spec.base() + 4];
        /** Each worker's scratch space, made on its first row and kept for the build's passes. */
        private final Object[] scratchOfWorker = new Object[threads];
        private final Object[] rowLocks = new Object[rows];
        private CosetBuildJournal journal;
        /** The pass a resumed build starts in, and the rows of it already on disk. */
        private int resumedPass = -1;
        private int resumedRows;

        Run(PackedWords table, PackedWords mapped, CosetBuildListener listener) {
            this.table = table;
            this.mapped = mapped;
            java.util.Arrays.setAll(rowLocks, row -> new Object());
            this.progress = new CosetPassProgress(spec, BACKWARD_COST, listener);
        }

        /**
         * The lock a forward pass holds while it writes into a row: two workers whose rows lead into
         * the same row take turns there, each for one turn's batch of entries.
         */
        Object rowLock(int row) {
            return rowLocks[row];
        }

        /** Worker {@code worker}'s scratch space, made once per build (the threads are new each pass). */
        @SuppressWarnings("unchecked")
        S scratch(int worker) {
            if (scratchOfWorker[worker] == null) {
                scratchOfWorker[worker] = scratch.get();
            }
            return (S) scratchOfWorker[worker];
        }

        /** Runs {@code task} on every row, spread over the threads, reporting the pass's progress. */
        void each(int pass, TableWorkers.Task task) throws InterruptedException {
            TableWorkers.run(rows, threads, task, fraction -> progress.report(pass, fraction));
        }

        /**
         * {@link #each}, journalled in parts as the pass goes, so a build stopped in a long pass
         * resumes at the last part on disk rather than at the pass's start (the last pass is most
         * of the standard and large builds). A part is on disk once the words it changed are in the
         * mapping and forced, before the journal says so. A task that writes only the row it is
         * given ({@code rowLocal}: a backward pass, the pass that zeroes the levels up to the base)
         * changes only its part's rows, so each of the {@link #PARTS} parts is saved; a forward
         * pass writes anywhere, so the whole table is compared and saved, at most every
         * {@link #FORWARD_SAVE_SECONDS}, and never more than a twentieth of the time
         * ({@link #FORWARD_SAVE_COST_MULTIPLE}).
         */
        void eachInParts(int pass, TableWorkers.Task task, boolean rowLocal) throws IOException, InterruptedException {
            int part = Math.max(1, (rows + PARTS - 1) / PARTS);
            int start = pass == resumedPass ? resumedRows : 0;
            long lastSaved = System.nanoTime();
            long wait = forwardSaveNanos;
            for (int first = start; first < rows; first += part) {
                int from = first;
                int to = Math.min(rows, first + part);
                TableWorkers.run(from, to, threads, task, share -> progress.report(pass, (from + share * (to - from)) / rows));
                boolean due = rowLocal || System.nanoTime() - lastSaved >= wait;
                if (to < rows && due) {
                    long saving = System.nanoTime();
                    save(pass, to, rowLocal ? (long) from * rowWords : 0, rowLocal ? (long) to * rowWords : spec.words());
                    lastSaved = System.nanoTime();
                    wait = forwardSaveWait(forwardSaveNanos, lastSaved - saving);
                }
            }
        }

        /**
         * After a pass: a copy's changed words go to the mapping, the mapping to disk, then the
         * journal (see the class comment for why in this order).
         */
        private void checkpoint(int passesDone) throws IOException {
            save(passesDone, 0, 0, spec.words());
        }

        /**
         * Puts words {@code fromWord}..{@code toWord}−1 (all that changed since the last save) on
         * disk, then journals {@code passesDone} passes and {@code rowsOfNext} rows of the next.
         */
        private void save(int passesDone, int rowsOfNext, long fromWord, long toWord) throws IOException {
            if (table != mapped) {
                table.copyChangedTo(mapped, fromWord, toWord);
            }
            mapped.force();
            journal.write(passesDone, distances, rowsOfNext, rows);
        }

        /** Runs the passes after the first {@code donePasses}, the next one from row {@code rowsDone}. */
        void execute(int donePasses, int rowsDone, CosetBuildJournal journal) throws IOException, InterruptedException {
            this.journal = journal;
            if (donePasses == 0) {
                markGoal(this);
                recount(countCodes(), 0);
            } else {
                journal.restoreDistances(distances);
                resumedPass = donePasses;
                resumedRows = rowsDone;
            }
            int base = spec.base();
            for (int pass = donePasses; pass < progress.passes(); pass++) {
                if (pass < base) {
                    int d = pass;
                    forward(this, pass, d % 3, (d + 1) % 3, d + 1);
                } else if (pass == base) {
                    eachInParts(pass, (row, worker) -> zeroRow(row), true);
                } else {
                    int level = pass; // pass B+1 finds distance B+1, pass B+2 distance B+2
                    int from = pass - base - 1; // code 0 (all ≤ B), then code 1
                    int to = from + 1;
                    // from the counts of the levels found, the same whether or not this pass ran before
                    if (CosetPassProgress.goesBackward(distances, base, pass, BACKWARD_COST)) {
                        backward(this, pass, from, to, level);
                    } else {
                        forward(this, pass, from, to, level);
                    }
                }
                recount(countCodes(), pass + 1);
                checkpoint(pass + 1);
                progress.report(pass, 1.0);
            }
        }

        long[] distribution() {
            return distances.clone();
        }

        private long padding() {
            return (long) rows * (layout.slotsInRow(rowWords) - rowEntries);
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

        private void zeroRow(int row) {
            long first = (long) row * rowWords;
            for (int w = 0; w < rowWords; w++) {
                long word = table.word(first + w);
                long slots = layout.slots(first + w);
                long x = word & slots;
                long unvisited = x & x >>> 1 & LOW_BITS & slots;
                long zeroed = (word & ~slots) | unvisited * 3;
                if (zeroed != word) {
                    table.and(first + w, zeroed);
                }
            }
        }

        private long[] countCodes() throws InterruptedException {
            AtomicLong[] totals = {new AtomicLong(), new AtomicLong(), new AtomicLong(), new AtomicLong()};
            TableWorkers.run(rows, threads, (row, worker) -> {
                long[] local = new long[4];
                long first = (long) row * rowWords;
                for (int w = 0; w < rowWords; w++) {
                    long slots = layout.slots(first + w);
                    long lowBits = LOW_BITS & slots;
                    long x = table.word(first + w) & slots;
                    long low = x & lowBits;
                    long high = x >>> 1 & lowBits;
                    local[3] += Long.bitCount(low & high);
                    local[2] += Long.bitCount(~low & high);
                    local[1] += Long.bitCount(low & ~high);
                }
                local[0] = layout.slotsInRow(rowWords) - local[1] - local[2] - local[3];
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
    }
}
