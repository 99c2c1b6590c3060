package cubelab.race.heuristic;

/**
 * The eight symmetries of an n×n grid (rotations and reflections of the square) as cell maps. Each
 * maps moves to moves in both metrics and the centre to itself, so a colour table for one set of
 * wanted cells serves every image of that set ({@link ColourDatabaseCache}).
 */
final class GridSymmetries {
    private GridSymmetries() {
    }

    /** The eight maps, identity first: {@code maps[s][cell]} is the image of {@code cell}. */
    static int[][] of(int size) {
        int cells = size * size;
        int[][] maps = new int[8][cells];
        int last = size - 1;
        for (int cell = 0; cell < cells; cell++) {
            int row = cell / size;
            int column = cell % size;
            int[][] images = {
                {row, column}, {column, last - row}, {last - row, last - column}, {last - column, row},
                {row, last - column}, {last - row, column}, {column, row}, {last - column, last - row},
            };
            for (int s = 0; s < 8; s++) {
                maps[s][cell] = images[s][0] * size + images[s][1];
            }
        }
        return maps;
    }

    /** The image of the cell set {@code cells} (a bit set) under {@code map}. */
    static long image(long cells, int[] map) {
        long image = 0;
        for (long rest = cells; rest != 0; rest &= rest - 1) {
            image |= 1L << map[Long.numberOfTrailingZeros(rest)];
        }
        return image;
    }
}
