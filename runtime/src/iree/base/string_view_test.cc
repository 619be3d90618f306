#include "iree/base/string_view.h"

#include <gtest/gtest.h>

#include <cmath>
#include <string>

namespace {

iree_string_view_t SV(const char* value) { return iree_make_cstring_view(value); }

std::string Str(iree_string_view_t value) {
  return std::string(value.data ? value.data : "", value.size);
}

TEST(StringViewTest, EqualAndCompare) {
  EXPECT_TRUE(iree_string_view_equal(SV("abc"), SV("abc")));
  EXPECT_FALSE(iree_string_view_equal(SV("abc"), SV("abd")));
  EXPECT_TRUE(iree_string_view_equal(iree_string_view_empty(), SV("")));
  EXPECT_LT(iree_string_view_compare(SV("ab"), SV("abc")), 0);
  EXPECT_GT(iree_string_view_compare(SV("b"), SV("abc")), 0);
  EXPECT_EQ(iree_string_view_compare(SV(""), iree_string_view_empty()), 0);
}

TEST(StringViewTest, PrefixSuffix) {
  EXPECT_TRUE(iree_string_view_starts_with(SV("--flag"), SV("--")));
  EXPECT_FALSE(iree_string_view_starts_with(SV("-"), SV("--")));
  EXPECT_TRUE(iree_string_view_ends_with(SV("m.vmfb"), SV(".vmfb")));
  EXPECT_FALSE(iree_string_view_ends_with(SV("vmfb"), SV(".vmfb")));
  iree_string_view_t value = SV("@file.npy");
  EXPECT_TRUE(iree_string_view_consume_prefix(&value, SV("@")));
  EXPECT_EQ(Str(value), "file.npy");
  EXPECT_FALSE(iree_string_view_consume_prefix(&value, SV("@")));
}

TEST(StringViewTest, FindAndSubstr) {
  iree_string_view_t value = SV("2x3xf32=1 2");
  EXPECT_EQ(iree_string_view_find_char(value, 'x', 0), 1u);
  EXPECT_EQ(iree_string_view_find_char(value, 'x', 2), 3u);
  EXPECT_EQ(iree_string_view_find_char(value, 'q', 0), IREE_STRING_VIEW_NPOS);
  EXPECT_EQ(iree_string_view_find_first_of(value, SV("=f"), 0), 4u);
  EXPECT_EQ(Str(iree_string_view_substr(value, 8, 100)), "1 2");
  EXPECT_EQ(Str(iree_string_view_substr(value, 100, 1)), "");
}

TEST(StringViewTest, Split) {
  iree_string_view_t lhs, rhs;
  EXPECT_EQ(iree_string_view_split(SV("name=value=x"), '=', &lhs, &rhs), 4u);
  EXPECT_EQ(Str(lhs), "name");
  EXPECT_EQ(Str(rhs), "value=x");
  EXPECT_EQ(iree_string_view_split(SV("novalue"), '=', &lhs, &rhs),
            IREE_STRING_VIEW_NPOS);
  EXPECT_EQ(Str(lhs), "novalue");
  EXPECT_EQ(Str(rhs), "");
}

TEST(StringViewTest, Trim) {
  EXPECT_EQ(Str(iree_string_view_trim(SV("  \t a b \n"))), "a b");
  EXPECT_EQ(Str(iree_string_view_trim(SV("   "))), "");
}

TEST(StringViewTest, ParseIntegers) {
  int32_t i32 = -1;
  EXPECT_TRUE(iree_string_view_atoi_int32(SV("-42"), &i32));
  EXPECT_EQ(i32, -42);
  EXPECT_TRUE(iree_string_view_atoi_int32(SV("0x10"), &i32));
  EXPECT_EQ(i32, 16);
  EXPECT_FALSE(iree_string_view_atoi_int32(SV("2147483648"), &i32));
  EXPECT_FALSE(iree_string_view_atoi_int32(SV("12abc"), &i32));
  EXPECT_FALSE(iree_string_view_atoi_int32(SV(" 1"), &i32));
  EXPECT_FALSE(iree_string_view_atoi_int32(SV(""), &i32));
  EXPECT_EQ(i32, 16);  // Untouched on failure.

  // Only the view is parsed, not what follows it in memory.
  iree_string_view_t prefix = iree_make_string_view("123456", 3);
  EXPECT_TRUE(iree_string_view_atoi_int32(prefix, &i32));
  EXPECT_EQ(i32, 123);

  int64_t i64 = 0;
  EXPECT_TRUE(iree_string_view_atoi_int64(SV("-9223372036854775808"), &i64));
  EXPECT_EQ(i64, INT64_MIN);
  EXPECT_FALSE(iree_string_view_atoi_int64(SV("9223372036854775808"), &i64));

  uint64_t u64 = 0;
  EXPECT_TRUE(iree_string_view_atoi_uint64(SV("18446744073709551615"), &u64));
  EXPECT_EQ(u64, UINT64_MAX);
  EXPECT_FALSE(iree_string_view_atoi_uint64(SV("-1"), &u64));
}

TEST(StringViewTest, ParseFloats) {
  float f32 = 0;
  EXPECT_TRUE(iree_string_view_atof(SV("2.5"), &f32));
  EXPECT_EQ(f32, 2.5f);
  EXPECT_TRUE(iree_string_view_atof(SV("-inf"), &f32));
  EXPECT_TRUE(std::isinf(f32));
  EXPECT_TRUE(iree_string_view_atof(SV("nan"), &f32));
  EXPECT_TRUE(std::isnan(f32));
  EXPECT_FALSE(iree_string_view_atof(SV("1e300"), &f32));
  EXPECT_FALSE(iree_string_view_atof(SV("1.5x"), &f32));
  double f64 = 0;
  EXPECT_TRUE(iree_string_view_atod(SV("1e300"), &f64));
  EXPECT_EQ(f64, 1e300);
  EXPECT_FALSE(iree_string_view_atod(SV("1e999"), &f64));
}

}  // namespace
