// Command buffers recorded directly into a VkCommandBuffer from a pool of
// their own (pools are externally synchronized; one each lets any thread
// record any command buffer). The buffers and executables a command names are
// retained until the command buffer is destroyed; the device keeps submitted
// command buffers alive until their submission completes.
//
// Dispatches bind their buffers with push descriptors where the executable
// was built for them (VK_KHR_push_descriptor), else with descriptor sets
// allocated from pools the command buffer owns, freed with it.
//
// Execution barriers are recorded lazily, at the next command: a HAL barrier
// names coarse stages only, and a Vulkan barrier from exactly the stages
// recorded since the last one to the stage of the command after it (compute
// to compute, between dispatches) costs the GPU less than ALL_COMMANDS with
// every memory access.
//
// A command buffer begun while its device profiles writes a timestamp before
// and after each dispatch, copy and fill into query pools of its own; the
// device collects them into its profile when the submission completes.
#include <string.h>

#include "iree/hal/drivers/vulkan/vulkan_device.h"
#include "iree/hal/drivers/vulkan/vulkan_timestamps.h"

typedef struct iree_hal_vulkan_command_buffer_t {
  iree_hal_command_buffer_t base;
  iree_hal_vulkan_logical_device_t* logical_device;
  // Makes the staging buffers of update_buffer (retained).
  iree_hal_allocator_t* device_allocator;
  // The driver's kernels: fill_edge (retained).
  iree_hal_executable_t* builtins;
  VkCommandPool pool;
  VkCommandBuffer handle;
  // Stages of the commands recorded since the last barrier, and whether the
  // next command waits for them (a barrier was asked for).
  VkPipelineStageFlags unordered_stages;
  bool barrier_pending;
  // What the last barrier waits for, and the stages of the commands after
  // it that a Vulkan barrier already orders (one HAL command may record
  // commands of several stages: a fill is a transfer and a compute kernel).
  VkPipelineStageFlags barrier_sources;
  VkPipelineStageFlags barrier_targets;
  // Buffers and executables the recorded commands use, retained.
  iree_hal_resource_set_t resources;
  // Descriptor pools of dispatches without push descriptors; the last one
  // is the one being allocated from.
  iree_host_size_t descriptor_pool_count;
  VkDescriptorPool* descriptor_pools;
  // Profiling: whether this recording is timed, and the timestamps of its
  // timed commands (whose executables are retained).
  bool profiling;
  iree_hal_vulkan_timestamps_t timestamps;
} iree_hal_vulkan_command_buffer_t;

static const iree_hal_command_buffer_vtable_t
    iree_hal_vulkan_command_buffer_vtable;

// Resets the command buffer's pool for the next command buffer to reuse, or
// destroys it (which frees its command buffer) when the device keeps enough.
static void iree_hal_vulkan_command_buffer_release_pool(
    iree_hal_vulkan_command_buffer_t* command_buffer) {
  iree_hal_vulkan_logical_device_t* logical_device =
      command_buffer->logical_device;
  if (!command_buffer->pool) return;
  bool kept = false;
  if (command_buffer->handle &&
      logical_device->syms->vkResetCommandPool(
          logical_device->device, command_buffer->pool, 0) == VK_SUCCESS) {
    pthread_mutex_lock(&logical_device->command_pool_mutex);
    if (logical_device->command_pool_count <
        IREE_HAL_VULKAN_COMMAND_POOL_CAPACITY) {
      logical_device->command_pools[logical_device->command_pool_count].pool =
          command_buffer->pool;
      logical_device->command_pools[logical_device->command_pool_count]
          .handle = command_buffer->handle;
      ++logical_device->command_pool_count;
      kept = true;
    }
    pthread_mutex_unlock(&logical_device->command_pool_mutex);
  }
  if (!kept) {
    logical_device->syms->vkDestroyCommandPool(logical_device->device,
                                               command_buffer->pool, NULL);
  }
}

