/* IDA*'s loop over a coset table alone, as native code: coset_search.h, for NativeCosetKernel */
#define PAIRED 0
#define KERNEL_FUNCTION(name) Java_cubelab_search_NativeCosetKernel_##name
#include "coset_search.h"
