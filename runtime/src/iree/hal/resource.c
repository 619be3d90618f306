#include "iree/hal/resource.h"

// Increments may be relaxed; the final decrement must acquire every write
// other holders made before their release so destroy sees a settled object.
void iree_hal_resource_retain(const void* any_resource) {
  if (!any_resource) return;
  iree_hal_resource_t* resource = (iree_hal_resource_t*)any_resource;
  __atomic_fetch_add(&resource->ref_count, 1, __ATOMIC_RELAXED);
}

void iree_hal_resource_release(const void* any_resource) {
  if (!any_resource) return;
  iree_hal_resource_t* resource = (iree_hal_resource_t*)any_resource;
  if (__atomic_fetch_sub(&resource->ref_count, 1, __ATOMIC_ACQ_REL) == 1) {
    iree_hal_resource_destroy(resource);
  }
}

void iree_hal_resource_destroy(void* any_resource) {
  IREE_HAL_VTABLE(any_resource, iree_hal_resource_vtable_t)
      ->destroy(any_resource);
}
