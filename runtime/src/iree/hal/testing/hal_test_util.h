// gtest helpers shared by the HAL tests: status assertions and file reading.
#ifndef IREE_HAL_TESTING_HAL_TEST_UTIL_H_
#define IREE_HAL_TESTING_HAL_TEST_UTIL_H_

#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "iree/base/api.h"

namespace iree::hal::testing {

// Formats and frees |status|.
inline std::string ConsumeStatus(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::string text(length, '\0');
  iree_status_format(status, length + 1, text.data());
  iree_status_free(status);
  return text;
}

// Reads a whole file; empty when it cannot be read.
inline std::vector<uint8_t> ReadFile(const std::string& path) {
  std::ifstream file(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(file),
                              std::istreambuf_iterator<char>());
}

#if defined(IREE_HAL_TEST_KERNELS_DIR)
// Reads a test kernel library built by testing/CMakeLists.txt (targets
// defining IREE_HAL_TEST_KERNELS_DIR depend on iree_hal_test_kernels).
inline std::vector<uint8_t> ReadTestKernelFile(const char* basename) {
  std::string path =
      std::string(IREE_HAL_TEST_KERNELS_DIR) + "/" + basename + ".so";
  std::vector<uint8_t> data = ReadFile(path);
  EXPECT_FALSE(data.empty()) << "cannot read " << path;
  return data;
}
#endif  // IREE_HAL_TEST_KERNELS_DIR

}  // namespace iree::hal::testing

#define IREE_ASSERT_OK(expr)                                       \
  do {                                                             \
    iree_status_t iree_test_status_ = (expr);                      \
    ASSERT_TRUE(iree_status_is_ok(iree_test_status_))              \
        << ::iree::hal::testing::ConsumeStatus(iree_test_status_); \
  } while (0)
#define IREE_EXPECT_OK(expr)                                       \
  do {                                                             \
    iree_status_t iree_test_status_ = (expr);                      \
    EXPECT_TRUE(iree_status_is_ok(iree_test_status_))              \
        << ::iree::hal::testing::ConsumeStatus(iree_test_status_); \
  } while (0)
// Expects |expr| to fail with |code|, consuming the status.
#define IREE_EXPECT_STATUS(code, expr)                                        \
  do {                                                                        \
    iree_status_t iree_test_status_ = (expr);                                 \
    iree_status_code_t iree_test_code_ = iree_status_code(iree_test_status_); \
    EXPECT_EQ(iree_test_code_, (code))                                        \
        << ::iree::hal::testing::ConsumeStatus(iree_test_status_);            \
    if (iree_test_code_ == (code)) iree_status_free(iree_test_status_);       \
  } while (0)

#endif  // IREE_HAL_TESTING_HAL_TEST_UTIL_H_
