/* IDA*'s loop over a coset table alone, as native code: coset_search.h, for cubelab.nativecode.CosetKernel */
#define PAIRED 0
#define KERNEL_FUNCTION(name) Java_cubelab_nativecode_CosetKernel_##name
#include "coset_search.h"
#include "dimensions.h"

/* the order of NativeCosetKernel's dimensions (the paired loop shares them: coset_search.h) */
JNIEXPORT jint JNICALL Java_cubelab_nativecode_CosetKernel_dimensionMismatch0(JNIEnv *env, jclass type,
        jintArray java) {
    static const jint own[] = {TURNS, VIEWS, CHUNK_SHIFT, TWISTS, CORNER_SETS, FLIPS, SLICE_SORTED, SLICES,
        ENTRIES_PER_WORD, PAIR_ENTRIES, PIECES, CODES, SLICE_KEYS};
    return first_mismatch(env, java, own, 13);
}
