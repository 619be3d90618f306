#include "iree/base/size_math.h"

#include <gtest/gtest.h>

namespace {

TEST(SizeMathTest, CheckedAdd) {
  iree_host_size_t value = 0;
  EXPECT_TRUE(iree_host_size_checked_add(3, 4, &value));
  EXPECT_EQ(value, 7u);
  EXPECT_FALSE(iree_host_size_checked_add(IREE_HOST_SIZE_MAX, 1, &value));
}

TEST(SizeMathTest, CheckedMul) {
  iree_host_size_t value = 0;
  EXPECT_TRUE(iree_host_size_checked_mul(6, 7, &value));
  EXPECT_EQ(value, 42u);
  EXPECT_TRUE(iree_host_size_checked_mul(0, IREE_HOST_SIZE_MAX, &value));
  EXPECT_EQ(value, 0u);
  EXPECT_FALSE(
      iree_host_size_checked_mul(IREE_HOST_SIZE_MAX / 2 + 1, 2, &value));
}

TEST(SizeMathTest, CheckedMulAdd) {
  iree_host_size_t value = 0;
  EXPECT_TRUE(iree_host_size_checked_mul_add(16, 3, 8, &value));
  EXPECT_EQ(value, 40u);
  EXPECT_FALSE(
      iree_host_size_checked_mul_add(16, IREE_HOST_SIZE_MAX / 8, 8, &value));
  EXPECT_FALSE(iree_host_size_checked_mul_add(IREE_HOST_SIZE_MAX, 1, 1, &value));
}

TEST(SizeMathTest, CheckedAlign) {
  iree_host_size_t value = 0;
  EXPECT_TRUE(iree_host_size_checked_align(13, 8, &value));
  EXPECT_EQ(value, 16u);
  EXPECT_TRUE(iree_host_size_checked_align(16, 16, &value));
  EXPECT_EQ(value, 16u);
  EXPECT_FALSE(iree_host_size_checked_align(IREE_HOST_SIZE_MAX - 2, 8, &value));
}

TEST(SizeMathTest, PowerOfTwo) {
  EXPECT_FALSE(iree_host_size_is_power_of_two(0));
  EXPECT_TRUE(iree_host_size_is_power_of_two(1));
  EXPECT_TRUE(iree_host_size_is_power_of_two(64));
  EXPECT_FALSE(iree_host_size_is_power_of_two(96));
}

}  // namespace
