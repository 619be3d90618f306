// iree_hal_local_executable_t: the executables of CPU devices. Whatever the
// loader, a local executable runs one workgroup of an export at a time
// through issue_call, which the CPU command buffer invokes per tile.
#ifndef IREE_HAL_LOCAL_LOCAL_EXECUTABLE_H_
#define IREE_HAL_LOCAL_LOCAL_EXECUTABLE_H_

#include "iree/base/api.h"
#include "iree/hal/executable.h"
#include "iree/hal/local/executable_library.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_local_executable_t iree_hal_local_executable_t;

typedef struct iree_hal_local_executable_vtable_t {
  iree_hal_executable_vtable_t base;
  // Runs one workgroup of export |ordinal| (already validated).
  iree_status_t (*issue_call)(
      iree_hal_local_executable_t* executable,
      iree_hal_executable_export_ordinal_t ordinal,
      const iree_hal_executable_dispatch_state_v0_t* dispatch_state,
      const iree_hal_executable_workgroup_state_v0_t* workgroup_state);
} iree_hal_local_executable_vtable_t;

// The common fields every local executable implementation embeds first.
struct iree_hal_local_executable_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  // What kernels see as their environment.
  iree_hal_executable_environment_v0_t environment;
};

static inline iree_status_t iree_hal_local_executable_issue_call(
    iree_hal_local_executable_t* executable,
    iree_hal_executable_export_ordinal_t ordinal,
    const iree_hal_executable_dispatch_state_v0_t* dispatch_state,
    const iree_hal_executable_workgroup_state_v0_t* workgroup_state) {
  return ((const iree_hal_local_executable_vtable_t*)
              executable->resource.vtable)
      ->issue_call(executable, ordinal, dispatch_state, workgroup_state);
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_LOCAL_EXECUTABLE_H_
