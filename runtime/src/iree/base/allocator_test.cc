#include "iree/base/allocator.h"

#include <gtest/gtest.h>

#include <cstring>

namespace {

TEST(AllocatorTest, SystemMallocIsZeroed) {
  void* ptr = nullptr;
  ASSERT_TRUE(iree_status_is_ok(
      iree_allocator_malloc(iree_allocator_system(), 64, &ptr)));
  ASSERT_NE(ptr, nullptr);
  for (int i = 0; i < 64; ++i) EXPECT_EQ(static_cast<uint8_t*>(ptr)[i], 0);
  iree_allocator_free(iree_allocator_system(), ptr);
}

TEST(AllocatorTest, ReallocPreservesPrefix) {
  void* ptr = nullptr;
  ASSERT_TRUE(iree_status_is_ok(
      iree_allocator_malloc_uninitialized(iree_allocator_system(), 4, &ptr)));
  std::memcpy(ptr, "abcd", 4);
  ASSERT_TRUE(iree_status_is_ok(
      iree_allocator_realloc(iree_allocator_system(), 4096, &ptr)));
  EXPECT_EQ(std::memcmp(ptr, "abcd", 4), 0);
  iree_allocator_free(iree_allocator_system(), ptr);
}

TEST(AllocatorTest, HugeAllocationFailsCleanly) {
  void* ptr = reinterpret_cast<void*>(0x1);
  iree_status_t status = iree_allocator_malloc(iree_allocator_system(),
                                               IREE_HOST_SIZE_MAX / 2, &ptr);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_RESOURCE_EXHAUSTED);
  EXPECT_EQ(ptr, nullptr);
}

TEST(AllocatorTest, NullAllocatorRefuses) {
  void* ptr = nullptr;
  iree_allocator_t allocator = iree_allocator_null();
  EXPECT_TRUE(iree_allocator_is_null(allocator));
  EXPECT_EQ(iree_status_consume_code(iree_allocator_malloc(allocator, 8, &ptr)),
            IREE_STATUS_FAILED_PRECONDITION);
  iree_allocator_free(allocator, nullptr);
}

TEST(CountingAllocatorTest, TracksLiveAndPeak) {
  iree_allocator_counting_t counting;
  iree_allocator_counting_initialize(iree_allocator_system(), &counting);
  iree_allocator_t allocator = iree_allocator_counting_allocator(&counting);

  void* a = nullptr;
  void* b = nullptr;
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 100, &a)));
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 28, &b)));
  EXPECT_EQ(counting.live_allocation_count, 2u);
  EXPECT_EQ(counting.live_bytes, 128u);
  EXPECT_EQ(reinterpret_cast<uintptr_t>(a) % alignof(max_align_t), 0u);

  ASSERT_TRUE(iree_status_is_ok(iree_allocator_realloc(allocator, 200, &a)));
  EXPECT_EQ(counting.live_allocation_count, 2u);
  EXPECT_EQ(counting.live_bytes, 228u);
  EXPECT_EQ(counting.peak_bytes, 228u);

  iree_allocator_free(allocator, a);
  iree_allocator_free(allocator, b);
  EXPECT_EQ(counting.live_allocation_count, 0u);
  EXPECT_EQ(counting.live_bytes, 0u);
  EXPECT_EQ(counting.peak_bytes, 228u);
  EXPECT_EQ(counting.total_allocation_count, 3u);
}

TEST(CountingAllocatorTest, DetectsLeak) {
  iree_allocator_counting_t counting;
  iree_allocator_counting_initialize(iree_allocator_system(), &counting);
  iree_allocator_t allocator = iree_allocator_counting_allocator(&counting);
  void* leaked = nullptr;
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 16, &leaked)));
  EXPECT_EQ(counting.live_allocation_count, 1u);
  iree_allocator_free(allocator, leaked);  // Keep the test itself clean.
}

TEST(CountingAllocatorTest, OverflowingSizeIsAnError) {
  iree_allocator_counting_t counting;
  iree_allocator_counting_initialize(iree_allocator_system(), &counting);
  void* ptr = nullptr;
  iree_status_t status =
      iree_allocator_malloc(iree_allocator_counting_allocator(&counting),
                            IREE_HOST_SIZE_MAX - 4, &ptr);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_RESOURCE_EXHAUSTED);
  EXPECT_EQ(counting.live_allocation_count, 0u);
}

}  // namespace
