// The Vulkan HAL device: one VkDevice with one compute queue. Submissions
// signal an internal timeline semaphore so that the command buffers and
// semaphores they use stay alive until the device has finished with them.
#include "iree/hal/drivers/vulkan/vulkan_device.h"

#include "iree/hal/drivers/vulkan/vulkan_physical_device.h"

#include <pthread.h>
#include <string.h>

//===----------------------------------------------------------------------===//
// Logical device
//===----------------------------------------------------------------------===//

void iree_hal_vulkan_logical_device_retain(
    iree_hal_vulkan_logical_device_t* logical_device) {
  __atomic_fetch_add(&logical_device->ref_count, 1, __ATOMIC_RELAXED);
}

void iree_hal_vulkan_logical_device_release(
    iree_hal_vulkan_logical_device_t* logical_device) {
  if (!logical_device ||
      __atomic_sub_fetch(&logical_device->ref_count, 1, __ATOMIC_ACQ_REL)) {
    return;
  }
  for (iree_host_size_t i = 0; i < logical_device->semaphore_pool_count; ++i) {
    logical_device->syms->vkDestroySemaphore(
        logical_device->device, logical_device->semaphore_pool[i].timeline,
        NULL);
    logical_device->syms->vkDestroySemaphore(
        logical_device->device, logical_device->semaphore_pool[i].failure,
        NULL);
  }
  pthread_mutex_destroy(&logical_device->semaphore_pool_mutex);
  for (iree_host_size_t i = 0; i < logical_device->command_pool_count; ++i) {
    logical_device->syms->vkDestroyCommandPool(
        logical_device->device, logical_device->command_pools[i].pool, NULL);
  }
  pthread_mutex_destroy(&logical_device->command_pool_mutex);
  iree_hal_dispatch_profile_deinitialize(&logical_device->profile);
  if (logical_device->device) {
    logical_device->syms->vkDestroyPipelineCache(
        logical_device->device, logical_device->pipeline_cache, NULL);
    logical_device->syms->vkDestroyDevice(logical_device->device, NULL);
  }
  iree_hal_vulkan_instance_release(logical_device->instance);
  iree_allocator_free(logical_device->host_allocator, logical_device);
}

