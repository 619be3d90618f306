#include "iree/hal/buffer_view.h"

#include <gtest/gtest.h>

#include <string>

#include "iree/hal/string_util.h"
#include "iree/hal/testing/hal_test_util.h"

namespace {

using iree::hal::testing::ConsumeStatus;

class BufferViewTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    host_allocator_ = iree_allocator_counting_allocator(&counting_);
    IREE_ASSERT_OK(iree_hal_allocator_create_heap(
        iree_make_cstring_view("test"), host_allocator_, &allocator_));
  }
  void TearDown() override {
    iree_hal_allocator_release(allocator_);
    EXPECT_EQ(counting_.live_allocation_count, 0u);
  }
  iree_allocator_counting_t counting_;
  iree_allocator_t host_allocator_;
  iree_hal_allocator_t* allocator_ = nullptr;
};

TEST(ElementTypeTest, EncodingAndSizes) {
  EXPECT_EQ(IREE_HAL_ELEMENT_TYPE_FLOAT_32, 0x21000020u);
  EXPECT_EQ(iree_hal_element_numerical_type(IREE_HAL_ELEMENT_TYPE_UINT_16),
            IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED);
  EXPECT_EQ(iree_hal_element_bit_count(IREE_HAL_ELEMENT_TYPE_BFLOAT_16), 16u);
  EXPECT_EQ(iree_hal_element_dense_byte_count(IREE_HAL_ELEMENT_TYPE_BOOL_8),
            1u);
  EXPECT_EQ(iree_hal_element_dense_byte_count(IREE_HAL_ELEMENT_TYPE_FLOAT_64),
            8u);
  EXPECT_EQ(iree_hal_element_dense_byte_count(IREE_HAL_ELEMENT_TYPE_SINT_64),
            8u);
  EXPECT_FALSE(iree_hal_element_type_is_known(
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE, 24)));
}

TEST(ElementTypeTest, NamesRoundTrip) {
  const char* names[] = {"i1",   "i8",  "si8",  "ui8",  "i16", "si16",
                         "ui16", "i32", "si32", "ui32", "i64", "si64",
                         "ui64", "f16", "f32",  "f64",  "bf16", "c64",
                         "c128"};
  for (const char* name : names) {
    iree_hal_element_type_t type = IREE_HAL_ELEMENT_TYPE_NONE;
    IREE_ASSERT_OK(
        iree_hal_parse_element_type(iree_make_cstring_view(name), &type));
    EXPECT_TRUE(iree_hal_element_type_is_known(type)) << name;
    EXPECT_STREQ(iree_hal_element_type_name(type), name);
  }
  iree_hal_element_type_t type = IREE_HAL_ELEMENT_TYPE_NONE;
  IREE_ASSERT_OK(
      iree_hal_parse_element_type(iree_make_cstring_view("ui16"), &type));
  EXPECT_EQ(type, IREE_HAL_ELEMENT_TYPE_UINT_16);
  for (const char* bad : {"", "f", "f31", "i 8", "F32", "f32 "}) {
    IREE_EXPECT_STATUS(
        IREE_STATUS_INVALID_ARGUMENT,
        iree_hal_parse_element_type(iree_make_cstring_view(bad), &type));
  }
  EXPECT_STREQ(iree_hal_element_type_name(0x12345678u), "unknown");
}

