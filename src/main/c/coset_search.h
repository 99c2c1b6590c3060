/*
 * IDA*'s loop over a coset table, as native code, compiled twice: coset_kernel.c for a coset table
 * alone (PAIRED 0) and paired_kernel.c for a coset table paired with a slice-group table
 * (PAIRED 1: the survivors of the coset table's six reads are read there too, once per side, in a
 * stage of their own). KERNEL_FUNCTION names the JNI functions of each. It is the same search as IdaStarWorker.search with
 * CosetHeuristic (both sides looked up, solutions grown at the end with fewer turns to try),
 * node for node, but with the table reads pipelined. CosetHeuristic reads a child's three views
 * one after another, each a likely cache and TLB miss that the next read waits for; here the
 * children's views are computed first (move tables only, all in L2) and their table words then
 * prefetched together, in rounds (the view most likely to prune, the other two for the children
 * it leaves, the inverse's for the children that survive), and premove_dfs.h interleaves each
 * node's rounds with its siblings' arithmetic. Which children survive, their bounds and the
 * order they are searched in are CosetHeuristic's. See docs/solver.md.
 * Included once, by one of those two files.
 *
 * The table stays where Java keeps it: direct buffers of 2^27 words each (native memory on huge
 * pages, or the file mapping), whose addresses this kernel reads.
 */
#include <jni.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "subtree_run.h"
#include "edge_index.h"
#include "huge_pages.h"
#include "word_layout.h"
#if PAIRED
#include "slice_lookup.h"
#endif

#define TURNS 18
#define VIEWS 3
#define NO_FACE 6
#define PREMOVE 32
#define CHUNK_SHIFT 27
#define TWISTS 2187
#define CORNER_SETS 70
/* the corner part's values and its pieces' keys at most: with the diagonal pairs (CornerPart.DIAGONALS) */
#define CORNER_VALUES_MAX (CORNER_SETS * 9)
#define CORNER_KEYS_MAX 65536
/* distinct rows of the corner class table's second level at most (CornerClasses.levelsForNativeCode: 139) */
#define LEVEL_ROWS_MAX 256
#define FLIPS 2048
#define SLICE_SORTED 11880
#define SLICES 495
#define PIECES 20
#define CODES 24
#define SLICE_KEYS 20736
#define SLICE_PARTS (24 << SLICE_PART_SHIFT)

/* the order of the int arrays create0 is given: NativeCosetKernel's table constants */
enum {
    TWIST_MOVE, CORNER_SET_MOVE, FLIP_MOVE, SLICE_MOVE, SLICE_CONJUGATE, FLIP_CONJUGATE, FLIP_CONJUGATE_XOR,
    VIEW_TURN, TWIST_LEVEL, LEVEL_ROWS, SLICE_MASK, GATHER, ORDER_CLASS, MOVE_SOURCE, MOVE_CODE, CORNER_PREMOVE, EDGE_PREMOVE,
    CORNER_PARTS, EDGE_PARTS, CORNER_SET_OF_MASK, SLICE_SORTED_OF_KEY, AXIS_VIEW, SOLVED, INVERSE_TURN,
    ALLOWED, TABLE_COUNT
};

static const int32_t expected_length[TABLE_COUNT] = {
    TWISTS * TURNS, 0, FLIPS * TURNS, SLICE_SORTED * TURNS, 16 * SLICE_SORTED, 16 * FLIPS,
    16 * SLICES, VIEWS * TURNS, 2 * TWISTS, 0, SLICES, 64 * 64, 24, TURNS * PIECES, TURNS * PIECES * CODES,
    TURNS * CODES, TURNS * CODES, VIEWS * 8 * CODES, VIEWS * 12 * CODES, 0, SLICE_KEYS, TURNS, 12, TURNS,
    (NO_FACE + 1) * 6
};

