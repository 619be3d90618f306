// Per-call costs of the `vulkan` HAL driver that every program invocation
// pays: allocating and releasing a device buffer (small and 64 MiB), creating
// a semaphore, and a command buffer created, recorded (empty, or with one
// fill that needs the builtin kernel), submitted and waited for. A program's
// latency is these plus its kernels (docs/performance.md).
#include <benchmark/benchmark.h>

#include "iree/hal/api.h"
#include "iree/hal/drivers/init.h"

namespace {

// The first `vulkan` device, or null with the reason reported.
class VulkanDevice {
 public:
  VulkanDevice() {
    iree_allocator_t allocator = iree_allocator_system();
    IREE_CHECK_OK(iree_hal_driver_registry_allocate(allocator, &registry_));
    IREE_CHECK_OK(iree_hal_register_default_drivers(registry_));
    status_ = iree_hal_create_device(
        registry_, iree_make_cstring_view("vulkan"), allocator, &device_);
  }
  ~VulkanDevice() {
    iree_hal_device_release(device_);
    iree_hal_driver_registry_free(registry_);
    iree_status_free(status_);
  }
  // Null (and |state| skipped with the error) when there is no device.
  iree_hal_device_t* Get(benchmark::State& state) {
    if (!device_) {
      char message[256];
      iree_status_format(status_, sizeof(message), message);
      state.SkipWithError(message);
    }
    return device_;
  }

 private:
  iree_hal_driver_registry_t* registry_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
  iree_status_t status_ = iree_ok_status();
};

VulkanDevice& Device() {
  static VulkanDevice device;
  return device;
}

// A device-local buffer of |size| bytes.
iree_hal_buffer_t* AllocateDeviceBuffer(iree_hal_device_t* device,
                                        iree_device_size_t size) {
  iree_hal_buffer_params_t params = {};
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  iree_hal_buffer_t* buffer = nullptr;
  IREE_CHECK_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device), params, size,
      iree_make_const_byte_span(nullptr, 0), &buffer));
  return buffer;
}

void BM_AllocateRelease(benchmark::State& state) {
  iree_hal_device_t* device = Device().Get(state);
  if (!device) return;
  for (auto _ : state) {
    iree_hal_buffer_release(AllocateDeviceBuffer(device, state.range(0)));
  }
}
BENCHMARK(BM_AllocateRelease)->Arg(16)->Arg(64 << 20)->UseRealTime();

void BM_SemaphoreCreateRelease(benchmark::State& state) {
  iree_hal_device_t* device = Device().Get(state);
  if (!device) return;
  for (auto _ : state) {
    iree_hal_semaphore_t* semaphore = nullptr;
    IREE_CHECK_OK(iree_hal_semaphore_create(device, 0, &semaphore));
    iree_hal_semaphore_release(semaphore);
  }
}
BENCHMARK(BM_SemaphoreCreateRelease)->UseRealTime();

// How SubmitAndWait waits: blocking in the driver, polling the semaphore, or
// not at all (recording only: the command buffer is never submitted).
enum class Wait { kBlock, kPoll, kNoSubmit };

// Records a command buffer (one 3-byte fill when |target| is not null: its
// partial words take the builtin kernel), submits it and waits.
void SubmitAndWait(benchmark::State& state, iree_hal_buffer_t* target,
                   Wait wait = Wait::kBlock) {
  iree_hal_device_t* device = Device().Get(state);
  if (!device) return;
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_CHECK_OK(iree_hal_semaphore_create(device, 0, &semaphore));
  uint64_t value = 0;
  for (auto _ : state) {
    iree_hal_command_buffer_t* command_buffer = nullptr;
    IREE_CHECK_OK(iree_hal_command_buffer_create(
        device, IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT,
        IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0,
        &command_buffer));
    IREE_CHECK_OK(iree_hal_command_buffer_begin(command_buffer));
    if (target) {
      uint8_t pattern = 7;
      IREE_CHECK_OK(iree_hal_command_buffer_fill_buffer(
          command_buffer, target, 1, 3, &pattern, sizeof(pattern)));
    }
    IREE_CHECK_OK(iree_hal_command_buffer_end(command_buffer));
    if (wait == Wait::kNoSubmit) {
      iree_hal_command_buffer_release(command_buffer);
      continue;
    }
    ++value;
    iree_hal_semaphore_list_t signal_list = {1, &semaphore, &value};
    IREE_CHECK_OK(iree_hal_device_queue_execute(
        device, iree_hal_semaphore_list_empty(), signal_list, 1,
        &command_buffer));
    if (wait == Wait::kPoll) {
      uint64_t reached = 0;
      do {
        IREE_CHECK_OK(iree_hal_semaphore_query(semaphore, &reached));
      } while (reached < value);
    } else {
      IREE_CHECK_OK(iree_hal_semaphore_wait(semaphore, value,
                                            iree_hal_make_timeout_ms(10000)));
    }
    iree_hal_command_buffer_release(command_buffer);
  }
  iree_hal_semaphore_release(semaphore);
}

void BM_EmptySubmitAndWait(benchmark::State& state) {
  SubmitAndWait(state, nullptr);
}
BENCHMARK(BM_EmptySubmitAndWait)->UseRealTime();

// The parts of the empty submission: recording alone, and the same
// submission waited for by polling instead of blocking.
void BM_EmptyRecordOnly(benchmark::State& state) {
  SubmitAndWait(state, nullptr, Wait::kNoSubmit);
}
BENCHMARK(BM_EmptyRecordOnly)->UseRealTime();

void BM_EmptySubmitAndPoll(benchmark::State& state) {
  SubmitAndWait(state, nullptr, Wait::kPoll);
}
BENCHMARK(BM_EmptySubmitAndPoll)->UseRealTime();

void BM_FillSubmitAndWait(benchmark::State& state) {
  iree_hal_device_t* device = Device().Get(state);
  if (!device) return;
  iree_hal_buffer_t* buffer = AllocateDeviceBuffer(device, 16);
  SubmitAndWait(state, buffer);
  iree_hal_buffer_release(buffer);
}
BENCHMARK(BM_FillSubmitAndWait)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