static iree_status_t iree_hal_vulkan_logical_device_initialize(
    iree_hal_vulkan_logical_device_t* logical_device) {
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  VkPhysicalDevice physical_device = logical_device->physical_device;
  VkPhysicalDeviceProperties properties;
  syms->vkGetPhysicalDeviceProperties(physical_device, &properties);
  if (properties.apiVersion < VK_API_VERSION_1_2) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "Vulkan device '%s' supports Vulkan %u.%u; the "
                            "vulkan driver needs 1.2",
                            properties.deviceName,
                            VK_API_VERSION_MAJOR(properties.apiVersion),
                            VK_API_VERSION_MINOR(properties.apiVersion));
  }
  logical_device->limits = properties.limits;
  uint32_t instance_version =
      iree_hal_vulkan_instance_api_version(logical_device->instance);
  uint32_t api_version = properties.apiVersion < instance_version
                             ? properties.apiVersion
                             : instance_version;
  logical_device->max_spirv_version =
      api_version >= VK_API_VERSION_1_3 ? 0x00010600u : 0x00010500u;
  VkPhysicalDeviceVulkan11Properties properties11 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_PROPERTIES,
  };
  VkPhysicalDeviceProperties2 properties2 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PROPERTIES_2,
      .pNext = &properties11,
  };
  syms->vkGetPhysicalDeviceProperties2(physical_device, &properties2);
  logical_device->subgroup_size = properties11.subgroupSize;
  // f32 atomic addition on storage buffers (scatters compiled for targets
  // that declare AtomicFloat32AddEXT) and cooperative matrices (f16 matmuls
  // compiled for targets that have them) where the device has the
  // extensions.
  bool has_atomic_float = false;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_has_device_extension(
      syms, physical_device, VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME,
      logical_device->host_allocator, &has_atomic_float));
  bool has_cooperative_matrix = false;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_has_device_extension(
      syms, physical_device, VK_KHR_COOPERATIVE_MATRIX_EXTENSION_NAME,
      logical_device->host_allocator, &has_cooperative_matrix));
  VkPhysicalDeviceCooperativeMatrixFeaturesKHR cooperative_matrix = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR,
  };
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT atomic_float = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT,
      .pNext = has_cooperative_matrix ? &cooperative_matrix : NULL,
  };
  VkPhysicalDeviceVulkan12Features features12 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
      .pNext = has_atomic_float ? (void*)&atomic_float
                                : (void*)atomic_float.pNext,
  };
  VkPhysicalDeviceVulkan11Features features11 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
      .pNext = &features12,
  };
  VkPhysicalDeviceFeatures2 features = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
      .pNext = &features11,
  };
  syms->vkGetPhysicalDeviceFeatures2(physical_device, &features);
  if (!features12.timelineSemaphore) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "Vulkan device '%s' lacks the timelineSemaphore "
                            "feature the vulkan driver needs",
                            properties.deviceName);
  }
  syms->vkGetPhysicalDeviceMemoryProperties(physical_device,
                                            &logical_device->memory_properties);
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_select_queue_family(
      syms, physical_device, &logical_device->timestamp_valid_bits,
      &logical_device->queue_family_index));
  float priority = 1.0f;
  VkDeviceQueueCreateInfo queue_info = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO,
      .queueFamilyIndex = logical_device->queue_family_index,
      .queueCount = 1,
      .pQueuePriorities = &priority,
  };
  // Optional features are enabled where the device has them: kernels
  // compiled for targets with the matching SPIR-V capabilities (Int64,
  // Float64, Float16 with StorageBuffer16BitAccess, Int8, AtomicFloat32AddEXT,
  // CooperativeMatrixKHR) use them natively.
  logical_device->features.shader_int64 = features.features.shaderInt64;
  logical_device->features.shader_float64 = features.features.shaderFloat64;
  logical_device->features.shader_float16 = features12.shaderFloat16;
  logical_device->features.shader_int8 = features12.shaderInt8;
  logical_device->features.storage_buffer_16bit =
      features11.storageBuffer16BitAccess;
  logical_device->features.float32_atomic_add =
      has_atomic_float && atomic_float.shaderBufferFloat32AtomicAdd;
  logical_device->features.cooperative_matrix =
      has_cooperative_matrix && cooperative_matrix.cooperativeMatrix;
  VkPhysicalDeviceCooperativeMatrixFeaturesKHR enabled_cooperative_matrix = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR,
      .cooperativeMatrix = VK_TRUE,
  };
  VkPhysicalDeviceShaderAtomicFloatFeaturesEXT enabled_atomic_float = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_SHADER_ATOMIC_FLOAT_FEATURES_EXT,
      .pNext = logical_device->features.cooperative_matrix
                   ? &enabled_cooperative_matrix
                   : NULL,
      .shaderBufferFloat32AtomicAdd = VK_TRUE,
  };
  VkPhysicalDeviceVulkan12Features enabled12 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES,
      .pNext = logical_device->features.float32_atomic_add
                   ? (void*)&enabled_atomic_float
                   : (void*)enabled_atomic_float.pNext,
      .timelineSemaphore = VK_TRUE,
      .shaderFloat16 = features12.shaderFloat16,
      .shaderInt8 = features12.shaderInt8,
  };
  VkPhysicalDeviceVulkan11Features enabled11 = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES,
      .pNext = &enabled12,
      .storageBuffer16BitAccess = features11.storageBuffer16BitAccess,
  };
  VkPhysicalDeviceFeatures2 enabled = {
      .sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2,
      .pNext = &enabled11,
      .features =
          {
              .shaderInt64 = features.features.shaderInt64,
              .shaderFloat64 = features.features.shaderFloat64,
          },
  };
  // Push descriptors let a dispatch bind its buffers without allocating
  // descriptor sets; without the extension command buffers allocate them.
  bool has_push_descriptor = false;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_has_device_extension(
      syms, physical_device, VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME,
      logical_device->host_allocator, &has_push_descriptor));
  const char* extensions[3];
  uint32_t extension_count = 0;
  if (has_push_descriptor) {
    extensions[extension_count++] = VK_KHR_PUSH_DESCRIPTOR_EXTENSION_NAME;
  }
  if (logical_device->features.float32_atomic_add) {
    extensions[extension_count++] = VK_EXT_SHADER_ATOMIC_FLOAT_EXTENSION_NAME;
  }
  if (logical_device->features.cooperative_matrix) {
    extensions[extension_count++] = VK_KHR_COOPERATIVE_MATRIX_EXTENSION_NAME;
  }
  VkDeviceCreateInfo device_info = {
      .sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO,
      .pNext = &enabled,
      .queueCreateInfoCount = 1,
      .pQueueCreateInfos = &queue_info,
      .enabledExtensionCount = extension_count,
      .ppEnabledExtensionNames = extensions,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkCreateDevice, physical_device, &device_info,
                          NULL, &logical_device->device);
  logical_device->use_push_descriptors =
      has_push_descriptor && syms->vkCmdPushDescriptorSetKHR;
  VkPipelineCacheCreateInfo cache_info = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkCreatePipelineCache, logical_device->device,
                          &cache_info, NULL, &logical_device->pipeline_cache);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_logical_device_create(
    iree_hal_vulkan_instance_t* instance, VkPhysicalDevice physical_device,
    iree_allocator_t host_allocator,
    iree_hal_vulkan_logical_device_t** out_logical_device) {
  *out_logical_device = NULL;
  iree_hal_vulkan_logical_device_t* logical_device = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, sizeof(*logical_device), (void**)&logical_device));
  memset(logical_device, 0, sizeof(*logical_device));
  logical_device->ref_count = 1;
  logical_device->host_allocator = host_allocator;
  logical_device->instance = instance;
  iree_hal_vulkan_instance_retain(instance);
  logical_device->syms = iree_hal_vulkan_instance_symbols(instance);
  logical_device->physical_device = physical_device;
  pthread_mutex_init(&logical_device->semaphore_pool_mutex, NULL);
  pthread_mutex_init(&logical_device->command_pool_mutex, NULL);
  iree_hal_dispatch_profile_initialize(host_allocator, "vulkan queue",
                                       &logical_device->profile);
  iree_status_t status =
      iree_hal_vulkan_logical_device_initialize(logical_device);
  if (!iree_status_is_ok(status)) {
    iree_hal_vulkan_logical_device_release(logical_device);
    return status;
  }
  *out_logical_device = logical_device;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Device
