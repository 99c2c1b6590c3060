package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SliceEdgesTest {

    private static SliceEdges edges;
    private final RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(12));
    private final SplittableRandom random = new SplittableRandom(13);

    @BeforeAll
    static void build() {
        edges = new SliceEdges();
    }

    @Test
    void everyPlaceAndFlipHasACube() {
        for (int place = 0; place < SliceEdges.PLACES; place++) {
            int flips = random.nextInt(SliceEdges.FLIPS);
            CubieCube cube = edges.cube(place, flips);
            assertThat(cube.isSolvable()).isTrue();
            assertThat(edges.place(cube)).isEqualTo(place);
            assertThat(edges.flips(cube)).isEqualTo(flips);
        }
    }

    @Test
    void turnsAndSymmetriesAgreeWithTheCubes() {
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            int place = edges.place(cube);
            int flips = edges.flips(cube);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                CubieCube turned = cube.apply(FaceTurn.of(turn));
                assertThat(edges.placeMove(place, turn)).isEqualTo(edges.place(turned));
                assertThat(edges.flipsMove(flips, turn)).isEqualTo(edges.flips(turned));
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                CubieCube seen = CubeSymmetries.conjugate(s, cube);
                assertThat(edges.placeConjugate(s, place)).isEqualTo(edges.place(seen));
                assertThat(edges.flipsConjugate(s, place, flips)).isEqualTo(edges.flips(seen));
            }
        }
    }

    @Test
    void aFlipClassHasItsOwnFlipsAndEightPatterns() {
        for (int i = 0; i < 200; i++) {
            int place = random.nextInt(SliceEdges.PLACES);
            int[] members = new int[SliceEdges.FLIP_CLASSES];
            for (int flipClass = 0; flipClass < SliceEdges.FLIP_CLASSES; flipClass++) {
                assertThat(edges.flipClass(place, edges.flipsOf(place, flipClass))).isEqualTo(flipClass);
            }
            for (int flips = 0; flips < SliceEdges.FLIPS; flips++) {
                members[edges.flipClass(place, flips)]++;
            }
            // a class: one pattern with each slice flipped whole or not, the parity kept (2^3 / 1)
            assertThat(members).containsOnly(8);
        }
    }

    @Test
    void flippingAWholeSliceKeepsTheClassAndFlippingTwoEdgesChangesIt() {
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            int place = edges.place(cube);
            int flipClass = edges.flipClass(place, edges.flips(cube));
            int[][] slices = {{1, 3, 5, 7}, {0, 2, 4, 6}, {8, 9, 10, 11}};
            for (int[] slice : slices) {
                assertThat(edges.flipClass(place, edges.flips(flipped(cube, slice)))).isEqualTo(flipClass);
            }
            assertThat(edges.flipClass(place, edges.flips(flipped(cube, new int[] {1, 3})))).isNotEqualTo(flipClass);
            assertThat(edges.flipClass(place, edges.flips(flipped(cube, new int[] {1, 0})))).isNotEqualTo(flipClass);
        }
    }

    /** The class is what the group cannot change: doing one of its cubes first leaves it. */
    @Test
    void theClassIsTheSameForEveryCubeOfACoset() {
        CubieCube superflip = CubieCube.of(CubieCube.SOLVED.cornerPermutation(), new int[8],
                CubieCube.SOLVED.edgePermutation(), new int[] {1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1});
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            CubieCube member = halfTurns(1 + random.nextInt(12));
            if (i % 2 == 0) {
                member = member.multiply(superflip);
            }
            CubieCube other = member.multiply(cube);
            assertThat(edges.place(other)).isEqualTo(edges.place(cube));
            assertThat(edges.flipClass(edges.place(other), edges.flips(other)))
                    .isEqualTo(edges.flipClass(edges.place(cube), edges.flips(cube)));
        }
    }

    @Test
    void symmetriesMapClassesToClasses() {
        for (int i = 0; i < 200; i++) {
            CubieCube cube = scrambler.next();
            CubieCube sliceFlipped = flipped(cube, new int[] {0, 2, 4, 6});
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                CubieCube a = CubeSymmetries.conjugate(s, cube);
                CubieCube b = CubeSymmetries.conjugate(s, sliceFlipped);
                assertThat(edges.flipClass(edges.place(b), edges.flips(b)))
                        .isEqualTo(edges.flipClass(edges.place(a), edges.flips(a)));
            }
        }
    }

    private CubieCube halfTurns(int count) {
        CubieCube cube = CubieCube.SOLVED;
        for (int i = 0; i < count; i++) {
            cube = cube.apply(FaceTurn.of(3 * random.nextInt(6) + 1));
        }
        return cube;
    }

    /** The cube with the edges {@code pieces} (by piece, wherever they are) flipped. */
    private static CubieCube flipped(CubieCube cube, int[] pieces) {
        int[] flips = cube.edgeFlips();
        for (int position = 0; position < 12; position++) {
            for (int piece : pieces) {
                if (cube.edgeAt(position) == piece) {
                    flips[position] ^= 1;
                }
            }
        }
        return CubieCube.of(cube.cornerPermutation(), cube.cornerTwists(), cube.edgePermutation(), flips);
    }
}
