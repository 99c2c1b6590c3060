package cubelab.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.solve.tier.TableLocation;
import cubelab.solve.tier.TierBuildListener;
import cubelab.solve.tier.TierRegistry;
import cubelab.solve.tier.UnknownTierException;
import java.io.RandomAccessFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's way to a tier: pick, fit, build when missing or damaged, load. */
class TierChoiceTest {

    @Test
    void withoutANameTheFastestBuiltTierIsTakenAndSaidSo(@TempDir Path directory) throws Exception {
        List<String> notes = new ArrayList<>();
        assertThat(TierChoice.toSearch(null, TableLocation.at(directory), notes::add)).isEqualTo(TierRegistry.KORF);
        assertThat(notes).containsExactly("using tier korf (the fastest built here that fits; --tier picks another)");
    }

    @Test
    void anUnknownNameListsTheValidOnes(@TempDir Path directory) {
        assertThatThrownBy(() -> TierChoice.toSearch("enormous", TableLocation.at(directory), line -> { }))
                .isInstanceOf(UnknownTierException.class).hasMessageContaining("korf");
    }

    @Test
    void missingTablesAreBuiltBuiltOnesOnlyLoadedAndDamagedOnesBuiltAgain(@TempDir Path directory) throws Exception {
        TableLocation location = TableLocation.at(directory);
        List<String> notes = new ArrayList<>();
        LoadedTier first = TierChoice.load("tiny", location, 2, notes::add, TierBuildListener.NONE);
        assertThat(first.tier()).isEqualTo(TierRegistry.TINY);
        assertThat(first.heuristic().name()).isEqualTo("tiny");
        assertThat(notes).singleElement().asString().startsWith("building tier tiny into ");
        assertThat(TierRegistry.TINY.verify(location)).isEmpty();

        notes.clear();
        TierChoice.load("tiny", location, 2, notes::add, TierBuildListener.NONE);
        assertThat(notes).as("built tables are loaded as they are").isEmpty();

        try (RandomAccessFile file = new RandomAccessFile(
                directory.resolve(TierRegistry.TINY.fileNames().get(0)).toFile(), "rw")) {
            file.write(new byte[16]); // the header's magic and version gone
        }
        assertThat(TierRegistry.TINY.verify(location)).isNotEmpty();
        LoadedTier rebuilt = TierChoice.load("tiny", location, 2, notes::add, TierBuildListener.NONE);
        assertThat(notes).anyMatch(line -> line.startsWith("building tier tiny into "));
        assertThat(TierRegistry.TINY.verify(location)).isEmpty();
        assertThat(rebuilt.tier()).isEqualTo(TierRegistry.TINY);
    }
}
