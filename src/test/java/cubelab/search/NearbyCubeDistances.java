package cubelab.search;

import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Every cube within {@link #DEPTH} face turns of solved, by its exact distance, found by a
 * breadth-first search over whole cubes (no tables, no coordinates): the ground truth the
 * heuristics' bounds are checked against. 43,239 cubes at distance 4 (cube20.org's count).
 */
final class NearbyCubeDistances {

    static final int DEPTH = 4;
    private static List<List<CubieCube>> levels;

    private NearbyCubeDistances() {
    }

    /** The cubes at exactly {@code distance} turns from solved, 0 ≤ distance ≤ {@link #DEPTH}. */
    static synchronized List<CubieCube> atDistance(int distance) {
        if (levels == null) {
            levels = search();
        }
        return levels.get(distance);
    }

    private static List<List<CubieCube>> search() {
        Map<CubieCube, Integer> seen = new HashMap<>();
        List<List<CubieCube>> found = new ArrayList<>();
        found.add(List.of(CubieCube.SOLVED));
        seen.put(CubieCube.SOLVED, 0);
        for (int depth = 1; depth <= DEPTH; depth++) {
            List<CubieCube> next = new ArrayList<>();
            for (CubieCube cube : found.get(depth - 1)) {
                for (FaceTurn turn : FaceTurn.values()) {
                    CubieCube child = cube.apply(turn);
                    if (seen.putIfAbsent(child, depth) == null) {
                        next.add(child);
                    }
                }
            }
            found.add(List.copyOf(next));
        }
        return List.copyOf(found);
    }
}
