// Executables of the `vulkan-spirv-fb` format and dispatches on the vulkan
// driver: a GLSL kernel compiled at build time (testdata/add_scale.comp) is
// packed into the format here with the FlatBuffers builder, loaded through
// the HAL and dispatched; corrupt executables and bad dispatches must fail
// with errors, never with crashes or validation messages.
#include <cstring>
#include <string>
#include <vector>

#include "iree/hal/drivers/vulkan/testdata/add_scale_spirv.h"
#include "iree/hal/drivers/vulkan/vulkan_device.h"
#include "iree/hal/drivers/vulkan/vulkan_test_fixture.h"
#include "iree/schemas/vulkan_executable_def_generated.h"

namespace iree::hal::vulkan {
namespace {

struct ExportSpec {
  std::string name = "add_scale";
  uint32_t workgroup_size_x = 64;
  uint32_t binding_count = 3;
  uint32_t constant_count = 2;
};

// A `vulkan-spirv-fb` executable of |spirv| with |exports|.
std::vector<uint8_t> BuildExecutable(const std::vector<uint32_t>& spirv,
                                     const std::vector<ExportSpec>& exports) {
  flatbuffers::FlatBufferBuilder builder;
  std::vector<flatbuffers::Offset<VulkanExportDef>> export_defs;
  for (const ExportSpec& spec : exports) {
    export_defs.push_back(CreateVulkanExportDefDirect(
        builder, spec.name.c_str(), spec.workgroup_size_x, 1, 1,
        spec.binding_count, spec.constant_count));
  }
  builder.Finish(
      CreateVulkanExecutableDefDirect(builder, &spirv, &export_defs),
      VulkanExecutableDefIdentifier());
  return std::vector<uint8_t>(builder.GetBufferPointer(),
                              builder.GetBufferPointer() + builder.GetSize());
}

std::vector<uint32_t> AddScaleSpirv() {
  return std::vector<uint32_t>(
      iree_hal_vulkan_test_add_scale_spirv,
      iree_hal_vulkan_test_add_scale_spirv +
          IREE_ARRAYSIZE(iree_hal_vulkan_test_add_scale_spirv));
}

uint32_t FloatBits(float value) {
  uint32_t bits = 0;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

class VulkanDispatchTest : public VulkanDriverTest {
 protected:
  void SetUp() override {
    VulkanDriverTest::SetUp();
    if (HasFatalFailure()) return;
    IREE_ASSERT_OK(iree_hal_executable_cache_create(
        device_, iree_make_cstring_view("test"), &cache_));
  }
  void TearDown() override {
    iree_hal_executable_cache_release(cache_);
    VulkanDriverTest::TearDown();
  }

  iree_status_t Prepare(const std::vector<uint8_t>& data,
                        iree_hal_executable_t** out_executable) {
    iree_hal_executable_params_t params = {};
    params.executable_format =
        iree_make_cstring_view(IREE_HAL_VULKAN_EXECUTABLE_FORMAT);
    params.executable_data = iree_make_const_byte_span(data.data(), data.size());
    return iree_hal_executable_cache_prepare_executable(cache_, &params,
                                                        out_executable);
  }

  // Expects |data| to be refused with INVALID_ARGUMENT mentioning |what|.
  void ExpectRefused(const std::vector<uint8_t>& data, const char* what) {
    iree_hal_executable_t* executable = nullptr;
    iree_status_t status = Prepare(data, &executable);
    EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT)
        << what;
    iree_hal_executable_release(executable);
    std::string message = ConsumeStatus(status);
    EXPECT_NE(message.find(what), std::string::npos) << message;
  }

  iree_hal_buffer_t* AllocateFloats(const std::vector<float>& values) {
    iree_hal_buffer_params_t params = {};
    params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
    params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    iree_hal_buffer_t* buffer = nullptr;
    iree_status_t status = iree_hal_allocator_allocate_buffer(
        iree_hal_device_allocator(device_), params,
        values.size() * sizeof(float),
        iree_make_const_byte_span(values.data(), values.size() * sizeof(float)),
        &buffer);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return buffer;
  }

  // out = (a + b) * 2, then after a barrier out2 = (out + b) * 3, over 1000
  // elements (16 workgroups of 64, the last one partial).
  void RunAddScale() {
    iree_hal_executable_t* executable = nullptr;
    IREE_ASSERT_OK(Prepare(BuildExecutable(AddScaleSpirv(), {ExportSpec()}),
                           &executable));
    const size_t count = 1000;
    std::vector<float> a(count), b(count, 0.5f), zeros(count, 0.0f);
    for (size_t i = 0; i < count; ++i) a[i] = (float)i;
    iree_hal_buffer_t* a_buffer = AllocateFloats(a);
    iree_hal_buffer_t* b_buffer = AllocateFloats(b);
    iree_hal_buffer_t* out_buffer = AllocateFloats(zeros);
    iree_hal_buffer_t* out2_buffer = AllocateFloats(zeros);
    iree_hal_command_buffer_t* command_buffer = nullptr;
    IREE_ASSERT_OK(iree_hal_command_buffer_create(
        device_, IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
        IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0,
        &command_buffer));
    IREE_ASSERT_OK(iree_hal_command_buffer_begin(command_buffer));
    const uint32_t workgroups[3] = {(count + 63) / 64, 1, 1};
    uint32_t constants[2] = {(uint32_t)count, FloatBits(2.0f)};
    iree_hal_buffer_binding_t bindings[3] = {
        {a_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
        {b_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
        {out_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
    };
    IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
        command_buffer, executable, 0, workgroups, 2, constants, 3, bindings));
    IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
        command_buffer, IREE_HAL_EXECUTION_STAGE_DISPATCH,
        IREE_HAL_EXECUTION_STAGE_DISPATCH));
    constants[1] = FloatBits(3.0f);
    iree_hal_buffer_binding_t bindings2[3] = {
        {out_buffer, 0, count * sizeof(float), 0},
        {b_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
        {out2_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
    };
    IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
        command_buffer, executable, 0, workgroups, 2, constants, 3, bindings2));
    IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));
    // The executable is retained by the command buffer.
    iree_hal_executable_release(executable);
    // Reusable command buffers run twice with the same results.
    IREE_ASSERT_OK(SubmitAndWait(command_buffer));
    IREE_ASSERT_OK(SubmitAndWait(command_buffer));
    std::vector<float> out(count), out2(count);
    IREE_ASSERT_OK(iree_hal_buffer_map_read(out_buffer, 0, out.data(),
                                            count * sizeof(float)));
    IREE_ASSERT_OK(iree_hal_buffer_map_read(out2_buffer, 0, out2.data(),
                                            count * sizeof(float)));
    for (size_t i = 0; i < count; ++i) {
      ASSERT_EQ(out[i], (a[i] + 0.5f) * 2.0f) << i;
      ASSERT_EQ(out2[i], (out[i] + 0.5f) * 3.0f) << i;
    }
    iree_hal_command_buffer_release(command_buffer);
    iree_hal_buffer_release(a_buffer);
    iree_hal_buffer_release(b_buffer);
    iree_hal_buffer_release(out_buffer);
    iree_hal_buffer_release(out2_buffer);
  }

  iree_hal_executable_cache_t* cache_ = nullptr;
};

