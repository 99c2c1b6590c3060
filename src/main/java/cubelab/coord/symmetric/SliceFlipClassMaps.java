package cubelab.coord.symmetric;

import cubelab.model.FaceTurn;
import java.util.function.IntUnaryOperator;

/**
 * How face turns and symmetries move whole flip classes ({@link SliceEdges#flipClass}), place by
 * place: what a table build needs to move a row's entries without a cube or flips in between.
 * The search does not need it: it keeps flips and reads the class off them.
 *
 * <p>A turn or a symmetry maps a place's classes affinely (the flips move and some of them flip;
 * the class is linear in the flips), so each map is two nibble tables of 16 bytes,
 * {@code image = table[class & 15] ^ table[16 + (class >>> 4)]}: the low nibble's table carries
 * the constant and the high nibble's the rest. Immutable; about 73 MB, and nothing for the group
 * without flips ({@link #of}).
 */
public final class SliceFlipClassMaps {

    private static final int NIBBLE_TABLES = 32;
    private static final int PLACES = SliceEdges.PLACES;

    private final SliceEdges edges;
    /** [turn][place] and [symmetry][place]: the two nibble tables of the place's class map */
    private final byte[] classMove;
    private final byte[] classConjugate;

    private SliceFlipClassMaps(SliceEdges edges, boolean withFlips) {
        this.edges = edges;
        this.classMove = new byte[withFlips ? FaceTurn.COUNT * PLACES * NIBBLE_TABLES : 0];
        this.classConjugate = new byte[withFlips ? CubeSymmetries.COUNT * PLACES * NIBBLE_TABLES : 0];
        if (!withFlips) {
            return;
        }
        for (int place = 0; place < PLACES; place++) {
            int from = place;
            for (int turn = 0; turn < FaceTurn.COUNT; turn++) {
                int t = turn;
                int target = edges.placeMove(place, turn);
                nibbleTables(classMove, classMoveTables(place, turn),
                        flipClass -> edges.flipClass(target, edges.flipsMove(edges.flipsOf(from, flipClass), t)));
            }
            for (int s = 0; s < CubeSymmetries.COUNT; s++) {
                int symmetry = s;
                int target = edges.placeConjugate(s, place);
                nibbleTables(classConjugate, classConjugateTables(s, place), flipClass -> edges.flipClass(target,
                        edges.flipsConjugate(symmetry, from, edges.flipsOf(from, flipClass))));
            }
        }
    }

    /**
     * The maps for a table of {@code flipClasses} classes a place: 256 builds them, 1 (the group
     * without flips, every class 0) needs none.
     */
    public static SliceFlipClassMaps of(SliceEdges edges, int flipClasses) {
        if (flipClasses != 1 && flipClasses != SliceEdges.FLIP_CLASSES) {
            throw new IllegalArgumentException("a slice table has 1 or " + SliceEdges.FLIP_CLASSES
                    + " flip classes a place, not " + flipClasses);
        }
        return new SliceFlipClassMaps(edges, flipClasses > 1);
    }

    /** The classes a place these maps move: 256, or 1 for the group without flips. */
    public int flipClasses() {
        return classMove.length == 0 ? 1 : SliceEdges.FLIP_CLASSES;
    }

    /** The place and flip tables the classes are of. */
    public SliceEdges edges() {
        return edges;
    }

    /** Writes the two nibble tables of an affine map of the classes, read from 0 and the eight single bits. */
    private static void nibbleTables(byte[] tables, int offset, IntUnaryOperator map) {
        int constant = map.applyAsInt(0);
        int[] columns = new int[8];
        for (int bit = 0; bit < 8; bit++) {
            columns[bit] = map.applyAsInt(1 << bit) ^ constant;
        }
        for (int nibble = 0; nibble < 16; nibble++) {
            int low = constant;
            int high = 0;
            for (int bit = 0; bit < 4; bit++) {
                if ((nibble >> bit & 1) == 1) {
                    low ^= columns[bit];
                    high ^= columns[bit + 4];
                }
            }
            tables[offset + nibble] = (byte) low;
            tables[offset + 16 + nibble] = (byte) high;
        }
    }

    /** The flip class after a face turn, at the place {@link SliceEdges#placeMove} gives (0 without flips). */
    public int classMove(int place, int flipClass, int turn) {
        return classMove.length == 0 ? 0 : classMoveAt(classMoveTables(place, turn), flipClass);
    }

    /** The flip class seen through symmetry s, at the place {@link SliceEdges#placeConjugate} gives (0 without flips). */
    public int classConjugate(int s, int place, int flipClass) {
        return classConjugate.length == 0 ? 0 : classConjugateAt(classConjugateTables(s, place), flipClass);
    }

    /** Where a turn's two nibble tables at a place start: a builder finds them once for all the place's classes. */
    public int classMoveTables(int place, int turn) {
        return (turn * PLACES + place) * NIBBLE_TABLES;
    }

    /** A class after the turn whose tables start at {@code tables} ({@link #classMoveTables}). */
    public int classMoveAt(int tables, int flipClass) {
        return (classMove[tables + (flipClass & 15)] ^ classMove[tables + 16 + (flipClass >>> 4)]) & 0xFF;
    }

    /** Where a symmetry's two nibble tables at a place start. */
    public int classConjugateTables(int s, int place) {
        return (s * PLACES + place) * NIBBLE_TABLES;
    }

    /** A class seen through the symmetry whose tables start at {@code tables} ({@link #classConjugateTables}). */
    public int classConjugateAt(int tables, int flipClass) {
        return (classConjugate[tables + (flipClass & 15)] ^ classConjugate[tables + 16 + (flipClass >>> 4)]) & 0xFF;
    }
}
