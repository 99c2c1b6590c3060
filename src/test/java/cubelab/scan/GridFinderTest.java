package cubelab.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.Face;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** The grid finder on the public photos, against face outlines marked by hand. */
class GridFinderTest {

    /** Pixels on the 640×360 photos: about 3 % of a face's width, the precision of a mark by eye. */
    private static final double TOLERANCE = 6;

    @ParameterizedTest
    @EnumSource(Face.class)
    void findsEachFaceWithinAFewPixelsOfTheMarkedCorners(Face face) throws Exception {
        StickerGrid grid = GridFinder.find(PublicScanData.image(PublicScanData.photo(face)), face);

        double[][] marked = markedCorners(face);
        List<double[]> found = grid.corners();
        for (int corner = 0; corner < 4; corner++) {
            assertThat(Math.hypot(found.get(corner)[0] - marked[corner][0], found.get(corner)[1] - marked[corner][1]))
                    .as("%s corner %d", face, corner).isLessThan(TOLERANCE);
        }
    }

    @Test
    void aShrunkPhotoGivesTheSameGridScaled() throws Exception {
        RgbImage photo = PublicScanData.image(PublicScanData.photo(Face.F));
        StickerGrid full = GridFinder.find(photo, Face.F);
        StickerGrid half = GridFinder.find(photo.shrink(2), Face.F);

        for (int corner = 0; corner < 4; corner++) {
            assertThat(half.corners().get(corner)[0] * 2).isCloseTo(full.corners().get(corner)[0],
                    org.assertj.core.data.Offset.offset(TOLERANCE));
            assertThat(half.corners().get(corner)[1] * 2).isCloseTo(full.corners().get(corner)[1],
                    org.assertj.core.data.Offset.offset(TOLERANCE));
        }
    }

    @Test
    void aTwoByTwoCubeIsNamedAsAnotherSize() {
        RgbImage photo = PublicScanData.image(PublicScanData.PHOTOS.resolve("2x2x2-side-U.png"));

        assertThatThrownBy(() -> GridFinder.find(photo, Face.U)).isInstanceOfSatisfying(ScanException.class, e -> {
            assertThat(e.defect()).isEqualTo(ScanDefect.OTHER_CUBE_SIZE);
            assertThat(e.getMessage()).contains("2×2");
        });
    }

    @Test
    void aFourByFourCubeIsNamedAsAnotherSize() {
        RgbImage photo = PublicScanData.image(PublicScanData.PHOTOS.resolve("4x4x4-side-U.png"));

        assertThatThrownBy(() -> GridFinder.find(photo, Face.U)).isInstanceOfSatisfying(ScanException.class, e -> {
            assertThat(e.defect()).isEqualTo(ScanDefect.OTHER_CUBE_SIZE);
            assertThat(e.getMessage()).contains("4×4");
        });
    }

    @Test
    void aPhotoWithNoCubeHasNoGrid() {
        RgbImage photo = PublicScanData.image(PublicScanData.photo(Face.U));
        // the top left of the photo: the robot's frame and the wall, no cube
        int[] pixels = new int[200 * 100];
        for (int y = 0; y < 100; y++) {
            for (int x = 0; x < 200; x++) {
                pixels[y * 200 + x] = photo.rgb(x, y);
            }
        }

        assertThatThrownBy(() -> GridFinder.find(new RgbImage(200, 100, pixels), Face.U))
                .isInstanceOfSatisfying(ScanException.class, e -> {
                    assertThat(e.defect()).isEqualTo(ScanDefect.NO_GRID);
                    assertThat(e.getMessage()).contains("U photo");
                });
    }

    private static double[][] markedCorners(Face face) throws IOException {
        for (String line : Files.readAllLines(PublicScanData.PHOTOS.resolve("grid-corners.txt"))) {
            if (line.startsWith(face + " ")) {
                String[] parts = line.split(" ");
                double[][] corners = new double[4][];
                for (int i = 0; i < 4; i++) {
                    String[] xy = parts[i + 1].split(",");
                    corners[i] = new double[] {Double.parseDouble(xy[0]), Double.parseDouble(xy[1])};
                }
                return corners;
            }
        }
        throw new IllegalStateException("no marks for " + face);
    }
}