TEST_F(VulkanDispatchTest, TheFormatIsAnswered) {
  int64_t value = -1;
  IREE_ASSERT_OK(iree_hal_device_query_i64(
      device_, iree_make_cstring_view("hal.executable.format"),
      iree_make_cstring_view("vulkan-spirv-fb"), &value));
  EXPECT_EQ(value, 1);
  IREE_ASSERT_OK(iree_hal_device_query_i64(
      device_, iree_make_cstring_view("hal.executable.format"),
      iree_make_cstring_view("system-elf-x86_64"), &value));
  EXPECT_EQ(value, 0);
  EXPECT_TRUE(iree_hal_executable_cache_can_prepare_format(
      cache_, iree_make_cstring_view("vulkan-spirv-fb")));
  iree_hal_executable_params_t params = {};
  params.executable_format = iree_make_cstring_view("system-elf-x86_64");
  const uint8_t data[16] = {0};
  params.executable_data = iree_make_const_byte_span(data, sizeof(data));
  iree_hal_executable_t* executable = nullptr;
  IREE_EXPECT_STATUS(IREE_STATUS_NOT_FOUND,
                     iree_hal_executable_cache_prepare_executable(
                         cache_, &params, &executable));
}

TEST_F(VulkanDispatchTest, ExportTable) {
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(Prepare(BuildExecutable(AddScaleSpirv(), {ExportSpec()}),
                         &executable));
  EXPECT_EQ(iree_hal_executable_export_count(executable), 1u);
  iree_hal_executable_export_info_t info;
  IREE_ASSERT_OK(iree_hal_executable_export_info(executable, 0, &info));
  EXPECT_EQ(std::string(info.name.data, info.name.size), "add_scale");
  EXPECT_EQ(info.binding_count, 3u);
  EXPECT_EQ(info.constant_count, 2u);
  EXPECT_EQ(info.workgroup_size[0], 64u);
  iree_hal_executable_release(executable);
}

