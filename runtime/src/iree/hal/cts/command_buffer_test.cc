// Command buffer recording rules and transfer commands.
#include "iree/hal/cts/cts_test_base.h"

namespace iree::hal::cts {
namespace {

using CommandBufferTest = CtsTest;

TEST_P(CommandBufferTest, FillUpdateCopy) {
  iree_hal_buffer_t* buffer = AllocateBuffer(64);
  iree_hal_buffer_t* target = AllocateBuffer(64);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint8_t fill8 = 0x11;
  uint16_t fill16 = 0x2233;
  uint32_t fill32 = 0x44556677;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(command_buffer, buffer, 0,
                                                     8, &fill8, 1));
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(command_buffer, buffer, 8,
                                                     8, &fill16, 2));
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(
      command_buffer, buffer, 16, IREE_HAL_WHOLE_BUFFER, &fill32, 4));
  // The update overwrites part of the last fill: a barrier orders them.
  IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
      command_buffer, IREE_HAL_EXECUTION_STAGE_TRANSFER,
      IREE_HAL_EXECUTION_STAGE_TRANSFER));
  uint32_t update[2] = {0xAAAAAAAA, 0xBBBBBBBB};
  // The update's bytes are captured now: changing them later has no effect.
  IREE_ASSERT_OK(iree_hal_command_buffer_update_buffer(command_buffer, update,
                                                       4, buffer, 56, 4));
  update[1] = 0;
  IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
      command_buffer, IREE_HAL_EXECUTION_STAGE_TRANSFER,
      IREE_HAL_EXECUTION_STAGE_TRANSFER));
  IREE_ASSERT_OK(iree_hal_command_buffer_copy_buffer(command_buffer, buffer, 0,
                                                     target, 16, 48));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);

  std::vector<uint32_t> words = ReadBuffer<uint32_t>(buffer, 16);
  EXPECT_EQ(words[0], 0x11111111u);
  EXPECT_EQ(words[2], 0x22332233u);
  EXPECT_EQ(words[4], 0x44556677u);
  EXPECT_EQ(words[13], 0x44556677u);
  EXPECT_EQ(words[14], 0xBBBBBBBBu);
  EXPECT_EQ(words[15], 0x44556677u);
  std::vector<uint32_t> copied = ReadBuffer<uint32_t>(target, 16);
  EXPECT_EQ(copied[3], 0u);
  EXPECT_EQ(copied[4], 0x11111111u);
  EXPECT_EQ(copied[6], 0x22332233u);
  EXPECT_EQ(copied[15], 0x44556677u);
  iree_hal_buffer_release(buffer);
  iree_hal_buffer_release(target);
}

TEST_P(CommandBufferTest, LargeTransfersSpanManyTiles) {
  // Several transfer tiles (256 KiB each) plus a ragged end.
  const iree_device_size_t size = 3 * 1024 * 1024 + 12;
  iree_hal_buffer_t* source = AllocateBuffer(size);
  iree_hal_buffer_t* target = AllocateBuffer(size);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t pattern = 0xCAFEF00D;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(command_buffer, source, 0,
                                                     size, &pattern, 4));
  IREE_ASSERT_OK(iree_hal_command_buffer_execution_barrier(
      command_buffer, IREE_HAL_EXECUTION_STAGE_ALL,
      IREE_HAL_EXECUTION_STAGE_ALL));
  IREE_ASSERT_OK(iree_hal_command_buffer_copy_buffer(command_buffer, source, 0,
                                                     target, 0, size));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  std::vector<uint32_t> words = ReadBuffer<uint32_t>(target, size / 4);
  size_t mismatches = 0;
  for (uint32_t word : words) mismatches += word != pattern;
  EXPECT_EQ(mismatches, 0u);
  iree_hal_buffer_release(source);
  iree_hal_buffer_release(target);
}

TEST_P(CommandBufferTest, ReusableCommandBufferRunsTwice) {
  std::vector<uint32_t> values = {1, 2, 3, 4};
  iree_hal_buffer_t* source = AllocateBufferWith(values);
  iree_hal_buffer_t* target = AllocateBuffer(16);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  IREE_ASSERT_OK(iree_hal_command_buffer_copy_buffer(command_buffer, source, 0,
                                                     target, 0, 16));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  EXPECT_EQ(ReadBuffer<uint32_t>(target, 4), values);
  values = {5, 6, 7, 8};
  IREE_ASSERT_OK(iree_hal_buffer_map_write(source, 0, values.data(), 16));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  EXPECT_EQ(ReadBuffer<uint32_t>(target, 4), values);
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(source);
  iree_hal_buffer_release(target);
}

TEST_P(CommandBufferTest, OneShotCommandBufferRunsOnce) {
  iree_hal_buffer_t* buffer = AllocateBuffer(16);
  iree_hal_command_buffer_t* command_buffer =
      BeginCommandBuffer(IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT);
  EXPECT_EQ(iree_hal_command_buffer_mode(command_buffer),
            IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT);
  uint8_t zero = 0;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(command_buffer, buffer, 0,
                                                     16, &zero, 1));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  IREE_EXPECT_STATUS(IREE_STATUS_FAILED_PRECONDITION,
                     SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(buffer);
}

