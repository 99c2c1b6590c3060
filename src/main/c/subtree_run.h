/*
 * What the native search loops share: one call of SubtreeSearch.search from IdaStarWorker, with
 * its callbacks (stop every CHECK_INTERVAL nodes, each solution when all are asked for), the
 * path of the subtree's first turns and the node counts per depth, added to the worker's at the
 * end. Header only: each loop is one compilation unit.
 */
#ifndef CUBELAB_SUBTREE_RUN_H
#define CUBELAB_SUBTREE_RUN_H

#include <jni.h>
#include <stdint.h>
#include <stdlib.h>

#define CHECK_INTERVAL (1 << 14)

typedef struct {
    JNIEnv *env;
    jobject callbacks;
    jmethodID stop_method;
    jmethodID solution_method;
    jintArray java_path;
    jlongArray java_at_depth;
    int all;
    int bound;
    int32_t *path;
    int64_t nodes;
    int64_t *at_depth;
    jsize depths;
    int countdown;
} subtree_run;

/* Starts a run below depth g; 0 when the memory for its counts is not there. */
static int run_begin(subtree_run *r, JNIEnv *env, jobject callbacks, jintArray path, jlongArray at_depth, int g,
        int bound, jboolean all) {
    r->env = env;
    r->callbacks = callbacks;
    jclass type_of_callbacks = (*env)->GetObjectClass(env, callbacks);
    r->stop_method = (*env)->GetMethodID(env, type_of_callbacks, "stop", "(J)Z");
    r->solution_method = (*env)->GetMethodID(env, type_of_callbacks, "solution", "()V");
    r->java_path = path;
    r->java_at_depth = at_depth;
    r->all = all;
    r->bound = bound;
    r->nodes = 0;
    r->countdown = CHECK_INTERVAL;
    r->depths = (*env)->GetArrayLength(env, at_depth);
    r->at_depth = calloc((size_t) r->depths, sizeof(int64_t));
    r->path = calloc((size_t) (bound > 0 ? bound : 1), sizeof(int32_t));
    if (r->at_depth == NULL || r->path == NULL) {
        free(r->at_depth);
        free(r->path);
        return 0;
    }
    if (g > 0) {
        (*env)->GetIntArrayRegion(env, path, 0, g, r->path); /* the subtree's first turns, for whole solutions */
    }
    return 1;
}

/* Counts the n children of a node at depth g; 1 when the search is to stop. */
static inline int run_count(subtree_run *r, int g, int n) {
    r->nodes += n;
    r->at_depth[g + 1] += n;
    r->countdown -= n;
    if (r->countdown > 0) {
        return 0;
    }
    r->countdown = CHECK_INTERVAL;
    return (*r->env)->CallBooleanMethod(r->env, r->callbacks, r->stop_method, (jlong) r->nodes)
            || (*r->env)->ExceptionCheck(r->env);
}

/* Hands the whole path over as one solution (every solution asked for); -1 when the callback threw. */
static int run_solution(subtree_run *r) {
    (*r->env)->SetIntArrayRegion(r->env, r->java_path, 0, r->bound, r->path);
    (*r->env)->CallVoidMethod(r->env, r->callbacks, r->solution_method);
    return (*r->env)->ExceptionCheck(r->env) ? -1 : 0;
}

/* Ends a run below depth g that came to `result`: adds its counts, writes a found path, frees. */
static int run_end(subtree_run *r, int g, int result) {
    JNIEnv *env = r->env;
    if (!(*env)->ExceptionCheck(env)) {
        jlong *counts = (*env)->GetLongArrayElements(env, r->java_at_depth, NULL);
        for (jsize d = 0; d < r->depths; d++) {
            counts[d] += r->at_depth[d];
        }
        (*env)->ReleaseLongArrayElements(env, r->java_at_depth, counts, 0);
        if (result == 1 && r->bound > g) {
            (*env)->SetIntArrayRegion(env, r->java_path, g, r->bound - g, r->path + g);
        }
    } else {
        result = -1; /* a callback threw: no more JNI calls, Java rethrows it */
    }
    free(r->at_depth);
    free(r->path);
    return result;
}

#endif