TEST_F(VulkanDispatchTest, AddScaleWithPushDescriptors) {
  ASSERT_TRUE(iree_hal_vulkan_device_logical_device(device_)
                  ->use_push_descriptors)
      << "lavapipe has VK_KHR_push_descriptor";
  RunAddScale();
}

TEST_F(VulkanDispatchTest, AddScaleWithDescriptorSets) {
  // Executables created from now on allocate descriptor sets instead.
  iree_hal_vulkan_device_logical_device(device_)->use_push_descriptors = false;
  RunAddScale();
}

TEST_F(VulkanDispatchTest, CorruptExecutablesAreRefused) {
  const std::vector<uint8_t> valid =
      BuildExecutable(AddScaleSpirv(), {ExportSpec()});
  // Every truncation fails the FlatBuffers verifier (or is too short); the
  // last few bytes may be alignment padding, which nothing reads.
  for (size_t length = 1; length + 8 < valid.size(); length += 5) {
    ExpectRefused(std::vector<uint8_t>(valid.begin(), valid.begin() + length),
                  length < 8 ? "too few" : "FlatBuffer");
  }
  std::vector<uint8_t> bad_identifier = valid;
  bad_identifier[4] = 'X';
  ExpectRefused(bad_identifier, "file identifier");
  std::vector<uint8_t> bad_root = valid;
  bad_root[0] = 0xF0;
  bad_root[3] = 0x7F;
  ExpectRefused(bad_root, "FlatBuffers verification failed");
  // Unaligned data is copied, then refused for what it is.
  std::vector<uint8_t> unaligned(valid.size() + 1);
  std::memcpy(unaligned.data() + 1, valid.data(), valid.size());
  iree_hal_executable_params_t params = {};
  params.executable_format = iree_make_cstring_view("vulkan-spirv-fb");
  params.executable_data =
      iree_make_const_byte_span(unaligned.data() + 1, valid.size());
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(iree_hal_executable_cache_prepare_executable(
      cache_, &params, &executable));
  iree_hal_executable_release(executable);
  // Well-formed FlatBuffers with bad contents.
  std::vector<uint32_t> bad_magic = AddScaleSpirv();
  bad_magic[0] = 0xDEADBEEF;
  ExpectRefused(BuildExecutable(bad_magic, {ExportSpec()}), "magic");
  ExpectRefused(BuildExecutable({0x07230203u}, {ExportSpec()}), "words");
  std::vector<uint32_t> bad_instruction = AddScaleSpirv();
  bad_instruction[5] = 0xFFFF0000u;
  ExpectRefused(BuildExecutable(bad_instruction, {ExportSpec()}),
                "malformed");
  ExpectRefused(BuildExecutable(AddScaleSpirv(), {}), "no exports");
  ExportSpec unnamed;
  unnamed.name = "";
  ExpectRefused(BuildExecutable(AddScaleSpirv(), {unnamed}), "no entry point");
  ExportSpec missing;
  missing.name = "main";
  ExpectRefused(BuildExecutable(AddScaleSpirv(), {missing}),
                "not a GLCompute entry point");
  ExportSpec empty_workgroup;
  empty_workgroup.workgroup_size_x = 0;
  ExpectRefused(BuildExecutable(AddScaleSpirv(), {empty_workgroup}),
                "workgroup size of 0");
  ExportSpec too_many_constants;
  too_many_constants.constant_count = 100000;
  ExpectRefused(BuildExecutable(AddScaleSpirv(), {too_many_constants}),
                "push constants");
}

