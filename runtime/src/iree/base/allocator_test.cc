#include "iree/base/allocator.h"
#include "iree/base/allocator_cache.h"

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

// A cache over a counting allocator, so tests see what reaches the system.
class AllocatorCacheTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting);
    ASSERT_TRUE(iree_status_is_ok(iree_allocator_cache_create(
        iree_allocator_counting_allocator(&counting), &cache)));
    allocator = iree_allocator_cache_allocator(cache);
  }

  iree_allocator_counting_t counting;
  iree_allocator_cache_t* cache = nullptr;
  iree_allocator_t allocator;
};

// Freed small blocks are reused by later allocations of their size class;
// only the first ones reach the base allocator.
TEST_F(AllocatorCacheTest, ReusesFreedBlocks) {
  void* a = nullptr;
  void* b = nullptr;
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 100, &a)));
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 3000, &b)));
  std::memset(a, 0xAB, 100);
  iree_allocator_free(allocator, a);
  iree_allocator_free(allocator, b);
  iree_host_size_t base_allocations = counting.total_allocation_count;
  for (int i = 0; i < 100; ++i) {
    ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 90 + i % 30, &a)));
    // Reused blocks are zeroed like fresh ones.
    for (int j = 0; j < 90; ++j) ASSERT_EQ(static_cast<uint8_t*>(a)[j], 0);
    std::memset(a, 0xCD, 90);
    ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 2100, &b)));
    iree_allocator_free(allocator, b);
    iree_allocator_free(allocator, a);
  }
  EXPECT_EQ(counting.total_allocation_count, base_allocations);
  // Blocks above the cached sizes pass through, zeroed by the base
  // allocator's calloc (the cache writes no zeros of its own).
  const iree_host_size_t kLarge = IREE_ALLOCATOR_CACHE_MAX_BLOCK_SIZE + 1;
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, kLarge, &a)));
  EXPECT_EQ(counting.total_allocation_count, base_allocations + 1);
  iree_host_size_t nonzero = 0;
  for (iree_host_size_t j = 0; j < kLarge; ++j) {
    nonzero += static_cast<uint8_t*>(a)[j] != 0;
  }
  EXPECT_EQ(nonzero, 0u);
  iree_allocator_free(allocator, a);
  iree_allocator_cache_release(cache);
  EXPECT_EQ(counting.live_allocation_count, 0u);
}

// Realloc keeps the contents across size classes, and the cache outlives its
// owner's release until the last block is freed.
TEST_F(AllocatorCacheTest, ReallocAndLateFree) {
  void* ptr = nullptr;
  ASSERT_TRUE(iree_status_is_ok(
      iree_allocator_malloc_uninitialized(allocator, 4, &ptr)));
  std::memcpy(ptr, "abcd", 4);
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_realloc(allocator, 10, &ptr)));
  EXPECT_EQ(std::memcmp(ptr, "abcd", 4), 0);
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_realloc(allocator, 5000, &ptr)));
  EXPECT_EQ(std::memcmp(ptr, "abcd", 4), 0);
  ASSERT_TRUE(iree_status_is_ok(
      iree_allocator_realloc(allocator, 200000, &ptr)));
  EXPECT_EQ(std::memcmp(ptr, "abcd", 4), 0);
  iree_allocator_cache_release(cache);
  EXPECT_GT(counting.live_allocation_count, 0u);
  iree_allocator_free(allocator, ptr);
  EXPECT_EQ(counting.live_allocation_count, 0u);
}

// A failed allocation takes no reference: the cache still goes away with the
// last block, also when the owner released it first.
TEST_F(AllocatorCacheTest, FailedAllocationKeepsNoReference) {
  void* block = nullptr;
  ASSERT_TRUE(iree_status_is_ok(iree_allocator_malloc(allocator, 64, &block)));
  void* huge = nullptr;
  iree_status_t status =
      iree_allocator_malloc(allocator, IREE_HOST_SIZE_MAX - 8, &huge);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_RESOURCE_EXHAUSTED);
  iree_status_free(status);
  iree_allocator_cache_release(cache);
  status = iree_allocator_malloc(allocator, IREE_HOST_SIZE_MAX - 8, &huge);
  EXPECT_FALSE(iree_status_is_ok(status));
  iree_status_free(status);
  EXPECT_GT(counting.live_allocation_count, 0u);
  iree_allocator_free(allocator, block);
  EXPECT_EQ(counting.live_allocation_count, 0u);
}

}  // namespace
