// Executables of the `vulkan-spirv-fb` format: one VkShaderModule turned into
// a compute pipeline per export, and the executable cache that loads them.
// Every export binds its storage buffers at set 0 and takes its push
// constants as one block at offset 0 (docs/vulkan.md).
#include <string.h>

#include "iree/hal/drivers/vulkan/vulkan_device.h"
// SPIR-V of builtin/*.comp, generated at build time by glslangValidator.
#include "iree/hal/drivers/vulkan/builtin/fill_edge_spirv.h"

// Push descriptor set layouts may hold at least this many descriptors on
// every device with VK_KHR_push_descriptor (the spec's minimum of
// maxPushDescriptors); exports with more bindings use allocated sets.
#define IREE_HAL_VULKAN_MIN_MAX_PUSH_DESCRIPTORS 32

typedef struct iree_hal_vulkan_executable_t {
  iree_hal_resource_t resource;
  iree_hal_vulkan_logical_device_t* logical_device;
  iree_host_size_t export_count;
  // Export names follow the pipelines in the same allocation.
  iree_hal_vulkan_pipeline_t pipelines[];
} iree_hal_vulkan_executable_t;

static const iree_hal_executable_vtable_t iree_hal_vulkan_executable_vtable;

static void iree_hal_vulkan_executable_destroy(void* base_executable) {
  iree_hal_vulkan_executable_t* executable =
      (iree_hal_vulkan_executable_t*)base_executable;
  iree_hal_vulkan_logical_device_t* logical_device =
      executable->logical_device;
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  VkDevice device = logical_device->device;
  for (iree_host_size_t i = 0; i < executable->export_count; ++i) {
    iree_hal_vulkan_pipeline_t* pipeline = &executable->pipelines[i];
    // Vulkan ignores VK_NULL_HANDLE in vkDestroy*.
    syms->vkDestroyPipeline(device, pipeline->pipeline, NULL);
    syms->vkDestroyPipelineLayout(device, pipeline->pipeline_layout, NULL);
    syms->vkDestroyDescriptorSetLayout(device, pipeline->set_layout, NULL);
  }
  iree_allocator_free(logical_device->host_allocator, executable);
  iree_hal_vulkan_logical_device_release(logical_device);
}

// Checks the SPIR-V version and capabilities |def| declares (its header and
// the OpCapability instructions that open it) against what the device takes
// and the optional features it enabled (and cooperative-matrix kernels
// against its subgroup size), so a module compiled for a richer target fails
// with the reason rather than in the driver.
static iree_status_t iree_hal_vulkan_executable_check_capabilities(
    iree_hal_vulkan_logical_device_t* logical_device,
    const iree_hal_vulkan_executable_def_t* def) {
  enum {
    kSpirvHeaderWords = 5,
    kOpExtension = 10,
    kOpCapability = 17,
    kCapabilityCooperativeMatrix = 6022,
  };
  const struct {
    uint32_t capability;
    const char* feature;
    bool enabled;
  } optional[] = {
      {10, "shaderFloat64", logical_device->features.shader_float64},
      {11, "shaderInt64", logical_device->features.shader_int64},
      {6033, "shaderBufferFloat32AtomicAdd (VK_EXT_shader_atomic_float)",
       logical_device->features.float32_atomic_add},
      {9, "shaderFloat16", logical_device->features.shader_float16},
      {39, "shaderInt8", logical_device->features.shader_int8},
      {4433, "storageBuffer16BitAccess",
       logical_device->features.storage_buffer_16bit},
      {kCapabilityCooperativeMatrix,
       "cooperativeMatrix (VK_KHR_cooperative_matrix)",
       logical_device->features.cooperative_matrix},
  };
  const uint32_t* words = def->spirv_words;
  if (def->spirv_word_count > 1 &&
      words[1] > logical_device->max_spirv_version) {
    return iree_make_status(
        IREE_STATUS_UNAVAILABLE,
        "executable is SPIR-V %u.%u; this device takes SPIR-V up to %u.%u "
        "(compile for --iree-vulkan-target=baseline or lavapipe)",
        (words[1] >> 16) & 0xFFu, (words[1] >> 8) & 0xFFu,
        (logical_device->max_spirv_version >> 16) & 0xFFu,
        (logical_device->max_spirv_version >> 8) & 0xFFu);
  }
  iree_host_size_t i = kSpirvHeaderWords;
  while (i < def->spirv_word_count) {
    uint32_t opcode = words[i] & 0xFFFFu;
    uint32_t word_count = words[i] >> 16;
    bool preamble = opcode == kOpCapability || opcode == kOpExtension;
    if (word_count == 0 || !preamble) break;
    if (opcode == kOpCapability && word_count == 2 &&
        i + 1 < def->spirv_word_count) {
      // The compiler's cooperative-matrix kernels are 4 subgroups of 32.
      if (words[i + 1] == kCapabilityCooperativeMatrix &&
          logical_device->subgroup_size != 32) {
        return iree_make_status(
            IREE_STATUS_UNAVAILABLE,
            "executable's cooperative-matrix kernels need subgroups of 32 "
            "invocations; this device's have %u (compile for "
            "--iree-vulkan-target=baseline or lavapipe)",
            logical_device->subgroup_size);
      }
      for (iree_host_size_t j = 0; j < IREE_ARRAYSIZE(optional); ++j) {
        if (words[i + 1] == optional[j].capability && !optional[j].enabled) {
          return iree_make_status(
              IREE_STATUS_UNAVAILABLE,
              "executable needs the Vulkan feature %s, which this device "
              "lacks; compile it for a target without it "
              "(--iree-vulkan-target=baseline)",
              optional[j].feature);
        }
      }
    }
    i += word_count;
  }
  return iree_ok_status();
}

