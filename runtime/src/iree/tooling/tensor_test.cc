// Tests of tool tensors: the text forms, element parsing and printing
// (round trips for every element type), 16-bit float conversions and
// comparison messages.
#include "iree/tooling/tensor.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "iree/hal/string_util.h"

namespace {

std::string ConsumeStatus(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::string text(length, '\0');
  iree_status_format(status, length + 1, text.data());
  iree_status_free(status);
  return text;
}

class TensorTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    allocator_ = iree_allocator_counting_allocator(&counting_);
  }
  void TearDown() override {
    EXPECT_EQ(counting_.live_allocation_count, 0u) << "leaked allocations";
  }

  // Parses |text| and prints it back ("ERROR: ..." on failure).
  std::string RoundTrip(const char* text, iree_host_size_t max = 1024) {
    iree_tooling_tensor_t tensor;
    iree_status_t status = iree_tooling_tensor_parse(
        iree_make_cstring_view(text), allocator_, &tensor);
    if (!iree_status_is_ok(status)) return "ERROR: " + ConsumeStatus(status);
    std::string printed = Print(tensor, max);
    iree_tooling_tensor_deinitialize(&tensor);
    return printed;
  }

  std::string Print(const iree_tooling_tensor_t& tensor,
                    iree_host_size_t max = 1024) {
    char* buffer = nullptr;
    size_t size = 0;
    FILE* file = open_memstream(&buffer, &size);
    iree_tooling_tensor_print(&tensor, max, file);
    fclose(file);
    std::string text(buffer, size);
    free(buffer);
    return text;
  }

  std::string Compare(const char* actual, const char* expected) {
    iree_tooling_tensor_t lhs, rhs;
    IREE_CHECK_OK(iree_tooling_tensor_parse(iree_make_cstring_view(actual),
                                            allocator_, &lhs));
    IREE_CHECK_OK(iree_tooling_tensor_parse(iree_make_cstring_view(expected),
                                            allocator_, &rhs));
    iree_tooling_compare_thresholds_t thresholds = {0.001, 0.01, 0.0001,
                                                    0.0001};
    bool equal = false;
    char message[256];
    iree_tooling_tensor_compare(&lhs, &rhs, &thresholds, &equal, message,
                                sizeof(message));
    iree_tooling_tensor_deinitialize(&lhs);
    iree_tooling_tensor_deinitialize(&rhs);
    return equal ? "equal" : message;
  }

  iree_allocator_counting_t counting_;
  iree_allocator_t allocator_;
};

TEST_F(TensorTest, PrintsWithNestedBrackets) {
  EXPECT_EQ(RoundTrip("2x3xf32=1 2 3 4 5 6"), "2x3xf32=[1 2 3][4 5 6]");
  EXPECT_EQ(RoundTrip("4xi32=1 2 3 4"), "4xi32=1 2 3 4");
  EXPECT_EQ(RoundTrip("2x2x2xi8=1 2 3 4 5 6 7 8"),
            "2x2x2xi8=[[1 2][3 4]][[5 6][7 8]]");
  EXPECT_EQ(RoundTrip("f32=2.5"), "f32=2.5");
  EXPECT_EQ(RoundTrip("0x3xf32="), "0x3xf32=");
  EXPECT_EQ(RoundTrip("6xi32=1 2 3 4 5 6", 4), "6xi32=1 2 3 4 ...");
}

TEST_F(TensorTest, AcceptsEveryTextForm) {
  EXPECT_EQ(RoundTrip("2x2xi32=[[1 2][3 4]]"), "2x2xi32=[1 2][3 4]");
  EXPECT_EQ(RoundTrip("2x2xi32=[1, 2], [3, 4]"), "2x2xi32=[1 2][3 4]");
  EXPECT_EQ(RoundTrip("4xf32=0"), "4xf32=0 0 0 0");
  EXPECT_EQ(RoundTrip("3xf32=-1.5"), "3xf32=-1.5 -1.5 -1.5");
  EXPECT_EQ(RoundTrip("2x2xf32="), "2x2xf32=[0 0][0 0]");
  EXPECT_EQ(RoundTrip(" 2xi64 = 7 -9000000000 "), "2xi64=7 -9000000000");
}

