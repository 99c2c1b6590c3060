package cubelab.tables.coset;

import cubelab.coord.coset.CosetCoordinates;
import cubelab.coord.twophase.SliceSortedCoordinate;
import cubelab.model.CubieCube;

/**
 * Turns a coset's edge part (the flip coordinate and the slice-sorted coordinate) into its place
 * in a table row, and back. The flips kept are those of the pieces the spec names: all twelve,
 * the eight U/D-layer pieces or the four E-slice pieces, gathered in position order. Immutable.
 */
public final class EdgeIndexer {

    private final CosetTableSpec spec;
    private final int orientedEdges;
    private final int flipValues;
    private final SliceOrder sliceOrder;
    /** Bit p set when position p holds an E-slice edge, per slice place (0..494). */
    private final short[] sliceMask = new short[CosetCoordinates.SLICES];
    /** {@code gather[mask6 << 6 | bits6]}: the bits of bits6 under mask6, packed. */
    private final byte[] gather = new byte[64 * 64];
    /** {@code scatter[mask6 << 6 | bits]}: the low bits spread over mask6's positions, gather's inverse. */
    private final byte[] scatter = new byte[64 * 64];
    /** log2 of the flip values, all powers of two: a row place's flip part is a shift away. */
    private final int flipShift;

    public EdgeIndexer(CosetTableSpec spec) {
        this.spec = spec;
        this.orientedEdges = spec.orientedEdges();
        this.flipValues = spec.flipValues();
        this.sliceOrder = spec.sliceOrder();
        this.flipShift = Integer.numberOfTrailingZeros(flipValues);
        SliceSortedCoordinate slice = new SliceSortedCoordinate();
        for (int place = 0; place < CosetCoordinates.SLICES; place++) {
            CubieCube cube = slice.set(place * 24);
            int mask = 0;
            for (int p = 0; p < 12; p++) {
                if (cube.edgeAt(p) >= 8) {
                    mask |= 1 << p;
                }
            }
            sliceMask[place] = (short) mask;
        }
        for (int mask = 0; mask < 64; mask++) {
            for (int bits = 0; bits < 64; bits++) {
                int packed = 0;
                int next = 0;
                for (int p = 0; p < 6; p++) {
                    if ((mask >>> p & 1) != 0) {
                        packed |= (bits >>> p & 1) << next++;
                    }
                }
                gather[mask << 6 | bits] = (byte) packed;
                scatter[mask << 6 | packed] = (byte) (bits & mask);
            }
        }
    }

    public CosetTableSpec spec() {
        return spec;
    }

    /**
     * Copies of the tables {@link #index} reads, for a native search loop: the E-slice position
     * masks by slice place, {@code gather[mask6 << 6 | bits6]}, then the order part's value by
     * order rank.
     */
    public int[][] tablesForNativeCode() {
        int[] masks = new int[sliceMask.length];
        for (int i = 0; i < masks.length; i++) {
            masks[i] = sliceMask[i];
        }
        int[] gathered = new int[gather.length];
        for (int i = 0; i < gathered.length; i++) {
            gathered[i] = gather[i];
        }
        return new int[][] {masks, gathered, sliceOrder.valuesForNativeCode()};
    }

    /** The entry's place in its row: {@code (order · flips + flipPart) · 495 + slicePlace}. */
    public int index(int flip, int sliceSorted) {
        int place = sliceSorted / 24;
        int flipPart;
        switch (orientedEdges) {
            case 12 -> flipPart = flip;
            case 0 -> flipPart = 0;
            default -> {
                int all = flip | (Integer.bitCount(flip) & 1) << 11;
                int mask = orientedEdges == 4 ? sliceMask[place] : ~sliceMask[place] & 0xFFF;
                int low = mask & 63;
                flipPart = gather[low << 6 | (all & 63)]
                        | gather[(mask >>> 6) << 6 | (all >>> 6)] << Integer.bitCount(low);
            }
        }
        int order = sliceOrder.valueOf(sliceSorted % 24);
        return (order * flipValues + flipPart) * CosetCoordinates.SLICES + place;
    }

    /**
     * A flip and slice-sorted value with the given row place, as {@code flip << 16 | sliceSorted}.
     * Flips the spec ignores are chosen freely (zero, then parity): a coset's neighbours do not
     * depend on them.
     */
    public int edgeState(int index) {
        int place = index % CosetCoordinates.SLICES;
        int rest = index / CosetCoordinates.SLICES;
        int flipPart = rest & (flipValues - 1);
        int order = rest >>> flipShift;
        int flip;
        if (orientedEdges == 12 || orientedEdges == 0) {
            flip = flipPart;
        } else {
            // the chosen pieces' flips spread back over their positions, six positions a read:
            // this runs once for every entry a build pass starts from, so no loop over the twelve
            int mask = orientedEdges == 4 ? sliceMask[place] : ~sliceMask[place] & 0xFFF;
            int low = mask & 63;
            int lowBits = Integer.bitCount(low);
            int all = scatter[low << 6 | flipPart & ((1 << lowBits) - 1)]
                    | scatter[(mask >>> 6) << 6 | flipPart >>> lowBits] << 6;
            // even total: put the parity on the first position outside the mask
            int free = Integer.numberOfTrailingZeros(~mask & 0xFFF);
            all |= (Integer.bitCount(all) & 1) << free;
            flip = all & 0x7FF;
        }
        return flip << 16 | (place * 24 + sliceOrder.representative(order));
    }
}
