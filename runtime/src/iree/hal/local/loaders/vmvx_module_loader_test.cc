// The VMVX loader through the CPU drivers (the CTS fixture, once per driver:
// local-sync inline, local-task on its worker threads): kernel modules
// written with the test assembler are prepared by the device's executable
// cache, dispatched over several workgroups, and their results checked;
// malformed executables must fail to load with a clear error.
#include "iree/hal/local/loaders/vmvx_module_loader.h"

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "iree/hal/cts/cts_test_base.h"
#include "iree/vm/bytecode/testing/module_builder.h"

namespace iree::hal::cts {
namespace {

using iree::hal::testing::ConsumeStatus;
using iree::vm::testing::FunctionBuilder;
using iree::vm::testing::ModuleBuilder;
using iree::vm::testing::Pair;
using iree::vm::testing::Ref;

constexpr const char* kFormat = IREE_HAL_VMVX_EXECUTABLE_FORMAT;

// Export 0, "add_rows" (lhs, rhs, out; constant n): workgroup x adds row x
// of n floats with vmvx.binary.2d.add.f32.
// Export 1, "scalar" (in, out): workgroup (x, y) writes
// out[i] = 2 * in[i] + i for i = y * count_x + x with vm.buffer.load/store.
std::vector<uint8_t> BuildKernels() {
  ModuleBuilder builder("kernels");
  uint32_t add =
      builder.AddImport("vmvx.binary.2d.add.f32", "0rIIIrIIIrIIIII_v");
  // i32 registers: 0 = n, 1..3 = workgroup id, 4..6 = workgroup count.
  FunctionBuilder& rows = builder.AddFunction("add_rows", "0rrriiiiiii_v",
                                              /*i32=*/14, /*ref=*/3);
  rows.Emit(IREE_VM_OP_MUL_I32, {1, 0, 7});      // r7 = id_x * n
  rows.Emit(IREE_VM_OP_EXT_I32_I64_S, {7, 8});   // offset
  rows.Emit(IREE_VM_OP_EXT_I32_I64_S, {0, 10});  // stride0 = size1 = n
  rows.ConstI64(1, 12);                          // stride1 = size0 = 1
  rows.Op(IREE_VM_OP_CALL_IMPORT)
      .U32(add)
      .List({Ref(0), Pair(8), Pair(10), Pair(12), Ref(1), Pair(8), Pair(10),
             Pair(12), Ref(2), Pair(8), Pair(10), Pair(12), Pair(12), Pair(10)})
      .List({});
  rows.Return();

  // i32 registers: 0..2 = workgroup id, 3..5 = workgroup count.
  FunctionBuilder& scalar =
      builder.AddFunction("scalar", "0rriiiiii_v", /*i32=*/12, /*ref=*/2);
  scalar.Emit(IREE_VM_OP_MUL_I32, {1, 3, 6});     // id_y * count_x
  scalar.Emit(IREE_VM_OP_ADD_I32, {6, 0, 6});     // + id_x
  scalar.Emit(IREE_VM_OP_EXT_I32_I64_U, {6, 8});  // index
  scalar.Emit(IREE_VM_OP_BUFFER_LOAD_I32, {0, 8, 10});
  scalar.Emit(IREE_VM_OP_ADD_I32, {10, 10, 11});
  scalar.Emit(IREE_VM_OP_ADD_I32, {11, 6, 11});
  scalar.Emit(IREE_VM_OP_BUFFER_STORE_I32, {1, 8, 11});
  scalar.Return();
  return builder.Build();
}

class VmvxLoaderTest : public CtsTest {
 protected:
  std::string PrepareStatus(const std::vector<uint8_t>& data) {
    iree_hal_executable_t* executable = nullptr;
    iree_status_t status = PrepareExecutable(data, &executable, kFormat);
    iree_hal_executable_release(executable);
    return ConsumeStatus(status);
  }
};

TEST_P(VmvxLoaderTest, DeviceAnswersTheFormatQuery) {
  int64_t value = 0;
  IREE_ASSERT_OK(iree_hal_device_query_i64(
      device_, iree_make_cstring_view("hal.executable.format"),
      iree_make_cstring_view(kFormat), &value));
  EXPECT_EQ(value, 1);
  EXPECT_TRUE(iree_hal_executable_cache_can_prepare_format(
      ExecutableCache(), iree_make_cstring_view(kFormat)));
}

TEST_P(VmvxLoaderTest, ExportInfoFollowsTheSignatures) {
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(PrepareExecutable(BuildKernels(), &executable, kFormat));
  ASSERT_EQ(iree_hal_executable_export_count(executable), 2u);
  iree_hal_executable_export_info_t info;
  IREE_ASSERT_OK(iree_hal_executable_export_info(executable, 0, &info));
  EXPECT_EQ(std::string(info.name.data, info.name.size), "add_rows");
  EXPECT_EQ(info.binding_count, 3u);
  EXPECT_EQ(info.constant_count, 1u);
  EXPECT_EQ(info.workgroup_size[0], 1u);
  EXPECT_EQ(info.workgroup_size[1], 1u);
  EXPECT_EQ(info.workgroup_size[2], 1u);
  IREE_ASSERT_OK(iree_hal_executable_export_info(executable, 1, &info));
  EXPECT_EQ(std::string(info.name.data, info.name.size), "scalar");
  EXPECT_EQ(info.binding_count, 2u);
  EXPECT_EQ(info.constant_count, 0u);
  iree_hal_executable_release(executable);
}

TEST_P(VmvxLoaderTest, DispatchesMicrokernelAndScalarKernels) {
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(PrepareExecutable(BuildKernels(), &executable, kFormat));

  const uint32_t rows = 37, n = 129;
  std::vector<float> lhs(rows * n), rhs(rows * n);
  for (size_t i = 0; i < lhs.size(); ++i) {
    lhs[i] = static_cast<float>(i);
    rhs[i] = 0.25f * static_cast<float>(i % 7);
  }
  iree_hal_buffer_t* lhs_buffer = AllocateBufferWith(lhs);
  iree_hal_buffer_t* rhs_buffer = AllocateBufferWith(rhs);
  iree_hal_buffer_t* sum_buffer = AllocateBuffer(lhs.size() * sizeof(float));

  // 8 x 6 workgroups of the scalar kernel over the first 48 integers.
  const uint32_t count_x = 8, count_y = 6, scalar_count = count_x * count_y;
  std::vector<int32_t> in(scalar_count);
  for (uint32_t i = 0; i < scalar_count; ++i) in[i] = 1000 + 3 * i;
  iree_hal_buffer_t* in_buffer = AllocateBufferWith(in);
  // The binding is a subrange: the kernel sees only its 48 elements.
  iree_hal_buffer_t* out_buffer =
      AllocateBuffer((scalar_count + 8) * sizeof(int32_t));

  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  iree_hal_buffer_binding_t add_bindings[3] = {
      {lhs_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {rhs_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {sum_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  uint32_t add_workgroups[3] = {rows, 1, 1};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable, 0, add_workgroups, 1, &n, 3, add_bindings));
  iree_hal_buffer_binding_t scalar_bindings[2] = {
      {in_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {out_buffer, 4 * sizeof(int32_t), scalar_count * sizeof(int32_t), 0},
  };
  uint32_t scalar_workgroups[3] = {count_x, count_y, 1};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable, 1,
                                                  scalar_workgroups, 0, nullptr,
                                                  2, scalar_bindings));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);

  std::vector<float> sum = ReadBuffer<float>(sum_buffer, lhs.size());
  size_t mismatches = 0;
  for (size_t i = 0; i < sum.size(); ++i)
    mismatches += sum[i] != lhs[i] + rhs[i];
  EXPECT_EQ(mismatches, 0u);
  std::vector<int32_t> out = ReadBuffer<int32_t>(out_buffer, scalar_count + 8);
  for (uint32_t i = 0; i < scalar_count + 8; ++i) {
    int32_t expected = 0;
    if (i >= 4 && i < 4 + scalar_count) {
      uint32_t index = i - 4;
      expected = 2 * in[index] + static_cast<int32_t>(index);
    }
    EXPECT_EQ(out[i], expected) << i;
  }
  iree_hal_buffer_release(lhs_buffer);
  iree_hal_buffer_release(rhs_buffer);
  iree_hal_buffer_release(sum_buffer);
  iree_hal_buffer_release(in_buffer);
  iree_hal_buffer_release(out_buffer);
  iree_hal_executable_release(executable);
}

TEST_P(VmvxLoaderTest, ManyDispatchesOfManyWorkgroups) {
  // Enough concurrent workgroups on local-task to shake out shared state.
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(PrepareExecutable(BuildKernels(), &executable, kFormat));
  const uint32_t rows = 512, n = 64;
  std::vector<float> ones(rows * n, 1.0f);
  iree_hal_buffer_t* a = AllocateBufferWith(ones);
  iree_hal_buffer_t* b = AllocateBufferWith(ones);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t workgroups[3] = {rows, 1, 1};
  // b = a + b, eight times: b ends at 9 everywhere.
  for (int i = 0; i < 8; ++i) {
    iree_hal_buffer_binding_t bindings[3] = {
        {a, 0, IREE_HAL_WHOLE_BUFFER, 0},
        {b, 0, IREE_HAL_WHOLE_BUFFER, 0},
        {b, 0, IREE_HAL_WHOLE_BUFFER, 0},
    };
    IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
        command_buffer, executable, 0, workgroups, 1, &n, 3, bindings));
    IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
        command_buffer, IREE_HAL_EXECUTION_STAGE_DISPATCH,
        IREE_HAL_EXECUTION_STAGE_DISPATCH));
  }
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  std::vector<float> result = ReadBuffer<float>(b, rows * n);
  size_t mismatches = 0;
  for (float value : result) mismatches += value != 9.0f;
  EXPECT_EQ(mismatches, 0u);
  iree_hal_buffer_release(a);
  iree_hal_buffer_release(b);
  iree_hal_executable_release(executable);
}

