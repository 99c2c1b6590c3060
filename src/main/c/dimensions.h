/*
 * The table dimensions a native loop was compiled with, checked against Java's when the loop is
 * created (NativeDimensions): a library built from other sources than the classes beside it would
 * otherwise read its tables with the wrong strides. Header only: each loop is one compilation unit.
 */
#ifndef CUBELAB_DIMENSIONS_H
#define CUBELAB_DIMENSIONS_H

#include <jni.h>

/* the index of the first of Java's `java` dimensions that differs from `own`; `count` when there
 * are not `count` of them; -1 when all agree */
static jint first_mismatch(JNIEnv *env, jintArray java, const jint *own, jsize count) {
    if (java == NULL || (*env)->GetArrayLength(env, java) != count) {
        return count;
    }
    jint *values = (*env)->GetIntArrayElements(env, java, NULL);
    jint mismatch = -1;
    for (jsize k = 0; k < count && mismatch < 0; k++) {
        if (values[k] != own[k]) {
            mismatch = k;
        }
    }
    (*env)->ReleaseIntArrayElements(env, java, values, JNI_ABORT);
    return mismatch;
}

#endif
