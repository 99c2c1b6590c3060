/*
 * WordLayout in native code: where a coset table's entry is in its row. A row is whole units; a
 * unit is one 64-bit word of 30 entries under its top nibble (the unit's least distance), or two
 * words of 62 (nxopt's 16 bytes: 30 under the first word's nibble, 32 filling the second).
 */
#ifndef CUBELAB_WORD_LAYOUT_H
#define CUBELAB_WORD_LAYOUT_H

#include <stdint.h>

/* entries in a unit's first word, under its least distance; a two-word unit holds 32 more */
#define ENTRIES_PER_WORD 30
#define PAIR_ENTRIES 62

/* an entry's word from its row's first (WordLayout.wordInRow) and its bit in it; `second` when that word is its unit's second */
typedef struct {
    uint64_t word;
    int bit;
    int second;
} entry_place;

/*
 * Where entry `place` is in a row of `unit_words`-word units. The same layout for every entry of a
 * search or a pass: a branch the core always predicts, and each side divides by a constant.
 */
static inline entry_place entry_place_of(int unit_words, int place) {
    entry_place e;
    if (unit_words == 2) {
        int unit = place / PAIR_ENTRIES;
        int in_unit = place - unit * PAIR_ENTRIES;
        e.second = in_unit >= ENTRIES_PER_WORD;
        e.word = (uint64_t) (2 * unit + e.second);
        e.bit = (in_unit - e.second * ENTRIES_PER_WORD) << 1;
    } else {
        /* one word: no second word to test for, as few operations as before the two-word units (six reads a child) */
        int unit = place / ENTRIES_PER_WORD;
        e.second = 0;
        e.word = (uint64_t) unit;
        e.bit = (place - unit * ENTRIES_PER_WORD) << 1;
    }
    return e;
}

#endif