//===----------------------------------------------------------------------===//

// Resources a submission uses, released once |value| of the device's
// submission semaphore is reached, or once every one of its signals is (a
// signal completes after the commands, and the host may see it before the
// device's own semaphore moves).
typedef struct iree_hal_vulkan_submission_t {
  struct iree_hal_vulkan_submission_t* next;
  uint64_t value;
  // The signal semaphores are resources [wait_count, wait_count +
  // signal_count), to reach |signal_values|.
  iree_host_size_t wait_count;
  iree_host_size_t signal_count;
  uint64_t* signal_values;
  // The last |command_buffer_count| resources are the command buffers.
  iree_host_size_t command_buffer_count;
  iree_host_size_t resource_count;
  iree_hal_resource_t* resources[];
} iree_hal_vulkan_submission_t;

typedef struct iree_hal_vulkan_device_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_hal_vulkan_logical_device_t* logical_device;
  iree_hal_allocator_t* device_allocator;
  iree_hal_transient_pool_t* transient_pool;
  // The driver's own kernels (fills vkCmdFillBuffer cannot do).
  iree_hal_executable_t* builtins;
  VkQueue queue;
  // Guards the queue (VkQueue access must be externally synchronized), the
  // submission list and the submission counter.
  pthread_mutex_t mutex;
  // Signaled to N by the N-th submission.
  VkSemaphore submission_semaphore;
  uint64_t submission_count;
  // In-flight submissions, oldest first.
  iree_hal_vulkan_submission_t* submission_head;
  iree_hal_vulkan_submission_t* submission_tail;
  iree_host_size_t identifier_length;
  char identifier[];
} iree_hal_vulkan_device_t;

static const iree_hal_device_vtable_t iree_hal_vulkan_device_vtable;

static void iree_hal_vulkan_submission_free(
    iree_hal_vulkan_device_t* device,
    iree_hal_vulkan_submission_t* submission) {
  for (iree_host_size_t i = 0; i < submission->resource_count; ++i) {
    iree_hal_resource_release(submission->resources[i]);
  }
  iree_allocator_free(device->host_allocator, submission);
}

