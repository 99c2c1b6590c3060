package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;

/**
 * The heuristics on small tables built here, against breadth-first distances of whole cubes:
 * admissible (never above the true distance) and, for the pattern databases, consistent (a turn
 * changes the estimate by at most one); the coset tables with and without the corners' diagonal
 * pairs. Korf's corner table: {@link KorfCornerBoundsSlowTest}.
 */
class HeuristicBoundsPropertiesTest {

    /** Three 4-edge pattern databases covering all twelve edges. */
    private static Heuristic edges() throws Exception {
        return SmallTables.heuristic();
    }

    /** The coset table without flips, looked up along three axes for the cube and its inverse. */
    private static Heuristic cosets() throws Exception {
        return SmallCosetTable.heuristic();
    }

    @Example
    void edgeTablesNeverOverestimateANearbyCube() throws Exception {
        HeuristicBounds.assertAdmissibleNearSolved(edges(), 4);
    }

    @Example
    void cosetTableNeverOverestimatesANearbyCube() throws Exception {
        HeuristicBounds.assertAdmissibleNearSolved(cosets(), 16);
    }

    @Example
    void diagonalCosetTableNeverOverestimatesANearbyCube() throws Exception {
        HeuristicBounds.assertAdmissibleNearSolved(SmallCosetTable.diagonals(), 16);
    }

    @Example
    void neitherOverestimatesAnIndependentlyKnownOptimalLength() throws Exception {
        HeuristicBounds.assertAtMostIndependentOptimalLengths(edges());
        HeuristicBounds.assertAtMostIndependentOptimalLengths(cosets());
        HeuristicBounds.assertAtMostIndependentOptimalLengths(SmallCosetTable.diagonals());
    }

    @Property(tries = 300)
    void edgeTablesNeverOverestimateAScramble(@ForAll("scrambles") List<FaceTurn> scramble) throws Exception {
        HeuristicBounds.assertAtMostScrambleLength(edges(), scramble);
    }

    @Property(tries = 300)
    void cosetTableNeverOverestimatesAScramble(@ForAll("scrambles") List<FaceTurn> scramble) throws Exception {
        HeuristicBounds.assertAtMostScrambleLength(cosets(), scramble);
    }

    @Property(tries = 500)
    void edgeTablesAreConsistent(@ForAll("cubes") CubieCube cube,
            @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn) throws Exception {
        HeuristicBounds.assertConsistent(edges(), cube, FaceTurn.of(turn));
    }

    @Property(tries = 300)
    void cosetTableBoundsAChildAsItBoundsTheChildsCube(@ForAll("cubes") CubieCube cube,
            @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn) throws Exception {
        HeuristicBounds.assertChildMatchesItsCube(cosets(), cube, FaceTurn.of(turn));
    }

    @Property(tries = 200)
    void diagonalCosetTableNeverOverestimatesAScramble(@ForAll("scrambles") List<FaceTurn> scramble) throws Exception {
        HeuristicBounds.assertAtMostScrambleLength(SmallCosetTable.diagonals(), scramble);
    }

    @Property(tries = 200)
    void diagonalCosetTableBoundsAChildAsItBoundsTheChildsCube(@ForAll("cubes") CubieCube cube,
            @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn) throws Exception {
        HeuristicBounds.assertChildMatchesItsCube(SmallCosetTable.diagonals(), cube, FaceTurn.of(turn));
    }

    @Provide
    Arbitrary<List<FaceTurn>> scrambles() {
        return Arbitraries.of(FaceTurn.class).list().ofMaxSize(12);
    }

    @Provide
    Arbitrary<CubieCube> cubes() {
        return HeuristicBounds.cubes();
    }
}