static void iree_hal_vulkan_command_buffer_destroy(void* base_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  iree_hal_vulkan_logical_device_t* logical_device =
      command_buffer->logical_device;
  iree_hal_vulkan_command_buffer_release_pool(command_buffer);
  for (iree_host_size_t i = 0; i < command_buffer->descriptor_pool_count;
       ++i) {
    logical_device->syms->vkDestroyDescriptorPool(
        logical_device->device, command_buffer->descriptor_pools[i], NULL);
  }
  iree_allocator_free(logical_device->host_allocator,
                      command_buffer->descriptor_pools);
  iree_hal_vulkan_timestamps_deinitialize(&command_buffer->timestamps,
                                          logical_device);
  iree_hal_resource_set_deinitialize(&command_buffer->resources);
  if (command_buffer->builtins) {
    iree_hal_executable_release(command_buffer->builtins);
  }
  iree_hal_allocator_release(command_buffer->device_allocator);
  iree_allocator_free(logical_device->host_allocator, command_buffer);
  iree_hal_vulkan_logical_device_release(logical_device);
}

static iree_status_t iree_hal_vulkan_command_buffer_create_handles(
    iree_hal_vulkan_command_buffer_t* command_buffer) {
  iree_hal_vulkan_logical_device_t* logical_device =
      command_buffer->logical_device;
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  pthread_mutex_lock(&logical_device->command_pool_mutex);
  if (logical_device->command_pool_count) {
    --logical_device->command_pool_count;
    command_buffer->pool =
        logical_device->command_pools[logical_device->command_pool_count].pool;
    command_buffer->handle =
        logical_device->command_pools[logical_device->command_pool_count]
            .handle;
  }
  pthread_mutex_unlock(&logical_device->command_pool_mutex);
  if (command_buffer->pool) return iree_ok_status();
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
    iree_hal_allocator_t* device_allocator, iree_hal_executable_t* builtins,
    iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_hal_command_buffer_t** out_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(logical_device->host_allocator,
                                             sizeof(*command_buffer),
                                             (void**)&command_buffer));
  memset(command_buffer, 0, sizeof(*command_buffer));
  iree_hal_command_buffer_initialize(
      &iree_hal_vulkan_command_buffer_vtable, mode, command_categories,
      /*binding_capacity=*/0,
      /*slot_storage=*/NULL, &command_buffer->base);
  command_buffer->logical_device = logical_device;
  iree_hal_resource_set_initialize(logical_device->host_allocator,
                                   &command_buffer->resources);
  iree_hal_vulkan_logical_device_retain(logical_device);
  command_buffer->device_allocator = device_allocator;
  iree_hal_allocator_retain(device_allocator);
  command_buffer->builtins = builtins;
  iree_hal_executable_retain(builtins);
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

// Retains |resource| for the command buffer's lifetime.
static iree_status_t iree_hal_vulkan_command_buffer_retain_resource(
    iree_hal_vulkan_command_buffer_t* command_buffer, void* resource) {
  return iree_hal_resource_set_insert(&command_buffer->resources, resource);
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
  return iree_hal_vulkan_command_buffer_retain_resource(command_buffer,
                                                        buffer);
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
  command_buffer->unordered_stages = 0;
  command_buffer->barrier_pending = false;
  command_buffer->barrier_sources = 0;
  command_buffer->barrier_targets = 0;
  command_buffer->profiling = iree_hal_dispatch_profile_is_active(
      &command_buffer->logical_device->profile);
  return iree_ok_status();
}

// Writes the start timestamp of the next timed command while profiling.
static iree_status_t iree_hal_vulkan_command_buffer_time_begin(
    iree_hal_vulkan_command_buffer_t* command_buffer) {
  if (!command_buffer->profiling) return iree_ok_status();
  return iree_hal_vulkan_timestamps_begin(&command_buffer->timestamps,
                                          command_buffer->logical_device,
                                          command_buffer->handle);
}

