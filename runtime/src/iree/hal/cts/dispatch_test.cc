// Executables and dispatches, using the kernels of
// testing/kernels/test_kernels.c.
#include <fcntl.h>

#include <cstring>
#include <set>
#include <tuple>

#include "iree/hal/cts/cts_test_base.h"
#include "iree/hal/local/system_library_loader.h"

namespace iree::hal::cts {
namespace {

using iree::hal::testing::ConsumeStatus;

enum TestExport : uint32_t {
  kAddF32 = 0,
  kScaleF32 = 1,
  kRecordIds = 2,
  kFailInWorkgroup = 3,
};

class DispatchTest : public CtsTest {
 protected:
  void SetUp() override {
    CtsTest::SetUp();
    if (HasFatalFailure()) return;
    // The test kernels are host shared objects; drivers that cannot run them
    // (GPU drivers) get their dispatch coverage from their own kernels.
    if (!iree_hal_executable_cache_can_prepare_format(
            ExecutableCache(), iree_hal_system_library_loader_host_format())) {
      GTEST_SKIP() << "driver cannot load host shared objects";
    }
    executable_ = LoadTestKernels();
    ASSERT_NE(executable_, nullptr);
  }
  void TearDown() override {
    iree_hal_executable_release(executable_);
    CtsTest::TearDown();
  }

  static uint32_t FloatBits(float value) {
    uint32_t bits = 0;
    std::memcpy(&bits, &value, sizeof(bits));
    return bits;
  }

