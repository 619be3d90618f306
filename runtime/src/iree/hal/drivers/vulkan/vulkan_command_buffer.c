// Command buffers recorded directly into a VkCommandBuffer from a pool of
// their own (pools are externally synchronized; one each lets any thread
// record any command buffer). The buffers a command names are retained until
// the command buffer is destroyed; the device keeps submitted command buffers
// alive until their submission completes.
#include <string.h>

#include "iree/hal/drivers/vulkan/vulkan_device.h"

typedef struct iree_hal_vulkan_command_buffer_t {
  iree_hal_command_buffer_t base;
  iree_hal_vulkan_logical_device_t* logical_device;
  // Makes the staging buffers of update_buffer (retained).
  iree_hal_allocator_t* device_allocator;
  VkCommandPool pool;
  VkCommandBuffer handle;
  // Buffers the recorded commands use, retained.
  iree_host_size_t resource_count;
  iree_host_size_t resource_capacity;
  iree_hal_buffer_t** resources;
} iree_hal_vulkan_command_buffer_t;

static const iree_hal_command_buffer_vtable_t
    iree_hal_vulkan_command_buffer_vtable;

static void iree_hal_vulkan_command_buffer_destroy(void* base_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  iree_hal_vulkan_logical_device_t* logical_device =
      command_buffer->logical_device;
  // Destroying the pool frees its command buffers.
  if (command_buffer->pool) {
    logical_device->syms->vkDestroyCommandPool(logical_device->device,
                                               command_buffer->pool, NULL);
  }
  for (iree_host_size_t i = 0; i < command_buffer->resource_count; ++i) {
    iree_hal_buffer_release(command_buffer->resources[i]);
  }
  iree_allocator_free(logical_device->host_allocator,
                      command_buffer->resources);
  iree_hal_allocator_release(command_buffer->device_allocator);
  iree_allocator_free(logical_device->host_allocator, command_buffer);
  iree_hal_vulkan_logical_device_release(logical_device);
}

static iree_status_t iree_hal_vulkan_command_buffer_create_handles(
    iree_hal_vulkan_command_buffer_t* command_buffer) {
  iree_hal_vulkan_logical_device_t* logical_device =
      command_buffer->logical_device;
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  VkCommandPoolCreateInfo pool_info = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO,
      .flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT,
      .queueFamilyIndex = logical_device->queue_family_index,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkCreateCommandPool, logical_device->device,
                          &pool_info, NULL, &command_buffer->pool);
  VkCommandBufferAllocateInfo allocate_info = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO,
      .commandPool = command_buffer->pool,
      .level = VK_COMMAND_BUFFER_LEVEL_PRIMARY,
      .commandBufferCount = 1,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkAllocateCommandBuffers,
                          logical_device->device, &allocate_info,
                          &command_buffer->handle);
  return iree_ok_status();
}

iree_status_t iree_hal_vulkan_command_buffer_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_allocator_t* device_allocator, iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_hal_command_buffer_t** out_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(logical_device->host_allocator,
                                             sizeof(*command_buffer),
                                             (void**)&command_buffer));
  memset(command_buffer, 0, sizeof(*command_buffer));
  iree_hal_command_buffer_initialize(&iree_hal_vulkan_command_buffer_vtable,
                                     mode, command_categories,
                                     &command_buffer->base);
  command_buffer->logical_device = logical_device;
  iree_hal_vulkan_logical_device_retain(logical_device);
  command_buffer->device_allocator = device_allocator;
  iree_hal_allocator_retain(device_allocator);
  iree_status_t status =
      iree_hal_vulkan_command_buffer_create_handles(command_buffer);
  if (!iree_status_is_ok(status)) {
    iree_hal_vulkan_command_buffer_destroy(command_buffer);
    return status;
  }
  *out_command_buffer = &command_buffer->base;
  return iree_ok_status();
}

VkCommandBuffer iree_hal_vulkan_command_buffer_handle(
    iree_hal_command_buffer_t* base_command_buffer) {
  if (IREE_HAL_VTABLE(base_command_buffer, iree_hal_command_buffer_vtable_t) !=
      &iree_hal_vulkan_command_buffer_vtable) {
    return VK_NULL_HANDLE;
  }
  return ((iree_hal_vulkan_command_buffer_t*)base_command_buffer)->handle;
}

