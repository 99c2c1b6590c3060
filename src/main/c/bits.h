/*
 * The number of set bits of a 12-bit value, for the edge index's parity and gather. The library
 * is built for baseline x86-64 (it must run on any CPU of the architecture), which has no popcnt
 * instruction, so gcc turns __builtin_popcount into a call to libgcc's __popcountdi2, in the
 * search's innermost loop; two reads of a 64-entry table cost less. Header only.
 */
#ifndef CUBELAB_BITS_H
#define CUBELAB_BITS_H

#include <stdint.h>

#define CUBELAB_B2(n) n, n + 1, n + 1, n + 2
#define CUBELAB_B4(n) CUBELAB_B2(n), CUBELAB_B2(n + 1), CUBELAB_B2(n + 1), CUBELAB_B2(n + 2)
#define CUBELAB_B6(n) CUBELAB_B4(n), CUBELAB_B4(n + 1), CUBELAB_B4(n + 1), CUBELAB_B4(n + 2)

static const uint8_t bits_of_6[64] = {CUBELAB_B6(0)};

/* the set bits of x, 0 <= x < 4096 */
static inline int bits12(int x) {
    return bits_of_6[x & 63] + bits_of_6[x >> 6 & 63];
}

#endif
