package cubelab.tables.coset;

import cubelab.coord.coset.CornerClasses;
import cubelab.coord.coset.CosetCoordinates;
import cubelab.model.CubieCube;
import cubelab.model.FaceTurn;
import java.io.IOException;
import java.util.Optional;

/**
 * Builds a coset table of the 16-symmetry design ({@link CosetTableSpec}) by breadth-first
 * search ({@link BreadthFirstBuild}): rows are the corner classes, entries the edge states, in
 * units under their least distance ({@link WordLayout}). Each pass goes row by turn: under one turn all of a
 * row's entries move into one neighbouring row ({@link TurnMaps}), which stays in the core's
 * cache.
 */
public final class CosetTableBuilder extends BreadthFirstBuild<CosetTableBuilder.RowEntries> {

    private final CosetCoordinates coordinates;
    private final CornerClasses classes;
    private final EdgeIndexer indexer;
    private final TurnMaps turnMaps;

    public CosetTableBuilder(CosetTableSpec spec, CosetCoordinates coordinates, CornerClasses classes, int threads) {
        this(spec, coordinates, classes, threads, Memory.BEST);
    }

    /** A builder keeping the table in {@code memory} while it runs. */
    CosetTableBuilder(CosetTableSpec spec, CosetCoordinates coordinates, CornerClasses classes, int threads,
            Memory memory) {
        super(spec, checkedCount(spec, classes), spec.rowEntries(), spec.layout(), threads, memory,
                () -> new RowEntries(spec.rowEntries()));
        this.coordinates = coordinates;
        this.classes = classes;
        this.indexer = new EdgeIndexer(spec);
        this.turnMaps = new TurnMaps(coordinates, classes);
    }

    private static int checkedCount(CosetTableSpec spec, CornerClasses classes) {
        if (classes.count() != spec.cornerClasses()) {
            throw new IllegalStateException("expected " + spec.cornerClasses() + " corner classes, got "
                    + classes.count());
        }
        return classes.count();
    }

    /** Fails, before anything is written, when the table cannot fit in memory or on disk. */
    public static void checkResources(WordTableSpec spec, MachineResources resources)
            throws InsufficientResourcesException {
        long bytes = spec.payloadBytes();
        if (!resources.fitsInMemory(bytes)) {
            throw new InsufficientResourcesException(String.format(
                    "%s needs %.2f GB of free memory (plus %.1f GB headroom); this machine has %.2f GB available",
                    spec.name(), bytes / 1e9, MachineResources.MEMORY_MARGIN / 1e9, resources.availableMemory() / 1e9));
        }
        if (resources.freeDisk() < bytes + CosetTableFile.HEADER_BYTES) {
            throw new InsufficientResourcesException(String.format("%s needs %.2f GB of disk; %.2f GB free",
                    spec.name(), bytes / 1e9, resources.freeDisk() / 1e9));
        }
    }

    /** The goal coset's entries (solved corners and edges, with every symmetric copy). */
    @Override
    void markGoal(Run run) {
        PackedWords table = run.table;
        CubieCube solved = CubieCube.SOLVED;
        int raw = coordinates.cornerRawOf(solved);
        int classAndSymmetry = classes.classAndSymmetry(raw);
        int s = classAndSymmetry & 15;
        int slice = CosetCoordinates.sliceSortedOf(solved);
        mark(table, classAndSymmetry >>> 4, coordinates.flipConjugate(s, 0, slice),
                coordinates.sliceSortedConjugate(s, slice), 0, 0);
    }

    /** Marks an unvisited entry (and its symmetric copies) with a code and distance. */
    private void mark(PackedWords table, int cornerClass, int flip, int slice, int code, int distance) {
        markOne(table, cornerClass, indexer.index(flip, slice), code, distance);
        int others = classes.stabilizer(cornerClass) & ~1;
        while (others != 0) {
            int t = Integer.numberOfTrailingZeros(others);
            others &= others - 1;
            markOne(table, cornerClass, indexer.index(coordinates.flipConjugate(t, flip, slice),
                    coordinates.sliceSortedConjugate(t, slice)), code, distance);
        }
    }

    private void markOne(PackedWords table, int cornerClass, int place, int code, int distance) {
        markWord(table, (long) cornerClass * rowWords + layout.wordInRow(place), layout.shift(place), code, distance);
    }

    /**
     * Marks the unvisited neighbours of a row's entries holding {@code fromCode}. Turn by turn:
     * all the row's entries move into the same neighbouring row, so the writes of one turn
     * stay in that row (270 KB for {@code standard}, within the core's L2 cache) instead of
     * spreading over eighteen rows at once.
     */
    @Override
    void forward(Run run, int pass, int fromCode, int toCode, int distance) throws IOException, InterruptedException {
        PackedWords table = run.table;
        // in native code where the table is in native memory or a mapping; a heap copy runs the Java loop
        Optional<NativeCosetPasses> fast = NativeCosetPasses.create(turnMaps, indexer, coordinates, table);
        try {
            // writes into any row: saved in parts only where the pass is long (the last passes of large)
            run.eachInParts(pass, (row, worker) -> forwardRow(run, row, worker, fast, fromCode, toCode, distance), false);
        } finally {
            fast.ifPresent(NativeCosetPasses::close);
        }
    }

