// Reads a `vulkan-spirv-fb` FlatBuffer (schemas/vulkan_executable_def.fbs).
// The only code of the driver that touches the generated FlatBuffers API:
// it verifies the buffer and hands plain C descriptors to the rest.
#include <stdlib.h>
#include <string.h>

#include "iree/hal/drivers/vulkan/vulkan_device.h"
#include "iree/schemas/vulkan_executable_def_generated.h"

namespace {

constexpr uint32_t kSpirvMagic = 0x07230203u;
// Magic, version, generator, bound and schema come before any instruction.
constexpr size_t kSpirvHeaderWords = 5;

// Checks the identifier and the FlatBuffers structure of |data|, which must
// be 16-byte aligned (the verifier checks alignment from its start).
iree_status_t VerifyFlatbuffer(iree_const_byte_span_t data) {
  if (!data.data || data.data_length < 8) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%zu bytes are too few to be a %s executable",
                            data.data_length,
                            IREE_HAL_VULKAN_EXECUTABLE_FORMAT);
  }
  if (!iree::hal::vulkan::VulkanExecutableDefBufferHasIdentifier(data.data)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "not a %s executable: file identifier is '%.4s' (as bytes %02x %02x "
        "%02x %02x), expected '%s'",
        IREE_HAL_VULKAN_EXECUTABLE_FORMAT, (const char*)data.data + 4,
        data.data[4], data.data[5], data.data[6], data.data[7],
        iree::hal::vulkan::VulkanExecutableDefIdentifier());
  }
  if (data.data_length >= FLATBUFFERS_MAX_BUFFER_SIZE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable of %zu bytes exceeds the FlatBuffers "
                            "limit",
                            data.data_length);
  }
  flatbuffers::Verifier verifier(data.data, data.data_length);
  if (!iree::hal::vulkan::VerifyVulkanExecutableDefBuffer(verifier)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%s executable FlatBuffer is corrupt or truncated "
                            "(FlatBuffers verification failed)",
                            IREE_HAL_VULKAN_EXECUTABLE_FORMAT);
  }
  return iree_ok_status();
}

iree_status_t CheckSpirv(const flatbuffers::Vector<uint32_t>* spirv) {
  if (!spirv || spirv->size() < kSpirvHeaderWords) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable SPIR-V has %u words; a module has at "
                            "least %zu",
                            spirv ? spirv->size() : 0u, kSpirvHeaderWords);
  }
  if (spirv->Get(0) != kSpirvMagic) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "executable SPIR-V starts with 0x%08x, not the "
                            "SPIR-V magic number 0x%08x",
                            spirv->Get(0), kSpirvMagic);
  }
  return iree_ok_status();
}

// Checks that the SPIR-V instruction stream after the header is well formed
// (each instruction inside the module) and that each export names a GLCompute
// OpEntryPoint: Vulkan drivers are not required to diagnose either.
iree_status_t CheckEntryPoints(const iree_hal_vulkan_export_def_t* exports,
                               uint32_t export_count, const uint32_t* words,
                               size_t word_count) {
  constexpr uint32_t kOpEntryPoint = 15;
  constexpr uint32_t kExecutionModelGLCompute = 5;
  for (uint32_t e = 0; e < export_count; ++e) {
    bool found = false;
    for (size_t i = kSpirvHeaderWords; i < word_count && !found;) {
      uint32_t length = words[i] >> 16;
      uint32_t opcode = words[i] & 0xFFFFu;
      if (length == 0 || length > word_count - i) {
        return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "executable SPIR-V is malformed: instruction "
                                "at word %zu has length %u",
                                i, length);
      }
      // OpEntryPoint: model, function id, then the name as a NUL-terminated
      // string packed into the remaining words.
      if (opcode == kOpEntryPoint && length > 3 &&
          words[i + 1] == kExecutionModelGLCompute) {
        const char* name = (const char*)&words[i + 3];
        size_t name_capacity = (length - 3) * sizeof(uint32_t);
        size_t name_length = strnlen(name, name_capacity);
        found = name_length < name_capacity &&
                name_length == exports[e].name.size &&
                memcmp(name, exports[e].name.data, name_length) == 0;
      }
      i += length;
    }
    if (!found) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "executable export '%.*s' is not a GLCompute "
                              "entry point of its SPIR-V module",
                              (int)exports[e].name.size, exports[e].name.data);
    }
  }
  return iree_ok_status();
}

