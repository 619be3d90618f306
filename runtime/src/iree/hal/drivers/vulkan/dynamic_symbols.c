#include "iree/hal/drivers/vulkan/dynamic_symbols.h"

#include <dlfcn.h>
#include <string.h>

#define IREE_VULKAN_LOADER_NAME "libvulkan.so.1"

iree_status_t iree_hal_vulkan_symbols_load(iree_hal_vulkan_symbols_t* symbols) {
  memset(symbols, 0, sizeof(*symbols));
  symbols->library = dlopen(IREE_VULKAN_LOADER_NAME, RTLD_NOW | RTLD_LOCAL);
  if (!symbols->library) {
    const char* reason = dlerror();
    return iree_make_status(
        IREE_STATUS_UNAVAILABLE,
        "the Vulkan loader could not be opened (%s): %s; install a Vulkan "
        "loader and driver (Debian: libvulkan1 mesa-vulkan-drivers)",
        IREE_VULKAN_LOADER_NAME, reason ? reason : "unknown error");
  }
  symbols->vkGetInstanceProcAddr = (PFN_vkGetInstanceProcAddr)dlsym(
      symbols->library, "vkGetInstanceProcAddr");
  if (!symbols->vkGetInstanceProcAddr) {
    iree_hal_vulkan_symbols_unload(symbols);
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "%s does not export vkGetInstanceProcAddr",
                            IREE_VULKAN_LOADER_NAME);
  }