// Whether every signal of |submission| is reached (none: not known).
static bool iree_hal_vulkan_submission_signaled(
    const iree_hal_vulkan_submission_t* submission) {
  if (!submission->signal_count) return false;
  for (iree_host_size_t i = 0; i < submission->signal_count; ++i) {
    uint64_t value = 0;
    iree_status_t status = iree_hal_semaphore_query(
        (iree_hal_semaphore_t*)submission->resources[submission->wait_count + i],
        &value);
    if (!iree_status_is_ok(status)) {
      iree_status_ignore(status);
      return false;
    }
    if (value < submission->signal_values[i]) return false;
  }
  return true;
}

// Frees the submissions the device has finished. Lock held.
static iree_status_t iree_hal_vulkan_device_reclaim(
    iree_hal_vulkan_device_t* device) {
  if (!device->submission_head) return iree_ok_status();
  iree_hal_vulkan_logical_device_t* logical_device = device->logical_device;
  uint64_t completed = 0;
  IREE_VK_RETURN_IF_ERROR(logical_device->syms, vkGetSemaphoreCounterValue,
                          logical_device->device, device->submission_semaphore,
                          &completed);
  while (device->submission_head &&
         (device->submission_head->value <= completed ||
          iree_hal_vulkan_submission_signaled(device->submission_head))) {
    iree_hal_vulkan_submission_t* submission = device->submission_head;
    device->submission_head = submission->next;
    iree_status_t status = iree_ok_status();
    for (iree_host_size_t i = submission->resource_count -
                              submission->command_buffer_count;
         i < submission->resource_count && iree_status_is_ok(status); ++i) {
      status = iree_hal_vulkan_command_buffer_collect_profile(
          (iree_hal_command_buffer_t*)submission->resources[i]);
    }
    iree_hal_vulkan_submission_free(device, submission);
    IREE_RETURN_IF_ERROR(status);
  }
  if (!device->submission_head) device->submission_tail = NULL;
  return iree_ok_status();
}

// The transient pool's reclaim hook: blocks held by finished submissions
// come back before the pool allocates. An error here (a lost device) is
// reported by the next submission.
static void iree_hal_vulkan_device_reclaim_finished(void* user_data) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)user_data;
  pthread_mutex_lock(&device->mutex);
  iree_status_ignore(iree_hal_vulkan_device_reclaim(device));
  pthread_mutex_unlock(&device->mutex);
}

iree_status_t iree_hal_vulkan_device_create(
    iree_hal_vulkan_instance_t* instance, VkPhysicalDevice physical_device,
    iree_string_view_t identifier, iree_allocator_t host_allocator,
    iree_hal_device_t** out_device) {
  *out_device = NULL;
  iree_hal_vulkan_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, sizeof(*device) + identifier.size, (void**)&device));
  memset(device, 0, sizeof(*device));
  iree_hal_resource_initialize(&iree_hal_vulkan_device_vtable,
                               &device->resource);
  device->host_allocator = host_allocator;
  pthread_mutex_init(&device->mutex, NULL);
  device->identifier_length = identifier.size;
  memcpy(device->identifier, identifier.data, identifier.size);
  iree_status_t status = iree_hal_vulkan_logical_device_create(
      instance, physical_device, host_allocator, &device->logical_device);
  if (iree_status_is_ok(status)) {
    iree_hal_vulkan_logical_device_t* logical_device = device->logical_device;
    logical_device->syms->vkGetDeviceQueue(logical_device->device,
                                           logical_device->queue_family_index,
                                           0, &device->queue);
    status = iree_hal_vulkan_timeline_semaphore_create(
        logical_device, 0, &device->submission_semaphore);
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_allocator_create(device->logical_device,
                                              &device->device_allocator);
  }
  if (iree_status_is_ok(status)) {
    iree_hal_transient_pool_reclaim_t reclaim = {
        iree_hal_vulkan_device_reclaim_finished, device};
    status = iree_hal_transient_pool_create(
        device->device_allocator, reclaim, host_allocator,
        &device->transient_pool);
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_builtins_create(device->logical_device,
                                             &device->builtins);
  }
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_instance_validation_status(instance);
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_resource_release(device);
    return status;
  }
  *out_device = (iree_hal_device_t*)device;
  return iree_ok_status();
}

