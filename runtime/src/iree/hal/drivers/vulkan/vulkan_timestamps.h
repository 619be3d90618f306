// The timestamps of one Vulkan command buffer recorded while its device
// profiles: a timestamp before and after each timed command (dispatch, copy,
// fill) in query pools of the command buffer's own, and the commands' names;
// read back into the device's dispatch profile (and trace) once the
// submission completed.
#ifndef IREE_HAL_DRIVERS_VULKAN_VULKAN_TIMESTAMPS_H_
#define IREE_HAL_DRIVERS_VULKAN_VULKAN_TIMESTAMPS_H_

#include "iree/hal/drivers/vulkan/vulkan_device.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_vulkan_timestamps_t {
  // Timed commands so far and room for their names (which must live as long
  // as the command buffer).
  iree_host_size_t count;
  iree_host_size_t capacity;
  iree_string_view_t* names;
  // Pools of 512 queries, two per timed command.
  iree_host_size_t pool_count;
  VkQueryPool* pools;
} iree_hal_vulkan_timestamps_t;

// Records the start timestamp of the next timed command into
// |command_buffer|, first making room for its name and its two queries.
iree_status_t iree_hal_vulkan_timestamps_begin(
    iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device,
    VkCommandBuffer command_buffer);

// Records the end timestamp of the command begun last, named |name|.
void iree_hal_vulkan_timestamps_end(
    iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device,
    VkCommandBuffer command_buffer, iree_string_view_t name);

// Reads the timestamps of the completed submission into the device's
// dispatch profile while it is active.
iree_status_t iree_hal_vulkan_timestamps_collect(
    const iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device);

// Destroys the query pools and frees the names.
void iree_hal_vulkan_timestamps_deinitialize(
    iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_VULKAN_VULKAN_TIMESTAMPS_H_
