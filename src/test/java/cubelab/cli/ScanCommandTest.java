package cubelab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code scan} over the public photos of rubiks-cube-tracker: the cube printed, and each hostile
 * set refused with its own message and exit code, never a cube.
 */
class ScanCommandTest {

    private static final Path PHOTOS = Path.of("src", "test", "resources", "scan", "cube-tracker");
    private static final String CUBE = "LBBUURDDRDDLBRFRBDLLFRFRBLURFFLDLDBLURFULFBUUUDFDBFBUR";

    @Test
    void printsTheCubeOfTheSixPhotos() {
        CliRunner result = CliRunner.run(photos("U", "R", "F", "D", "L", "B"));

        assertThat(result.exitCode()).as(result.err()).isEqualTo(ExitCodes.OK);
        assertThat(result.out().strip()).isEqualTo(CUBE);
    }

    @Test
    void aTwoByTwoCubeIsNamedAsAnotherSize() {
        String[] args = photos("U", "R", "F", "D", "L", "B");
        args[5] = PHOTOS.resolve("2x2x2-side-U.png").toString();

        assertRefused(CliRunner.run(args), "error: OTHER_CUBE_SIZE: the L photo shows a 2×2 cube (two stickers in "
                + "a row), where a 3×3 is needed");
    }

    @Test
    void aFourByFourCubeIsNamedAsAnotherSize() {
        String[] args = photos("U", "R", "F", "D", "L", "B");
        args[1] = PHOTOS.resolve("4x4x4-side-U.png").toString();

        assertRefused(CliRunner.run(args), "error: OTHER_CUBE_SIZE: the U photo shows more than three stickers in a "
                + "row: a 4×4 or larger cube, where a 3×3 is needed");
    }

    @Test
    void aPhotoWithNoCubeSaysSo(@TempDir Path folder) throws IOException {
        // the top left of the F photo: the robot's frame and the wall, no cube
        BufferedImage photo = ImageIO.read(PHOTOS.resolve("rubiks-side-F.png").toFile());
        Path empty = folder.resolve("wall.png");
        ImageIO.write(photo.getSubimage(0, 0, 200, 120), "png", empty.toFile());
        String[] args = photos("U", "R", "F", "D", "L", "B");
        args[3] = empty.toString();

        assertRefused(CliRunner.run(args), "error: NO_GRID: no 3×3 grid of stickers found in the F photo: the face "
                + "should fill much of the picture, square to the camera");
    }

    @Test
    void facesInTheWrongOrderAreRefused() {
        CliRunner result = CliRunner.run(photos("U", "F", "R", "D", "L", "B"));

        assertThat(result.err()).startsWith("error: FACES_DO_NOT_FIT: the six faces do not fit together as one cube")
                .contains("check that the photos are in the order U R F D L B");
        assertRefused(result, "error: FACES_DO_NOT_FIT:");
    }

    @Test
    void oneFaceTwiceIsRefused() {
        assertRefused(CliRunner.run(photos("U", "R", "F", "U", "L", "B")), "error: SAME_FACE_TWICE: the U and D "
                + "photos show the same face: each face must be photographed once");
    }

    private static void assertRefused(CliRunner result, String message) {
        assertThat(result.exitCode()).as(result.all()).isEqualTo(ExitCodes.INVALID_CUBE);
        assertThat(result.out()).isEmpty();
        assertThat(result.err()).startsWith(message);
        assertThat(result.all()).doesNotContainPattern(CliRunner.JAVA_INTERNALS);
    }

    private static String[] photos(String... faces) {
        List<String> args = new ArrayList<>(List.of("scan"));
        for (String face : faces) {
            args.add(PHOTOS.resolve("rubiks-side-" + face + ".png").toString());
        }
        return args.toArray(String[]::new);
    }
}
