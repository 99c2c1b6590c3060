/*
 * Copying Java's tables and buffers into native code, for the create0 functions of the search
 * loops and the build's forward loop: int arrays narrowed to the loop's widths, and the addresses
 * of a table's direct buffers. Header only: each loop is one compilation unit.
 */
#ifndef CUBELAB_JAVA_ARRAYS_H
#define CUBELAB_JAVA_ARRAYS_H

#include <jni.h>
#include <stdint.h>

/* copies Java int array `index` of `arrays` into a narrower one; 0 when its length is not `length` */
static int narrow(JNIEnv *env, jobjectArray arrays, int index, jsize length, void *target, int width) {
    jintArray array = (jintArray) (*env)->GetObjectArrayElement(env, arrays, index);
    if (array == NULL || (*env)->GetArrayLength(env, array) != length) {
        return 0;
    }
    jint *values = (*env)->GetIntArrayElements(env, array, NULL);
    for (jsize k = 0; k < length; k++) {
        if (width == 1) {
            ((uint8_t *) target)[k] = (uint8_t) values[k];
        } else if (width == 2) {
            ((uint16_t *) target)[k] = (uint16_t) values[k];
        } else {
            ((int32_t *) target)[k] = values[k];
        }
    }
    (*env)->ReleaseIntArrayElements(env, array, values, JNI_ABORT);
    (*env)->DeleteLocalRef(env, array);
    return 1;
}

/* the addresses of a table's direct buffers (at most 64 chunks of 2^27 words); 0 when one has none */
static int addresses(JNIEnv *env, jobjectArray buffers, const uint64_t **into, int *count) {
    *count = (*env)->GetArrayLength(env, buffers);
    if (*count < 1 || *count > 64) {
        return 0;
    }
    for (int i = 0; i < *count; i++) {
        jobject buffer = (*env)->GetObjectArrayElement(env, buffers, i);
        into[i] = buffer == NULL ? NULL : (const uint64_t *) (*env)->GetDirectBufferAddress(env, buffer);
        if (into[i] == NULL) {
            return 0;
        }
        (*env)->DeleteLocalRef(env, buffer);
    }
    return 1;
}

#endif
