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
} edge_indexer;

/* edge_indexer.ordered, once its order classes are in place */
static inline void edge_indexer_ready(edge_indexer *x) {
    x->ordered = 0;
    for (int rank = 0; rank < 24; rank++) {
        x->ordered |= x->order_class[rank] != 0;
    }
}

/* the flip part of a row's place: the flips of the edges the spec orients, gathered */
static inline int edge_flip_part(const edge_indexer *x, int flip, int place) {
    if (x->oriented_edges == 12) {
        return flip;
    }
    if (x->oriented_edges == 0) {
        return 0;
    }
    int all = flip | (bits12(flip) & 1) << 11;
    int mask = x->oriented_edges == 4 ? x->slice_mask[place] : ~x->slice_mask[place] & 0xFFF;
    int low = mask & 63;
    return x->gather[low << 6 | (all & 63)] | x->gather[(mask >> 6) << 6 | (all >> 6)] << bits12(low);
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

/* edge_index of a slice part */
static inline int edge_index_of_part(const edge_indexer *x, int flip, int part) {
    int place = part & SLICE_PART_PLACE;
    return ((part >> SLICE_PART_SHIFT) * x->flip_values + edge_flip_part(x, flip, place)) * EDGE_SLICES + place;
}

#endif