TEST(ShapeTest, ParseAndFormat) {
  iree_hal_dim_t shape[4] = {0};
  iree_host_size_t rank = 99;
  IREE_ASSERT_OK(
      iree_hal_parse_shape(iree_make_cstring_view("2x3x40"), 4, shape, &rank));
  ASSERT_EQ(rank, 3u);
  EXPECT_EQ(shape[2], 40u);
  char text[32];
  EXPECT_EQ(iree_hal_format_shape(rank, shape, sizeof(text), text), 6u);
  EXPECT_STREQ(text, "2x3x40");
  // Truncation reports the full length, like snprintf.
  EXPECT_EQ(iree_hal_format_shape(rank, shape, 4, text), 6u);
  EXPECT_STREQ(text, "2x3");
  IREE_ASSERT_OK(
      iree_hal_parse_shape(iree_make_cstring_view(""), 4, shape, &rank));
  EXPECT_EQ(rank, 0u);
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_parse_shape(iree_make_cstring_view("1x2x3x4x5"),
                                          4, shape, &rank));
  EXPECT_EQ(rank, 5u);
  for (const char* bad : {"2x", "x2", "2xx3", "-1", "2x0x", "a"}) {
    IREE_EXPECT_STATUS(
        IREE_STATUS_INVALID_ARGUMENT,
        iree_hal_parse_shape(iree_make_cstring_view(bad), 4, shape, &rank));
  }

  iree_hal_element_type_t type = 0;
  IREE_ASSERT_OK(iree_hal_parse_shape_and_element_type(
      iree_make_cstring_view("4x0x2xbf16"), 4, shape, &rank, &type));
  EXPECT_EQ(rank, 3u);
  EXPECT_EQ(shape[1], 0u);
  EXPECT_EQ(type, IREE_HAL_ELEMENT_TYPE_BFLOAT_16);
  IREE_ASSERT_OK(iree_hal_parse_shape_and_element_type(
      iree_make_cstring_view("i1"), 4, shape, &rank, &type));
  EXPECT_EQ(rank, 0u);
  EXPECT_EQ(type, IREE_HAL_ELEMENT_TYPE_BOOL_8);
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_parse_shape_and_element_type(iree_make_cstring_view("2x3"), 4,
                                            shape, &rank, &type));
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_parse_shape_and_element_type(iree_make_cstring_view("xf32"), 4,
                                            shape, &rank, &type));
}

TEST(ShapeTest, ComputeViewSize) {
  iree_hal_dim_t shape[3] = {2, 3, 5};
  iree_device_size_t size = 0;
  IREE_ASSERT_OK(iree_hal_buffer_compute_view_size(
      3, shape, IREE_HAL_ELEMENT_TYPE_FLOAT_16,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, &size));
  EXPECT_EQ(size, 60u);
  IREE_ASSERT_OK(iree_hal_buffer_compute_view_size(
      0, nullptr, IREE_HAL_ELEMENT_TYPE_INT_64,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, &size));
  EXPECT_EQ(size, 8u);
  iree_hal_dim_t huge[3] = {IREE_HOST_SIZE_MAX / 2, 3, 1};
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_buffer_compute_view_size(
                         3, huge, IREE_HAL_ELEMENT_TYPE_INT_8,
                         IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, &size));
  IREE_EXPECT_STATUS(IREE_STATUS_INVALID_ARGUMENT,
                     iree_hal_buffer_compute_view_size(
                         3, shape, IREE_HAL_ELEMENT_TYPE_FLOAT_32,
                         IREE_HAL_ENCODING_TYPE_OPAQUE, &size));
}

// iree_hal_buffer_view_fprint prints as the tools do, nested per dim, or
// flat and cut at the element limit; other encodings are refused at
// allocation.
TEST_F(BufferViewTest, Fprint) {
  float values[6] = {1, 2.5f, 3, 4, 5, 6};
  iree_hal_dim_t shape[2] = {2, 3};
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
  iree_hal_buffer_view_t* view = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_view_allocate_buffer_copy(
      /*device=*/nullptr, allocator_, 2, shape, IREE_HAL_ELEMENT_TYPE_FLOAT_32,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
      iree_make_const_byte_span(values, sizeof(values)), &view));
  auto print = [&](iree_host_size_t max_element_count) {
    char* text = nullptr;
    size_t length = 0;
    FILE* file = open_memstream(&text, &length);
    IREE_EXPECT_OK(iree_hal_buffer_view_fprint(file, view, max_element_count,
                                               iree_allocator_system()));
    fclose(file);
    std::string result(text, length);
    free(text);
    return result;
  };
  EXPECT_EQ(print(4096), "2x3xf32=[1 2.5 3][4 5 6]");
  EXPECT_EQ(print(2), "2x3xf32=1 2.5 ...");
  iree_hal_buffer_view_release(view);
  IREE_EXPECT_STATUS(
      IREE_STATUS_UNIMPLEMENTED,
      iree_hal_buffer_view_allocate_buffer_copy(
          /*device=*/nullptr, allocator_, 2, shape,
          IREE_HAL_ELEMENT_TYPE_FLOAT_32, IREE_HAL_ENCODING_TYPE_OPAQUE, params,
          iree_make_const_byte_span(values, sizeof(values)), &view));
}

