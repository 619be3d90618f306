// Vulkan-specific behavior the conformance suite cannot see: VkResult names,
// memory type mapping, transfer limits, device paths and the routing of
// validation layer messages. Needs a Vulkan device (lavapipe in CI): without
// one every test fails in SetUp, saying why.
#include <gtest/gtest.h>
#include <stdlib.h>

#include <string>
#include <vector>

#include "iree/hal/api.h"
#include "iree/hal/drivers/init.h"
#include "iree/hal/drivers/vulkan/vulkan_device.h"
#include "iree/hal/drivers/vulkan/vulkan_test_fixture.h"
#include "iree/hal/testing/hal_test_util.h"

namespace {

using iree::hal::testing::ConsumeStatus;
using iree::hal::vulkan::VulkanDriverTest;

TEST(VulkanResultTest, FailuresNameTheCallAndTheResult) {
  EXPECT_STREQ(iree_hal_vulkan_result_string(VK_ERROR_OUT_OF_DEVICE_MEMORY),
               "VK_ERROR_OUT_OF_DEVICE_MEMORY");
  EXPECT_STREQ(iree_hal_vulkan_result_string(VK_ERROR_DEVICE_LOST),
               "VK_ERROR_DEVICE_LOST");
  EXPECT_STREQ(iree_hal_vulkan_result_string((VkResult)-123456),
               "VkResult not known to this build");
  iree_status_t status =
      IREE_VK_STATUS(VK_ERROR_OUT_OF_DEVICE_MEMORY, "vkAllocateMemory");
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_RESOURCE_EXHAUSTED);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("vkAllocateMemory failed: "
                         "VK_ERROR_OUT_OF_DEVICE_MEMORY"),
            std::string::npos)
      << message;
  IREE_EXPECT_OK(IREE_VK_STATUS(VK_SUCCESS, "vkAllocateMemory"));
}


// Whether some Vulkan memory type of the device has all of |flags|.
static bool HasMemoryType(iree_hal_vulkan_logical_device_t* logical_device,
                          VkMemoryPropertyFlags flags) {
  const VkPhysicalDeviceMemoryProperties* properties =
      &logical_device->memory_properties;
  for (uint32_t i = 0; i < properties->memoryTypeCount; ++i) {
    if ((properties->memoryTypes[i].propertyFlags & flags) == flags) {
      return true;
    }
  }
  return false;
}

TEST_F(VulkanDriverTest, MemoryTypesFollowTheRequest) {
  iree_hal_vulkan_logical_device_t* logical_device =
      iree_hal_vulkan_device_logical_device(device_);
  ASSERT_NE(logical_device, nullptr);
  // Device-local memory without mapping.
  iree_hal_buffer_t* device_buffer = Allocate(
      IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL, IREE_HAL_BUFFER_USAGE_DEFAULT, 256);
  ASSERT_NE(device_buffer, nullptr);
  EXPECT_TRUE(iree_hal_buffer_memory_type(device_buffer) &
              IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL);
  // Mappable staging memory is host-visible (coherent where the device has
  // coherent host-visible memory) and host-local.
  iree_hal_buffer_t* staging = Allocate(
      IREE_HAL_MEMORY_TYPE_HOST_LOCAL,
      IREE_HAL_BUFFER_USAGE_TRANSFER | IREE_HAL_BUFFER_USAGE_MAPPING, 256);
  ASSERT_NE(staging, nullptr);
  iree_hal_memory_type_t staging_type = iree_hal_buffer_memory_type(staging);
  EXPECT_TRUE(staging_type & IREE_HAL_MEMORY_TYPE_HOST_LOCAL);
  EXPECT_TRUE(staging_type & IREE_HAL_MEMORY_TYPE_HOST_VISIBLE);
  if (HasMemoryType(logical_device, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT |
                                        VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)) {
    EXPECT_TRUE(staging_type & IREE_HAL_MEMORY_TYPE_HOST_COHERENT);
  }
  // Unified memory: device-local and host-visible at once, where it exists.
  if (HasMemoryType(logical_device, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT |
                                        VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT)) {
    iree_hal_buffer_t* unified = Allocate(
        IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_VISIBLE,
        IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING, 64);
    ASSERT_NE(unified, nullptr);
    iree_hal_memory_type_t type = iree_hal_buffer_memory_type(unified);
    EXPECT_TRUE(type & IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL);
    EXPECT_TRUE(type & IREE_HAL_MEMORY_TYPE_HOST_VISIBLE);
    iree_hal_buffer_release(unified);
  }
  iree_hal_buffer_release(staging);
  iree_hal_buffer_release(device_buffer);
}