// Retains |buffer| for the command buffer's lifetime.
static iree_status_t iree_hal_vulkan_command_buffer_retain_buffer(
    iree_hal_vulkan_command_buffer_t* command_buffer,
    iree_hal_buffer_t* buffer) {
  if (command_buffer->resource_count == command_buffer->resource_capacity) {
    iree_host_size_t capacity = command_buffer->resource_capacity
                                    ? command_buffer->resource_capacity * 2
                                    : 8;
    IREE_RETURN_IF_ERROR(
        iree_allocator_realloc(command_buffer->logical_device->host_allocator,
                               capacity * sizeof(*command_buffer->resources),
                               (void**)&command_buffer->resources));
    command_buffer->resource_capacity = capacity;
  }
  command_buffer->resources[command_buffer->resource_count++] = buffer;
  iree_hal_buffer_retain(buffer);
  return iree_ok_status();
}

// Resolves |buffer| to its VkBuffer and retains it; |what| names it in errors.
static iree_status_t iree_hal_vulkan_command_buffer_use_buffer(
    iree_hal_vulkan_command_buffer_t* command_buffer, const char* what,
    iree_hal_buffer_t* buffer, VkBuffer* out_handle) {
  *out_handle = iree_hal_vulkan_buffer_handle(buffer);
  if (!*out_handle) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%s buffer was not allocated by a vulkan device",
                            what);
  }
  return iree_hal_vulkan_command_buffer_retain_buffer(command_buffer, buffer);
}

static iree_status_t iree_hal_vulkan_command_buffer_begin(
    iree_hal_command_buffer_t* base_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  // Reusable command buffers may be pending several times at once.
  VkCommandBufferBeginInfo begin_info = {
      .sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO,
      .flags =
          (base_command_buffer->mode & IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT)
              ? VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT
              : VK_COMMAND_BUFFER_USAGE_SIMULTANEOUS_USE_BIT,
  };
  IREE_VK_RETURN_IF_ERROR(command_buffer->logical_device->syms,
                          vkBeginCommandBuffer, command_buffer->handle,
                          &begin_info);
  return iree_ok_status();
}

// A full memory barrier from |source_stages| to |target_stages|.
static void iree_hal_vulkan_command_buffer_barrier(
    iree_hal_vulkan_command_buffer_t* command_buffer,
    VkPipelineStageFlags source_stages, VkPipelineStageFlags target_stages,
    VkAccessFlags target_access) {
  VkMemoryBarrier barrier = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
      .srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT,
      .dstAccessMask = target_access,
  };
  command_buffer->logical_device->syms->vkCmdPipelineBarrier(
      command_buffer->handle, source_stages, target_stages, 0, 1, &barrier, 0,
      NULL, 0, NULL);
}

static iree_status_t iree_hal_vulkan_command_buffer_end(
    iree_hal_command_buffer_t* base_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  // Semaphore signals do not make device writes visible to the host; this
  // barrier does, so a host that waited on the submission can map and read.
  iree_hal_vulkan_command_buffer_barrier(
      command_buffer, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
      VK_PIPELINE_STAGE_HOST_BIT,
      VK_ACCESS_HOST_READ_BIT | VK_ACCESS_HOST_WRITE_BIT);
  IREE_VK_RETURN_IF_ERROR(command_buffer->logical_device->syms,
                          vkEndCommandBuffer, command_buffer->handle);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_command_buffer_execution_barrier(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_execution_stage_t source_stage_mask,
    iree_hal_execution_stage_t target_stage_mask) {
  // Every write before the barrier completes and becomes visible to every
  // command after it: HAL stages are coarser than Vulkan's, and a full
  // barrier is what the HAL promises.
  iree_hal_vulkan_command_buffer_barrier(
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer,
      VK_PIPELINE_STAGE_ALL_COMMANDS_BIT, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
      VK_ACCESS_MEMORY_READ_BIT | VK_ACCESS_MEMORY_WRITE_BIT);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_command_buffer_fill_buffer(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_buffer_t* target_buffer, iree_device_size_t target_offset,
    iree_device_size_t length, uint32_t pattern,
    iree_host_size_t pattern_length) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  iree_device_size_t offset =
      iree_hal_buffer_byte_offset(target_buffer) + target_offset;
  // vkCmdFillBuffer writes 4-byte words at 4-byte offsets; narrower patterns
  // are repeated to a word, which is exact when the range is word aligned.
  if (offset % 4 || length % 4) {
    return iree_make_status(
        IREE_STATUS_UNIMPLEMENTED,
        "vulkan fill of a %zu-byte pattern at offset %llu, length %llu: "
        "ranges that are not 4-byte aligned need a fill shader, which is not "
        "implemented yet",
        pattern_length, (unsigned long long)offset, (unsigned long long)length);
  }
  if (pattern_length == 1) {
    pattern = (pattern & 0xFFu) * 0x01010101u;
  } else if (pattern_length == 2) {
    pattern = (pattern & 0xFFFFu) * 0x00010001u;
  }
  if (length == 0) return iree_ok_status();
  VkBuffer handle = VK_NULL_HANDLE;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_use_buffer(
      command_buffer, "fill target", target_buffer, &handle));
  command_buffer->logical_device->syms->vkCmdFillBuffer(
      command_buffer->handle, handle, offset, length, pattern);
  return iree_ok_status();
}

