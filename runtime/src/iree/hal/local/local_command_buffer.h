// The CPU command buffer: records commands with host pointers resolved and
// checked up front, groups them into stages at barriers, and executes each
// stage as one parallel-for over the tiles of all its commands.
#ifndef IREE_HAL_LOCAL_LOCAL_COMMAND_BUFFER_H_
#define IREE_HAL_LOCAL_LOCAL_COMMAND_BUFFER_H_

#include "iree/base/api.h"
#include "iree/hal/command_buffer.h"
#include "iree/hal/local/local_device.h"

#ifdef __cplusplus
extern "C" {
#endif

// Bytes of a fill, copy or update that one tile handles: large transfers are
// split so that workers share them.
#define IREE_HAL_LOCAL_TRANSFER_TILE_SIZE (256 * 1024)

iree_status_t iree_hal_local_command_buffer_create(
    iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_host_size_t binding_capacity, iree_allocator_t host_allocator,
    iree_hal_command_buffer_t** out_command_buffer);

// True if |command_buffer| is a CPU command buffer.
bool iree_hal_local_command_buffer_isa(
    const iree_hal_command_buffer_t* command_buffer);

// Runs the ended |command_buffer| stage by stage through |parallel_for|, its
// slot bindings resolved to the buffers of |binding_table| (validated by
// iree_hal_command_buffer_validate_submission).
// Returns the first error of a stage; later stages do not run. Past
// |deadline_ns| no tile starts and the stage fails with DEADLINE_EXCEEDED.
// With a |profile|, each stage's wall time is recorded, shared among its
// commands by their tile counts (the commands of a stage run interleaved).
iree_status_t iree_hal_local_command_buffer_execute(
    iree_hal_command_buffer_t* command_buffer,
    iree_hal_buffer_binding_table_t binding_table,
    iree_hal_local_parallel_for_fn parallel_for, void* parallel_for_self,
    iree_hal_time_t deadline_ns, iree_hal_dispatch_profile_t* profile);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_LOCAL_COMMAND_BUFFER_H_