// Released buffers' memory is reused by the next allocation of the same
// kind (allocation is slow on some drivers), but host-visible memory still
// starts zeroed, as host memory does, and buffers of another size or kind get
// their own memory.
TEST_F(VulkanDriverTest, ReusedMemoryStartsZeroed) {
  const iree_hal_memory_type_t type = IREE_HAL_MEMORY_TYPE_HOST_LOCAL;
  const iree_hal_buffer_usage_t usage =
      IREE_HAL_BUFFER_USAGE_TRANSFER | IREE_HAL_BUFFER_USAGE_MAPPING;
  const uint8_t pattern[64] = {1, 2, 3, 4, 5, 6, 7, 8, 9};
  for (int round = 0; round < 3; ++round) {
    iree_hal_buffer_t* buffer = Allocate(type, usage, sizeof(pattern));
    ASSERT_NE(buffer, nullptr);
    uint8_t contents[sizeof(pattern)];
    memset(contents, 0xFF, sizeof(contents));
    IREE_ASSERT_OK(
        iree_hal_buffer_map_read(buffer, 0, contents, sizeof(contents)));
    for (uint8_t byte : contents) ASSERT_EQ(byte, 0) << "round " << round;
    IREE_ASSERT_OK(
        iree_hal_buffer_map_write(buffer, 0, pattern, sizeof(pattern)));
    // Alive at once with |buffer|: never the same memory.
    iree_hal_buffer_t* other = Allocate(type, usage, sizeof(pattern));
    ASSERT_NE(other, nullptr);
    IREE_ASSERT_OK(
        iree_hal_buffer_map_read(other, 0, contents, sizeof(contents)));
    for (uint8_t byte : contents) ASSERT_EQ(byte, 0) << "round " << round;
    iree_hal_buffer_release(other);
    iree_hal_buffer_release(buffer);
  }
  iree_hal_allocator_statistics_t statistics;
  iree_hal_allocator_query_statistics(iree_hal_device_allocator(device_),
                                      &statistics);
  EXPECT_EQ(statistics.bytes_allocated, statistics.bytes_freed);
}

// vkCmdFillBuffer needs word-aligned ranges; the driver fills the partial
// words at either end with its builtin fill_edge kernel. Fills of every
// pattern size at every phase, through a subspan at an odd offset, are
// compared with the same fills done on the host.
TEST_F(VulkanDriverTest, FillsOfAnyRange) {
  const size_t size = 96;
  iree_hal_buffer_t* allocation = Allocate(
      IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL,
      IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING, size + 1);
  ASSERT_NE(allocation, nullptr);
  iree_hal_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_subspan(allocation, 1, size, host_allocator_,
                                         &buffer));
  struct Fill {
    size_t offset, length;
    uint32_t pattern;
    size_t pattern_length;
  };
  // Disjoint ranges: fills between two barriers may run concurrently.
  const Fill fills[] = {
      {1, 3, 0xAB, 1},        {4, 8, 0xCD, 1},       {13, 2, 0xEF, 1},
      {16, 1, 0x11, 1},       {18, 2, 0x2233, 2},    {20, 14, 0x4455, 2},
      {36, 12, 0x8899AABBu, 4}, {50, 20, 0x66, 1}, {70, 4, 0x7788, 2},
  };
  iree_hal_command_buffer_t* command_buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_command_buffer_create(
      device_, IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT,
      IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0, &command_buffer));
  IREE_ASSERT_OK(iree_hal_command_buffer_begin(command_buffer));
  uint8_t zero = 0;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(command_buffer, buffer, 0,
                                                     size, &zero, 1));
  IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
      command_buffer, IREE_HAL_EXECUTION_STAGE_TRANSFER,
      IREE_HAL_EXECUTION_STAGE_TRANSFER));
  std::vector<uint8_t> expected(size, 0);
  for (const Fill& fill : fills) {
    IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(
        command_buffer, buffer, fill.offset, fill.length, &fill.pattern,
        fill.pattern_length));
    for (size_t i = 0; i < fill.length; ++i) {
      expected[fill.offset + i] =
          (uint8_t)(fill.pattern >> (8 * (i % fill.pattern_length)));
    }
  }
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  std::vector<uint8_t> contents(size);
  IREE_ASSERT_OK(iree_hal_buffer_map_read(buffer, 0, contents.data(), size));
  EXPECT_EQ(contents, expected);
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(buffer);
  iree_hal_buffer_release(allocation);
}

