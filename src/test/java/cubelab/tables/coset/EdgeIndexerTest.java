package cubelab.tables.coset;

import static org.assertj.core.api.Assertions.assertThat;

import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.RandomStateScrambler;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class EdgeIndexerTest {

    @Test
    void everyRowPlaceRoundTripsThroughAnEdgeState() {
        for (CosetTableSpec spec : CosetTableSpec.ALL) {
            EdgeIndexer indexer = new EdgeIndexer(spec);
            int step = Math.max(1, spec.rowEntries() / 40_000) | 1;
            for (int place = 0; place < spec.rowEntries(); place += step) {
                int state = indexer.edgeState(place);
                int flip = state >>> 16;
                int slice = state & 0xFFFF;
                assertThat(flip).isBetween(0, CosetCoordinates.FLIPS - 1);
                assertThat(slice).isBetween(0, CosetCoordinates.SLICE_SORTED - 1);
                assertThat(indexer.index(flip, slice)).as("%s place %d", spec.name(), place).isEqualTo(place);
            }
        }
    }

    /**
     * The free flips are zero but for the parity, on the first position outside the chosen
     * pieces: each of the chosen pieces' flips is at its own position, the others clear.
     */
    @Test
    void anEdgeStateSetsTheChosenPiecesFlipsAndTheParityOnly() {
        for (CosetTableSpec spec : CosetTableSpec.ALL) {
            EdgeIndexer indexer = new EdgeIndexer(spec);
            int step = Math.max(1, spec.rowEntries() / 40_000) | 1;
            for (int place = 0; place < spec.rowEntries(); place += step) {
                int flip = indexer.edgeState(place) >>> 16;
                int all = flip | (Integer.bitCount(flip) & 1) << 11;
                int slicePlace = place % CosetCoordinates.SLICES;
                int chosen = chosenPositions(spec, slicePlace);
                int outside = all & ~chosen & 0xFFF;
                assertThat(Integer.bitCount(all) % 2).isZero();
                if (spec.orientedEdges() == 4 || spec.orientedEdges() == 8) {
                    int free = Integer.numberOfTrailingZeros(~chosen & 0xFFF);
                    assertThat(outside & ~(1 << free)).as("%s place %d", spec.name(), place).isZero();
                }
            }
        }
    }

    /** The positions whose flips a spec keeps, for a slice place: the E-slice pieces' or the others'. */
    private static int chosenPositions(CosetTableSpec spec, int slicePlace) {
        CubieCube cube = new SliceSortedCoordinate().set(slicePlace * 24);
        int slice = 0;
        for (int p = 0; p < 12; p++) {
            if (cube.edgeAt(p) >= 8) {
                slice |= 1 << p;
            }
        }
        return switch (spec.orientedEdges()) {
            case 4 -> slice;
            case 8 -> ~slice & 0xFFF;
            default -> 0xFFF;
        };
    }

    /** Flips the spec ignores (those of the other pieces) must not change the index. */
    @Test
    void theIndexDependsOnlyOnTheFlipsOfTheChosenPieces() {
        RandomStateScrambler scrambler = new RandomStateScrambler(new SplittableRandom(8));
        for (int i = 0; i < 2000; i++) {
            CubieCube cube = scrambler.next();
            int flip = CosetCoordinates.flipOf(cube);
            int slice = CosetCoordinates.sliceSortedOf(cube);
            for (CosetTableSpec spec : CosetTableSpec.ALL) {
                EdgeIndexer indexer = new EdgeIndexer(spec);
                int place = indexer.index(flip, slice);
                assertThat(place).isBetween(0, spec.rowEntries() - 1);
                // the state the builder rebuilds from the place has the same chosen flips
                int state = indexer.edgeState(place);
                assertThat(indexer.index(state >>> 16, slice / 24 * 24 + spec.sliceOrder().representative(spec.sliceOrder().valueOf(slice % 24)))).isEqualTo(place);
            }
        }
    }

    @Test
    void theLargeTableIsUnderEightGibibytesAndTheStandardOneIsAboutTwoAndAHalfGigabytes() {
        assertThat(CosetTableSpec.EO8_ORDER.payloadBytes()).isLessThan(8L << 30).isEqualTo(8_053_309_440L);
        assertThat(CosetTableSpec.EO12.payloadBytes()).isEqualTo(2_684_436_480L);
        assertThat(CosetTableSpec.EO12.entries()).isEqualTo(9930L * 2048 * 495);
    }
}