  iree_hal_executable_t* executable_ = nullptr;
};

TEST_P(DispatchTest, ExportTable) {
  EXPECT_EQ(iree_hal_executable_export_count(executable_), 4u);
  iree_hal_executable_export_info_t info;
  IREE_ASSERT_OK(
      iree_hal_executable_export_info(executable_, kScaleF32, &info));
  EXPECT_EQ(std::string(info.name.data, info.name.size), "scale_f32");
  EXPECT_EQ(info.constant_count, 2u);
  EXPECT_EQ(info.binding_count, 2u);
  EXPECT_EQ(info.workgroup_size[0], 64u);
  iree_hal_executable_export_ordinal_t ordinal = 0;
  IREE_ASSERT_OK(iree_hal_executable_lookup_export_by_name(
      executable_, iree_make_cstring_view("record_ids"), &ordinal));
  EXPECT_EQ(ordinal, kRecordIds);
  IREE_EXPECT_STATUS(
      IREE_STATUS_NOT_FOUND,
      iree_hal_executable_lookup_export_by_name(
          executable_, iree_make_cstring_view("nope"), &ordinal));
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_executable_export_info(executable_, 4, &info));
}

TEST_P(DispatchTest, AddThenScaleAcrossABarrier) {
  const size_t count = 1000;  // 16 workgroups of 64, the last one partial.
  std::vector<float> a(count), b(count);
  for (size_t i = 0; i < count; ++i) {
    a[i] = (float)i;
    b[i] = 0.5f;
  }
  iree_hal_buffer_t* a_buffer = AllocateBufferWith(a);
  iree_hal_buffer_t* b_buffer = AllocateBufferWith(b);
  iree_hal_buffer_t* sum_buffer = AllocateBuffer(count * sizeof(float));
  iree_hal_buffer_t* out_buffer = AllocateBuffer(count * sizeof(float));

  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  iree_hal_buffer_binding_t add_bindings[3] = {
      {a_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {b_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {sum_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  uint32_t workgroups[3] = {16, 1, 1};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kAddF32, workgroups, 0,
                                                  nullptr, 3, add_bindings));
  // The scale reads what the add wrote: it must wait for it.
  IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
      command_buffer, IREE_HAL_EXECUTION_STAGE_DISPATCH,
      IREE_HAL_EXECUTION_STAGE_DISPATCH));
  uint32_t constants[2] = {FloatBits(2.0f), 0};
  iree_hal_buffer_binding_t scale_bindings[2] = {
      {sum_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {out_buffer, 0, count * sizeof(float), 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable_, kScaleF32, workgroups, 2, constants, 2,
      scale_bindings));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);

  std::vector<float> out = ReadBuffer<float>(out_buffer, count);
  size_t mismatches = 0;
  for (size_t i = 0; i < count; ++i) {
    mismatches += out[i] != ((float)i + 0.5f) * 2.0f;
  }
  EXPECT_EQ(mismatches, 0u);
  iree_hal_buffer_release(a_buffer);
  iree_hal_buffer_release(b_buffer);
  iree_hal_buffer_release(sum_buffer);
  iree_hal_buffer_release(out_buffer);
}

TEST_P(DispatchTest, BindingsAtOffsetsAndIndependentDispatchesInOneStage) {
  // Two dispatches on disjoint halves of one buffer, bound through offsets
  // and a subspan, with no barrier between them.
  std::vector<float> input(256);
  for (size_t i = 0; i < input.size(); ++i) input[i] = (float)i;
  iree_hal_buffer_t* in_buffer = AllocateBufferWith(input);
  iree_hal_buffer_t* out_buffer = AllocateBuffer(256 * sizeof(float));
  iree_hal_buffer_t* out_high = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_subspan(out_buffer, 128 * sizeof(float),
                                         128 * sizeof(float), host_allocator_,
                                         &out_high));
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t workgroups[3] = {2, 1, 1};
  uint32_t low_constants[2] = {FloatBits(-1.0f), 0};
  iree_hal_buffer_binding_t low_bindings[2] = {
      {in_buffer, 0, 128 * sizeof(float), 0},
      {out_buffer, 0, 128 * sizeof(float), 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable_, kScaleF32, workgroups, 2, low_constants, 2,
      low_bindings));
  uint32_t high_constants[2] = {FloatBits(10.0f), 0};
  iree_hal_buffer_binding_t high_bindings[2] = {
      {in_buffer, 128 * sizeof(float), IREE_HAL_WHOLE_BUFFER, 0},
      {out_high, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable_, kScaleF32, workgroups, 2, high_constants, 2,
      high_bindings));
  // The subspan may go: the command buffer keeps what it references alive.
  iree_hal_buffer_release(out_high);
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  std::vector<float> out = ReadBuffer<float>(out_buffer, 256);
  EXPECT_EQ(out[0], -0.0f);
  EXPECT_EQ(out[127], -127.0f);
  EXPECT_EQ(out[128], 1280.0f);
  EXPECT_EQ(out[255], 2550.0f);
  iree_hal_buffer_release(in_buffer);
  iree_hal_buffer_release(out_buffer);
}

TEST_P(DispatchTest, EveryWorkgroupRunsOnceWithItsId) {
  const uint32_t x = 5, y = 3, z = 2;
  const size_t record_count = x * y * z;
  iree_hal_buffer_t* records = AllocateBuffer(record_count * 8 * 4);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t workgroups[3] = {x, y, z};
  iree_hal_buffer_binding_t binding = {records, 0, IREE_HAL_WHOLE_BUFFER, 0};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kRecordIds, workgroups, 0,
                                                  nullptr, 1, &binding));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);

  int64_t concurrency = 0;
  IREE_ASSERT_OK(iree_hal_device_query_i64(
      device_, iree_make_cstring_view("hal.device"),
      iree_make_cstring_view("concurrency"), &concurrency));
  std::vector<uint32_t> words = ReadBuffer<uint32_t>(records, record_count * 8);
  std::set<std::tuple<uint32_t, uint32_t, uint32_t>> seen;
  for (size_t i = 0; i < record_count; ++i) {
    const uint32_t* record = &words[i * 8];
    EXPECT_EQ(record[0], i % x);
    EXPECT_EQ(record[1], (i / x) % y);
    EXPECT_EQ(record[2], i / (x * y));
    EXPECT_EQ(record[3], x);
    EXPECT_EQ(record[4], y);
    EXPECT_EQ(record[5], z);
    EXPECT_LT((int64_t)record[6], concurrency);
    EXPECT_EQ(record[7], 4u);  // the export's workgroup_size[0]
    seen.insert({record[0], record[1], record[2]});
  }
  EXPECT_EQ(seen.size(), record_count);
  iree_hal_buffer_release(records);
}