typedef struct {
    edge_indexer edges;
    /* the corner part's values: 70 corner sets, or 630 with the diagonal pairs */
    int corner_values;
    uint16_t twist_move[TWISTS * TURNS];
    uint16_t corner_set_move[CORNER_VALUES_MAX * TURNS];
    uint16_t flip_move[FLIPS * TURNS];
    /*
     * Java's flip conjugation (16 × 2048 entries, 64 KB) split by the flip coordinate's low six
     * and high five bits: a symmetry relabels and reflips edges, so the conjugate of a flip is
     * affine over GF(2) and the halves' entries XOR to the whole (checked by create0). 3 KB.
     * Each entry, and the XOR's, carries the twelfth edge's flip (the parity) as bit 11.
     */
    uint16_t flip_conjugate_low[16 * 64];
    uint16_t flip_conjugate_high[16 * 32];
    uint16_t flip_conjugate_xor[16 * SLICES];
    /*
     * The corner class table in two levels (CornerClasses.levelsForNativeCode): per twist, where
     * its row starts and its first class; per row and corner part, index << 4 | symmetry. 17 KB
     * and 19 KB (corner sets) or 175 KB (diagonal pairs) in place of the flat table's 612 KB or
     * 5.5 MB, so the class read stays in the L2.
     */
    uint32_t twist_level[2 * TWISTS];
    uint16_t level_rows[LEVEL_ROWS_MAX * CORNER_VALUES_MAX];
    uint8_t view_turn[VIEWS * TURNS];
    uint8_t move_source[TURNS * PIECES];
    uint8_t move_code[TURNS * PIECES * CODES];
    uint8_t corner_premove[TURNS * CODES];
    uint8_t edge_premove[TURNS * CODES];
    int32_t corner_parts[VIEWS * 8 * CODES];
    int32_t edge_parts[VIEWS * 12 * CODES];
    /* PieceForm's corner part by key: the U-corner mask, with the diagonal pairs the odd-corner mask above it */
    int16_t corner_set_of_mask[CORNER_KEYS_MAX];
    int16_t slice_part_of_key[SLICE_KEYS];
    uint8_t axis_view[TURNS];
    int32_t axis_turns[VIEWS];
    /* PieceForm's solved cube: corner p is code 3p, edge p code 2p */
    uint8_t solved_pieces[PIECES];
    uint8_t inverse[TURNS];
    uint8_t allowed[(NO_FACE + 1) * 6];
    int after_count[NO_FACE + 1];
    int after[NO_FACE + 1][TURNS];
    int before_count[NO_FACE + 1];
    int before[NO_FACE + 1][TURNS];
    int base;
    uint64_t row_words;
    /* WordLayout: 1 (30 entries a word) or 2 (62 in two words, nxopt's 16-byte unit) */
    int unit_words;
    int chunk_count;
    const uint64_t *chunks[64];
#if PAIRED
    /* the slice-group table read after this one: NativeSliceKernel's tables, which Java keeps alive */
    const slice_tables *slice;
#endif
    /*
     * The slice coordinate as a slice part (edge_index.h): the E-slice place and only as much of
     * the pieces' order as the table tells apart (none on `standard`, which pairs on `large`).
     * Its move and conjugation tables, 18 KB and 16 KB on `standard`, 55 KB and 48 KB on `large`,
     * take the place of the sorted coordinate's 428 KB and 380 KB, which with the corner classes'
     * 612 KB were more than the core's L2 holds. With the flip conjugation's halves: `large`'s
     * depth-17 and depth-18 iterations of random state 1 on one thread took 0.88x and 0.93x the
     * time (15 and 8 pairs in turns), `standard`'s depth-17 one 1.01x
     * (docs/measurements/2026-11-29-slice-parts.csv). Sized for the 24 orders of
     * `earlier-large`; `large` touches the parts below 1,536, `standard` below 512.
     */
    uint16_t slice_part_move[SLICE_PARTS * TURNS];
    uint16_t slice_part_conjugate[SLICE_PARTS * 16];
    /* Java's forms, read by create0 (the slice parts' tables are made of them) and children0 only */
    uint16_t slice_move[SLICE_SORTED * TURNS];
    uint16_t slice_conjugate[16 * SLICE_SORTED];
    int16_t slice_sorted_of_key[SLICE_KEYS];
    int32_t solved[12];
    uint16_t flip_conjugate[16 * FLIPS];
} tables;

/*
 * a node: both sides' coordinates (view × 4: twist, corner set, flip, slice part), pieces and
 * bounds; paired, also the corners' permutation parity (the same for both sides) and each side's
 * slice bound
 */
typedef struct {
    int32_t coordinate[2][12];
    int32_t bound[2][VIEWS];
#if PAIRED
    int32_t parity;
    int32_t slice_bound[2];
#endif
    uint8_t piece[2][PIECES];
} node;

#include "pieces.h"

/* the table word and entry shift of one lookup */
typedef struct {
    const uint64_t *word;
    int shift;
} lookup;