// Writes the end timestamp of the timed command begun last, named |name|
// (which must live as long as the command buffer).
static void iree_hal_vulkan_command_buffer_time_end(
    iree_hal_vulkan_command_buffer_t* command_buffer, iree_string_view_t name) {
  if (!command_buffer->profiling) return;
  iree_hal_vulkan_timestamps_end(&command_buffer->timestamps,
                                 command_buffer->logical_device,
                                 command_buffer->handle, name);
}

iree_status_t iree_hal_vulkan_command_buffer_collect_profile(
    iree_hal_command_buffer_t* base_command_buffer) {
  if (!iree_hal_vulkan_command_buffer_handle(base_command_buffer)) {
    return iree_ok_status();
  }
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  return iree_hal_vulkan_timestamps_collect(&command_buffer->timestamps,
                                            command_buffer->logical_device);
}

// The access flags of writes (|write| true) or of reads and writes that
// commands of |stages| (compute shaders, transfers) make.
static VkAccessFlags iree_hal_vulkan_stage_accesses(VkPipelineStageFlags stages,
                                                    bool write) {
  VkAccessFlags accesses = 0;
  if (stages & VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT) {
    accesses |= VK_ACCESS_SHADER_WRITE_BIT;
    if (!write) accesses |= VK_ACCESS_SHADER_READ_BIT;
  }
  if (stages & VK_PIPELINE_STAGE_TRANSFER_BIT) {
    accesses |= VK_ACCESS_TRANSFER_WRITE_BIT;
    if (!write) accesses |= VK_ACCESS_TRANSFER_READ_BIT;
  }
  return accesses;
}

// Called before each command of |stage|: the commands before the last
// barrier (of the stages recorded before it since the one before) are
// ordered before this one by a Vulkan barrier to |stage|, recorded once per
// stage. (Work submitted before this command buffer is ordered by
// semaphores, so a barrier with nothing recorded before it has nothing to
// order.)
static void iree_hal_vulkan_command_buffer_before_command(
    iree_hal_vulkan_command_buffer_t* command_buffer,
    VkPipelineStageFlags stage) {
  if (command_buffer->barrier_pending) {
    command_buffer->barrier_pending = false;
    command_buffer->barrier_sources = command_buffer->unordered_stages;
    command_buffer->barrier_targets = 0;
    command_buffer->unordered_stages = 0;
  }
  if (command_buffer->barrier_sources &&
      !(command_buffer->barrier_targets & stage)) {
    VkMemoryBarrier barrier = {
        .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
        .srcAccessMask = iree_hal_vulkan_stage_accesses(
            command_buffer->barrier_sources, /*write=*/true),
        .dstAccessMask = iree_hal_vulkan_stage_accesses(stage, /*write=*/false),
    };
    command_buffer->logical_device->syms->vkCmdPipelineBarrier(
        command_buffer->handle, command_buffer->barrier_sources, stage, 0, 1,
        &barrier, 0, NULL, 0, NULL);
    command_buffer->barrier_targets |= stage;
  }
  command_buffer->unordered_stages |= stage;
}

static iree_status_t iree_hal_vulkan_command_buffer_end(
    iree_hal_command_buffer_t* base_command_buffer) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  // Semaphore signals do not make device writes visible to the host; this
  // barrier does, so a host that waited on the submission can map and read.
  VkMemoryBarrier barrier = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER,
      .srcAccessMask = VK_ACCESS_MEMORY_WRITE_BIT,
      .dstAccessMask = VK_ACCESS_HOST_READ_BIT | VK_ACCESS_HOST_WRITE_BIT,
  };
  command_buffer->logical_device->syms->vkCmdPipelineBarrier(
      command_buffer->handle, VK_PIPELINE_STAGE_ALL_COMMANDS_BIT,
      VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0, NULL, 0, NULL);
  IREE_VK_RETURN_IF_ERROR(command_buffer->logical_device->syms,
                          vkEndCommandBuffer, command_buffer->handle);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_command_buffer_execution_barrier(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_execution_stage_t source_stage_mask,
    iree_hal_execution_stage_t target_stage_mask) {
  // Every write before the barrier completes and becomes visible to every
  // command after it (what the HAL promises, whatever stages it names):
  // recorded before the next command, when its stage is known.
  ((iree_hal_vulkan_command_buffer_t*)base_command_buffer)->barrier_pending =
      true;
  return iree_ok_status();
}

