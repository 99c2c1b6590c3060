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
#include "slice_lookup.h"
#include "huge_pages.h"
#include "dimensions.h"

#define PREMOVE 32

/* the order of the int arrays create0 is given: NativeSliceKernel's table constants */
enum {
    CORNER_MOVE, CLASS_AND_SYMMETRY, PLACE_MOVE, FLIPS_MOVE,
    PLACE_CONJUGATE, FLIPS_CONJUGATE, FLIPS_CONJUGATE_XOR, PLACE_MASKS, MOVE_SOURCE, MOVE_CODE, CORNER_PREMOVE,
    EDGE_PREMOVE, SOLVED_PIECES, INVERSE_TURN, ALLOWED, TABLE_COUNT
};

enum { FLIP_CLASSES, PARITY, BASE, ROW_WORDS, CORNERS, MINIMA_START, SCALAR_COUNT };

typedef slice_tables tables;

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

static int is_solved(const tables *t, const node *n) {
    return memcmp(n->piece[0], t->solved, PIECES) == 0;
}

/* the reads of one node's children between the stages below */
typedef struct {
    slice_lookup own[TURNS];
    slice_lookup others[TURNS];
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
        child->parity = slice_parity_after(from->parity, turn);
        child->corner[side] = t->corner_move[from->corner[side] * TURNS + turn];
        child->place[side] = t->place_move[from->place[side] * TURNS + turn];
        child->flips[side] = t->flips_move[from->flips[side] * TURNS + turn];
        p->own[i] = slice_locate(t, child->corner[side], child->place[side], child->flips[side]);
    }
}

/* Second stage: the side's bounds read; the survivors' other side followed and located */
static void children_read_own(const tables *t, const node *from, node *to, const int *turns, int count, int budget,
        int *est, int side, int invert, pending *p) {
    int other = 1 - side;
    for (int i = 0; i < count; i++) {
        est[i] = slice_read_bound(t, p->own[i]);
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
        if (slice_half_turn(turn)) {
            /* a half turn is in the group: the other side keeps its coset and bound */
            child->corner[other] = from->corner[other];
            child->place[other] = from->place[other];
            child->flips[other] = from->flips[other];
            child->bound[other] = from->bound[other];
        } else {
            slice_piece_coordinates(t, child->piece[other], child->parity, &child->corner[other], &child->place[other],
                    &child->flips[other]);
            p->others[i] = slice_locate(t, child->corner[other], child->place[other], child->flips[other]);
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
            to[i].bound[other] = slice_read_bound(t, p->others[i]);
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
    return slice_excluded_by(n->bound[1], remaining);
}

static inline int excluded_premoves(const tables *t, const node *n, int remaining) {
    return slice_excluded_by(n->bound[0], remaining);
}

#include "premove_dfs.h"

static void release_tables(tables *t) {
    if (t != NULL) {
        free(t->corner_move);
        free(t->class_and_symmetry);
        free(t);
    }
}

JNIEXPORT void JNICALL Java_cubelab_nativecode_SliceKernel_release(JNIEnv *env, jclass type, jlong handle) {
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

JNIEXPORT jlong JNICALL Java_cubelab_nativecode_SliceKernel_create0(JNIEnv *env, jclass type, jobjectArray arrays,
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

JNIEXPORT jint JNICALL Java_cubelab_nativecode_SliceKernel_search0(JNIEnv *env, jclass type, jlong handle,
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

/* the order of NativeSliceKernel's dimensions */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_SliceKernel_dimensionMismatch0(JNIEnv *env, jclass type,
        jintArray java) {
    static const jint own[] = {TURNS, CHUNK_SHIFT, PLACES, FLIPS, SYMMETRIES, PIECES, CODES, SLICE_ENTRIES_PER_WORD};
    return first_mismatch(env, java, own, 8);
}
