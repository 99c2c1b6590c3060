/*
 * IDA*'s loop over a coset table paired with a slice-group table, as native code: coset_search.h,
 * for cubelab.nativecode.CosetKernel's paired functions (a paired tier, docs/solver.md)
 */
#define PAIRED 1
#define KERNEL_FUNCTION(name) Java_cubelab_nativecode_CosetKernel_##name##Paired
#include "coset_search.h"