// Allocates a descriptor set of |set_layout| from the command buffer's
// current pool, starting a new pool when it is exhausted.
static iree_status_t iree_hal_vulkan_command_buffer_allocate_set(
    iree_hal_vulkan_command_buffer_t* command_buffer,
    VkDescriptorSetLayout set_layout, uint32_t binding_count,
    VkDescriptorSet* out_set) {
  iree_hal_vulkan_logical_device_t* logical_device =
      command_buffer->logical_device;
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  VkDescriptorSetAllocateInfo allocate_info = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO,
      .descriptorSetCount = 1,
      .pSetLayouts = &set_layout,
  };
  if (command_buffer->descriptor_pool_count) {
    allocate_info.descriptorPool =
        command_buffer
            ->descriptor_pools[command_buffer->descriptor_pool_count - 1];
    VkResult result = syms->vkAllocateDescriptorSets(logical_device->device,
                                                     &allocate_info, out_set);
    if (result == VK_SUCCESS) return iree_ok_status();
    if (result != VK_ERROR_OUT_OF_POOL_MEMORY &&
        result != VK_ERROR_FRAGMENTED_POOL) {
      return IREE_VK_STATUS(result, "vkAllocateDescriptorSets");
    }
  }
  IREE_RETURN_IF_ERROR(iree_allocator_realloc(
      logical_device->host_allocator,
      (command_buffer->descriptor_pool_count + 1) *
          sizeof(*command_buffer->descriptor_pools),
      (void**)&command_buffer->descriptor_pools));
  // Room for 64 sets of 8 buffers, or one set of a larger export.
  VkDescriptorPoolSize pool_size = {
      .type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
      .descriptorCount = binding_count > 512 ? binding_count : 512,
  };
  VkDescriptorPoolCreateInfo pool_info = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO,
      .maxSets = 64,
      .poolSizeCount = 1,
      .pPoolSizes = &pool_size,
  };
  VkDescriptorPool pool = VK_NULL_HANDLE;
  IREE_VK_RETURN_IF_ERROR(syms, vkCreateDescriptorPool, logical_device->device,
                          &pool_info, NULL, &pool);
  command_buffer->descriptor_pools[command_buffer->descriptor_pool_count++] =
      pool;
  allocate_info.descriptorPool = pool;
  IREE_VK_RETURN_IF_ERROR(syms, vkAllocateDescriptorSets,
                          logical_device->device, &allocate_info, out_set);
  return iree_ok_status();
}

