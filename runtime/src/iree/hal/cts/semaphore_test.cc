// Timeline semaphores, fences and queue ordering.
#include <atomic>
#include <thread>

#include "iree/hal/cts/cts_test_base.h"

namespace iree::hal::cts {
namespace {

using iree::hal::testing::ConsumeStatus;

using SemaphoreTest = CtsTest;

TEST_P(SemaphoreTest, QuerySignalWait) {
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 5, &semaphore));
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_hal_semaphore_query(semaphore, &value));
  EXPECT_EQ(value, 5u);
  IREE_ASSERT_OK(iree_hal_semaphore_signal(semaphore, 7));
  IREE_ASSERT_OK(iree_hal_semaphore_query(semaphore, &value));
  EXPECT_EQ(value, 7u);
  // Timelines only move forward.
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_semaphore_signal(semaphore, 7));
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_semaphore_signal(semaphore, 3));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_semaphore_signal(semaphore, IREE_HAL_SEMAPHORE_FAILURE_VALUE));
  // Reached values return at once, whatever the timeout.
  IREE_EXPECT_OK(
      iree_hal_semaphore_wait(semaphore, 6, iree_hal_immediate_timeout()));
  IREE_EXPECT_OK(
      iree_hal_semaphore_wait(semaphore, 7, iree_hal_infinite_timeout()));
  iree_hal_semaphore_release(semaphore);
}

TEST_P(SemaphoreTest, WaitTimesOut) {
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &semaphore));
  IREE_EXPECT_STATUS(
      IREE_STATUS_DEADLINE_EXCEEDED,
      iree_hal_semaphore_wait(semaphore, 1, iree_hal_immediate_timeout()));
  iree_hal_time_t start = iree_hal_time_now();
  IREE_EXPECT_STATUS(
      IREE_STATUS_DEADLINE_EXCEEDED,
      iree_hal_semaphore_wait(semaphore, 1, iree_hal_make_timeout_ms(50)));
  EXPECT_GE(iree_hal_time_now() - start, 50 * 1000000);
  IREE_EXPECT_STATUS(
      IREE_STATUS_DEADLINE_EXCEEDED,
      iree_hal_semaphore_wait(semaphore, 1,
                              iree_hal_make_deadline(iree_hal_time_now() - 1)));
  iree_hal_semaphore_release(semaphore);
}

TEST_P(SemaphoreTest, SignalFromAnotherThreadWakesTheWaiter) {
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &semaphore));
  std::thread signaler([semaphore]() {
    for (uint64_t value = 1; value <= 3; ++value) {
      std::this_thread::sleep_for(std::chrono::milliseconds(5));
      iree_status_t status = iree_hal_semaphore_signal(semaphore, value);
      EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
    }
  });
  IREE_EXPECT_OK(
      iree_hal_semaphore_wait(semaphore, 3, iree_hal_make_timeout_ms(10000)));
  signaler.join();
  iree_hal_semaphore_release(semaphore);
}

TEST_P(SemaphoreTest, FailureReachesEveryWaiter) {
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &semaphore));
  std::thread waiter([semaphore]() {
    iree_status_t status =
        iree_hal_semaphore_wait(semaphore, 10, iree_hal_infinite_timeout());
    EXPECT_EQ(iree_status_code(status), IREE_STATUS_DATA_LOSS);
    iree_status_free(status);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(10));
  iree_hal_semaphore_fail(
      semaphore, iree_make_status(IREE_STATUS_DATA_LOSS, "disk on fire"));
  waiter.join();
  // Later failures do not replace the first.
  iree_hal_semaphore_fail(semaphore,
                          iree_make_status(IREE_STATUS_CANCELLED, "second"));
  uint64_t value = 0;
  iree_status_t status = iree_hal_semaphore_query(semaphore, &value);
  EXPECT_EQ(value, IREE_HAL_SEMAPHORE_FAILURE_VALUE);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_DATA_LOSS);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("disk on fire"), std::string::npos) << message;
  IREE_EXPECT_STATUS(IREE_STATUS_DATA_LOSS,
                     iree_hal_semaphore_signal(semaphore, 1));
  IREE_EXPECT_STATUS(
      IREE_STATUS_DATA_LOSS,
      iree_hal_semaphore_wait(semaphore, 0, iree_hal_immediate_timeout()));
  iree_hal_semaphore_release(semaphore);
}

