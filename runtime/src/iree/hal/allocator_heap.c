// The host heap allocator and its buffers, plus buffers wrapping caller-owned
// host memory (the same buffer implementation without an allocation).
#include <pthread.h>
#include <string.h>

#include "iree/hal/allocator.h"
#include "iree/hal/buffer.h"

// Allocations start on a cache line at least, so kernels can use aligned
// vector loads on the start of any buffer.
#define IREE_HAL_HEAP_DEFAULT_ALIGNMENT 64
// Larger alignments would waste more padding than they could ever be worth.
#define IREE_HAL_HEAP_MAX_ALIGNMENT 65536

// Released blocks of at least this many bytes are kept for reuse, up to a
// count and a total: a program's transients (a padded input, a layer's
// output) have the same sizes every call, and fresh pages cost a page fault
// each on first touch (a third of a 3x3 convolution's time).
#define IREE_HAL_HEAP_CACHE_MIN_BLOCK_SIZE (64 * 1024)
#define IREE_HAL_HEAP_CACHE_MAX_BLOCKS 32
#define IREE_HAL_HEAP_CACHE_MAX_BYTES ((iree_host_size_t)256 * 1024 * 1024)

#define IREE_HAL_HEAP_MEMORY_TYPE                                           \
  (IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_LOCAL |    \
   IREE_HAL_MEMORY_TYPE_HOST_VISIBLE | IREE_HAL_MEMORY_TYPE_HOST_COHERENT | \
   IREE_HAL_MEMORY_TYPE_HOST_CACHED)

// A released block: a buffer header and its data, |size| bytes in all.
typedef struct iree_hal_heap_cached_block_t {
  void* block;
  iree_host_size_t size;
} iree_hal_heap_cached_block_t;

typedef struct iree_hal_heap_allocator_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  // Updated with atomics: buffers are created and freed on any thread.
  iree_hal_allocator_statistics_t statistics;
  // Released blocks for reuse, guarded by |cache_mutex| (buffers are
  // released on any thread).
  pthread_mutex_t cache_mutex;
  iree_host_size_t cache_count;
  iree_host_size_t cache_bytes;
  iree_hal_heap_cached_block_t cache[IREE_HAL_HEAP_CACHE_MAX_BLOCKS];
  iree_host_size_t identifier_length;
  char identifier[];
} iree_hal_heap_allocator_t;

typedef struct iree_hal_heap_buffer_t {
  iree_hal_buffer_t base;
  uint8_t* data;
  // Bytes of the host allocation holding this header and the data.
  iree_host_size_t block_size;
  // The allocator whose statistics count this buffer (retained), or NULL for
  // wrapped host memory.
  iree_hal_heap_allocator_t* allocator;
  iree_hal_buffer_release_callback_t release_callback;
} iree_hal_heap_buffer_t;

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

// Keeps |block| of |size| bytes for reuse when it is large enough and the
// cache has room; returns whether it did (the caller frees it otherwise).
static bool iree_hal_heap_allocator_cache_block(
    iree_hal_heap_allocator_t* allocator, void* block, iree_host_size_t size) {
  if (size < IREE_HAL_HEAP_CACHE_MIN_BLOCK_SIZE) return false;
  bool cached = false;
  pthread_mutex_lock(&allocator->cache_mutex);
  if (allocator->cache_count < IREE_HAL_HEAP_CACHE_MAX_BLOCKS &&
      size <= IREE_HAL_HEAP_CACHE_MAX_BYTES - allocator->cache_bytes) {
    allocator->cache[allocator->cache_count++] =
        (iree_hal_heap_cached_block_t){block, size};
    allocator->cache_bytes += size;
    cached = true;
  }
  pthread_mutex_unlock(&allocator->cache_mutex);
  return cached;
}

// Takes the smallest cached block of |min_size| to 5/4 of |min_size| bytes,
// or returns NULL.
static void* iree_hal_heap_allocator_take_block(
    iree_hal_heap_allocator_t* allocator, iree_host_size_t min_size,
    iree_host_size_t* out_size) {
  if (min_size < IREE_HAL_HEAP_CACHE_MIN_BLOCK_SIZE) return NULL;
  void* block = NULL;
  pthread_mutex_lock(&allocator->cache_mutex);
  iree_host_size_t best = allocator->cache_count;
  for (iree_host_size_t i = 0; i < allocator->cache_count; ++i) {
    iree_host_size_t size = allocator->cache[i].size;
    if (size >= min_size && size - min_size <= min_size / 4 &&
        (best == allocator->cache_count ||
         size < allocator->cache[best].size)) {
      best = i;
    }
  }
  if (best < allocator->cache_count) {
    block = allocator->cache[best].block;
    *out_size = allocator->cache[best].size;
    allocator->cache_bytes -= *out_size;
    allocator->cache[best] = allocator->cache[--allocator->cache_count];
  }
  pthread_mutex_unlock(&allocator->cache_mutex);
  return block;
}

