package cubelab.arch;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The sources speak of the project itself: papers by author and title, never the folders, issue
 * numbers or work sessions they came from; and each file stays small enough to hold one concept.
 */
class SourceTextTest {

    private static final Pattern OUTSIDE_WORDS = Pattern.compile("seed.?00|issue [0-9]|session [0-9]",
            Pattern.CASE_INSENSITIVE);
    private static final int MAX_LINES = 450;

    @Test
    void noSourceNamesAFolderAnIssueOrASession() {
        List<String> found = new ArrayList<>();
        for (Path file : SourceFiles.javaFiles(SourceFiles.APPLICATION)) {
            List<String> lines = lines(file);
            for (int i = 0; i < lines.size(); i++) {
                if (OUTSIDE_WORDS.matcher(lines.get(i)).find()) {
                    found.add(file + ":" + (i + 1) + ": " + lines.get(i).strip());
                }
            }
        }
        assertThat(found).isEmpty();
    }

    @Test
    void noSourceFileIsLongerThanItsLimit() {
        List<Path> files = SourceFiles.javaFiles(SourceFiles.APPLICATION);
        List<String> tooLong = new ArrayList<>();
        for (Path file : files) {
            int count = lines(file).size();
            if (count > MAX_LINES) {
                tooLong.add(file + ": " + count + " lines");
            }
        }
        assertThat(files).hasSizeGreaterThan(100);
        assertThat(tooLong).isEmpty();
    }

    private static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
