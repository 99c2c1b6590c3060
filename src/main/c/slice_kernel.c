/*
 * IDA*'s loop over a slice-group table, as native code: the same search as IdaStarWorker.search
 * with SliceHeuristic (the cube and its inverse read once each, solutions grown at the end with
 * fewer turns to try), node for node, with the reads pipelined: every child's entry is located
 * and prefetched before any is read, then the same for the other side of the survivors. See
 * docs/solver.md, "The 48-symmetric subgroups, measured".
 *
 * The tables stay where Java keeps them: direct buffers of 2^27 words each (native memory on
 * huge pages, or the file mapping), whose addresses this kernel reads.
 */
#include <jni.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "subtree_run.h"
#include "bits.h"
#include "huge_pages.h"

#define TURNS 18
#define NO_FACE 6
#define PREMOVE 32
#define CHUNK_SHIFT 27
#define PLACES 34650
#define FLIPS 2048
#define SYMMETRIES 48
#define PIECES 20
#define CODES 24
#define ENTRIES_PER_WORD 32
#define HALF_TURNS 0x12492 /* turns 1, 4, 7, 10, 13, 16 */

/* the order of the int arrays create0 is given: NativeSliceKernel's table constants */
enum {
    CORNER_MOVE, CLASS_AND_SYMMETRY, PLACE_MOVE, FLIPS_MOVE,
    PLACE_CONJUGATE, FLIPS_CONJUGATE, FLIPS_CONJUGATE_XOR, PLACE_MASKS, MOVE_SOURCE, MOVE_CODE, CORNER_PREMOVE,
    EDGE_PREMOVE, SOLVED_PIECES, INVERSE_TURN, ALLOWED, TABLE_COUNT
};

enum { FLIP_CLASSES, PARITY, BASE, ROW_WORDS, CORNERS, MINIMA_START, SCALAR_COUNT };

typedef struct {
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
} tables;

/* a node: each side's corner value, place, flips, bound and pieces; the corners' parity, the same for both */
typedef struct {
    int32_t corner[2];
    int32_t place[2];
    int32_t flips[2];
    int32_t bound[2];
    int32_t parity;
    uint8_t piece[2][PIECES];
} node;

#include "pieces.h"

/* the table word and entry shift of one lookup, and the word of its least distance */
typedef struct {
    const uint64_t *word;
    const uint64_t *minimum;
    int shift;
    int minimum_shift;
} lookup;

/* the bits of the 12-bit value under the 12-bit mask, packed (pext without BMI2) */
static inline int gather12(const tables *t, int value, int mask) {
    int low = mask & 63;
    return t->gather[low << 6 | (value & 63)] | t->gather[(mask >> 6) << 6 | (value >> 6)] << bits12(low);
}

