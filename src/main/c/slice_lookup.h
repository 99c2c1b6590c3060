/*
 * A slice-group table as native code reads it (SliceBounds, SliceTable): the table's small
 * tables and the chunks of its words, where a cube's bound is (located, with its words
 * prefetched), the bound itself, and a side's coordinates off its pieces. slice_kernel.c
 * searches with it alone; a paired coset loop (coset_search.h) reads it after its own table.
 * Header only: each loop is one compilation unit.
 */
#ifndef CUBELAB_SLICE_LOOKUP_H
#define CUBELAB_SLICE_LOOKUP_H

#include <stdint.h>

#include "bits.h"

#define TURNS 18
#define NO_FACE 6
#define CHUNK_SHIFT 27
#define PLACES 34650
#define FLIPS 2048
#define SYMMETRIES 48
#define PIECES 20
#define CODES 24
#define SLICE_ENTRIES_PER_WORD 32
#define HALF_TURNS 0x12492 /* turns 1, 4, 7, 10, 13, 16 */

/* SliceBounds.halfTurn: a half turn is in the slice group (it keeps a side's coset, bound and corner parity) */
static inline int slice_half_turn(int turn) {
    return turn % 3 == 1;
}

/* SliceBounds.parityAfter: a quarter turn changes the corners' permutation parity */
static inline int slice_parity_after(int parity, int turn) {
    return slice_half_turn(turn) ? parity : parity ^ 1;
}

/* SliceBounds.excludedBy: a tight slice bound allows no half turn at its side's end of a solution */
static inline int slice_excluded_by(int bound, int remaining) {
    return bound >= remaining ? HALF_TURNS : 0;
}

typedef struct slice_tables {
    int32_t *corner_move;
    int32_t *class_and_symmetry;
    uint16_t place_move[PLACES * TURNS];
    uint16_t flips_move[FLIPS * TURNS];
    uint16_t place_conjugate[SYMMETRIES * PLACES];
    uint16_t flips_conjugate[SYMMETRIES * FLIPS];
    uint16_t flips_conjugate_xor[SYMMETRIES * PLACES];
    uint32_t place_masks[PLACES];
    uint8_t move_source[TURNS * PIECES];
    uint8_t move_code[TURNS * PIECES * CODES];
    uint8_t corner_premove[TURNS * CODES];
    uint8_t edge_premove[TURNS * CODES];
    uint8_t solved[PIECES];
    uint8_t inverse[TURNS];
    uint8_t allowed[(NO_FACE + 1) * 6];
    /* computed here: the coordinates off the pieces (SlicePieceCoordinates) and the bit gathers */
    int32_t corner_parts[8 * CODES];
    int64_t edge_parts[12 * CODES];
    uint8_t gather[64 * 64];
    int16_t rank12[4096];
    int8_t rank8[256];
    int after_count[NO_FACE + 1];
    int after[NO_FACE + 1][TURNS];
    int before_count[NO_FACE + 1];
    int before[NO_FACE + 1][TURNS];
    int flip_classes;
    int parity;
    int base;
    uint64_t row_words;
    int corners;
    uint64_t minima_start;
    int chunk_count;
    const uint64_t *chunks[64];
} slice_tables;

/* the table word and entry shift of one lookup, and the word of its least distance */
typedef struct {
    const uint64_t *word;
    const uint64_t *minimum;
    int shift;
    int minimum_shift;
} slice_lookup;

/* the bits of the 12-bit value under the 12-bit mask, packed (pext without BMI2) */
static inline int gather12(const slice_tables *t, int value, int mask) {
    int low = mask & 63;
    return t->gather[low << 6 | (value & 63)] | t->gather[(mask >> 6) << 6 | (value >> 6)] << bits12(low);
}

/* SliceEdges.flipClass: per slice, the flips at its positions relative to the first */
static inline int flip_class(const slice_tables *t, int place, int flips) {
    int all = flips | (bits12(flips) & 1) << 11;
    int m = (int) (t->place_masks[place] & 0xFFF);
    int e = (int) (t->place_masks[place] >> 12);
    int s = 0xFFF & ~m & ~e;
    int bm = gather12(t, all, m);
    int bs = gather12(t, all, s);
    int be = gather12(t, all, e);
    int rm = (bm >> 1) ^ ((bm & 1) ? 7 : 0);
    int rs = (bs >> 1) ^ ((bs & 1) ? 7 : 0);
    int re = (be >> 1) ^ ((be & 1) ? 7 : 0);
    return (rm | rs << 3 | re << 6) & 255;
}

/*
 * SliceHeuristic.pend: where the bound of a side is, prefetched non-temporally: the two lines are
 * read once, soon, and should not push the move and conjugation tables out of L2 (1.05-1.1x).
 * Unlike the coset loop's, these prefetches go out one lookup at a time: a child here has one
 * lookup and much arithmetic to find it, which overlaps the previous child's misses (a burst
 * after all the addresses measured no better).
 */
static inline slice_lookup slice_locate(const slice_tables *t, int corner, int place, int flips) {
    int32_t class_and_symmetry = t->class_and_symmetry[corner];
    int s = class_and_symmetry & 63;
    int seen = t->place_conjugate[s * PLACES + place];
    int entry = seen;
    if (t->flip_classes > 1) {
        int seen_flips = t->flips_conjugate[s * FLIPS + flips] ^ t->flips_conjugate_xor[s * PLACES + place];
        entry = seen * t->flip_classes + flip_class(t, seen, seen_flips);
    }
    uint64_t index = (uint64_t) (class_and_symmetry >> 6) * t->row_words + (uint64_t) (entry / SLICE_ENTRIES_PER_WORD);
    slice_lookup l;
    l.word = t->chunks[index >> CHUNK_SHIFT] + (index & ((1u << CHUNK_SHIFT) - 1));
    l.shift = (entry % SLICE_ENTRIES_PER_WORD) << 1;
    uint64_t minimum = t->minima_start + (index >> 4);
    l.minimum = t->chunks[minimum >> CHUNK_SHIFT] + (minimum & ((1u << CHUNK_SHIFT) - 1));
    l.minimum_shift = (int) (index & 15) << 2;
    __builtin_prefetch(l.word, 0, 0);
    __builtin_prefetch(l.minimum, 0, 0);
    return l;
}

/* SliceHeuristic.read: the code, or at or below the base the least distance of the entry's word */
static inline int slice_read_bound(const slice_tables *t, slice_lookup l) {
    int code = (int) (*l.word >> l.shift) & 3;
    if (code > 0) {
        return t->base + code;
    }
    return (int) (*l.minimum >> l.minimum_shift) & 15;
}

/* SlicePieceCoordinates: a side's corner value, place and flips off its pieces */
static inline void slice_piece_coordinates(const slice_tables *t, const uint8_t *piece, int parity, int32_t *corner,
        int32_t *place, int32_t *flips) {
    int corner_sum = 0;
    for (int p = 0; p < 8; p++) {
        corner_sum += t->corner_parts[p * CODES + piece[p]];
    }
    int64_t edge_sum = 0;
    for (int p = 0; p < 12; p++) {
        edge_sum += t->edge_parts[p * CODES + piece[8 + p]];
    }
    int value = (corner_sum & 4095) * 70 + t->rank8[corner_sum >> 12];
    *corner = t->parity ? value * 2 + parity : value;
    int m = (int) (edge_sum >> 11) & 0xFFF;
    int e = (int) (edge_sum >> 23) & 0xFFF;
    *place = t->rank12[m] * 70 + t->rank8[gather12(t, e, 0xFFF & ~m)];
    *flips = (int) edge_sum & 2047;
}

#endif