TEST_F(BufferViewTest, CreateAndQuery) {
  float values[6] = {1, 2, 3, 4, 5, 6};
  iree_hal_dim_t shape[2] = {2, 3};
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
  iree_hal_buffer_view_t* view = nullptr;
  IREE_ASSERT_OK(iree_hal_buffer_view_allocate_buffer_copy(
      /*device=*/nullptr, allocator_, 2, shape, IREE_HAL_ELEMENT_TYPE_FLOAT_32,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
      iree_make_const_byte_span(values, sizeof(values)), &view));
  EXPECT_EQ(iree_hal_buffer_view_shape_rank(view), 2u);
  EXPECT_EQ(iree_hal_buffer_view_shape_dim(view, 1), 3u);
  EXPECT_EQ(iree_hal_buffer_view_shape_dim(view, 2), 0u);
  EXPECT_EQ(iree_hal_buffer_view_shape_dims(view)[0], 2u);
  EXPECT_EQ(iree_hal_buffer_view_element_type(view),
            IREE_HAL_ELEMENT_TYPE_FLOAT_32);
  EXPECT_EQ(iree_hal_buffer_view_element_size(view), 4u);
  EXPECT_EQ(iree_hal_buffer_view_encoding_type(view),
            IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR);
  EXPECT_EQ(iree_hal_buffer_view_element_count(view), 6u);
  EXPECT_EQ(iree_hal_buffer_view_byte_length(view), 24u);
  float read_back[6] = {0};
  IREE_ASSERT_OK(iree_hal_buffer_map_read(iree_hal_buffer_view_buffer(view), 0,
                                          read_back, sizeof(read_back)));
  EXPECT_EQ(read_back[5], 6.0f);
  iree_hal_dim_t out_shape[1];
  iree_host_size_t rank = 0;
  IREE_EXPECT_STATUS(IREE_STATUS_OUT_OF_RANGE,
                     iree_hal_buffer_view_shape(view, 1, out_shape, &rank));
  EXPECT_EQ(rank, 2u);

  // A second view of the same buffer keeps it alive after the first goes.
  iree_hal_buffer_view_t* flat = nullptr;
  iree_hal_dim_t flat_shape[1] = {6};
  IREE_ASSERT_OK(iree_hal_buffer_view_create(
      iree_hal_buffer_view_buffer(view), 1, flat_shape,
      IREE_HAL_ELEMENT_TYPE_INT_32, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
      host_allocator_, &flat));
  iree_hal_buffer_view_release(view);
  EXPECT_EQ(iree_hal_buffer_view_element_count(flat), 6u);
  iree_hal_buffer_view_release(flat);
}

TEST_F(BufferViewTest, RejectsMismatchedSizes) {
  iree_hal_buffer_params_t params = {};
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  iree_hal_buffer_t* buffer = nullptr;
  IREE_ASSERT_OK(iree_hal_allocator_allocate_buffer(
      allocator_, params, 16, iree_make_const_byte_span(nullptr, 0), &buffer));
  iree_hal_dim_t shape[2] = {2, 3};
  iree_hal_buffer_view_t* view = nullptr;
  iree_status_t status = iree_hal_buffer_view_create(
      buffer, 2, shape, IREE_HAL_ELEMENT_TYPE_FLOAT_32,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, host_allocator_, &view);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_OUT_OF_RANGE);
  std::string message = ConsumeStatus(status);
  EXPECT_NE(message.find("needs 24 bytes but the buffer holds 16"),
            std::string::npos)
      << message;
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_buffer_view_create(buffer, 2, shape, 0x12345678u,
                                  IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
                                  host_allocator_, &view));
  // Opaque encodings are not size-checked.
  IREE_ASSERT_OK(iree_hal_buffer_view_create(buffer, 2, shape, 0x12345678u,
                                             IREE_HAL_ENCODING_TYPE_OPAQUE,
                                             host_allocator_, &view));
  EXPECT_EQ(iree_hal_buffer_view_byte_length(view), 16u);
  iree_hal_buffer_view_release(view);
  iree_hal_buffer_release(buffer);

  uint8_t data[7] = {0};
  IREE_EXPECT_STATUS(
      IREE_STATUS_INVALID_ARGUMENT,
      iree_hal_buffer_view_allocate_buffer_copy(
          /*device=*/nullptr, allocator_, 2, shape, IREE_HAL_ELEMENT_TYPE_INT_8,
          IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
          iree_make_const_byte_span(data, sizeof(data)), &view));
  EXPECT_EQ(view, nullptr);
}

}  // namespace
