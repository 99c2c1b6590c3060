package cubelab.coord.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.FaceletCube;
import cubelab.model.RandomStateScrambler;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class CosetCoordinatesTest {

    private static CosetCoordinates coordinates;
    private static CornerClasses classes;

    @BeforeAll
    static void build() {
        coordinates = new CosetCoordinates();
        classes = new CornerClasses(coordinates);
    }

    /** The mirror through the L–R plane done on stickers: columns swap, R and L trade places and colours. */
    private static CubieCube mirrorByFacelets(CubieCube cube) throws Exception {
        String facelets = FaceletCube.fromCubieCube(cube).toString();
        char[] mirrored = new char[54];
        String faces = "URFDLB";
        for (int i = 0; i < 54; i++) {
            int face = i / 9;
            int row = i % 9 / 3;
            int column = i % 3;
            int target = face == 1 ? 4 : face == 4 ? 1 : face;
            char color = facelets.charAt(i);
            color = color == 'R' ? 'L' : color == 'L' ? 'R' : color;
            mirrored[target * 9 + row * 3 + (2 - column)] = color;
        }
        assertThat(faces).isNotEmpty();
        return FaceletCube.parse(new String(mirrored)).toCubieCube();
    }

    @Test
    void mirrorOnPiecesEqualsTheMirrorOnStickers() throws Exception {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(3));
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            assertThat(UDSymmetries.mirror(cube)).isEqualTo(mirrorByFacelets(cube));
        }
    }

    @Test
    void symmetriesAreSixteenDistinctHomomorphisms() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(4));
        CubieCube a = scrambler.next();
        CubieCube b = scrambler.next();
        Set<CubieCube> images = new HashSet<>();
        for (int s = 0; s < UDSymmetries.COUNT; s++) {
            images.add(UDSymmetries.conjugate(s, a));
            assertThat(UDSymmetries.conjugate(s, a.multiply(b)))
                    .isEqualTo(UDSymmetries.conjugate(s, a).multiply(UDSymmetries.conjugate(s, b)));
            assertThat(UDSymmetries.conjugate(UDSymmetries.inverse(s), UDSymmetries.conjugate(s, a))).isEqualTo(a);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                assertThat(UDSymmetries.conjugate(s, a.apply(FaceTurn.of(turn))))
                        .isEqualTo(UDSymmetries.conjugate(s, a).apply(FaceTurn.of(UDSymmetries.turnImage(s, turn))));
                // the U/D axis is kept: U and D turns stay U and D turns
                int face = FaceTurn.of(UDSymmetries.turnImage(s, turn)).ordinal() / 3;
                assertThat(face == 0 || face == 3).isEqualTo(turn / 3 == 0 || turn / 3 == 3);
            }
        }
        assertThat(images).hasSize(16);
    }

    @Test
    void tablesAgreeWithPiecesOnRandomCubes() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(5));
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            int twist = CosetCoordinates.twistOf(cube);
            int cornerSet = CornerPart.SETS.of(cube);
            int flip = CosetCoordinates.flipOf(cube);
            int slice = CosetCoordinates.sliceSortedOf(cube);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                CubieCube moved = cube.apply(FaceTurn.of(turn));
                assertThat(coordinates.twistMove(twist, turn)).isEqualTo(CosetCoordinates.twistOf(moved));
                assertThat(coordinates.cornerSetMove(cornerSet, turn)).isEqualTo(CornerPart.SETS.of(moved));
                assertThat(coordinates.flipMove(flip, turn)).isEqualTo(CosetCoordinates.flipOf(moved));
                assertThat(coordinates.sliceSortedMove(slice, turn)).isEqualTo(CosetCoordinates.sliceSortedOf(moved));
            }
            for (int s = 0; s < UDSymmetries.COUNT; s++) {
                CubieCube seen = UDSymmetries.conjugate(s, cube);
                assertThat(coordinates.twistConjugate(s, twist)).isEqualTo(CosetCoordinates.twistOf(seen));
                assertThat(coordinates.cornerSetConjugate(s, cornerSet)).isEqualTo(CornerPart.SETS.of(seen));
                assertThat(coordinates.sliceSortedConjugate(s, slice)).isEqualTo(CosetCoordinates.sliceSortedOf(seen));
                assertThat(coordinates.flipConjugate(s, flip, slice)).isEqualTo(CosetCoordinates.flipOf(seen));
            }
            for (int view = 0; view < CosetCoordinates.VIEWS; view++) {
                for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                    assertThat(CosetCoordinates.view(cube.apply(FaceTurn.of(turn)), view)).isEqualTo(
                            CosetCoordinates.view(cube, view).apply(FaceTurn.of(coordinates.viewTurn(view, turn))));
                }
            }
        }
    }

    /** The native loop's two-level class table gives every raw value's class and symmetry, in nxopt's 139 rows. */
    @Test
    void theClassTableInTwoLevelsGivesEveryRawValuesClassAndSymmetry() {
        for (CornerPart part : CornerPart.values()) {
            CosetCoordinates partCoordinates = new CosetCoordinates(part);
            CornerClasses partClasses = new CornerClasses(partCoordinates);
            int[][] levels = partClasses.levelsForNativeCode();
            assertThat(levels[1]).hasSize(139 * part.size());
            for (int raw = 0; raw < partClasses.rawCount(); raw++) {
                int twist = raw / part.size();
                int entry = levels[1][levels[0][2 * twist] + raw % part.size()];
                assertThat((levels[0][2 * twist + 1] << 4) + entry).as("%s raw %d", part, raw)
                        .isEqualTo(partClasses.classAndSymmetry(raw));
            }
        }
    }

    @Test
    void cornerCosetsFallIntoNxoptsNineThousandNineHundredThirtyClasses() {
        assertThat(classes.count()).isEqualTo(9930);
        for (int raw = 0; raw < classes.rawCount(); raw += 7) {
            int classAndSymmetry = classes.classAndSymmetry(raw);
            assertThat(CornerClasses.conjugate(coordinates, classAndSymmetry & 15, raw))
                    .isEqualTo(classes.representative(classAndSymmetry >>> 4));
        }
        assertThat(classes.stabilizer(0) & 1).isEqualTo(1);
    }
}