TEST_P(VmvxLoaderTest, KernelErrorsNameTheKernelAndWorkgroup) {
  iree_hal_executable_t* executable = nullptr;
  IREE_ASSERT_OK(PrepareExecutable(BuildKernels(), &executable, kFormat));
  // Rows of n = 16 over 4 workgroups, but the buffers hold 3 rows: the
  // microkernel's range check fails in workgroup 3.
  const uint32_t n = 16;
  iree_hal_buffer_t* buffer = AllocateBuffer(3 * n * sizeof(float));
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  iree_hal_buffer_binding_t bindings[3] = {
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  uint32_t workgroups[3] = {4, 1, 1};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable, 0, workgroups, 1, &n, 3, bindings));
  std::string text = ConsumeStatus(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  EXPECT_NE(text.find("OUT_OF_RANGE"), std::string::npos) << text;
  EXPECT_NE(text.find("vmvx.binary.2d.add.f32"), std::string::npos) << text;
  EXPECT_NE(text.find("in VMVX kernel 'add_rows' workgroup (3, 0, 0)"),
            std::string::npos)
      << text;
  iree_hal_buffer_release(buffer);
  iree_hal_executable_release(executable);
}

TEST_P(VmvxLoaderTest, CorruptDataFailsCleanly) {
  std::vector<uint8_t> data = BuildKernels();
  EXPECT_NE(PrepareStatus({}), "OK");
  EXPECT_NE(PrepareStatus({1, 2, 3}), "OK");
  std::vector<uint8_t> bad_magic = data;
  std::memcpy(bad_magic.data() + 4, "NOPE", 4);
  std::string text = PrepareStatus(bad_magic);
  EXPECT_NE(text.find("INVALID_ARGUMENT"), std::string::npos) << text;
  // Truncations and byte flips: each either loads (and is released) or
  // fails with an error; none may crash (the ASan build runs this too).
  for (size_t length = 0; length < data.size(); length += 7) {
    PrepareStatus(std::vector<uint8_t>(data.begin(), data.begin() + length));
  }
  std::mt19937 rng(7);
  for (int i = 0; i < 300; ++i) {
    std::vector<uint8_t> mutant = data;
    mutant[rng() % mutant.size()] ^= static_cast<uint8_t>(1 + rng() % 255);
    PrepareStatus(mutant);
  }
}