static void iree_hal_vulkan_command_buffer_record_copy(
    iree_hal_vulkan_command_buffer_t* command_buffer, VkBuffer source,
    iree_device_size_t source_offset, VkBuffer target,
    iree_device_size_t target_offset, iree_device_size_t length) {
  VkBufferCopy region = {
      .srcOffset = source_offset,
      .dstOffset = target_offset,
      .size = length,
  };
  command_buffer->logical_device->syms->vkCmdCopyBuffer(
      command_buffer->handle, source, target, 1, &region);
}

static iree_status_t iree_hal_vulkan_command_buffer_update_buffer(
    iree_hal_command_buffer_t* base_command_buffer, const void* source_buffer,
    iree_host_size_t source_offset, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  if (length == 0) return iree_ok_status();
  VkBuffer target = VK_NULL_HANDLE;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_use_buffer(
      command_buffer, "update target", target_buffer, &target));
  // The bytes are copied now into a host-visible staging buffer that the
  // command buffer owns, then copied on the device: unlike
  // vkCmdUpdateBuffer this has no 4-byte alignment requirement.
  iree_hal_buffer_params_t params = {
      .usage =
          IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE | IREE_HAL_BUFFER_USAGE_MAPPING,
      .access = IREE_HAL_MEMORY_ACCESS_ALL,
      .type = IREE_HAL_MEMORY_TYPE_HOST_VISIBLE,
  };
  iree_hal_buffer_t* staging = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_allocator_allocate_buffer(
      command_buffer->device_allocator, params, length,
      iree_make_const_byte_span((const uint8_t*)source_buffer + source_offset,
                                (iree_host_size_t)length),
      &staging));
  VkBuffer source = VK_NULL_HANDLE;
  iree_status_t status = iree_hal_vulkan_command_buffer_use_buffer(
      command_buffer, "update staging", staging, &source);
  iree_hal_buffer_release(staging);
  IREE_RETURN_IF_ERROR(status);
  iree_hal_vulkan_command_buffer_record_copy(
      command_buffer, source, 0, target,
      iree_hal_buffer_byte_offset(target_buffer) + target_offset, length);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_command_buffer_copy_buffer(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_buffer_t* source_buffer, iree_device_size_t source_offset,
    iree_hal_buffer_t* target_buffer, iree_device_size_t target_offset,
    iree_device_size_t length) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  if (length == 0) return iree_ok_status();
  VkBuffer source = VK_NULL_HANDLE;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_use_buffer(
      command_buffer, "copy source", source_buffer, &source));
  VkBuffer target = VK_NULL_HANDLE;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_use_buffer(
      command_buffer, "copy target", target_buffer, &target));
  iree_hal_vulkan_command_buffer_record_copy(
      command_buffer, source,
      iree_hal_buffer_byte_offset(source_buffer) + source_offset, target,
      iree_hal_buffer_byte_offset(target_buffer) + target_offset, length);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_command_buffer_dispatch(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t export_ordinal,
    const uint32_t workgroup_count[3], iree_host_size_t constant_count,
    const uint32_t* constants, iree_host_size_t binding_count,
    const iree_hal_buffer_binding_t* bindings) {
  return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                          "the vulkan driver does not dispatch yet (SPIR-V "
                          "pipelines are not implemented)");
}

static const iree_hal_command_buffer_vtable_t
    iree_hal_vulkan_command_buffer_vtable = {
        .destroy = iree_hal_vulkan_command_buffer_destroy,
        .begin = iree_hal_vulkan_command_buffer_begin,
        .end = iree_hal_vulkan_command_buffer_end,
        .execution_barrier = iree_hal_vulkan_command_buffer_execution_barrier,
        .fill_buffer = iree_hal_vulkan_command_buffer_fill_buffer,
        .update_buffer = iree_hal_vulkan_command_buffer_update_buffer,
        .copy_buffer = iree_hal_vulkan_command_buffer_copy_buffer,
        .dispatch = iree_hal_vulkan_command_buffer_dispatch,
};
