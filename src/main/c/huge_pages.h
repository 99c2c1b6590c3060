/*
 * Memory the kernel is asked to back with 2 MB pages (transparent huge pages, "madvise" mode or
 * "always"): aligned to a huge page and a whole number of them, so that every page of it can be
 * one. Used for the coset tables' native copies and for every loop's own tables: the Korf
 * tier's pattern databases (read at random, like the coset tables) and the move and conjugation
 * tables that each child's address goes through, which the big table's TLB misses would
 * otherwise evict (for those the gain measured within the noise: 1-3 %). Freed with free().
 * Header only: each loop is one compilation unit.
 */
#ifndef CUBELAB_HUGE_PAGES_H
#define CUBELAB_HUGE_PAGES_H

#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#define HUGE_PAGE ((size_t) 2 << 20)

/* `bytes` of memory on huge pages where the kernel gives them, zeroed when `zero`; NULL when not there */
static void *huge_allocate(size_t bytes, int zero) {
    size_t size = (bytes + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
    void *memory = aligned_alloc(HUGE_PAGE, size == 0 ? HUGE_PAGE : size);
    if (memory == NULL) {
        return NULL;
    }
    madvise(memory, size, MADV_HUGEPAGE);
    if (zero) {
        memset(memory, 0, bytes);
    }
    return memory;
}

#endif
