// Allocation, statistics, mapping and subspans.
#include <cstring>

#include "iree/hal/cts/cts_test_base.h"

namespace iree::hal::cts {
namespace {

using BufferTest = CtsTest;

TEST_P(BufferTest, AllocateZeroedWithStatistics) {
  iree_hal_allocator_t* allocator = iree_hal_device_allocator(device_);
  iree_hal_allocator_statistics_t before;
  iree_hal_allocator_query_statistics(allocator, &before);

  iree_hal_buffer_t* buffer = AllocateBuffer(1000);
  ASSERT_NE(buffer, nullptr);
  EXPECT_EQ(iree_hal_buffer_byte_length(buffer), 1000u);
  EXPECT_EQ(iree_hal_buffer_allocation_size(buffer), 1000u);
  EXPECT_EQ(iree_hal_buffer_byte_offset(buffer), 0u);
  EXPECT_EQ(iree_hal_buffer_allocated_buffer(buffer), buffer);
  EXPECT_TRUE(iree_hal_buffer_memory_type(buffer) &
              IREE_HAL_MEMORY_TYPE_HOST_VISIBLE);
  EXPECT_EQ(iree_hal_buffer_allowed_access(buffer), IREE_HAL_MEMORY_ACCESS_ALL);
  std::vector<uint8_t> contents = ReadBuffer<uint8_t>(buffer, 1000);
  EXPECT_EQ(contents, std::vector<uint8_t>(1000, 0));

  iree_hal_buffer_t* second = AllocateBuffer(24);
  iree_hal_allocator_statistics_t during;
  iree_hal_allocator_query_statistics(allocator, &during);
  EXPECT_EQ(during.bytes_allocated - before.bytes_allocated, 1024u);
  EXPECT_EQ(during.allocation_count - before.allocation_count, 2u);
  EXPECT_GE(during.bytes_peak, 1024u);
  iree_hal_buffer_release(buffer);
  iree_hal_buffer_release(second);

  iree_hal_allocator_statistics_t after;
  iree_hal_allocator_query_statistics(allocator, &after);
  EXPECT_EQ(after.bytes_freed - before.bytes_freed, 1024u);
  EXPECT_EQ(after.free_count - before.free_count, 2u);
  EXPECT_EQ(after.bytes_peak, during.bytes_peak);
}

TEST_P(BufferTest, AllocateWithInitialDataAndAlignment) {
  std::vector<uint32_t> values = {1, 2, 3, 4};
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_MAPPING;
  params.min_alignment = 4096;
  iree_hal_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, 32,
      iree_make_const_byte_span(values.data(), 16), &buffer));
  std::vector<uint32_t> contents = ReadBuffer<uint32_t>(buffer, 8);
  EXPECT_EQ(contents, (std::vector<uint32_t>{1, 2, 3, 4, 0, 0, 0, 0}));
  iree_hal_buffer_mapping_t mapping;
  IREE_ASSERT_OK(iree_hal_buffer_map_range(buffer, IREE_HAL_MEMORY_ACCESS_READ,
                                           0, IREE_HAL_WHOLE_BUFFER, &mapping));
  EXPECT_EQ(reinterpret_cast<uintptr_t>(mapping.contents.data) % 4096, 0u);
  EXPECT_EQ(mapping.contents.data_length, 32u);
  IREE_ASSERT_OK(iree_hal_buffer_unmap_range(&mapping));
  iree_hal_buffer_release(buffer);
}

