// The "vulkan" driver: one VkInstance, its physical devices listed by index
// ("vulkan://0"), the validation layer on request.
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "iree/hal/drivers/vulkan/registration.h"
#include "iree/hal/drivers/vulkan/vulkan_device.h"

#define IREE_VULKAN_VALIDATION_LAYER "VK_LAYER_KHRONOS_validation"
#define IREE_VULKAN_VALIDATION_ENV "IREE_VULKAN_VALIDATION"

//===----------------------------------------------------------------------===//
// Instance
//===----------------------------------------------------------------------===//

struct iree_hal_vulkan_instance_t {
  int32_t ref_count;
  iree_allocator_t host_allocator;
  iree_hal_vulkan_symbols_t syms;
  VkInstance instance;
  VkDebugUtilsMessengerEXT messenger;
  // The Vulkan version the instance was created for: 1.3 where the loader
  // has it (SPIR-V 1.6, which cooperative-matrix kernels need), else 1.2.
  uint32_t api_version;
  pthread_mutex_t mutex;
  // The first validation message, as a status; later ones are only printed.
  iree_status_t validation_status;
};

static VKAPI_ATTR VkBool32 VKAPI_CALL iree_hal_vulkan_debug_callback(
    VkDebugUtilsMessageSeverityFlagBitsEXT severity,
    VkDebugUtilsMessageTypeFlagsEXT types,
    const VkDebugUtilsMessengerCallbackDataEXT* data, void* user_data) {
  iree_hal_vulkan_instance_t* instance = (iree_hal_vulkan_instance_t*)user_data;
  const char* message = data && data->pMessage ? data->pMessage : "(none)";
  fprintf(stderr, "iree vulkan validation %s: %s\n",
          severity >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? "error"
                                                                    : "warning",
          message);
  pthread_mutex_lock(&instance->mutex);
  if (iree_status_is_ok(instance->validation_status)) {
    instance->validation_status = iree_make_status(
        IREE_STATUS_INTERNAL, "Vulkan validation layer reported: %s", message);
  }
  pthread_mutex_unlock(&instance->mutex);
  return VK_FALSE;
}

static bool iree_hal_vulkan_validation_requested(void) {
  const char* value = getenv(IREE_VULKAN_VALIDATION_ENV);
  return value && strcmp(value, "0") != 0 && value[0] != 0;
}