TEST_P(VmvxLoaderTest, RejectsSignaturesOutsideTheAbi) {
  const char* bad_signatures[] = {
      "0rriiiii_v",    // five trailing i32s
      "0rriiiiii_i",   // a result
      "0rIiiiiii_v",   // an i64
      "0iriiiiii_v",   // a constant before a binding
      "0rriiiifii_v",  // an f32
      "0v_v",          // nothing
  };
  for (const char* signature : bad_signatures) {
    ModuleBuilder builder("kernels");
    builder.AddFunction("good", "0riiiiii_v", 6, 1).Return();
    FunctionBuilder& bad = builder.AddFunction("bad", signature, 8, 2);
    if (std::string(signature).back() == 'i') {
      bad.Return({0});  // verifiable, so the ABI check is what refuses it
    } else {
      bad.Return();
    }
    std::string text = PrepareStatus(builder.Build());
    EXPECT_NE(text.find("INVALID_ARGUMENT"), std::string::npos) << text;
    EXPECT_NE(text.find("VMVX export 1 'bad' has calling convention '" +
                        std::string(signature) + "'"),
              std::string::npos)
        << text;
  }
}

TEST_P(VmvxLoaderTest, RejectsForeignImportsAndGlobals) {
  {
    ModuleBuilder builder("kernels");
    builder.AddImport("hal.device.query", "0r_i");
    builder.AddFunction("k", "0iiiiii_v", 6, 0).Return();
    std::string text = PrepareStatus(builder.Build());
    EXPECT_NE(text.find("imports 'hal.device.query'; kernels may import only "
                        "vmvx.* microkernels"),
              std::string::npos)
        << text;
  }
  {
    // A vmvx import that does not exist, or with the wrong signature.
    ModuleBuilder builder("kernels");
    builder.AddImport("vmvx.binary.2d.pow.f32", "0rIIIrIIIrIIIII_v");
    builder.AddFunction("k", "0iiiiii_v", 6, 0).Return();
    std::string text = PrepareStatus(builder.Build());
    EXPECT_NE(text.find("NOT_FOUND"), std::string::npos) << text;
    EXPECT_NE(text.find("linking the VMVX executable against the vmvx module"),
              std::string::npos)
        << text;
    ModuleBuilder mismatched("kernels");
    mismatched.AddImport("vmvx.binary.2d.add.f32", "0rIIrIIrIIII_v");
    mismatched.AddFunction("k", "0iiiiii_v", 6, 0).Return();
    text = PrepareStatus(mismatched.Build());
    EXPECT_NE(text.find("INVALID_ARGUMENT"), std::string::npos) << text;
  }
  {
    ModuleBuilder builder("kernels");
    builder.SetGlobals(4, 0);
    builder.AddFunction("k", "0iiiiii_v", 6, 0).Return();
    std::string text = PrepareStatus(builder.Build());
    EXPECT_NE(text.find("has globals"), std::string::npos) << text;
  }
}

INSTANTIATE_TEST_SUITE_P(Drivers, VmvxLoaderTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
