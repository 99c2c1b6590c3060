/*
 * The JNI entry points of a coset loop (coset_search.h, which includes this at its end):
 * cubelab.nativecode.CosetKernel's create0, search0, children0 and release, or their paired versions,
 * named by KERNEL_FUNCTION. create0 copies Java's small tables into one allocation on 2 MB pages and
 * keeps the table's chunk addresses; search0 takes a subtree's root in CosetHeuristic's layout, children0
 * estimates one node's children in it.
 */
JNIEXPORT void JNICALL KERNEL_FUNCTION(release)(JNIEnv *env, jclass type, jlong handle) {
    free((tables *) (intptr_t) handle);
}

/*
 * One entry of a slice part's table from the sorted slice coordinate's: 0 where two sorted values
 * of one part disagree (the spec's order classes would not be kept by the turns or symmetries)
 */
static int slice_part_entry(uint16_t *table, int at, int value) {
    if (table[at] != 0xFFFF && table[at] != value) {
        return 0;
    }
    table[at] = (uint16_t) value;
    return 1;
}

/*
 * The slice parts' move and conjugation tables and the parts of PieceForm's edge keys, made of
 * the sorted coordinate's; the flip conjugation's halves; the solved pieces, checked against
 * Java's solved coordinates. 0 where any of them disagrees.
 */
static int derived_tables_ready(tables *t) {
    const edge_indexer *x = &t->edges;
    memset(t->slice_part_move, 0xFF, sizeof(t->slice_part_move));
    memset(t->slice_part_conjugate, 0xFF, sizeof(t->slice_part_conjugate));
    for (int slice = 0; slice < SLICE_SORTED; slice++) {
        int part = slice_part_of_sorted(x, slice);
        for (int turn = 0; turn < TURNS; turn++) {
            if (!slice_part_entry(t->slice_part_move, part * TURNS + turn,
                    slice_part_of_sorted(x, t->slice_move[slice * TURNS + turn]))) {
                return 0;
            }
        }
        for (int s = 0; s < 16; s++) {
            if (!slice_part_entry(t->slice_part_conjugate, part * 16 + s,
                    slice_part_of_sorted(x, t->slice_conjugate[s * SLICE_SORTED + slice]))) {
                return 0;
            }
        }
    }
    for (int key = 0; key < SLICE_KEYS; key++) {
        int slice = t->slice_sorted_of_key[key];
        t->slice_part_of_key[key] = (int16_t) (slice >= 0 && slice < SLICE_SORTED ? slice_part_of_sorted(x, slice) : 0);
    }
    /* the conjugation's halves and XOR with BR's flip (their parity) as bit 11: parity is linear, so they still XOR to it */
    for (int s = 0; s < 16; s++) {
        const uint16_t *whole = t->flip_conjugate + s * FLIPS;
        for (int low = 0; low < 64; low++) {
            t->flip_conjugate_low[s * 64 + low] = (uint16_t) flip_with_parity(whole[low]);
        }
        for (int high = 0; high < 32; high++) {
            t->flip_conjugate_high[s * 32 + high] = (uint16_t) flip_with_parity(whole[high << 6] ^ whole[0]);
        }
        for (int flip = 0; flip < FLIPS; flip++) {
            int halves = t->flip_conjugate_low[s * 64 + (flip & 63)] ^ t->flip_conjugate_high[s * 32 + (flip >> 6)];
            if (halves != flip_with_parity(whole[flip])) {
                return 0;
            }
        }
        for (int place = 0; place < SLICES; place++) {
            t->flip_conjugate_xor[s * SLICES + place] = (uint16_t) flip_with_parity(t->flip_conjugate_xor[s * SLICES + place]);
        }
    }
    for (int p = 0; p < PIECES; p++) {
        t->solved_pieces[p] = (uint8_t) (p < 8 ? 3 * p : 2 * (p - 8));
    }
    for (int view = 0; view < VIEWS; view++) {
        int32_t solved[4];
        view_coordinates(t, t->solved_pieces, view, solved);
        for (int i = 0; i < 4; i++) {
            int expected = i == 3 ? slice_part_of_sorted(x, t->solved[view * 4 + 3]) : t->solved[view * 4 + i];
            if (solved[i] != expected) {
                return 0;
            }
        }
    }
    return 1;
}

