package cubelab.search;

import cubelab.coord.StickerCoordinate;
import cubelab.model.CubieCube;
import cubelab.model.Face;
import cubelab.model.FaceTurn;
import cubelab.model.MovePruning;
import cubelab.tables.BuildListener;
import cubelab.tables.PartialProblem;
import cubelab.tables.PatternDatabase;
import cubelab.tables.PatternDatabaseBuilder;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * The IJARCCE 2013 paper's partial-problem heuristic: the maximum over several partial problems (two faces'
 * stickers, optionally plus a few tiles) of an exact distance. Inside the search each problem
 * contributes the exact distances of its two halves, corner stickers and edge stickers, from
 * tables built by breadth-first search: a table lookup per half and node, admissible because
 * each half is a relaxation of the cube. {@link #exactDistance} solves a whole problem (both
 * halves together) exactly by IDA* per instance, as the paper does; that is the paper's h, too
 * dear for every node (thousands of sub-search nodes each) but measured at the root.
 *
 * <p>State: one sticker coordinate per table, corner then edge half of each problem. The
 * problems' faces must cover all six faces, so all halves solved means the cube is solved.
 * Immutable; shared by all search threads.
 */
public final class PartialProblemHeuristic implements Heuristic {

    private final String name;
    private final List<PartialProblem> problems;
    private final PatternDatabase[] tables;
    private final StickerCoordinate[] coordinates;
    private final int[] solved;

    /** @param tables for problem i, its corner table at 2i and its edge table at 2i + 1 */
    public PartialProblemHeuristic(String name, List<PartialProblem> problems, List<PatternDatabase> tables) {
        if (tables.size() != 2 * problems.size()) {
            throw new IllegalArgumentException("need a corner and an edge table per problem");
        }
        Set<Face> covered = EnumSet.noneOf(Face.class);
        problems.forEach(problem -> covered.addAll(problem.faces()));
        if (covered.size() != Face.values().length) {
            throw new IllegalArgumentException("the problems must cover all six faces, they cover " + covered);
        }
        this.name = name;
        this.problems = List.copyOf(problems);
        this.tables = tables.toArray(new PatternDatabase[0]);
        this.coordinates = new StickerCoordinate[this.tables.length];
        this.solved = new int[this.tables.length];
        for (int i = 0; i < this.tables.length; i++) {
            if (!this.tables[i].spec().isStickers()) {
                throw new IllegalArgumentException("not a sticker table: " + this.tables[i].spec().name());
            }
            coordinates[i] = this.tables[i].spec().stickers();
            solved[i] = coordinates[i].solved();
        }
    }

    /** Builds the two tables of every problem in memory (seconds each) and the heuristic. */
    public static PartialProblemHeuristic build(String name, List<PartialProblem> problems, int threads,
            BuildListener listener) throws InterruptedException {
        PatternDatabaseBuilder builder = new PatternDatabaseBuilder(threads, listener);
        List<PatternDatabase> tables = new ArrayList<>();
        for (PartialProblem problem : problems) {
            tables.add(builder.build(problem.cornerTable()));
            tables.add(builder.build(problem.edgeTable()));
        }
        return new PartialProblemHeuristic(name, problems, tables);
    }

    public List<PartialProblem> problems() {
        return problems;
    }

    /** Entries of all tables together. */
    public long entries() {
        long total = 0;
        for (PatternDatabase table : tables) {
            total += table.entries();
        }
        return total;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int stateWidth() {
        return tables.length;
    }

    @Override
    public void encode(CubieCube cube, int[] states, int offset) {
        for (int i = 0; i < tables.length; i++) {
            states[offset + i] = coordinates[i].get(cube);
        }
    }

    @Override
    public int child(int[] states, int from, int to, int turn, int budget) {
        int h = 0;
        for (int i = 0; i < tables.length; i++) {
            int value = coordinates[i].apply(states[from + i], turn);
            states[to + i] = value;
            h = Math.max(h, tables[i].distance(value));
            if (h > budget) {
                return h; // pruned: the rest of the child's state is never read
            }
        }
        return h;
    }

    @Override
    public int estimate(int[] states, int offset) {
        int h = 0;
        for (int i = 0; i < tables.length; i++) {
            h = Math.max(h, tables[i].distance(states[offset + i]));
        }
        return h;
    }

    @Override
    public boolean isSolved(int[] states, int offset) {
        for (int i = 0; i < tables.length; i++) {
            if (states[offset + i] != solved[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * The exact number of turns that solve problem {@code problem} of {@code cube} (both halves
     * at once), by IDA* on the problem's own state with its two tables as the bound; the
     * maximum over all problems is the paper's partial-problem heuristic.
     */
    public int exactDistance(CubieCube cube, int problem) {
        int corners = 2 * problem;
        int edges = corners + 1;
        int c = coordinates[corners].get(cube);
        int e = coordinates[edges].get(cube);
        for (int bound = halves(corners, c, e); ; bound++) {
            if (probe(corners, c, e, 0, bound, MovePruning.NO_FACE)) {
                return bound;
            }
        }
    }

    /** The maximum over the problems of {@link #exactDistance}. */
    public int exactEstimate(CubieCube cube) {
        int h = 0;
        for (int problem = 0; problem < problems.size(); problem++) {
            h = Math.max(h, exactDistance(cube, problem));
        }
        return h;
    }

    private int halves(int corners, int c, int e) {
        return Math.max(tables[corners].distance(c), tables[corners + 1].distance(e));
    }

    private boolean probe(int corners, int c, int e, int g, int bound, int lastFace) {
        if (c == solved[corners] && e == solved[corners + 1]) {
            return true;
        }
        for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
            int face = turn / 3;
            if (!MovePruning.allowed(lastFace, face)) {
                continue;
            }
            int nc = coordinates[corners].apply(c, turn);
            int ne = coordinates[corners + 1].apply(e, turn);
            if (g + 1 + halves(corners, nc, ne) <= bound && probe(corners, nc, ne, g + 1, bound, face)) {
                return true;
            }
        }
        return false;
    }
}
