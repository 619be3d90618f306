#include "iree/hal/transient_pool.h"

#include <pthread.h>

// Blocks are at least this large, so tiny allocations share a few classes.
#define IREE_HAL_TRANSIENT_POOL_MIN_BLOCK_SIZE 256
// A dealloca keeps this many waits inline; one with more returns its block
// when the buffer is released instead (later, never earlier).
#define IREE_HAL_TRANSIENT_POOL_MAX_WAITS 4

typedef struct iree_hal_transient_block_t {
  struct iree_hal_transient_block_t* next;
  // The device allocation; owned by the pool.
  iree_hal_buffer_t* allocation;
  iree_device_size_t min_alignment;
} iree_hal_transient_block_t;

// A buffer the pool hands out: a window on a block. Bindings and mappings go
// through the block's allocation (its allocated_buffer); the wrapper itself is
// reused after its release.
typedef struct iree_hal_transient_buffer_t {
  iree_hal_buffer_t base;
  // Retained while the buffer is out.
  iree_hal_transient_pool_t* pool;
  // NULL once a dealloca returned the block.
  iree_hal_transient_block_t* block;
  // The next buffer on the pool's free or pending list.
  struct iree_hal_transient_buffer_t* next;
  bool deallocated;
  // Pending dealloca: the block returns once all of these are reached.
  iree_host_size_t wait_count;
  iree_hal_semaphore_t* wait_semaphores[IREE_HAL_TRANSIENT_POOL_MAX_WAITS];
  uint64_t wait_values[IREE_HAL_TRANSIENT_POOL_MAX_WAITS];
} iree_hal_transient_buffer_t;

struct iree_hal_transient_pool_t {
  // The owner's reference plus one per buffer out.
  int32_t ref_count;
  iree_allocator_t host_allocator;
  iree_hal_allocator_t* device_allocator;
  iree_hal_transient_pool_reclaim_t reclaim;
  pthread_mutex_t mutex;
  iree_hal_transient_block_t* free_blocks;
  iree_hal_transient_buffer_t* free_buffers;
  // Buffers with a dealloca not yet reached, each retained by the list.
  iree_hal_transient_buffer_t* pending;
  iree_hal_transient_pool_statistics_t statistics;
};

static void iree_hal_transient_buffer_destroy(void* base_buffer);

static const iree_hal_buffer_vtable_t iree_hal_transient_buffer_vtable = {
    .destroy = iree_hal_transient_buffer_destroy,
};

iree_status_t iree_hal_transient_pool_create(
    iree_hal_allocator_t* device_allocator,
    iree_hal_transient_pool_reclaim_t reclaim, iree_allocator_t host_allocator,
    iree_hal_transient_pool_t** out_pool) {
  *out_pool = NULL;
  iree_hal_transient_pool_t* pool = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*pool), (void**)&pool));
  pool->ref_count = 1;
  pool->host_allocator = host_allocator;
  pool->device_allocator = device_allocator;
  pool->reclaim = reclaim;
  iree_hal_allocator_retain(device_allocator);
  pthread_mutex_init(&pool->mutex, NULL);
  *out_pool = pool;
  return iree_ok_status();
}

static void iree_hal_transient_block_free(iree_hal_transient_pool_t* pool,
                                          iree_hal_transient_block_t* block) {
  iree_hal_buffer_release(block->allocation);
  iree_allocator_free(pool->host_allocator, block);
}

static void iree_hal_transient_pool_destroy(iree_hal_transient_pool_t* pool) {
  while (pool->free_blocks) {
    iree_hal_transient_block_t* block = pool->free_blocks;
    pool->free_blocks = block->next;
    iree_hal_transient_block_free(pool, block);
  }
  while (pool->free_buffers) {
    iree_hal_transient_buffer_t* buffer = pool->free_buffers;
    pool->free_buffers = buffer->next;
    iree_allocator_free(pool->host_allocator, buffer);
  }
  pthread_mutex_destroy(&pool->mutex);
  iree_hal_allocator_release(pool->device_allocator);
  iree_allocator_free(pool->host_allocator, pool);
}

static void iree_hal_transient_pool_retain_ref(iree_hal_transient_pool_t* pool) {
  __atomic_fetch_add(&pool->ref_count, 1, __ATOMIC_RELAXED);
}

static void iree_hal_transient_pool_release_ref(
    iree_hal_transient_pool_t* pool) {
  if (__atomic_fetch_sub(&pool->ref_count, 1, __ATOMIC_ACQ_REL) == 1) {
    iree_hal_transient_pool_destroy(pool);
  }
}



