// The executable cache of CPU devices: prepares executables with the first of
// the device's loaders that supports their format.
#ifndef IREE_HAL_LOCAL_LOCAL_EXECUTABLE_CACHE_H_
#define IREE_HAL_LOCAL_LOCAL_EXECUTABLE_CACHE_H_

#include "iree/base/api.h"
#include "iree/hal/executable_cache.h"
#include "iree/hal/local/executable_loader.h"

#ifdef __cplusplus
extern "C" {
#endif

// Creates a cache using |loaders| (retained) whose executables see
// |environment|.
iree_status_t iree_hal_local_executable_cache_create(
    iree_string_view_t identifier, iree_host_size_t loader_count,
    iree_hal_executable_loader_t* const* loaders,
    const iree_hal_executable_environment_v0_t* environment,
    iree_allocator_t host_allocator,
    iree_hal_executable_cache_t** out_executable_cache);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_LOCAL_EXECUTABLE_CACHE_H_