// A module declaring a capability of an optional feature the device did not
// enable is refused by name, before the driver sees it.
TEST_F(VulkanDispatchTest, MissingFeaturesAreNamed) {
  std::vector<uint32_t> spirv = AddScaleSpirv();
  const uint32_t kOpCapability = 17, kAtomicFloat32AddEXT = 6033;
  spirv.insert(spirv.begin() + 5, {(2u << 16) | kOpCapability,
                                   kAtomicFloat32AddEXT});
  iree_hal_vulkan_logical_device_t* logical_device =
      iree_hal_vulkan_device_logical_device(device_);
  const bool enabled = logical_device->features.float32_atomic_add;
  logical_device->features.float32_atomic_add = false;
  iree_hal_executable_t* executable = nullptr;
  iree_status_t status =
      Prepare(BuildExecutable(spirv, {ExportSpec()}), &executable);
  logical_device->features.float32_atomic_add = enabled;
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_UNAVAILABLE);
  iree_hal_executable_release(executable);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("shaderBufferFloat32AtomicAdd"), std::string::npos)
      << message;
}

TEST_F(VulkanDispatchTest, BadDispatchesAreRefused) {
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(Prepare(BuildExecutable(AddScaleSpirv(), {ExportSpec()}),
                         &executable));
  std::vector<float> values(64, 1.0f);
  iree_hal_buffer_t* buffer = AllocateFloats(values);
  iree_hal_command_buffer_t* command_buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_command_buffer_create(
      device_, IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT,
      IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0, &command_buffer));
  IREE_ASSERT_OK(iree_hal_command_buffer_begin(command_buffer));
  const uint32_t workgroups[3] = {1, 1, 1};
  const uint32_t constants[2] = {64, FloatBits(1.0f)};
  iree_hal_buffer_binding_t bindings[3] = {
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_command_buffer_dispatch(command_buffer, executable, 0,
                                       workgroups, 2, constants, 2, bindings));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_command_buffer_dispatch(command_buffer, executable, 0,
                                       workgroups, 1, constants, 3, bindings));
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_command_buffer_dispatch(command_buffer, executable, 1,
                                       workgroups, 2, constants, 3, bindings));
  // Storage buffer offsets must meet the device's alignment.
  iree_hal_buffer_binding_t unaligned[3] = {
      {buffer, 4, 16, 0},
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  if (iree_hal_vulkan_device_logical_device(device_)
          ->limits.minStorageBufferOffsetAlignment > 4) {
    IREE_EXPECT_STATUS(
        IREE_STATUS_INVALID_ARGUMENT,
        iree_hal_command_buffer_dispatch(command_buffer, executable, 0,
                                         workgroups, 2, constants, 3,
                                         unaligned));
  }
  const uint32_t too_many[3] = {0xFFFFFFFFu, 1, 1};
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_command_buffer_dispatch(command_buffer, executable, 0, too_many,
                                       2, constants, 3, bindings));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(buffer);
  iree_hal_executable_release(executable);
}

}  // namespace
}  // namespace iree::hal::vulkan