typedef enum iree_hal_transient_wait_state_e {
  IREE_HAL_TRANSIENT_WAIT_PENDING = 0,
  IREE_HAL_TRANSIENT_WAIT_REACHED,
  // A semaphore failed: the work may never finish using the memory.
  IREE_HAL_TRANSIENT_WAIT_FAILED,
} iree_hal_transient_wait_state_t;

// Where the waits of |wait_list| stand now.
static iree_hal_transient_wait_state_t iree_hal_transient_pool_query_waits(
    iree_hal_semaphore_list_t wait_list) {
  iree_hal_transient_wait_state_t state = IREE_HAL_TRANSIENT_WAIT_REACHED;
  for (iree_host_size_t i = 0; i < wait_list.count; ++i) {
    uint64_t value = 0;
    iree_status_t status =
        iree_hal_semaphore_query(wait_list.semaphores[i], &value);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      return IREE_HAL_TRANSIENT_WAIT_FAILED;
    }
    if (value < wait_list.payload_values[i]) {
      state = IREE_HAL_TRANSIENT_WAIT_PENDING;
    }
  }
  return state;
}

// Where the waits of |buffer|'s dealloca stand.
static iree_hal_transient_wait_state_t iree_hal_transient_buffer_query_waits(
    iree_hal_transient_buffer_t* buffer) {
  iree_hal_semaphore_list_t list = {buffer->wait_count,
                                    buffer->wait_semaphores,
                                    buffer->wait_values};
  return iree_hal_transient_pool_query_waits(list);
}

static void iree_hal_transient_buffer_release_waits(
    iree_hal_transient_buffer_t* buffer) {
  for (iree_host_size_t i = 0; i < buffer->wait_count; ++i) {
    iree_hal_semaphore_release(buffer->wait_semaphores[i]);
  }
  buffer->wait_count = 0;
}

// Takes the pending buffers whose deallocas are reached or failed off the
// list (all of them when |all|), returning the blocks of those reached; the
// caller releases the returned chain after unlocking, since a release may
// destroy a buffer.
static iree_hal_transient_buffer_t* iree_hal_transient_pool_sweep_locked(
    iree_hal_transient_pool_t* pool, bool all) {
  iree_hal_transient_buffer_t* done = NULL;
  iree_hal_transient_buffer_t** link = &pool->pending;
  while (*link) {
    iree_hal_transient_buffer_t* buffer = *link;
    iree_hal_transient_wait_state_t state =
        iree_hal_transient_buffer_query_waits(buffer);
    if (state == IREE_HAL_TRANSIENT_WAIT_PENDING && !all) {
      link = &buffer->next;
      continue;
    }
    // Failed (or, when |all|, pending) waits leave the block with the
    // buffer, to return when its last reference goes.
    *link = buffer->next;
    if (state == IREE_HAL_TRANSIENT_WAIT_REACHED) {
      buffer->block->next = pool->free_blocks;
      pool->free_blocks = buffer->block;
      buffer->block = NULL;
    }
    iree_hal_transient_buffer_release_waits(buffer);
    buffer->next = done;
    done = buffer;
  }
  return done;
}

static void iree_hal_transient_pool_release_swept(
    iree_hal_transient_buffer_t* done) {
  while (done) {
    iree_hal_transient_buffer_t* next = done->next;
    done->next = NULL;
    iree_hal_buffer_release(&done->base);
    done = next;
  }
}

void iree_hal_transient_pool_release(iree_hal_transient_pool_t* pool) {
  if (!pool) return;
  pthread_mutex_lock(&pool->mutex);
  iree_hal_transient_buffer_t* done =
      iree_hal_transient_pool_sweep_locked(pool, /*all=*/true);
  pthread_mutex_unlock(&pool->mutex);
  iree_hal_transient_pool_release_swept(done);
  iree_hal_transient_pool_release_ref(pool);
}

static void iree_hal_transient_buffer_destroy(void* base_buffer) {
  iree_hal_transient_buffer_t* buffer =
      (iree_hal_transient_buffer_t*)base_buffer;
  iree_hal_transient_pool_t* pool = buffer->pool;
  iree_hal_buffer_release(buffer->base.allocated_buffer);
  pthread_mutex_lock(&pool->mutex);
  if (buffer->block) {
    buffer->block->next = pool->free_blocks;
    pool->free_blocks = buffer->block;
    buffer->block = NULL;
  }
  buffer->next = pool->free_buffers;
  pool->free_buffers = buffer;
  pthread_mutex_unlock(&pool->mutex);
  iree_hal_transient_pool_release_ref(pool);
}

