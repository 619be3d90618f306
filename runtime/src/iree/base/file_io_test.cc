#include "iree/base/file_io.h"

#include <gtest/gtest.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstring>
#include <string>

namespace {

// A fresh directory under the test's temporary directory.
std::string MakeTempDir() {
  const char* base = getenv("TMPDIR");
  std::string path = std::string(base ? base : "/tmp") + "/file_io_XXXXXX";
  EXPECT_NE(mkdtemp(path.data()), nullptr);
  return path;
}

TEST(FileIoTest, ReadsAWholeFile) {
  std::string dir = MakeTempDir();
  std::string path = dir + "/data.bin";
  FILE* file = fopen(path.c_str(), "wb");
  ASSERT_NE(file, nullptr);
  fwrite("abc\0def", 1, 7, file);
  fclose(file);
  iree_byte_span_t contents;
  ASSERT_TRUE(iree_status_is_ok(iree_file_read_contents(
      path.c_str(), iree_allocator_system(), &contents)));
  ASSERT_EQ(contents.data_length, 7u);
  EXPECT_EQ(std::memcmp(contents.data, "abc\0def", 7), 0);
  iree_allocator_free(iree_allocator_system(), contents.data);
  unlink(path.c_str());
  rmdir(dir.c_str());
}

TEST(FileIoTest, EmptyFileHasZeroBytes) {
  std::string dir = MakeTempDir();
  std::string path = dir + "/empty";
  fclose(fopen(path.c_str(), "wb"));
  iree_byte_span_t contents;
  ASSERT_TRUE(iree_status_is_ok(iree_file_read_contents(
      path.c_str(), iree_allocator_system(), &contents)));
  EXPECT_EQ(contents.data_length, 0u);
  iree_allocator_free(iree_allocator_system(), contents.data);
  unlink(path.c_str());
  rmdir(dir.c_str());
}

TEST(FileIoTest, DirectoryIsNotAFile) {
  std::string dir = MakeTempDir();
  iree_byte_span_t contents;
  iree_status_t status =
      iree_file_read_contents(dir.c_str(), iree_allocator_system(), &contents);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  char message[512];
  iree_status_format(status, sizeof(message), message);
  EXPECT_NE(std::string(message).find("is a directory"), std::string::npos)
      << message;
  iree_status_free(status);
  rmdir(dir.c_str());
}

TEST(FileIoTest, FifoIsRejectedWithoutBlocking) {
  std::string dir = MakeTempDir();
  std::string path = dir + "/fifo";
  ASSERT_EQ(mkfifo(path.c_str(), 0600), 0);
  iree_byte_span_t contents;
  iree_status_t status =
      iree_file_read_contents(path.c_str(), iree_allocator_system(), &contents);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  iree_status_free(status);
  unlink(path.c_str());
  rmdir(dir.c_str());
}

TEST(FileIoTest, MissingFileIsNotFound) {
  FILE* file = nullptr;
  uint64_t size = 0;
  iree_status_t status =
      iree_file_open_for_read("/nonexistent/file.vmfb", &file, &size);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_NOT_FOUND);
  EXPECT_EQ(file, nullptr);
  iree_status_free(status);
}

}  // namespace