TEST_P(DispatchTest, ZeroWorkgroupsIsANoOp) {
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t workgroups[3] = {0, 4, 4};
  uint32_t constants[2] = {1, 0};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kFailInWorkgroup, workgroups,
                                                  2, constants, 0, nullptr));
  IREE_EXPECT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
}

TEST_P(DispatchTest, InvalidDispatchesAreRejectedAtRecordTime) {
  iree_hal_buffer_t* small = AllocateBuffer(64);
  iree_hal_buffer_t* big = AllocateBuffer(256);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t workgroups[3] = {1, 1, 1};
  uint32_t constants[2] = {FloatBits(1.0f), 0};

  iree_hal_buffer_binding_t out_of_range[2] = {
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {small, 32, 64, 0},
  };
  iree_status_t status = iree_hal_command_buffer_dispatch(
      command_buffer, executable_, kScaleF32, workgroups, 2, constants, 2,
      out_of_range);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_OUT_OF_RANGE);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("binding 1 of dispatch 'scale_f32'"),
            std::string::npos)
      << message;

  iree_hal_buffer_binding_t offset_past_end[2] = {
      {big, 300, IREE_HAL_WHOLE_BUFFER, 0},
      {small, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_command_buffer_dispatch(
                         command_buffer, executable_, kScaleF32, workgroups, 2,
                         constants, 2, offset_past_end));
  iree_hal_buffer_binding_t good[2] = {
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {small, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_command_buffer_dispatch(command_buffer, executable_, 4,
                                       workgroups, 2, constants, 2, good));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_command_buffer_dispatch(command_buffer, executable_, kScaleF32,
                                       workgroups, 1, constants, 2, good));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_command_buffer_dispatch(command_buffer, executable_, kScaleF32,
                                       workgroups, 2, constants, 1, good));
  iree_hal_buffer_binding_t null_buffer[2] = {
      {nullptr, 0, 16, 0},
      {small, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_command_buffer_dispatch(
                         command_buffer, executable_, kScaleF32, workgroups, 2,
                         constants, 2, null_buffer));
  uint32_t too_many[3] = {65536, 65536, 2};
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_command_buffer_dispatch(command_buffer, executable_, kScaleF32,
                                       too_many, 2, constants, 2, good));
  // Without DISPATCH_STORAGE usage a buffer cannot be bound.
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_TRANSFER;
  iree_hal_buffer_t* transfer_only = nullptr;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, 64,
      iree_make_const_byte_span(nullptr, 0), &transfer_only));
  iree_hal_buffer_binding_t wrong_usage[2] = {
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {transfer_only, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(IREE_STATUS_PERMISSION_DENIED,
                     iree_hal_command_buffer_dispatch(
                         command_buffer, executable_, kScaleF32, workgroups, 2,
                         constants, 2, wrong_usage));
  iree_hal_buffer_release(transfer_only);
  // Nothing invalid was recorded: the command buffer still runs.
  IREE_EXPECT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(small);
  iree_hal_buffer_release(big);
}

TEST_P(DispatchTest, KernelFailureFailsTheSignalSemaphore) {
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t workgroups[3] = {8, 1, 1};
  uint32_t constants[2] = {42, 5};  // return 42 from workgroup 5
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kFailInWorkgroup, workgroups,
                                                  2, constants, 0, nullptr));
  iree_status_t status = SubmitAndWait(command_buffer);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INTERNAL);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("kernel 'fail_in_workgroup' returned 42 in "
                         "workgroup (5, 0, 0)"),
            std::string::npos)
      << message;

  // Without signal semaphores the error comes back from queue_execute.
  status = iree_hal_device_queue_execute(
      device_, iree_hal_semaphore_list_empty(), iree_hal_semaphore_list_empty(),
      1, &command_buffer);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INTERNAL);
  iree_status_free(status);
  iree_hal_command_buffer_release(command_buffer);
}