TEST_P(BufferTest, InvalidAllocationParams) {
  iree_hal_allocator_t* allocator = iree_hal_device_allocator(device_);
  iree_hal_buffer_t* buffer = nullptr;
  iree_hal_buffer_params_t params = {};
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_allocator_allocate_buffer(
                         allocator, params, 16,
                         iree_make_const_byte_span(nullptr, 0), &buffer));
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  params.min_alignment = 48;
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_allocator_allocate_buffer(
                         allocator, params, 16,
                         iree_make_const_byte_span(nullptr, 0), &buffer));
  params.min_alignment = 0;
  uint8_t data[32] = {0};
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_allocator_allocate_buffer(
          allocator, params, 16, iree_make_const_byte_span(data, sizeof(data)),
          &buffer));
  // Far beyond any address space: fails cleanly instead of aborting.
  IREE_EXPECT_STATUS(IREE_STATUS_RESOURCE_EXHAUSTED,
                     iree_hal_allocator_allocate_buffer(
                         allocator, params, IREE_DEVICE_SIZE_MAX - 16,
                         iree_make_const_byte_span(nullptr, 0), &buffer));
  EXPECT_EQ(buffer, nullptr);
}

TEST_P(BufferTest, MapWriteReadFillZeroCopy) {
  iree_hal_buffer_t* buffer = AllocateBuffer(64);
  std::vector<uint8_t> pattern(16);
  for (size_t i = 0; i < pattern.size(); ++i) pattern[i] = (uint8_t)(i + 1);
  IREE_ASSERT_OK(iree_hal_buffer_map_write(buffer, 8, pattern.data(), 16));
  uint8_t read_back[16] = {0};
  IREE_ASSERT_OK(iree_hal_buffer_map_read(buffer, 8, read_back, 16));
  EXPECT_EQ(std::memcmp(read_back, pattern.data(), 16), 0);

  uint16_t fill16 = 0xABCD;
  IREE_ASSERT_OK(iree_hal_buffer_map_fill(buffer, 32, 8, &fill16, 2));
  uint32_t fill32 = 0x01020304;
  IREE_ASSERT_OK(iree_hal_buffer_map_fill(buffer, 40, 8, &fill32, 4));
  IREE_ASSERT_OK(iree_hal_buffer_map_zero(buffer, 8, 4));
  std::vector<uint16_t> halves = ReadBuffer<uint16_t>(buffer, 32);
  EXPECT_EQ(halves[4], 0u);
  EXPECT_EQ(halves[5], 0u);
  EXPECT_EQ(halves[6], 0x0605u);
  EXPECT_EQ(halves[16], 0xABCDu);
  EXPECT_EQ(halves[19], 0xABCDu);
  std::vector<uint32_t> words = ReadBuffer<uint32_t>(buffer, 16);
  EXPECT_EQ(words[10], 0x01020304u);
  EXPECT_EQ(words[11], 0x01020304u);

  iree_hal_buffer_t* target = AllocateBuffer(64);
  IREE_ASSERT_OK(iree_hal_buffer_map_copy(buffer, 32, target, 0, 16));
  std::vector<uint16_t> copied = ReadBuffer<uint16_t>(target, 8);
  EXPECT_EQ(copied[0], 0xABCDu);
  EXPECT_EQ(copied[4], 0x0304u);
  iree_hal_buffer_release(target);

  // Misaligned fills and bad pattern sizes are rejected.
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_buffer_map_fill(buffer, 2, 8, &fill32, 4));
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_buffer_map_fill(buffer, 0, 8, &fill32, 3));
  iree_hal_buffer_release(buffer);
}