// Checks |export_def| against what the device can do, so that an executable
// the device cannot run fails here with a reason rather than in the driver.
static iree_status_t iree_hal_vulkan_executable_check_export(
    iree_hal_vulkan_logical_device_t* logical_device,
    const iree_hal_vulkan_export_def_t* export_def) {
  const VkPhysicalDeviceLimits* limits = &logical_device->limits;
  if (export_def->binding_count > limits->maxPerStageDescriptorStorageBuffers) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "export '%.*s' has %u bindings; the device allows %u storage buffers "
        "per stage",
        (int)export_def->name.size, export_def->name.data,
        export_def->binding_count,
        limits->maxPerStageDescriptorStorageBuffers);
  }
  if ((uint64_t)export_def->constant_count * 4 > limits->maxPushConstantsSize) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "export '%.*s' has %u push constants; the device allows %u bytes",
        (int)export_def->name.size, export_def->name.data,
        export_def->constant_count, limits->maxPushConstantsSize);
  }
  return iree_ok_status();
}

// Creates the set layout, pipeline layout and pipeline of one export.
static iree_status_t iree_hal_vulkan_executable_create_pipeline(
    iree_hal_vulkan_logical_device_t* logical_device,
    VkShaderModule shader_module,
    const iree_hal_vulkan_export_def_t* export_def, char* name_storage,
    iree_hal_vulkan_pipeline_t* pipeline) {
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  VkDevice device = logical_device->device;
  IREE_RETURN_IF_ERROR(
      iree_hal_vulkan_executable_check_export(logical_device, export_def));
  memcpy(name_storage, export_def->name.data, export_def->name.size);
  name_storage[export_def->name.size] = 0;
  pipeline->info.name =
      iree_make_string_view(name_storage, export_def->name.size);
  pipeline->info.constant_count = export_def->constant_count;
  pipeline->info.binding_count = export_def->binding_count;
  memcpy(pipeline->info.workgroup_size, export_def->workgroup_size,
         sizeof(pipeline->info.workgroup_size));
  pipeline->push_descriptors =
      logical_device->use_push_descriptors &&
      export_def->binding_count <= IREE_HAL_VULKAN_MIN_MAX_PUSH_DESCRIPTORS;

  VkDescriptorSetLayoutBinding bindings[64];
  VkDescriptorSetLayoutBinding* binding_array = bindings;
  if (export_def->binding_count > IREE_ARRAYSIZE(bindings)) {
    IREE_RETURN_IF_ERROR(iree_allocator_malloc(
        logical_device->host_allocator,
        export_def->binding_count * sizeof(*binding_array),
        (void**)&binding_array));
  }
  for (uint32_t i = 0; i < export_def->binding_count; ++i) {
    binding_array[i] = (VkDescriptorSetLayoutBinding){
        .binding = i,
        .descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
        .descriptorCount = 1,
        .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
    };
  }
  VkDescriptorSetLayoutCreateInfo set_layout_info = {
      .sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO,
      .flags = pipeline->push_descriptors
                   ? VK_DESCRIPTOR_SET_LAYOUT_CREATE_PUSH_DESCRIPTOR_BIT_KHR
                   : 0,
      .bindingCount = export_def->binding_count,
      .pBindings = binding_array,
  };
  VkResult result = syms->vkCreateDescriptorSetLayout(
      device, &set_layout_info, NULL, &pipeline->set_layout);
  if (binding_array != bindings) {
    iree_allocator_free(logical_device->host_allocator, binding_array);
  }
  IREE_RETURN_IF_ERROR(IREE_VK_STATUS(result, "vkCreateDescriptorSetLayout"));

  VkPushConstantRange constant_range = {
      .stageFlags = VK_SHADER_STAGE_COMPUTE_BIT,
      .offset = 0,
      .size = export_def->constant_count * 4,
  };
  VkPipelineLayoutCreateInfo pipeline_layout_info = {
      .sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO,
      .setLayoutCount = 1,
      .pSetLayouts = &pipeline->set_layout,
      .pushConstantRangeCount = export_def->constant_count ? 1 : 0,
      .pPushConstantRanges = &constant_range,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkCreatePipelineLayout, device,
                          &pipeline_layout_info, NULL,
                          &pipeline->pipeline_layout);

  VkComputePipelineCreateInfo pipeline_info = {
      .sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO,
      .stage =
          {
              .sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO,
              .stage = VK_SHADER_STAGE_COMPUTE_BIT,
              .module = shader_module,
              .pName = name_storage,
          },
      .layout = pipeline->pipeline_layout,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkCreateComputePipelines, device,
                          logical_device->pipeline_cache, 1, &pipeline_info,
                          NULL, &pipeline->pipeline);
  return iree_ok_status();
}

