// The Vulkan entry points the driver uses, resolved at run time from the
// loader (libvulkan.so.1) so the runtime has no link-time Vulkan dependency,
// and the conversion of VkResult failures into iree_status_t.
#ifndef IREE_HAL_DRIVERS_VULKAN_DYNAMIC_SYMBOLS_H_
#define IREE_HAL_DRIVERS_VULKAN_DYNAMIC_SYMBOLS_H_

#define VK_NO_PROTOTYPES 1
#include <vulkan/vulkan.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Global commands, resolved with vkGetInstanceProcAddr(NULL, name).
#define IREE_VULKAN_GLOBAL_SYMBOLS(X)   \
  X(vkCreateInstance)                   \
  X(vkEnumerateInstanceLayerProperties) \
  X(vkEnumerateInstanceVersion)

// Instance and device commands, resolved with vkGetInstanceProcAddr(instance).
#define IREE_VULKAN_INSTANCE_SYMBOLS(X)       \
  X(vkDestroyInstance)                        \
  X(vkEnumeratePhysicalDevices)               \
  X(vkGetPhysicalDeviceProperties)            \
  X(vkGetPhysicalDeviceProperties2)           \
  X(vkGetPhysicalDeviceFeatures2)             \
  X(vkGetPhysicalDeviceMemoryProperties)      \
  X(vkGetPhysicalDeviceQueueFamilyProperties) \
  X(vkEnumerateDeviceExtensionProperties)     \
  X(vkCreateDevice)                           \
  X(vkDestroyDevice)                          \
  X(vkGetDeviceQueue)                         \
  X(vkDeviceWaitIdle)                         \
  X(vkQueueSubmit)                            \
  X(vkAllocateMemory)                         \
  X(vkFreeMemory)                             \
  X(vkMapMemory)                              \
  X(vkUnmapMemory)                            \
  X(vkFlushMappedMemoryRanges)                \
  X(vkInvalidateMappedMemoryRanges)           \
  X(vkCreateBuffer)                           \
  X(vkDestroyBuffer)                          \
  X(vkGetBufferMemoryRequirements)            \
  X(vkBindBufferMemory)                       \
  X(vkCreateSemaphore)                        \
  X(vkDestroySemaphore)                       \
  X(vkGetSemaphoreCounterValue)               \
  X(vkWaitSemaphores)                         \
  X(vkSignalSemaphore)                        \
  X(vkCreateCommandPool)                      \
  X(vkDestroyCommandPool)                     \
  X(vkResetCommandPool)                       \
  X(vkAllocateCommandBuffers)                 \
  X(vkBeginCommandBuffer)                     \
  X(vkEndCommandBuffer)                       \
  X(vkCmdPipelineBarrier)                     \
  X(vkCmdFillBuffer)                          \
  X(vkCmdCopyBuffer)                          \
  X(vkCreateShaderModule)                     \
  X(vkDestroyShaderModule)                    \
  X(vkCreatePipelineCache)                    \
  X(vkDestroyPipelineCache)                   \
  X(vkCreateDescriptorSetLayout)              \
  X(vkDestroyDescriptorSetLayout)             \
  X(vkCreatePipelineLayout)                   \
  X(vkDestroyPipelineLayout)                  \
  X(vkCreateComputePipelines)                 \
  X(vkDestroyPipeline)                        \
  X(vkCreateDescriptorPool)                   \
  X(vkDestroyDescriptorPool)                  \
  X(vkAllocateDescriptorSets)                 \
  X(vkUpdateDescriptorSets)                   \
  X(vkCmdBindPipeline)                        \
  X(vkCmdBindDescriptorSets)                  \
  X(vkCmdPushConstants)                       \
  X(vkCmdDispatch)                            \
  X(vkCreateQueryPool)                        \
  X(vkDestroyQueryPool)                       \
  X(vkCmdResetQueryPool)                      \
  X(vkCmdWriteTimestamp)                      \
  X(vkGetQueryPoolResults)

// Extension commands, NULL when the extension is missing or not enabled.
#define IREE_VULKAN_OPTIONAL_SYMBOLS(X) \
  X(vkCreateDebugUtilsMessengerEXT)     \
  X(vkDestroyDebugUtilsMessengerEXT)    \
  X(vkCmdPushDescriptorSetKHR)

typedef struct iree_hal_vulkan_symbols_t {
  // dlopen handle of the loader.
  void* library;
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
#define IREE_VULKAN_DECLARE_SYMBOL(name) PFN_##name name;
  IREE_VULKAN_GLOBAL_SYMBOLS(IREE_VULKAN_DECLARE_SYMBOL)
  IREE_VULKAN_INSTANCE_SYMBOLS(IREE_VULKAN_DECLARE_SYMBOL)
  IREE_VULKAN_OPTIONAL_SYMBOLS(IREE_VULKAN_DECLARE_SYMBOL)
#undef IREE_VULKAN_DECLARE_SYMBOL
} iree_hal_vulkan_symbols_t;

// Opens the Vulkan loader and resolves the global commands. Fails with
// UNAVAILABLE, saying why, when there is no loader.
iree_status_t iree_hal_vulkan_symbols_load(iree_hal_vulkan_symbols_t* symbols);

// Resolves the instance and device commands of |instance|. Optional commands
// (extensions) may stay NULL.
iree_status_t iree_hal_vulkan_symbols_load_instance(
    iree_hal_vulkan_symbols_t* symbols, VkInstance instance);

// Closes the loader; |symbols| is zeroed.
void iree_hal_vulkan_symbols_unload(iree_hal_vulkan_symbols_t* symbols);

// The enumerant name of |result|, such as "VK_ERROR_OUT_OF_DEVICE_MEMORY".
const char* iree_hal_vulkan_result_string(VkResult result);

// The status code a failed VkResult maps to.
iree_status_code_t iree_hal_vulkan_result_status_code(VkResult result);

// OK for VK_SUCCESS, else a status "<call> failed: <VK_ERROR_...>".
#define IREE_VK_STATUS(result, call)                                  \
  ((result) == VK_SUCCESS                                             \
       ? iree_ok_status()                                             \
       : iree_make_status(iree_hal_vulkan_result_status_code(result), \
                          "%s failed: %s", (call),                    \
                          iree_hal_vulkan_result_string(result)))

// Calls symbols->fn(...) and returns a status naming |fn| if it fails.
#define IREE_VK_RETURN_IF_ERROR(symbols, fn, ...)               \
  do {                                                          \
    VkResult iree_vk_result_ = (symbols)->fn(__VA_ARGS__);      \
    IREE_RETURN_IF_ERROR(IREE_VK_STATUS(iree_vk_result_, #fn)); \
  } while (0)

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_DRIVERS_VULKAN_DYNAMIC_SYMBOLS_H_