iree_hal_vulkan_logical_device_t* iree_hal_vulkan_device_logical_device(
    iree_hal_device_t* base_device) {
  if (IREE_HAL_VTABLE(base_device, iree_hal_device_vtable_t) !=
      &iree_hal_vulkan_device_vtable) {
    return NULL;
  }
  return ((iree_hal_vulkan_device_t*)base_device)->logical_device;
}

static void iree_hal_vulkan_device_destroy(void* base_device) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  iree_hal_vulkan_logical_device_t* logical_device = device->logical_device;
  if (logical_device) {
    // Nothing may be destroyed while the device may still use it.
    if (device->queue)
      logical_device->syms->vkDeviceWaitIdle(logical_device->device);
    while (device->submission_head) {
      iree_hal_vulkan_submission_t* submission = device->submission_head;
      device->submission_head = submission->next;
      iree_hal_vulkan_submission_free(device, submission);
    }
    if (device->submission_semaphore) {
      logical_device->syms->vkDestroySemaphore(
          logical_device->device, device->submission_semaphore, NULL);
    }
  }
  if (device->builtins) iree_hal_executable_release(device->builtins);
  iree_hal_transient_pool_release(device->transient_pool);
  iree_hal_allocator_release(device->device_allocator);
  iree_hal_vulkan_logical_device_release(logical_device);
  pthread_mutex_destroy(&device->mutex);
  iree_allocator_free(device->host_allocator, device);
}

static iree_string_view_t iree_hal_vulkan_device_id(
    iree_hal_device_t* base_device) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  return iree_make_string_view(device->identifier, device->identifier_length);
}

static iree_allocator_t iree_hal_vulkan_device_host_allocator(
    iree_hal_device_t* base_device) {
  return ((iree_hal_vulkan_device_t*)base_device)->host_allocator;
}

static iree_hal_transient_pool_t* iree_hal_vulkan_device_transient_pool(
    iree_hal_device_t* base_device) {
  return ((iree_hal_vulkan_device_t*)base_device)->transient_pool;
}

static iree_hal_allocator_t* iree_hal_vulkan_device_allocator(
    iree_hal_device_t* base_device) {
  return ((iree_hal_vulkan_device_t*)base_device)->device_allocator;
}

static iree_status_t iree_hal_vulkan_device_query_i64(
    iree_hal_device_t* base_device, iree_string_view_t category,
    iree_string_view_t key, int64_t* out_value) {
  if (iree_string_view_equal(category, iree_make_cstring_view("hal.device")) &&
      iree_string_view_equal(key, iree_make_cstring_view("concurrency"))) {
    // One queue: submissions run in order.
    *out_value = 1;
    return iree_ok_status();
  }
  if (iree_string_view_equal(category,
                             iree_make_cstring_view("hal.executable.format"))) {
    *out_value = iree_string_view_equal(
        key, iree_make_cstring_view(IREE_HAL_VULKAN_EXECUTABLE_FORMAT));
    return iree_ok_status();
  }
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "device 'vulkan' has no answer to query "
                          "'%.*s :: %.*s'",
                          (int)category.size, category.data, (int)key.size,
                          key.data);
}

static iree_status_t iree_hal_vulkan_device_create_command_buffer(
    iree_hal_device_t* base_device, iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_host_size_t binding_capacity,
    iree_hal_command_buffer_t** out_command_buffer) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  // Descriptor sets are written when a dispatch is recorded, so a slot has
  // nothing to point at yet; the compiler records loops directly for Vulkan.
  if (binding_capacity) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "Vulkan command buffers do not take binding table "
                            "slots (capacity %zu); record dispatches with "
                            "their buffers",
                            binding_capacity);
  }
  return iree_hal_vulkan_command_buffer_create(
      device->logical_device, device->device_allocator, device->builtins, mode,
      command_categories, out_command_buffer);
}

static iree_status_t iree_hal_vulkan_device_create_executable_cache(
    iree_hal_device_t* base_device, iree_string_view_t identifier,
    iree_hal_executable_cache_t** out_executable_cache) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  return iree_hal_vulkan_executable_cache_create(device->logical_device,
                                                 out_executable_cache);
}

static iree_status_t iree_hal_vulkan_device_create_semaphore(
    iree_hal_device_t* base_device, uint64_t initial_value,
    iree_hal_semaphore_t** out_semaphore) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  return iree_hal_vulkan_semaphore_create(device->logical_device, initial_value,
                                          out_semaphore);
}

