package cubelab.cli;

import com.fasterxml.jackson.jr.ob.JSON;
import cubelab.model.Facelets;
import cubelab.scan.CubeResolver;
import cubelab.scan.CubeScanner;
import cubelab.scan.NumberedStickers;
import cubelab.scan.ScanDefect;
import cubelab.scan.ScanException;
import cubelab.scan.ScanResult;
import cubelab.scan.StickerReading;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code scan U R F D L B} (six photos) or {@code scan --rgb FILE}: the facelets of the cube read,
 * or exit 3 naming the stickers in doubt.
 */
@Command(name = "scan", mixinStandardHelpOptions = true,
        description = {"Reads a cube from six photos, one per face in the order U R F D L B, each face upright as "
            + "the usual net shows it (U with B above it, D with F above it, the others with U above them).",
            "Prints the facelets if every sticker is clear; otherwise exits with code 3 naming the stickers in doubt.",
            "With --rgb, reads sticker colours instead: JSON mapping sticker number 1-54 (faces U L F R B D, "
                + "row by row) to [r, g, b]."})
final class ScanCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "0..6", paramLabel = "PHOTO", description = "six photos (PNG, JPEG, BMP or GIF) in the order U R F D L B")
    private List<Path> photos = List.of();

    @Option(names = "--rgb", paramLabel = "FILE", description = "read sticker colours from a JSON file instead of photos")
    private Path rgb;

    @Option(names = "--json", description = "JSON output: facelets, confidence per sticker, doubtful stickers.")
    private boolean json;

    @Override
    public Integer call() throws IOException {
        ScanResult result;
        try {
            if (rgb != null) {
                if (!photos.isEmpty()) {
                    throw new UserException(ExitCodes.USAGE, "error: give either six photos or --rgb FILE, not both");
                }
                result = CubeResolver.resolve(readColours(rgb), false);
            } else {
                if (photos.size() != 6) {
                    throw new UserException(ExitCodes.USAGE, String.format(
                            "error: six photos are needed, one per face in the order U R F D L B; got %d", photos.size()));
                }
                result = CubeScanner.resolve(CubeScanner.readPhotos(photos));
            }
        } catch (ScanException e) {
            throw new UserException(exitCode(e.defect()), "error: " + e.defect() + ": " + e.getMessage());
        }
        if (json) {
            spec.commandLine().getOut().println(JsonLines.object()
                    .with("facelets", result.cube().toString())
                    .with("certain", result.isCertain())
                    .with("doubtful", result.doubtful().stream().map(Facelets::name).toList())
                    .with("confidence", result.confidence().stream().map(c -> Math.round(c * 1000) / 1000.0).toList()));
        }
        if (!result.isCertain()) {
            throw new UserException(ExitCodes.INVALID_CUBE, String.format(
                    "error: DOUBTFUL_STICKERS: %d sticker%s in doubt, each with the face it reads as and the other "
                    + "it may be: %s; check them on the cube (or in the window's Scan cube view) and take those "
                    + "photos again in even light", result.doubtful().size(), result.doubtful().size() == 1 ? "" : "s",
                    result.doubtText()));
        }
        if (!json) {
            spec.commandLine().getOut().println(result.cube());
        }
        return ExitCodes.OK;
    }

    /** Photos that cannot be read are an input failure (1); the rest means no cube (3), bad data usage (2). */
    private static int exitCode(ScanDefect defect) {
        return switch (defect) {
            case UNREADABLE_PHOTO -> ExitCodes.FAILURE;
            case BAD_COLOR_DATA -> ExitCodes.USAGE;
            default -> ExitCodes.INVALID_CUBE;
        };
    }

    private static List<StickerReading> readColours(Path file) throws IOException, ScanException {
        Map<String, Object> json;
        try {
            json = JSON.std.mapFrom(Files.readString(file));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UserException(ExitCodes.USAGE, String.format(
                    "error: BAD_COLOR_DATA: %s is not JSON of the form {\"1\": [r, g, b], ..., \"54\": [r, g, b]}%s",
                    file, e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")"));
        }
        Map<Integer, int[]> colours = new TreeMap<>();
        for (Map.Entry<String, Object> entry : json.entrySet()) {
            int number;
            try {
                number = Integer.parseInt(entry.getKey().strip());
            } catch (NumberFormatException e) {
                throw new UserException(ExitCodes.USAGE, "error: BAD_COLOR_DATA: key \"" + entry.getKey()
                        + "\" is not a sticker number 1-54");
            }
            colours.put(number, rgbOf(number, entry.getValue()));
        }
        return NumberedStickers.readings(colours);
    }

    private static int[] rgbOf(int number, Object value) {
        if (value instanceof List<?> list && list.size() == 3 && list.stream().allMatch(Number.class::isInstance)) {
            return list.stream().mapToInt(c -> ((Number) c).intValue()).toArray();
        }
        throw new UserException(ExitCodes.USAGE, "error: BAD_COLOR_DATA: sticker " + number
                + " needs three numbers 0-255 [r, g, b]");
    }
}