static iree_status_t iree_hal_vulkan_check_validation_layer(
    const iree_hal_vulkan_symbols_t* syms, iree_allocator_t host_allocator) {
  uint32_t count = 0;
  IREE_VK_RETURN_IF_ERROR(syms, vkEnumerateInstanceLayerProperties, &count,
                          NULL);
  VkLayerProperties* layers = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, sizeof(*layers) * (count ? count : 1), (void**)&layers));
  VkResult result = syms->vkEnumerateInstanceLayerProperties(&count, layers);
  bool found = false;
  for (uint32_t i = 0; result == VK_SUCCESS && i < count; ++i) {
    found |= strcmp(layers[i].layerName, IREE_VULKAN_VALIDATION_LAYER) == 0;
  }
  iree_allocator_free(host_allocator, layers);
  IREE_RETURN_IF_ERROR(
      IREE_VK_STATUS(result, "vkEnumerateInstanceLayerProperties"));
  if (!found) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "%s=1 asks for %s, which is not installed (Debian: "
                            "vulkan-validationlayers)",
                            IREE_VULKAN_VALIDATION_ENV,
                            IREE_VULKAN_VALIDATION_LAYER);
  }
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_instance_initialize(
    iree_hal_vulkan_instance_t* instance) {
  const iree_hal_vulkan_symbols_t* syms = &instance->syms;
  uint32_t api_version = 0;
  IREE_VK_RETURN_IF_ERROR(syms, vkEnumerateInstanceVersion, &api_version);
  if (api_version < VK_API_VERSION_1_2) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "the Vulkan loader supports version %u.%u; the "
                            "vulkan driver needs 1.2",
                            VK_API_VERSION_MAJOR(api_version),
                            VK_API_VERSION_MINOR(api_version));
  }
  instance->api_version = api_version >= VK_API_VERSION_1_3
                              ? VK_API_VERSION_1_3
                              : VK_API_VERSION_1_2;
  bool validation = iree_hal_vulkan_validation_requested();
  if (validation) {
    IREE_RETURN_IF_ERROR(
        iree_hal_vulkan_check_validation_layer(syms, instance->host_allocator));
  }
  VkApplicationInfo app_info = {
      .sType = VK_STRUCTURE_TYPE_APPLICATION_INFO,
      .pApplicationName = "iree",
      .pEngineName = "iree",
      .apiVersion = instance->api_version,
  };
  VkDebugUtilsMessengerCreateInfoEXT messenger_info = {
      .sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
      .messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT |
                         VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT,
      .messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT |
                     VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT,
      .pfnUserCallback = iree_hal_vulkan_debug_callback,
      .pUserData = instance,
  };
  const char* layers[] = {IREE_VULKAN_VALIDATION_LAYER};
  const char* extensions[] = {VK_EXT_DEBUG_UTILS_EXTENSION_NAME};
  VkInstanceCreateInfo create_info = {
      .sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO,
      // Chained so that instance creation and destruction are covered too.
      .pNext = validation ? &messenger_info : NULL,
      .pApplicationInfo = &app_info,
      .enabledLayerCount = validation ? 1 : 0,
      .ppEnabledLayerNames = layers,
      .enabledExtensionCount = validation ? 1 : 0,
      .ppEnabledExtensionNames = extensions,
  };
  VkResult result =
      syms->vkCreateInstance(&create_info, NULL, &instance->instance);
  if (result == VK_ERROR_INCOMPATIBLE_DRIVER) {
    return iree_status_annotate_f(
        IREE_VK_STATUS(result, "vkCreateInstance"),
        "no Vulkan 1.2 driver (ICD) was found; install one (Debian: "
        "mesa-vulkan-drivers provides lavapipe) or check VK_ICD_FILENAMES");
  }
  IREE_RETURN_IF_ERROR(IREE_VK_STATUS(result, "vkCreateInstance"));
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_symbols_load_instance(
      &instance->syms, instance->instance));
  if (validation) {
    if (!syms->vkCreateDebugUtilsMessengerEXT) {
      return iree_make_status(IREE_STATUS_UNAVAILABLE,
                              "validation requested but the instance lacks "
                              "vkCreateDebugUtilsMessengerEXT");
    }
    IREE_VK_RETURN_IF_ERROR(syms, vkCreateDebugUtilsMessengerEXT,
                            instance->instance, &messenger_info, NULL,
                            &instance->messenger);
  }
  return iree_ok_status();
}

static void iree_hal_vulkan_instance_destroy(
    iree_hal_vulkan_instance_t* instance) {
  const iree_hal_vulkan_symbols_t* syms = &instance->syms;
  if (instance->messenger) {
    syms->vkDestroyDebugUtilsMessengerEXT(instance->instance,
                                          instance->messenger, NULL);
  }
  if (instance->instance) syms->vkDestroyInstance(instance->instance, NULL);
  iree_hal_vulkan_symbols_unload(&instance->syms);
  iree_status_free(instance->validation_status);
  pthread_mutex_destroy(&instance->mutex);
  iree_allocator_free(instance->host_allocator, instance);
}

static iree_status_t iree_hal_vulkan_instance_create(
    iree_allocator_t host_allocator,
    iree_hal_vulkan_instance_t** out_instance) {
  *out_instance = NULL;
  iree_hal_vulkan_instance_t* instance = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, sizeof(*instance),
                                             (void**)&instance));
  memset(instance, 0, sizeof(*instance));
  instance->ref_count = 1;
  instance->host_allocator = host_allocator;
  pthread_mutex_init(&instance->mutex, NULL);
  iree_status_t status = iree_hal_vulkan_symbols_load(&instance->syms);
  if (iree_status_is_ok(status)) {
    status = iree_hal_vulkan_instance_initialize(instance);
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_vulkan_instance_destroy(instance);
    return status;
  }
  *out_instance = instance;
  return iree_ok_status();
}

void iree_hal_vulkan_instance_retain(iree_hal_vulkan_instance_t* instance) {
  __atomic_fetch_add(&instance->ref_count, 1, __ATOMIC_RELAXED);
}

void iree_hal_vulkan_instance_release(iree_hal_vulkan_instance_t* instance) {
  if (instance &&
      __atomic_sub_fetch(&instance->ref_count, 1, __ATOMIC_ACQ_REL) == 0) {
    iree_hal_vulkan_instance_destroy(instance);
  }
}

const iree_hal_vulkan_symbols_t* iree_hal_vulkan_instance_symbols(
    iree_hal_vulkan_instance_t* instance) {
  return &instance->syms;
}

uint32_t iree_hal_vulkan_instance_api_version(
    iree_hal_vulkan_instance_t* instance) {
  return instance->api_version;
}

