/*
 * IdaStarWorker.search with premoves, shared by the coset and slice-group loops: included after a
 * loop's `node`, `tables`, `pending`, is_solved, excluded_turns, excluded_premoves and the stages
 * of its children's estimates (STAGES of them, run by children_stage, stage 0 first).
 * Each node grows the solution at whichever end has fewer turns to try; children whose estimate
 * exceeds the budget are not entered. Header only: each loop is one compilation unit.
 *
 * Siblings are expanded in a pipeline of the loop's STAGES: while one node's children are
 * entered, its next siblings' expansions are a stage or more behind, the youngest with its first
 * table words on the way. An expansion reads the table in rounds (the side that turns, then the
 * other side of the children that survive), and most expansions are of nodes whose children all
 * die (random cubes: 93 % of a depth-17 iteration's are at the first depth that prunes). One
 * expansion at a time waited out each round's latency; interleaved, each round's misses are
 * served while the siblings' coordinates are worked out. The nodes, their order, the counts and
 * the solutions are the same: a node's children are counted when it is entered, so siblings
 * expanded ahead of a found solution are not counted.
 */
#ifndef CUBELAB_PREMOVE_DFS_H
#define CUBELAB_PREMOVE_DFS_H

/* one node's expansion: which turns it tries (or premoves), their children and estimates */
typedef struct {
    const node *from;
    node *children;
    int chosen[TURNS];
    int count;
    int premove;
    int budget;
    int last_face;
    int tail_face;
    int est[TURNS];
    pending reads;
} expansion;

typedef struct {
    subtree_run run;
    const tables *t;
    node *stack;            /* per depth, STAGES rows of TURNS children */
    expansion *expansions;  /* per depth, STAGES expansions in flight */
} search;

static int kept_turns(const int *candidates, int count, int excluded, int *kept) {
    int n = 0;
    for (int i = 0; i < count; i++) {
        if ((excluded >> candidates[i] & 1) == 0) {
            kept[n++] = candidates[i];
        }
    }
    return n;
}

/* The first stage of expanding node n at depth g: its turns or premoves chosen, their children located. */
static void expansion_begin(search *s, expansion *e, node *children, int g, const node *n, int last_face,
        int tail_face) {
    const tables *t = s->t;
    int remaining = s->run.bound - g;
    int premoves[TURNS];
    int count = kept_turns(t->after[last_face], t->after_count[last_face], excluded_turns(t, n, remaining),
            e->chosen);
    int before = kept_turns(t->before[tail_face], t->before_count[tail_face], excluded_premoves(t, n, remaining),
            premoves);
    e->premove = before < count;
    if (e->premove) {
        memcpy(e->chosen, premoves, (size_t) before * sizeof(int));
        count = before;
    }
    e->from = n;
    e->children = children;
    e->count = count;
    e->budget = remaining - 1;
    e->last_face = last_face;
    e->tail_face = tail_face;
    children_stage(0, t, n, children, e->chosen, count, e->budget, e->est, e->premove, &e->reads);
}

/* the expansion's next stage: the loop's `stage`, 1 to STAGES - 1 */
static void expansion_stage(search *s, expansion *e, int stage) {
    children_stage(stage, s->t, e->from, e->children, e->chosen, e->count, e->budget, e->est, e->premove,
            &e->reads);
}

/* the faces a child's sequence starts and ends with */
static inline void child_faces(const expansion *e, int i, int *last_face, int *tail_face) {
    int face = e->chosen[i] / 3;
    *last_face = e->premove ? e->last_face : face;
    *tail_face = e->premove ? face : e->tail_face;
}

/* the path's entry for child i: its turn, marked when it is a premove */
static inline int32_t path_entry(const expansion *e, int i) {
    return e->premove ? e->chosen[i] | PREMOVE : e->chosen[i];
}