// Records a dispatch of |pipeline| with |buffer_infos| bound at set 0,
// bindings 0..binding_count-1, and |constants| pushed at offset 0; profiles
// name it |name|.
static iree_status_t iree_hal_vulkan_command_buffer_record_dispatch(
    iree_hal_vulkan_command_buffer_t* command_buffer, iree_string_view_t name,
    const iree_hal_vulkan_pipeline_t* pipeline,
    const uint32_t workgroup_count[3], iree_host_size_t constant_count,
    const uint32_t* constants, iree_host_size_t binding_count,
    const VkDescriptorBufferInfo* buffer_infos) {
  const iree_hal_vulkan_symbols_t* syms = command_buffer->logical_device->syms;
  VkWriteDescriptorSet write = {
      .sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET,
      .dstBinding = 0,
      .descriptorCount = (uint32_t)binding_count,
      .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
      .pBufferInfo = buffer_infos,
  };
  VkDescriptorSet set = VK_NULL_HANDLE;
  if (!pipeline->push_descriptors) {
    // Bindings are consecutive and of one type, so one write covers them.
    IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_allocate_set(
        command_buffer, pipeline->set_layout, (uint32_t)binding_count, &set));
    write.dstSet = set;
    if (binding_count) {
      syms->vkUpdateDescriptorSets(command_buffer->logical_device->device, 1,
                                   &write, 0, NULL);
    }
  }
  syms->vkCmdBindPipeline(command_buffer->handle,
                          VK_PIPELINE_BIND_POINT_COMPUTE, pipeline->pipeline);
  if (pipeline->push_descriptors) {
    if (binding_count) {
      syms->vkCmdPushDescriptorSetKHR(
          command_buffer->handle, VK_PIPELINE_BIND_POINT_COMPUTE,
          pipeline->pipeline_layout, 0, 1, &write);
    }
  } else {
    syms->vkCmdBindDescriptorSets(
        command_buffer->handle, VK_PIPELINE_BIND_POINT_COMPUTE,
        pipeline->pipeline_layout, 0, 1, &set, 0, NULL);
  }
  if (constant_count) {
    syms->vkCmdPushConstants(command_buffer->handle, pipeline->pipeline_layout,
                             VK_SHADER_STAGE_COMPUTE_BIT, 0,
                             (uint32_t)(constant_count * sizeof(uint32_t)),
                             constants);
  }
  iree_hal_vulkan_command_buffer_before_command(
      command_buffer, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT);
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_time_begin(command_buffer));
  syms->vkCmdDispatch(command_buffer->handle, workgroup_count[0],
                      workgroup_count[1], workgroup_count[2]);
  iree_hal_vulkan_command_buffer_time_end(command_buffer, name);
  return iree_ok_status();
}

// Writes the bytes of word |word_offset| (a multiple of 4) that |mask|
// selects to those of |pattern|, with the builtin fill_edge kernel.
static iree_status_t iree_hal_vulkan_command_buffer_fill_edge(
    iree_hal_vulkan_command_buffer_t* command_buffer, VkBuffer handle,
    iree_device_size_t word_offset, uint32_t mask, uint32_t pattern) {
  const iree_hal_vulkan_pipeline_t* pipeline = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_executable_pipeline(
      command_buffer->builtins, 0, &pipeline));
  // The binding starts at the closest aligned offset below the word.
  iree_device_size_t alignment =
      command_buffer->logical_device->limits.minStorageBufferOffsetAlignment;
  iree_device_size_t binding_offset = word_offset - word_offset % alignment;
  VkDescriptorBufferInfo buffer_info = {
      .buffer = handle,
      .offset = binding_offset,
      .range = word_offset + 4 - binding_offset,
  };
  uint32_t constants[3] = {(uint32_t)((word_offset - binding_offset) / 4),
                           mask, pattern};
  static const uint32_t workgroup_count[3] = {1, 1, 1};
  return iree_hal_vulkan_command_buffer_record_dispatch(
      command_buffer, iree_make_cstring_view("fill (edge kernel)"), pipeline,
      workgroup_count, IREE_ARRAYSIZE(constants),
      constants, 1, &buffer_info);
}

// The mask of the bytes of the word at |word_offset| within [begin, end).
static uint32_t iree_hal_vulkan_fill_mask(iree_device_size_t word_offset,
                                          iree_device_size_t begin,
                                          iree_device_size_t end) {
  uint32_t mask = 0;
  for (iree_device_size_t i = 0; i < 4; ++i) {
    if (word_offset + i >= begin && word_offset + i < end) {
      mask |= 0xFFu << (8 * i);
    }
  }
  return mask;
}