    /** One row of {@link #forward}: its entries at {@code fromCode}, turn by turn. */
    private void forwardRow(Run run, int row, int worker, Optional<NativeCosetPasses> fast, int fromCode, int toCode,
            int distance) {
        PackedWords table = run.table;
        RowEntries entries = run.scratch(worker);
        entries.collect(table, row, fromCode, rowWords, layout, indexer);
        for (int turn = 0; turn < FaceTurn.COUNT && entries.count > 0; turn++) {
            int target = turnMaps.target(row, turn);
            int targetRow = target >>> 4;
            int flips = TurnMaps.flipSlab(turn, target);
            int slices = TurnMaps.sliceSlab(turn, target);
            int stabilizer = classes.stabilizer(targetRow);
            boolean symmetric = stabilizer != 1;
            synchronized (run.rowLock(targetRow)) {
                if (fast.isPresent()) {
                    long first = (long) targetRow * rowWords;
                    if (symmetric) {
                        fast.get().forwardSymmetric(entries.states, entries.count, flips, slices, first, toCode,
                                distance, stabilizer);
                    } else {
                        fast.get().forward(entries.states, entries.count, flips, slices, first, toCode, distance,
                                entries.sorting());
                    }
                    continue;
                }
                for (int i = 0; i < entries.count; i++) {
                    int state = entries.states[i];
                    int after = turnMaps.sliceAfter(slices + (state & 0xFFFF));
                    int flip = turnMaps.flipAfter(flips + (state >>> 16)) ^ after >>> 16;
                    int slice = after & 0xFFFF;
                    if (symmetric) {
                        mark(table, targetRow, flip, slice, toCode, distance);
                    } else {
                        markOne(table, targetRow, indexer.index(flip, slice), toCode, distance);
                    }
                }
            }
        }
    }

    /**
     * Marks the row's unvisited entries that have a neighbour holding {@code fromCode}. Turn by
     * turn, as {@link #forward}: one turn's reads all fall in one neighbouring row, which stays
     * in the core's cache, and the entries found drop out before the next turn (an entry at the
     * new distance finds its neighbour within a few turns; only the farthest try all eighteen).
     */
    @Override
    void backward(Run run, int pass, int fromCode, int toCode, int distance) throws IOException, InterruptedException {
        PackedWords table = run.table;
        // writes only the row it works on (markOne), so it is journalled in parts
        run.eachInParts(pass, (row, worker) -> {
            RowEntries entries = run.scratch(worker);
            entries.collect(table, row, 3, rowWords, layout, indexer);
            int[] places = entries.places;
            int[] states = entries.states;
            for (int turn = 0; turn < FaceTurn.COUNT && entries.count > 0; turn++) {
                int target = turnMaps.target(row, turn);
                long first = (long) (target >>> 4) * rowWords;
                int flips = TurnMaps.flipSlab(turn, target);
                int slices = TurnMaps.sliceSlab(turn, target);
                int kept = 0;
                int found = 0;
                for (int i = 0; i < entries.count; i++) {
                    int state = states[i];
                    int after = turnMaps.sliceAfter(slices + (state & 0xFFFF));
                    int place = indexer.index(turnMaps.flipAfter(flips + (state >>> 16)) ^ after >>> 16,
                            after & 0xFFFF);
                    long word = table.word(first + layout.wordInRow(place));
                    int code = (int) (word >>> (layout.shift(place) & 63) & 3);
                    int hit = code == fromCode ? 1 : 0;
                    // without branches: an entry goes to the found list or stays in the list
                    entries.found[found] = places[i];
                    found += hit;
                    places[kept] = places[i];
                    states[kept] = state;
                    kept += 1 - hit;
                }
                for (int f = 0; f < found; f++) {
                    markOne(table, row, entries.found[f], toCode, distance);
                }
                entries.count = kept;
            }
        }, true);
    }

    /** Collects the entries of a row that hold a code, with the edge state each stands for. */
    static final class RowEntries {
        final int[] places;
        final int[] states;
        final int[] found;
        int count;
        private NativeCosetPasses.Scratch sorting;

        RowEntries(int rowEntries) {
            places = new int[rowEntries];
            states = new int[rowEntries];
            found = new int[rowEntries];
        }

        /** The native forward loop's room, made on first use. */
        NativeCosetPasses.Scratch sorting() {
            if (sorting == null) {
                sorting = new NativeCosetPasses.Scratch(states.length);
            }
            return sorting;
        }

        void collect(PackedWords table, int row, int code, int rowWords, WordLayout layout, EdgeIndexer indexer) {
            int rowEntries = places.length;
            long first = (long) row * rowWords;
            int unitWords = layout.unitWords();
            count = 0;
            // unit by unit: each word's slots and first place from its place in the unit (WordLayout.slots and
            // place without their arithmetic a word, which cost a build a few per cent)
            for (int w = 0; w < rowWords; w++) {
                int inUnit = w & (unitWords - 1);
                long slots = layout.slots(inUnit);
                long lowBits = LOW_BITS & slots;
                int firstPlace = layout.place(w, 0);
                long x = (table.word(first + w) ^ lowBits * code) & slots;
                long hits = ~(x | x >>> 1) & lowBits;
                while (hits != 0) {
                    int place = firstPlace + (Long.numberOfTrailingZeros(hits) >>> 1);
                    hits &= hits - 1;
                    if (place >= rowEntries) {
                        break;
                    }
                    places[count] = place;
                    states[count] = indexer.edgeState(place);
                    count++;
                }
            }
        }
    }
}
