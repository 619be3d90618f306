// The local device driven by a test parallel-for hook that runs tiles on
// several threads in scrambled order, as a task-system driver would: checks
// stage formation (one parallel-for per stage) and worker indices.
#include "iree/hal/local/local_device.h"

#include <gtest/gtest.h>

#include <atomic>
#include <cstring>
#include <mutex>
#include <thread>
#include <vector>

#include "iree/hal/local/system_library_loader.h"
#include "iree/hal/testing/hal_test_util.h"

namespace {

using iree::hal::testing::ConsumeStatus;

// Runs tiles on kWorkerCount threads, each taking tiles from a shared counter
// mapped through a permutation so tiles start out of order.
struct ThreadedParallelFor {
  static constexpr uint32_t kWorkerCount = 3;
  std::atomic<int> call_count{0};
  std::atomic<uint64_t> tiles_run{0};
  std::vector<uint32_t> tile_counts;
  std::mutex mutex;
  bool released = false;

  static iree_status_t Run(void* self, uint32_t tile_count,
                           iree_hal_local_tile_fn tile_fn, void* user_data) {
    auto* hook = static_cast<ThreadedParallelFor*>(self);
    ++hook->call_count;
    {
      std::lock_guard<std::mutex> lock(hook->mutex);
      hook->tile_counts.push_back(tile_count);
    }
    std::atomic<uint32_t> next{0};
    std::atomic<iree_status_t> first_error{iree_ok_status()};
    auto worker = [&](uint32_t worker_index) {
      // Like the task executor, no tile is claimed after the first error.
      while (first_error.load() == iree_ok_status()) {
        uint32_t i = next.fetch_add(1);
        if (i >= tile_count) break;
        uint32_t tile = tile_count - 1 - i;  // reverse order
        ++hook->tiles_run;
        iree_status_t status = tile_fn(user_data, tile, worker_index);
        if (!iree_status_is_ok(status)) {
          iree_status_t expected = iree_ok_status();
          if (!first_error.compare_exchange_strong(expected, status)) {
            iree_status_free(status);
          }
        }
      }
    };
    std::vector<std::thread> threads;
    for (uint32_t w = 0; w < kWorkerCount; ++w) threads.emplace_back(worker, w);
    for (auto& thread : threads) thread.join();
    return first_error.load();
  }
  static void Release(void* self) {
    static_cast<ThreadedParallelFor*>(self)->released = true;
  }
};

class LocalDeviceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    host_allocator_ = iree_allocator_counting_allocator(&counting_);
    iree_hal_executable_loader_t* loader = nullptr;
    IREE_ASSERT_OK(
        iree_hal_system_library_loader_create(host_allocator_, &loader));
    iree_hal_local_device_params_t params = {};
    params.parallel_for = ThreadedParallelFor::Run;
    params.parallel_for_self = &hook_;
    params.parallel_for_self_release = ThreadedParallelFor::Release;
    params.worker_count = ThreadedParallelFor::kWorkerCount;
    params.loader_count = 1;
    params.loaders = &loader;
    IREE_ASSERT_OK(
        iree_hal_local_device_create(iree_make_cstring_view("threaded"),
                                     &params, host_allocator_, &device_));
    iree_hal_executable_loader_release(loader);
    executable_ = LoadKernels("test_kernels");
  }

  // Loads the test kernel library |name| through an executable cache.
  iree_hal_executable_t* LoadKernels(const char* name) {
    iree_hal_executable_cache_t* cache = nullptr;
    IREE_CHECK_OK(iree_hal_executable_cache_create(
        device_, iree_make_cstring_view("test"), &cache));
    std::vector<uint8_t> data = iree::hal::testing::ReadTestKernelFile(name);
    iree_hal_executable_params_t executable_params = {};
    executable_params.executable_format =
        iree_hal_system_library_loader_host_format();
    executable_params.executable_data =
        iree_make_const_byte_span(data.data(), data.size());
    iree_hal_executable_t* executable = nullptr;
    IREE_CHECK_OK(iree_hal_executable_cache_prepare_executable(
        cache, &executable_params, &executable));
    iree_hal_executable_cache_release(cache);
    return executable;
  }
  void TearDown() override {
    if (executable_) iree_hal_executable_release(executable_);
    if (device_) iree_hal_device_release(device_);
    EXPECT_TRUE(hook_.released);
    EXPECT_EQ(counting_.live_allocation_count, 0u);
  }

  iree_hal_buffer_t* Allocate(iree_device_size_t size) {
    iree_hal_buffer_params_t params = {};
    params.usage =
        IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    iree_hal_buffer_t* buffer = nullptr;
    iree_status_t status = iree_hal_allocator_allocate_buffer(
        iree_hal_device_allocator(device_), params, size,
        iree_make_const_byte_span(nullptr, 0), &buffer);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return buffer;
  }

  // A new command buffer for |categories|, begun.
  iree_hal_command_buffer_t* Begin(iree_hal_command_category_t categories) {
    iree_hal_command_buffer_t* command_buffer = nullptr;
    IREE_CHECK_OK(iree_hal_command_buffer_create(
        device_, IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT, categories,
        /*binding_capacity=*/0, &command_buffer));
    IREE_CHECK_OK(iree_hal_command_buffer_begin(command_buffer));
    return command_buffer;
  }

  iree_status_t Execute(iree_hal_command_buffer_t* command_buffer) {
    IREE_RETURN_IF_ERROR(iree_hal_command_buffer_end(command_buffer));
    return iree_hal_device_queue_execute(
        device_, iree_hal_semaphore_list_empty(),
        iree_hal_semaphore_list_empty(), 1, &command_buffer);
  }

  iree_allocator_counting_t counting_;
  iree_allocator_t host_allocator_;
  ThreadedParallelFor hook_;
  iree_hal_device_t* device_ = nullptr;
  iree_hal_executable_t* executable_ = nullptr;
};

