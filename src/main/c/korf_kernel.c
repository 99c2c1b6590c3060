/*
 * The inner loop of IDA* on Korf's three pattern databases, as native code: the same search as
 * PatternDatabaseHeuristic.korfChildren under IdaStar's worker (same move pruning, same child
 * order, same node counts), but compiled by gcc and with prefetches, which Java has not: the
 * edge-table entries of the children the corners keep and those children's move-table rows are
 * requested together, so their cache misses overlap. Tables are copied into native memory once.
 * See docs/solver.md, "The node rate on an idle machine".
 */
#include <jni.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "huge_pages.h"

#include "subtree_run.h"
#include "dimensions.h"

#define TURNS 18
#define TWISTS 2187

typedef struct {
    uint16_t *permutation;       /* [p * 18 + turn] */
    uint16_t *twist;             /* [t * 18 + turn] */
    uint16_t *class_and_symmetry; /* [p]: class << 4 | symmetry */
    uint16_t *twist_image;       /* [s * 2187 + t] */
    uint8_t *folded_corners;     /* 4 bits per entry */
    int32_t *moves[2];           /* [rank * 18 + turn]: new rank << k | toggled flips */
    uint8_t *edges[2];           /* 4 bits per entry */
    int32_t edge_count[2];       /* k of each edge table */
    int32_t solved[2];
    int after_count[7];
    int after[7][TURNS];
} tables;

typedef struct {
    subtree_run run;
    const tables *t;
} search;

static void *copy(JNIEnv *env, jarray array, size_t element) {
    jsize length = (*env)->GetArrayLength(env, array);
    size_t bytes = (size_t) length * element;
    void *memory = huge_allocate(bytes, 0);
    if (memory == NULL) {
        return NULL;
    }
    void *source = (*env)->GetPrimitiveArrayCritical(env, array, NULL);
    memcpy(memory, source, bytes);
    (*env)->ReleasePrimitiveArrayCritical(env, array, source, JNI_ABORT);
    return memory;
}

static inline int nibble(const uint8_t *table, int32_t index) {
    return (table[index >> 1] >> ((index & 1) << 2)) & 15;
}

/* 1: found (path filled from depth g), 0: subtree exhausted, -1: told to stop */
static int dfs(search *s, int g, int p, int tw, int32_t a, int32_t b, int last_face) {
    const tables *t = s->t;
    subtree_run *run = &s->run;
    if (g == run->bound) {
        if (p != 0 || tw != 0 || a != t->solved[0] || b != t->solved[1]) {
            return 0;
        }
        /* every solution asked for: hand this one over and go on */
        return run->all ? run_solution(run) : 1;
    }
    int budget = run->bound - g - 1;
    const int *turns = t->after[last_face];
    int n = t->after_count[last_face];
    if (run_count(run, g, n)) {
        return -1;
    }
    const uint16_t *permutation_row = t->permutation + p * TURNS;
    const uint16_t *twist_row = t->twist + tw * TURNS;
    int ka = t->edge_count[0], kb = t->edge_count[1];
    const int32_t *a_row = t->moves[0] + (a >> ka) * TURNS;
    const int32_t *b_row = t->moves[1] + (b >> kb) * TURNS;
    int32_t a_flips = a & ((1 << ka) - 1), b_flips = b & ((1 << kb) - 1);
    int cp[TURNS], ct[TURNS], ca[TURNS], cb[TURNS], h[TURNS], kept[TURNS];
    for (int i = 0; i < n; i++) {
        int turn = turns[i];
        int pp = permutation_row[turn], tt = twist_row[turn];
        cp[i] = pp;
        ct[i] = tt;
        ca[i] = a_row[turn] ^ a_flips;
        cb[i] = b_row[turn] ^ b_flips;
        int c = t->class_and_symmetry[pp];
        h[i] = (c >> 4) * TWISTS + t->twist_image[(c & 15) * TWISTS + tt];
    }
    int m = 0;
    if (budget == 0) {
        /* only a solved child can pass: no table reads */
        for (int i = 0; i < n; i++) {
            if (h[i] == 0 && ca[i] == t->solved[0] && cb[i] == t->solved[1]) {
                kept[m++] = i;
            }
        }
    } else {
        int corners_kept = 0;
        for (int i = 0; i < n; i++) {
            if (nibble(t->folded_corners, h[i]) <= budget) {
                kept[corners_kept++] = i;
                __builtin_prefetch(t->edges[0] + (ca[i] >> 1));
                __builtin_prefetch(t->edges[1] + (cb[i] >> 1));
                if (budget > 1) {
                    const int32_t *next_a = t->moves[0] + (ca[i] >> ka) * TURNS;
                    const int32_t *next_b = t->moves[1] + (cb[i] >> kb) * TURNS;
                    __builtin_prefetch(next_a);
                    __builtin_prefetch(next_a + TURNS - 1);
                    __builtin_prefetch(next_b);
                    __builtin_prefetch(next_b + TURNS - 1);
                }
            }
        }
        for (int k = 0; k < corners_kept; k++) {
            int i = kept[k];
            if (nibble(t->edges[0], ca[i]) <= budget && nibble(t->edges[1], cb[i]) <= budget) {
                kept[m++] = i;
            }
        }
    }
    for (int k = 0; k < m; k++) {
        int i = kept[k];
        run->path[g] = turns[i];
        int result = dfs(s, g + 1, cp[i], ct[i], ca[i], cb[i], turns[i] / 3);
        if (result != 0) {
            return result;
        }
    }
    return 0;
}

