// Stress: many small dispatches in one submission, and many submissions from
// several threads at once on one device. Run under ThreadSanitizer by the
// test command's TSan pass, this is what proves the local-task scheduling
// race-free.
#include <cstring>
#include <thread>
#include <vector>

#include "iree/hal/cts/cts_test_base.h"
#include "iree/hal/local/system_library_loader.h"

namespace iree::hal::cts {
namespace {

constexpr uint32_t kScaleF32 = 1;  // See testing/kernels/test_kernels.c.
constexpr uint32_t kElementsPerWorkgroup = 64;

uint32_t FloatBits(float value) {
  uint32_t bits = 0;
  std::memcpy(&bits, &value, sizeof(bits));
  return bits;
}

class StressTest : public CtsTest {
 protected:
  void SetUp() override {
    CtsTest::SetUp();
    if (HasFatalFailure()) return;
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

  // Records one one-workgroup dispatch per 64-element slice of |in| that
  // writes |scale| times the slice into |out|.
  void RecordSliceDispatches(iree_hal_command_buffer_t* command_buffer,
                             iree_hal_buffer_t* in, iree_hal_buffer_t* out,
                             uint32_t slice_count, float scale) {
    iree_hal_buffer_binding_t bindings[2] = {
        {in, 0, IREE_HAL_WHOLE_BUFFER, 0}, {out, 0, IREE_HAL_WHOLE_BUFFER, 0}};
    uint32_t workgroups[3] = {1, 1, 1};
    for (uint32_t slice = 0; slice < slice_count; ++slice) {
      uint32_t constants[2] = {FloatBits(scale), slice * kElementsPerWorkgroup};
      IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
          command_buffer, executable_, kScaleF32, workgroups, 2, constants, 2,
          bindings));
    }
  }

  iree_hal_executable_t* executable_ = nullptr;
};

TEST_P(StressTest, ManySmallDispatchesInOneStage) {
  const uint32_t slice_count = 512;
  const size_t count = slice_count * kElementsPerWorkgroup;
  std::vector<float> input(count);
  for (size_t i = 0; i < count; ++i) input[i] = (float)(i % 1000);
  iree_hal_buffer_t* in = AllocateBufferWith(input);
  iree_hal_buffer_t* out = AllocateBuffer(count * sizeof(float));
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  RecordSliceDispatches(command_buffer, in, out, slice_count, 3.0f);
  // The same reusable command buffer, submitted again and again.
  for (int submission = 0; submission < 20; ++submission) {
    IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  }
  iree_hal_command_buffer_release(command_buffer);
  std::vector<float> result = ReadBuffer<float>(out, count);
  size_t mismatches = 0;
  for (size_t i = 0; i < count; ++i) mismatches += result[i] != input[i] * 3.0f;
  EXPECT_EQ(mismatches, 0u);
  iree_hal_buffer_release(in);
  iree_hal_buffer_release(out);
}

TEST_P(StressTest, ConcurrentSubmissionsFromManyThreads) {
  const int thread_count = 4;
  const int submissions_per_thread = 25;
  const uint32_t slice_count = 16;
  const size_t count = slice_count * kElementsPerWorkgroup;
  std::vector<std::thread> threads;
  std::vector<size_t> mismatches(thread_count, 0);
  for (int t = 0; t < thread_count; ++t) {
    threads.emplace_back([&, t] {
      // Each thread doubles its own data through a ping-pong pair of
      // buffers: stage two reads what stage one wrote.
      std::vector<float> input(count, (float)(t + 1));
      iree_hal_buffer_t* a = AllocateBufferWith(input);
      iree_hal_buffer_t* b = AllocateBuffer(count * sizeof(float));
      iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
      RecordSliceDispatches(command_buffer, a, b, slice_count, 2.0f);
      IREE_EXPECT_OK(iree_hal_command_buffer_execution_barrier(
          command_buffer, IREE_HAL_EXECUTION_STAGE_DISPATCH,
          IREE_HAL_EXECUTION_STAGE_DISPATCH));
      RecordSliceDispatches(command_buffer, b, a, slice_count, 0.5f);
      for (int s = 0; s < submissions_per_thread; ++s) {
        IREE_EXPECT_OK(SubmitAndWait(command_buffer));
      }
      iree_hal_command_buffer_release(command_buffer);
      std::vector<float> result = ReadBuffer<float>(a, count);
      for (float value : result) mismatches[t] += value != (float)(t + 1);
      iree_hal_buffer_release(a);
      iree_hal_buffer_release(b);
    });
  }
  for (std::thread& thread : threads) thread.join();
  for (int t = 0; t < thread_count; ++t) {
    EXPECT_EQ(mismatches[t], 0u) << "thread " << t;
  }
}

INSTANTIATE_TEST_SUITE_P(Drivers, StressTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
