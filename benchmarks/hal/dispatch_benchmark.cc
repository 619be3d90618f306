// HAL dispatch benchmarks on the CPU devices:
//  - dispatch overhead: a reusable command buffer of 100 one-workgroup empty
//    dispatches, submitted and waited for; reported per dispatch, with the
//    dispatches independent (one stage) or separated by barriers;
//  - scaling: elementwise kernels over 64 MiB of f32 on local-task with one
//    and with two threads running workgroups, and memcpy of the same bytes.
// Devices are built directly (not through the registry) so the benchmark
// picks the worker count.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>
#include <vector>

#include "iree/hal/api.h"
#include "iree/hal/local/api.h"
#include "iree/task/api.h"

namespace {

constexpr int kBatchSize = 100;
constexpr iree_host_size_t kElementwiseBytes = 64 << 20;
constexpr uint32_t kElementsPerWorkgroup = 64 * 1024;

iree_status_t RunInline(void* self, uint32_t tile_count,
                        iree_hal_local_tile_fn tile_fn, void* user_data) {
  for (uint32_t i = 0; i < tile_count; ++i) {
    IREE_RETURN_IF_ERROR(tile_fn(user_data, i, 0));
  }
  return iree_ok_status();
}

void ReleaseExecutor(void* executor) {
  iree_task_executor_release(static_cast<iree_task_executor_t*>(executor));
}

// A CPU device (inline like local-sync when |threads| is 0, otherwise a task
// executor with |threads| threads running tiles, the caller included) with
// the benchmark kernels loaded.
class BenchmarkDevice {
 public:
  explicit BenchmarkDevice(int threads) {
    iree_allocator_t allocator = iree_allocator_system();
    iree_hal_executable_loader_t* loader = nullptr;
    IREE_CHECK_OK(iree_hal_system_library_loader_create(allocator, &loader));
    iree_hal_local_device_params_t params = {};
    params.loader_count = 1;
    params.loaders = &loader;
    if (threads == 0) {
      params.parallel_for = RunInline;
      params.worker_count = 1;
    } else {
      iree_task_executor_options_t options;
      iree_task_executor_options_initialize(&options);
      options.worker_count = threads - 1;
      iree_task_executor_t* executor = nullptr;
      IREE_CHECK_OK(iree_task_executor_create(&options, allocator, &executor));
      params.parallel_for = iree_task_executor_parallel_for_hook;
      params.parallel_for_self = executor;
      params.parallel_for_self_release = ReleaseExecutor;
      params.worker_count = threads;
    }
    IREE_CHECK_OK(iree_hal_local_device_create(
        iree_make_cstring_view(threads ? "local-task" : "local-sync"), &params,
        allocator, &device_));
    iree_hal_executable_loader_release(loader);

    std::ifstream file(IREE_HAL_BENCHMARK_KERNELS_PATH, std::ios::binary);
    std::vector<uint8_t> data(std::istreambuf_iterator<char>(file), {});
    iree_hal_executable_cache_t* cache = nullptr;
    IREE_CHECK_OK(iree_hal_executable_cache_create(
        device_, iree_make_cstring_view("benchmark"), &cache));
    iree_hal_executable_params_t executable_params = {
        iree_make_cstring_view("system-elf-x86_64"),
        iree_make_const_byte_span(data.data(), data.size())};
    IREE_CHECK_OK(iree_hal_executable_cache_prepare_executable(
        cache, &executable_params, &executable_));
    iree_hal_executable_cache_release(cache);
    IREE_CHECK_OK(iree_hal_semaphore_create(device_, 0, &semaphore_));
  }
  ~BenchmarkDevice() {
    iree_hal_semaphore_release(semaphore_);
    iree_hal_executable_release(executable_);
    iree_hal_device_release(device_);
  }

  iree_hal_device_t* device() { return device_; }
  iree_hal_executable_t* executable() { return executable_; }

  // Submits |command_buffer| and blocks until it has run.
  void Execute(iree_hal_command_buffer_t* command_buffer) {
    uint64_t value = ++timeline_;
    iree_hal_semaphore_list_t signal = {1, &semaphore_, &value};
    IREE_CHECK_OK(iree_hal_device_queue_execute(
        device_, iree_hal_semaphore_list_empty(), signal, 1, &command_buffer));
    IREE_CHECK_OK(iree_hal_semaphore_wait(semaphore_, value,
                                          iree_hal_infinite_timeout()));
  }

