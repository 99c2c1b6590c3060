package cubelab.race.search;

import java.util.ArrayList;
import java.util.List;

/** A search-tree node of the memory-based searches, linked to its parent to rebuild the path. */
interface PathNode {
    /** The cell whose tile was pushed to reach this node; meaningless at the root. */
    int source();

    /** The parent, or null at the root. */
    PathNode parentNode();

    /** The pushed cells from the root to {@code node}, in order. */
    static int[] sourcesTo(PathNode node) {
        List<Integer> reversed = new ArrayList<>();
        for (PathNode at = node; at.parentNode() != null; at = at.parentNode()) {
            reversed.add(at.source());
        }
        int[] sources = new int[reversed.size()];
        for (int i = 0; i < sources.length; i++) {
            sources[i] = reversed.get(sources.length - 1 - i);
        }
        return sources;
    }
}