// A semaphore made from a reused VkSemaphore (whose counter has moved on)
// reads its own initial value and takes host and queue signals and waits in
// its own values; a failed one is not reused.
// Descriptor sets are written at record time: binding table slots are
// refused with a clear error, and the compiler records loops directly.
TEST_F(VulkanDriverTest, BindingTableSlotsAreUnimplemented) {
  iree_hal_command_buffer_t* command_buffer = nullptr;
  iree_status_t status = iree_hal_command_buffer_create(
      device_, IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
      IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/2, &command_buffer);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_UNIMPLEMENTED);
  EXPECT_EQ(command_buffer, nullptr);
  iree_status_ignore(status);
}

TEST_F(VulkanDriverTest, ReusedSemaphoresStartAtTheirInitialValue) {
  iree_hal_semaphore_t* used = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &used));
  IREE_ASSERT_OK(iree_hal_semaphore_signal(used, 40));
  iree_hal_semaphore_release(used);
  for (uint64_t initial : {0, 2}) {
    iree_hal_semaphore_t* semaphore = nullptr;
    IREE_ASSERT_OK(iree_hal_semaphore_create(device_, initial, &semaphore));
    uint64_t value = 99;
    IREE_ASSERT_OK(iree_hal_semaphore_query(semaphore, &value));
    EXPECT_EQ(value, initial);
    IREE_ASSERT_OK(iree_hal_semaphore_signal(semaphore, initial + 1));
    // A queue signal of the next value after a queue wait on this one.
    uint64_t waited = initial + 1, signaled = initial + 2;
    iree_hal_semaphore_list_t wait_list = {1, &semaphore, &waited};
    iree_hal_semaphore_list_t signal_list = {1, &semaphore, &signaled};
    iree_hal_command_buffer_t* command_buffer = nullptr;
    IREE_ASSERT_OK(iree_hal_command_buffer_create(
        device_, IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT,
        IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0,
        &command_buffer));
    IREE_ASSERT_OK(iree_hal_command_buffer_begin(command_buffer));
    IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));
    IREE_ASSERT_OK(iree_hal_device_queue_execute(device_, wait_list,
                                                 signal_list, 1,
                                                 &command_buffer));
    IREE_ASSERT_OK(iree_hal_semaphore_wait(semaphore, signaled,
                                           iree_hal_make_timeout_ms(10000)));
    IREE_ASSERT_OK(iree_hal_semaphore_query(semaphore, &value));
    EXPECT_EQ(value, signaled);
    EXPECT_EQ(iree_status_consume_code(iree_hal_semaphore_wait(
                  semaphore, signaled + 1, iree_hal_make_timeout_ms(0))),
              IREE_STATUS_DEADLINE_EXCEEDED);
    iree_hal_command_buffer_release(command_buffer);
    iree_hal_semaphore_release(semaphore);
  }
  iree_hal_semaphore_t* failed = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &failed));
  iree_hal_semaphore_fail(failed, iree_make_status(IREE_STATUS_ABORTED));
  iree_hal_semaphore_release(failed);
  iree_hal_semaphore_t* fresh = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &fresh));
  IREE_EXPECT_OK(iree_hal_semaphore_wait(fresh, 0, iree_hal_make_timeout_ms(0)));
  iree_hal_semaphore_release(fresh);
}