TEST_P(SemaphoreTest, Fences) {
  iree_hal_semaphore_t* a = nullptr;
  iree_hal_semaphore_t* b = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &a));
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &b));
  iree_hal_fence_t* fence = nullptr;
  IREE_ASSERT_OK(iree_hal_fence_create(2, host_allocator_, &fence));
  IREE_ASSERT_OK(iree_hal_fence_insert(fence, a, 1));
  IREE_ASSERT_OK(iree_hal_fence_insert(fence, b, 2));
  IREE_ASSERT_OK(iree_hal_fence_insert(fence, a, 3));  // keeps max(1, 3)
  IREE_ASSERT_OK(iree_hal_fence_insert(fence, b, 1));
  EXPECT_EQ(iree_hal_fence_timepoint_count(fence), 2u);
  iree_hal_semaphore_t* c = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &c));
  IREE_EXPECT_STATUS(IREE_STATUS_RESOURCE_EXHAUSTED,
                     iree_hal_fence_insert(fence, c, 1));
  iree_hal_semaphore_release(c);
  bool reached = true;
  IREE_ASSERT_OK(iree_hal_fence_query(fence, &reached));
  EXPECT_FALSE(reached);
  IREE_EXPECT_STATUS(IREE_STATUS_DEADLINE_EXCEEDED,
                     iree_hal_fence_wait(fence, iree_hal_make_timeout_ms(1)));
  IREE_ASSERT_OK(iree_hal_semaphore_signal(a, 3));
  IREE_EXPECT_STATUS(IREE_STATUS_DEADLINE_EXCEEDED,
                     iree_hal_fence_wait(fence, iree_hal_immediate_timeout()));
  IREE_ASSERT_OK(iree_hal_semaphore_signal(b, 2));
  IREE_EXPECT_OK(iree_hal_fence_wait(fence, iree_hal_immediate_timeout()));
  IREE_ASSERT_OK(iree_hal_fence_query(fence, &reached));
  EXPECT_TRUE(reached);
  iree_hal_fence_release(fence);

  // A host-signaled fence and a failed one.
  IREE_ASSERT_OK(iree_hal_fence_create_at(a, 4, host_allocator_, &fence));
  IREE_ASSERT_OK(iree_hal_fence_signal(fence));
  uint64_t value = 0;
  IREE_ASSERT_OK(iree_hal_semaphore_query(a, &value));
  EXPECT_EQ(value, 4u);
  iree_hal_fence_fail(fence, iree_make_status(IREE_STATUS_ABORTED, "gave up"));
  IREE_EXPECT_STATUS(IREE_STATUS_ABORTED,
                     iree_hal_fence_wait(fence, iree_hal_infinite_timeout()));
  IREE_EXPECT_STATUS(IREE_STATUS_ABORTED,
                     iree_hal_fence_query(fence, &reached));
  iree_hal_fence_release(fence);
  iree_hal_semaphore_release(a);
  iree_hal_semaphore_release(b);
}

