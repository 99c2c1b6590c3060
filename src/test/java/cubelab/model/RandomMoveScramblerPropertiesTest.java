package cubelab.model;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/** Random-move scrambles follow the solver's move pruning, whatever the seed and length. */
class RandomMoveScramblerPropertiesTest {

    @Property(tries = 500)
    void noFaceTwiceInARowAndOppositeFacesInTheSolversOrder(@ForAll long seed,
            @ForAll @IntRange(min = 0, max = 200) int length) {
        List<FaceTurn> turns = new RandomMoveScrambler(new SplittableRandom(seed)).next(length);

        assertThat(turns).hasSize(length);
        for (int i = 1; i < turns.size(); i++) {
            Face previous = turns.get(i - 1).face();
            Face face = turns.get(i).face();
            assertThat(face).as("same face twice at %d in %s", i, turns).isNotEqualTo(previous);
            assertThat(face.ordinal() + 3).as("%s right after its opposite %s at %d in %s", face, previous, i, turns)
                    .isNotEqualTo(previous.ordinal());
        }
        assertThat(MovePruning.isCanonical(turns)).isTrue();
    }
}
