package cubelab.scan;

import com.fasterxml.jackson.jr.ob.JSON;
import cubelab.model.Face;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import javax.imageio.ImageIO;

/** The public test sets under {@code src/test/resources/scan} (see the README there). */
final class PublicScanData {

    static final Path PHOTOS = Path.of("src", "test", "resources", "scan", "cube-tracker");
    /** The cube in the photos, as the photos and that repository's own RGB numbers both read it. */
    static final String PHOTO_CUBE = "LBBUURDDRDDLBRFRBDLLFRFRBLURFFLDLDBLURFULFBUUUDFDBFBUR";

    private PublicScanData() {
    }

    static Path photo(Face face) {
        return PHOTOS.resolve("rubiks-side-" + face + ".png");
    }

    static List<Path> photos(Face... order) {
        List<Path> files = new ArrayList<>();
        for (Face face : order) {
            files.add(photo(face));
        }
        return files;
    }

    static RgbImage image(Path file) {
        try {
            return RgbImage.of(ImageIO.read(file.toFile()));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A colour-data file of the public format, read with jackson-jr. */
    static List<StickerReading> colourData(String resource) throws ScanException {
        try (InputStream in = PublicScanData.class.getResourceAsStream("/scan/" + resource)) {
            Map<String, Object> json = JSON.std.mapFrom(in);
            Map<Integer, int[]> colours = new TreeMap<>();
            json.forEach((key, value) -> {
                List<?> rgb = (List<?>) value;
                colours.put(Integer.parseInt(key), rgb.stream().mapToInt(c -> ((Number) c).intValue()).toArray());
            });
            return NumberedStickers.readings(colours);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
