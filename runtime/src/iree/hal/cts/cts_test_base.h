// The HAL conformance test fixture: every test runs once per driver in
// CtsDriverNames() against a fresh device whose host allocations are
// counted, and must leave no allocation behind.
#ifndef IREE_HAL_CTS_CTS_TEST_BASE_H_
#define IREE_HAL_CTS_CTS_TEST_BASE_H_

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "iree/hal/api.h"
#include "iree/hal/testing/hal_test_util.h"

namespace iree::hal::cts {

// The drivers the suite covers. A new driver joins the suite by adding its
// name here (and registering itself in iree_hal_register_default_drivers).
// The Vulkan build of the suite (iree_hal_cts_vulkan_test, label `vulkan`)
// covers only "vulkan", which cannot dispatch yet, so it leaves out the
// dispatch and stress tests.
inline std::vector<std::string> CtsDriverNames() {
#if defined(IREE_HAL_CTS_VULKAN)
  return {"vulkan"};
#else
  return {"local-sync", "local-task"};
#endif  // IREE_HAL_CTS_VULKAN
}

using iree::hal::testing::ReadTestKernelFile;

class CtsTest : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override;
  void TearDown() override;

  // Allocates a zeroed buffer of |size| bytes with default usage plus
  // mapping.
  iree_hal_buffer_t* AllocateBuffer(iree_device_size_t size);
  // Allocates a buffer holding |values|.
  template <typename T>
  iree_hal_buffer_t* AllocateBufferWith(const std::vector<T>& values) {
    iree_hal_buffer_t* buffer = AllocateBuffer(values.size() * sizeof(T));
    EXPECT_TRUE(iree_status_is_ok(iree_hal_buffer_map_write(
        buffer, 0, values.data(), values.size() * sizeof(T))));
    return buffer;
  }
  // Reads |count| values of T from the start of |buffer|.
  template <typename T>
  std::vector<T> ReadBuffer(iree_hal_buffer_t* buffer, size_t count) {
    std::vector<T> values(count);
    iree_status_t status =
        iree_hal_buffer_map_read(buffer, 0, values.data(), count * sizeof(T));
    EXPECT_TRUE(iree_status_is_ok(status))
        << iree::hal::testing::ConsumeStatus(status);
    return values;
  }

  // Creates a command buffer in the recording state.
  iree_hal_command_buffer_t* BeginCommandBuffer(
      iree_hal_command_buffer_mode_t mode =
          IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
      iree_host_size_t binding_capacity = 0);
  // Submits |command_buffer| (ending it first if still recording) with
  // |binding_table| when given, signals a fresh semaphore and waits for it;
  // returns the submission's or the wait's status.
  iree_status_t SubmitAndWait(
      iree_hal_command_buffer_t* command_buffer,
      const iree_hal_buffer_binding_table_t* binding_table = nullptr);

  // Prepares |data| of |format| (the host's system format by default).
  iree_status_t PrepareExecutable(const std::vector<uint8_t>& data,
                                  iree_hal_executable_t** out_executable,
                                  const char* format = nullptr);
  // The test kernels (see testing/kernels/test_kernels.c).
  iree_hal_executable_t* LoadTestKernels();

  iree_allocator_counting_t counting_;
  iree_allocator_t host_allocator_;
  iree_hal_driver_registry_t* registry_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
  // Created on first use (drivers without executables have none).
  iree_hal_executable_cache_t* ExecutableCache();

  iree_hal_executable_cache_t* executable_cache_ = nullptr;
};

}  // namespace iree::hal::cts

#endif  // IREE_HAL_CTS_CTS_TEST_BASE_H_
