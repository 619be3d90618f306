// iree_hal_executable_cache_t: turns serialized executables into loaded
// iree_hal_executable_t objects for one device.
//
// Formats are strings naming the container and target, such as
// "system-elf-x86_64" (a shared object for x86-64 Linux, see
// docs/executable_abi.md). A device's cache accepts the formats of the
// loaders it was built with; iree_hal_device_query_i64 with category
// "hal.executable.format" asks the same question without a cache.
#ifndef IREE_HAL_EXECUTABLE_CACHE_H_
#define IREE_HAL_EXECUTABLE_CACHE_H_

#include "iree/base/api.h"
#include "iree/hal/executable.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_device_t iree_hal_device_t;
typedef struct iree_hal_executable_cache_t iree_hal_executable_cache_t;

typedef struct iree_hal_executable_params_t {
  // Format of |executable_data|, such as "system-elf-x86_64".
  iree_string_view_t executable_format;
  // The serialized executable. Only read during prepare: the caller may free
  // it once prepare returns.
  iree_const_byte_span_t executable_data;
} iree_hal_executable_params_t;

// Creates a cache of |device|. |identifier| names it in diagnostics.
iree_status_t iree_hal_executable_cache_create(
    iree_hal_device_t* device, iree_string_view_t identifier,
    iree_hal_executable_cache_t** out_executable_cache);

void iree_hal_executable_cache_retain(
    iree_hal_executable_cache_t* executable_cache);
void iree_hal_executable_cache_release(
    iree_hal_executable_cache_t* executable_cache);

// True if the cache can prepare executables of |executable_format|.
bool iree_hal_executable_cache_can_prepare_format(
    iree_hal_executable_cache_t* executable_cache,
    iree_string_view_t executable_format);

// Loads |params| into an executable. NOT_FOUND for an unsupported format;
// INVALID_ARGUMENT for data that is not a valid executable of the format
// (truncated, corrupt, wrong machine, bad export table); UNIMPLEMENTED for an
// unsupported ABI version.
iree_status_t iree_hal_executable_cache_prepare_executable(
    iree_hal_executable_cache_t* executable_cache,
    const iree_hal_executable_params_t* params,
    iree_hal_executable_t** out_executable);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

typedef struct iree_hal_executable_cache_vtable_t {
  void (*destroy)(void* executable_cache);
  bool (*can_prepare_format)(iree_hal_executable_cache_t* executable_cache,
                             iree_string_view_t executable_format);
  iree_status_t (*prepare_executable)(
      iree_hal_executable_cache_t* executable_cache,
      const iree_hal_executable_params_t* params,
      iree_hal_executable_t** out_executable);
} iree_hal_executable_cache_vtable_t;

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_EXECUTABLE_CACHE_H_
