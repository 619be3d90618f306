#include "iree/hal/allocator.h"

#define IREE_HAL_ALLOCATOR_VTABLE(allocator) \
  IREE_HAL_VTABLE(allocator, iree_hal_allocator_vtable_t)

void iree_hal_allocator_retain(iree_hal_allocator_t* allocator) {
  iree_hal_resource_retain(allocator);
}

void iree_hal_allocator_release(iree_hal_allocator_t* allocator) {
  iree_hal_resource_release(allocator);
}

iree_allocator_t iree_hal_allocator_host_allocator(
    const iree_hal_allocator_t* allocator) {
  return IREE_HAL_ALLOCATOR_VTABLE(allocator)->host_allocator(allocator);
}

void iree_hal_allocator_query_statistics(
    iree_hal_allocator_t* allocator,
    iree_hal_allocator_statistics_t* out_statistics) {
  IREE_HAL_ALLOCATOR_VTABLE(allocator)->query_statistics(allocator,
                                                         out_statistics);
}

iree_status_t iree_hal_allocator_allocate_buffer(
    iree_hal_allocator_t* allocator, iree_hal_buffer_params_t params,
    iree_device_size_t allocation_size, iree_const_byte_span_t initial_data,
    iree_hal_buffer_t** out_buffer) {
  *out_buffer = NULL;
  if (params.usage == IREE_HAL_BUFFER_USAGE_NONE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "buffer params must request at least one usage");
  }
  if (params.access == IREE_HAL_MEMORY_ACCESS_NONE) {
    params.access = IREE_HAL_MEMORY_ACCESS_ALL;
  }
  if (params.min_alignment != 0 &&
      (params.min_alignment & (params.min_alignment - 1)) != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "min_alignment %llu is not a power of two",
                            (unsigned long long)params.min_alignment);
  }
  if (initial_data.data_length > allocation_size) {
    return iree_make_status(
        IREE_STATUS_OUT_OF_RANGE,
        "initial data of %zu bytes does not fit a buffer of %llu bytes",
        initial_data.data_length, (unsigned long long)allocation_size);
  }
  if (IREE_UNLIKELY(iree_tracing_enabled())) {
    char args[64];
    snprintf(args, sizeof(args), "\"bytes\": %llu",
             (unsigned long long)allocation_size);
    iree_tracing_instant("hal", iree_make_cstring_view("allocate"), args);
  }
  return IREE_HAL_ALLOCATOR_VTABLE(allocator)->allocate_buffer(
      allocator, &params, allocation_size, initial_data, out_buffer);
}

void iree_hal_allocator_statistics_record_alloc(
    iree_hal_allocator_statistics_t* statistics, iree_device_size_t size) {
  iree_device_size_t allocated = __atomic_add_fetch(
      &statistics->bytes_allocated, size, __ATOMIC_RELAXED);
  __atomic_fetch_add(&statistics->allocation_count, 1, __ATOMIC_RELAXED);
  // Peak tracking races benignly with concurrent frees: the live size seen
  // here may be momentarily high, never lower than a true peak.
  iree_device_size_t live =
      allocated - __atomic_load_n(&statistics->bytes_freed, __ATOMIC_RELAXED);
  iree_device_size_t peak =
      __atomic_load_n(&statistics->bytes_peak, __ATOMIC_RELAXED);
  while (live > peak &&
         !__atomic_compare_exchange_n(&statistics->bytes_peak, &peak, live,
                                      true, __ATOMIC_RELAXED,
                                      __ATOMIC_RELAXED)) {
  }
}

void iree_hal_allocator_statistics_record_free(
    iree_hal_allocator_statistics_t* statistics, iree_device_size_t size) {
  __atomic_fetch_add(&statistics->bytes_freed, size, __ATOMIC_RELAXED);
  __atomic_fetch_add(&statistics->free_count, 1, __ATOMIC_RELAXED);
}

void iree_hal_allocator_statistics_load(
    iree_hal_allocator_statistics_t* statistics,
    iree_hal_allocator_statistics_t* out_statistics) {
  out_statistics->bytes_allocated =
      __atomic_load_n(&statistics->bytes_allocated, __ATOMIC_RELAXED);
  out_statistics->bytes_freed =
      __atomic_load_n(&statistics->bytes_freed, __ATOMIC_RELAXED);
  out_statistics->bytes_peak =
      __atomic_load_n(&statistics->bytes_peak, __ATOMIC_RELAXED);
  out_statistics->allocation_count =
      __atomic_load_n(&statistics->allocation_count, __ATOMIC_RELAXED);
  out_statistics->free_count =
      __atomic_load_n(&statistics->free_count, __ATOMIC_RELAXED);
}