static void iree_hal_heap_buffer_destroy(void* base_buffer) {
  iree_hal_heap_buffer_t* buffer = (iree_hal_heap_buffer_t*)base_buffer;
  if (buffer->release_callback.fn) {
    buffer->release_callback.fn(buffer->release_callback.user_data,
                                &buffer->base);
  }
  iree_hal_heap_allocator_t* allocator = buffer->allocator;
  if (allocator) {
    iree_hal_allocator_statistics_record_free(&allocator->statistics,
                                              buffer->base.allocation_size);
  }
  if (!allocator || !iree_hal_heap_allocator_cache_block(
                        allocator, buffer, buffer->block_size)) {
    iree_allocator_free(buffer->base.host_allocator, buffer);
  }
  iree_hal_resource_release(allocator);
}

static iree_status_t iree_hal_heap_buffer_map_range(
    iree_hal_buffer_t* base_buffer, iree_hal_memory_access_t access,
    iree_device_size_t allocation_offset, iree_device_size_t byte_length,
    iree_hal_buffer_mapping_t* mapping) {
  iree_hal_heap_buffer_t* buffer = (iree_hal_heap_buffer_t*)base_buffer;
  mapping->contents = iree_make_byte_span(buffer->data + allocation_offset,
                                          (iree_host_size_t)byte_length);
  return iree_ok_status();
}

// Host memory is coherent: unmapping, flushing and invalidating are no-ops.
static iree_status_t iree_hal_heap_buffer_unmap_range(
    iree_hal_buffer_t* base_buffer, iree_hal_buffer_mapping_t* mapping) {
  return iree_ok_status();
}

static iree_status_t iree_hal_heap_buffer_flush_range(
    iree_hal_buffer_t* base_buffer, iree_device_size_t allocation_offset,
    iree_device_size_t byte_length) {
  return iree_ok_status();
}

static const iree_hal_buffer_vtable_t iree_hal_heap_buffer_vtable = {
    .destroy = iree_hal_heap_buffer_destroy,
    .map_range = iree_hal_heap_buffer_map_range,
    .unmap_range = iree_hal_heap_buffer_unmap_range,
    .flush_range = iree_hal_heap_buffer_flush_range,
    .invalidate_range = iree_hal_heap_buffer_flush_range,
};

iree_status_t iree_hal_buffer_wrap_host_memory(
    iree_byte_span_t data, iree_hal_memory_access_t allowed_access,
    iree_hal_buffer_usage_t allowed_usage,
    iree_hal_buffer_release_callback_t release_callback,
    iree_allocator_t host_allocator, iree_hal_buffer_t** out_buffer) {
  *out_buffer = NULL;
  iree_hal_heap_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*buffer), (void**)&buffer));
  iree_hal_buffer_initialize(&iree_hal_heap_buffer_vtable, host_allocator,
                             data.data_length, IREE_HAL_HEAP_MEMORY_TYPE,
                             allowed_access, allowed_usage, &buffer->base);
  buffer->data = data.data;
  buffer->release_callback = release_callback;
  *out_buffer = &buffer->base;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Allocator
//===----------------------------------------------------------------------===//

static const iree_hal_allocator_vtable_t iree_hal_heap_allocator_vtable;

iree_status_t iree_hal_allocator_create_heap(
    iree_string_view_t identifier, iree_allocator_t host_allocator,
    iree_hal_allocator_t** out_allocator) {
  *out_allocator = NULL;
  iree_hal_heap_allocator_t* allocator = NULL;
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_add(sizeof(*allocator), identifier.size,
                                  &total_size)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE, "identifier too long");
  }
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&allocator));
  iree_hal_resource_initialize(&iree_hal_heap_allocator_vtable,
                               &allocator->resource);
  allocator->host_allocator = host_allocator;
  pthread_mutex_init(&allocator->cache_mutex, NULL);
  allocator->identifier_length = identifier.size;
  if (identifier.size) {
    memcpy(allocator->identifier, identifier.data, identifier.size);
  }
  *out_allocator = (iree_hal_allocator_t*)allocator;
  return iree_ok_status();
}

