// Queue-ordered memory: iree_hal_device_queue_alloca/dealloca and the
// device's transient pool behind them.
#include "iree/hal/cts/cts_test_base.h"

namespace iree::hal::cts {
namespace {

using iree::hal::testing::ConsumeStatus;

class QueueAllocaTest : public CtsTest {
 protected:
  iree_hal_buffer_t* Alloca(iree_device_size_t size,
                            iree_hal_semaphore_list_t wait =
                                iree_hal_semaphore_list_empty(),
                            iree_hal_semaphore_list_t signal =
                                iree_hal_semaphore_list_empty()) {
    iree_hal_buffer_params_t params = {};
    params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL |
                  IREE_HAL_MEMORY_TYPE_HOST_VISIBLE;
    params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
    iree_hal_buffer_t* buffer = nullptr;
    iree_status_t status = iree_hal_device_queue_alloca(
        device_, wait, signal, params, size, &buffer);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    return buffer;
  }

  iree_hal_transient_pool_statistics_t PoolStatistics() {
    iree_hal_transient_pool_statistics_t statistics;
    iree_hal_transient_pool_query_statistics(
        iree_hal_device_transient_pool(device_), &statistics);
    return statistics;
  }

  uint64_t DeviceAllocations() {
    iree_hal_allocator_statistics_t statistics;
    iree_hal_allocator_query_statistics(iree_hal_device_allocator(device_),
                                        &statistics);
    return statistics.allocation_count;
  }
};

// A released buffer's block (and the buffer object) serve the next alloca
// of the same size class; nothing more is allocated.
TEST_P(QueueAllocaTest, ReleasedBlocksAreReused) {
  iree_hal_buffer_t* first = Alloca(1000);
  ASSERT_NE(first, nullptr);
  EXPECT_EQ(iree_hal_buffer_byte_length(first), 1000u);
  std::vector<uint32_t> values(250, 7u);
  IREE_ASSERT_OK(iree_hal_buffer_map_write(first, 0, values.data(), 1000));
  EXPECT_EQ(ReadBuffer<uint32_t>(first, 250), values);
  iree_hal_buffer_release(first);
  uint64_t device_allocations = DeviceAllocations();
  iree_host_size_t host_allocations = counting_.total_allocation_count;
  for (int i = 0; i < 10; ++i) {
    iree_hal_buffer_t* again = Alloca(600 + i);
    ASSERT_NE(again, nullptr);
    iree_hal_buffer_release(again);
  }
  EXPECT_EQ(DeviceAllocations(), device_allocations);
  EXPECT_EQ(counting_.total_allocation_count, host_allocations);
  iree_hal_transient_pool_statistics_t statistics = PoolStatistics();
  EXPECT_EQ(statistics.block_count, 1u);
  EXPECT_EQ(statistics.reuse_count, 10u);
  // Another size class needs a block of its own.
  iree_hal_buffer_t* larger = Alloca(5000);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  iree_hal_buffer_release(larger);
}

// The signal of an alloca follows its wait.
TEST_P(QueueAllocaTest, AllocaSignalsAfterWait) {
  iree_hal_semaphore_t* wait = nullptr;
  iree_hal_semaphore_t* signal = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &wait));
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &signal));
  uint64_t one = 1;
  iree_hal_semaphore_list_t wait_list = {1, &wait, &one};
  iree_hal_semaphore_list_t signal_list = {1, &signal, &one};
  iree_hal_buffer_t* buffer = Alloca(64, wait_list, signal_list);
  ASSERT_NE(buffer, nullptr);
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_hal_semaphore_query(signal, &value));
  EXPECT_EQ(value, 0u);
  IREE_ASSERT_OK(iree_hal_semaphore_signal(wait, 1));
  IREE_EXPECT_OK(iree_hal_semaphore_wait(signal, 1,
                                         iree_hal_make_timeout_ms(10000)));
  iree_hal_buffer_release(buffer);
  // With nothing to wait for the signal is immediate.
  uint64_t two = 2;
  signal_list.payload_values = &two;
  buffer = Alloca(64, iree_hal_semaphore_list_empty(), signal_list);
  IREE_ASSERT_OK(iree_hal_semaphore_query(signal, &value));
  EXPECT_EQ(value, 2u);
  iree_hal_buffer_release(buffer);
  iree_hal_semaphore_release(signal);
  iree_hal_semaphore_release(wait);
}

