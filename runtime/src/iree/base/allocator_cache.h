// iree_allocator_cache_t: a host allocator that keeps freed small blocks for
// reuse, so objects made and dropped on every call (command buffers, fences,
// semaphores, buffer views) stop reaching the system allocator once the
// first calls have filled the cache.
//
// Blocks of up to IREE_ALLOCATOR_CACHE_MAX_BLOCK_SIZE bytes are rounded up to
// a power of two and, when freed, kept on that size's list (at most
// IREE_ALLOCATOR_CACHE_MAX_BLOCKS_PER_SIZE of them; the rest go back to the
// base allocator); larger ones pass through. Thread-safe. The cache lives
// until its owner released it and every block it handed out was freed, so
// objects may outlive the component that created the cache.
#ifndef IREE_BASE_ALLOCATOR_CACHE_H_
#define IREE_BASE_ALLOCATOR_CACHE_H_

#include "iree/base/allocator.h"

#ifdef __cplusplus
extern "C" {
#endif

#define IREE_ALLOCATOR_CACHE_MAX_BLOCK_SIZE (64 * 1024)
#define IREE_ALLOCATOR_CACHE_MAX_BLOCKS_PER_SIZE 256

typedef struct iree_allocator_cache_t iree_allocator_cache_t;

// Creates a cache over |base_allocator|, which must outlive it.
iree_status_t iree_allocator_cache_create(iree_allocator_t base_allocator,
                                          iree_allocator_cache_t** out_cache);

// Drops the owner's reference; the cache frees its blocks once every block
// handed out is freed too.
void iree_allocator_cache_release(iree_allocator_cache_t* cache);

// The cache as an allocator.
iree_allocator_t iree_allocator_cache_allocator(iree_allocator_cache_t* cache);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_ALLOCATOR_CACHE_H_