iree_status_t iree_hal_vulkan_instance_validation_status(
    iree_hal_vulkan_instance_t* instance) {
  pthread_mutex_lock(&instance->mutex);
  iree_status_t status = iree_hal_status_clone(instance->validation_status);
  pthread_mutex_unlock(&instance->mutex);
  return status;
}

//===----------------------------------------------------------------------===//
// Driver
//===----------------------------------------------------------------------===//

typedef struct iree_hal_vulkan_driver_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_hal_vulkan_instance_t* instance;
} iree_hal_vulkan_driver_t;

static const iree_hal_driver_vtable_t iree_hal_vulkan_driver_vtable;

static const iree_hal_driver_info_t iree_hal_vulkan_driver_info = {
    .driver_name = IREE_SV("vulkan"),
    .full_name = IREE_SV("Vulkan 1.2 devices (loader opened at run time)"),
};

static void iree_hal_vulkan_driver_destroy(void* base_driver) {
  iree_hal_vulkan_driver_t* driver = (iree_hal_vulkan_driver_t*)base_driver;
  iree_hal_vulkan_instance_release(driver->instance);
  iree_allocator_free(driver->host_allocator, driver);
}

// Lists the physical devices into |*out_devices| (caller frees).
static iree_status_t iree_hal_vulkan_driver_physical_devices(
    iree_hal_vulkan_driver_t* driver, iree_allocator_t host_allocator,
    uint32_t* out_count, VkPhysicalDevice** out_devices) {
  *out_count = 0;
  *out_devices = NULL;
  const iree_hal_vulkan_symbols_t* syms =
      iree_hal_vulkan_instance_symbols(driver->instance);
  VkInstance vk_instance = driver->instance->instance;
  uint32_t count = 0;
  IREE_VK_RETURN_IF_ERROR(syms, vkEnumeratePhysicalDevices, vk_instance, &count,
                          NULL);
  VkPhysicalDevice* devices = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, sizeof(*devices) * (count ? count : 1),
      (void**)&devices));
  VkResult result =
      syms->vkEnumeratePhysicalDevices(vk_instance, &count, devices);
  if (result != VK_SUCCESS && result != VK_INCOMPLETE) {
    iree_allocator_free(host_allocator, devices);
    return IREE_VK_STATUS(result, "vkEnumeratePhysicalDevices");
  }
  *out_count = count;
  *out_devices = devices;
  return iree_ok_status();
}

static const char* iree_hal_vulkan_device_type_string(VkPhysicalDeviceType t) {
  switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU:
      return "integrated GPU";
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU:
      return "discrete GPU";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU:
      return "virtual GPU";
    case VK_PHYSICAL_DEVICE_TYPE_CPU:
      return "CPU";
    default:
      return "other";
  }
}

// Device infos and their strings live in one allocation: the infos, then
// for each device "N\0" and "<name> (<type>, Vulkan X.Y)\0".
#define IREE_VULKAN_DEVICE_STRING_SIZE \
  (16 + VK_MAX_PHYSICAL_DEVICE_NAME_SIZE + 64)

