/*
 * Native memory for a coset table's words: an anonymous mapping the kernel is asked to back with
 * 2 MB pages (transparent huge pages, "madvise" mode or "always"), seen from Java as direct
 * buffers. With 4 KB pages almost every table read of a multi-gigabyte table also misses the TLB;
 * with 2 MB pages the TLB covers far more of it (docs/solver.md). The JVM's own heap gets huge
 * pages only with -XX:+UseTransparentHugePages and a heap larger than the table; this needs neither.
 */
#include <jni.h>
#include <stdint.h>

#include "huge_pages.h"

JNIEXPORT jlong JNICALL Java_cubelab_nativecode_NativeWords_allocate0(JNIEnv *env, jclass type, jlong bytes) {
    return (jlong) (intptr_t) huge_allocate((size_t) bytes, 0);
}

JNIEXPORT jobject JNICALL Java_cubelab_nativecode_NativeWords_buffer0(JNIEnv *env, jclass type, jlong address,
        jlong bytes) {
    return (*env)->NewDirectByteBuffer(env, (void *) (intptr_t) address, bytes);
}

JNIEXPORT void JNICALL Java_cubelab_nativecode_NativeWords_release0(JNIEnv *env, jclass type, jlong address,
        jlong bytes) {
    free((void *) (intptr_t) address);
}
