// iree_hal_resource_t: the header every HAL object starts with.
//
// HAL objects are reference counted and dispatch through a per-driver vtable
// so that drivers (local-sync, local-task, vulkan) plug in behind one API.
// The reference count is the first field and is a plain int32_t updated
// atomically, which is layout-compatible with iree_vm_ref_object_t: a VM ref
// type descriptor for a HAL object uses offsetof_counter = 0 and
// iree_hal_resource_destroy as its destroy function, so the VM and the HAL
// share one count.
#ifndef IREE_HAL_RESOURCE_H_
#define IREE_HAL_RESOURCE_H_

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Every HAL vtable starts with this destroy entry so that generic code (and
// the VM's ref descriptors) can destroy any resource without knowing its type.
typedef struct iree_hal_resource_vtable_t {
  void (*destroy)(void* resource);
} iree_hal_resource_vtable_t;

typedef struct iree_hal_resource_t {
  // Atomic reference count; must stay the first field (see above).
  int32_t ref_count;
  // Points at the implementation's vtable, whose first member is destroy.
  const void* vtable;
} iree_hal_resource_t;

// Initializes |out_resource| with one reference owned by the creator.
static inline void iree_hal_resource_initialize(
    const void* vtable, iree_hal_resource_t* out_resource) {
  out_resource->ref_count = 1;
  out_resource->vtable = vtable;
}

// Adds a reference to |any_resource| (a pointer to an object whose first
// member is an iree_hal_resource_t). NULL is a no-op.
void iree_hal_resource_retain(const void* any_resource);

// Drops a reference; the last one destroys the object. NULL is a no-op.
void iree_hal_resource_release(const void* any_resource);

// Destroys |any_resource| through its vtable regardless of its count: the
// destroy hook for VM ref type descriptors, which do their own counting.
void iree_hal_resource_destroy(void* any_resource);

// Returns the vtable of |any_resource| cast to |vtable_type|.
#define IREE_HAL_VTABLE(any_resource, vtable_type) \
  ((const vtable_type*)((const iree_hal_resource_t*)(any_resource))->vtable)

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_RESOURCE_H_
