package cubelab.search;

import cubelab.tables.TableCheck;
import cubelab.tables.coset.OpenedTable;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiFunction;
import java.util.function.Function;

/**
 * The tables of a heuristic just opened ({@link OpenedTable}) as the heuristic sees them: the
 * check of their checksums running in the background, and the same heuristic on the tables'
 * copies, made once the background reads have copied them. Immutable; {@link #NONE} for tables
 * verified before they were opened.
 */
final class TableOpening {

    /** Tables verified before they were opened: nothing to check, no copy to wait for. */
    static final TableOpening NONE = new TableOpening(TableCheck.PASSED, null);

    private final TableCheck check;
    /** The heuristic on the copies, or null in it when none was made; null: none to wait for. */
    private final CompletableFuture<Heuristic> copy;

    private TableOpening(TableCheck check, CompletableFuture<Heuristic> copy) {
        this.check = check;
        this.copy = copy;
    }

    /** The opening of {@code opened}, whose copy, once made, is searched through {@code onCopy}'s heuristic. */
    static <T> TableOpening of(OpenedTable<T> opened, Function<T, ? extends Heuristic> onCopy) {
        return new TableOpening(opened.check(),
                opened.faster().thenApply(table -> table == opened.table() ? null : onCopy.apply(table)));
    }

    /**
     * The opening of two tables one heuristic reads: its check fails when either table's does,
     * naming that table's file. The heuristic on the copies is made once both tables are verified
     * and copied, not on the first copy alone: every node reads both tables, so it waits on the
     * slower of its two reads, and one table copied gains little while the other is still read
     * from its mapping; and the searches switch tables once, not twice. Where only one of them
     * was copied, the heuristic reads that copy and the other's mapping.
     */
    static <A, B> TableOpening ofBoth(OpenedTable<A> first, OpenedTable<B> second,
            BiFunction<A, B, ? extends Heuristic> onCopies) {
        return new TableOpening(TableCheck.ofAll(List.of(first.check(), second.check())),
                first.faster().thenCombine(second.faster(), (a, b) -> a == first.table() && b == second.table()
                        ? null : onCopies.apply(a, b)));
    }

    /** The same check without the copy: for variants of a heuristic that search the mapping only. */
    TableOpening checkOnly() {
        return new TableOpening(check, null);
    }

    TableCheck check() {
        return check;
    }

    /** The heuristic on the copy once it is made and verified, else {@code current}. */
    Heuristic latest(Heuristic current) {
        if (copy == null || !copy.isDone() || copy.isCompletedExceptionally()) {
            return current;
        }
        Heuristic onCopy = copy.join();
        return onCopy != null ? onCopy : current;
    }
}
