package cubelab.tables.coset;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;
import cubelab.coord.symmetric.TetradCornerClasses;
import cubelab.coord.symmetric.TetradCorners;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.io.IOException;

/**
 * Builds a slice-group table ({@link SliceTableSpec}) by breadth-first search
 * ({@link BreadthFirstBuild}): rows are the corner classes under the 48 symmetries, a row's entries
 * the (place, flip class) pairs. Row by turn, as the coset tables: under one turn a row's
 * entries all move into one neighbouring row, seen through one symmetry.
 */
public final class SliceTableBuilder extends BreadthFirstBuild<SliceTableBuilder.RowEntries> {

    private final TetradCorners corners;
    private final TetradCornerClasses classes;
    private final SliceEdges edges;
    private final SliceFlipClassMaps maps;
    private final int flipClasses;

    public SliceTableBuilder(SliceTableSpec spec, TetradCorners corners, TetradCornerClasses classes,
            SliceFlipClassMaps maps, int threads) {
        this(spec, corners, classes, maps, threads, Memory.BEST);
    }

    SliceTableBuilder(SliceTableSpec spec, TetradCorners corners, TetradCornerClasses classes,
            SliceFlipClassMaps maps, int threads, Memory memory) {
        super(spec, classes.count(), spec.rowEntries(), WordLayout.WITH_MINIMA, threads, memory,
                () -> new RowEntries(spec.rowEntries(), new SliceNeighbours(maps, spec.flipClasses())));
        if (corners.withParity() != spec.cornerParity() || classes.count() != spec.cornerClasses()
                || maps.flipClasses() != spec.flipClasses()) {
            throw new IllegalArgumentException(spec.name() + " needs " + spec.cornerClasses()
                    + " corner classes" + (spec.cornerParity() ? " with the parity" : "") + " and "
                    + spec.flipClasses() + " flip classes a place");
        }
        this.corners = corners;
        this.classes = classes;
        this.edges = maps.edges();
        this.maps = maps;
        this.flipClasses = spec.flipClasses();
    }

    @Override
    void markGoal(Run run) {
        int corner = corners.of(CubieCube.SOLVED);
        int s = classes.symmetryOf(corner);
        int place = edges.place(CubieCube.SOLVED);
        int flipClass = edges.flipClass(place, edges.flips(CubieCube.SOLVED));
        mark(run.table, classes.classOf(corner), edges.placeConjugate(s, place),
                maps.classConjugate(s, place, flipClass), 0, 0);
    }

    /** Marks an unvisited entry and its copies under the row's stabiliser. */
    private void mark(PackedWords table, int row, int place, int flipClass, int code, int distance) {
        markOne(table, row, place * flipClasses + flipClass, code, distance);
        long others = classes.stabilizer(row) & ~1L;
        while (others != 0) {
            int t = Long.numberOfTrailingZeros(others);
            others &= others - 1;
            int image = edges.placeConjugate(t, place);
            int imageClass = maps.classConjugate(t, place, flipClass);
            markOne(table, row, image * flipClasses + imageClass, code, distance);
        }
    }

    private void markOne(PackedWords table, int row, int entry, int code, int distance) {
        markWord(table, (long) row * rowWords + entry / SliceTableSpec.ENTRIES_PER_WORD,
                (entry % SliceTableSpec.ENTRIES_PER_WORD) << 1, code, distance);
    }

    /** The entry a row's entry becomes under a turn into the target row, seen through its symmetry. */
    int neighbour(int entry, int turn, int s) {
        SliceNeighbours neighbours = new SliceNeighbours(maps, flipClasses);
        neighbours.begin(turn, s);
        return neighbours.of(entry);
    }

    @Override
    void forward(Run run, int pass, int fromCode, int toCode, int distance) throws InterruptedException {
        PackedWords table = run.table;
        run.each(pass, (row, worker) -> {
            RowEntries entries = run.scratch(worker);
            entries.collect(table, row, fromCode, rowWords);
            int representative = classes.representative(row);
            for (int turn = 0; turn < FaceTurn.COUNT && entries.count > 0; turn++) {
                int corner = corners.move(representative, turn);
                int target = classes.classOf(corner);
                int s = classes.symmetryOf(corner);
                boolean symmetric = classes.stabilizer(target) != 1;
                entries.neighbours.begin(turn, s);
                synchronized (run.rowLock(target)) {
                    for (int i = 0; i < entries.count; i++) {
                        int next = entries.neighbours.of(entries.places[i]);
                        if (symmetric) {
                            mark(table, target, next / flipClasses, next % flipClasses, toCode, distance);
                        } else {
                            markOne(table, target, next, toCode, distance);
                        }
                    }
                }
            }
        });
    }

