package cubelab.race.heuristic;

import cubelab.race.board.Board;
import cubelab.race.board.Metric;
import cubelab.race.board.TileColor;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The colour tables built so far, by what they depend on ({@link ColourDatabase.Key}), so that a
 * colour asking for the same centre cells reuses its table across colours, targets and games.
 *
 * <p>A colour whose wanted cells are a rotation or reflection of another's reads the other's table
 * through that symmetry ({@link GridSymmetries}): only the smallest image of each set of wanted
 * cells is searched. On 5×5 that is 51 tables per metric, about 17 MB, which cover every colour of
 * every target, so all are kept. {@link #prepare} searches a board size's tables ahead, on all
 * cores. Thread-safe; tables are built outside any lock.
 */
final class ColourDatabaseCache {

    /** A searched table and the map from a key's cells to the table's cells. */
    record Oriented(ColourDatabase table, int[] toTable) {
    }

    private final Map<ColourDatabase.Key, ColourDatabase> searched = new ConcurrentHashMap<>();
    /** The placement ranks of each board size's cell count, shared by its tables. */
    private final Map<Integer, PlacementRank> ranks = new ConcurrentHashMap<>();

    /**
     * Searches every table that a {@code size}×{@code size} target can ask for in {@code metric},
     * on all cores, so that later targets only read them (on 5×5 about a second of CPU a metric).
     * Boards too large for tables need nothing.
     */
    void prepare(int size, Metric metric) {
        List<ColourDatabase.Key> keys = new ArrayList<>();
        long centre = ColourDatabase.Key.centreOf(size);
        for (TileColor color : TileColor.values()) {
            int tiles = Board.tileCount(size, color);
            if (!ColourDatabase.fits(new ColourDatabase.Key(size, tiles, 0, centre, metric))) {
                return;
            }
            // every set of centre cells the colour's tiles can fill
            for (long wanted = centre; ; wanted = (wanted - 1) & centre) {
                if (Long.bitCount(wanted) <= tiles) {
                    ColourDatabase.Key key = new ColourDatabase.Key(size, tiles, wanted, centre, metric);
                    keys.add(key.image(toSmallestImage(key)));
                }
                if (wanted == 0) {
                    break;
                }
            }
        }
        keys.stream().distinct().parallel().forEach(this::searchedTable);
    }

    /** The table for {@code key}: the searched table of its smallest image, and the map onto it. */
    Oriented table(ColourDatabase.Key key) {
        int[] toTable = toSmallestImage(key);
        return new Oriented(searchedTable(key.image(toTable)), toTable);
    }

    /** How many tables have been searched. */
    int size() {
        return searched.size();
    }

    private ColourDatabase searchedTable(ColourDatabase.Key key) {
        return searched.computeIfAbsent(key, wanted -> ColourDatabase.build(wanted,
                ranks.computeIfAbsent(wanted.size() * wanted.size(), PlacementRank::new)));
    }

    /** The grid symmetry that maps {@code key}'s wanted cells onto their smallest image (as a bit set). */
    private static int[] toSmallestImage(ColourDatabase.Key key) {
        int[] best = null;
        long smallest = Long.MAX_VALUE;
        for (int[] symmetry : GridSymmetries.of(key.size())) {
            long image = GridSymmetries.image(key.wanted(), symmetry);
            if (image < smallest) {
                smallest = image;
                best = symmetry;
            }
        }
        return best;
    }
}
