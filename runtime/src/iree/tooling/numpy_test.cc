// Tests of .npy reading and writing: round trips of every supported dtype,
// several arrays in one file, files as NumPy writes them (v1, v2, '|' byte
// order, 1-D shapes), and malformed files.
#include "iree/tooling/numpy.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

std::string ConsumeStatus(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::string text(length, '\0');
  iree_status_format(status, length + 1, text.data());
  iree_status_free(status);
  return text;
}

// Builds .npy bytes from a header dict (padded as NumPy pads) and data.
std::string MakeNpy(const std::string& dict, const std::string& data,
                    int major = 1) {
  std::string header = dict;
  size_t prefix = major == 1 ? 10 : 12;
  while ((prefix + header.size() + 1) % 64) header += ' ';
  header += '\n';
  std::string bytes = "\x93NUMPY";
  bytes += static_cast<char>(major);
  bytes += '\0';
  uint32_t length = static_cast<uint32_t>(header.size());
  bytes.append(reinterpret_cast<const char*>(&length), major == 1 ? 2 : 4);
  return bytes + header + data;
}

class NumpyTest : public ::testing::Test {
 protected:
  void SetUp() override {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    allocator_ = iree_allocator_counting_allocator(&counting_);
  }
  void TearDown() override {
    EXPECT_EQ(counting_.live_allocation_count, 0u) << "leaked allocations";
  }

  // Reads every array of |bytes| and prints each ("ERROR: ..." stops).
  std::vector<std::string> ReadAll(const std::string& bytes) {
    std::vector<std::string> results;
    FILE* file = fmemopen(const_cast<char*>(bytes.data()), bytes.size(), "rb");
    while (true) {
      iree_tooling_tensor_t tensor;
      iree_status_t status = iree_tooling_npy_read(file, allocator_, &tensor);
      if (iree_status_code(status) == IREE_STATUS_OUT_OF_RANGE &&
          !results.empty()) {
        iree_status_free(status);
        break;
      }
      if (!iree_status_is_ok(status)) {
        results.push_back("ERROR: " + ConsumeStatus(status));
        break;
      }
      char* text = nullptr;
      size_t size = 0;
      FILE* out = open_memstream(&text, &size);
      iree_tooling_tensor_print(&tensor, 1024, out);
      fclose(out);
      results.emplace_back(text, size);
      free(text);
      iree_tooling_tensor_deinitialize(&tensor);
    }
    fclose(file);
    return results;
  }

  // Writes the tensors of |texts| to one stream and returns its bytes.
  std::string WriteAll(const std::vector<const char*>& texts) {
    char* buffer = nullptr;
    size_t size = 0;
    FILE* file = open_memstream(&buffer, &size);
    for (const char* text : texts) {
      iree_tooling_tensor_t tensor;
      IREE_CHECK_OK(iree_tooling_tensor_parse(iree_make_cstring_view(text),
                                              allocator_, &tensor));
      IREE_CHECK_OK(iree_tooling_npy_write(file, &tensor));
      iree_tooling_tensor_deinitialize(&tensor);
    }
    fclose(file);
    std::string bytes(buffer, size);
    free(buffer);
    return bytes;
  }

  iree_allocator_counting_t counting_;
  iree_allocator_t allocator_;
};

TEST_F(NumpyTest, RoundTripsEverySupportedDtype) {
  std::vector<const char*> texts = {
      "2x3xf32=[1 2 3][4 5 6]", "4xf64=0.1 -2 3 4", "2xf16=0.5 -1",
      "2xi8=-1 2",              "2xi16=-300 2",     "2xi32=-70000 2",
      "2xi64=-9000000000 2",    "2xui8=255 0",      "2xui16=65535 0",
      "2xui32=4294967295 0",    "2xui64=1 0",       "3xi1=1 0 1",
      "f32=2.5",                "0x2xf32=",         "2xbf16=0.5 -1",
  };
  std::vector<std::string> read = ReadAll(WriteAll(texts));
  ASSERT_EQ(read.size(), texts.size());
  for (size_t i = 0; i < texts.size(); ++i) EXPECT_EQ(read[i], texts[i]);
}

TEST_F(NumpyTest, WritesHeadersAsNumpyDoes) {
  std::string bytes = WriteAll({"4xi8=1 2 3 4"});
  ASSERT_EQ(bytes.size(), 128u + 4u);  // data starts 64-byte aligned
  EXPECT_EQ(bytes.substr(0, 8), std::string("\x93NUMPY\x01\x00", 8));
  EXPECT_NE(bytes.find("{'descr': '|i1', 'fortran_order': False, 'shape': "
                       "(4,), }"),
            std::string::npos);
  EXPECT_EQ(bytes[127], '\n');
  bytes = WriteAll({"2x3xf32=0"});
  EXPECT_NE(bytes.find("'descr': '<f4'"), std::string::npos);
  EXPECT_NE(bytes.find("'shape': (2, 3)"), std::string::npos);
  bytes = WriteAll({"f64=1"});
  EXPECT_NE(bytes.find("'shape': ()"), std::string::npos);
}