/*
 * Enters the children of a node at depth g whose expansion e is complete. 1: found (path filled),
 * 0: subtree exhausted, -1: told to stop.
 */
static int visit(search *s, int g, expansion *e) {
    const tables *t = s->t;
    subtree_run *run = &s->run;
    if (run_count(run, g, e->count)) {
        return -1;
    }
    int survivors[TURNS];
    int k = 0;
    for (int i = 0; i < e->count; i++) {
        if (e->est[i] <= e->budget) {
            survivors[k++] = i;
        }
    }
    if (g + 1 == run->bound) {
        for (int j = 0; j < k; j++) {
            int i = survivors[j];
            int last_face, tail_face;
            child_faces(e, i, &last_face, &tail_face);
            /* where the turns meet the premoves the sequence must be in canonical order too */
            if (!is_solved(t, e->children + i) || !(last_face == NO_FACE || tail_face == NO_FACE
                    || t->allowed[last_face * 6 + tail_face])) {
                continue;
            }
            run->path[g] = path_entry(e, i);
            if (!run->all) {
                return 1;
            }
            if (run_solution(run) != 0) {
                return -1;
            }
        }
        return 0;
    }
    expansion *next = s->expansions + (size_t) (g + 1) * STAGES;
    node *rows = s->stack + (size_t) (g + 2) * STAGES * TURNS;
    /* each time round: the next survivor's expansion begun, the ones before it a stage further, the oldest entered */
    for (int step = 1 - STAGES; step < k; step++) {
        int ahead = step + STAGES - 1;
        if (ahead < k) {
            int i = survivors[ahead];
            int last_face, tail_face;
            child_faces(e, i, &last_face, &tail_face);
            expansion_begin(s, next + ahead % STAGES, rows + (size_t) (ahead % STAGES) * TURNS, g + 1,
                    e->children + i, last_face, tail_face);
        }
        for (int stage = 1; stage < STAGES; stage++) {
            int j = ahead - stage;
            if (j >= 0 && j < k) {
                expansion_stage(s, next + j % STAGES, stage);
            }
        }
        if (step >= 0) {
            int i = survivors[step];
            run->path[g] = path_entry(e, i);
            int result = visit(s, g + 1, next + step % STAGES);
            if (result != 0) {
                return result;
            }
        }
    }
    return 0;
}

/* The start node at depth g: solved at the bound, or expanded and its children entered. */
static int start_search(search *s, int g, const node *n, int last_face) {
    const tables *t = s->t;
    if (g == s->run.bound) {
        return is_solved(t, n) ? (s->run.all ? run_solution(&s->run) : 1) : 0;
    }
    expansion *e = s->expansions + (size_t) g * STAGES;
    expansion_begin(s, e, s->stack + (size_t) (g + 1) * STAGES * TURNS, g, n, last_face, NO_FACE);
    for (int stage = 1; stage < STAGES; stage++) {
        expansion_stage(s, e, stage);
    }
    return visit(s, g, e);
}

/*
 * One call of SubtreeSearch.search from the root `start` at depth g: the stack for the subtree's
 * depths, the search, the counts and path handed back. -2 when the memory is not there.
 */
static int search_subtree(const tables *t, JNIEnv *env, const node *start, jint g, jint last_face, jint bound,
        jboolean all, jintArray path, jlongArray at_depth, jobject callbacks) {
    search s;
    s.t = t;
    s.stack = malloc((size_t) (bound + 2) * STAGES * TURNS * sizeof(node));
    s.expansions = malloc((size_t) (bound + 2) * STAGES * sizeof(expansion));
    if (s.stack == NULL || s.expansions == NULL || !run_begin(&s.run, env, callbacks, path, at_depth, g, bound, all)) {
        free(s.stack);
        free(s.expansions);
        return -2;
    }
    int result = start_search(&s, g, start, last_face);
    free(s.stack);
    free(s.expansions);
    return run_end(&s.run, g, result);
}

#endif
