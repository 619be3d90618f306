// The host heap allocator and its buffers, plus buffers wrapping caller-owned
// host memory (the same buffer implementation without an allocation).
#include <string.h>

#include "iree/hal/allocator.h"
#include "iree/hal/buffer.h"

// Allocations start on a cache line at least, so kernels can use aligned
// vector loads on the start of any buffer.
#define IREE_HAL_HEAP_DEFAULT_ALIGNMENT 64
// Larger alignments would waste more padding than they could ever be worth.
#define IREE_HAL_HEAP_MAX_ALIGNMENT 65536

#define IREE_HAL_HEAP_MEMORY_TYPE                                           \
  (IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_LOCAL |    \
   IREE_HAL_MEMORY_TYPE_HOST_VISIBLE | IREE_HAL_MEMORY_TYPE_HOST_COHERENT | \
   IREE_HAL_MEMORY_TYPE_HOST_CACHED)

typedef struct iree_hal_heap_allocator_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  // Updated with atomics: buffers are created and freed on any thread.
  iree_hal_allocator_statistics_t statistics;
  iree_host_size_t identifier_length;
  char identifier[];
} iree_hal_heap_allocator_t;

typedef struct iree_hal_heap_buffer_t {
  iree_hal_buffer_t base;
  uint8_t* data;
  // The allocator whose statistics count this buffer (retained), or NULL for
  // wrapped host memory.
  iree_hal_heap_allocator_t* allocator;
  iree_hal_buffer_release_callback_t release_callback;
} iree_hal_heap_buffer_t;

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

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
  iree_allocator_free(buffer->base.host_allocator, buffer);
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
  iree_hal_heap_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(allocator->host_allocator,
                                             total_size, (void**)&buffer),
                       "allocator '%.*s' allocating a buffer of %llu bytes",
                       (int)allocator->identifier_length, allocator->identifier,
                       (unsigned long long)allocation_size);
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