static iree_status_t iree_hal_vulkan_driver_query_available_devices(
    iree_hal_driver_t* base_driver, iree_allocator_t host_allocator,
    iree_host_size_t* out_device_info_count,
    iree_hal_device_info_t** out_device_infos) {
  iree_hal_vulkan_driver_t* driver = (iree_hal_vulkan_driver_t*)base_driver;
  const iree_hal_vulkan_symbols_t* syms =
      iree_hal_vulkan_instance_symbols(driver->instance);
  uint32_t count = 0;
  VkPhysicalDevice* devices = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_driver_physical_devices(
      driver, host_allocator, &count, &devices));
  iree_hal_device_info_t* infos = NULL;
  iree_status_t status = iree_allocator_malloc(
      host_allocator,
      (sizeof(*infos) + IREE_VULKAN_DEVICE_STRING_SIZE) * (count ? count : 1),
      (void**)&infos);
  char* strings = (char*)(infos + count);
  for (uint32_t i = 0; iree_status_is_ok(status) && i < count; ++i) {
    VkPhysicalDeviceProperties properties;
    syms->vkGetPhysicalDeviceProperties(devices[i], &properties);
    char* path = strings + (size_t)i * IREE_VULKAN_DEVICE_STRING_SIZE;
    int path_length = snprintf(path, 16, "%u", i);
    char* name = path + 16;
    int name_length =
        snprintf(name, IREE_VULKAN_DEVICE_STRING_SIZE - 16,
                 "%s (%s, Vulkan %u.%u)", properties.deviceName,
                 iree_hal_vulkan_device_type_string(properties.deviceType),
                 VK_API_VERSION_MAJOR(properties.apiVersion),
                 VK_API_VERSION_MINOR(properties.apiVersion));
    infos[i].path = iree_make_string_view(path, (iree_host_size_t)path_length);
    infos[i].name = iree_make_string_view(name, (iree_host_size_t)name_length);
  }
  iree_allocator_free(host_allocator, devices);
  if (!iree_status_is_ok(status)) return status;
  *out_device_info_count = count;
  *out_device_infos = infos;
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_driver_create_device_by_path(
    iree_hal_driver_t* base_driver, iree_string_view_t device_path,
    iree_allocator_t host_allocator, iree_hal_device_t** out_device) {
  iree_hal_vulkan_driver_t* driver = (iree_hal_vulkan_driver_t*)base_driver;
  uint32_t index = 0;
  if (!iree_string_view_is_empty(device_path)) {
    int32_t parsed = -1;
    if (!iree_string_view_atoi_int32(device_path, &parsed) || parsed < 0) {
      return iree_make_status(IREE_STATUS_NOT_FOUND,
                              "vulkan has no device '%.*s'; devices are "
                              "selected by index, vulkan://N (see "
                              "--list_devices)",
                              (int)device_path.size, device_path.data);
    }
    index = (uint32_t)parsed;
  }
  uint32_t count = 0;
  VkPhysicalDevice* devices = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_vulkan_driver_physical_devices(
      driver, host_allocator, &count, &devices));
  iree_status_t status = iree_ok_status();
  if (count == 0) {
    status = iree_make_status(
        IREE_STATUS_UNAVAILABLE,
        "the Vulkan loader found no physical devices; install a driver "
        "(Debian: mesa-vulkan-drivers provides lavapipe) or check "
        "VK_ICD_FILENAMES");
  } else if (index >= count) {
    status = iree_make_status(IREE_STATUS_NOT_FOUND,
                              "vulkan has no device %u; it has %u (vulkan://0 "
                              "to vulkan://%u)",
                              index, count, count - 1);
  } else {
    // Device ids name the driver, as for every driver.
    status = iree_hal_vulkan_device_create(
        driver->instance, devices[index],
        iree_hal_vulkan_driver_info.driver_name, host_allocator, out_device);
  }
  iree_allocator_free(host_allocator, devices);
  return status;
}

static const iree_hal_driver_vtable_t iree_hal_vulkan_driver_vtable = {
    .destroy = iree_hal_vulkan_driver_destroy,
    .query_available_devices = iree_hal_vulkan_driver_query_available_devices,
    .create_device_by_path = iree_hal_vulkan_driver_create_device_by_path,
};

//===----------------------------------------------------------------------===//
// Factory
//===----------------------------------------------------------------------===//

static iree_status_t iree_hal_vulkan_driver_factory_enumerate(
    void* self, iree_host_size_t* out_info_count,
    const iree_hal_driver_info_t** out_infos) {
  *out_info_count = 1;
  *out_infos = &iree_hal_vulkan_driver_info;
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_driver_factory_try_create(
    void* self, iree_string_view_t driver_name, iree_allocator_t host_allocator,
    iree_hal_driver_t** out_driver) {
  *out_driver = NULL;
  if (!iree_string_view_equal(driver_name,
                              iree_hal_vulkan_driver_info.driver_name)) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "vulkan factory cannot create driver '%.*s'",
                            (int)driver_name.size, driver_name.data);
  }
  iree_hal_vulkan_driver_t* driver = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*driver), (void**)&driver));
  iree_hal_resource_initialize(&iree_hal_vulkan_driver_vtable,
                               &driver->resource);
  driver->host_allocator = host_allocator;
  iree_status_t status =
      iree_hal_vulkan_instance_create(host_allocator, &driver->instance);
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(host_allocator, driver);
    return status;
  }
  *out_driver = (iree_hal_driver_t*)driver;
  return iree_ok_status();
}

static const iree_hal_driver_factory_t iree_hal_vulkan_driver_factory = {
    .self = NULL,
    .enumerate = iree_hal_vulkan_driver_factory_enumerate,
    .try_create = iree_hal_vulkan_driver_factory_try_create,
};

iree_status_t iree_hal_vulkan_driver_module_register(
    iree_hal_driver_registry_t* registry) {
  return iree_hal_driver_registry_register_factory(
      registry, &iree_hal_vulkan_driver_factory);
}