/* the length of Java int array `index` of `arrays`, -1 where it is missing */
static jsize array_length(JNIEnv *env, jobjectArray arrays, int index) {
    jintArray array = (jintArray) (*env)->GetObjectArrayElement(env, arrays, index);
    if (array == NULL) {
        return -1;
    }
    jsize length = (*env)->GetArrayLength(env, array);
    (*env)->DeleteLocalRef(env, array);
    return length;
}

/* whether the class table's rows (CornerClasses.levelsForNativeCode), `length` ints, are whole rows that fit level_rows */
static int level_rows_fit(jsize length, int corner_values) {
    return length > 0 && length % corner_values == 0 && length <= LEVEL_ROWS_MAX * corner_values;
}

/* whether every twist's row starts on a row of the rows copied in */
static int twist_levels_fit(const tables *t, jsize rows_length) {
    for (int twist = 0; twist < TWISTS; twist++) {
        uint32_t start = t->twist_level[2 * twist];
        if (start % (uint32_t) t->corner_values != 0 || start + (uint32_t) t->corner_values > (uint32_t) rows_length) {
            return 0;
        }
    }
    return 1;
}

#if PAIRED
JNIEXPORT jlong JNICALL KERNEL_FUNCTION(create0)(JNIEnv *env, jclass type, jobjectArray arrays,
        jintArray scalars, jobjectArray chunks, jlong slice) {
#else
JNIEXPORT jlong JNICALL KERNEL_FUNCTION(create0)(JNIEnv *env, jclass type, jobjectArray arrays,
        jintArray scalars, jobjectArray chunks) {
#endif
    if ((*env)->GetArrayLength(env, arrays) != TABLE_COUNT || (*env)->GetArrayLength(env, scalars) != 6) {
        return 0;
    }
    jint values[6];
    (*env)->GetIntArrayRegion(env, scalars, 0, 6, values);
    int corner_values = values[4];
    if (corner_values != CORNER_SETS && corner_values != CORNER_VALUES_MAX) {
        return 0;
    }
    /* a row of whole units, so a unit never straddles two chunks (whose words are a power of two) */
    if ((values[5] != 1 && values[5] != 2) || values[2] % values[5] != 0) {
        return 0;
    }
    tables *t = huge_allocate(sizeof(tables), 1);
    if (t == NULL) {
        return 0;
    }
    t->corner_values = corner_values;
    int corner_keys = corner_values == CORNER_SETS ? 256 : CORNER_KEYS_MAX;
    jsize rows_length = array_length(env, arrays, LEVEL_ROWS);
    int ok = 1
            && narrow(env, arrays, TWIST_MOVE, expected_length[TWIST_MOVE], t->twist_move, 2)
            && narrow(env, arrays, CORNER_SET_MOVE, corner_values * TURNS, t->corner_set_move, 2)
            && narrow(env, arrays, FLIP_MOVE, expected_length[FLIP_MOVE], t->flip_move, 2)
            && narrow(env, arrays, SLICE_MOVE, expected_length[SLICE_MOVE], t->slice_move, 2)
            && narrow(env, arrays, SLICE_CONJUGATE, expected_length[SLICE_CONJUGATE], t->slice_conjugate, 2)
            && narrow(env, arrays, FLIP_CONJUGATE, expected_length[FLIP_CONJUGATE], t->flip_conjugate, 2)
            && narrow(env, arrays, FLIP_CONJUGATE_XOR, expected_length[FLIP_CONJUGATE_XOR], t->flip_conjugate_xor, 2)
            && narrow(env, arrays, VIEW_TURN, expected_length[VIEW_TURN], t->view_turn, 1)
            && narrow(env, arrays, TWIST_LEVEL, expected_length[TWIST_LEVEL], t->twist_level, 4)
            && level_rows_fit(rows_length, corner_values)
            && narrow(env, arrays, LEVEL_ROWS, rows_length, t->level_rows, 2)
            && narrow(env, arrays, SLICE_MASK, expected_length[SLICE_MASK], t->edges.slice_mask, 2)
            && narrow(env, arrays, GATHER, expected_length[GATHER], t->edges.gather, 1)
            && narrow(env, arrays, ORDER_CLASS, expected_length[ORDER_CLASS], t->edges.order_class, 1)
            && narrow(env, arrays, MOVE_SOURCE, expected_length[MOVE_SOURCE], t->move_source, 1)
            && narrow(env, arrays, MOVE_CODE, expected_length[MOVE_CODE], t->move_code, 1)
            && narrow(env, arrays, CORNER_PREMOVE, expected_length[CORNER_PREMOVE], t->corner_premove, 1)
            && narrow(env, arrays, EDGE_PREMOVE, expected_length[EDGE_PREMOVE], t->edge_premove, 1)
            && narrow(env, arrays, CORNER_PARTS, expected_length[CORNER_PARTS], t->corner_parts, 4)
            && narrow(env, arrays, EDGE_PARTS, expected_length[EDGE_PARTS], t->edge_parts, 4)
            && narrow(env, arrays, CORNER_SET_OF_MASK, corner_keys, t->corner_set_of_mask, 2)
            && narrow(env, arrays, SLICE_SORTED_OF_KEY, expected_length[SLICE_SORTED_OF_KEY], t->slice_sorted_of_key, 2)
            && narrow(env, arrays, AXIS_VIEW, expected_length[AXIS_VIEW], t->axis_view, 1)
            && narrow(env, arrays, SOLVED, expected_length[SOLVED], t->solved, 4)
            && narrow(env, arrays, INVERSE_TURN, expected_length[INVERSE_TURN], t->inverse, 1)
            && narrow(env, arrays, ALLOWED, expected_length[ALLOWED], t->allowed, 1)
            && twist_levels_fit(t, rows_length);
    if (!ok) {
        free(t);
        return 0;
    }
    t->edges.oriented_edges = values[0];
    t->edges.flip_values = values[1];
    t->row_words = (uint64_t) values[2];
    t->unit_words = values[5];
    edge_indexer_ready(&t->edges);
    t->base = values[3];
    for (int turn = 0; turn < TURNS; turn++) {
        t->axis_turns[t->axis_view[turn]] |= 1 << turn;
    }
    turn_lists(t);
    if (!derived_tables_ready(t)) {
        free(t);
        return 0;
    }
#if PAIRED
    t->slice = (const slice_tables *) (intptr_t) slice;
#endif
    if (!addresses(env, chunks, t->chunks, &t->chunk_count)) {
        free(t);
        return 0;
    }
    return (jlong) (intptr_t) t;
}

/* ints of a node in CosetHeuristic's layout: per side 12 coordinates, 20 pieces, 3 bounds; paired, the parity and the slice bounds */
#define JAVA_SIDE (12 + PIECES + VIEWS)
#define JAVA_NODE (2 * JAVA_SIDE + 3 * PAIRED)

/* a node read from CosetHeuristic's layout */
static void node_of_java(const tables *t, const jint *java, node *n) {
    for (int side = 0; side < 2; side++) {
        const jint *at = java + side * JAVA_SIDE;
        for (int i = 0; i < 12; i++) {
            n->coordinate[side][i] = i % 4 == 3 ? slice_part_of_sorted(&t->edges, at[i]) : at[i];
        }
        for (int p = 0; p < PIECES; p++) {
            n->piece[side][p] = (uint8_t) at[12 + p];
        }
        for (int v = 0; v < VIEWS; v++) {
            n->bound[side][v] = at[12 + PIECES + v];
        }
    }
#if PAIRED
    n->parity = java[2 * JAVA_SIDE];
    n->slice_bound[0] = java[2 * JAVA_SIDE + 1];
    n->slice_bound[1] = java[2 * JAVA_SIDE + 2];
#endif
}

/* PieceForm.coordinates' sorted slice coordinate, which a node's slice part leaves the order out of */
static int view_slice_sorted(const tables *t, const uint8_t *piece, int view) {
    return t->slice_sorted_of_key[view_edge_sum(t, piece, view) >> 11];
}

/* a node written in CosetHeuristic's layout (the slice coordinates from its pieces) */
static void java_of_node(const tables *t, const node *n, jint *java) {
    for (int side = 0; side < 2; side++) {
        jint *at = java + side * JAVA_SIDE;
        for (int i = 0; i < 12; i++) {
            at[i] = i % 4 == 3 ? view_slice_sorted(t, n->piece[side], i / 4) : n->coordinate[side][i];
        }
        for (int p = 0; p < PIECES; p++) {
            at[12 + p] = n->piece[side][p];
        }
        for (int v = 0; v < VIEWS; v++) {
            at[12 + PIECES + v] = n->bound[side][v];
        }
    }
#if PAIRED
    java[2 * JAVA_SIDE] = n->parity;
    java[2 * JAVA_SIDE + 1] = n->slice_bound[0];
    java[2 * JAVA_SIDE + 2] = n->slice_bound[1];
#endif
}

JNIEXPORT jint JNICALL KERNEL_FUNCTION(search0)(JNIEnv *env, jclass type, jlong handle,
        jintArray java_root, jint offset, jint g, jint last_face, jint bound, jboolean all, jintArray path,
        jlongArray at_depth, jobject callbacks) {
    const tables *t = (const tables *) (intptr_t) handle;
    jint root[JAVA_NODE];
    (*env)->GetIntArrayRegion(env, java_root, offset, JAVA_NODE, root);
    node start;
    node_of_java(t, root, &start);
    return search_subtree(t, env, &start, g, last_face, bound, all, path, at_depth, callbacks);
}

/*
 * CosetHeuristic.children of one node, for the first moves' expansion (PrefixExpansion): the
 * loop's stages run one after another, so each round's reads are prefetched together as in the
 * search. In Java the reads of the expansion went one after another, about 0.8 us each on
 * `large`, 50-250 ms a random cube (docs/solver.md). Each child within the budget is written back
 * at to + i * width; a cut child's state is left as it was and its estimate is a bound above the
 * budget, as Heuristic.children allows. budget > 0: a budget of 0 settles children without
 * reading the table (last_level) and leaves their states incomplete, so Java keeps that case.
 */
JNIEXPORT void JNICALL KERNEL_FUNCTION(children0)(JNIEnv *env, jclass type, jlong handle, jintArray java_states,
        jint from, jint to, jint width, jintArray java_turns, jint count, jint budget, jintArray java_estimates) {
    const tables *t = (const tables *) (intptr_t) handle;
    jint java[JAVA_NODE];
    (*env)->GetIntArrayRegion(env, java_states, from, JAVA_NODE, java);
    node parent;
    node_of_java(t, java, &parent);
    int turns[TURNS];
    (*env)->GetIntArrayRegion(env, java_turns, 0, count, (jint *) turns);
    node children[TURNS];
    int est[TURNS];
    pending reads;
    /* the stages by name, not through children_stage: a second caller of that one kept gcc from
       inlining it into the search's visit, and the search ran at 0.89x its node rate */
    children_locate(t, &parent, children, turns, count, budget, est, 0, 0, &reads);
    children_read_first(t, children, count, budget, est, 0, &reads);
    children_read_own(t, &parent, children, turns, count, budget, est, 0, 0, &reads);
    children_read_other(t, &parent, children, turns, count, budget, est, 0, 0, &reads);
#if PAIRED
    children_read_slice(t, children, count, budget, est, 0, &reads);
#endif
    for (int i = 0; i < count; i++) {
        if (est[i] <= budget) {
            java_of_node(t, children + i, java);
            (*env)->SetIntArrayRegion(env, java_states, to + i * width, JAVA_NODE, java);
        }
    }
    (*env)->SetIntArrayRegion(env, java_estimates, 0, count, (const jint *) est);
}