iree_status_t iree_hal_vulkan_executable_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    const iree_hal_vulkan_executable_def_t* def,
    iree_hal_executable_t** out_executable) {
  *out_executable = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_vulkan_executable_check_capabilities(logical_device, def));
  iree_host_size_t total_size =
      sizeof(iree_hal_vulkan_executable_t) +
      def->export_count * sizeof(iree_hal_vulkan_pipeline_t);
  for (iree_host_size_t i = 0; i < def->export_count; ++i) {
    total_size += def->exports[i].name.size + 1;
  }
  iree_hal_vulkan_executable_t* executable = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(logical_device->host_allocator,
                                             total_size, (void**)&executable));
  iree_hal_resource_initialize(&iree_hal_vulkan_executable_vtable,
                               &executable->resource);
  executable->logical_device = logical_device;
  iree_hal_vulkan_logical_device_retain(logical_device);
  executable->export_count = def->export_count;

  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  VkShaderModuleCreateInfo module_info = {
      .sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO,
      .codeSize = def->spirv_word_count * sizeof(uint32_t),
      .pCode = def->spirv_words,
  };
  VkShaderModule shader_module = VK_NULL_HANDLE;
  iree_status_t status = IREE_VK_STATUS(
      syms->vkCreateShaderModule(logical_device->device, &module_info, NULL,
                                 &shader_module),
      "vkCreateShaderModule");
  char* name_storage = (char*)&executable->pipelines[def->export_count];
  for (iree_host_size_t i = 0; i < def->export_count && iree_status_is_ok(status);
       ++i) {
    status = iree_hal_vulkan_executable_create_pipeline(
        logical_device, shader_module, &def->exports[i], name_storage,
        &executable->pipelines[i]);
    name_storage += def->exports[i].name.size + 1;
  }
  // Pipelines do not need their shader module once created.
  syms->vkDestroyShaderModule(logical_device->device, shader_module, NULL);
  if (!iree_status_is_ok(status)) {
    iree_hal_resource_release(executable);
    return status;
  }
  *out_executable = (iree_hal_executable_t*)executable;
  return iree_ok_status();
}

iree_status_t iree_hal_vulkan_executable_pipeline(
    iree_hal_executable_t* base_executable,
    iree_hal_executable_export_ordinal_t ordinal,
    const iree_hal_vulkan_pipeline_t** out_pipeline) {
  if (IREE_HAL_VTABLE(base_executable, iree_hal_executable_vtable_t) !=
      &iree_hal_vulkan_executable_vtable) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "dispatch executable was not created by a vulkan "
                            "device");
  }
  *out_pipeline =
      &((iree_hal_vulkan_executable_t*)base_executable)->pipelines[ordinal];
  return iree_ok_status();
}

static iree_host_size_t iree_hal_vulkan_executable_export_count(
    iree_hal_executable_t* base_executable) {
  return ((iree_hal_vulkan_executable_t*)base_executable)->export_count;
}

static void iree_hal_vulkan_executable_export_info(
    iree_hal_executable_t* base_executable,
    iree_hal_executable_export_ordinal_t ordinal,
    iree_hal_executable_export_info_t* out_info) {
  *out_info =
      ((iree_hal_vulkan_executable_t*)base_executable)->pipelines[ordinal].info;
}

