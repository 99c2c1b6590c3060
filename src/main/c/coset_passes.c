/*
 * The inner loop of a coset table build's forward pass, as native code: CosetTableBuilder.forward
 * for one source row and one turn, whose entries all move into one neighbouring row (TurnMaps).
 * Each entry's neighbour is found through the turn's two maps and EdgeIndexer.index, and marked
 * if still unvisited, exactly as BreadthFirstBuild.markWord does: the same bytes, with the Java
 * loop kept for a table in the heap and tested against this one. What it adds to the Java loop:
 * the neighbours' places are worked out first and sorted by their part of the row, so that the
 * marks go through the neighbouring row 35 KB at a time, in the core's nearest caches, instead of
 * at random over all of it (811 KB for large). A row with symmetries (forwardSymmetric0) gets
 * each neighbour in every copy, unsorted. See docs/solver.md.
 *
 * The caller holds the target row's lock, so a mark is a plain store.
 */
#include <jni.h>
#include <stdint.h>
#include <stdlib.h>

#include "edge_index.h"
#include "java_arrays.h"
#include "dimensions.h"
#include "word_layout.h"

#define TURNS 18
#define SYMMETRIES 16
#define FLIPS 2048
#define SLICE_SORTED 11880
#define SLICE_PLACES 495
#define CHUNK_SHIFT 27
/* forward0 sorts a turn's neighbours by place >> BUCKET_SHIFT: 35 KB of row a bucket */
#define BUCKET_SHIFT 17
#define MAX_BUCKETS 64

typedef struct {
    uint16_t flip_after[TURNS * SYMMETRIES * FLIPS];
    int32_t slice_after[TURNS * SYMMETRIES * SLICE_SORTED];
    /* CosetCoordinates' conjugates, for the copies of an entry in a row with symmetries */
    uint16_t slice_conjugate[SYMMETRIES * SLICE_SORTED];
    uint16_t flip_conjugate[SYMMETRIES * FLIPS];
    uint16_t flip_conjugate_xor[SYMMETRIES * SLICE_PLACES];
    edge_indexer edges;
    /* WordLayout: 1 (30 entries a word) or 2 (62 in two words) */
    int unit_words;
    int chunk_count;
    uint64_t *chunks[64];
} passes;

/* the order of the int arrays create0 is given: NativeCosetPasses.create's */
enum { FLIP_AFTER, SLICE_AFTER, SLICE_MASK, GATHER, ORDER_CLASS, SLICE_CONJUGATE, FLIP_CONJUGATE, FLIP_CONJUGATE_XOR, TABLE_COUNT };

JNIEXPORT jlong JNICALL Java_cubelab_nativecode_CosetPasses_create0(JNIEnv *env, jclass type,
        jobjectArray arrays, jint oriented_edges, jint flip_values, jint order_values, jint unit_words,
        jobjectArray chunks) {
    if ((*env)->GetArrayLength(env, arrays) != TABLE_COUNT || (unit_words != 1 && unit_words != 2)) {
        return 0;
    }
    passes *p = calloc(1, sizeof(passes));
    if (p == NULL) {
        return 0;
    }
    int ok = narrow(env, arrays, FLIP_AFTER, TURNS * SYMMETRIES * FLIPS, p->flip_after, 2)
            && narrow(env, arrays, SLICE_AFTER, TURNS * SYMMETRIES * SLICE_SORTED, p->slice_after, 4)
            && narrow(env, arrays, SLICE_MASK, EDGE_SLICES, p->edges.slice_mask, 2)
            && narrow(env, arrays, GATHER, 64 * 64, p->edges.gather, 1)
            && narrow(env, arrays, ORDER_CLASS, 24, p->edges.order_class, 1)
            && narrow(env, arrays, SLICE_CONJUGATE, SYMMETRIES * SLICE_SORTED, p->slice_conjugate, 2)
            && narrow(env, arrays, FLIP_CONJUGATE, SYMMETRIES * FLIPS, p->flip_conjugate, 2)
            && narrow(env, arrays, FLIP_CONJUGATE_XOR, SYMMETRIES * SLICE_PLACES, p->flip_conjugate_xor, 2)
            && addresses(env, chunks, (const uint64_t **) p->chunks, &p->chunk_count);
    if (!ok) {
        free(p);
        return 0;
    }
    /* every place must fall in a bucket of forward0's counting sort */
    if (order_values * flip_values * EDGE_SLICES > MAX_BUCKETS << BUCKET_SHIFT) {
        free(p);
        return 0;
    }
    p->unit_words = unit_words;
    p->edges.oriented_edges = oriented_edges;
    p->edges.flip_values = flip_values;
    edge_indexer_ready(&p->edges);
    return (jlong) (intptr_t) p;
}

