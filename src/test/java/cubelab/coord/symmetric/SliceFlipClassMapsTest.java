package cubelab.coord.symmetric;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class SliceFlipClassMapsTest {

    private static SliceEdges edges;
    private static SliceFlipClassMaps maps;
    private final RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(12));

    @BeforeAll
    static void build() {
        edges = new SliceEdges();
        maps = SliceFlipClassMaps.of(edges, SliceEdges.FLIP_CLASSES);
    }

    /** Random cubes' flips are not the classes' own patterns: agreeing on them shows the class decides the image. */
    @Test
    void classesMoveAsTheirCubesDo() {
        for (int i = 0; i < 300; i++) {
            CubieCube cube = scrambler.next();
            int place = edges.place(cube);
            int flipClass = edges.flipClass(place, edges.flips(cube));
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                CubieCube turned = cube.apply(FaceTurn.of(turn));
                assertThat(maps.classMove(place, flipClass, turn))
                        .isEqualTo(edges.flipClass(edges.place(turned), edges.flips(turned)));
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                CubieCube seen = CubeSymmetries.conjugate(s, cube);
                assertThat(maps.classConjugate(s, place, flipClass))
                        .isEqualTo(edges.flipClass(edges.place(seen), edges.flips(seen)));
            }
        }
    }

    @Test
    void theGroupWithoutFlipsHasOneClassAndNoTables() {
        SliceFlipClassMaps none = SliceFlipClassMaps.of(edges, 1);
        assertThat(none.flipClasses()).isEqualTo(1);
        assertThat(maps.flipClasses()).isEqualTo(SliceEdges.FLIP_CLASSES);
        CubieCube cube = scrambler.next();
        assertThat(none.classMove(edges.place(cube), 0, 5)).isZero();
        assertThat(none.classConjugate(17, edges.place(cube), 0)).isZero();
        assertThatThrownBy(() -> SliceFlipClassMaps.of(edges, 16)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("1 or 256");
    }
}
