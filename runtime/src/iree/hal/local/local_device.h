// The common CPU device that the local-sync and local-task drivers share.
//
// The device records commands into CPU command buffers and runs them on the
// submitting thread, handing all parallel work to one hook: a "parallel for"
// over tiles that a driver implements inline (local-sync) or over a thread
// pool (local-task). Each stage of a command buffer (the commands between two
// barriers) becomes one parallel-for whose tiles are the workgroups of its
// dispatches plus chunks of its transfers, so independent dispatches overlap.
#ifndef IREE_HAL_LOCAL_LOCAL_DEVICE_H_
#define IREE_HAL_LOCAL_LOCAL_DEVICE_H_

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/hal/local/executable_loader.h"

#ifdef __cplusplus
extern "C" {
#endif

// Runs one tile. |worker_index| is below the device's worker_count and is
// unique among tiles running at the same time.
typedef iree_status_t (*iree_hal_local_tile_fn)(void* user_data,
                                                uint32_t tile_index,
                                                uint32_t worker_index);

// Runs |tile_fn| for every tile in [0, tile_count), in any order and possibly
// concurrently, and returns once all have finished. Returns OK or one error
// from a tile (freeing any others); after an error it may skip tiles that
// have not started yet.
typedef iree_status_t (*iree_hal_local_parallel_for_fn)(
    void* self, uint32_t tile_count, iree_hal_local_tile_fn tile_fn,
    void* user_data);

typedef struct iree_hal_local_device_params_t {
  // The parallel-for hook and its state.
  iree_hal_local_parallel_for_fn parallel_for;
  void* parallel_for_self;
  // Called once with |parallel_for_self| when the device is destroyed so the
  // device can own the hook's state (such as a task executor). Optional.
  void (*parallel_for_self_release)(void* self);
  // Number of distinct worker indices the hook uses (>= 1).
  uint32_t worker_count;
  // Executable loaders the device's caches use, tried in order (retained).
  iree_host_size_t loader_count;
  iree_hal_executable_loader_t* const* loaders;
} iree_hal_local_device_params_t;

// Creates a CPU device named |identifier| with a heap allocator. On failure
// |params->parallel_for_self_release| has not been called: the caller still
// owns the hook's state.
iree_status_t iree_hal_local_device_create(
    iree_string_view_t identifier, const iree_hal_local_device_params_t* params,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_LOCAL_DEVICE_H_