// Checks that every semaphore of |list| is a Vulkan one.
static iree_status_t iree_hal_vulkan_device_check_semaphores(
    const char* what, iree_hal_semaphore_list_t list) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    if (!iree_hal_vulkan_semaphore_handle(list.semaphores[i])) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "%s semaphore %zu was not created by a vulkan "
                              "device",
                              what, i);
    }
  }
  return iree_ok_status();
}

// The first failure among the (Vulkan) semaphores of |list|, or OK.
static iree_status_t iree_hal_vulkan_device_semaphore_failure(
    iree_hal_semaphore_list_t list) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    IREE_RETURN_IF_ERROR(iree_hal_vulkan_semaphore_failure(list.semaphores[i]));
  }
  return iree_ok_status();
}

// Whether every semaphore of |list| has reached its value.
static iree_status_t iree_hal_vulkan_device_waits_reached(
    iree_hal_semaphore_list_t list, bool* out_reached) {
  *out_reached = true;
  for (iree_host_size_t i = 0; i < list.count && *out_reached; ++i) {
    uint64_t value = 0;
    IREE_RETURN_IF_ERROR(iree_hal_semaphore_query(list.semaphores[i], &value));
    *out_reached = value >= list.payload_values[i];
  }
  return iree_ok_status();
}

// Submits to the queue and records the submission. Lock held.
static iree_status_t iree_hal_vulkan_device_submit(
    iree_hal_vulkan_device_t* device, iree_hal_semaphore_list_t wait_list,
    iree_hal_semaphore_list_t signal_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    iree_hal_vulkan_submission_t* submission, void* scratch) {
  // 8-byte elements first, then the 4-byte stage masks.
  VkSemaphore* wait_semaphores = (VkSemaphore*)scratch;
  VkSemaphore* signal_semaphores = wait_semaphores + wait_list.count;
  uint64_t* wait_values =
      (uint64_t*)(signal_semaphores + signal_list.count + 1);
  uint64_t* signal_values = wait_values + wait_list.count;
  VkCommandBuffer* handles =
      (VkCommandBuffer*)(signal_values + signal_list.count + 1);
  VkPipelineStageFlags* wait_stages =
      (VkPipelineStageFlags*)(handles + command_buffer_count);
  for (iree_host_size_t i = 0; i < wait_list.count; ++i) {
    wait_semaphores[i] =
        iree_hal_vulkan_semaphore_handle(wait_list.semaphores[i]);
    wait_values[i] = iree_hal_vulkan_semaphore_device_value(
        wait_list.semaphores[i], wait_list.payload_values[i]);
    wait_stages[i] = VK_PIPELINE_STAGE_ALL_COMMANDS_BIT;
  }
  for (iree_host_size_t i = 0; i < signal_list.count; ++i) {
    signal_semaphores[i] =
        iree_hal_vulkan_semaphore_handle(signal_list.semaphores[i]);
    signal_values[i] = iree_hal_vulkan_semaphore_device_signal_value(
        signal_list.semaphores[i], signal_list.payload_values[i]);
  }
  signal_semaphores[signal_list.count] = device->submission_semaphore;
  signal_values[signal_list.count] = device->submission_count + 1;
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    handles[i] = iree_hal_vulkan_command_buffer_handle(command_buffers[i]);
  }
  VkTimelineSemaphoreSubmitInfo timeline_info = {
      .sType = VK_STRUCTURE_TYPE_TIMELINE_SEMAPHORE_SUBMIT_INFO,
      .waitSemaphoreValueCount = (uint32_t)wait_list.count,
      .pWaitSemaphoreValues = wait_values,
      .signalSemaphoreValueCount = (uint32_t)signal_list.count + 1,
      .pSignalSemaphoreValues = signal_values,
  };
  VkSubmitInfo submit_info = {
      .sType = VK_STRUCTURE_TYPE_SUBMIT_INFO,
      .pNext = &timeline_info,
      .waitSemaphoreCount = (uint32_t)wait_list.count,
      .pWaitSemaphores = wait_semaphores,
      .pWaitDstStageMask = wait_stages,
      .commandBufferCount = (uint32_t)command_buffer_count,
      .pCommandBuffers = handles,
      .signalSemaphoreCount = (uint32_t)signal_list.count + 1,
      .pSignalSemaphores = signal_semaphores,
  };
  iree_hal_vulkan_logical_device_t* logical_device = device->logical_device;
  IREE_VK_RETURN_IF_ERROR(logical_device->syms, vkQueueSubmit, device->queue, 1,
                          &submit_info, VK_NULL_HANDLE);
  submission->value = ++device->submission_count;
  if (device->submission_tail) {
    device->submission_tail->next = submission;
  } else {
    device->submission_head = submission;
  }
  device->submission_tail = submission;
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_device_queue_execute(
    iree_hal_device_t* base_device, iree_hal_semaphore_list_t wait_list,
    iree_hal_semaphore_list_t signal_list,
    iree_host_size_t command_buffer_count,
    iree_hal_command_buffer_t* const* command_buffers,
    const iree_hal_buffer_binding_table_t* binding_tables,
    iree_hal_time_t deadline_ns) {
  // Submitted GPU work cannot be stopped: |deadline_ns| bounds only the
  // caller's waits (device.h). Vulkan command buffers have no slots, so
  // |binding_tables| has nothing to fill (the generic layer checked them).
  (void)deadline_ns;
  (void)binding_tables;
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_instance_validation_status(
      device->logical_device->instance));
  IREE_RETURN_IF_ERROR(
      iree_hal_vulkan_device_check_semaphores("wait", wait_list));
  IREE_RETURN_IF_ERROR(
      iree_hal_vulkan_device_check_semaphores("signal", signal_list));
  // Signaling a failed semaphore is an error, as signaling it on the host is.
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_device_semaphore_failure(signal_list));
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    if (!iree_hal_vulkan_command_buffer_handle(command_buffers[i])) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "command buffer %zu was not created by a vulkan "
                              "device",
                              i);
    }
  }
  // A wait on a failed semaphore fails the submission's signals instead.
  iree_status_t wait_status =
      iree_hal_vulkan_device_semaphore_failure(wait_list);
  if (!iree_status_is_ok(wait_status)) {
    if (signal_list.count == 0) return wait_status;
    iree_hal_semaphore_list_fail(signal_list, wait_status);
    return iree_ok_status();
  }
  // A barrier whose waits are already reached is done on the host: its
  // signals need no trip through the queue.
  if (command_buffer_count == 0) {
    bool reached = true;
    IREE_RETURN_IF_ERROR(
        iree_hal_vulkan_device_waits_reached(wait_list, &reached));
    if (reached) return iree_hal_semaphore_list_signal(signal_list);
  }
  // Finished submissions go first, so their records are reused for this one.
  pthread_mutex_lock(&device->mutex);
  iree_status_t reclaim_status = iree_hal_vulkan_device_reclaim(device);
  pthread_mutex_unlock(&device->mutex);
  IREE_RETURN_IF_ERROR(reclaim_status);
  // The submission record keeps every resource alive until completion; the
  // scratch space after it holds the Vulkan arrays of vkQueueSubmit.
  iree_host_size_t resource_count =
      wait_list.count + signal_list.count + command_buffer_count;
  iree_host_size_t record_size = sizeof(iree_hal_vulkan_submission_t) +
                                 resource_count * sizeof(iree_hal_resource_t*) +
                                 signal_list.count * sizeof(uint64_t);
  iree_host_size_t scratch_size =
      (wait_list.count + signal_list.count + 1) * 2 * sizeof(uint64_t) +
      command_buffer_count * sizeof(VkCommandBuffer) +
      wait_list.count * sizeof(VkPipelineStageFlags);
  iree_hal_vulkan_submission_t* submission = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      device->host_allocator, record_size + scratch_size, (void**)&submission));
  submission->next = NULL;
  submission->wait_count = wait_list.count;
  submission->signal_count = signal_list.count;
  submission->signal_values = (uint64_t*)&submission->resources[resource_count];
  if (signal_list.count) {
    memcpy(submission->signal_values, signal_list.payload_values,
           signal_list.count * sizeof(uint64_t));
  }
  submission->command_buffer_count = command_buffer_count;
  submission->resource_count = 0;
  for (iree_host_size_t i = 0; i < wait_list.count; ++i) {
    submission->resources[submission->resource_count++] =
        (iree_hal_resource_t*)wait_list.semaphores[i];
  }
  for (iree_host_size_t i = 0; i < signal_list.count; ++i) {
    submission->resources[submission->resource_count++] =
        (iree_hal_resource_t*)signal_list.semaphores[i];
  }
  for (iree_host_size_t i = 0; i < command_buffer_count; ++i) {
    submission->resources[submission->resource_count++] =
        (iree_hal_resource_t*)command_buffers[i];
  }
  for (iree_host_size_t i = 0; i < resource_count; ++i) {
    iree_hal_resource_retain(submission->resources[i]);
  }
  pthread_mutex_lock(&device->mutex);
  iree_status_t status = iree_hal_vulkan_device_submit(
      device, wait_list, signal_list, command_buffer_count, command_buffers,
      submission, (uint8_t*)submission + record_size);
  pthread_mutex_unlock(&device->mutex);
  if (!iree_status_is_ok(status)) {
    iree_hal_vulkan_submission_free(device, submission);
  }
  return status;
}