TEST_F(LocalDeviceTest, StagesAreParallelForsSplitAtBarriers) {
  const uint32_t kRecordIds = 2;
  iree_hal_buffer_t* first = Allocate(7 * 8 * 4);
  iree_hal_buffer_t* second = Allocate(3 * 2 * 8 * 4);
  iree_hal_buffer_t* copy = Allocate(7 * 8 * 4);
  iree_hal_command_buffer_t* command_buffer =
      Begin(IREE_HAL_COMMAND_CATEGORY_ANY);
  // Stage 1: two independent dispatches (7 + 6 workgroups) and a fill.
  uint32_t first_count[3] = {7, 1, 1};
  iree_hal_buffer_binding_t first_binding = {first, 0, IREE_HAL_WHOLE_BUFFER,
                                             0};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kRecordIds, first_count, 0,
                                                  nullptr, 1, &first_binding));
  uint32_t second_count[3] = {3, 2, 1};
  iree_hal_buffer_binding_t second_binding = {second, 0, IREE_HAL_WHOLE_BUFFER,
                                              0};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kRecordIds, second_count, 0,
                                                  nullptr, 1, &second_binding));
  uint32_t pattern = 0xFFFFFFFF;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(
      command_buffer, copy, 0, IREE_HAL_WHOLE_BUFFER, &pattern, 4));
  // Repeated barriers make one stage boundary, not empty stages.
  for (int i = 0; i < 3; ++i) {
    IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
        command_buffer, IREE_HAL_EXECUTION_STAGE_ALL,
        IREE_HAL_EXECUTION_STAGE_ALL));
  }
  // Stage 2: a copy of what stage 1 wrote.
  IREE_ASSERT_OK(iree_hal_command_buffer_copy_buffer(command_buffer, first, 0,
                                                     copy, 0, 7 * 8 * 4));
  IREE_ASSERT_OK(Execute(command_buffer));
  iree_hal_command_buffer_release(command_buffer);

  EXPECT_EQ(hook_.call_count.load(), 2);
  EXPECT_EQ(hook_.tile_counts, (std::vector<uint32_t>{7 + 6 + 1, 1}));
  std::vector<uint32_t> records(7 * 8);
  IREE_ASSERT_OK(
      iree_hal_buffer_map_read(copy, 0, records.data(), records.size() * 4));
  for (uint32_t i = 0; i < 7; ++i) {
    EXPECT_EQ(records[i * 8 + 0], i);
    EXPECT_EQ(records[i * 8 + 3], 7u);
    EXPECT_LT(records[i * 8 + 6], ThreadedParallelFor::kWorkerCount);
  }
  std::vector<uint32_t> second_records(6 * 8);
  IREE_ASSERT_OK(iree_hal_buffer_map_read(second, 0, second_records.data(),
                                          second_records.size() * 4));
  for (uint32_t i = 0; i < 6; ++i) {
    EXPECT_EQ(second_records[i * 8 + 0], i % 3);
    EXPECT_EQ(second_records[i * 8 + 1], i / 3);
  }
  iree_hal_buffer_release(first);
  iree_hal_buffer_release(second);
  iree_hal_buffer_release(copy);
}