// The block size for |allocation_size| bytes: the next power of two up to
// 64 KiB, beyond that the next multiple of a quarter of the power of two
// below it (at most a quarter wasted).
static iree_status_t iree_hal_transient_pool_block_size(
    iree_device_size_t allocation_size, iree_device_size_t* out_size) {
  iree_device_size_t size = IREE_HAL_TRANSIENT_POOL_MIN_BLOCK_SIZE;
  while (size < allocation_size && size < 64 * 1024) size *= 2;
  if (size < allocation_size) {
    iree_device_size_t power = size;
    while (power <= allocation_size / 2) power *= 2;
    iree_device_size_t quarter = power / 4;
    if (allocation_size > IREE_DEVICE_SIZE_MAX - quarter) {
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "transient allocation of %llu bytes is too large",
                              (unsigned long long)allocation_size);
    }
    size = (allocation_size + quarter - 1) / quarter * quarter;
  }
  *out_size = size;
  return iree_ok_status();
}

static bool iree_hal_transient_block_fits(
    const iree_hal_transient_block_t* block,
    const iree_hal_buffer_params_t* params, iree_device_size_t block_size) {
  const iree_hal_buffer_t* allocation = block->allocation;
  return iree_hal_buffer_allocation_size(allocation) == block_size &&
         (iree_hal_buffer_memory_type(allocation) & params->type) ==
             params->type &&
         (iree_hal_buffer_allowed_usage(allocation) & params->usage) ==
             params->usage &&
         (params->access == IREE_HAL_MEMORY_ACCESS_NONE ||
          (iree_hal_buffer_allowed_access(allocation) & params->access) ==
              params->access) &&
         block->min_alignment >= params->min_alignment;
}

// Unlinks the first free block that fits, if any.
static iree_hal_transient_block_t* iree_hal_transient_pool_take_block_locked(
    iree_hal_transient_pool_t* pool, const iree_hal_buffer_params_t* params,
    iree_device_size_t block_size) {
  for (iree_hal_transient_block_t** link = &pool->free_blocks; *link;
       link = &(*link)->next) {
    if (iree_hal_transient_block_fits(*link, params, block_size)) {
      iree_hal_transient_block_t* block = *link;
      *link = block->next;
      return block;
    }
  }
  return NULL;
}

iree_status_t iree_hal_transient_pool_acquire(
    iree_hal_transient_pool_t* pool, iree_hal_buffer_params_t params,
    iree_device_size_t allocation_size, iree_hal_buffer_t** out_buffer) {
  *out_buffer = NULL;
  iree_device_size_t block_size = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_transient_pool_block_size(allocation_size, &block_size));

  iree_hal_transient_block_t* block = NULL;
  iree_hal_transient_buffer_t* buffer = NULL;
  // A miss asks the owner to reclaim once and looks again.
  for (int attempt = 0; attempt < 2 && !block; ++attempt) {
    if (attempt == 1) {
      if (!pool->reclaim.fn) break;
      pool->reclaim.fn(pool->reclaim.user_data);
    }
    pthread_mutex_lock(&pool->mutex);
    iree_hal_transient_buffer_t* done =
        iree_hal_transient_pool_sweep_locked(pool, /*all=*/false);
    block = iree_hal_transient_pool_take_block_locked(pool, &params,
                                                      block_size);
    pthread_mutex_unlock(&pool->mutex);
    iree_hal_transient_pool_release_swept(done);
  }
  pthread_mutex_lock(&pool->mutex);
  buffer = pool->free_buffers;
  if (buffer) pool->free_buffers = buffer->next;
  ++pool->statistics.acquire_count;
  if (block) ++pool->statistics.reuse_count;
  pthread_mutex_unlock(&pool->mutex);
  if (IREE_UNLIKELY(iree_tracing_enabled())) {
    char args[64];
    snprintf(args, sizeof(args), "\"bytes\": %llu, \"reused\": %s",
             (unsigned long long)allocation_size, block ? "true" : "false");
    iree_tracing_instant("hal", iree_make_cstring_view("queue_alloca"), args);
  }

  iree_status_t status = iree_ok_status();
  if (!block) {
    status = iree_allocator_malloc(pool->host_allocator, sizeof(*block),
                                   (void**)&block);
    if (iree_status_is_ok(status)) {
      block->min_alignment = params.min_alignment;
      status = iree_hal_allocator_allocate_buffer(
          pool->device_allocator, params, block_size,
          iree_make_const_byte_span(NULL, 0), &block->allocation);
      if (iree_status_code(status) == IREE_STATUS_RESOURCE_EXHAUSTED) {
        // Blocks of other sizes the pool keeps may be what is missing.
        iree_status_ignore(status);
        iree_hal_transient_pool_trim(pool);
        status = iree_hal_allocator_allocate_buffer(
            pool->device_allocator, params, block_size,
            iree_make_const_byte_span(NULL, 0), &block->allocation);
      }
      if (!iree_status_is_ok(status)) {
        iree_allocator_free(pool->host_allocator, block);
        block = NULL;
      }
    }
    if (iree_status_is_ok(status)) {
      pthread_mutex_lock(&pool->mutex);
      ++pool->statistics.block_count;
      pool->statistics.block_bytes += block_size;
      pthread_mutex_unlock(&pool->mutex);
    }
  }
  if (iree_status_is_ok(status) && !buffer) {
    status = iree_allocator_malloc(pool->host_allocator, sizeof(*buffer),
                                   (void**)&buffer);
  }
  if (!iree_status_is_ok(status)) {
    // Whatever was taken goes back for the next call.
    pthread_mutex_lock(&pool->mutex);
    if (block) {
      block->next = pool->free_blocks;
      pool->free_blocks = block;
    }
    if (buffer) {
      buffer->next = pool->free_buffers;
      pool->free_buffers = buffer;
    }
    pthread_mutex_unlock(&pool->mutex);
    return status;
  }

  memset(buffer, 0, sizeof(*buffer));
  const iree_hal_buffer_t* allocation = block->allocation;
  iree_hal_buffer_initialize(
      &iree_hal_transient_buffer_vtable, pool->host_allocator, block_size,
      iree_hal_buffer_memory_type(allocation),
      iree_hal_buffer_allowed_access(allocation),
      iree_hal_buffer_allowed_usage(allocation), &buffer->base);
  // Kept alive by the wrapper too: after a dealloca the block may be trimmed
  // while references to the wrapper (say, a finished command buffer's)
  // remain.
  buffer->base.allocated_buffer = block->allocation;
  iree_hal_buffer_retain(block->allocation);
  buffer->base.byte_length = allocation_size;
  buffer->pool = pool;
  buffer->block = block;
  iree_hal_transient_pool_retain_ref(pool);
  *out_buffer = &buffer->base;
  return iree_ok_status();
}