TEST_P(BufferTest, MappingRangesArePermissionAndBoundsChecked) {
  iree_hal_buffer_t* buffer = AllocateBuffer(64);
  uint8_t data[16] = {0};
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_buffer_map_write(buffer, 56, data, 16));
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_buffer_map_read(buffer, 65, data, 1));
  iree_hal_buffer_mapping_t mapping;
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_buffer_map_range(buffer, IREE_HAL_MEMORY_ACCESS_READ, 8,
                                IREE_DEVICE_SIZE_MAX - 4, &mapping));
  IREE_ASSERT_OK(iree_hal_buffer_map_range(
      buffer, IREE_HAL_MEMORY_ACCESS_ALL, 16, IREE_HAL_WHOLE_BUFFER, &mapping));
  EXPECT_EQ(mapping.contents.data_length, 48u);
  IREE_EXPECT_OK(iree_hal_buffer_mapping_flush_range(&mapping, 0, 48));
  IREE_EXPECT_OK(iree_hal_buffer_mapping_invalidate_range(&mapping, 8, 8));
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_buffer_mapping_flush_range(&mapping, 40, 16));
  IREE_ASSERT_OK(iree_hal_buffer_unmap_range(&mapping));
  iree_hal_buffer_release(buffer);

  // Buffers without MAPPING usage, or without write access, cannot be
  // written through a mapping.
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, 16,
      iree_make_const_byte_span(nullptr, 0), &buffer));
  IREE_EXPECT_STATUS(IREE_STATUS_PERMISSION_DENIED,
                     iree_hal_buffer_map_read(buffer, 0, data, 4));
  iree_hal_buffer_release(buffer);
  params.usage = IREE_HAL_BUFFER_USAGE_MAPPING;
  params.access = IREE_HAL_MEMORY_ACCESS_READ;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, 16,
      iree_make_const_byte_span(nullptr, 0), &buffer));
  IREE_EXPECT_OK(iree_hal_buffer_map_read(buffer, 0, data, 4));
  IREE_EXPECT_STATUS(IREE_STATUS_PERMISSION_DENIED,
                     iree_hal_buffer_map_write(buffer, 0, data, 4));
  iree_hal_buffer_release(buffer);
}

TEST_P(BufferTest, SubspansAliasTheirAllocation) {
  std::vector<uint32_t> values(16);
  for (uint32_t i = 0; i < 16; ++i) values[i] = i;
  iree_hal_buffer_t* buffer = AllocateBufferWith(values);
  iree_hal_buffer_t* subspan = nullptr;
  IREE_ASSERT_OK(
      iree_hal_buffer_subspan(buffer, 16, 32, host_allocator_, &subspan));
  iree_hal_buffer_t* nested = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_subspan(subspan, 8, IREE_HAL_WHOLE_BUFFER,
                                         host_allocator_, &nested));
  // Subspans keep the allocation alive on their own.
  iree_hal_buffer_release(buffer);
  EXPECT_EQ(iree_hal_buffer_byte_offset(nested), 24u);
  EXPECT_EQ(iree_hal_buffer_byte_length(nested), 24u);
  EXPECT_EQ(iree_hal_buffer_allocated_buffer(nested),
            iree_hal_buffer_allocated_buffer(subspan));
  EXPECT_EQ(ReadBuffer<uint32_t>(nested, 6),
            (std::vector<uint32_t>{6, 7, 8, 9, 10, 11}));
  uint32_t value = 99;
  IREE_ASSERT_OK(iree_hal_buffer_map_write(subspan, 0, &value, 4));
  EXPECT_EQ(ReadBuffer<uint32_t>(subspan, 1)[0], 99u);
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_buffer_map_read(nested, 24, &value, 4));
  iree_hal_buffer_t* bad = nullptr;
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_buffer_subspan(subspan, 16, 32, host_allocator_, &bad));
  EXPECT_EQ(bad, nullptr);
  iree_hal_buffer_release(nested);
  iree_hal_buffer_release(subspan);
}

TEST_P(BufferTest, WrappedHostMemoryCallsItsReleaseCallback) {
  std::vector<float> storage = {1.0f, 2.0f, 3.0f};
  int released = 0;
  iree_hal_buffer_release_callback_t callback = {
      [](void* user_data, iree_hal_buffer_t*) {
        ++*static_cast<int*>(user_data);
      },
      &released};
  iree_hal_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_wrap_host_memory(
      iree_make_byte_span(storage.data(), storage.size() * sizeof(float)),
      IREE_HAL_MEMORY_ACCESS_ALL,
      IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING, callback,
      host_allocator_, &buffer));
  float value = 5.0f;
  IREE_ASSERT_OK(iree_hal_buffer_map_write(buffer, 4, &value, sizeof(value)));
  EXPECT_EQ(storage[1], 5.0f);
  EXPECT_EQ(released, 0);
  iree_hal_buffer_release(buffer);
  EXPECT_EQ(released, 1);
}

INSTANTIATE_TEST_SUITE_P(Drivers, BufferTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
