package cubelab.coord;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.Corner;
import cubelab.model.CubieCube;
import cubelab.model.Face;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.Facelets;
import cubelab.model.RandomMoveScrambler;
import cubelab.model.RandomStateScrambler;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class StickerCoordinateTest {

    private static final Set<Face> UF = Set.of(Face.U, Face.F);
    private static final StickerCoordinate CORNERS = new StickerCoordinate(StickerCoordinate.Part.CORNERS, UF, Set.of());
    private static final StickerCoordinate EDGES = new StickerCoordinate(StickerCoordinate.Part.EDGES, UF, Set.of());
    private static final StickerCoordinate CORNERS_PLUS = new StickerCoordinate(StickerCoordinate.Part.CORNERS, UF,
            Set.of(Corner.DRB.ordinal()));

    @Test
    void sizesOfTwoAdjacentFaces() {
        assertThat(CORNERS.size()).isEqualTo(3_674_160); // 8!/(2!·2!·2!)·3^6
        assertThat(EDGES.size()).isEqualTo(14_192_640); // 12!/(3!·3!·5!)·2^7
        assertThat(CORNERS_PLUS.size()).isEqualTo(22_044_960); // 8!/(2!·2!)·3^7
        assertThat(EDGES.name()).isEqualTo("stickers-edges-UF");
        assertThat(CORNERS_PLUS.name()).isEqualTo("stickers-corners-UF+DRB");
    }

    @Test
    void aTurnOfTheValueIsTheValueOfTheTurnedCube() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(4));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            for (StickerCoordinate coordinate : new StickerCoordinate[] {CORNERS, EDGES, CORNERS_PLUS}) {
                int value = coordinate.get(cube);
                assertThat(value).isBetween(0, coordinate.size() - 1);
                for (FaceTurn turn : FaceTurn.values()) {
                    assertThat(coordinate.apply(value, turn.ordinal())).isEqualTo(coordinate.get(cube.apply(turn)));
                }
            }
        }
    }

    @Test
    void theValueIsExactlyWhatTheTrackedStickersShow() {
        // over many cubes, value ↔ the U and F stickers of the corners (edges) is one to one
        Map<Integer, String> cornerStickers = new HashMap<>();
        Map<String, Integer> cornerValues = new HashMap<>();
        Map<Integer, String> edgeStickers = new HashMap<>();
        Map<String, Integer> edgeValues = new HashMap<>();
        RandomMoveScrambler scrambler = new RandomMoveScrambler(new SplittableRandom(9));
        for (int i = 0; i < 20_000; i++) {
            CubieCube cube = CubieCube.SOLVED.apply(scrambler.next(1 + i % 5));
            String[] shown = stickers(FaceletCube.fromCubieCube(cube));
            check(cornerStickers, cornerValues, CORNERS.get(cube), shown[0]);
            check(edgeStickers, edgeValues, EDGES.get(cube), shown[1]);
        }
        assertThat(cornerStickers.size()).isGreaterThan(1_000);
        assertThat(edgeStickers.size()).isGreaterThan(1_000);
    }

    private static void check(Map<Integer, String> stickers, Map<String, Integer> values, int value, String shown) {
        assertThat(stickers.computeIfAbsent(value, v -> shown)).isEqualTo(shown);
        assertThat(values.computeIfAbsent(shown, s -> value)).isEqualTo(value);
    }

    /** The colours U and F on corner facelets and on edge facelets, every other colour a dot. */
    private static String[] stickers(FaceletCube cube) {
        StringBuilder corners = new StringBuilder();
        StringBuilder edges = new StringBuilder();
        for (int facelet = 0; facelet < Facelets.COUNT; facelet++) {
            int inFace = facelet % 9;
            if (inFace == 4) {
                continue;
            }
            Face face = cube.get(facelet);
            char shown = UF.contains(face) ? face.letter() : '.';
            (inFace % 2 == 0 ? corners : edges).append(shown);
        }
        return new String[] {corners.toString(), edges.toString()};
    }

    @Test
    void everyPieceTrackedOrNoneIsRefused() {
        assertThatThrownBy(() -> new StickerCoordinate(StickerCoordinate.Part.CORNERS, Set.of(Face.U, Face.D), Set.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new StickerCoordinate(StickerCoordinate.Part.EDGES, Set.of(), Set.of()))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