/* where a view's corner class (less its twist's first class) and symmetry are: the entry locate reads and prefetch_class asks for */
static inline const uint16_t *class_entry(const tables *t, const int32_t *c) {
    return &t->level_rows[t->twist_level[2 * c[0]] + c[1]];
}

/* CornerClasses.classAndSymmetry of a view: class << 4 | symmetry */
static inline int32_t class_and_symmetry_of(const tables *t, const int32_t *c) {
    return (int32_t) (t->twist_level[2 * c[0] + 1] << 4) + *class_entry(t, c);
}

/*
 * CosetHeuristic.pendRead: where the bound of these coordinates is. The caller prefetches the
 * words of a whole batch only once every address of it is known: prefetched one by one, they
 * took the line-fill buffers that the small tables' misses of the next addresses then waited
 * for (a node's 39 prefetches fill them), and `large` searched at 0.78x the node rate
 * (docs/solver.md). The prefetches are non-temporal: a table word is read once, a few hundred
 * nanoseconds later, so it need not push the move and conjugation tables out of L2 (1.1x).
 */
static inline lookup locate(const tables *t, const int32_t *c) {
    int32_t class_and_symmetry = class_and_symmetry_of(t, c);
    int s = class_and_symmetry & 15;
    int all = t->flip_conjugate_low[s * 64 + (c[2] & 63)] ^ t->flip_conjugate_high[s * 32 + (c[2] >> 6)]
            ^ t->flip_conjugate_xor[s * SLICES + (c[3] & SLICE_PART_PLACE)];
    int place = edge_index_of_part(&t->edges, all, t->slice_part_conjugate[c[3] * 16 + s]);
    entry_place e = entry_place_of(t->unit_words, place);
    uint64_t index = (uint64_t) (class_and_symmetry >> 4) * t->row_words + e.word;
    lookup l;
    l.word = t->chunks[index >> CHUNK_SHIFT] + (index & ((1u << CHUNK_SHIFT) - 1));
    /* WordLayout.shift: bit 6 says the least distance is in the word before (the same line) */
    l.shift = e.bit | e.second << 6;
    return l;
}

/*
 * locate's first read, asked for ahead: the corner class-and-symmetry table (612 KB) is more than
 * the core's L2 holds beside the move and conjugation tables, and every word's place hangs on it.
 * Asked for in a loop of its own over the children before any is located, the misses overlap
 * instead of each holding up its child's chain: a complete depth-18 iteration on one thread took
 * 0.96x the time on `large` (eight pairs in turns, every one faster) and 0.90x on `standard`
 * (docs/measurements/2026-11-29-class-read-asked-for-ahead.csv). Asking for the conjugation
 * tables' entries the same way once the symmetry is known gained nothing more.
 */
static inline void prefetch_class(const tables *t, const int32_t *c) {
    __builtin_prefetch(class_entry(t, c), 0, 3);
}

static inline int read_bound(const tables *t, lookup l) {
    int code = (int) (*l.word >> (l.shift & 63)) & 3;
    return code == 0 ? (int) (l.word[-(l.shift >> 6)] >> 60) : t->base + code;
}

static inline void move_view(const tables *t, const int32_t *from, int32_t *to, int turn) {
    to[0] = t->twist_move[from[0] * TURNS + turn];
    to[1] = t->corner_set_move[from[1] * TURNS + turn];
    to[2] = t->flip_move[from[2] * TURNS + turn];
    to[3] = t->slice_part_move[from[3] * TURNS + turn];
}

/* PieceForm.coordinates' edge sum: the flip in its low 11 bits, the slice key above them */
static inline int view_edge_sum(const tables *t, const uint8_t *piece, int view) {
    int edge_sum = 0;
    const int32_t *edge_parts = t->edge_parts + view * 12 * CODES;
    for (int p = 0; p < 12; p++) {
        edge_sum += edge_parts[p * CODES + piece[8 + p]];
    }
    return edge_sum;
}

/* PieceForm.coordinates, with the slice part in place of the sorted slice coordinate */
static inline void view_coordinates(const tables *t, const uint8_t *piece, int view, int32_t *out) {
    int corner_sum = 0;
    const int32_t *corner_parts = t->corner_parts + view * 8 * CODES;
    for (int p = 0; p < 8; p++) {
        corner_sum += corner_parts[p * CODES + piece[p]];
    }
    int edge_sum = view_edge_sum(t, piece, view);
    out[0] = corner_sum & 4095;
    out[1] = t->corner_set_of_mask[corner_sum >> 12];
    out[2] = edge_sum & 2047;
    out[3] = t->slice_part_of_key[edge_sum >> 11];
}

