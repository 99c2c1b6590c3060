/*
 * What the coset and slice-group loops share before their own code, once their `tables` type is
 * defined with the fields used here: a cube's pieces turned and premoved (PieceForm), the turn
 * lists (TurnLists); copying Java's tables and buffers in is java_arrays.h's. Header only: each
 * loop is one compilation unit.
 */
#ifndef CUBELAB_PIECES_H
#define CUBELAB_PIECES_H

#include "java_arrays.h"

/* PieceForm.move: the pieces turned (X·turn) */
static inline void move_pieces(const tables *t, const uint8_t *from, uint8_t *to, int turn) {
    const uint8_t *source = t->move_source + turn * PIECES;
    const uint8_t *code = t->move_code + turn * PIECES * CODES;
    for (int p = 0; p < PIECES; p++) {
        to[p] = code[p * CODES + from[source[p]]];
    }
}

/* PieceForm.follow: the inverse of P·turn from the inverse of P, a premove by the opposite turn */
static inline void follow_pieces(const tables *t, const uint8_t *from, uint8_t *to, int turn) {
    int premove = t->inverse[turn];
    const uint8_t *corners = t->corner_premove + premove * CODES;
    const uint8_t *edges = t->edge_premove + premove * CODES;
    for (int p = 0; p < 8; p++) {
        to[p] = corners[from[p]];
    }
    for (int p = 8; p < PIECES; p++) {
        to[p] = edges[from[p]];
    }
}

/* TurnLists: the turns allowed after, and before, a turn of each face (NO_FACE: none yet) */
static void turn_lists(tables *t) {
    for (int face = 0; face <= NO_FACE; face++) {
        for (int turn = 0; turn < TURNS; turn++) {
            if (t->allowed[face * 6 + turn / 3]) {
                t->after[face][t->after_count[face]++] = turn;
            }
            if (face == NO_FACE || t->allowed[turn / 3 * 6 + face]) {
                t->before[face][t->before_count[face]++] = turn;
            }
        }
    }
}

#endif
