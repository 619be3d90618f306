#include "iree/hal/semaphore.h"

// Timepoints are kept as the two parallel arrays a semaphore list needs, so
// a fence hands out its list without copying.
struct iree_hal_fence_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_host_size_t capacity;
  iree_host_size_t count;
  iree_hal_semaphore_t** semaphores;
  uint64_t* payload_values;
};

static void iree_hal_fence_destroy(void* base_fence) {
  iree_hal_fence_t* fence = (iree_hal_fence_t*)base_fence;
  for (iree_host_size_t i = 0; i < fence->count; ++i) {
    iree_hal_semaphore_release(fence->semaphores[i]);
  }
  iree_allocator_free(fence->host_allocator, fence);
}

static const iree_hal_resource_vtable_t iree_hal_fence_vtable = {
    .destroy = iree_hal_fence_destroy,
};

iree_status_t iree_hal_fence_create(iree_host_size_t capacity,
                                    iree_allocator_t host_allocator,
                                    iree_hal_fence_t** out_fence) {
  *out_fence = NULL;
  iree_host_size_t semaphores_offset = 0, total_size = 0;
  if (!iree_host_size_checked_mul_add(sizeof(iree_hal_fence_t), capacity,
                                      sizeof(uint64_t), &semaphores_offset) ||
      !iree_host_size_checked_mul_add(semaphores_offset, capacity,
                                      sizeof(iree_hal_semaphore_t*),
                                      &total_size)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "fence capacity %zu too large", capacity);
  }
  iree_hal_fence_t* fence = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&fence));
  iree_hal_resource_initialize(&iree_hal_fence_vtable, &fence->resource);
  fence->host_allocator = host_allocator;
  fence->capacity = capacity;
  // uint64_t values first keep both arrays naturally aligned.
  fence->payload_values = (uint64_t*)(fence + 1);
  fence->semaphores =
      (iree_hal_semaphore_t**)((uint8_t*)fence + semaphores_offset);
  *out_fence = fence;
  return iree_ok_status();
}

iree_status_t iree_hal_fence_create_at(iree_hal_semaphore_t* semaphore,
                                       uint64_t value,
                                       iree_allocator_t host_allocator,
                                       iree_hal_fence_t** out_fence) {
  IREE_RETURN_IF_ERROR(iree_hal_fence_create(1, host_allocator, out_fence));
  iree_status_t status = iree_hal_fence_insert(*out_fence, semaphore, value);
  if (!iree_status_is_ok(status)) {
    iree_hal_fence_release(*out_fence);
    *out_fence = NULL;
  }
  return status;
}

void iree_hal_fence_retain(iree_hal_fence_t* fence) {
  iree_hal_resource_retain(fence);
}

void iree_hal_fence_release(iree_hal_fence_t* fence) {
  iree_hal_resource_release(fence);
}

iree_status_t iree_hal_fence_insert(iree_hal_fence_t* fence,
                                    iree_hal_semaphore_t* semaphore,
                                    uint64_t value) {
  for (iree_host_size_t i = 0; i < fence->count; ++i) {
    if (fence->semaphores[i] == semaphore) {
      if (value > fence->payload_values[i]) fence->payload_values[i] = value;
      return iree_ok_status();
    }
  }
  if (fence->count == fence->capacity) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "fence is full (%zu timepoints)", fence->capacity);
  }
  iree_hal_semaphore_retain(semaphore);
  fence->semaphores[fence->count] = semaphore;
  fence->payload_values[fence->count] = value;
  ++fence->count;
  return iree_ok_status();
}

iree_host_size_t iree_hal_fence_timepoint_count(const iree_hal_fence_t* fence) {
  return fence->count;
}

iree_hal_semaphore_list_t iree_hal_fence_semaphore_list(
    iree_hal_fence_t* fence) {
  iree_hal_semaphore_list_t list = {fence->count, fence->semaphores,
                                    fence->payload_values};
  return list;
}

iree_status_t iree_hal_fence_query(iree_hal_fence_t* fence, bool* out_reached) {
  *out_reached = false;
  bool reached = true;
  for (iree_host_size_t i = 0; i < fence->count; ++i) {
    uint64_t value = 0;
    IREE_RETURN_IF_ERROR(
        iree_hal_semaphore_query(fence->semaphores[i], &value));
    if (value < fence->payload_values[i]) reached = false;
  }
  *out_reached = reached;
  return iree_ok_status();
}

iree_status_t iree_hal_fence_signal(iree_hal_fence_t* fence) {
  return iree_hal_semaphore_list_signal(iree_hal_fence_semaphore_list(fence));
}

void iree_hal_fence_fail(iree_hal_fence_t* fence, iree_status_t status) {
  iree_hal_semaphore_list_fail(iree_hal_fence_semaphore_list(fence), status);
}

iree_status_t iree_hal_fence_wait(iree_hal_fence_t* fence,
                                  iree_hal_timeout_t timeout) {
  return iree_hal_semaphore_list_wait(iree_hal_fence_semaphore_list(fence),
                                      timeout);
}