// Fills |out_exports| (|exports| entries) from the checked export table.
iree_status_t ReadExports(
    const flatbuffers::Vector<
        flatbuffers::Offset<iree::hal::vulkan::VulkanExportDef>>* exports,
    iree_hal_vulkan_export_def_t* out_exports) {
  for (uint32_t i = 0; i < exports->size(); ++i) {
    const iree::hal::vulkan::VulkanExportDef* def = exports->Get(i);
    if (!def->name() || def->name()->size() == 0) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "executable export %u has no entry point name",
                              i);
    }
    // The name is passed to Vulkan as a C string: no embedded NULs.
    if (strlen(def->name()->c_str()) != def->name()->size()) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "executable export %u name contains a NUL", i);
    }
    iree_hal_vulkan_export_def_t* out = &out_exports[i];
    out->name = iree_make_string_view(def->name()->c_str(),
                                      def->name()->size());
    out->workgroup_size[0] = def->workgroup_size_x();
    out->workgroup_size[1] = def->workgroup_size_y();
    out->workgroup_size[2] = def->workgroup_size_z();
    if (!out->workgroup_size[0] || !out->workgroup_size[1] ||
        !out->workgroup_size[2]) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "executable export '%s' has a workgroup size of "
                              "0",
                              def->name()->c_str());
    }
    out->binding_count = def->binding_count();
    out->constant_count = def->constant_count();
  }
  return iree_ok_status();
}

}  // namespace

extern "C" iree_status_t iree_hal_vulkan_executable_def_parse(
    iree_const_byte_span_t data, iree_allocator_t host_allocator,
    iree_hal_vulkan_executable_def_callback_t callback, void* user_data) {
  // Executables embedded in other files need not be aligned; the verifier
  // and the aligned reads of the reader need a copy that is.
  // Allocators promise no alignment, so the copy is aligned by hand.
  void* aligned_copy = NULL;
  if (((uintptr_t)data.data & 15) != 0) {
    IREE_RETURN_IF_ERROR(iree_allocator_malloc_uninitialized(
        host_allocator, data.data_length + 15, &aligned_copy));
    uint8_t* aligned =
        (uint8_t*)(((uintptr_t)aligned_copy + 15) & ~(uintptr_t)15);
    memcpy(aligned, data.data, data.data_length);
    data = iree_make_const_byte_span(aligned, data.data_length);
  }
  iree_hal_vulkan_export_def_t* exports = NULL;
  iree_status_t status = VerifyFlatbuffer(data);
  const iree::hal::vulkan::VulkanExecutableDef* def = nullptr;
  if (iree_status_is_ok(status)) {
    def = iree::hal::vulkan::GetVulkanExecutableDef(data.data);
    status = CheckSpirv(def->spirv());
  }
  if (iree_status_is_ok(status) && (!def->exports() || !def->exports()->size())) {
    status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "executable has no exports");
  }
  if (iree_status_is_ok(status)) {
    status = iree_allocator_malloc(host_allocator,
                                   def->exports()->size() * sizeof(*exports),
                                   (void**)&exports);
  }
  if (iree_status_is_ok(status)) {
    status = ReadExports(def->exports(), exports);
  }
  if (iree_status_is_ok(status)) {
    status = CheckEntryPoints(exports, def->exports()->size(),
                              def->spirv()->data(), def->spirv()->size());
  }
  if (iree_status_is_ok(status)) {
    iree_hal_vulkan_executable_def_t c_def = {};
    c_def.spirv_words = def->spirv()->data();
    c_def.spirv_word_count = def->spirv()->size();
    c_def.export_count = def->exports()->size();
    c_def.exports = exports;
    status = callback(user_data, &c_def);
  }
  iree_allocator_free(host_allocator, exports);
  iree_allocator_free(host_allocator, aligned_copy);
  return status;
}
