#include "iree/hal/resource_set.h"

#include <string.h>

void iree_hal_resource_set_initialize(iree_allocator_t host_allocator,
                                      iree_hal_resource_set_t* out_set) {
  memset(out_set, 0, sizeof(*out_set));
  out_set->host_allocator = host_allocator;
}

void iree_hal_resource_set_deinitialize(iree_hal_resource_set_t* set) {
  for (iree_host_size_t i = 0; i < set->count; ++i) {
    iree_hal_resource_release(set->resources[i]);
  }
  iree_allocator_free(set->host_allocator, set->resources);
  memset(set, 0, sizeof(*set));
}

iree_status_t iree_hal_resource_set_insert(iree_hal_resource_set_t* set,
                                           const void* resource) {
  if (!resource) return iree_ok_status();
  for (uint32_t i = 0; i < IREE_HAL_RESOURCE_SET_RECENT_COUNT; ++i) {
    if (set->recent[i] == resource) return iree_ok_status();
  }
  if (set->count == set->capacity) {
    iree_host_size_t capacity = set->capacity ? set->capacity * 2 : 16;
    IREE_RETURN_IF_ERROR(iree_allocator_realloc(
        set->host_allocator, capacity * sizeof(*set->resources),
        (void**)&set->resources));
    set->capacity = capacity;
  }
  set->resources[set->count++] = (iree_hal_resource_t*)resource;
  iree_hal_resource_retain(resource);
  set->recent[set->recent_next] = resource;
  set->recent_next =
      (set->recent_next + 1) % IREE_HAL_RESOURCE_SET_RECENT_COUNT;
  return iree_ok_status();
}
