package cubelab.ui.export;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.Color;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.notation.Algorithm;
import cubelab.ui.look.ColorPreset;
import cubelab.ui.net.NetPicture;
import java.awt.image.BufferedImage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The written PNGs, read back: their size and the colour of every sticker. */
class CubePicturesTest {

    private static final Algorithm SCRAMBLE = Algorithm.parse("R U F' L2 D B");

    private static int rgb(ColorPreset preset, Color color) {
        return java.awt.Color.decode(preset.shade(color)).getRGB();
    }

    /** Every sticker of the net drawn at (x, y) shows {@code cube}'s colour in {@code preset}. */
    private static void assertNet(BufferedImage image, int x, int y, int cell, FaceletCube cube, ColorPreset preset) {
        List<Color> colors = cube.colors(preset.scheme());
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int[] centre = NetPicture.stickerCentre(facelet, cell);
            assertThat(image.getRGB(x + centre[0], y + centre[1])).as("sticker %d", facelet)
                    .isEqualTo(rgb(preset, colors.get(facelet)));
        }
    }

    @Test
    void theNetPictureShowsEveryStickerInTheChosenColours(@TempDir Path folder) throws Exception {
        FaceletCube cube = FaceletCube.SOLVED.apply(SCRAMBLE);
        for (ColorPreset preset : ColorPreset.ALL) {
            Path file = folder.resolve(preset.id() + ".png");
            CubePictures.writePng(CubePictures.net(cube, preset), file);
            BufferedImage read = ImageIO.read(file.toFile());
            assertThat(read.getWidth()).isEqualTo(12 * CubePictures.NET_CELL + 2 * CubePictures.NET_MARGIN);
            assertThat(read.getHeight()).isEqualTo(9 * CubePictures.NET_CELL + 2 * CubePictures.NET_MARGIN);
            assertNet(read, CubePictures.NET_MARGIN, CubePictures.NET_MARGIN, CubePictures.NET_CELL, cube, preset);
            assertThat(read.getRGB(1, 1) >>> 24).as("transparent outside the net").isZero();
        }
        try (var listing = Files.list(folder)) {
            assertThat(listing.map(p -> p.getFileName().toString())).as("no temporary file left behind")
                    .allMatch(name -> name.endsWith(".png") && !name.startsWith("."));
        }
    }

    @Test
    void theStripShowsTheCubeAfterEachMoveInRowsOfSeven(@TempDir Path folder) throws Exception {
        FaceletCube start = FaceletCube.SOLVED.apply(Algorithm.parse("R U F' L2 D B R2 U'"));
        Algorithm solution = Algorithm.parse("U R2 B' D' L2 F U' R'");
        assertThat(start.apply(solution)).isEqualTo(FaceletCube.SOLVED);
        Path file = folder.resolve("strip.png");
        ColorPreset preset = ColorPreset.WESTERN;
        CubePictures.writePng(SolutionStrip.draw(start, solution, preset), file);
        BufferedImage read = ImageIO.read(file.toFile());
        // nine frames: a row of seven and a row of two
        assertThat(read.getWidth()).isEqualTo(7 * SolutionStrip.FRAME_WIDTH);
        assertThat(read.getHeight()).isEqualTo(2 * SolutionStrip.FRAME_HEIGHT);
        for (int frame = 0; frame <= solution.size(); frame++) {
            int[] origin = SolutionStrip.netOrigin(frame, solution.size());
            assertNet(read, origin[0], origin[1], SolutionStrip.CELL, start.apply(solution.prefix(frame)), preset);
        }
        assertThat(SolutionStrip.netOrigin(8, solution.size())[1]).as("the eighth move's frame starts the second row")
                .isGreaterThan(SolutionStrip.FRAME_HEIGHT);
        assertThat(read.getRGB(read.getWidth() - 2, read.getHeight() - 2)).as("white behind the frames")
                .isEqualTo(java.awt.Color.WHITE.getRGB());
    }
}
