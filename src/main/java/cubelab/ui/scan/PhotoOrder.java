package cubelab.ui.scan;

import cubelab.model.Face;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Which photo is which face: by a face letter at the end of each file's name ("U.jpg",
 * "rubiks-side-R.png", "cube_f.jpeg") when the six names give six different faces, otherwise in
 * the order the photos were chosen, which the guide asks to be U R F D L B.
 */
final class PhotoOrder {

    private static final Pattern FACE_LETTER = Pattern.compile("(?:^|[^a-z])([urfdlb])\\.[a-z0-9]+$");

    private PhotoOrder() {
    }

    /** The six photos in URFDLB order. */
    static List<Path> inFaceOrder(List<Path> photos) {
        Path[] ordered = new Path[6];
        for (Path photo : photos) {
            Matcher letter = FACE_LETTER.matcher(photo.getFileName().toString().toLowerCase(Locale.ROOT));
            if (!letter.find()) {
                return List.copyOf(photos);
            }
            Face face = Face.ofLetter(Character.toUpperCase(letter.group(1).charAt(0)));
            if (ordered[face.ordinal()] != null) {
                return List.copyOf(photos);
            }
            ordered[face.ordinal()] = photo;
        }
        return photos.size() == 6 ? List.of(ordered) : new ArrayList<>(photos);
    }
}