// One value fills by doubling copies: counts that are not powers of two end
// with a partial copy, which must reach the last element.
TEST_F(TensorTest, OneValueFillsEveryElement) {
  EXPECT_EQ(RoundTrip("7xi16=-3"), "7xi16=-3 -3 -3 -3 -3 -3 -3");
  EXPECT_EQ(RoundTrip("3x3xi8=5"), "3x3xi8=[5 5 5][5 5 5][5 5 5]");
  iree_tooling_tensor_t tensor;
  IREE_CHECK_OK(iree_tooling_tensor_parse(
      iree_make_cstring_view("1000003xf32=1.5"), allocator_, &tensor));
  const float* values = (const float*)tensor.data.data;
  iree_host_size_t mismatches = 0;
  for (iree_host_size_t i = 0; i < 1000003; ++i) mismatches += values[i] != 1.5f;
  EXPECT_EQ(mismatches, 0u);
  iree_tooling_tensor_deinitialize(&tensor);
}

TEST_F(TensorTest, ReadsRawFiles) {
  std::string path = ::testing::TempDir() + "tensor_test_raw.bin";
  float values[4] = {1.0f, -2.0f, 0.5f, 3.25f};
  FILE* file = fopen(path.c_str(), "wb");
  fwrite(values, sizeof(float), 4, file);
  fclose(file);
  EXPECT_EQ(RoundTrip(("2x2xf32=@" + path).c_str()),
            "2x2xf32=[1 -2][0.5 3.25]");
  std::string error = RoundTrip(("3xf32=@" + path).c_str());
  EXPECT_NE(error.find("holds 16 bytes but 3xf32 needs 12"), std::string::npos)
      << error;
  error = RoundTrip("2xf32=@/nonexistent/raw.bin");
  EXPECT_NE(error.find("NOT_FOUND"), std::string::npos) << error;
  EXPECT_NE(error.find("cannot open '/nonexistent/raw.bin'"),
            std::string::npos)
      << error;
}

TEST_F(TensorTest, RoundTripsEveryElementType) {
  for (const char* text :
       {"3xi1=1 0 1", "3xi8=-128 0 255", "2xsi8=-128 127", "2xui8=0 255",
        "2xi16=-32768 65535", "2xsi16=-32768 32767", "2xui16=0 65535",
        "2xi32=-2147483648 4294967295", "2xsi32=-2147483648 2147483647",
        "2xui32=0 4294967295", "2xi64=-9223372036854775808 9223372036854775807",
        "2xsi64=-1 9223372036854775807", "2xui64=0 18446744073709551615",
        "4xf16=0.1 -2 65504 0.000061", "3xbf16=1 -0.5 3e+38",
        "4xf32=0.1 -2.5 3e+09 1e-07", "3xf64=0.1 1.8446744073709552e+19 -1e-300",
        "3xf32=nan inf -inf"}) {
    std::string expected(text);
    // Signless integers print their signed interpretation.
    if (expected == "3xi8=-128 0 255") expected = "3xi8=-128 0 -1";
    if (expected == "2xi16=-32768 65535") expected = "2xi16=-32768 -1";
    if (expected == "2xi32=-2147483648 4294967295") {
      expected = "2xi32=-2147483648 -1";
    }
    if (expected == "4xf16=0.1 -2 65504 0.000061") {
      expected = "4xf16=0.1 -2 65504 6.1e-05";
    }
    if (expected == "3xbf16=1 -0.5 3e+38") expected = "3xbf16=1 -0.5 3e+38";
    EXPECT_EQ(RoundTrip(text), expected) << text;
  }
}

// Complex elements read and print as NumPy writes them.
TEST_F(TensorTest, RoundTripsComplexElements) {
  EXPECT_EQ(RoundTrip("4xc64=1+2j -1.5 2j 3-0.25j"),
            "4xc64=1+2j -1.5+0j 0+2j 3-0.25j");
  EXPECT_EQ(RoundTrip("4xc128=j -j +j 1e-3-2e+2j"),
            "4xc128=0+1j 0-1j 0+1j 0.001-200j");
  EXPECT_EQ(RoundTrip("2xc64=nan+infj -inf-nanj"), "2xc64=nan+infj -inf+nanj");
  EXPECT_NE(RoundTrip("1xc64=1+2i").find("'1+2i' is not a valid c64"),
            std::string::npos);
  EXPECT_NE(RoundTrip("1xc64=1+xj").find("'1+xj' is not a valid c64"),
            std::string::npos);
  EXPECT_EQ(Compare("2xc64=1+2j 3-4j", "2xc64=1+2.00001j 3-4j"), "equal");
  EXPECT_EQ(Compare("2xc64=1+2j 3-4j", "2xc64=1+2j 3+4j"),
            "element [1] is 3-4j but expected 3+4j (f32 threshold 0.0001)");
}

