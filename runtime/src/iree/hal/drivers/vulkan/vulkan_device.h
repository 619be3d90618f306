// Internal interfaces of the Vulkan driver: the logical device shared by
// every object made from it, and the constructors of those objects.
#ifndef IREE_HAL_DRIVERS_VULKAN_VULKAN_DEVICE_H_
#define IREE_HAL_DRIVERS_VULKAN_VULKAN_DEVICE_H_

#include <pthread.h>

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/hal/drivers/vulkan/dynamic_symbols.h"
#include "iree/hal/status_util.h"

#ifdef __cplusplus
extern "C" {
#endif

// The instance-level state of a driver: loader symbols, VkInstance and the
// validation messages seen. Reference counted; logical devices retain it.
typedef struct iree_hal_vulkan_instance_t iree_hal_vulkan_instance_t;

void iree_hal_vulkan_instance_retain(iree_hal_vulkan_instance_t* instance);
void iree_hal_vulkan_instance_release(iree_hal_vulkan_instance_t* instance);
const iree_hal_vulkan_symbols_t* iree_hal_vulkan_instance_symbols(
    iree_hal_vulkan_instance_t* instance);
// The Vulkan version (VK_API_VERSION_*) the instance was created for.
uint32_t iree_hal_vulkan_instance_api_version(
    iree_hal_vulkan_instance_t* instance);
// OK, or a status quoting the first validation layer message reported.
iree_status_t iree_hal_vulkan_instance_validation_status(
    iree_hal_vulkan_instance_t* instance);

// The most VkSemaphore pairs a logical device keeps for reuse.
#define IREE_HAL_VULKAN_SEMAPHORE_POOL_CAPACITY 32

// The VkSemaphores of a destroyed semaphore kept for reuse, with the value
// its timeline reaches once every signal asked of it has happened.
typedef struct iree_hal_vulkan_pooled_semaphore_t {
  VkSemaphore timeline;
  VkSemaphore failure;
  uint64_t final_value;
} iree_hal_vulkan_pooled_semaphore_t;

// A VkDevice with everything its child objects need. Buffers, semaphores and
// command buffers retain it (never the HAL device), so the VkDevice outlives
// all of them and a device's in-flight list can retain them without cycles.
// Reset command pools a logical device keeps for reuse.
#define IREE_HAL_VULKAN_COMMAND_POOL_CAPACITY 16

typedef struct iree_hal_vulkan_logical_device_t {
  int32_t ref_count;
  iree_allocator_t host_allocator;
  iree_hal_vulkan_instance_t* instance;
  const iree_hal_vulkan_symbols_t* syms;
  VkPhysicalDevice physical_device;
  VkDevice device;
  uint32_t queue_family_index;
  VkPhysicalDeviceMemoryProperties memory_properties;
  VkPhysicalDeviceLimits limits;
  // The optional shader features enabled on the device, which executables'
  // SPIR-V capabilities are checked against.
  struct {
    bool shader_int64;
    bool shader_float64;
    bool shader_float16;
    bool shader_int8;
    bool storage_buffer_16bit;
    bool float32_atomic_add;
    bool cooperative_matrix;
  } features;
  // Invocations per subgroup (cooperative-matrix kernels assume 32).
  uint32_t subgroup_size;
  // The newest SPIR-V version executables may have (the header's version
  // word): 1.5 on Vulkan 1.2, 1.6 on Vulkan 1.3.
  uint32_t max_spirv_version;
  // Bits of the queue's timestamps that count (0: no timestamps).
  uint32_t timestamp_valid_bits;
  // Command buffers begun while it is active time their dispatches into it.
  iree_hal_dispatch_profile_t profile;
  // Every pipeline of the device is created through this cache.
  VkPipelineCache pipeline_cache;
  // Whether executables created from now on bind their buffers with
  // VK_KHR_push_descriptor (enabled when the device has it) rather than with
  // descriptor sets allocated per command buffer. Tests clear it to cover
  // the fallback.
  bool use_push_descriptors;
  // The VkSemaphores (timeline, failure) of destroyed HAL semaphores that
  // never failed, for reuse: creating a timeline semaphore costs about a
  // millisecond on some drivers, and every program call creates a fence.
  pthread_mutex_t semaphore_pool_mutex;
  iree_host_size_t semaphore_pool_count;
  iree_hal_vulkan_pooled_semaphore_t
      semaphore_pool[IREE_HAL_VULKAN_SEMAPHORE_POOL_CAPACITY];
  // The reset VkCommandPools (each with its one VkCommandBuffer) of destroyed
  // command buffers, for reuse: creating and destroying a pool costs several
  // microseconds, a good part of a small program's call.
  pthread_mutex_t command_pool_mutex;
  iree_host_size_t command_pool_count;
  struct {
    VkCommandPool pool;
    VkCommandBuffer handle;
  } command_pools[IREE_HAL_VULKAN_COMMAND_POOL_CAPACITY];
} iree_hal_vulkan_logical_device_t;

void iree_hal_vulkan_logical_device_retain(
    iree_hal_vulkan_logical_device_t* logical_device);
void iree_hal_vulkan_logical_device_release(
    iree_hal_vulkan_logical_device_t* logical_device);

// Creates the HAL device for |physical_device| of |instance|.
iree_status_t iree_hal_vulkan_device_create(
    iree_hal_vulkan_instance_t* instance, VkPhysicalDevice physical_device,
    iree_string_view_t identifier, iree_allocator_t host_allocator,
    iree_hal_device_t** out_device);

// The logical device of |device|, or NULL if it is not a Vulkan device.
iree_hal_vulkan_logical_device_t* iree_hal_vulkan_device_logical_device(
    iree_hal_device_t* device);

// Allocator of VkBuffers bound to their own VkDeviceMemory.
iree_status_t iree_hal_vulkan_allocator_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_allocator_t** out_allocator);

