// iree_hal_executable_t: a loaded set of kernels ("exports") a command buffer
// can dispatch. Executables are created by an iree_hal_executable_cache_t
// from a serialized format (see executable_cache.h) and are only valid on the
// device whose cache prepared them.
#ifndef IREE_HAL_EXECUTABLE_H_
#define IREE_HAL_EXECUTABLE_H_

#include "iree/base/api.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_executable_t iree_hal_executable_t;

// Index of a kernel in its executable's export table.
typedef uint32_t iree_hal_executable_export_ordinal_t;

// What a dispatch of an export must provide.
typedef struct iree_hal_executable_export_info_t {
  // Name of the kernel (valid while the executable lives).
  iree_string_view_t name;
  // Exact number of uint32 push constants a dispatch passes.
  uint32_t constant_count;
  // Exact number of buffer bindings a dispatch passes.
  uint32_t binding_count;
  // Invocations per workgroup in x, y, z (informational on CPUs).
  uint32_t workgroup_size[3];
} iree_hal_executable_export_info_t;

void iree_hal_executable_retain(iree_hal_executable_t* executable);
void iree_hal_executable_release(iree_hal_executable_t* executable);

// Number of exports.
iree_host_size_t iree_hal_executable_export_count(
    iree_hal_executable_t* executable);

// Describes export |ordinal|; OUT_OF_RANGE if there is no such export.
iree_status_t iree_hal_executable_export_info(
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t ordinal,
    iree_hal_executable_export_info_t* out_info);

// Finds the export called |name|; NOT_FOUND if there is none.
iree_status_t iree_hal_executable_lookup_export_by_name(
    iree_hal_executable_t* executable, iree_string_view_t name,
    iree_hal_executable_export_ordinal_t* out_ordinal);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

typedef struct iree_hal_executable_vtable_t {
  void (*destroy)(void* executable);
  iree_host_size_t (*export_count)(iree_hal_executable_t* executable);
  // |ordinal| arrives checked against export_count.
  void (*export_info)(iree_hal_executable_t* executable,
                      iree_hal_executable_export_ordinal_t ordinal,
                      iree_hal_executable_export_info_t* out_info);
} iree_hal_executable_vtable_t;

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_EXECUTABLE_H_
