package cubelab.tables.coset;

import cubelab.tables.BuildLock;
import cubelab.tables.TableDirectory;
import cubelab.tables.TableDirectoryException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.List;
import java.util.OptionalDouble;

/**
 * The working files of a resumable table build beside its table {@code <table>}: the table being
 * built ({@code <table>.tmp}), the journal of its finished passes ({@code <table>.journal}, written
 * through {@code <table>.journal.tmp}) and the lock its builder holds ({@code <table>.lock}). Their
 * names are fixed so that a build stopped in any way finds them again; no other file is touched.
 */
record BuildFiles(Path table) {

    Path temporary() {
        return sibling(".tmp");
    }

    Path journal() {
        return sibling(".journal");
    }

    Path journalTemporary() {
        return sibling(".journal.tmp");
    }

    Path lock() {
        return sibling(".lock");
    }

    /** Every working file, whether it exists or not. */
    List<Path> all() {
        return List.of(temporary(), journal(), journalTemporary(), lock());
    }

    /** Refuses, at once and without opening it, a working file that is a pipe, device or directory. */
    void refuseSpecialFiles() throws TableDirectoryException {
        for (Path file : all()) {
            TableDirectory.refuseSpecialFile(file);
        }
    }

    /**
     * How much of the build of {@code spec} a stopped build finished, by the work of its passes
     * (what the progress bar showed), when it left a table and a journal to resume from.
     */
    OptionalDouble pausedFraction(WordTableSpec spec) {
        try {
            refuseSpecialFiles();
            if (!Files.isRegularFile(temporary(), LinkOption.NOFOLLOW_LINKS)
                    || Files.size(temporary()) != CosetTableFile.fileSize(spec)) {
                return OptionalDouble.empty();
            }
            CosetBuildJournal journal = new CosetBuildJournal(journal(), spec);
            int passes = journal.finishedPasses();
            return passes < 0 ? OptionalDouble.empty()
                    : OptionalDouble.of(CosetPassProgress.fractionAfter(spec, BreadthFirstBuild.BACKWARD_COST, passes,
                            journal.shareOfNextPass()));
        } catch (IOException e) {
            return OptionalDouble.empty();
        }
    }

    /**
     * Removes a stopped build's files, the lock last while holding it, so that nothing of the build
     * stays; refused while a build of the table runs (it holds the lock).
     */
    void discard() throws IOException {
        refuseSpecialFiles();
        if (!Files.exists(temporary()) && !Files.exists(journal()) && !Files.exists(journalTemporary())
                && !Files.exists(lock())) {
            return;
        }
        try (BuildLock held = BuildLock.take(table)) {
            Files.deleteIfExists(temporary());
            Files.deleteIfExists(journal());
            Files.deleteIfExists(journalTemporary());
        }
    }

    private Path sibling(String suffix) {
        return table.resolveSibling(table.getFileName() + suffix);
    }
}