TEST_F(TensorTest, RejectsBadTextWithReasons) {
  struct Case {
    const char* text;
    const char* error;
  } cases[] = {
      {"2x2xf32", "expected <shape>x<type>=<values>"},
      {"2x2xf99=1", "unknown element type 'f99'"},
      {"2x2xf32=1 2 3", "3 values given but 2x2xf32 has 4 elements"},
      {"2xf32=1 2 3", "3 values given but 2xf32 has 2 elements"},
      {"2xi32=1 x", "'x' is not a valid i32"},
      {"1xi8=256", "'256' is out of range for i8"},
      {"1xsi8=128", "'128' is out of range for si8"},
      {"1xui8=-1", "'-1' is not a valid ui8"},
      {"1xi1=2", "'2' is not a valid i1"},
      {"1xf32=1e39", "'1e39' is out of range for f32"},
      {"ax2xf32=1", "INVALID_ARGUMENT"},
  };
  for (const Case& c : cases) {
    std::string result = RoundTrip(c.text);
    EXPECT_NE(result.find(c.error), std::string::npos)
        << c.text << " -> " << result;
    EXPECT_EQ(result.rfind("ERROR: ", 0), 0u) << result;
  }
}

TEST_F(TensorTest, HalfPrecisionConversionsRoundToNearestEven) {
  EXPECT_EQ(iree_hal_f32_to_f16(1.0f), 0x3C00);
  EXPECT_EQ(iree_hal_f32_to_f16(-2.0f), 0xC000);
  EXPECT_EQ(iree_hal_f32_to_f16(65504.0f), 0x7BFF);
  EXPECT_EQ(iree_hal_f32_to_f16(65520.0f), 0x7C00);  // rounds to inf
  EXPECT_EQ(iree_hal_f32_to_f16(5.9604645e-08f), 0x0001);  // smallest
  EXPECT_EQ(iree_hal_f32_to_f16(2.9802322e-08f), 0x0000);  // tie to even
  EXPECT_EQ(iree_hal_f32_to_f16(1.0009766f), 0x3C01);
  EXPECT_EQ(iree_hal_f32_to_f16(1.00048828125f), 0x3C00);  // tie to even
  EXPECT_TRUE(std::isnan(iree_hal_f16_to_f32(iree_hal_f32_to_f16(NAN))));
  for (uint32_t bits = 0; bits < 0x7C00; ++bits) {
    float value = iree_hal_f16_to_f32(static_cast<uint16_t>(bits));
    ASSERT_EQ(iree_hal_f32_to_f16(value), bits) << bits;
  }
  EXPECT_EQ(iree_hal_f32_to_bf16(1.0f), 0x3F80);
  EXPECT_EQ(iree_hal_bf16_to_f32(0x3F80), 1.0f);
  EXPECT_EQ(iree_hal_f32_to_bf16(1.00390625f), 0x3F80);  // tie to even
  EXPECT_EQ(iree_hal_f32_to_bf16(1.01171875f), 0x3F82);  // tie to even
}

TEST_F(TensorTest, ComparesWithThresholds) {
  EXPECT_EQ(Compare("3xf32=1 2 3", "3xf32=1 2 3.00005"), "equal");
  EXPECT_EQ(Compare("3xf32=1 2 nan", "3xf32=1 2 nan"), "equal");
  EXPECT_EQ(Compare("2x2xf32=1 2 3 4.5", "2x2xf32=1 2 3 4"),
            "element [1, 1] is 4.5 but expected 4 (f32 threshold 0.0001)");
  EXPECT_EQ(Compare("2xi32=1 2", "2xi32=1 3"),
            "element [1] is 2 but expected 3");
  EXPECT_EQ(Compare("i32=7", "i32=8"), "value is 7 but expected 8");
  EXPECT_EQ(Compare("2x3xf32=0", "3x2xf32=0"),
            "got a 2x3xf32 tensor but expected 3x2xf32");
  EXPECT_EQ(Compare("2xi32=0", "2xf32=0"),
            "got a 2xi32 tensor but expected 2xf32");
  EXPECT_EQ(Compare("2xf16=0.1 0.2", "2xf16=0.1 0.2005"), "equal");
  EXPECT_EQ(Compare("2xf16=0.1 0.2", "2xf16=0.1 0.205"),
            "element [1] is 0.2 but expected 0.205 (f16 threshold 0.001)");
}

}  // namespace
