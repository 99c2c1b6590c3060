package cubelab.tables.coset;

import cubelab.tables.TableCheck;
import cubelab.tables.TableFileException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

/**
 * A coset table opened for search at once (docs/solver.md, "Opening a table"): its header and
 * length checked and its words mapped read-only in milliseconds, so a search can start on the
 * mapping while the file is read once more in the background ({@link BackgroundRead}) to verify
 * its checksum ({@link #check()}) and, where the memory allows, into a copy on huge pages
 * ({@link #faster()}), which the searches after the running one read instead.
 */
public final class OpenedCosetTable {

    private final CosetTable table;
    private final TableCheck check;
    private final CompletableFuture<CosetTable> faster;

    private OpenedCosetTable(CosetTable table, TableCheck check, CompletableFuture<CosetTable> faster) {
        this.table = table;
        this.check = check;
        this.faster = faster;
    }

    /** Starts the background read of a mapped file, or with {@link TableMemory.CopyTiming#BEFORE_SEARCH} waits for it. */
    static OpenedCosetTable start(CosetTableSpec spec, CosetTableFile.Mapped mapped) throws TableFileException {
        CosetTable onFile = new CosetTable(spec, mapped.words());
        TableMemory.CopyTiming timing = TableMemory.copyTiming();
        long bytes = spec.payloadBytes();
        CompletableFuture<CosetTable> faster = BackgroundRead.start(mapped,
                timing != TableMemory.CopyTiming.OFF && TableMemory.copyFitsBesideMapping(bytes))
                .thenApply(copy -> copy.map(words -> new CosetTable(spec, words)).orElseGet(
                        () -> timing != TableMemory.CopyTiming.OFF && TableMemory.heapIsBest(bytes) ? onFile.inHeap()
                                : onFile));
        if (timing != TableMemory.CopyTiming.BEFORE_SEARCH) {
            return new OpenedCosetTable(onFile, TableCheck.of(mapped.file(), faster), faster);
        }
        try {
            CosetTable verified = faster.join();
            return new OpenedCosetTable(verified, TableCheck.PASSED, faster);
        } catch (CompletionException e) {
            if (e.getCause() instanceof TableFileException damaged) {
                throw damaged;
            }
            throw e;
        }
    }

    /** The table to search now: the file mapping (or, waited for, the copy). */
    public CosetTable table() {
        return table;
    }

    /** The checksum's verification, running in the background. */
    public TableCheck check() {
        return check;
    }

    /**
     * Completes, once the table verifies, with the table the later searches read: the copy in
     * native memory where one was made, else {@link #table()} itself; exceptionally when damaged.
     */
    public CompletableFuture<CosetTable> faster() {
        return faster;
    }
}
