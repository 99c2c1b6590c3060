package cubelab.tables.coset;

import cubelab.tables.TableDirectory;
import cubelab.tables.TableFileException;
import cubelab.nativecode.NativeWords;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * One read of a table file's words in the background, a thread a core: each piece is read from
 * the file (the page cache) into the native copy, or into a small buffer when no copy is made,
 * and hashed there while it is still in the cache, so the checksum and the copy cost one pass
 * over the file instead of two, and no page of the file is mapped for them. The threads keep the
 * ordinary priority: at the least one, a table build or any other busy program would starve them,
 * and a search's answer waits for the check.
 */
final class BackgroundRead {

    /** Bytes read and hashed as one piece: small enough to be hashed from the cache it was written through. */
    private static final int PIECE = 256 << 10;
    private static final long CHUNK_BYTES = PackedWords.CHUNK_WORDS * Long.BYTES;

    private BackgroundRead() {
    }

    /**
     * Starts reading {@code mapped}'s words: completes with their copy in native memory when
     * {@code copy} asks for one and the memory is given (else empty) once the checksum matches
     * the header's, or exceptionally with a {@link TableFileException} when it does not.
     */
    static CompletableFuture<Optional<PackedWords>> start(CosetTableFile.Mapped mapped, boolean copy) {
        long count = mapped.words().count();
        long bytes = count * Long.BYTES;
        Optional<NativeWords> target = copy ? NativeWords.allocate(bytes) : Optional.empty();
        byte[][] digests = new byte[(int) ((bytes + CHUNK_BYTES - 1) / CHUNK_BYTES)][];
        AtomicInteger next = new AtomicInteger();
        int threads = Math.max(1, Math.min(digests.length, Runtime.getRuntime().availableProcessors()));
        CompletableFuture<?>[] readers = new CompletableFuture<?>[threads];
        for (int i = 0; i < threads; i++) {
            readers[i] = onThreadOfItsOwn(() -> readChunks(mapped, bytes, target, digests, next));
        }
        return CompletableFuture.allOf(readers).thenApply(read -> {
            try {
                CosetTableFile.verify(mapped.file(), CosetTableFile.combined(digests), mapped.checksum());
            } catch (TableFileException damaged) {
                throw new CompletionException(damaged);
            }
            return target.map(words -> PackedWords.inNative(count, words));
        }).whenComplete((words, failure) -> {
            if (failure != null) {
                target.ifPresent(NativeWords::release); // a damaged table's copy is never searched
            }
        });
    }

    /** Reads, copies and hashes whole chunks, taking the next one from {@code next} until none is left. */
    private static void readChunks(CosetTableFile.Mapped mapped, long bytes, Optional<NativeWords> target,
            byte[][] digests, AtomicInteger next) throws TableFileException {
        long offset = CosetTableFile.HEADER_BYTES;
        try (FileChannel channel = FileChannel.open(mapped.file(), StandardOpenOption.READ)) {
            ByteBuffer scratch = target.isPresent() ? null : ByteBuffer.allocateDirect(PIECE);
            for (int chunk = next.getAndIncrement(); chunk < digests.length; chunk = next.getAndIncrement()) {
                long start = chunk * CHUNK_BYTES;
                int length = (int) Math.min(CHUNK_BYTES, bytes - start);
                ByteBuffer whole = target.map(words -> words.buffer(start, length)).orElse(null);
                MessageDigest digest = CosetTableFile.digest();
                for (int at = 0; at < length; at += PIECE) {
                    int size = Math.min(PIECE, length - at);
                    ByteBuffer piece = whole != null ? whole.slice(at, size) : scratch.clear().limit(size);
                    while (piece.hasRemaining()) {
                        if (channel.read(piece, offset + start + at + piece.position()) < 0) {
                            throw new TableFileException(mapped.file(), "truncated while it was being read");
                        }
                    }
                    digest.update(piece.flip());
                }
                digests[chunk] = digest.digest();
            }
        } catch (IOException e) {
            throw new TableFileException(mapped.file(), "unreadable: " + TableDirectory.reason(e));
        }
    }

    /** The work of one reader: may fail with the file's defect. */
    private interface Reader {
        void read() throws TableFileException;
    }

    /** Runs {@code reader} on a daemon thread of its own. */
    private static CompletableFuture<Void> onThreadOfItsOwn(Reader reader) {
        CompletableFuture<Void> done = new CompletableFuture<>();
        Thread thread = new Thread(() -> {
            try {
                reader.read();
                done.complete(null);
            } catch (TableFileException | RuntimeException | Error e) {
                done.completeExceptionally(e);
            }
        }, "table check");
        thread.setDaemon(true);
        thread.start();
        return done;
    }
}