TEST_P(CommandBufferTest, RecordingStateIsEnforced) {
  iree_hal_buffer_t* buffer = AllocateBuffer(16);
  iree_hal_command_buffer_t* command_buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_command_buffer_create(
      device_, IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
      IREE_HAL_COMMAND_CATEGORY_TRANSFER, /*binding_capacity=*/0,
      &command_buffer));
  uint8_t zero = 0;
  // Not begun: no commands, no end, no submission.
  IREE_EXPECT_STATUS(IREE_STATUS_FAILED_PRECONDITION,
                     iree_hal_command_buffer_fill_buffer(command_buffer, buffer,
                                                         0, 16, &zero, 1));
  IREE_EXPECT_STATUS(IREE_STATUS_FAILED_PRECONDITION,
                     iree_hal_command_buffer_end(command_buffer));
  IREE_EXPECT_STATUS(IREE_STATUS_FAILED_PRECONDITION,
                     SubmitAndWait(command_buffer));
  IREE_ASSERT_OK(iree_hal_command_buffer_begin(command_buffer));
  IREE_EXPECT_STATUS(IREE_STATUS_FAILED_PRECONDITION,
                     iree_hal_command_buffer_begin(command_buffer));
  // A transfer-only command buffer takes no dispatches.
  uint32_t workgroups[3] = {1, 1, 1};
  IREE_EXPECT_STATUS(
      IREE_STATUS_PERMISSION_DENIED,
      iree_hal_command_buffer_dispatch(command_buffer, nullptr, 0, workgroups,
                                       0, nullptr, 0, nullptr));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));
  IREE_EXPECT_STATUS(IREE_STATUS_FAILED_PRECONDITION,
                     iree_hal_command_buffer_fill_buffer(command_buffer, buffer,
                                                         0, 16, &zero, 1));
  // An empty command buffer executes fine.
  IREE_EXPECT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(buffer);

  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_command_buffer_create(device_, 0, 0, /*binding_capacity=*/0,
                                     &command_buffer));
  IREE_EXPECT_STATUS(
      IREE_STATUS_OUT_OF_RANGE,
      iree_hal_command_buffer_create(
          device_, IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT,
          IREE_HAL_COMMAND_CATEGORY_ANY,
          IREE_HAL_COMMAND_BUFFER_MAX_BINDING_CAPACITY + 1, &command_buffer));
}

TEST_P(CommandBufferTest, TransferArgumentsAreValidated) {
  iree_hal_buffer_t* buffer = AllocateBuffer(64);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t pattern = 0;
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_command_buffer_fill_buffer(command_buffer, buffer,
                                                         60, 8, &pattern, 4));
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_command_buffer_fill_buffer(command_buffer, buffer,
                                                         2, 8, &pattern, 4));
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_command_buffer_fill_buffer(command_buffer, buffer,
                                                         0, 8, &pattern, 8));
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_command_buffer_update_buffer(
                         command_buffer, &pattern, 0, buffer, 62, 4));
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_command_buffer_copy_buffer(command_buffer, buffer,
                                                         40, buffer, 0, 32));
  // Overlapping copies within one allocation are rejected, also through
  // subspans.
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_command_buffer_copy_buffer(command_buffer, buffer,
                                                         0, buffer, 8, 16));
  iree_hal_buffer_t* subspan = nullptr;
  IREE_ASSERT_OK(
      iree_hal_buffer_subspan(buffer, 16, 32, host_allocator_, &subspan));
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_command_buffer_copy_buffer(command_buffer, buffer,
                                                         8, subspan, 0, 16));
  IREE_EXPECT_OK(iree_hal_command_buffer_copy_buffer(command_buffer, buffer, 0,
                                                     subspan, 0, 16));
  iree_hal_buffer_release(subspan);

  // Usage bits are enforced.
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE;
  iree_hal_buffer_t* source_only = nullptr;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, 16,
      iree_make_const_byte_span(nullptr, 0), &source_only));
  IREE_EXPECT_STATUS(IREE_STATUS_PERMISSION_DENIED,
                     iree_hal_command_buffer_fill_buffer(
                         command_buffer, source_only, 0, 16, &pattern, 4));
  IREE_EXPECT_OK(iree_hal_command_buffer_copy_buffer(
      command_buffer, source_only, 0, buffer, 48, 16));
  iree_hal_buffer_release(source_only);
  // So are access bits: a read-only buffer is no transfer target.
  params.usage = IREE_HAL_BUFFER_USAGE_TRANSFER;
  params.access = IREE_HAL_MEMORY_ACCESS_READ;
  iree_hal_buffer_t* read_only = nullptr;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      iree_hal_device_allocator(device_), params, 16,
      iree_make_const_byte_span(nullptr, 0), &read_only));
  IREE_EXPECT_STATUS(IREE_STATUS_PERMISSION_DENIED,
                     iree_hal_command_buffer_copy_buffer(command_buffer, buffer,
                                                         0, read_only, 0, 16));
  iree_hal_buffer_release(read_only);
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(buffer);
}

INSTANTIATE_TEST_SUITE_P(Drivers, CommandBufferTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