TEST_F(NumpyTest, ReadsVersionsAndSpellings) {
  float values[2] = {1.5f, -2.0f};
  std::string data(reinterpret_cast<const char*>(values), sizeof(values));
  EXPECT_EQ(ReadAll(MakeNpy("{'descr': '<f4', 'fortran_order': False, "
                            "'shape': (2,), }",
                            data, 2)),
            std::vector<std::string>{"2xf32=1.5 -2"});
  EXPECT_EQ(ReadAll(MakeNpy("{\"shape\": (1, 2), \"descr\": \"<f4\", "
                            "\"fortran_order\": False}",
                            data, 3)),
            std::vector<std::string>{"1x2xf32=[1.5 -2]"});
  EXPECT_EQ(ReadAll(MakeNpy("{'descr': '|b1', 'fortran_order': False, "
                            "'shape': (2,), }",
                            std::string("\x01\x00", 2))),
            std::vector<std::string>{"2xi1=1 0"});
  // ml_dtypes' bfloat16 as NumPy saves it (and as void without byte order).
  std::string bf16("\xc0\x3f\x00\xc0", 4);  // 1.5, -2
  EXPECT_EQ(ReadAll(MakeNpy("{'descr': '<V2', 'fortran_order': False, "
                            "'shape': (2,), }",
                            bf16)),
            std::vector<std::string>{"2xbf16=1.5 -2"});
  EXPECT_EQ(ReadAll(MakeNpy("{'descr': '|V2', 'fortran_order': False, "
                            "'shape': (2,), }",
                            bf16)),
            std::vector<std::string>{"2xbf16=1.5 -2"});
  EXPECT_NE(WriteAll({"2xbf16=1"}).find("'descr': '<V2'"), std::string::npos);
}

TEST_F(NumpyTest, RejectsMalformedFilesWithReasons) {
  std::string f4(8, '\0');
  struct Case {
    std::string bytes;
    const char* error;
  } cases[] = {
      {"hello world!", "not a NumPy .npy file"},
      {std::string("\x93NUMPY\x04\x00\x10\x00", 10), "unsupported .npy format "
                                                     "version 4.0"},
      {std::string("\x93NUMPY\x01\x00\x40", 9), "truncated .npy header"},
      {std::string("\x93NUMPY\x01\x00\x40\x00{'descr'", 17),
       "truncated .npy header"},
      {MakeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (2,), }",
               "abc"),
       "truncated .npy data (8 bytes expected)"},
      {MakeNpy("{'descr': '>f4', 'fortran_order': False, 'shape': (2,), }",
               f4),
       "big-endian .npy data ('>f4') is not supported"},
      {MakeNpy("{'descr': '<c32', 'fortran_order': False, 'shape': (1,), }",
               f4),
       "unsupported .npy dtype '<c32'"},
      {MakeNpy("{'descr': '<f4', 'fortran_order': True, 'shape': (2,), }", f4),
       "Fortran-order .npy arrays are not supported"},
      {MakeNpy("{'descr': '<f4', 'fortran_order': False, 'shape': (2, x), }",
               f4),
       "malformed .npy header (expected a dimension"},
      {MakeNpy("{'descr': '<f4', 'fortran_order': False}", f4),
       "missing 'descr' or 'shape'"},
      {MakeNpy("['descr', '<f4']", f4), "malformed .npy header (expected '{'"},
      {MakeNpy("{'descr': '<f4', 'shape': (2,), 'extra': 1}", f4),
       "unknown key"},
  };
  for (const Case& c : cases) {
    std::vector<std::string> read = ReadAll(c.bytes);
    ASSERT_EQ(read.size(), 1u);
    EXPECT_NE(read[0].find(c.error), std::string::npos)
        << c.error << " -> " << read[0];
  }
}

TEST_F(NumpyTest, RefusesTypesWithoutDtype) {
  // 8-bit floats have no NumPy dtype.
  iree_tooling_tensor_t tensor;
  IREE_CHECK_OK(iree_tooling_tensor_parse(iree_make_cstring_view("2xi8=1"),
                                          allocator_, &tensor));
  tensor.element_type =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE, 8);
  FILE* file = fopen("/dev/null", "wb");
  std::string error = ConsumeStatus(iree_tooling_npy_write(file, &tensor));
  fclose(file);
  iree_tooling_tensor_deinitialize(&tensor);
  EXPECT_NE(error.find("has no NumPy dtype"), std::string::npos) << error;
}

}  // namespace