/* SliceEdges.flipClass: per slice, the flips at its positions relative to the first */
static inline int flip_class(const tables *t, int place, int flips) {
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
static inline lookup locate(const tables *t, int corner, int place, int flips) {
    int32_t class_and_symmetry = t->class_and_symmetry[corner];
    int s = class_and_symmetry & 63;
    int seen = t->place_conjugate[s * PLACES + place];
    int entry = seen;
    if (t->flip_classes > 1) {
        int seen_flips = t->flips_conjugate[s * FLIPS + flips] ^ t->flips_conjugate_xor[s * PLACES + place];
        entry = seen * t->flip_classes + flip_class(t, seen, seen_flips);
    }
    uint64_t index = (uint64_t) (class_and_symmetry >> 6) * t->row_words + (uint64_t) (entry / ENTRIES_PER_WORD);
    lookup l;
    l.word = t->chunks[index >> CHUNK_SHIFT] + (index & ((1u << CHUNK_SHIFT) - 1));
    l.shift = (entry % ENTRIES_PER_WORD) << 1;
    uint64_t minimum = t->minima_start + (index >> 4);
    l.minimum = t->chunks[minimum >> CHUNK_SHIFT] + (minimum & ((1u << CHUNK_SHIFT) - 1));
    l.minimum_shift = (int) (index & 15) << 2;
    __builtin_prefetch(l.word, 0, 0);
    __builtin_prefetch(l.minimum, 0, 0);
    return l;
}

/* SliceHeuristic.read: the code, or at or below the base the least distance of the entry's word */
static inline int read_bound(const tables *t, lookup l) {
    int code = (int) (*l.word >> l.shift) & 3;
    if (code > 0) {
        return t->base + code;
    }
    return (int) (*l.minimum >> l.minimum_shift) & 15;
}

/* SlicePieceCoordinates: a side's corner value, place and flips off its pieces */
static inline void piece_coordinates(const tables *t, const uint8_t *piece, int parity, int32_t *corner,
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

static int is_solved(const tables *t, const node *n) {
    return memcmp(n->piece[0], t->solved, PIECES) == 0;
}

/* the reads of one node's children between the stages below */
typedef struct {
    lookup own[TURNS];
    lookup others[TURNS];
    int unread[TURNS];
} pending;

#define STAGES 3

/*
 * SliceHeuristic.sideChildren, in three stages that premove_dfs.h interleaves with the stages of
 * the node's siblings: the children where side `side` turns (by the inverse of each turn when
 * `invert`). est[i] ends as the child's estimate; a child is dead once it exceeds the budget.
 * First stage: every child's side turned and located (its words prefetched).
 */
static void children_locate(const tables *t, const node *from, node *to, const int *turns, int count, int budget,
        int *est, int side, int invert, pending *p) {
    for (int i = 0; i < count; i++) {
        int turn = invert ? t->inverse[turns[i]] : turns[i];
        node *child = to + i;
        child->parity = from->parity ^ (turn % 3 == 1 ? 0 : 1);
        child->corner[side] = t->corner_move[from->corner[side] * TURNS + turn];
        child->place[side] = t->place_move[from->place[side] * TURNS + turn];
        child->flips[side] = t->flips_move[from->flips[side] * TURNS + turn];
        p->own[i] = locate(t, child->corner[side], child->place[side], child->flips[side]);
    }
}

/* Second stage: the side's bounds read; the survivors' other side followed and located */
static void children_read_own(const tables *t, const node *from, node *to, const int *turns, int count, int budget,
        int *est, int side, int invert, pending *p) {
    int other = 1 - side;
    for (int i = 0; i < count; i++) {
        est[i] = read_bound(t, p->own[i]);
        to[i].bound[side] = est[i];
    }
    for (int i = 0; i < count; i++) {
        p->unread[i] = 0;
        if (est[i] > budget) {
            continue;
        }
        int turn = invert ? t->inverse[turns[i]] : turns[i];
        node *child = to + i;
        follow_pieces(t, from->piece[other], child->piece[other], turn);
        if (turn % 3 == 1) {
            /* a half turn is in the group: the other side keeps its coset and bound */
            child->corner[other] = from->corner[other];
            child->place[other] = from->place[other];
            child->flips[other] = from->flips[other];
            child->bound[other] = from->bound[other];
        } else {
            piece_coordinates(t, child->piece[other], child->parity, &child->corner[other], &child->place[other],
                    &child->flips[other]);
            p->others[i] = locate(t, child->corner[other], child->place[other], child->flips[other]);
            p->unread[i] = 1;
        }
    }
}

/* Third stage: the other side's bounds read, the estimates completed, the survivors' pieces turned */
static void children_read_other(const tables *t, const node *from, node *to, const int *turns, int count,
        int budget, int *est, int side, int invert, pending *p) {
    int other = 1 - side;
    for (int i = 0; i < count; i++) {
        if (p->unread[i]) {
            to[i].bound[other] = read_bound(t, p->others[i]);
        }
    }
    for (int i = 0; i < count; i++) {
        if (est[i] <= budget) {
            est[i] = to[i].bound[other] > est[i] ? to[i].bound[other] : est[i];
            move_pieces(t, from->piece[side], to[i].piece[side], invert ? t->inverse[turns[i]] : turns[i]);
        }
    }
}

/* premove_dfs.h's stages: stage 0 first, each one the next time round */
static void children_stage(int stage, const tables *t, const node *from, node *to, const int *turns, int count,
        int budget, int *est, int side, pending *p) {
    if (stage == 0) {
        children_locate(t, from, to, turns, count, budget, est, side, side, p);
    } else if (stage == 1) {
        children_read_own(t, from, to, turns, count, budget, est, side, side, p);
    } else {
        children_read_other(t, from, to, turns, count, budget, est, side, side, p);
    }
}

/* SliceHeuristic.excludedTurns and excludedPremoves: a tight side allows no half turn on the other */
static inline int excluded_turns(const tables *t, const node *n, int remaining) {
    return n->bound[1] >= remaining ? HALF_TURNS : 0;
}

static inline int excluded_premoves(const tables *t, const node *n, int remaining) {
    return n->bound[0] >= remaining ? HALF_TURNS : 0;
}

#include "premove_dfs.h"

static void release_tables(tables *t) {
    if (t != NULL) {
        free(t->corner_move);
        free(t->class_and_symmetry);
        free(t);
    }
}

JNIEXPORT void JNICALL Java_cubelab_search_NativeSliceKernel_release(JNIEnv *env, jclass type, jlong handle) {
    release_tables((tables *) (intptr_t) handle);
}

/* the parts SlicePieceCoordinates sums, the bit gathers and the subset ranks (SubsetRanks: by mask order) */
static void derived_tables(tables *t) {
    static const int power3[7] = {729, 243, 81, 27, 9, 3, 1};
    for (int p = 0; p < 8; p++) {
        for (int code = 0; code < CODES; code++) {
            int piece = code / 3;
            int digit = p < 7 ? code % 3 * power3[p] : 0;
            int tetrad = piece == 0 || piece == 2 || piece == 5 || piece == 7;
            t->corner_parts[p * CODES + code] = digit + (tetrad ? 1 << (12 + p) : 0);
        }
    }
    for (int p = 0; p < 12; p++) {
        for (int code = 0; code < CODES; code++) {
            int piece = code / 2;
            int64_t part = p < 11 ? (int64_t) (code % 2) << p : 0;
            if (piece < 8 && (piece & 1) == 1) {
                part |= (int64_t) 1 << (11 + p);
            } else if (piece >= 8) {
                part |= (int64_t) 1 << (23 + p);
            }
            t->edge_parts[p * CODES + code] = part;
        }
    }
    for (int mask = 0; mask < 64; mask++) {
        for (int bits = 0; bits < 64; bits++) {
            int packed = 0;
            int k = 0;
            for (int b = 0; b < 6; b++) {
                if (mask >> b & 1) {
                    packed |= (bits >> b & 1) << k++;
                }
            }
            t->gather[mask << 6 | bits] = (uint8_t) packed;
        }
    }
    int n12 = 0;
    for (int mask = 0; mask < 4096; mask++) {
        t->rank12[mask] = (int16_t) (__builtin_popcount(mask) == 4 ? n12++ : -1);
    }
    int n8 = 0;
    for (int mask = 0; mask < 256; mask++) {
        t->rank8[mask] = (int8_t) (__builtin_popcount(mask) == 4 ? n8++ : -1);
    }
}

JNIEXPORT jlong JNICALL Java_cubelab_search_NativeSliceKernel_create0(JNIEnv *env, jclass type, jobjectArray arrays,
        jintArray scalars, jobjectArray chunks) {
    if ((*env)->GetArrayLength(env, arrays) != TABLE_COUNT || (*env)->GetArrayLength(env, scalars) != SCALAR_COUNT) {
        return 0;
    }
    jint values[SCALAR_COUNT];
    (*env)->GetIntArrayRegion(env, scalars, 0, SCALAR_COUNT, values);
    tables *t = huge_allocate(sizeof(tables), 1);
    if (t == NULL) {
        return 0;
    }
    t->flip_classes = values[FLIP_CLASSES];
    t->parity = values[PARITY];
    t->base = values[BASE];
    t->row_words = (uint64_t) values[ROW_WORDS];
    t->corners = values[CORNERS];
    t->minima_start = (uint64_t) (uint32_t) values[MINIMA_START];
    t->corner_move = huge_allocate((size_t) t->corners * TURNS * sizeof(int32_t), 0);
    t->class_and_symmetry = huge_allocate((size_t) t->corners * sizeof(int32_t), 0);
    int ok = t->corner_move != NULL && t->class_and_symmetry != NULL
            && narrow(env, arrays, CORNER_MOVE, t->corners * TURNS, t->corner_move, 4)
            && narrow(env, arrays, CLASS_AND_SYMMETRY, t->corners, t->class_and_symmetry, 4)
            && narrow(env, arrays, PLACE_MOVE, PLACES * TURNS, t->place_move, 2)
            && narrow(env, arrays, FLIPS_MOVE, FLIPS * TURNS, t->flips_move, 2)
            && narrow(env, arrays, PLACE_CONJUGATE, SYMMETRIES * PLACES, t->place_conjugate, 2)
            && narrow(env, arrays, FLIPS_CONJUGATE, SYMMETRIES * FLIPS, t->flips_conjugate, 2)
            && narrow(env, arrays, FLIPS_CONJUGATE_XOR, SYMMETRIES * PLACES, t->flips_conjugate_xor, 2)
            && narrow(env, arrays, PLACE_MASKS, PLACES, t->place_masks, 4)
            && narrow(env, arrays, MOVE_SOURCE, TURNS * PIECES, t->move_source, 1)
            && narrow(env, arrays, MOVE_CODE, TURNS * PIECES * CODES, t->move_code, 1)
            && narrow(env, arrays, CORNER_PREMOVE, TURNS * CODES, t->corner_premove, 1)
            && narrow(env, arrays, EDGE_PREMOVE, TURNS * CODES, t->edge_premove, 1)
            && narrow(env, arrays, SOLVED_PIECES, PIECES, t->solved, 1)
            && narrow(env, arrays, INVERSE_TURN, TURNS, t->inverse, 1)
            && narrow(env, arrays, ALLOWED, (NO_FACE + 1) * 6, t->allowed, 1)
            && addresses(env, chunks, t->chunks, &t->chunk_count);
    if (!ok) {
        release_tables(t);
        return 0;
    }
    derived_tables(t);
    turn_lists(t);
    return (jlong) (intptr_t) t;
}

/* SliceHeuristic's state layout: per side corner, place, flips, 20 pieces, bound; then the parity */
#define SIDE_WIDTH (3 + PIECES + 1)
#define ROOT_WIDTH (2 * SIDE_WIDTH + 1)

JNIEXPORT jint JNICALL Java_cubelab_search_NativeSliceKernel_search0(JNIEnv *env, jclass type, jlong handle,
        jintArray java_root, jint offset, jint g, jint last_face, jint bound, jboolean all, jintArray path,
        jlongArray at_depth, jobject callbacks) {
    jint root[ROOT_WIDTH];
    (*env)->GetIntArrayRegion(env, java_root, offset, ROOT_WIDTH, root);
    node start;
    for (int side = 0; side < 2; side++) {
        const jint *at = root + side * SIDE_WIDTH;
        start.corner[side] = at[0];
        start.place[side] = at[1];
        start.flips[side] = at[2];
        for (int p = 0; p < PIECES; p++) {
            start.piece[side][p] = (uint8_t) at[3 + p];
        }
        start.bound[side] = at[3 + PIECES];
    }
    start.parity = root[2 * SIDE_WIDTH];
    return search_subtree((const tables *) (intptr_t) handle, env, &start, g, last_face, bound, all, path, at_depth,
            callbacks);
}