TEST_P(DispatchTest, BadExecutablesAreRejected) {
  iree_hal_executable_t* executable = nullptr;
  std::vector<uint8_t> kernels = ReadTestKernelFile("test_kernels");

  // Unknown format.
  IREE_EXPECT_STATUS(IREE_STATUS_NOT_FOUND,
                     PrepareExecutable(kernels, &executable, "spirv-v1"));
  EXPECT_FALSE(iree_hal_executable_cache_can_prepare_format(
      ExecutableCache(), iree_make_cstring_view("spirv-v1")));
  // Not an ELF file at all.
  std::vector<uint8_t> garbage(4096, 0x5A);
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     PrepareExecutable(garbage, &executable));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      PrepareExecutable(std::vector<uint8_t>(3, 0x7F), &executable));
  // Truncated at several points: the header check or dlopen must catch it.
  for (size_t length :
       {size_t{70}, size_t{300}, kernels.size() / 2, kernels.size() - 1}) {
    std::vector<uint8_t> truncated(kernels.begin(), kernels.begin() + length);
    iree_status_t status = PrepareExecutable(truncated, &executable);
    EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT)
        << "length " << length << ": " << ConsumeStatus(status);
    if (iree_status_code(status) == IREE_STATUS_INVALID_ARGUMENT) {
      iree_status_free(status);
    }
  }
  // An ELF file for another machine.
  std::vector<uint8_t> foreign = kernels;
  uint16_t machine = 0x1234;
  std::memcpy(&foreign[18], &machine, sizeof(machine));  // e_machine
  iree_status_t status = PrepareExecutable(foreign, &executable);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("machine 4660"), std::string::npos) << message;

  // Valid ELF files breaking the library ABI.
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      PrepareExecutable(ReadTestKernelFile("broken_no_query"), &executable));
  IREE_EXPECT_STATUS(
      IREE_STATUS_UNIMPLEMENTED,
      PrepareExecutable(ReadTestKernelFile("broken_null_query"), &executable));
  IREE_EXPECT_STATUS(
      IREE_STATUS_UNIMPLEMENTED,
      PrepareExecutable(ReadTestKernelFile("broken_version"), &executable));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      PrepareExecutable(ReadTestKernelFile("broken_magic"), &executable));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      PrepareExecutable(ReadTestKernelFile("broken_export"), &executable));
  EXPECT_EQ(executable, nullptr);
}

TEST_P(DispatchTest, LoadingLeavesNoFileDescriptorsBehind) {
  auto count_open_fds = []() {
    size_t count = 0;
    for (int fd = 0; fd < 1024; ++fd) {
      count += fcntl(fd, F_GETFD) != -1;
    }
    return count;
  };
  size_t before = count_open_fds();
  for (int i = 0; i < 4; ++i) {
    iree_hal_executable_release(LoadTestKernels());
  }
  EXPECT_EQ(count_open_fds(), before);
}

