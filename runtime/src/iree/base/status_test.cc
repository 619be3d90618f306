#include "iree/base/status.h"

#include <gtest/gtest.h>

#include <string>

namespace {

std::string FormatStatus(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::string text(length + 1, '\0');
  iree_status_format(status, text.size(), text.data());
  text.resize(length);
  return text;
}

TEST(StatusTest, OkIsNullAndFree) {
  iree_status_t status = iree_ok_status();
  EXPECT_TRUE(iree_status_is_ok(status));
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_OK);
  EXPECT_EQ(FormatStatus(status), "OK");
  iree_status_free(status);
}

TEST(StatusTest, CodeOnlyStatusNeedsNoStorage) {
  iree_status_t status = iree_status_from_code(IREE_STATUS_NOT_FOUND);
  EXPECT_FALSE(iree_status_is_ok(status));
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_NOT_FOUND);
  EXPECT_EQ(FormatStatus(status), "NOT_FOUND");
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_NOT_FOUND);
}

TEST(StatusTest, MakeStatusWithOkCodeIsOk) {
  EXPECT_TRUE(iree_status_is_ok(iree_make_status(IREE_STATUS_OK, "ignored")));
}

TEST(StatusTest, MessageAndLocation) {
  iree_status_t status =
      iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "bad value %d", 42);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_INVALID_ARGUMENT);
  std::string text = FormatStatus(status);
  EXPECT_EQ(text.rfind("INVALID_ARGUMENT; ", 0), 0u) << text;
  EXPECT_NE(text.find("status_test.cc:"), std::string::npos) << text;
  EXPECT_NE(text.find(": bad value 42"), std::string::npos) << text;
  iree_status_free(status);
}

TEST(StatusTest, AnnotationsAppendInOrder) {
  iree_status_t status = iree_make_status(IREE_STATUS_DATA_LOSS, "first");
  status = iree_status_annotate_f(status, "second %s", "x");
  status = iree_status_annotate_f(status, "third");
  std::string text = FormatStatus(status);
  EXPECT_NE(text.find("first; second x; third"), std::string::npos) << text;
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_DATA_LOSS);
}

TEST(StatusTest, AnnotatingCodeOnlyStatusKeepsCode) {
  iree_status_t status = iree_status_annotate_f(
      iree_status_from_code(IREE_STATUS_ABORTED), "while loading");
  EXPECT_EQ(FormatStatus(status), "ABORTED; while loading");
  iree_status_free(status);
}

TEST(StatusTest, AnnotatingOkIsOk) {
  EXPECT_TRUE(iree_status_is_ok(
      iree_status_annotate_f(iree_ok_status(), "never %d", 1)));
}

TEST(StatusTest, FormatTruncatesAndReportsFullLength) {
  iree_status_t status =
      iree_make_status(IREE_STATUS_INTERNAL, "a long message to truncate");
  std::string full = FormatStatus(status);
  char small[9];
  iree_host_size_t length = iree_status_format(status, sizeof(small), small);
  EXPECT_EQ(length, full.size());
  EXPECT_STREQ(small, "INTERNAL");
  iree_status_free(status);
}

iree_status_t FailWith(iree_status_code_t code) {
  return iree_make_status(code, "inner");
}

iree_status_t ReturnIfError(iree_status_code_t code, bool* reached_end) {
  IREE_RETURN_IF_ERROR(FailWith(code), "outer %d", 7);
  *reached_end = true;
  return iree_ok_status();
}

iree_status_t ReturnIfErrorNoAnnotation(iree_status_code_t code) {
  IREE_RETURN_IF_ERROR(FailWith(code));
  return iree_ok_status();
}

TEST(StatusTest, ReturnIfErrorPropagatesWithAnnotation) {
  bool reached_end = false;
  iree_status_t status = ReturnIfError(IREE_STATUS_UNAVAILABLE, &reached_end);
  EXPECT_FALSE(reached_end);
  std::string text = FormatStatus(status);
  EXPECT_NE(text.find("inner; outer 7"), std::string::npos) << text;
  iree_status_free(status);

  status = ReturnIfErrorNoAnnotation(IREE_STATUS_UNAVAILABLE);
  text = FormatStatus(status);
  EXPECT_EQ(text.substr(text.size() - 7), ": inner") << text;
  iree_status_free(status);
}

TEST(StatusTest, ReturnIfErrorPassesOk) {
  bool reached_end = false;
  EXPECT_TRUE(iree_status_is_ok(ReturnIfError(IREE_STATUS_OK, &reached_end)));
  EXPECT_TRUE(reached_end);
}

TEST(StatusTest, IgnoreReturnsOk) {
  EXPECT_TRUE(iree_status_is_ok(
      iree_status_ignore(iree_make_status(IREE_STATUS_UNKNOWN, "dropped"))));
}

TEST(StatusTest, CodeStrings) {
  EXPECT_STREQ(iree_status_code_string(IREE_STATUS_OUT_OF_RANGE),
               "OUT_OF_RANGE");
  EXPECT_STREQ(iree_status_code_string(IREE_STATUS_UNAUTHENTICATED),
               "UNAUTHENTICATED");
  EXPECT_STREQ(iree_status_code_string((iree_status_code_t)99),
               "UNKNOWN_CODE");
}

TEST(StatusTest, FprintEscapesControlCharacters) {
  FILE* file = tmpfile();
  ASSERT_NE(file, nullptr);
  iree_status_t status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                          "bad '\x1b[31m\a'\tvalue");
  iree_status_fprint(file, status);
  iree_status_free(status);
  rewind(file);
  char line[256] = {0};
  ASSERT_NE(fgets(line, sizeof(line), file), nullptr);
  fclose(file);
  std::string text(line);
  EXPECT_NE(text.find("bad '\\x1b[31m\\x07'\tvalue\n"), std::string::npos)
      << text;
}

TEST(StatusDeathTest, CheckOkAbortsWithMessage) {
  EXPECT_DEATH(IREE_CHECK_OK(iree_make_status(IREE_STATUS_INTERNAL, "boom")),
               "INTERNAL.*boom");
}

}  // namespace
