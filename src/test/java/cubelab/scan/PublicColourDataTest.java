package cubelab.scan;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Every 3×3×3 set of rubiks-color-resolver's test data, read exactly and without doubt. */
class PublicColourDataTest {

    static Stream<Arguments> expectedSets() throws IOException {
        List<String> lines = Files.readAllLines(
                Path.of("src", "test", "resources", "scan", "color-resolver", "expected-facelets.txt"));
        return lines.stream().filter(line -> !line.isBlank())
                .map(line -> line.split(" "))
                .map(parts -> Arguments.of(parts[0], parts[1]));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("expectedSets")
    void readsEachSetExactly(String file, String expected) throws ScanException {
        ScanResult result = CubeResolver.resolve(PublicScanData.colourData("color-resolver/" + file), false);

        // 3x3x3-random-05 was taken in dim light: its red and orange lie about 13 ΔE apart, within
        // three spreads, yet well apart along the direction that separates them in that photo
        assertThat(result.cube().toString()).isEqualTo(expected);
        assertThat(result.doubtful()).as(result.doubtText()).isEmpty();
        assertThat(result.confidence()).allMatch(c -> c >= CubeResolver.CERTAIN);
    }

    @ParameterizedTest
    @ValueSource(strings = {"3x3x3-random-06.txt", "3x3x3-random-07.txt"})
    void setsWithoutAnExpectedCubeGiveAValidOneOrNameTheirDarkRedsAndOranges(String file) throws Exception {
        ScanResult result = CubeResolver.resolve(PublicScanData.colourData("color-resolver/" + file), false);

        assertThat(result.cube().toCubieCube().isSolvable()).isTrue();
        // these two were taken in dim light: red and orange (the L and R centres) are hard to tell apart
        assertThat(result.doubtful()).allMatch(facelet -> List.of(cubelab.model.Face.L, cubelab.model.Face.R)
                .contains(result.cube().get(facelet)));
    }

    @org.junit.jupiter.api.Test
    void theTrackersOwnNumbersForThePhotosGiveTheSameCube() throws ScanException {
        ScanResult result = CubeResolver.resolve(PublicScanData.colourData("cube-tracker/3x3x3-random-01.txt"), false);

        assertThat(result.cube().toString()).isEqualTo(PublicScanData.PHOTO_CUBE);
    }
}