JNIEXPORT void JNICALL Java_cubelab_nativecode_CosetPasses_release0(JNIEnv *env, jclass type, jlong handle) {
    free((passes *) (intptr_t) handle);
}

/*
 * Marks the entry at `place` of the row starting at word `first`, if unvisited. Without a branch:
 * about a fifth of a last pass's neighbours are new, at random, so a branch on it would be
 * mispredicted for about a third of them; the word is written back unchanged when the entry was
 * visited (the caller holds the row's lock, and the row is in the core's nearest caches).
 */
static inline void mark(const passes *p, uint64_t first, int place, uint64_t clear, uint64_t nibble) {
    entry_place e = entry_place_of(p->unit_words, place);
    uint64_t index = first + e.word;
    uint64_t *word = p->chunks[index >> CHUNK_SHIFT] + (index & ((1u << CHUNK_SHIFT) - 1));
    int shift = e.bit;
    uint64_t value = *word;
    uint64_t unvisited = (uint64_t) 0 - (uint64_t) ((value >> shift & 3) == 3);
    if (p->unit_words == 1) {
        /* one store, as before the two-word units: a second made small's build 1.09x slower */
        uint64_t first_in_word = (uint64_t) 0 - (uint64_t) ((value >> 60) == 15);
        *word = value & ~((clear << shift) & unvisited) & ~(nibble & unvisited & first_in_word);
        return;
    }
    /* a unit's two words are in one chunk: rows and chunks start at whole units */
    uint64_t *unit_first = word - e.second;
    uint64_t head = *unit_first;
    /* the first entry written into a unit also writes its least distance (nibble 15 before) */
    uint64_t first_in_unit = (uint64_t) 0 - (uint64_t) ((head >> 60) == 15);
    uint64_t nibble_clear = nibble & unvisited & first_in_unit;
    /* both loads before both stores; where the entry is in the first word the second store has it all */
    uint64_t in_first = (uint64_t) e.second - 1;
    *unit_first = head & ~nibble_clear;
    *word = value & ~((clear << shift) & unvisited) & ~(nibble_clear & in_first);
}

/* one turn's maps and the bits a mark clears: what both forward loops start from */
typedef struct {
    const uint16_t *flip_after;
    const int32_t *slice_after;
    uint64_t clear;
    uint64_t nibble;
} turn_batch;

static inline turn_batch batch_of(const passes *p, jint flip_slab, jint slice_slab, jint code, jint distance) {
    turn_batch b;
    b.flip_after = p->flip_after + flip_slab;
    b.slice_after = p->slice_after + slice_slab;
    b.clear = (uint64_t) (3 ^ code);
    b.nibble = (uint64_t) (15 ^ distance) << 60;
    return b;
}

/* an entry's neighbour under the batch's turn, both as flip << 16 | slice sorted */
static inline int neighbour(const turn_batch *b, int state) {
    int after = b->slice_after[state & 0xFFFF];
    int flip = b->flip_after[(uint32_t) state >> 16] ^ (after >> 16);
    return flip << 16 | (after & 0xFFFF);
}

/*
 * Marks the unvisited neighbours of count entries (states: flip << 16 | slice sorted) under one
 * turn, whose maps start at flip_slab and slice_slab, in the row whose first word is `first`.
 * The neighbours' places are worked out first and sorted by their part of the row (a counting
 * sort on the places' high bits, into `sorted`), so that the marks go through the row part by part.
 */