TEST_F(LocalDeviceTest, ErrorsFromConcurrentTilesAreReportedOnce) {
  const uint32_t kFailInWorkgroup = 3;
  iree_hal_command_buffer_t* command_buffer =
      Begin(IREE_HAL_COMMAND_CATEGORY_DISPATCH);
  uint32_t count[3] = {64, 1, 1};
  uint32_t constants[2] = {3, 17};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kFailInWorkgroup, count, 2,
                                                  constants, 0, nullptr));
  iree_status_t status = Execute(command_buffer);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INTERNAL);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("workgroup (17, 0, 0)"), std::string::npos) << message;
  iree_hal_command_buffer_release(command_buffer);
}

// A submission's deadline stops its dispatches between workgroups: a
// billion workgroups (seconds of work) end at the deadline with
// DEADLINE_EXCEEDED, and a deadline already past runs none.
TEST_F(LocalDeviceTest, DeadlinesStopDispatchesBetweenWorkgroups) {
  const uint32_t kFailInWorkgroup = 3;
  const uint32_t kWorkgroups = 1u << 30;
  iree_hal_command_buffer_t* command_buffer =
      Begin(IREE_HAL_COMMAND_CATEGORY_DISPATCH);
  uint32_t count[3] = {kWorkgroups, 1, 1};
  uint32_t constants[2] = {0, UINT32_MAX};  // no workgroup fails
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(command_buffer, executable_,
                                                  kFailInWorkgroup, count, 2,
                                                  constants, 0, nullptr));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));

  iree_status_t status = iree_hal_device_queue_execute_until(
      device_, iree_hal_semaphore_list_empty(), iree_hal_semaphore_list_empty(),
      1, &command_buffer, /*binding_tables=*/NULL,
      iree_hal_time_now() + 20 * 1000000);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_DEADLINE_EXCEEDED);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("ran past its deadline"), std::string::npos)
      << message;
  EXPECT_GT(hook_.tiles_run.load(), 0u);
  EXPECT_LT(hook_.tiles_run.load(), kWorkgroups);

  // A deadline already past: the first tile each worker claims stops it.
  hook_.tiles_run = 0;
  status = iree_hal_device_queue_execute_until(
      device_, iree_hal_semaphore_list_empty(), iree_hal_semaphore_list_empty(),
      1, &command_buffer, /*binding_tables=*/NULL, iree_hal_time_now() - 1);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_DEADLINE_EXCEEDED);
  iree_status_ignore(status);
  EXPECT_LE(hook_.tiles_run.load(), ThreadedParallelFor::kWorkerCount);
  iree_hal_command_buffer_release(command_buffer);
}

// A version 1 kernel gets local memory private to its worker while it runs
// (workgroups on three threads stage their data in it), aligned; an export
// declaring none gets NULL.
TEST_F(LocalDeviceTest, Version1KernelsGetLocalMemoryPerWorker) {
  iree_hal_executable_t* executable = LoadKernels("local_memory_kernels");

  const uint32_t kWorkgroups = 48, kElements = 256;
  std::vector<float> input(kWorkgroups * kElements);
  for (size_t i = 0; i < input.size(); ++i) input[i] = (float)(i % 7);
  iree_hal_buffer_t* in = Allocate(input.size() * 4);
  iree_hal_buffer_t* out = Allocate(kWorkgroups * 4);
  IREE_ASSERT_OK(
      iree_hal_buffer_map_write(in, 0, input.data(), input.size() * 4));
  iree_hal_command_buffer_t* command_buffer =
      Begin(IREE_HAL_COMMAND_CATEGORY_DISPATCH);
  uint32_t count[3] = {kWorkgroups, 1, 1};
  iree_hal_buffer_binding_t bindings[2] = {{in, 0, IREE_HAL_WHOLE_BUFFER, 0},
                                           {out, 0, IREE_HAL_WHOLE_BUFFER, 0}};
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable, 0, count, 0, nullptr, 2, bindings));
  IREE_ASSERT_OK(iree_hal_command_buffer_dispatch(
      command_buffer, executable, 1, count, 0, nullptr, 0, nullptr));
  IREE_ASSERT_OK(Execute(command_buffer));
  iree_hal_command_buffer_release(command_buffer);

  std::vector<float> sums(kWorkgroups);
  IREE_ASSERT_OK(iree_hal_buffer_map_read(out, 0, sums.data(), sums.size() * 4));
  for (uint32_t w = 0; w < kWorkgroups; ++w) {
    float expected = 0.0f;
    for (uint32_t i = 0; i < kElements; ++i) {
      expected += input[w * kElements + i] * (float)i;
    }
    EXPECT_EQ(sums[w], expected) << "workgroup " << w;
  }
  iree_hal_buffer_release(in);
  iree_hal_buffer_release(out);
  iree_hal_executable_release(executable);
}