static iree_status_t iree_hal_vulkan_command_buffer_fill_buffer(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_buffer_t* target_buffer, iree_device_size_t target_offset,
    iree_device_size_t length, uint32_t pattern,
    iree_host_size_t pattern_length) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  if (length == 0) return iree_ok_status();
  VkBuffer handle = VK_NULL_HANDLE;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_use_buffer(
      command_buffer, "fill target", target_buffer, &handle));
  iree_device_size_t begin =
      iree_hal_buffer_byte_offset(target_buffer) + target_offset;
  iree_device_size_t end = begin + length;
  // The pattern repeated to a word whose byte i lands at an address that is
  // i mod 4: the fill's byte k (at begin + k) is pattern byte k mod length,
  // and 4 is a multiple of every pattern length.
  uint8_t word_bytes[4];
  for (iree_device_size_t i = 0; i < 4; ++i) {
    iree_device_size_t k = (i + 4 - begin % 4) % 4;
    word_bytes[i] = (uint8_t)(pattern >> (8 * (k % pattern_length)));
  }
  uint32_t word = 0;
  memcpy(&word, word_bytes, sizeof(word));
  // vkCmdFillBuffer writes whole words at word offsets: it fills the aligned
  // middle, and the builtin kernel the partial words at either end.
  iree_device_size_t middle_begin = (begin + 3) & ~(iree_device_size_t)3;
  iree_device_size_t middle_end = end & ~(iree_device_size_t)3;
  if (middle_begin < middle_end) {
    iree_hal_vulkan_command_buffer_before_command(command_buffer,
                                                  VK_PIPELINE_STAGE_TRANSFER_BIT);
    IREE_RETURN_IF_ERROR(
        iree_hal_vulkan_command_buffer_time_begin(command_buffer));
    command_buffer->logical_device->syms->vkCmdFillBuffer(
        command_buffer->handle, handle, middle_begin,
        middle_end - middle_begin, word);
    iree_hal_vulkan_command_buffer_time_end(command_buffer,
                                            iree_make_cstring_view("fill"));
  }
  iree_device_size_t head_word = begin & ~(iree_device_size_t)3;
  if (begin % 4) {
    IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_fill_edge(
        command_buffer, handle, head_word,
        iree_hal_vulkan_fill_mask(head_word, begin, end), word));
  }
  iree_device_size_t tail_word = end & ~(iree_device_size_t)3;
  if (end % 4 && (tail_word != head_word || begin % 4 == 0)) {
    IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_fill_edge(
        command_buffer, handle, tail_word,
        iree_hal_vulkan_fill_mask(tail_word, begin, end), word));
  }
  return iree_ok_status();
}

// Records a copy; profiles name it |name|.
static iree_status_t iree_hal_vulkan_command_buffer_record_copy(
    iree_hal_vulkan_command_buffer_t* command_buffer, iree_string_view_t name,
    VkBuffer source, iree_device_size_t source_offset, VkBuffer target,
    iree_device_size_t target_offset, iree_device_size_t length) {
  VkBufferCopy region = {
      .srcOffset = source_offset,
      .dstOffset = target_offset,
      .size = length,
  };
  iree_hal_vulkan_command_buffer_before_command(command_buffer,
                                                VK_PIPELINE_STAGE_TRANSFER_BIT);
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_command_buffer_time_begin(command_buffer));
  command_buffer->logical_device->syms->vkCmdCopyBuffer(
      command_buffer->handle, source, target, 1, &region);
  iree_hal_vulkan_command_buffer_time_end(command_buffer, name);
  return iree_ok_status();
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
  return iree_hal_vulkan_command_buffer_record_copy(
      command_buffer, iree_make_cstring_view("update"), source, 0, target,
      iree_hal_buffer_byte_offset(target_buffer) + target_offset, length);
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
  return iree_hal_vulkan_command_buffer_record_copy(
      command_buffer, iree_make_cstring_view("copy"), source,
      iree_hal_buffer_byte_offset(source_buffer) + source_offset, target,
      iree_hal_buffer_byte_offset(target_buffer) + target_offset, length);
}

