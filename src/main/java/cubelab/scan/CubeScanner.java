package cubelab.scan;

import cubelab.model.Face;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import javax.imageio.ImageIO;

/**
 * Reads a cube from six photos, one per face in URFDLB order, each face upright as the usual net
 * shows it: U with B above it, D with F above it, and R, F, L and B with U above them. The photos
 * are read in parallel; their stickers are then decided together by {@link CubeResolver}.
 */
public final class CubeScanner {

    private CubeScanner() {
    }

    /** One photo's grid and stickers, both on the photo shrunk to the grid finder's working size. */
    static FaceScan readPhoto(RgbImage photo, Face face) throws ScanException {
        RgbImage working = GridFinder.working(photo);
        StickerGrid grid = GridFinder.find(working, face);
        return new FaceScan(face, working.width(), working.height(), grid, StickerSampler.sample(working, grid));
    }

    /**
     * Decodes a picture file (PNG, JPEG, BMP or GIF).
     *
     * @throws ScanException UNREADABLE_PHOTO, naming the face it was for
     */
    static RgbImage load(Path file, Face face) throws ScanException {
        BufferedImage image;
        try {
            image = Files.isRegularFile(file) ? ImageIO.read(file.toFile()) : null;
        } catch (IOException e) {
            image = null;
        }
        if (image == null) {
            throw new ScanException(ScanDefect.UNREADABLE_PHOTO, face, String.format(
                    "the %s photo %s cannot be read: it must be a PNG, JPEG, BMP or GIF picture", face, file));
        }
        return RgbImage.of(image);
    }

    /** Six photo files in URFDLB order, read in parallel. */
    public static List<FaceScan> readPhotos(List<Path> files) throws ScanException {
        if (files.size() != 6) {
            throw new IllegalArgumentException("six photos are needed, one per face, got " + files.size());
        }
        int threads = Math.min(6, Runtime.getRuntime().availableProcessors());
        ExecutorService pool = Executors.newFixedThreadPool(threads, task -> {
            Thread thread = new Thread(task, "cubelab-scan");
            thread.setDaemon(true);
            return thread;
        });
        try {
            List<Future<FaceScan>> pending = new ArrayList<>();
            for (Face face : Face.values()) {
                Path file = files.get(face.ordinal());
                pending.add(pool.submit(() -> readPhoto(load(file, face), face)));
            }
            List<FaceScan> faces = new ArrayList<>();
            for (Future<FaceScan> future : pending) {
                faces.add(future.get());
            }
            return faces;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof ScanException scan) {
                throw scan;
            }
            throw new IllegalStateException("reading a photo failed", e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading the photos", e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** The cube the six faces' stickers make, each face's quarter turns tried where it does not fit as photographed. */
    public static ScanResult resolve(List<FaceScan> faces) throws ScanException {
        List<StickerReading> stickers = new ArrayList<>();
        for (FaceScan face : faces) {
            stickers.addAll(face.stickers());
        }
        return CubeResolver.resolve(stickers, true);
    }
}