 private:
  iree_hal_device_t* device_ = nullptr;
  iree_hal_executable_t* executable_ = nullptr;
  iree_hal_semaphore_t* semaphore_ = nullptr;
  uint64_t timeline_ = 0;
};

// Reports seconds per dispatch (printed with an SI prefix: "1.2u" is 1.2 us).
void SetPerDispatch(benchmark::State& state, int dispatches) {
  state.counters["time_per_dispatch"] = benchmark::Counter(
      dispatches, benchmark::Counter::kIsIterationInvariantRate |
                      benchmark::Counter::kInvert);
}

// state.range(0): threads (0 = inline); state.range(1): barriers between
// dispatches.
void BM_DispatchOverhead(benchmark::State& state) {
  BenchmarkDevice device(static_cast<int>(state.range(0)));
  bool barriers = state.range(1) != 0;
  iree_hal_command_buffer_t* command_buffer = nullptr;
  IREE_CHECK_OK(iree_hal_command_buffer_create(
      device.device(), IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
      IREE_HAL_COMMAND_CATEGORY_DISPATCH, /*binding_capacity=*/0,
      &command_buffer));
  IREE_CHECK_OK(iree_hal_command_buffer_begin(command_buffer));
  const uint32_t workgroup_count[3] = {1, 1, 1};
  for (int i = 0; i < kBatchSize; ++i) {
    if (barriers && i > 0) {
      IREE_CHECK_OK(iree_hal_command_buffer_execution_barrier(
          command_buffer, IREE_HAL_EXECUTION_STAGE_DISPATCH,
          IREE_HAL_EXECUTION_STAGE_DISPATCH));
    }
    IREE_CHECK_OK(iree_hal_command_buffer_dispatch(
        command_buffer, device.executable(), /*export_ordinal=*/0,
        workgroup_count, 0, nullptr, 0, nullptr));
  }
  IREE_CHECK_OK(iree_hal_command_buffer_end(command_buffer));
  for (auto _ : state) device.Execute(command_buffer);
  iree_hal_command_buffer_release(command_buffer);
  SetPerDispatch(state, kBatchSize);
}
BENCHMARK(BM_DispatchOverhead)
    ->ArgNames({"threads", "barriers"})
    ->Args({0, 0})
    ->Args({0, 1})
    ->Args({2, 0})
    ->Args({2, 1})
    ->Unit(benchmark::kMicrosecond)
    ->UseRealTime();

void SetBytes(benchmark::State& state) {
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          kElementwiseBytes);
}

// state.range(0): threads running workgroups (1 or 2); state.range(1): the
// kernel's export ordinal (1: axpb_f32, memory-bound; 2: polynomial_f32).
void BM_Elementwise64MiB(benchmark::State& state) {
  BenchmarkDevice device(static_cast<int>(state.range(0)));
  iree_hal_allocator_t* allocator = iree_hal_device_allocator(device.device());
  iree_hal_buffer_params_t params = {};
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL |
                IREE_HAL_MEMORY_TYPE_HOST_VISIBLE;
  params.usage = IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE |
                 IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET;
  params.access = IREE_HAL_MEMORY_ACCESS_READ | IREE_HAL_MEMORY_ACCESS_WRITE;
  iree_hal_buffer_t* input = nullptr;
  iree_hal_buffer_t* output = nullptr;
  IREE_CHECK_OK(iree_hal_allocator_allocate_buffer(
      allocator, params, kElementwiseBytes, iree_const_byte_span_t{}, &input));
  IREE_CHECK_OK(iree_hal_allocator_allocate_buffer(
      allocator, params, kElementwiseBytes, iree_const_byte_span_t{}, &output));

  iree_hal_command_buffer_t* command_buffer = nullptr;
  IREE_CHECK_OK(iree_hal_command_buffer_create(
      device.device(), IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
      IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0, &command_buffer));
  IREE_CHECK_OK(iree_hal_command_buffer_begin(command_buffer));
  const uint32_t elements = kElementwiseBytes / sizeof(float);
  const uint32_t workgroup_count[3] = {
      (elements + kElementsPerWorkgroup - 1) / kElementsPerWorkgroup, 1, 1};
  const uint32_t constants[1] = {kElementsPerWorkgroup};
  const iree_hal_buffer_binding_t bindings[2] = {
      {input, 0, IREE_HAL_WHOLE_BUFFER, 0},
      {output, 0, IREE_HAL_WHOLE_BUFFER, 0}};
  IREE_CHECK_OK(iree_hal_command_buffer_dispatch(
      command_buffer, device.executable(),
      static_cast<iree_hal_executable_export_ordinal_t>(state.range(1)),
      workgroup_count, 1, constants, 2, bindings));
  IREE_CHECK_OK(iree_hal_command_buffer_end(command_buffer));
  device.Execute(command_buffer);  // Touch every page once before timing.
  for (auto _ : state) device.Execute(command_buffer);
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(input);
  iree_hal_buffer_release(output);
  SetBytes(state);
}
BENCHMARK(BM_Elementwise64MiB)
    ->ArgNames({"threads", "kernel"})
    ->Args({1, 1})
    ->Args({2, 1})
    ->Args({1, 2})
    ->Args({2, 2})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// The same bytes read and written by one thread's memcpy, for reference.
void BM_Memcpy64MiB(benchmark::State& state) {
  std::vector<char> source(kElementwiseBytes, 1);
  std::vector<char> target(kElementwiseBytes, 0);
  for (auto _ : state) {
    std::memcpy(target.data(), source.data(), kElementwiseBytes);
    benchmark::ClobberMemory();
  }
  SetBytes(state);
}
BENCHMARK(BM_Memcpy64MiB)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
