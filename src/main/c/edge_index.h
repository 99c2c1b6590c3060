/*
 * EdgeIndexer.index in C: a coset's edge part as its place in a table row, (order · flips + flip
 * part) · 495 + slice place; of the sorted slice coordinate for the coset build's loops
 * (edge_index), of a slice part for the search (edge_index_of_part). Header only: each loop is
 * one compilation unit.
 */
#ifndef CUBELAB_EDGE_INDEX_H
#define CUBELAB_EDGE_INDEX_H

#include <stdint.h>

#include "bits.h"

#define EDGE_SLICES 495

/* what the index needs of a spec: EdgeIndexer's fields and tables */
typedef struct {
    int oriented_edges;
    int flip_values;
    uint16_t slice_mask[EDGE_SLICES];
    uint8_t gather[64 * 64];
    /* the order part's value by order rank: all 0, which places hold opposite pieces (0..2), or the rank */
    uint8_t order_class[24];
    /* whether any order class is not 0: where none is, the index skips the order part */
    int ordered;
    /*
     * [place]: where the two gathers of edge_flip_part_of_all read for that place (bits 0..11
     * and 12..23) and the low gather's width (from bit 24): two reads and no popcount
     */
    uint32_t place_gather[EDGE_SLICES];
} edge_indexer;

/* the edges whose flips a row keeps, at a place of the E-slice edges: bit p for position p */
static inline int edge_flip_mask(const edge_indexer *x, int place) {
    return x->oriented_edges == 4 ? x->slice_mask[place] : ~x->slice_mask[place] & 0xFFF;
}

/* edge_indexer.ordered and place_gather, once its order classes and slice masks are in place */
static inline void edge_indexer_ready(edge_indexer *x) {
    x->ordered = 0;
    for (int rank = 0; rank < 24; rank++) {
        x->ordered |= x->order_class[rank] != 0;
    }
    for (int place = 0; place < EDGE_SLICES; place++) {
        int mask = edge_flip_mask(x, place);
        x->place_gather[place] = (uint32_t) ((mask & 63) << 6) | (uint32_t) ((mask >> 6) << 6) << 12
                | (uint32_t) bits12(mask & 63) << 24;
    }
}

/* an 11-bit flip coordinate with the twelfth edge's flip, their parity, as bit 11 */
static inline int flip_with_parity(int flip) {
    return flip | (bits12(flip) & 1) << 11;
}

/*
 * The flip part of a row's place: the flips of the edges the spec orients, gathered, from all
 * twelve flips (`all`: the flip coordinate with BR's flip as bit 11, flip_with_parity) through
 * the place's two gathers. The search's conjugated flips come with bit 11 already (their
 * conjugation tables carry it), so it works out neither a parity nor a popcount per read.
 */
static inline int edge_flip_part_of_all(const edge_indexer *x, int all, int place) {
    if (x->oriented_edges == 12) {
        return all & 2047;
    }
    if (x->oriented_edges == 0) {
        return 0;
    }
    uint32_t at = x->place_gather[place];
    return x->gather[(at & 4095) | (all & 63)] | x->gather[(at >> 12 & 4095) | (all >> 6)] << (at >> 24);
}

/* edge_flip_part_of_all of a flip coordinate (the build's) */
static inline int edge_flip_part(const edge_indexer *x, int flip, int place) {
    return edge_flip_part_of_all(x, flip_with_parity(flip), place);
}

static inline int edge_index(const edge_indexer *x, int flip, int slice) {
    int place = slice / 24;
    /* a branch the build predicts, for tables without an order part: no modulo and no read
       (through slice_part_of_sorted instead, `small`'s build took 1.05x the CPU time) */
    int order = x->ordered ? x->order_class[slice % 24] : 0;
    return (order * x->flip_values + edge_flip_part(x, flip, place)) * EDGE_SLICES + place;
}

/*
 * A slice part: the E-slice pieces' place and the order part's value (order_class) together, as
 * value << SLICE_PART_SHIFT | place. The search turns and conjugates these in place of the
 * sorted slice coordinate (11,880 values): its tables shrink to what the spec tells apart.
 */
#define SLICE_PART_SHIFT 9
#define SLICE_PART_PLACE ((1 << SLICE_PART_SHIFT) - 1)

static inline int slice_part_of_sorted(const edge_indexer *x, int slice) {
    return x->order_class[slice % 24] << SLICE_PART_SHIFT | slice / 24;
}

/* edge_index of a slice part, with all twelve flips (edge_flip_part_of_all) */
static inline int edge_index_of_part(const edge_indexer *x, int all, int part) {
    int place = part & SLICE_PART_PLACE;
    return ((part >> SLICE_PART_SHIFT) * x->flip_values + edge_flip_part_of_all(x, all, place)) * EDGE_SLICES + place;
}

#endif
