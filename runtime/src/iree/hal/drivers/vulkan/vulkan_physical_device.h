// Queries of a physical device the logical device's creation makes, and the
// declarations of extensions newer than some distributions' Vulkan headers.
#ifndef IREE_HAL_DRIVERS_VULKAN_VULKAN_PHYSICAL_DEVICE_H_
#define IREE_HAL_DRIVERS_VULKAN_VULKAN_PHYSICAL_DEVICE_H_

#include "iree/hal/drivers/vulkan/dynamic_symbols.h"

#ifdef __cplusplus
extern "C" {
#endif  // __cplusplus

// VK_KHR_cooperative_matrix is newer than the Vulkan headers of some
// distributions (Debian 12's are 1.3.239): its feature struct, as the
// Vulkan registry defines it, for those.
#ifndef VK_KHR_cooperative_matrix
#define VK_KHR_COOPERATIVE_MATRIX_EXTENSION_NAME "VK_KHR_cooperative_matrix"
#define VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_KHR \
  ((VkStructureType)1000506000)
typedef struct VkPhysicalDeviceCooperativeMatrixFeaturesKHR {
  VkStructureType sType;
  void* pNext;
  VkBool32 cooperativeMatrix;
  VkBool32 cooperativeMatrixRobustBufferAccess;
} VkPhysicalDeviceCooperativeMatrixFeaturesKHR;
#endif  // VK_KHR_cooperative_matrix

// Picks the first queue family with compute (which implies transfer).
iree_status_t iree_hal_vulkan_select_queue_family(
    const iree_hal_vulkan_symbols_t* syms, VkPhysicalDevice physical_device,
    uint32_t* out_timestamp_valid_bits, uint32_t* out_family_index);

// Whether |physical_device| has device extension |name|.
iree_status_t iree_hal_vulkan_has_device_extension(
    const iree_hal_vulkan_symbols_t* syms, VkPhysicalDevice physical_device,
    const char* name, iree_allocator_t host_allocator, bool* out_present);

#ifdef __cplusplus
}  // extern "C"
#endif  // __cplusplus

#endif  // IREE_HAL_DRIVERS_VULKAN_VULKAN_PHYSICAL_DEVICE_H_