static iree_status_t iree_hal_vulkan_device_wait_idle(
    iree_hal_device_t* base_device, iree_hal_time_t deadline_ns) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  iree_hal_vulkan_logical_device_t* logical_device = device->logical_device;
  pthread_mutex_lock(&device->mutex);
  uint64_t value = device->submission_count;
  pthread_mutex_unlock(&device->mutex);
  iree_hal_time_t now = iree_hal_time_now();
  uint64_t timeout_ns = deadline_ns == IREE_HAL_TIME_INFINITE_FUTURE
                            ? UINT64_MAX
                        : deadline_ns <= now ? 0
                                             : (uint64_t)(deadline_ns - now);
  VkSemaphoreWaitInfo wait_info = {
      .sType = VK_STRUCTURE_TYPE_SEMAPHORE_WAIT_INFO,
      .semaphoreCount = 1,
      .pSemaphores = &device->submission_semaphore,
      .pValues = &value,
  };
  VkResult result = logical_device->syms->vkWaitSemaphores(
      logical_device->device, &wait_info, timeout_ns);
  if (result == VK_TIMEOUT) {
    return iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                            "vulkan device did not become idle in time");
  }
  IREE_RETURN_IF_ERROR(IREE_VK_STATUS(result, "vkWaitSemaphores"));
  pthread_mutex_lock(&device->mutex);
  iree_status_t status = iree_hal_vulkan_device_reclaim(device);
  pthread_mutex_unlock(&device->mutex);
  IREE_RETURN_IF_ERROR(status);
  return iree_hal_vulkan_instance_validation_status(logical_device->instance);
}