bool iree_hal_transient_pool_owns(iree_hal_transient_pool_t* pool,
                                  const iree_hal_buffer_t* buffer) {
  return buffer &&
         IREE_HAL_VTABLE(buffer, iree_hal_buffer_vtable_t) ==
             &iree_hal_transient_buffer_vtable &&
         ((const iree_hal_transient_buffer_t*)buffer)->pool == pool;
}

iree_status_t iree_hal_transient_pool_deallocate_after(
    iree_hal_transient_pool_t* pool, iree_hal_buffer_t* base_buffer,
    iree_hal_semaphore_list_t wait_list) {
  if (!iree_hal_transient_pool_owns(pool, base_buffer)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "dealloca of a buffer the device's queue did not "
                            "allocate (use hal.device.queue.alloca)");
  }
  iree_hal_transient_buffer_t* buffer =
      (iree_hal_transient_buffer_t*)base_buffer;
  pthread_mutex_lock(&pool->mutex);
  if (buffer->deallocated) {
    pthread_mutex_unlock(&pool->mutex);
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "buffer deallocated twice");
  }
  buffer->deallocated = true;
  if (iree_hal_transient_pool_query_waits(wait_list) ==
      IREE_HAL_TRANSIENT_WAIT_REACHED) {
    buffer->block->next = pool->free_blocks;
    pool->free_blocks = buffer->block;
    buffer->block = NULL;
  } else if (wait_list.count <= IREE_HAL_TRANSIENT_POOL_MAX_WAITS) {
    for (iree_host_size_t i = 0; i < wait_list.count; ++i) {
      buffer->wait_semaphores[i] = wait_list.semaphores[i];
      buffer->wait_values[i] = wait_list.payload_values[i];
      iree_hal_semaphore_retain(wait_list.semaphores[i]);
    }
    buffer->wait_count = wait_list.count;
    iree_hal_buffer_retain(&buffer->base);
    buffer->next = pool->pending;
    pool->pending = buffer;
  }
  pthread_mutex_unlock(&pool->mutex);
  return iree_ok_status();
}

void iree_hal_transient_pool_query_statistics(
    iree_hal_transient_pool_t* pool,
    iree_hal_transient_pool_statistics_t* out_statistics) {
  pthread_mutex_lock(&pool->mutex);
  *out_statistics = pool->statistics;
  pthread_mutex_unlock(&pool->mutex);
}

void iree_hal_transient_pool_trim(iree_hal_transient_pool_t* pool) {
  pthread_mutex_lock(&pool->mutex);
  iree_hal_transient_buffer_t* done =
      iree_hal_transient_pool_sweep_locked(pool, /*all=*/false);
  iree_hal_transient_block_t* blocks = pool->free_blocks;
  pool->free_blocks = NULL;
  pthread_mutex_unlock(&pool->mutex);
  iree_hal_transient_pool_release_swept(done);
  while (blocks) {
    iree_hal_transient_block_t* next = blocks->next;
    iree_hal_transient_block_free(pool, blocks);
    blocks = next;
  }
}
