package cubelab.search;

import cubelab.tables.TableCheck;
import cubelab.tables.coset.CosetTable;
import cubelab.tables.coset.OpenedCosetTable;
import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * A coset table just opened ({@link OpenedCosetTable}) as its heuristic sees it: the check of its
 * checksum running in the background, and the heuristic on the table's copy, made once the
 * background read has copied it. Immutable; a null opening stands for a table verified before it
 * was opened.
 */
final class TableOpening {

    private final TableCheck check;
    /** The heuristic on the copy, or null in it when none was made; null: none to wait for. */
    private final CompletableFuture<CosetHeuristic> copy;

    private TableOpening(TableCheck check, CompletableFuture<CosetHeuristic> copy) {
        this.check = check;
        this.copy = copy;
    }

    /** The opening of {@code opened}, whose copy, once made, is searched through {@code onCopy}'s heuristic. */
    static TableOpening of(OpenedCosetTable opened, Function<CosetTable, CosetHeuristic> onCopy) {
        return new TableOpening(opened.check(),
                opened.faster().thenApply(table -> table == opened.table() ? null : onCopy.apply(table)));
    }

    /** The same check without the copy: for variants of a heuristic that search the mapping only. */
    static TableOpening checkOnly(TableOpening opening) {
        return opening == null ? null : new TableOpening(opening.check, null);
    }

    static TableCheck check(TableOpening opening) {
        return opening == null ? TableCheck.PASSED : opening.check;
    }

    /** The heuristic on the copy once it is made and verified, else {@code current}. */
    static Heuristic latest(TableOpening opening, Heuristic current) {
        if (opening == null || opening.copy == null || !opening.copy.isDone() || opening.copy.isCompletedExceptionally()) {
            return current;
        }
        CosetHeuristic onCopy = opening.copy.join();
        return onCopy != null ? onCopy : current;
    }
}