// A submission whose wait is not reached returns at once and runs once the
// wait is signaled; one that is ready is not held back by it, and one waiting
// for the deferred one follows it: the caller never blocks on a fence only
// it could signal.
TEST_F(LocalDeviceTest, SubmissionsWaitingAreDeferred) {
  iree_hal_semaphore_t* gate = nullptr;
  iree_hal_semaphore_t* done = nullptr;
  iree_hal_semaphore_t* after = nullptr;
  iree_hal_semaphore_t* other = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &gate));
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &done));
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &after));
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &other));
  iree_hal_buffer_t* buffer = Allocate(16);
  iree_hal_command_buffer_t* fill = Begin(IREE_HAL_COMMAND_CATEGORY_ANY);
  uint32_t pattern = 0x01020304;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(fill, buffer, 0, 16,
                                                     &pattern, 4));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(fill));
  uint64_t one = 1;
  iree_hal_semaphore_list_t wait_gate = {1, &gate, &one};
  iree_hal_semaphore_list_t signal_done = {1, &done, &one};
  iree_hal_semaphore_list_t wait_done = {1, &done, &one};
  iree_hal_semaphore_list_t signal_after = {1, &after, &one};
  iree_hal_semaphore_list_t signal_other = {1, &other, &one};
  IREE_ASSERT_OK(
      iree_hal_device_queue_execute(device_, wait_gate, signal_done, 1, &fill));
  IREE_ASSERT_OK(
      iree_hal_device_queue_barrier(device_, wait_done, signal_after));
  IREE_ASSERT_OK(iree_hal_device_queue_barrier(
      device_, iree_hal_semaphore_list_empty(), signal_other));
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_hal_semaphore_query(other, &value));
  EXPECT_EQ(value, 1u);
  IREE_ASSERT_OK(iree_hal_semaphore_query(done, &value));
  EXPECT_EQ(value, 0u);
  IREE_ASSERT_OK(iree_hal_semaphore_signal(gate, 1));
  IREE_ASSERT_OK(
      iree_hal_semaphore_wait(after, 1, iree_hal_infinite_timeout()));
  uint32_t filled[4] = {0};
  IREE_ASSERT_OK(iree_hal_buffer_map_read(buffer, 0, filled, sizeof(filled)));
  EXPECT_EQ(filled[3], pattern);
  IREE_ASSERT_OK(iree_hal_device_wait_idle(device_, iree_hal_infinite_timeout()));
  iree_hal_semaphore_release(after);
  iree_hal_semaphore_release(other);

  // Released while a submission still waits, the device cancels it.
  iree_hal_semaphore_t* never = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &never));
  iree_hal_semaphore_list_t wait_never = {1, &never, &one};
  iree_hal_semaphore_t* cancelled = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &cancelled));
  iree_hal_semaphore_list_t signal_cancelled = {1, &cancelled, &one};
  IREE_ASSERT_OK(iree_hal_device_queue_execute(device_, wait_never,
                                               signal_cancelled, 1, &fill));
  iree_hal_command_buffer_release(fill);
  iree_hal_buffer_release(buffer);
  iree_hal_executable_release(executable_);
  executable_ = nullptr;
  iree_hal_device_release(device_);
  device_ = nullptr;
  std::string error = ConsumeStatus(
      iree_hal_semaphore_wait(cancelled, 1, iree_hal_infinite_timeout()));
  EXPECT_NE(error.find("CANCELLED"), std::string::npos) << error;
  iree_hal_semaphore_release(never);
  iree_hal_semaphore_release(cancelled);
  iree_hal_semaphore_release(gate);
  iree_hal_semaphore_release(done);
}

// The device answers which formats it loads and which of them run as host
// machine code (what a trust policy refuses).
TEST_F(LocalDeviceTest, QueriesFormatsAndNativeCode) {
  auto query = [&](const char* category, iree_string_view_t key) {
    int64_t value = -1;
    IREE_CHECK_OK(iree_hal_device_query_i64(
        device_, iree_make_cstring_view(category), key, &value));
    return value;
  };
  iree_string_view_t host = iree_hal_system_library_loader_host_format();
  EXPECT_EQ(query("hal.executable.format", host), 1);
  EXPECT_EQ(query("hal.executable.native", host), 1);
  iree_string_view_t other = iree_make_cstring_view("vmvx-bytecode-fb");
  EXPECT_EQ(query("hal.executable.format", other), 0);
  EXPECT_EQ(query("hal.executable.native", other), 0);
}

TEST_F(LocalDeviceTest, CreateRequiresAHook) {
  iree_hal_local_device_params_t params = {};
  iree_hal_device_t* device = nullptr;
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_local_device_create(iree_make_cstring_view("x"), &params,
                                   host_allocator_, &device));
  EXPECT_EQ(device, nullptr);
}

}  // namespace