JNIEXPORT void JNICALL Java_cubelab_nativecode_CosetPasses_forward0(JNIEnv *env, jclass type, jlong handle,
        jintArray java_states, jintArray java_places, jintArray java_sorted, jint count, jint flip_slab,
        jint slice_slab, jlong first, jint code, jint distance) {
    const passes *p = (const passes *) (intptr_t) handle;
    turn_batch b = batch_of(p, flip_slab, slice_slab, code, distance);
    jint *states = (*env)->GetPrimitiveArrayCritical(env, java_states, NULL);
    jint *places = states == NULL ? NULL : (*env)->GetPrimitiveArrayCritical(env, java_places, NULL);
    jint *sorted = places == NULL ? NULL : (*env)->GetPrimitiveArrayCritical(env, java_sorted, NULL);
    if (sorted != NULL) {
        int start[MAX_BUCKETS + 1] = {0};
        for (jint i = 0; i < count; i++) {
            int next = neighbour(&b, states[i]);
            int place = edge_index(&p->edges, (uint32_t) next >> 16, next & 0xFFFF);
            places[i] = place;
            start[(place >> BUCKET_SHIFT) + 1]++;
        }
        for (int b = 0; b < MAX_BUCKETS; b++) {
            start[b + 1] += start[b];
        }
        for (jint i = 0; i < count; i++) {
            sorted[start[places[i] >> BUCKET_SHIFT]++] = places[i];
        }
        for (jint i = 0; i < count; i++) {
            mark(p, (uint64_t) first, sorted[i], b.clear, b.nibble);
        }
    }
    /* scratch only: Java reads neither array, so a copy need not be written back */
    if (sorted != NULL) {
        (*env)->ReleasePrimitiveArrayCritical(env, java_sorted, sorted, JNI_ABORT);
    }
    if (places != NULL) {
        (*env)->ReleasePrimitiveArrayCritical(env, java_places, places, JNI_ABORT);
    }
    if (states != NULL) {
        (*env)->ReleasePrimitiveArrayCritical(env, java_states, states, JNI_ABORT);
    }
}

/*
 * forward0 for a target row with symmetries (`stabilizer`: the symmetries that keep its corner
 * class, bit 0 the identity): every neighbour is marked in each of its copies, as
 * CosetTableBuilder.mark does. Such rows are few, and each turn's copies go through the row
 * without the sort: the row (811 KB for large) stays in the core's L2 cache.
 */
JNIEXPORT void JNICALL Java_cubelab_nativecode_CosetPasses_forwardSymmetric0(JNIEnv *env, jclass type,
        jlong handle, jintArray java_states, jint count, jint flip_slab, jint slice_slab, jlong first, jint code,
        jint distance, jint stabilizer) {
    const passes *p = (const passes *) (intptr_t) handle;
    turn_batch b = batch_of(p, flip_slab, slice_slab, code, distance);
    jint *states = (*env)->GetPrimitiveArrayCritical(env, java_states, NULL);
    if (states == NULL) {
        return;
    }
    for (jint i = 0; i < count; i++) {
        int next = neighbour(&b, states[i]);
        int flip = (uint32_t) next >> 16;
        int slice = next & 0xFFFF;
        for (int others = stabilizer | 1; others != 0; others &= others - 1) {
            int s = __builtin_ctz(others);
            int seen_flip = p->flip_conjugate[s * FLIPS + flip] ^ p->flip_conjugate_xor[s * SLICE_PLACES + slice / 24];
            mark(p, (uint64_t) first, edge_index(&p->edges, seen_flip, p->slice_conjugate[s * SLICE_SORTED + slice]),
                    b.clear, b.nibble);
        }
    }
    (*env)->ReleasePrimitiveArrayCritical(env, java_states, states, JNI_ABORT);
}

/* the order of NativeCosetPasses' dimensions */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_CosetPasses_dimensionMismatch0(JNIEnv *env, jclass type,
        jintArray java) {
    static const jint own[] = {TURNS, SYMMETRIES, FLIPS, SLICE_SORTED, SLICE_PLACES, ENTRIES_PER_WORD, PAIR_ENTRIES,
        CHUNK_SHIFT};
    return first_mismatch(env, java, own, 8);
}