// One recording with binding table slots runs with other buffers each
// submission; a binding may mix a slot and a buffer bound at record time.
TEST_P(DispatchTest, BindingTableSlotsResolvePerSubmission) {
  const size_t count = 64;
  std::vector<float> first(count), second(count);
  for (size_t i = 0; i < count; ++i) {
    first[i] = (float)i;
    second[i] = 100.0f + (float)i;
  }
  iree_hal_buffer_t* first_in = AllocateBufferWith(first);
  iree_hal_buffer_t* second_in = AllocateBufferWith(second);
  iree_hal_buffer_t* first_out = AllocateBuffer(count * sizeof(float));
  iree_hal_buffer_t* second_out = AllocateBuffer(count * sizeof(float));
  iree_hal_buffer_t* direct_out = AllocateBuffer(2 * count * sizeof(float));

  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer(
      IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT, /*binding_capacity=*/2);
  uint32_t workgroups[3] = {1, 1, 1};
  uint32_t constants[2] = {FloatBits(2.0f), 0};
  iree_hal_buffer_binding_t slots[2] = {
      {nullptr, 0, count * sizeof(float), /*buffer_slot=*/0},
      {nullptr, 0, count * sizeof(float), /*buffer_slot=*/1},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kScaleF32, workgroups, 2,
                                                  constants, 2, slots));
  // The second half of the input (from byte 128 of slot 0) into a buffer
  // recorded directly.
  iree_hal_buffer_binding_t mixed[2] = {
      {nullptr, count * sizeof(float) / 2, count * sizeof(float) / 2, 0},
      {direct_out, 0, count * sizeof(float) / 2, 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kScaleF32, workgroups, 2,
                                                  constants, 2, mixed));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));

  iree_hal_buffer_binding_t first_entries[2] = {
      {first_in, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {first_out, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  iree_hal_buffer_binding_table_t first_table = {2, first_entries};
  IREE_ASSERT_OK(SubmitAndWait(command_buffer, &first_table));
  std::vector<float> direct = ReadBuffer<float>(direct_out, count / 2);
  EXPECT_EQ(direct[0], 64.0f);
  iree_hal_buffer_binding_t second_entries[2] = {
      {second_in, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {second_out, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  iree_hal_buffer_binding_table_t second_table = {2, second_entries};
  IREE_ASSERT_OK(SubmitAndWait(command_buffer, &second_table));
  iree_hal_command_buffer_release(command_buffer);

  std::vector<float> first_result = ReadBuffer<float>(first_out, count);
  std::vector<float> second_result = ReadBuffer<float>(second_out, count);
  direct = ReadBuffer<float>(direct_out, count / 2);
  size_t mismatches = 0;
  for (size_t i = 0; i < count; ++i) {
    mismatches += first_result[i] != 2.0f * first[i];
    mismatches += second_result[i] != 2.0f * second[i];
  }
  for (size_t i = 0; i < count / 2; ++i) {
    mismatches += direct[i] != 2.0f * second[count / 2 + i];
  }
  EXPECT_EQ(mismatches, 0u);
  for (iree_hal_buffer_t* buffer :
       {first_in, second_in, first_out, second_out, direct_out}) {
    iree_hal_buffer_release(buffer);
  }
}

TEST_P(DispatchTest, BindingTablesAreValidated) {
  iree_hal_buffer_t* big = AllocateBuffer(256);
  iree_hal_buffer_t* small = AllocateBuffer(64);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer(
      IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT, /*binding_capacity=*/1);
  uint32_t workgroups[3] = {1, 1, 1};
  uint32_t constants[2] = {FloatBits(1.0f), 0};
  // At record time: slots inside the capacity, with explicit lengths.
  iree_hal_buffer_binding_t past_capacity[2] = {
      {nullptr, 0, 256, /*buffer_slot=*/1},
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_command_buffer_dispatch(
                         command_buffer, executable_, kScaleF32, workgroups, 2,
                         constants, 2, past_capacity));
  iree_hal_buffer_binding_t whole_slot[2] = {
      {nullptr, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_command_buffer_dispatch(
                         command_buffer, executable_, kScaleF32, workgroups, 2,
                         constants, 2, whole_slot));
  iree_hal_buffer_binding_t good[2] = {
      {nullptr, 0, 256, 0},
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kScaleF32, workgroups, 2,
                                                  constants, 2, good));
  // A dispatch that fails to record asks nothing of the slots.
  iree_hal_buffer_binding_t longer[2] = {
      {nullptr, 0, 1024, 0},
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_command_buffer_dispatch(command_buffer, executable_, kScaleF32,
                                       workgroups, 1, constants, 2, longer));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));

  // At submission: every used slot filled with enough bytes.
  iree_status_t status = SubmitAndWait(command_buffer);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("slot 0"), std::string::npos) << message;
  iree_hal_buffer_binding_t too_small_entry = {small, 0, IREE_HAL_WHOLE_BUFFER,
                                               0};
  iree_hal_buffer_binding_table_t too_small = {1, &too_small_entry};
  status = SubmitAndWait(command_buffer, &too_small);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_OUT_OF_RANGE);
  message = ConsumeStatus(status);
  EXPECT_NE(message.find("holds 64 bytes"), std::string::npos) << message;
  iree_hal_buffer_binding_t fits_entry = {big, 0, IREE_HAL_WHOLE_BUFFER, 0};
  iree_hal_buffer_binding_table_t fits = {1, &fits_entry};
  IREE_EXPECT_OK(SubmitAndWait(command_buffer, &fits));

  // A zero-length range still uses its slot, and a submission that fails
  // validation consumes none of its one-shot command buffers.
  iree_hal_command_buffer_t* empty_slot = BeginCommandBuffer(
      IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT, /*binding_capacity=*/1);
  iree_hal_buffer_binding_t empty_range[2] = {
      {nullptr, 0, 0, 0},
      {big, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(empty_slot, executable_,
                                                  kScaleF32, workgroups, 2,
                                                  constants, 2, empty_range));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(empty_slot));
  iree_hal_command_buffer_t* one_shot =
      BeginCommandBuffer(IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT);
  IREE_ASSERT_OK(iree_hal_command_buffer_end(one_shot));
  iree_hal_command_buffer_t* both[2] = {one_shot, empty_slot};
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_device_queue_execute(device_, iree_hal_semaphore_list_empty(),
                                    iree_hal_semaphore_list_empty(), 2, both));
  IREE_EXPECT_OK(SubmitAndWait(one_shot));
  iree_hal_command_buffer_release(one_shot);
  iree_hal_command_buffer_release(empty_slot);
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(big);
  iree_hal_buffer_release(small);
}