static const iree_hal_executable_vtable_t iree_hal_vulkan_executable_vtable = {
    .destroy = iree_hal_vulkan_executable_destroy,
    .export_count = iree_hal_vulkan_executable_export_count,
    .export_info = iree_hal_vulkan_executable_export_info,
};

//===----------------------------------------------------------------------===//
// Builtins
//===----------------------------------------------------------------------===//

iree_status_t iree_hal_vulkan_builtins_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_executable_t** out_executable) {
  // fill_edge: one invocation rewrites the masked bytes of one word.
  static const iree_hal_vulkan_export_def_t exports[] = {
      {
          .name = {"main", 4},
          .workgroup_size = {1, 1, 1},
          .binding_count = 1,
          .constant_count = 3,
      },
  };
  iree_hal_vulkan_executable_def_t def = {
      .spirv_words = iree_hal_vulkan_builtin_fill_edge_spirv,
      .spirv_word_count = IREE_ARRAYSIZE(iree_hal_vulkan_builtin_fill_edge_spirv),
      .export_count = IREE_ARRAYSIZE(exports),
      .exports = exports,
  };
  return iree_hal_vulkan_executable_create(logical_device, &def,
                                           out_executable);
}

//===----------------------------------------------------------------------===//
// Executable cache
//===----------------------------------------------------------------------===//

typedef struct iree_hal_vulkan_executable_cache_t {
  iree_hal_resource_t resource;
  iree_hal_vulkan_logical_device_t* logical_device;
} iree_hal_vulkan_executable_cache_t;

static const iree_hal_executable_cache_vtable_t
    iree_hal_vulkan_executable_cache_vtable;

iree_status_t iree_hal_vulkan_executable_cache_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_executable_cache_t** out_executable_cache) {
  iree_hal_vulkan_executable_cache_t* cache = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      logical_device->host_allocator, sizeof(*cache), (void**)&cache));
  iree_hal_resource_initialize(&iree_hal_vulkan_executable_cache_vtable,
                               &cache->resource);
  cache->logical_device = logical_device;
  iree_hal_vulkan_logical_device_retain(logical_device);
  *out_executable_cache = (iree_hal_executable_cache_t*)cache;
  return iree_ok_status();
}

static void iree_hal_vulkan_executable_cache_destroy(void* base_cache) {
  iree_hal_vulkan_executable_cache_t* cache =
      (iree_hal_vulkan_executable_cache_t*)base_cache;
  iree_hal_vulkan_logical_device_t* logical_device = cache->logical_device;
  iree_allocator_free(logical_device->host_allocator, cache);
  iree_hal_vulkan_logical_device_release(logical_device);
}

static bool iree_hal_vulkan_executable_cache_can_prepare_format(
    iree_hal_executable_cache_t* base_cache,
    iree_string_view_t executable_format) {
  return iree_string_view_equal(
      executable_format,
      iree_make_cstring_view(IREE_HAL_VULKAN_EXECUTABLE_FORMAT));
}

static iree_status_t iree_hal_vulkan_executable_cache_create_from_def(
    void* user_data, const iree_hal_vulkan_executable_def_t* def) {
  void** args = (void**)user_data;
  return iree_hal_vulkan_executable_create(
      (iree_hal_vulkan_logical_device_t*)args[0], def,
      (iree_hal_executable_t**)args[1]);
}

static iree_status_t iree_hal_vulkan_executable_cache_prepare_executable(
    iree_hal_executable_cache_t* base_cache,
    const iree_hal_executable_params_t* params,
    iree_hal_executable_t** out_executable) {
  iree_hal_vulkan_executable_cache_t* cache =
      (iree_hal_vulkan_executable_cache_t*)base_cache;
  *out_executable = NULL;
  if (!iree_hal_vulkan_executable_cache_can_prepare_format(
          base_cache, params->executable_format)) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "the vulkan driver cannot load executable format "
                            "'%.*s'; it loads '%s'",
                            (int)params->executable_format.size,
                            params->executable_format.data,
                            IREE_HAL_VULKAN_EXECUTABLE_FORMAT);
  }
  void* args[2] = {cache->logical_device, out_executable};
  return iree_hal_vulkan_executable_def_parse(
      params->executable_data, cache->logical_device->host_allocator,
      iree_hal_vulkan_executable_cache_create_from_def, args);
}

static const iree_hal_executable_cache_vtable_t
    iree_hal_vulkan_executable_cache_vtable = {
        .destroy = iree_hal_vulkan_executable_cache_destroy,
        .can_prepare_format =
            iree_hal_vulkan_executable_cache_can_prepare_format,
        .prepare_executable =
            iree_hal_vulkan_executable_cache_prepare_executable,
};
