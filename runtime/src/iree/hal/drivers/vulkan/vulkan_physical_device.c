// Queries of a physical device the logical device's creation makes.
#include "iree/hal/drivers/vulkan/vulkan_physical_device.h"

#include <string.h>

iree_status_t iree_hal_vulkan_select_queue_family(
    const iree_hal_vulkan_symbols_t* syms, VkPhysicalDevice physical_device,
    uint32_t* out_timestamp_valid_bits, uint32_t* out_family_index) {
  VkQueueFamilyProperties families[32];
  uint32_t count = IREE_ARRAYSIZE(families);
  syms->vkGetPhysicalDeviceQueueFamilyProperties(physical_device, &count,
                                                 families);
  for (uint32_t i = 0; i < count; ++i) {
    if ((families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) &&
        families[i].queueCount > 0) {
      *out_timestamp_valid_bits = families[i].timestampValidBits;
      *out_family_index = i;
      return iree_ok_status();
    }
  }
  return iree_make_status(IREE_STATUS_UNAVAILABLE,
                          "the Vulkan device has no compute queue family");
}

iree_status_t iree_hal_vulkan_has_device_extension(
    const iree_hal_vulkan_symbols_t* syms, VkPhysicalDevice physical_device,
    const char* name, iree_allocator_t host_allocator, bool* out_present) {
  *out_present = false;
  uint32_t count = 0;
  IREE_VK_RETURN_IF_ERROR(syms, vkEnumerateDeviceExtensionProperties,
                          physical_device, NULL, &count, NULL);
  VkExtensionProperties* properties = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, (count ? count : 1) * sizeof(*properties),
      (void**)&properties));
  VkResult result = syms->vkEnumerateDeviceExtensionProperties(
      physical_device, NULL, &count, properties);
  for (uint32_t i = 0; result >= 0 && i < count; ++i) {
    if (strcmp(properties[i].extensionName, name) == 0) *out_present = true;
  }
  iree_allocator_free(host_allocator, properties);
  // VK_INCOMPLETE (the list grew between the calls) is not an error here.
  return result < 0 ? IREE_VK_STATUS(result,
                                     "vkEnumerateDeviceExtensionProperties")
                    : iree_ok_status();
}
