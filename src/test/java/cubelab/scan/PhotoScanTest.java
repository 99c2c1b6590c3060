package cubelab.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.Face;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The six public photos read into the cube, and the hostile sets each refused with its own message. */
class PhotoScanTest {

    @Test
    void readsTheSixPhotosIntoTheirCubeWithoutDoubt() throws Exception {
        ScanResult result = CubeScanner.resolve(CubeScanner.readPhotos(
                PublicScanData.photos(Face.U, Face.R, Face.F, Face.D, Face.L, Face.B)));

        // overexposed: white and yellow both clip, so only their rims, read apart from the black
        // plastic, tell them apart
        assertThat(result.cube().toString()).isEqualTo(PublicScanData.PHOTO_CUBE);
        assertThat(result.doubtful()).as(result.doubtText()).isEmpty();
        assertThat(result.confidence()).allMatch(c -> c >= CubeResolver.CERTAIN);
        assertThat(result.turns()).containsOnly(0);
    }

    @Test
    void clippedWhiteAndYellowStickersKeepTheirRimsHue() throws Exception {
        List<FaceScan> faces = CubeScanner.readPhotos(PublicScanData.photos(Face.U, Face.R, Face.F, Face.D, Face.L,
                Face.B));
        // the L photo's centre is the white one, the R photo's the yellow one (CIELAB b: blue–yellow)
        LabColor white = faces.get(Face.L.ordinal()).stickers().get(4).lab();
        LabColor yellow = faces.get(Face.R.ordinal()).stickers().get(4).lab();

        assertThat(yellow.b() - white.b()).isGreaterThan(8);
    }

    @Test
    void photosInTheWrongOrderAreRefused() {
        List<Path> swapped = PublicScanData.photos(Face.U, Face.F, Face.R, Face.D, Face.L, Face.B);

        assertThatThrownBy(() -> CubeScanner.resolve(CubeScanner.readPhotos(swapped)))
                .isInstanceOfSatisfying(ScanException.class, e -> {
                    assertThat(e.defect()).isEqualTo(ScanDefect.FACES_DO_NOT_FIT);
                    assertThat(e.getMessage()).contains("order U R F D L B");
                });
    }

    @Test
    void oneFaceTwiceIsRefused() {
        List<Path> twice = PublicScanData.photos(Face.U, Face.R, Face.F, Face.U, Face.L, Face.B);

        assertThatThrownBy(() -> CubeScanner.resolve(CubeScanner.readPhotos(twice)))
                .isInstanceOfSatisfying(ScanException.class, e -> {
                    assertThat(e.defect()).isEqualTo(ScanDefect.SAME_FACE_TWICE);
                    assertThat(e.getMessage()).isEqualTo(
                            "the U and D photos show the same face: each face must be photographed once");
                });
    }

    @Test
    void aPhotoOfAnotherCubeSizeIsRefusedNamingItsFace() {
        List<Path> files = new java.util.ArrayList<>(PublicScanData.photos(Face.U, Face.R, Face.F, Face.D, Face.L, Face.B));
        files.set(4, PublicScanData.PHOTOS.resolve("2x2x2-side-U.png"));

        assertThatThrownBy(() -> CubeScanner.readPhotos(files)).isInstanceOfSatisfying(ScanException.class, e -> {
            assertThat(e.defect()).isEqualTo(ScanDefect.OTHER_CUBE_SIZE);
            assertThat(e.face()).contains(Face.L);
            assertThat(e.getMessage()).isEqualTo("the L photo shows a 2×2 cube (two stickers in a row), where a 3×3 "
                    + "is needed");
        });
    }

    @Test
    void aFileThatIsNoPictureIsRefused() {
        List<Path> files = new java.util.ArrayList<>(PublicScanData.photos(Face.U, Face.R, Face.F, Face.D, Face.L, Face.B));
        files.set(2, PublicScanData.PHOTOS.resolve("grid-corners.txt"));

        assertThatThrownBy(() -> CubeScanner.readPhotos(files)).isInstanceOfSatisfying(ScanException.class,
                e -> assertThat(e.defect()).isEqualTo(ScanDefect.UNREADABLE_PHOTO));
    }
}