    @Override
    void backward(Run run, int pass, int fromCode, int toCode, int distance) throws IOException, InterruptedException {
        if (flipClasses == SliceEdges.FLIP_CLASSES) {
            backwardByLines(run, pass, fromCode, toCode);
            return;
        }
        PackedWords table = run.table;
        run.each(pass, (row, worker) -> {
            RowEntries entries = run.scratch(worker);
            entries.collect(table, row, 3, rowWords);
            int representative = classes.representative(row);
            int[] places = entries.places;
            for (int turn = 0; turn < FaceTurn.COUNT && entries.count > 0; turn++) {
                int corner = corners.move(representative, turn);
                long first = (long) classes.classOf(corner) * rowWords;
                int s = classes.symmetryOf(corner);
                int kept = 0;
                int found = 0;
                entries.neighbours.begin(turn, s);
                for (int i = 0; i < entries.count; i++) {
                    int next = entries.neighbours.of(places[i]);
                    long word = table.word(first + next / SliceTableSpec.ENTRIES_PER_WORD);
                    int hit = (int) (word >>> ((next % SliceTableSpec.ENTRIES_PER_WORD) << 1) & 3) == fromCode ? 1 : 0;
                    // without branches: an entry goes to the found list or stays in the list
                    entries.found[found] = places[i];
                    found += hit;
                    places[kept] = places[i];
                    kept += 1 - hit;
                }
                for (int f = 0; f < found; f++) {
                    markOne(table, row, entries.found[f], toCode, distance);
                }
                entries.count = kept;
            }
        });
    }

    /** The backward pass of a table with flip classes, a line (a place's classes) at a time ({@link SliceLineBackward}). */
    private void backwardByLines(Run run, int pass, int fromCode, int toCode) throws InterruptedException {
        PackedWords table = run.table;
        int lineWords = SliceLineBackward.lineWords();
        run.each(pass, (row, worker) -> {
            SliceLineBackward lines = new SliceLineBackward(maps, rowWords);
            int representative = classes.representative(row);
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int corner = corners.move(representative, turn);
                lines.target(turn, classes.classOf(corner), classes.symmetryOf(corner));
            }
            long rowStart = (long) row * rowWords;
            for (int place = 0; place < SliceEdges.PLACES; place++) {
                if (lines.pass(table, rowStart, place, fromCode) == 0) {
                    continue;
                }
                long line = rowStart + (long) place * lineWords;
                for (int w = 0; w < lineWords; w++) {
                    long found = lines.found(w);
                    if (found != 0) {
                        // code 3 becomes toCode in each found entry: clear the bits of 3 ^ toCode
                        table.and(line + w, ~(found * (3 ^ toCode)));
                    }
                }
            }
        });
    }

    /** The entries of a row that hold a code. */
    static final class RowEntries {
        final int[] places;
        final int[] found;
        final SliceNeighbours neighbours;
        int count;

        RowEntries(int rowEntries, SliceNeighbours neighbours) {
            places = new int[rowEntries];
            found = new int[rowEntries];
            this.neighbours = neighbours;
        }

        void collect(PackedWords table, int row, int code, int rowWords) {
            int rowEntries = places.length;
            long pattern = LOW_BITS * code;
            long first = (long) row * rowWords;
            count = 0;
            for (int w = 0; w < rowWords; w++) {
                long x = table.word(first + w) ^ pattern;
                long hits = ~(x | x >>> 1) & LOW_BITS;
                while (hits != 0) {
                    int place = w * SliceTableSpec.ENTRIES_PER_WORD + (Long.numberOfTrailingZeros(hits) >>> 1);
                    hits &= hits - 1;
                    if (place >= rowEntries) {
                        break;
                    }
                    places[count++] = place;
                }
            }
        }
    }
}
