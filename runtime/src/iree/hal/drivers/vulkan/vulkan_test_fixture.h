// The fixture of the Vulkan driver tests: a `vulkan` device created with the
// validation layer and a counting host allocator, so that every test also
// proves it raised no validation message and leaked no host memory.
#ifndef IREE_HAL_DRIVERS_VULKAN_VULKAN_TEST_FIXTURE_H_
#define IREE_HAL_DRIVERS_VULKAN_VULKAN_TEST_FIXTURE_H_

#include <gtest/gtest.h>
#include <stdlib.h>

#include "iree/hal/api.h"
#include "iree/hal/drivers/init.h"
#include "iree/hal/testing/hal_test_util.h"

namespace iree::hal::vulkan {

using iree::hal::testing::ConsumeStatus;

class VulkanDriverTest : public ::testing::Test {
 protected:
  void SetUp() override {
    // Every test runs with the validation layer; the test of message routing
    // relies on it.
    setenv("IREE_VULKAN_VALIDATION", "1", 1);
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    host_allocator_ = iree_allocator_counting_allocator(&counting_);
    IREE_ASSERT_OK(
        iree_hal_driver_registry_allocate(host_allocator_, &registry_));
    IREE_ASSERT_OK(iree_hal_register_default_drivers(registry_));
    iree_status_t status = iree_hal_create_device(
        registry_, iree_make_cstring_view("vulkan"), host_allocator_, &device_);
    ASSERT_TRUE(iree_status_is_ok(status))
        << "no usable Vulkan device (CI installs lavapipe with "
           "mesa-vulkan-drivers and the validation layer with "
           "vulkan-validationlayers): "
        << ConsumeStatus(status);
  }
  void TearDown() override {
    iree_hal_device_release(device_);
    iree_hal_driver_registry_free(registry_);
    EXPECT_EQ(counting_.live_allocation_count, 0u) << "leaked host allocations";
  }

  iree_hal_buffer_t* Allocate(iree_hal_memory_type_t type,
                              iree_hal_buffer_usage_t usage,
                              iree_device_size_t size) {
    iree_hal_buffer_params_t params = {};
    params.type = type;
    params.usage = usage;
    iree_hal_buffer_t* buffer = nullptr;
    iree_status_t status = iree_hal_allocator_allocate_buffer(
        iree_hal_device_allocator(device_), params, size,
        iree_make_const_byte_span(nullptr, 0), &buffer);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return buffer;
  }

  iree_status_t SubmitAndWait(iree_hal_command_buffer_t* command_buffer) {
    iree_hal_semaphore_t* semaphore = nullptr;
    IREE_RETURN_IF_ERROR(iree_hal_semaphore_create(device_, 0, &semaphore));
    uint64_t value = 1;
    iree_hal_semaphore_list_t signal_list = {1, &semaphore, &value};
    iree_status_t status =
        iree_hal_device_queue_execute(device_, iree_hal_semaphore_list_empty(),
                                      signal_list, 1, &command_buffer);
    if (iree_status_is_ok(status)) {
      status = iree_hal_semaphore_wait(semaphore, 1,
                                       iree_hal_make_timeout_ms(10000));
    }
    iree_hal_semaphore_release(semaphore);
    return status;
  }

  iree_allocator_counting_t counting_;
  iree_allocator_t host_allocator_;
  iree_hal_driver_registry_t* registry_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
};

}  // namespace iree::hal::vulkan

#endif  // IREE_HAL_DRIVERS_VULKAN_VULKAN_TEST_FIXTURE_H_
