package cubelab.tables.coset;

import cubelab.tables.TableCheck;
import cubelab.tables.TableFileException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.function.Function;

/**
 * A table of packed words (a {@link CosetTable} or a {@link SliceTable}) opened for search at
 * once (docs/solver.md, "Opening a table"): its header and length checked and its words mapped
 * read-only in milliseconds, so a search can start on the mapping while the file is read once
 * more in the background ({@link BackgroundRead}) to verify its checksum ({@link #check()}) and,
 * where the memory allows, into a copy on huge pages ({@link #faster()}), which the searches
 * after the running one read instead. Immutable.
 *
 * @param <T> the kind of table
 */
public final class OpenedTable<T> {

    private final T table;
    private final TableCheck check;
    private final CompletableFuture<T> faster;
    /**
     * The share of a table's mapping that 2 MB entries must hold for it to be searched uncopied:
     * the rest, mapped by 4 KB entries, costs a page walk a read, and a mapping is to search within
     * 5 % of a copy's speed.
     */
    static final double WHOLE_MAPPING_SHARE = 0.95;

    /** The bytes of the copy being made in the background: 0 when none is, or it is made already. */
    private final long copying;

    private OpenedTable(T table, TableCheck check, CompletableFuture<T> faster, long copying) {
        this.table = table;
        this.check = check;
        this.faster = faster;
        this.copying = copying;
    }

    /**
     * Starts the background read of a mapped file, or with {@link TableMemory.CopyTiming#BEFORE_SEARCH}
     * waits for it; {@code tableOf} makes the table of a spec's words. A copy is made only where it
     * fits beside the file's cached pages and {@code besides} bytes, a copy of another table the
     * same searches read being made at the same time, with that table's cached pages; and not for a
     * table of a gigabyte or more that the kernel maps by 2 MB entries ({@link #asFastAsACopy}).
     * A mapping searched for good is advised for 2 MB pages.
     */
    static <T> OpenedTable<T> start(CosetTableFile.Mapped mapped, Function<PackedWords, T> tableOf, long besides)
            throws TableFileException {
        PackedWords words = mapped.words();
        T onFile = tableOf.apply(words);
        TableMemory.CopyTiming timing = TableMemory.copyTiming();
        long bytes = words.count() * Long.BYTES;
        boolean fits = timing != TableMemory.CopyTiming.OFF && TableMemory.copyFitsBesideMapping(bytes + besides);
        boolean asFast = fits && asFastAsACopy(words, timing, bytes);
        boolean copy = fits && !asFast;
        if (!fits) {
            // the searches read the mapping for good: in 2 MB folios it is mapped by 2 MB entries
            // as a copy on huge pages is (large's searches then took 0.81x the time); where it is
            // as fast as a copy, asFastAsACopy has advised it already
            words.adviseHugePages();
        }
        CompletableFuture<T> verified = BackgroundRead.start(mapped, copy).thenApply(nativeCopy -> nativeCopy.map(tableOf)
                .orElseGet(() -> timing != TableMemory.CopyTiming.OFF && !asFast && TableMemory.heapIsBest(bytes)
                        ? tableOf.apply(words.inHeap()) : onFile));
        // the check is passed once the file is read through; a copy made only then does not hold it up
        CompletableFuture<T> faster = asFast
                ? verified.thenCompose(mapping -> wholeMappingOrCopy(mapped, mapping, tableOf, bytes + besides))
                : verified;
        if (timing != TableMemory.CopyTiming.BEFORE_SEARCH) {
            return new OpenedTable<>(onFile, TableCheck.of(mapped.file(), verified), faster, copy ? bytes : 0);
        }
        try {
            return new OpenedTable<>(faster.join(), TableCheck.PASSED, faster, 0);
        } catch (CompletionException e) {
            if (e.getCause() instanceof TableFileException damaged) {
                throw damaged;
            }
            throw e;
        }
    }

    /**
     * Whether a large table's mapping, advised for 2 MB pages, is mapped by 2 MB entries
     * ({@link HugePageMappingProbe}): then a copy would search no faster, and on 2 cores making it
     * slowed the first searches (large, 8 random states: 27.1 and 27.3 s against 17.7 and 20.9 s
     * without it). Where it is not, the advice is withdrawn: beside a copy being made, the 2 MB reads
     * of the search's faults took the disk from the background read on a cold start and delayed the
     * first answer (docs/decisions/table-mapping-advised-for-huge-pages.md).
     */
    private static boolean asFastAsACopy(PackedWords words, TableMemory.CopyTiming timing, long bytes) {
        if (timing != TableMemory.CopyTiming.BACKGROUND || bytes < HugePageMappingProbe.MINIMUM_BYTES
                || !words.adviseHugePages()) {
            return false;
        }
        if (HugePageMappingProbe.mapsByHugePages(words)) {
            return true;
        }
        words.withdrawHugePageAdvice();
        return false;
    }

    /**
     * Once the file has been read through, the mapping left uncopied on the word of
     * {@link HugePageMappingProbe}'s eight places is kept only where 2 MB entries hold at least
     * {@link #WHOLE_MAPPING_SHARE} of it; else a copy is made where it still fits. A file read
     * before by small reads or 4 KB faults can stay cached partly in small folios, which the
     * eight places miss: with `standard`'s file half in small folios, a complete depth-18
     * iteration took 57.6 and 55.6 s on the mapping, 42.9 and 45.0 s with the copy made here
     * (docs/solver.md, "Memory").
     */
    static <T> CompletableFuture<T> wholeMappingOrCopy(CosetTableFile.Mapped mapped, T onFile,
            Function<PackedWords, T> tableOf, long bytes) {
        if (HugePageMappingProbe.shareMappedByHugePages(mapped.words()) >= WHOLE_MAPPING_SHARE
                || !TableMemory.copyFitsBesideMapping(bytes)) {
            return CompletableFuture.completedFuture(onFile);
        }
        // the copy is read and verified again; should the file have changed on disk since, the
        // mapping, of the file that was verified, stays
        return BackgroundRead.start(mapped, true).handle((copy, failure) -> failure == null
                ? copy.map(tableOf).orElse(onFile) : onFile);
    }

    /** The table to search now: the file mapping (or, waited for, the copy). */
    public T table() {
        return table;
    }

    /** The checksum's verification, running in the background. */
    public TableCheck check() {
        return check;
    }

    /**
     * Completes, once the table verifies, with the table the later searches read: the copy in
     * native memory (or the heap) where one was made, else {@link #table()} itself; exceptionally
     * when damaged.
     */
    public CompletableFuture<T> faster() {
        return faster;
    }

    /** The bytes of native memory the copy still being made will hold (0 when none is being made). */
    long copying() {
        return faster.isDone() ? 0 : copying;
    }
}