static inline int combine(const int32_t *b) {
    int max = b[0] > b[1] ? b[0] : b[1];
    max = max > b[2] ? max : b[2];
    int min = b[0] < b[1] ? b[0] : b[1];
    min = min < b[2] ? min : b[2];
    return max == min && max > 0 ? max + 1 : max;
}

static inline int tight_axes(const tables *t, const int32_t *bounds, int remaining) {
    int excluded = 0;
    for (int view = 0; view < VIEWS; view++) {
        if (bounds[view] >= remaining) {
            excluded |= t->axis_turns[view];
        }
    }
    return excluded;
}

/* solved on the cube's side: its pieces, since a slice part leaves the E-slice pieces' order out */
static int is_solved(const tables *t, const node *n) {
    return memcmp(n->piece[0], t->solved_pieces, PIECES) == 0;
}

/*
 * CosetHeuristic.premoveOther: side `other` of a child follows `turn` as a premove, on its pieces,
 * and its coordinates are read off them; the view along the turn's axis is the parent's.
 */
static inline void follow_other(const tables *t, const node *from, node *child, int turn, int other) {
    follow_pieces(t, from->piece[other], child->piece[other], turn);
    /* the premove is in the subgroup of the turn's own axis: that view's coset stays */
    int axis = t->axis_view[turn];
    memcpy(child->coordinate[other] + axis * 4, from->coordinate[other] + axis * 4, 4 * sizeof(int32_t));
    child->bound[other][axis] = from->bound[other][axis];
    for (int view = 0; view < VIEWS; view++) {
        if (view != axis) {
            view_coordinates(t, child->piece[other], view, child->coordinate[other] + view * 4);
        }
    }
}

/* follow_other, then CosetHeuristic.prepareOther: the two views off the turn's axis located */
static inline void prepare_other(const tables *t, const node *from, node *child, int turn, int other,
        lookup (*inverse)[TURNS], int i) {
    follow_other(t, from, child, turn, other);
    for (int view = 0; view < VIEWS; view++) {
        if (view != t->axis_view[turn]) {
            inverse[view][i] = locate(t, child->coordinate[other] + view * 4);
        }
    }
}

/*
 * Children with no moves left (budget 0): only a solved one can pass, and a solved cube's bounds
 * are all 0, so the table need not be read. The cube's pieces are worked out (turned, or
 * premoved) and compared with solved; est[i] is 0 for it, 1 for the others.
 * The Java loop reads the bounds and then tests the same children at the next depth, where only
 * the solved ones pass: the same nodes and solutions, without those children's reads. (Few nodes
 * are expanded one move from the bound, so the gain is small: within the noise when measured.)
 */
static void last_level(const tables *t, const node *from, node *to, const int *turns, int count, int *est, int side,
        int invert) {
    for (int i = 0; i < count; i++) {
        int turn = invert ? t->inverse[turns[i]] : turns[i];
        if (side == 0) {
            move_pieces(t, from->piece[0], to[i].piece[0], turn);
        } else {
            follow_pieces(t, from->piece[0], to[i].piece[0], turn);
        }
        est[i] = is_solved(t, to + i) ? 0 : 1;
    }
}

/* the reads of one node's children between the stages below: their table words' places */
typedef struct {
    int first_view;
    lookup own[VIEWS][TURNS];
    lookup inverse[VIEWS][TURNS];
#if PAIRED
    slice_lookup slice_own[TURNS];
    slice_lookup slice_other[TURNS];
    uint8_t slice_other_unread[TURNS];
#endif
} pending;

#if PAIRED
#define STAGES 5
#else
#define STAGES 4
#endif

/*
 * CosetHeuristic.sideChildren, in four stages (five when paired: the slice table's reads last)
 * that premove_dfs.h interleaves with the stages of
 * the node's siblings, so that each stage's misses are served while the siblings' coordinates
 * are worked out: the children where side `side` turns (by the inverse of each turn when
 * `invert`). est[i] ends as the child's estimate; a child is dead once it exceeds the budget.
 *
 * The side's three views are read in two rounds: first the view whose bound was the largest at
 * the parent, the one most likely to prune (alone it cuts about half the children of a random
 * cube's depth-17 iteration, the first view a third), then the other two for the children it
 * leaves. A read costs the core one of its few outstanding misses, which the loop runs out of
 * before anything else: a round more costs latency, which the siblings' stages hide, and saves
 * about a quarter of the reads (17.6 an expansion instead of 24.3). The estimates and bounds of
 * the children that survive are the same as with all three views read at once.
 *
 * Stage 0: every child's three views turned, the first one located and its word prefetched.
 */
