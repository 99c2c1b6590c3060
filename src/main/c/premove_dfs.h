/*
 * IdaStarWorker.search with premoves, shared by the coset and slice-group loops: included after a
 * loop's `node`, `tables`, is_solved, excluded_turns, excluded_premoves and side_children. Each
 * node grows the solution at whichever end has fewer turns to try; children whose estimate
 * exceeds the budget are not entered. Header only: each loop is one compilation unit.
 */
#ifndef CUBELAB_PREMOVE_DFS_H
#define CUBELAB_PREMOVE_DFS_H

typedef struct {
    subtree_run run;
    const tables *t;
    node *stack;
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

/* 1: found (path filled), 0: subtree exhausted, -1: told to stop */
static int dfs(search *s, int g, const node *n, int last_face, int tail_face) {
    const tables *t = s->t;
    subtree_run *run = &s->run;
    if (g == run->bound) {
        /* where the turns meet the premoves the sequence must be in canonical order too */
        if (!is_solved(t, n) || !(last_face == NO_FACE || tail_face == NO_FACE || t->allowed[last_face * 6 + tail_face])) {
            return 0;
        }
        return run->all ? run_solution(run) : 1;
    }
    int budget = run->bound - g - 1;
    int remaining = run->bound - g;
    int turns[TURNS], premoves[TURNS];
    int count = kept_turns(t->after[last_face], t->after_count[last_face], excluded_turns(t, n, remaining), turns);
    int before = kept_turns(t->before[tail_face], t->before_count[tail_face], excluded_premoves(t, n, remaining),
            premoves);
    int premove = before < count;
    const int *chosen = premove ? premoves : turns;
    if (premove) {
        count = before;
    }
    if (run_count(run, g, count)) {
        return -1;
    }
    node *children = s->stack + (size_t) (g + 1) * TURNS;
    int est[TURNS];
    side_children(t, n, children, chosen, count, budget, est, premove, premove);
    for (int i = 0; i < count; i++) {
        if (est[i] > budget) {
            continue;
        }
        int face = chosen[i] / 3;
        run->path[g] = premove ? chosen[i] | PREMOVE : chosen[i];
        int result = premove ? dfs(s, g + 1, children + i, last_face, face)
                : dfs(s, g + 1, children + i, face, tail_face);
        if (result != 0) {
            return result;
        }
    }
    return 0;
}

/*
 * One call of SubtreeSearch.search from the root `start` at depth g: the stack for the subtree's
 * depths, the search, the counts and path handed back. -2 when the memory is not there.
 */
static int search_subtree(const tables *t, JNIEnv *env, const node *start, jint g, jint last_face, jint bound,
        jboolean all, jintArray path, jlongArray at_depth, jobject callbacks) {
    search s;
    s.t = t;
    s.stack = malloc((size_t) (bound + 2) * TURNS * sizeof(node));
    if (s.stack == NULL || !run_begin(&s.run, env, callbacks, path, at_depth, g, bound, all)) {
        free(s.stack);
        return -2;
    }
    int result = dfs(&s, g, start, last_face, NO_FACE);
    free(s.stack);
    return run_end(&s.run, g, result);
}

#endif