static iree_status_t iree_hal_vulkan_command_buffer_dispatch(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t export_ordinal,
    const uint32_t workgroup_count[3], iree_host_size_t constant_count,
    const uint32_t* constants, iree_host_size_t binding_count,
    const iree_hal_buffer_binding_t* bindings) {
  iree_hal_vulkan_command_buffer_t* command_buffer =
      (iree_hal_vulkan_command_buffer_t*)base_command_buffer;
  const iree_hal_vulkan_pipeline_t* pipeline = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_executable_pipeline(
      executable, export_ordinal, &pipeline));
  const VkPhysicalDeviceLimits* limits = &command_buffer->logical_device->limits;
  for (int i = 0; i < 3; ++i) {
    if (workgroup_count[i] > limits->maxComputeWorkGroupCount[i]) {
      return iree_make_status(
          IREE_STATUS_OUT_OF_RANGE,
          "dispatch of '%.*s' has %u workgroups in dimension %d; the device "
          "allows %u",
          (int)pipeline->info.name.size, pipeline->info.name.data,
          workgroup_count[i], i, limits->maxComputeWorkGroupCount[i]);
    }
  }
  if (!workgroup_count[0] || !workgroup_count[1] || !workgroup_count[2]) {
    return iree_ok_status();
  }
  VkDescriptorBufferInfo inline_infos[16];
  VkDescriptorBufferInfo* buffer_infos = inline_infos;
  if (binding_count > IREE_ARRAYSIZE(inline_infos)) {
    IREE_RETURN_IF_ERROR(iree_allocator_malloc(
        command_buffer->logical_device->host_allocator,
        binding_count * sizeof(*buffer_infos), (void**)&buffer_infos));
  }
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0; i < binding_count && iree_status_is_ok(status);
       ++i) {
    VkBuffer handle = VK_NULL_HANDLE;
    iree_device_size_t length = 0;
    status = iree_hal_buffer_validate_range(
        bindings[i].buffer, bindings[i].offset, bindings[i].length, &length);
    if (iree_status_is_ok(status)) {
      status = iree_hal_vulkan_command_buffer_use_buffer(
          command_buffer, "dispatch binding", bindings[i].buffer, &handle);
    }
    iree_device_size_t offset =
        iree_hal_buffer_byte_offset(bindings[i].buffer) + bindings[i].offset;
    // An empty binding (a dynamically shaped tensor of no elements) is never
    // accessed, but Vulkan binds at least a byte inside the buffer: it gets
    // the first word of its allocation, which every VkBuffer has.
    if (iree_status_is_ok(status) && length == 0) {
      offset = 0;
      length = 4;
    }
    // Vulkan's own rules for storage buffer descriptors, checked here so
    // that they fail as errors instead of validation messages.
    if (iree_status_is_ok(status) &&
        offset % limits->minStorageBufferOffsetAlignment) {
      status = iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "dispatch binding %zu starts at byte %llu of its allocation; the "
          "device needs storage buffers aligned to %llu bytes",
          i, (unsigned long long)offset,
          (unsigned long long)limits->minStorageBufferOffsetAlignment);
    }
    if (iree_status_is_ok(status) && length > limits->maxStorageBufferRange) {
      status = iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "dispatch binding %zu is %llu bytes; the device binds at most %u", i,
          (unsigned long long)length, limits->maxStorageBufferRange);
    }
    // Whole 32-bit words: kernels access i8/i16/f16 data packed in words
    // (VkBuffers are allocated in whole words, and offsets are aligned).
    buffer_infos[i] = (VkDescriptorBufferInfo){
        .buffer = handle,
        .offset = offset,
        .range = (length + 3) & ~(iree_device_size_t)3,
    };
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_command_buffer_retain_resource(command_buffer,
                                                            executable);
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_command_buffer_record_dispatch(
        command_buffer, pipeline->info.name, pipeline, workgroup_count,
        constant_count, constants, binding_count, buffer_infos);
  }
  if (buffer_infos != inline_infos) {
    iree_allocator_free(command_buffer->logical_device->host_allocator,
                        buffer_infos);
  }
  return status;
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