static iree_status_t iree_hal_vulkan_device_profiling_begin(
    iree_hal_device_t* base_device) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  iree_hal_vulkan_logical_device_t* logical_device = device->logical_device;
  if (!logical_device->timestamp_valid_bits) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "the Vulkan device's compute queue has no "
                            "timestamps to profile dispatches with");
  }
  return iree_hal_dispatch_profile_start(&logical_device->profile);
}

// Called idle: every submission was reclaimed, collecting its timestamps.
static iree_status_t iree_hal_vulkan_device_profiling_end(
    iree_hal_device_t* base_device,
    iree_hal_dispatch_profile_callback_t callback) {
  iree_hal_vulkan_device_t* device = (iree_hal_vulkan_device_t*)base_device;
  return iree_hal_dispatch_profile_stop(&device->logical_device->profile,
                                        callback);
}

static const iree_hal_device_vtable_t iree_hal_vulkan_device_vtable = {
    .destroy = iree_hal_vulkan_device_destroy,
    .id = iree_hal_vulkan_device_id,
    .host_allocator = iree_hal_vulkan_device_host_allocator,
    .device_allocator = iree_hal_vulkan_device_allocator,
    .transient_pool = iree_hal_vulkan_device_transient_pool,
    .query_i64 = iree_hal_vulkan_device_query_i64,
    .create_command_buffer = iree_hal_vulkan_device_create_command_buffer,
    .create_executable_cache = iree_hal_vulkan_device_create_executable_cache,
    .create_semaphore = iree_hal_vulkan_device_create_semaphore,
    .queue_execute = iree_hal_vulkan_device_queue_execute,
    .wait_idle = iree_hal_vulkan_device_wait_idle,
    .profiling_begin = iree_hal_vulkan_device_profiling_begin,
    .profiling_end = iree_hal_vulkan_device_profiling_end,
};