static void iree_hal_heap_allocator_destroy(void* base_allocator) {
  iree_hal_heap_allocator_t* allocator =
      (iree_hal_heap_allocator_t*)base_allocator;
  for (iree_host_size_t i = 0; i < allocator->cache_count; ++i) {
    iree_allocator_free(allocator->host_allocator, allocator->cache[i].block);
  }
  pthread_mutex_destroy(&allocator->cache_mutex);
  iree_allocator_free(allocator->host_allocator, allocator);
}

static iree_allocator_t iree_hal_heap_allocator_host_allocator(
    const iree_hal_allocator_t* base_allocator) {
  return ((const iree_hal_heap_allocator_t*)base_allocator)->host_allocator;
}

static void iree_hal_heap_allocator_query_statistics(
    iree_hal_allocator_t* base_allocator,
    iree_hal_allocator_statistics_t* out_statistics) {
  iree_hal_allocator_statistics_load(
      &((iree_hal_heap_allocator_t*)base_allocator)->statistics,
      out_statistics);
}

static iree_status_t iree_hal_heap_allocator_allocate_buffer(
    iree_hal_allocator_t* base_allocator,
    const iree_hal_buffer_params_t* params, iree_device_size_t allocation_size,
    iree_const_byte_span_t initial_data, iree_hal_buffer_t** out_buffer) {
  iree_hal_heap_allocator_t* allocator =
      (iree_hal_heap_allocator_t*)base_allocator;
  iree_device_size_t alignment = params->min_alignment
                                     ? params->min_alignment
                                     : IREE_HAL_HEAP_DEFAULT_ALIGNMENT;
  if (alignment < IREE_HAL_HEAP_DEFAULT_ALIGNMENT) {
    alignment = IREE_HAL_HEAP_DEFAULT_ALIGNMENT;
  }
  if (alignment > IREE_HAL_HEAP_MAX_ALIGNMENT) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "min_alignment %llu exceeds the heap's limit of %d",
                            (unsigned long long)alignment,
                            IREE_HAL_HEAP_MAX_ALIGNMENT);
  }
  // One host allocation holds the header and the aligned data after it.
  iree_host_size_t total_size = 0;
  if (allocation_size > IREE_HOST_SIZE_MAX ||
      !iree_host_size_checked_add(sizeof(iree_hal_heap_buffer_t) + alignment,
                                  (iree_host_size_t)allocation_size,
                                  &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "buffer of %llu bytes exceeds the address space",
                            (unsigned long long)allocation_size);
  }
  iree_host_size_t block_size = total_size;
  iree_hal_heap_buffer_t* buffer = (iree_hal_heap_buffer_t*)
      iree_hal_heap_allocator_take_block(allocator, total_size, &block_size);
  if (buffer) {
    // A reused block holds what its last buffer left: device memory's
    // contents are unspecified, host memory's zero.
    memset(buffer, 0, sizeof(*buffer));
    if (!(params->type & IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL) ||
        initial_data.data_length) {
      memset(buffer + 1, 0, block_size - sizeof(*buffer));
    }
  } else {
    IREE_RETURN_IF_ERROR(
        iree_allocator_malloc(allocator->host_allocator, total_size,
                              (void**)&buffer),
        "allocator '%.*s' allocating a buffer of %llu bytes",
        (int)allocator->identifier_length, allocator->identifier,
        (unsigned long long)allocation_size);
  }
  buffer->block_size = block_size;
  iree_hal_buffer_initialize(&iree_hal_heap_buffer_vtable,
                             allocator->host_allocator, allocation_size,
                             IREE_HAL_HEAP_MEMORY_TYPE | params->type,
                             params->access, params->usage, &buffer->base);
  uintptr_t data_start = (uintptr_t)(buffer + 1);
  buffer->data =
      (uint8_t*)((data_start + alignment - 1) & ~(uintptr_t)(alignment - 1));
  if (initial_data.data_length) {
    memcpy(buffer->data, initial_data.data, initial_data.data_length);
  }
  buffer->allocator = allocator;
  iree_hal_resource_retain(allocator);
  iree_hal_allocator_statistics_record_alloc(&allocator->statistics,
                                             allocation_size);
  *out_buffer = &buffer->base;
  return iree_ok_status();
}

static const iree_hal_allocator_vtable_t iree_hal_heap_allocator_vtable = {
    .destroy = iree_hal_heap_allocator_destroy,
    .host_allocator = iree_hal_heap_allocator_host_allocator,
    .query_statistics = iree_hal_heap_allocator_query_statistics,
    .allocate_buffer = iree_hal_heap_allocator_allocate_buffer,
};
