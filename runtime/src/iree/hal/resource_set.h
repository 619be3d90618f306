// iree_hal_resource_set_t: the resources a command buffer keeps alive.
//
// A command buffer retains every buffer and executable its commands use until
// it is destroyed. Recording the same few resources over and over (a loop's
// dispatches, a model's weights) would retain each once per command and
// release each as often; the set retains a resource once while it is among
// the few most recently inserted, so a loop of 32 dispatches over one
// executable and two buffers costs three retains, not 96.
#ifndef IREE_HAL_RESOURCE_SET_H_
#define IREE_HAL_RESOURCE_SET_H_

#include "iree/base/api.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

// Resources remembered for deduplication: a dispatch's executable and its
// bindings fit.
#define IREE_HAL_RESOURCE_SET_RECENT_COUNT 8

typedef struct iree_hal_resource_set_t {
  iree_allocator_t host_allocator;
  // One reference each; a resource may appear more than once once it has
  // fallen out of |recent|.
  iree_hal_resource_t** resources;
  iree_host_size_t count;
  iree_host_size_t capacity;
  // The most recently inserted resources, replaced round robin.
  const void* recent[IREE_HAL_RESOURCE_SET_RECENT_COUNT];
  uint32_t recent_next;
} iree_hal_resource_set_t;

// Initializes an empty set that grows with |host_allocator|.
void iree_hal_resource_set_initialize(iree_allocator_t host_allocator,
                                      iree_hal_resource_set_t* out_set);

// Releases every resource of |set| and frees its storage.
void iree_hal_resource_set_deinitialize(iree_hal_resource_set_t* set);

// Keeps |resource| (a HAL object, or NULL: nothing) alive until |set| is
// deinitialized, retaining it unless it is among the recently inserted.
iree_status_t iree_hal_resource_set_insert(iree_hal_resource_set_t* set,
                                           const void* resource);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_RESOURCE_SET_H_
