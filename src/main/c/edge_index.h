/*
 * EdgeIndexer.index in C, for the coset search loop and the coset build's forward loop: a coset's
 * edge part (flip, slice sorted) as its place in a table row, (order · flips + flip part) · 495 +
 * slice place. Header only: each loop is one compilation unit.
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

static inline int edge_index(const edge_indexer *x, int flip, int slice) {
    int place = slice / 24;
    int flip_part;
    if (x->oriented_edges == 12) {
        flip_part = flip;
    } else if (x->oriented_edges == 0) {
        flip_part = 0;
    } else {
        int all = flip | (bits12(flip) & 1) << 11;
        int mask = x->oriented_edges == 4 ? x->slice_mask[place] : ~x->slice_mask[place] & 0xFFF;
        int low = mask & 63;
        flip_part = x->gather[low << 6 | (all & 63)] | x->gather[(mask >> 6) << 6 | (all >> 6)] << bits12(low);
    }
    /* a branch the search predicts, for tables without an order part: no modulo and no read in the
       chain that computes the table word's address */
    int order = x->ordered ? x->order_class[slice % 24] : 0;
    return (order * x->flip_values + flip_part) * EDGE_SLICES + place;
}

#endif