static void children_locate(const tables *t, const node *from, node *to, const int *turns, int count, int budget,
        int *est, int side, int invert, pending *p) {
    if (budget == 0) {
        last_level(t, from, to, turns, count, est, side, invert);
        return;
    }
    int first = 0;
    for (int view = 1; view < VIEWS; view++) {
        first = from->bound[side][view] > from->bound[side][first] ? view : first;
    }
    p->first_view = first;
    for (int i = 0; i < count; i++) {
        int turn = invert ? t->inverse[turns[i]] : turns[i];
        for (int view = 0; view < VIEWS; view++) {
            move_view(t, from->coordinate[side] + view * 4, to[i].coordinate[side] + view * 4,
                    t->view_turn[view * TURNS + turn]);
        }
        prefetch_class(t, to[i].coordinate[side] + first * 4);
    }
    for (int i = 0; i < count; i++) {
        p->own[first][i] = locate(t, to[i].coordinate[side] + first * 4);
    }
    for (int i = 0; i < count; i++) {
        __builtin_prefetch(p->own[first][i].word, 0, 0);
    }
}

/*
 * Stage 1: the first view read; for the children it leaves, the other two located, then their
 * words prefetched in one burst, as stage 0's. Prefetched as each child's pair was located, a
 * prefetch waited behind the next child's arithmetic: on the reference machine (AMD EPYC under
 * KVM, where a lone table read that misses the TLB takes about 400 ns), `large`'s complete depth-17 iterations took
 * 0.87x the time with the burst, the same nodes (docs/solver.md).
 */
static void children_read_first(const tables *t, node *to, int count, int budget, int *est, int side, pending *p) {
    int first = p->first_view;
    for (int i = 0; i < count; i++) {
        int bound = read_bound(t, p->own[first][i]);
        to[i].bound[side][first] = bound;
        est[i] = bound;
        if (bound <= budget) {
            for (int view = 0; view < VIEWS; view++) {
                if (view != first) {
                    prefetch_class(t, to[i].coordinate[side] + view * 4);
                }
            }
        }
    }
    for (int i = 0; i < count; i++) {
        if (est[i] <= budget) {
            for (int view = 0; view < VIEWS; view++) {
                if (view != first) {
                    p->own[view][i] = locate(t, to[i].coordinate[side] + view * 4);
                }
            }
        }
    }
    for (int i = 0; i < count; i++) {
        if (est[i] <= budget) {
            for (int view = 0; view < VIEWS; view++) {
                if (view != first) {
                    __builtin_prefetch(p->own[view][i].word, 0, 0);
                }
            }
        }
    }
}

/* Stage 2: the other two views read; the survivors' other side followed and its words prefetched */
static void children_read_own(const tables *t, const node *from, node *to, const int *turns, int count, int budget,
        int *est, int side, int invert, pending *p) {
    int other = 1 - side;
    for (int i = 0; i < count; i++) {
        if (est[i] > budget) {
            continue;
        }
        for (int view = 0; view < VIEWS; view++) {
            if (view != p->first_view) {
                to[i].bound[side][view] = read_bound(t, p->own[view][i]);
            }
        }
        est[i] = combine(to[i].bound[side]);
        if (est[i] <= budget) {
            prepare_other(t, from, to + i, invert ? t->inverse[turns[i]] : turns[i], other, p->inverse, i);
        }
    }
    for (int i = 0; i < count; i++) {
        if (est[i] <= budget) {
            for (int view = 0; view < VIEWS; view++) {
                if (t->axis_view[turns[i]] != view) {
                    __builtin_prefetch(p->inverse[view][i].word, 0, 0);
                }
            }
        }
    }
}

#if PAIRED
/*
 * CosetHeuristic.sliceBounds, located: the survivors' two sides in the slice-group table, off their
 * pieces, their words prefetched (slice_locate). A half turn is in the slice group, so as a premove
 * it keeps the other side's coset and bound.
 */
