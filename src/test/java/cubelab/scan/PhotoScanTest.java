package cubelab.scan;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.Face;
import cubelab.model.Facelets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The six public photos read into the cube, and the hostile sets each refused with its own message. */
class PhotoScanTest {

    @Test
    void readsTheSixPhotosIntoTheirCube() throws Exception {
        ScanResult result = CubeScanner.resolve(CubeScanner.readPhotos(
                PublicScanData.photos(Face.U, Face.R, Face.F, Face.D, Face.L, Face.B)));

        assertThat(result.cube().toString()).isEqualTo(PublicScanData.PHOTO_CUBE);
        assertThat(result.cube().toCubieCube().isSolvable()).isTrue();
        // overexposed, white and yellow differ by two levels of blue; those and one washed-out orange
        // may be in doubt, nothing else
        for (int facelet : result.doubtful()) {
            assertThat(List.of(Face.L, Face.R, Face.D, Face.U)).as(Facelets.name(facelet))
                    .contains(result.cube().get(facelet));
        }
        assertThat(result.doubtful().size()).isLessThan(10);
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
            assertThat(e.face()).contains(Face.L);
            assertThat(e.getMessage()).startsWith("no 3×3 grid of stickers found in the L photo");
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