// A dealloca returns the block once its wait is reached, even while the
// buffer is still referenced; not before.
TEST_P(QueueAllocaTest, DeallocaReturnsBlockAfterWait) {
  iree_hal_semaphore_t* done = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &done));
  uint64_t one = 1;
  iree_hal_semaphore_list_t wait_list = {1, &done, &one};
  iree_hal_buffer_t* held = Alloca(256);
  IREE_ASSERT_OK(iree_hal_device_queue_dealloca(
      device_, wait_list, iree_hal_semaphore_list_empty(), held));
  // Still in use: a new alloca gets a new block.
  iree_hal_buffer_t* other = Alloca(256);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  iree_hal_buffer_release(other);
  IREE_ASSERT_OK(iree_hal_semaphore_signal(done, 1));
  // Both blocks are free now; |held| is still referenced.
  iree_hal_buffer_t* a = Alloca(256);
  iree_hal_buffer_t* b = Alloca(256);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  EXPECT_EQ(PoolStatistics().reuse_count, 2u);
  iree_hal_buffer_release(a);
  iree_hal_buffer_release(b);
  // Deallocating twice, or a buffer not from the pool, is an error.
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_device_queue_dealloca(
                         device_, iree_hal_semaphore_list_empty(),
                         iree_hal_semaphore_list_empty(), held));
  iree_hal_buffer_release(held);
  iree_hal_buffer_t* plain = AllocateBuffer(64);
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_device_queue_dealloca(
                         device_, iree_hal_semaphore_list_empty(),
                         iree_hal_semaphore_list_empty(), plain));
  iree_hal_buffer_release(plain);
  iree_hal_semaphore_release(done);
}

// A dealloca whose wait fails leaves the block to the buffer's release: the
// work may still be using it.
TEST_P(QueueAllocaTest, FailedDeallocaWaitKeepsBlockUntilRelease) {
  iree_hal_semaphore_t* done = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &done));
  uint64_t one = 1;
  iree_hal_semaphore_list_t wait_list = {1, &done, &one};
  iree_hal_buffer_t* held = Alloca(256);
  IREE_ASSERT_OK(iree_hal_device_queue_dealloca(
      device_, wait_list, iree_hal_semaphore_list_empty(), held));
  iree_hal_semaphore_fail(done, iree_make_status(IREE_STATUS_ABORTED, "test"));
  iree_hal_buffer_t* other = Alloca(256);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  iree_hal_buffer_release(other);
  iree_hal_buffer_release(held);
  iree_hal_buffer_t* a = Alloca(256);
  iree_hal_buffer_t* b = Alloca(256);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  iree_hal_buffer_release(a);
  iree_hal_buffer_release(b);
  iree_hal_semaphore_release(done);
}

// A subspan keeps the pooled buffer's memory, not just the block's
// allocation: the block is not reused while the subspan lives.
TEST_P(QueueAllocaTest, SubspansKeepTheBlock) {
  iree_hal_buffer_t* buffer = Alloca(512);
  iree_hal_buffer_t* subspan = nullptr;
  IREE_ASSERT_OK(
      iree_hal_buffer_subspan(buffer, 128, 128, host_allocator_, &subspan));
  iree_hal_buffer_release(buffer);
  iree_hal_buffer_t* next = Alloca(512);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  iree_hal_buffer_release(next);
  iree_hal_buffer_release(subspan);
  next = Alloca(512);
  EXPECT_EQ(PoolStatistics().block_count, 2u);
  iree_hal_buffer_release(next);
}

// Queued work that uses an alloca'd buffer keeps its block until it is done.
TEST_P(QueueAllocaTest, CommandBuffersKeepBlocks) {
  iree_hal_buffer_t* buffer = Alloca(256);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t pattern = 0x01020304u;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(
      command_buffer, buffer, 0, 256, &pattern, sizeof(pattern)));
  IREE_ASSERT_OK(SubmitAndWait(command_buffer));
  EXPECT_EQ(ReadBuffer<uint32_t>(buffer, 64),
            std::vector<uint32_t>(64, pattern));
  iree_hal_buffer_release(buffer);
  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_t* again = Alloca(256);
  EXPECT_EQ(PoolStatistics().block_count, 1u);
  iree_hal_buffer_release(again);
}

INSTANTIATE_TEST_SUITE_P(Drivers, QueueAllocaTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
