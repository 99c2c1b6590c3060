package cubelab.tables;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.coord.EdgeSubsetCoordinate;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TableFileTest {

    static final TableSpec SPEC = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL UB"));
    static final PatternDatabaseSet TIER = new PatternDatabaseSet("test", List.of(SPEC));

    @TempDir
    Path directory;

    @Test
    void writtenTableLoadsMappedAndEqual() throws Exception {
        TableStore store = new TableStore(directory);
        PatternDatabase built = store.build(TIER, SPEC, 2, BuildListener.NONE);
        PatternDatabase loaded = store.load(SPEC);
        assertThat(loaded.payload().equals(built.payload())).isTrue();
        assertThat(loaded.distribution()).containsExactly(built.distribution());
        assertThat(Files.size(store.file(SPEC))).isEqualTo(TableFile.HEADER_BYTES + SPEC.payloadBytes());
        assertThat(store.manifest().find(SPEC.name())).isPresent();
        assertThat(store.verify(TIER)).isEmpty();
        try (var files = Files.list(directory)) {
            assertThat(files.map(p -> p.getFileName().toString())).noneMatch(name -> name.endsWith(".tmp"));
        }
    }

    @Test
    void oneCorruptByteIsDetectedReportedAndRebuilt() throws Exception {
        TableStore store = new TableStore(directory);
        store.build(TIER, SPEC, 2, BuildListener.NONE);
        Path file = store.file(SPEC);
        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            long offset = TableFile.HEADER_BYTES + 1234;
            raw.seek(offset);
            int value = raw.read();
            raw.seek(offset);
            raw.write(value ^ 0x10);
        }
        assertThatThrownBy(() -> store.load(SPEC)).isInstanceOf(TableFileException.class)
                .hasMessageContaining("corrupt").hasMessageContaining("SHA-256").hasMessageContaining(file.toString());
        assertThat(store.verify(TIER)).singleElement().asString().contains("corrupt");

        List<String> messages = new ArrayList<>();
        store.loadOrBuild(TIER, 2, BuildListener.NONE, messages::add);
        assertThat(messages).singleElement().asString().contains("corrupt").contains("building");
        assertThat(store.verify(TIER)).isEmpty();
    }

    @Test
    void truncatedFileIsDetected() throws Exception {
        TableStore store = new TableStore(directory);
        store.build(TIER, SPEC, 1, BuildListener.NONE);
        Path file = store.file(SPEC);
        try (RandomAccessFile raw = new RandomAccessFile(file.toFile(), "rw")) {
            raw.setLength(raw.length() - 100);
        }
        assertThatThrownBy(() -> store.load(SPEC)).hasMessageContaining("truncated");
        Files.delete(file);
        assertThatThrownBy(() -> store.load(SPEC)).hasMessageContaining("missing");
    }

    @Test
    void specMismatchIsDetected() throws Exception {
        TableStore store = new TableStore(directory);
        store.build(TIER, SPEC, 1, BuildListener.NONE);
        TableSpec other = TableSpec.edges(EdgeSubsetCoordinate.parse("UR UF UL DB"));
        Files.copy(store.file(SPEC), store.file(other));
        assertThatThrownBy(() -> store.load(other)).hasMessageContaining("holds table edges4-UR-UF-UL-UB");
    }
}
