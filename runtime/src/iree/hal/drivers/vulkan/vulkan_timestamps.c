// Timestamps around a command buffer's timed commands: see
// vulkan_timestamps.h.
#include "iree/hal/drivers/vulkan/vulkan_timestamps.h"

#include <string.h>

#define IREE_HAL_VULKAN_QUERIES_PER_POOL 512

iree_status_t iree_hal_vulkan_timestamps_begin(
    iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device,
    VkCommandBuffer command_buffer) {
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  if (timestamps->count == timestamps->capacity) {
    iree_host_size_t capacity = timestamps->capacity
                                    ? timestamps->capacity * 2
                                    : 64;
    IREE_RETURN_IF_ERROR(iree_allocator_realloc(
        logical_device->host_allocator,
        capacity * sizeof(*timestamps->names),
        (void**)&timestamps->names));
    timestamps->capacity = capacity;
  }
  iree_host_size_t query = 2 * timestamps->count;
  iree_host_size_t pool_index = query / IREE_HAL_VULKAN_QUERIES_PER_POOL;
  if (pool_index == timestamps->pool_count) {
    IREE_RETURN_IF_ERROR(iree_allocator_realloc(
        logical_device->host_allocator,
        (pool_index + 1) * sizeof(*timestamps->pools),
        (void**)&timestamps->pools));
    VkQueryPoolCreateInfo pool_info = {
        .sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO,
        .queryType = VK_QUERY_TYPE_TIMESTAMP,
        .queryCount = IREE_HAL_VULKAN_QUERIES_PER_POOL,
    };
    IREE_VK_RETURN_IF_ERROR(syms, vkCreateQueryPool, logical_device->device,
                            &pool_info, NULL,
                            &timestamps->pools[pool_index]);
    ++timestamps->pool_count;
    syms->vkCmdResetQueryPool(command_buffer,
                              timestamps->pools[pool_index], 0,
                              IREE_HAL_VULKAN_QUERIES_PER_POOL);
  }
  syms->vkCmdWriteTimestamp(command_buffer,
                            VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT,
                            timestamps->pools[pool_index],
                            query % IREE_HAL_VULKAN_QUERIES_PER_POOL);
  return iree_ok_status();
}

void iree_hal_vulkan_timestamps_end(
    iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device,
    VkCommandBuffer command_buffer, iree_string_view_t name) {
  iree_host_size_t query = 2 * timestamps->count + 1;
  logical_device->syms->vkCmdWriteTimestamp(
      command_buffer, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
      timestamps->pools[query / IREE_HAL_VULKAN_QUERIES_PER_POOL],
      query % IREE_HAL_VULKAN_QUERIES_PER_POOL);
  timestamps->names[timestamps->count++] = name;
}

iree_status_t iree_hal_vulkan_timestamps_collect(
    const iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device) {
  if (!timestamps->count ||
      !iree_hal_dispatch_profile_is_active(&logical_device->profile)) {
    return iree_ok_status();
  }
  uint64_t mask = logical_device->timestamp_valid_bits >= 64
                      ? UINT64_MAX
                      : (1ull << logical_device->timestamp_valid_bits) - 1;
  double ns_per_tick = logical_device->limits.timestampPeriod;
  uint64_t ticks[IREE_HAL_VULKAN_QUERIES_PER_POOL];
  iree_host_size_t query_count = 2 * timestamps->count;
  for (iree_host_size_t pool = 0; pool < timestamps->pool_count;
       ++pool) {
    iree_host_size_t first = pool * IREE_HAL_VULKAN_QUERIES_PER_POOL;
    iree_host_size_t count = query_count - first;
    if (count > IREE_HAL_VULKAN_QUERIES_PER_POOL) {
      count = IREE_HAL_VULKAN_QUERIES_PER_POOL;
    }
    // The submission completed, so every query is available.
    IREE_VK_RETURN_IF_ERROR(
        logical_device->syms, vkGetQueryPoolResults, logical_device->device,
        timestamps->pools[pool], 0, (uint32_t)count, sizeof(ticks),
        ticks, sizeof(uint64_t), VK_QUERY_RESULT_64_BIT);
    // Device ticks map to the host clock with the last one taken as now
    // (the readback follows completion): durations are exact, positions on
    // the trace's timeline late by the readback delay.
    int64_t now_ns = iree_tracing_now_ns();
    uint64_t last_tick = count ? ticks[count - 1] & mask : 0;
    for (iree_host_size_t i = 0; i + 1 < count; i += 2) {
      uint64_t elapsed = ((ticks[i + 1] & mask) - (ticks[i] & mask)) & mask;
      uint64_t before_last = (last_tick - (ticks[i] & mask)) & mask;
      IREE_RETURN_IF_ERROR(iree_hal_dispatch_profile_record(
          &logical_device->profile,
          timestamps->names[(first + i) / 2],
          now_ns - (int64_t)(before_last * ns_per_tick),
          (uint64_t)(elapsed * ns_per_tick), NULL));
    }
  }
  return iree_ok_status();
}

void iree_hal_vulkan_timestamps_deinitialize(
    iree_hal_vulkan_timestamps_t* timestamps,
    iree_hal_vulkan_logical_device_t* logical_device) {
  for (iree_host_size_t i = 0; i < timestamps->pool_count; ++i) {
    logical_device->syms->vkDestroyQueryPool(logical_device->device,
                                             timestamps->pools[i], NULL);
  }
  iree_allocator_free(logical_device->host_allocator, timestamps->pools);
  iree_allocator_free(logical_device->host_allocator, timestamps->names);
  memset(timestamps, 0, sizeof(*timestamps));
}
