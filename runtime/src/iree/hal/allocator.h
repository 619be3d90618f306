// iree_hal_allocator_t: allocates buffers of a device's memory and keeps
// statistics about them.
#ifndef IREE_HAL_ALLOCATOR_H_
#define IREE_HAL_ALLOCATOR_H_

#include "iree/base/api.h"
#include "iree/hal/buffer.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

// What a caller needs from a new buffer. Zero fields mean "no requirement"
// (usage NONE is an error: a buffer must be usable for something).
typedef struct iree_hal_buffer_params_t {
  // Usages the buffer must allow.
  iree_hal_buffer_usage_t usage;
  // Accesses the buffer must allow; NONE means ALL.
  iree_hal_memory_access_t access;
  // Memory type bits the buffer must have; the allocator may add more (a CPU
  // allocator returns host memory for any request).
  iree_hal_memory_type_t type;
  // Minimum alignment of the allocation's start in bytes (a power of two, or
  // 0 for the allocator's default, which is at least 64).
  iree_device_size_t min_alignment;
} iree_hal_buffer_params_t;

// Counters of one allocator since its creation.
typedef struct iree_hal_allocator_statistics_t {
  iree_device_size_t bytes_allocated;
  iree_device_size_t bytes_freed;
  // Highest value of bytes_allocated - bytes_freed seen.
  iree_device_size_t bytes_peak;
  uint64_t allocation_count;
  uint64_t free_count;
} iree_hal_allocator_statistics_t;

// Thread-safe bookkeeping shared by allocator implementations: counts an
// allocation (and the peak of live bytes) or a free in |statistics|.
void iree_hal_allocator_statistics_record_alloc(
    iree_hal_allocator_statistics_t* statistics, iree_device_size_t size);
void iree_hal_allocator_statistics_record_free(
    iree_hal_allocator_statistics_t* statistics, iree_device_size_t size);
// Reads |statistics| field by field while other threads may update it.
void iree_hal_allocator_statistics_load(
    iree_hal_allocator_statistics_t* statistics,
    iree_hal_allocator_statistics_t* out_statistics);

void iree_hal_allocator_retain(iree_hal_allocator_t* allocator);
void iree_hal_allocator_release(iree_hal_allocator_t* allocator);

// The host allocator the allocator uses for its bookkeeping.
iree_allocator_t iree_hal_allocator_host_allocator(
    const iree_hal_allocator_t* allocator);

// Returns the counters so far.
void iree_hal_allocator_query_statistics(
    iree_hal_allocator_t* allocator,
    iree_hal_allocator_statistics_t* out_statistics);

// Allocates a buffer of |allocation_size| bytes meeting |params|. If
// |initial_data| is not empty it is copied to the start of the buffer (it must
// not be longer than the buffer) and the rest is zero; otherwise the contents
// are zero for host memory and unspecified for device memory (also when it is
// host-visible). RESOURCE_EXHAUSTED when memory
// runs out, INVALID_ARGUMENT for unsatisfiable params.
iree_status_t iree_hal_allocator_allocate_buffer(
    iree_hal_allocator_t* allocator, iree_hal_buffer_params_t params,
    iree_device_size_t allocation_size, iree_const_byte_span_t initial_data,
    iree_hal_buffer_t** out_buffer);

// Creates an allocator of host heap memory drawn from |host_allocator|. Its
// buffers are DEVICE_LOCAL | HOST_LOCAL | HOST_VISIBLE | HOST_COHERENT |
// HOST_CACHED: one unified memory, as seen by CPU devices.
iree_status_t iree_hal_allocator_create_heap(
    iree_string_view_t identifier, iree_allocator_t host_allocator,
    iree_hal_allocator_t** out_allocator);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

typedef struct iree_hal_allocator_vtable_t {
  void (*destroy)(void* allocator);
  iree_allocator_t (*host_allocator)(const iree_hal_allocator_t* allocator);
  void (*query_statistics)(iree_hal_allocator_t* allocator,
                           iree_hal_allocator_statistics_t* out_statistics);
  // |params| arrive validated, with access NONE replaced by ALL and
  // |initial_data| already checked to fit.
  iree_status_t (*allocate_buffer)(iree_hal_allocator_t* allocator,
                                   const iree_hal_buffer_params_t* params,
                                   iree_device_size_t allocation_size,
                                   iree_const_byte_span_t initial_data,
                                   iree_hal_buffer_t** out_buffer);
} iree_hal_allocator_vtable_t;

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_ALLOCATOR_H_
