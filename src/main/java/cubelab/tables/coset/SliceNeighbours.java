package cubelab.tables.coset;

import cubelab.coord.symmetric.SliceEdges;
import cubelab.coord.symmetric.SliceFlipClassMaps;

/**
 * The entries a row's entries become under one turn into the target row, seen through the
 * target's symmetry. Entries come place by place (a row's entries are collected in order), and
 * all of a place's flip classes move to one place in the target row, so the place's work is done
 * once: its target place and the nibble tables of its class maps. Mutable: one per thread.
 */
final class SliceNeighbours {

    private final SliceEdges edges;
    private final SliceFlipClassMaps maps;
    /** log2 of the flip classes: 8, or 0 for the table without flips. */
    private final int flipBits;
    private final int flipMask;
    private int turn;
    private int symmetry;
    private int lastPlace;
    private int seen;
    private int moveTables;
    private int conjugateTables;

    SliceNeighbours(SliceFlipClassMaps maps, int flipClasses) {
        this.edges = maps.edges();
        this.maps = maps;
        this.flipBits = Integer.numberOfTrailingZeros(flipClasses);
        this.flipMask = flipClasses - 1;
    }

    /** Starts on the entries of one turn, whose target row is seen through symmetry {@code s}. */
    void begin(int turn, int s) {
        this.turn = turn;
        this.symmetry = s;
        this.lastPlace = -1;
    }

    /** The entry {@code entry} becomes. */
    int of(int entry) {
        int place = entry >>> flipBits;
        if (place != lastPlace) {
            lastPlace = place;
            int moved = edges.placeMove(place, turn);
            seen = edges.placeConjugate(symmetry, moved) << flipBits;
            if (flipBits > 0) {
                moveTables = maps.classMoveTables(place, turn);
                conjugateTables = maps.classConjugateTables(symmetry, moved);
            }
        }
        if (flipBits == 0) {
            return seen;
        }
        return seen | maps.classConjugateAt(conjugateTables, maps.classMoveAt(moveTables, entry & flipMask));
    }
}
