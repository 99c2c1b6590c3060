package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import cubelab.tables.BuildListener;
import cubelab.tables.PatternDatabaseBuilder;
import cubelab.tables.TableSpec;
import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tag;
import net.jqwik.api.constraints.IntRange;

/**
 * Korf's corner table (88,179,840 entries, built here) with three 4-edge tables, against
 * breadth-first distances of whole cubes: admissible and consistent. Slow: the corner table's
 * build.
 */
@Tag("slow")
class KorfCornerBoundsSlowTest {

    private static PatternDatabaseHeuristic heuristic;

    private static synchronized Heuristic corners() throws Exception {
        if (heuristic == null) {
            List<cubelab.tables.PatternDatabase> tables = new ArrayList<>();
            tables.add(new PatternDatabaseBuilder(2, BuildListener.NONE).build(TableSpec.corners()));
            for (String edges : new String[] {"UR UF UL UB", "DR DF DL DB", "FR FL BL BR"}) {
                tables.add(new PatternDatabaseBuilder(2, BuildListener.NONE)
                        .build(TableSpec.edges(cubelab.coord.EdgeSubsetCoordinate.parse(edges))));
            }
            heuristic = new PatternDatabaseHeuristic("corners+edges4", tables);
        }
        return heuristic;
    }

    @Example
    void neverOverestimatesANearbyCube() throws Exception {
        HeuristicBounds.assertAdmissibleNearSolved(corners(), 1);
    }

    @Example
    void neverOverestimatesAnIndependentlyKnownOptimalLength() throws Exception {
        HeuristicBounds.assertAtMostIndependentOptimalLengths(corners());
    }

    @Property(tries = 1000)
    void neverOverestimatesAScramble(@ForAll("scrambles") List<FaceTurn> scramble) throws Exception {
        HeuristicBounds.assertAtMostScrambleLength(corners(), scramble);
    }

    @Property(tries = 2000)
    void isConsistent(@ForAll("cubes") CubieCube cube, @ForAll @IntRange(max = FaceTurn.COUNT - 1) int turn)
            throws Exception {
        HeuristicBounds.assertConsistent(corners(), cube, FaceTurn.of(turn));
    }

    @Provide
    Arbitrary<List<FaceTurn>> scrambles() {
        return net.jqwik.api.Arbitraries.of(FaceTurn.class).list().ofMaxSize(14);
    }

    @Provide
    Arbitrary<CubieCube> cubes() {
        return HeuristicBounds.cubes();
    }
}