TEST_P(SemaphoreTest, QueueWaitsBeforeExecutingAndSignalsAfter) {
  iree_hal_semaphore_t* wait_semaphore = nullptr;
  iree_hal_semaphore_t* signal_semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &wait_semaphore));
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &signal_semaphore));
  iree_hal_buffer_t* buffer = AllocateBuffer(4);
  iree_hal_command_buffer_t* command_buffer = BeginCommandBuffer();
  uint32_t pattern = 0x12345678;
  IREE_ASSERT_OK(iree_hal_command_buffer_fill_buffer(command_buffer, buffer, 0,
                                                     4, &pattern, 4));
  IREE_ASSERT_OK(iree_hal_command_buffer_end(command_buffer));

  // The host signals the wait semaphore a little later; the submission must
  // not run before that.
  std::atomic<bool> signaled{false};
  std::thread signaler([&]() {
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    signaled = true;
    iree_status_t status = iree_hal_semaphore_signal(wait_semaphore, 1);
    EXPECT_TRUE(iree_status_is_ok(status)) << ConsumeStatus(status);
  });
  uint64_t wait_value = 1, signal_value = 9;
  iree_hal_semaphore_list_t wait_list = {1, &wait_semaphore, &wait_value};
  iree_hal_semaphore_list_t signal_list = {1, &signal_semaphore, &signal_value};
  IREE_ASSERT_OK(iree_hal_device_queue_execute(device_, wait_list, signal_list,
                                               1, &command_buffer));
  IREE_ASSERT_OK(iree_hal_semaphore_wait(signal_semaphore, 9,
                                         iree_hal_make_timeout_ms(10000)));
  EXPECT_TRUE(signaled.load());
  EXPECT_EQ(ReadBuffer<uint32_t>(buffer, 1)[0], pattern);
  signaler.join();
  IREE_ASSERT_OK(
      iree_hal_device_wait_idle(device_, iree_hal_infinite_timeout()));

  // A barrier just forwards the timeline.
  wait_value = 1;
  signal_value = 10;
  IREE_ASSERT_OK(
      iree_hal_device_queue_barrier(device_, wait_list, signal_list));
  IREE_EXPECT_OK(iree_hal_semaphore_wait(signal_semaphore, 10,
                                         iree_hal_immediate_timeout()));

  // A failed wait semaphore fails the submission's signal semaphores.
  iree_hal_semaphore_fail(wait_semaphore,
                          iree_make_status(IREE_STATUS_CANCELLED, "upstream"));
  wait_value = 2;
  signal_value = 11;
  IREE_ASSERT_OK(iree_hal_device_queue_execute(device_, wait_list, signal_list,
                                               1, &command_buffer));
  iree_status_t status = iree_hal_semaphore_wait(
      signal_semaphore, 11, iree_hal_make_timeout_ms(10000));
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_CANCELLED);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("upstream"), std::string::npos) << message;

  iree_hal_command_buffer_release(command_buffer);
  iree_hal_buffer_release(buffer);
  iree_hal_semaphore_release(wait_semaphore);
  iree_hal_semaphore_release(signal_semaphore);
}

TEST_P(SemaphoreTest, InvalidSemaphoreListsAreRejected) {
  uint64_t value = IREE_HAL_SEMAPHORE_FAILURE_VALUE;
  iree_hal_semaphore_t* semaphore = nullptr;
  IREE_ASSERT_OK(iree_hal_semaphore_create(device_, 0, &semaphore));
  iree_hal_semaphore_list_t reserved = {1, &semaphore, &value};
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_device_queue_barrier(
                         device_, iree_hal_semaphore_list_empty(), reserved));
  iree_hal_semaphore_t* null_semaphore = nullptr;
  value = 1;
  iree_hal_semaphore_list_t with_null = {1, &null_semaphore, &value};
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_device_queue_barrier(
                         device_, with_null, iree_hal_semaphore_list_empty()));
  iree_hal_semaphore_t* bad = nullptr;
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_semaphore_create(
                         device_, IREE_HAL_SEMAPHORE_FAILURE_VALUE, &bad));
  iree_hal_semaphore_release(semaphore);
}

INSTANTIATE_TEST_SUITE_P(Drivers, SemaphoreTest,
                         ::testing::ValuesIn(CtsDriverNames()));

}  // namespace
}  // namespace iree::hal::cts