// The VkBuffer behind |buffer|'s allocation, or NULL when |buffer| was not
// allocated by a Vulkan allocator (host memory wraps, other devices).
VkBuffer iree_hal_vulkan_buffer_handle(iree_hal_buffer_t* buffer);

// Creates a bare VkSemaphore of type TIMELINE at |initial_value|.
iree_status_t iree_hal_vulkan_timeline_semaphore_create(
    iree_hal_vulkan_logical_device_t* logical_device, uint64_t initial_value,
    VkSemaphore* out_semaphore);

// A timeline semaphore backed by a VkSemaphore of type TIMELINE.
iree_status_t iree_hal_vulkan_semaphore_create(
    iree_hal_vulkan_logical_device_t* logical_device, uint64_t initial_value,
    iree_hal_semaphore_t** out_semaphore);
// The VkSemaphore of |semaphore|, or NULL if it is not a Vulkan semaphore.
VkSemaphore iree_hal_vulkan_semaphore_handle(iree_hal_semaphore_t* semaphore);
// The counter value of |semaphore|'s VkSemaphore that stands for its HAL
// |value| (they differ by an offset when the VkSemaphore was reused).
uint64_t iree_hal_vulkan_semaphore_device_value(
    iree_hal_semaphore_t* semaphore, uint64_t value);
// As iree_hal_vulkan_semaphore_device_value, for a value a queue submission
// will signal: the semaphore remembers the highest, so that its VkSemaphore
// is only reused once that signal has happened.
uint64_t iree_hal_vulkan_semaphore_device_signal_value(
    iree_hal_semaphore_t* semaphore, uint64_t value);
// A clone of |semaphore|'s failure, or OK if it has not failed.
iree_status_t iree_hal_vulkan_semaphore_failure(
    iree_hal_semaphore_t* semaphore);

// The executable format the driver loads (docs/vulkan.md).
#define IREE_HAL_VULKAN_EXECUTABLE_FORMAT "vulkan-spirv-fb"

// One export of an executable, as the format describes it.
typedef struct iree_hal_vulkan_export_def_t {
  iree_string_view_t name;
  uint32_t workgroup_size[3];
  uint32_t binding_count;
  uint32_t constant_count;
} iree_hal_vulkan_export_def_t;

// A SPIR-V module and its exports; pointers into memory owned elsewhere.
typedef struct iree_hal_vulkan_executable_def_t {
  const uint32_t* spirv_words;
  iree_host_size_t spirv_word_count;
  iree_host_size_t export_count;
  const iree_hal_vulkan_export_def_t* exports;
} iree_hal_vulkan_executable_def_t;

// Verifies |data| as a `vulkan-spirv-fb` FlatBuffer and calls |callback| with
// its contents (valid during the call only). Corrupt or inconsistent data is
// INVALID_ARGUMENT; nothing is read before the verifier accepts it.
typedef iree_status_t (*iree_hal_vulkan_executable_def_callback_t)(
    void* user_data, const iree_hal_vulkan_executable_def_t* def);
iree_status_t iree_hal_vulkan_executable_def_parse(
    iree_const_byte_span_t data, iree_allocator_t host_allocator,
    iree_hal_vulkan_executable_def_callback_t callback, void* user_data);

// Creates an executable: a shader module, and per export a descriptor set
// layout, pipeline layout and compute pipeline (through the device's
// pipeline cache). Checks |def| against the device's limits.
iree_status_t iree_hal_vulkan_executable_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    const iree_hal_vulkan_executable_def_t* def,
    iree_hal_executable_t** out_executable);

// What a command buffer needs to dispatch one export.
typedef struct iree_hal_vulkan_pipeline_t {
  VkDescriptorSetLayout set_layout;
  VkPipelineLayout pipeline_layout;
  VkPipeline pipeline;
  // Whether the set layout is a push descriptor layout.
  bool push_descriptors;
  iree_hal_executable_export_info_t info;
} iree_hal_vulkan_pipeline_t;

// The pipeline of export |ordinal| (checked by the caller) of |executable|;
// INVALID_ARGUMENT if |executable| was not created by a vulkan device.
iree_status_t iree_hal_vulkan_executable_pipeline(
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t ordinal,
    const iree_hal_vulkan_pipeline_t** out_pipeline);

// An executable cache preparing IREE_HAL_VULKAN_EXECUTABLE_FORMAT.
iree_status_t iree_hal_vulkan_executable_cache_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_executable_cache_t** out_executable_cache);

// The driver's own kernels (builtin/*.comp), one executable; export 0 is
// fill_edge (see vulkan_command_buffer.c).
iree_status_t iree_hal_vulkan_builtins_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_executable_t** out_executable);

// A command buffer recording into its own VkCommandPool; |device_allocator|
// makes the staging buffers of update_buffer and |builtins| (retained) holds
// the kernels of fills that vkCmdFillBuffer cannot do.
iree_status_t iree_hal_vulkan_command_buffer_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_allocator_t* device_allocator, iree_hal_executable_t* builtins,
    iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_hal_command_buffer_t** out_command_buffer);
// Adds the dispatch times of |command_buffer|'s completed execution to its
// device's profile when it was recorded while profiling.
iree_status_t iree_hal_vulkan_command_buffer_collect_profile(
    iree_hal_command_buffer_t* command_buffer);

// The VkCommandBuffer of |command_buffer| (a Vulkan command buffer).
VkCommandBuffer iree_hal_vulkan_command_buffer_handle(
    iree_hal_command_buffer_t* command_buffer);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_VULKAN_VULKAN_DEVICE_H_
