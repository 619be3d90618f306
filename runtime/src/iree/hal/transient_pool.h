// iree_hal_transient_pool_t: the device memory behind queue-ordered
// allocation (iree_hal_device_queue_alloca/dealloca).
//
// The pool keeps blocks of device memory in power-of-two size classes. A
// buffer it hands out wraps one block; the block comes back when the buffer's
// last reference goes or, earlier, once the wait list of a dealloca is
// reached (queue order then says no work uses it any more). Returned blocks
// and the buffer objects wrapping them are reused, so calls that allocate the
// same sizes in steady state allocate nothing from the device allocator or the
// host allocator. Thread-safe.
#ifndef IREE_HAL_TRANSIENT_POOL_H_
#define IREE_HAL_TRANSIENT_POOL_H_

#include "iree/base/api.h"
#include "iree/hal/allocator.h"
#include "iree/hal/semaphore.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_transient_pool_t iree_hal_transient_pool_t;

// What the pool has done since its creation.
typedef struct iree_hal_transient_pool_statistics_t {
  // Blocks allocated from the device allocator, and their bytes.
  uint64_t block_count;
  iree_device_size_t block_bytes;
  // Buffers handed out, and how many of them reused a returned block.
  uint64_t acquire_count;
  uint64_t reuse_count;
} iree_hal_transient_pool_statistics_t;

// Asks the pool's owner to release what its finished work still holds (a
// device that retires submissions lazily), so blocks come back before the
// pool allocates a new one.
typedef struct iree_hal_transient_pool_reclaim_t {
  void (*fn)(void* user_data);
  void* user_data;
} iree_hal_transient_pool_reclaim_t;

// Creates a pool drawing blocks from |device_allocator| (retained). |reclaim|
// (fn may be NULL) is called without the pool's lock held, from acquire.
iree_status_t iree_hal_transient_pool_create(
    iree_hal_allocator_t* device_allocator,
    iree_hal_transient_pool_reclaim_t reclaim, iree_allocator_t host_allocator,
    iree_hal_transient_pool_t** out_pool);

// Drops the owner's reference. Buffers still out keep the pool alive; the
// blocks are freed when the last of them is released.
void iree_hal_transient_pool_release(iree_hal_transient_pool_t* pool);

// A buffer of |allocation_size| bytes meeting |params|, from a returned
// block when one fits, else from a new block. Its contents are unspecified.
iree_status_t iree_hal_transient_pool_acquire(
    iree_hal_transient_pool_t* pool, iree_hal_buffer_params_t params,
    iree_device_size_t allocation_size, iree_hal_buffer_t** out_buffer);

// Returns the memory of |buffer| (acquired from |pool|) to the pool once
// |wait_list| is reached, even while references to the buffer remain; using
// the buffer after that point is an error. INVALID_ARGUMENT for a buffer of
// another pool or one already deallocated.
iree_status_t iree_hal_transient_pool_deallocate_after(
    iree_hal_transient_pool_t* pool, iree_hal_buffer_t* buffer,
    iree_hal_semaphore_list_t wait_list);

// Whether |buffer| was acquired from |pool|.
bool iree_hal_transient_pool_owns(iree_hal_transient_pool_t* pool,
                                  const iree_hal_buffer_t* buffer);

void iree_hal_transient_pool_query_statistics(
    iree_hal_transient_pool_t* pool,
    iree_hal_transient_pool_statistics_t* out_statistics);

// Frees the returned blocks (those no buffer holds).
void iree_hal_transient_pool_trim(iree_hal_transient_pool_t* pool);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_TRANSIENT_POOL_H_
