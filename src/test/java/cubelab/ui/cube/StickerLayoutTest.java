package cubelab.ui.cube;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import cubelab.model.Face;
import cubelab.model.Facelets;
import cubelab.model.StickerGeometry;
import cubelab.notation.Move;
import cubelab.notation.Turn;
import java.util.HashSet;
import java.util.Set;
import javafx.geometry.Point3D;
import javafx.scene.transform.Rotate;
import org.junit.jupiter.api.Test;

/** The 3D mapping and turn angles, checked against the model's sticker permutations (no toolkit). */
class StickerLayoutTest {

    @Test
    void everyStickerHasItsOwnPlaceOnTheSurface() {
        Set<Point3D> centres = new HashSet<>();
        for (int i = 0; i < Facelets.COUNT; i++) {
            double[] c = StickerLayout.stickerCentre(i);
            centres.add(new Point3D(round(c[0]), round(c[1]), round(c[2])));
            double[] n = StickerLayout.normal(i);
            // the sticker lies outside its cubie along the normal
            double[] cubie = StickerLayout.cubieCentre(i);
            double along = (c[0] - cubie[0]) * n[0] + (c[1] - cubie[1]) * n[1] + (c[2] - cubie[2]) * n[2];
            assertThat(along).isGreaterThan(StickerLayout.BODY_HALF);
        }
        assertThat(centres).hasSize(Facelets.COUNT);
    }

    @Test
    void sceneAxesFollowTheFaces() {
        // U is up (scene y negative), F toward the viewer (scene z negative), R to the right
        assertThat(StickerLayout.normal(Facelets.U5)).containsExactly(0, -1, 0);
        assertThat(StickerLayout.normal(Facelets.F5)).containsExactly(0, 0, -1);
        assertThat(StickerLayout.normal(Facelets.R5)).containsExactly(1, 0, 0);
        // U1 is the back-left corner of the top face as seen from the front
        assertThat(StickerLayout.cubieCentre(Facelets.U1)).containsExactly(-1, -1, 1);
    }

    @Test
    void animatedTurnEndsWhereTheModelPutsEachSticker() {
        for (Turn turn : Turn.values()) {
            for (int quarterTurns = 1; quarterTurns <= 3; quarterTurns++) {
                Move move = Move.of(turn, quarterTurns);
                double[] axis = StickerLayout.sceneAxis(turn.axis());
                Rotate rotate = new Rotate(StickerLayout.turnDegrees(move), new Point3D(axis[0], axis[1], axis[2]));
                int[] permutation = StickerGeometry.permutation(move);
                for (int i = 0; i < Facelets.COUNT; i++) {
                    int[] position = StickerGeometry.position(i);
                    boolean turned = StickerLayout.isTurned(position, move);
                    assertThat(turned).isEqualTo(StickerGeometry.isTurnedBy(i, turn));
                    double[] c = StickerLayout.stickerCentre(i);
                    Point3D moved = turned ? rotate.transform(c[0], c[1], c[2]) : new Point3D(c[0], c[1], c[2]);
                    double[] target = StickerLayout.stickerCentre(permutation[i]);
                    assertThat(moved.getX()).as("%s facelet %s", move, Facelets.name(i)).isCloseTo(target[0], within(1e-9));
                    assertThat(moved.getY()).isCloseTo(target[1], within(1e-9));
                    assertThat(moved.getZ()).isCloseTo(target[2], within(1e-9));
                }
            }
        }
    }

    @Test
    void turnsGoTheShortWayRound() {
        assertThat(StickerLayout.turnDegrees(Move.of(Turn.R, 1))).isEqualTo(-90);
        assertThat(StickerLayout.turnDegrees(Move.of(Turn.R, 3))).isEqualTo(90);
        assertThat(StickerLayout.turnDegrees(Move.of(Turn.L, 1))).isEqualTo(90);
        assertThat(Math.abs(StickerLayout.turnDegrees(Move.of(Turn.U, 2)))).isEqualTo(180);
    }

    @Test
    void cubieIndexRoundTrips() {
        for (int index = 0; index < 27; index++) {
            int[] p = StickerLayout.cubiePosition(index);
            assertThat(StickerLayout.cubieIndex(p[0], p[1], p[2])).isEqualTo(index);
        }
    }

    @Test
    void tangentsSpanTheFacePlane() {
        for (Face face : Face.values()) {
            double[][] t = StickerLayout.tangents(face);
            double[] n = StickerLayout.normal(Facelets.centre(face));
            assertThat(dot(t[0], n)).isZero();
            assertThat(dot(t[1], n)).isZero();
            assertThat(dot(t[0], t[1])).isZero();
            assertThat(dot(t[1], t[1])).isEqualTo(1);
        }
    }

    private static double dot(double[] a, double[] b) {
        return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
    }

    private static double round(double v) {
        return Math.round(v * 1000) / 1000.0;
    }
}