// A submission that waits keeps its table's buffers alive until it runs.
TEST_P(DispatchTest, DeferredSubmissionsKeepTheirTables) {
  std::vector<float> input(64, 3.0f);
  iree_hal_buffer_t* in_buffer = AllocateBufferWith(input);
  iree_hal_buffer_t* out_buffer = AllocateBuffer(64 * sizeof(float));
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer(
      IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT, /*binding_capacity=*/1);
  uint32_t workgroups[3] = {1, 1, 1};
  uint32_t constants[2] = {FloatBits(2.0f), 0};
  iree_hal_buffer_binding_t bindings[2] = {
      {nullptr, 0, 64 * sizeof(float), 0},
      {out_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0},
  };
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kScaleF32, workgroups, 2,
                                                  constants, 2, bindings));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));

  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &semaphore));
  uint64_t wait_value = 1, signal_value = 2;
  iree_hal_semaphore_list_t wait_list = {1, &semaphore, &wait_value};
  iree_hal_semaphore_list_t signal_list = {1, &semaphore, &signal_value};
  iree_hal_buffer_binding_t entry = {in_buffer, 0, IREE_HAL_WHOLE_BUFFER, 0};
  iree_hal_buffer_binding_table_t table = {1, &entry};
  IREE_ASSERT_OK(iree_hal_device_queue_execute_until(
      device_, wait_list, signal_list, 1, &command_buffer, &table,
      IREE_HAL_TIME_INFINITE_FUTURE));
  // Ours go; the submission's references keep the input alive.
  iree_hal_buffer_release(in_buffer);
  entry.buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_signal(semaphore, 1));
  IREE_ASSERT_OK(
      iree_hal_semaphore_wait(semaphore, 2, iree_hal_make_timeout_ms(10000)));
  std::vector<float> out = ReadBuffer<float>(out_buffer, 64);
  EXPECT_EQ(out[0], 6.0f);
  EXPECT_EQ(out[63], 6.0f);
  iree_hal_semaphore_release(semaphore);
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(out_buffer);
}

INSTANTIATE_TEST_SUITE_P(Drivers, DispatchTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
