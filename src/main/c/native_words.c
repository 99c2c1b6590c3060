/*
 * Native memory for a coset table's words: an anonymous mapping the kernel is asked to back with
 * 2 MB pages (transparent huge pages, "madvise" mode or "always"), seen from Java as direct
 * buffers. With 4 KB pages almost every table read of a multi-gigabyte table also misses the TLB;
 * with 2 MB pages the TLB covers far more of it (docs/solver.md). The JVM's own heap gets huge
 * pages only with -XX:+UseTransparentHugePages and a heap larger than the table; this needs neither.
 */
#include <errno.h>
#include <fcntl.h>
#include <sys/mman.h>
#include <jni.h>
#include <stdint.h>
#include <unistd.h>

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

/* madvise(advice) over a direct buffer's memory, from the page it starts in: 0, or the errno */
static int advise_buffer(JNIEnv *env, jobject buffer, int advice) {
    uintptr_t address = (uintptr_t) (*env)->GetDirectBufferAddress(env, buffer);
    jlong bytes = (*env)->GetDirectBufferCapacity(env, buffer);
    long page = sysconf(_SC_PAGESIZE);
    if (address == 0 || bytes <= 0 || page <= 0) {
        return EINVAL;
    }
    uintptr_t start = address & ~(uintptr_t) (page - 1);
    return madvise((void *) start, (size_t) (address + (uintptr_t) bytes - start), advice) == 0 ? 0 : errno;
}

/*
 * A file mapping's pages advised for 2 MB folios, or that advice withdrawn (`huge` false:
 * MADV_NOHUGEPAGE), over the buffer from the page it starts in: where the kernel keeps a file's
 * page cache in large folios (Linux 6.18 on ext4) the faults then read 2 MB at a time and the
 * pages are mapped by 2 MB entries, as a copy on huge pages is; elsewhere the advice is a flag
 * that changes nothing. 0, or the errno.
 */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_NativeWords_advise0(JNIEnv *env, jclass type, jobject buffer,
        jboolean huge) {
    return advise_buffer(env, buffer, huge ? MADV_HUGEPAGE : MADV_NOHUGEPAGE);
}

/*
 * A file mapping's pages unmapped from this process (MADV_DONTNEED; the next read faults them in
 * again from the page cache or the file), so that the page cache can let them go: a shared file
 * mapping's written pages are the file's, nothing is lost. 0, or the errno.
 */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_NativeWords_forget0(JNIEnv *env, jclass type, jobject buffer) {
    return advise_buffer(env, buffer, MADV_DONTNEED);
}

/*
 * A file's clean pages dropped from the page cache (posix_fadvise POSIX_FADV_DONTNEED), those that
 * no process maps: a table file written through 4 KB pages is then read again in the folios a
 * mapping advised for 2 MB pages asks for. 0, or the errno.
 */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_NativeWords_dropCached0(JNIEnv *env, jclass type, jstring path) {
    const char *name = (*env)->GetStringUTFChars(env, path, NULL);
    if (name == NULL) {
        return ENOMEM;
    }
    int fd = open(name, O_RDONLY | O_CLOEXEC);
    (*env)->ReleaseStringUTFChars(env, path, name);
    if (fd < 0) {
        return errno;
    }
    int result = posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    close(fd);
    return result;
}

/* The address of a direct buffer's first byte (0 for a buffer that is not direct). */
JNIEXPORT jlong JNICALL Java_cubelab_nativecode_NativeWords_address0(JNIEnv *env, jclass type, jobject buffer) {
    return (jlong) (intptr_t) (*env)->GetDirectBufferAddress(env, buffer);
}
