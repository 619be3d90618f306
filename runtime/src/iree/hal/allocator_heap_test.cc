// The heap allocator keeps released blocks of 64 KiB and more for reuse:
// same-size transients of a program's next call take them instead of fresh
// pages, device memory as it was left, host memory zeroed again.
#include <gtest/gtest.h>

#include <cstring>

#include "iree/hal/allocator.h"
#include "iree/hal/buffer.h"
#include "iree/hal/testing/hal_test_util.h"

namespace {

class HeapAllocatorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    IREE_ASSERT_OK(iree_hal_allocator_create_heap(
        iree_make_cstring_view("test"),
        iree_allocator_counting_allocator(&counting_), &allocator_));
  }
  void TearDown() override {
    iree_hal_allocator_release(allocator_);
    EXPECT_EQ(counting_.live_allocation_count, 0u);
  }

  iree_hal_buffer_t* Allocate(iree_device_size_t size,
                              iree_hal_memory_type_t type,
                              iree_const_byte_span_t initial_data =
                                  iree_const_byte_span_t{nullptr, 0}) {
    iree_hal_buffer_params_t params = {};
    params.type = type;
    params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    iree_hal_buffer_t* buffer = nullptr;
    IREE_CHECK_OK(iree_hal_allocator_allocate_buffer(allocator_, params, size,
                                                     initial_data, &buffer));
    return buffer;
  }

  uint8_t* Data(iree_hal_buffer_t* buffer) {
    iree_hal_buffer_mapping_t mapping;
    IREE_CHECK_OK(iree_hal_buffer_map_range(
        buffer, IREE_HAL_MEMORY_ACCESS_ALL, 0, IREE_HAL_WHOLE_BUFFER,
        &mapping));
    uint8_t* data = mapping.contents.data;
    IREE_CHECK_OK(iree_hal_buffer_unmap_range(&mapping));
    return data;
  }

  iree_allocator_counting_t counting_;
  iree_hal_allocator_t* allocator_ = nullptr;
};

constexpr iree_device_size_t kLarge = 256 * 1024;
constexpr iree_hal_memory_type_t kDevice =
    IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_VISIBLE;

TEST_F(HeapAllocatorTest, ReusesReleasedLargeBlocks) {
  iree_hal_buffer_t* first = Allocate(kLarge, kDevice);
  uint8_t* data = Data(first);
  memset(data, 0xAB, kLarge);
  iree_hal_buffer_release(first);
  iree_host_size_t allocations = counting_.total_allocation_count;
  // The same size, or a little smaller, takes the block back as it was.
  iree_hal_buffer_t* second = Allocate(kLarge - 100, kDevice);
  EXPECT_EQ(counting_.total_allocation_count, allocations);
  EXPECT_EQ(Data(second), data);
  EXPECT_EQ(Data(second)[0], 0xAB);
  iree_hal_buffer_release(second);
  // Host memory comes back zeroed, initial data followed by zeros.
  iree_hal_buffer_t* host = Allocate(kLarge, IREE_HAL_MEMORY_TYPE_HOST_LOCAL);
  EXPECT_EQ(Data(host), data);
  EXPECT_EQ(Data(host)[0], 0);
  EXPECT_EQ(Data(host)[kLarge - 1], 0);
  memset(Data(host), 0xCD, kLarge);
  iree_hal_buffer_release(host);
  const uint8_t initial[4] = {1, 2, 3, 4};
  iree_hal_buffer_t* initialized =
      Allocate(kLarge, kDevice, iree_make_const_byte_span(initial, 4));
  EXPECT_EQ(Data(initialized), data);
  EXPECT_EQ(Data(initialized)[3], 4);
  EXPECT_EQ(Data(initialized)[4], 0);
  iree_hal_buffer_release(initialized);
  EXPECT_EQ(counting_.total_allocation_count, allocations);
}

TEST_F(HeapAllocatorTest, SmallAndMismatchedSizesAllocateAnew) {
  iree_hal_buffer_t* small = Allocate(1024, kDevice);
  iree_hal_buffer_release(small);
  iree_host_size_t allocations = counting_.total_allocation_count;
  iree_hal_buffer_release(Allocate(1024, kDevice));
  EXPECT_EQ(counting_.total_allocation_count, allocations + 1);
  // A cached block much larger than asked for is not handed out.
  iree_hal_buffer_release(Allocate(4 * kLarge, kDevice));
  allocations = counting_.total_allocation_count;
  iree_hal_buffer_release(Allocate(kLarge, kDevice));
  EXPECT_EQ(counting_.total_allocation_count, allocations + 1);
}

}  // namespace