static void slice_locate_both(const tables *t, const node *from, node *to, const int *turns, int count, int budget,
        const int *est, int side, int invert, pending *p) {
    const slice_tables *slice = t->slice;
    int other = 1 - side;
    for (int i = 0; i < count; i++) {
        p->slice_other_unread[i] = 0;
        if (est[i] > budget) {
            continue;
        }
        int half = slice_half_turn(turns[i]);
        node *child = to + i;
        child->parity = slice_parity_after(from->parity, turns[i]);
        int32_t corner, place, flips;
        slice_piece_coordinates(slice, child->piece[side], child->parity, &corner, &place, &flips);
        p->slice_own[i] = slice_locate(slice, corner, place, flips);
        if (half) {
            child->slice_bound[other] = from->slice_bound[other];
        } else {
            slice_piece_coordinates(slice, child->piece[other], child->parity, &corner, &place, &flips);
            p->slice_other[i] = slice_locate(slice, corner, place, flips);
            p->slice_other_unread[i] = 1;
        }
    }
}

/* Stage 4, paired: the slice bounds read and the estimates completed */
static void children_read_slice(const tables *t, node *to, int count, int budget, int *est, int side, pending *p) {
    int other = 1 - side;
    for (int i = 0; i < count; i++) {
        if (est[i] > budget) {
            continue;
        }
        int own = slice_read_bound(t->slice, p->slice_own[i]);
        to[i].slice_bound[side] = own;
        if (p->slice_other_unread[i]) {
            to[i].slice_bound[other] = slice_read_bound(t->slice, p->slice_other[i]);
        }
        int both = own > to[i].slice_bound[other] ? own : to[i].slice_bound[other];
        est[i] = both > est[i] ? both : est[i];
    }
}
#endif

/*
 * Stage 3: the other side's bounds read, the estimates completed, the survivors' pieces turned;
 * paired, their slice reads located (slice_locate_both)
 */
static void children_read_other(const tables *t, const node *from, node *to, const int *turns, int count,
        int budget, int *est, int side, int invert, pending *p) {
    int other = 1 - side;
    for (int view = 0; view < VIEWS; view++) {
        for (int i = 0; i < count; i++) {
            if (est[i] <= budget && t->axis_view[turns[i]] != view) {
                int bound = read_bound(t, p->inverse[view][i]);
                to[i].bound[other][view] = bound;
                if (bound > budget) {
                    est[i] = bound;
                }
            }
        }
    }
    for (int i = 0; i < count; i++) {
        if (est[i] <= budget) {
            int both = combine(to[i].bound[other]);
            est[i] = both > est[i] ? both : est[i];
            move_pieces(t, from->piece[side], to[i].piece[side], invert ? t->inverse[turns[i]] : turns[i]);
        }
    }
#if PAIRED
    slice_locate_both(t, from, to, turns, count, budget, est, side, invert, p);
#endif
}

/* premove_dfs.h's stages: stage 0 first, each one the next time round */
static void children_stage(int stage, const tables *t, const node *from, node *to, const int *turns, int count,
        int budget, int *est, int side, pending *p) {
    if (stage == 0) {
        children_locate(t, from, to, turns, count, budget, est, side, side, p);
    } else if (budget == 0) {
        return; /* last_level settled them in stage 0 */
    } else if (stage == 1) {
        children_read_first(t, to, count, budget, est, side, p);
    } else if (stage == 2) {
        children_read_own(t, from, to, turns, count, budget, est, side, side, p);
    } else if (stage == 3) {
        children_read_other(t, from, to, turns, count, budget, est, side, side, p);
    } else {
#if PAIRED
        children_read_slice(t, to, count, budget, est, side, p);
#endif
    }
}

/* paired, as SliceHeuristic: a tight slice bound of `side` allows no half turn on the other side */
static inline int tight_slice(const node *n, int side, int remaining) {
#if PAIRED
    return slice_excluded_by(n->slice_bound[side], remaining);
#else
    return 0;
#endif
}

/* CosetHeuristic.excludedTurns and excludedPremoves: the axes whose bound is tight on the other side */
static inline int excluded_turns(const tables *t, const node *n, int remaining) {
    return tight_axes(t, n->bound[1], remaining) | tight_slice(n, 1, remaining);
}

static inline int excluded_premoves(const tables *t, const node *n, int remaining) {
    return tight_axes(t, n->bound[0], remaining) | tight_slice(n, 0, remaining);
}

#include "premove_dfs.h"
#include "coset_jni.h"