#define IREE_VULKAN_LOAD_GLOBAL(name)                                         \
  symbols->name = (PFN_##name)symbols->vkGetInstanceProcAddr(NULL, #name);    \
  if (!symbols->name) {                                                       \
    iree_hal_vulkan_symbols_unload(symbols);                                  \
    return iree_make_status(IREE_STATUS_UNAVAILABLE,                          \
                            "the Vulkan loader lacks %s (Vulkan 1.2 needed)", \
                            #name);                                           \
  }
  IREE_VULKAN_GLOBAL_SYMBOLS(IREE_VULKAN_LOAD_GLOBAL)
#undef IREE_VULKAN_LOAD_GLOBAL
  return iree_ok_status();
}

iree_status_t iree_hal_vulkan_symbols_load_instance(
    iree_hal_vulkan_symbols_t* symbols, VkInstance instance) {
#define IREE_VULKAN_LOAD_INSTANCE(name) \
  symbols->name = (PFN_##name)symbols->vkGetInstanceProcAddr(instance, #name);
  IREE_VULKAN_INSTANCE_SYMBOLS(IREE_VULKAN_LOAD_INSTANCE)
  IREE_VULKAN_OPTIONAL_SYMBOLS(IREE_VULKAN_LOAD_INSTANCE)
#undef IREE_VULKAN_LOAD_INSTANCE
  // Everything but the optional commands is core Vulkan 1.2.
#define IREE_VULKAN_CHECK_INSTANCE(name)                            \
  if (!symbols->name) {                                             \
    return iree_make_status(                                        \
        IREE_STATUS_UNAVAILABLE,                                    \
        "the Vulkan instance lacks %s (Vulkan 1.2 needed)", #name); \
  }
  IREE_VULKAN_INSTANCE_SYMBOLS(IREE_VULKAN_CHECK_INSTANCE)
#undef IREE_VULKAN_CHECK_INSTANCE
  return iree_ok_status();
}

void iree_hal_vulkan_symbols_unload(iree_hal_vulkan_symbols_t* symbols) {
  if (symbols->library) dlclose(symbols->library);
  memset(symbols, 0, sizeof(*symbols));
}

const char* iree_hal_vulkan_result_string(VkResult result) {
  switch (result) {
#define IREE_VK_RESULT_CASE(name) \
  case name:                      \
    return #name;
    IREE_VK_RESULT_CASE(VK_SUCCESS)
    IREE_VK_RESULT_CASE(VK_NOT_READY)
    IREE_VK_RESULT_CASE(VK_TIMEOUT)
    IREE_VK_RESULT_CASE(VK_EVENT_SET)
    IREE_VK_RESULT_CASE(VK_EVENT_RESET)
    IREE_VK_RESULT_CASE(VK_INCOMPLETE)
    IREE_VK_RESULT_CASE(VK_ERROR_OUT_OF_HOST_MEMORY)
    IREE_VK_RESULT_CASE(VK_ERROR_OUT_OF_DEVICE_MEMORY)
    IREE_VK_RESULT_CASE(VK_ERROR_INITIALIZATION_FAILED)
    IREE_VK_RESULT_CASE(VK_ERROR_DEVICE_LOST)
    IREE_VK_RESULT_CASE(VK_ERROR_MEMORY_MAP_FAILED)
    IREE_VK_RESULT_CASE(VK_ERROR_LAYER_NOT_PRESENT)
    IREE_VK_RESULT_CASE(VK_ERROR_EXTENSION_NOT_PRESENT)
    IREE_VK_RESULT_CASE(VK_ERROR_FEATURE_NOT_PRESENT)
    IREE_VK_RESULT_CASE(VK_ERROR_INCOMPATIBLE_DRIVER)
    IREE_VK_RESULT_CASE(VK_ERROR_TOO_MANY_OBJECTS)
    IREE_VK_RESULT_CASE(VK_ERROR_FORMAT_NOT_SUPPORTED)
    IREE_VK_RESULT_CASE(VK_ERROR_FRAGMENTED_POOL)
    IREE_VK_RESULT_CASE(VK_ERROR_UNKNOWN)
    IREE_VK_RESULT_CASE(VK_ERROR_OUT_OF_POOL_MEMORY)
    IREE_VK_RESULT_CASE(VK_ERROR_INVALID_EXTERNAL_HANDLE)
    IREE_VK_RESULT_CASE(VK_ERROR_FRAGMENTATION)
    IREE_VK_RESULT_CASE(VK_ERROR_INVALID_OPAQUE_CAPTURE_ADDRESS)
    IREE_VK_RESULT_CASE(VK_PIPELINE_COMPILE_REQUIRED)
    IREE_VK_RESULT_CASE(VK_ERROR_SURFACE_LOST_KHR)
    IREE_VK_RESULT_CASE(VK_ERROR_NATIVE_WINDOW_IN_USE_KHR)
    IREE_VK_RESULT_CASE(VK_SUBOPTIMAL_KHR)
    IREE_VK_RESULT_CASE(VK_ERROR_OUT_OF_DATE_KHR)
    IREE_VK_RESULT_CASE(VK_ERROR_VALIDATION_FAILED_EXT)
    IREE_VK_RESULT_CASE(VK_ERROR_INVALID_SHADER_NV)
    IREE_VK_RESULT_CASE(VK_ERROR_NOT_PERMITTED_KHR)
    IREE_VK_RESULT_CASE(VK_THREAD_IDLE_KHR)
    IREE_VK_RESULT_CASE(VK_THREAD_DONE_KHR)
    IREE_VK_RESULT_CASE(VK_OPERATION_DEFERRED_KHR)
    IREE_VK_RESULT_CASE(VK_OPERATION_NOT_DEFERRED_KHR)
#undef IREE_VK_RESULT_CASE
    default:
      return "VkResult not known to this build";
  }
}

iree_status_code_t iree_hal_vulkan_result_status_code(VkResult result) {
  switch (result) {
    case VK_SUCCESS:
      return IREE_STATUS_OK;
    case VK_TIMEOUT:
    case VK_NOT_READY:
      return IREE_STATUS_DEADLINE_EXCEEDED;
    case VK_ERROR_OUT_OF_HOST_MEMORY:
    case VK_ERROR_OUT_OF_DEVICE_MEMORY:
    case VK_ERROR_TOO_MANY_OBJECTS:
    case VK_ERROR_OUT_OF_POOL_MEMORY:
    case VK_ERROR_FRAGMENTED_POOL:
    case VK_ERROR_FRAGMENTATION:
      return IREE_STATUS_RESOURCE_EXHAUSTED;
    case VK_ERROR_LAYER_NOT_PRESENT:
    case VK_ERROR_EXTENSION_NOT_PRESENT:
    case VK_ERROR_FEATURE_NOT_PRESENT:
    case VK_ERROR_INCOMPATIBLE_DRIVER:
    case VK_ERROR_FORMAT_NOT_SUPPORTED:
      return IREE_STATUS_UNAVAILABLE;
    case VK_ERROR_DEVICE_LOST:
      return IREE_STATUS_DATA_LOSS;
    default:
      return IREE_STATUS_INTERNAL;
  }
}