JNIEXPORT void JNICALL Java_cubelab_nativecode_KorfKernel_release(JNIEnv *env, jclass type, jlong handle);

JNIEXPORT jlong JNICALL Java_cubelab_nativecode_KorfKernel_create0(JNIEnv *env, jclass type,
        jcharArray permutation, jcharArray twist, jcharArray class_and_symmetry, jcharArray twist_image,
        jbyteArray folded_corners, jintArray first_moves, jintArray second_moves, jbyteArray first_table,
        jbyteArray second_table, jintArray edge_counts, jintArray solved, jbooleanArray allowed) {
    tables *t = calloc(1, sizeof(tables));
    if (t == NULL) {
        return 0;
    }
    t->permutation = copy(env, permutation, 2);
    t->twist = copy(env, twist, 2);
    t->class_and_symmetry = copy(env, class_and_symmetry, 2);
    t->twist_image = copy(env, twist_image, 2);
    t->folded_corners = copy(env, folded_corners, 1);
    t->moves[0] = copy(env, first_moves, 4);
    t->moves[1] = copy(env, second_moves, 4);
    t->edges[0] = copy(env, first_table, 1);
    t->edges[1] = copy(env, second_table, 1);
    (*env)->GetIntArrayRegion(env, edge_counts, 0, 2, t->edge_count);
    (*env)->GetIntArrayRegion(env, solved, 0, 2, t->solved);
    /* allowed[previous * 6 + face]: Korf's move pruning, from MovePruning (previous 6: the root) */
    jboolean rules[7 * 6];
    (*env)->GetBooleanArrayRegion(env, allowed, 0, 7 * 6, rules);
    for (int previous = 0; previous < 7; previous++) {
        t->after_count[previous] = 0;
        for (int turn = 0; turn < TURNS; turn++) {
            if (rules[previous * 6 + turn / 3]) {
                t->after[previous][t->after_count[previous]++] = turn;
            }
        }
    }
    if (!t->permutation || !t->twist || !t->class_and_symmetry || !t->twist_image || !t->folded_corners
            || !t->moves[0] || !t->moves[1] || !t->edges[0] || !t->edges[1]) {
        Java_cubelab_nativecode_KorfKernel_release(env, type, (jlong) (intptr_t) t);
        return 0;
    }
    return (jlong) (intptr_t) t;
}

JNIEXPORT jint JNICALL Java_cubelab_nativecode_KorfKernel_search0(JNIEnv *env, jclass type, jlong handle,
        jint p, jint tw, jint a, jint b, jint g, jint last_face, jint bound, jboolean all, jintArray path,
        jlongArray at_depth, jobject callbacks) {
    search s;
    s.t = (const tables *) (intptr_t) handle;
    if (!run_begin(&s.run, env, callbacks, path, at_depth, g, bound, all)) {
        return -2; /* no memory for the counts: NativeKorfKernel says so */
    }
    int result = dfs(&s, g, p, tw, a, b, last_face);
    return run_end(&s.run, g, result);
}

JNIEXPORT void JNICALL Java_cubelab_nativecode_KorfKernel_release(JNIEnv *env, jclass type, jlong handle) {
    tables *t = (tables *) (intptr_t) handle;
    if (t == NULL) {
        return;
    }
    free(t->permutation);
    free(t->twist);
    free(t->class_and_symmetry);
    free(t->twist_image);
    free(t->folded_corners);
    free(t->moves[0]);
    free(t->moves[1]);
    free(t->edges[0]);
    free(t->edges[1]);
    free(t);
}

/* TURNS, TWISTS: the order of NativeKorfKernel's dimensions */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_KorfKernel_dimensionMismatch0(JNIEnv *env, jclass type,
        jintArray java) {
    static const jint own[] = {TURNS, TWISTS};
    return first_mismatch(env, java, own, 2);
}