TEST_F(VulkanDriverTest, ForeignBuffersAreRefused) {
  uint32_t host_data[4] = {};
  iree_hal_buffer_t* host_buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_wrap_host_memory(
      iree_make_byte_span(host_data, sizeof(host_data)),
      IREE_HAL_MEMORY_ACCESS_ALL, IREE_HAL_BUFFER_USAGE_DEFAULT,
      iree_hal_buffer_release_callback_null(), host_allocator_, &host_buffer));
  iree_hal_command_buffer_t* command_buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_command_buffer_create(
      device_, IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT,
      IREE_HAL_COMMAND_CATEGORY_ANY, /*binding_capacity=*/0, &command_buffer));
  IREE_ASSERT_OK(iree_hal_command_buffer_begin(command_buffer));
  uint32_t pattern = 1;
  iree_status_t status = iree_hal_command_buffer_fill_buffer(
      command_buffer, host_buffer, 0, 16, &pattern, 4);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("not allocated by a vulkan device"), std::string::npos)
      << message;
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(host_buffer);
}

TEST_F(VulkanDriverTest, ForeignSemaphoresAreRefused) {
  iree_hal_device_t* cpu_device = nullptr;
  IREE_ASSERT_OK(iree_hal_create_device(registry_,
                                        iree_make_cstring_view("local-sync"),
                                        host_allocator_, &cpu_device));
  iree_hal_semaphore_t* host_semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(cpu_device, 1, &host_semaphore));
  uint64_t value = 1;
  iree_hal_semaphore_list_t list = {1, &host_semaphore, &value};
  iree_status_t status = iree_hal_device_queue_barrier(
      device_, list, iree_hal_semaphore_list_empty());
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("wait semaphore 0 was not created by a vulkan"),
            std::string::npos)
      << message;
  value = 2;
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_device_queue_barrier(
                         device_, iree_hal_semaphore_list_empty(), list));
  iree_hal_semaphore_release(host_semaphore);
  iree_hal_device_release(cpu_device);
}

TEST_F(VulkanDriverTest, DevicesAreSelectedByIndex) {
  iree_hal_device_t* device = nullptr;
  IREE_ASSERT_OK(iree_hal_create_device(registry_,
                                        iree_make_cstring_view("vulkan://0"),
                                        host_allocator_, &device));
  iree_hal_device_release(device);
  iree_status_t status =
      iree_hal_create_device(registry_, iree_make_cstring_view("vulkan://999"),
                             host_allocator_, &device);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_NOT_FOUND);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("vulkan://0"), std::string::npos) << message;
}

TEST_F(VulkanDriverTest, ValidationMessagesBecomeErrors) {
  iree_hal_vulkan_logical_device_t* logical_device =
      iree_hal_vulkan_device_logical_device(device_);
  ASSERT_NE(logical_device, nullptr);
  IREE_ASSERT_OK(
      iree_hal_device_wait_idle(device_, iree_hal_infinite_timeout()));
  // A zero-sized buffer is invalid usage the layer reports (and refuses).
  VkBufferCreateInfo buffer_info = {};
  buffer_info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  buffer_info.size = 0;
  buffer_info.usage = VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  VkBuffer handle = VK_NULL_HANDLE;
  VkResult result = logical_device->syms->vkCreateBuffer(
      logical_device->device, &buffer_info, nullptr, &handle);
  if (result == VK_SUCCESS && handle) {
    logical_device->syms->vkDestroyBuffer(logical_device->device, handle,
                                          nullptr);
  }
  iree_status_t status =
      iree_hal_device_wait_idle(device_, iree_hal_infinite_timeout());
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INTERNAL);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("Vulkan validation layer reported"), std::string::npos)
      << message;
  EXPECT_NE(message.find("VUID-VkBufferCreateInfo-size"), std::string::npos)
      << message;
}

}  // namespace
