#include "iree/tooling/flags.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

IREE_FLAG(bool, test_verbose, false, "A boolean flag.");
IREE_FLAG(int32, test_workers, 4, "An int32 flag.");
IREE_FLAG(int64, test_bytes, 0, "An int64 flag.");
IREE_FLAG(double, test_tolerance, 1e-3, "A double flag.");
IREE_FLAG(string, test_device, "local-task", "A string flag.");
IREE_FLAG_LIST(string, test_input, "A repeatable flag.");

namespace {

// Owns a mutable argv for one parse.
class Args {
 public:
  Args(std::initializer_list<const char*> args) {
    for (const char* arg : args) storage_.emplace_back(arg);
    for (auto& arg : storage_) pointers_.push_back(arg.data());
    pointers_.push_back(nullptr);
    argc_ = static_cast<int>(storage_.size());
    argv_ = pointers_.data();
  }
  int* argc() { return &argc_; }
  char*** argv() { return &argv_; }
  std::string at(int i) const { return argv_[i]; }

 private:
  std::vector<std::string> storage_;
  std::vector<char*> pointers_;
  int argc_ = 0;
  char** argv_ = nullptr;
};

std::string ParseError(Args& args) {
  iree_status_t status = iree_flags_parse(args.argc(), args.argv());
  char message[512];
  iree_status_format(status, sizeof(message), message);
  iree_status_free(status);
  return message;
}

TEST(FlagsTest, ParsesEveryTypeAndKeepsPositionals) {
  Args args({"tool", "a.vmfb", "--test_verbose", "--test_workers=8",
             "--test_bytes=-5000000000", "--test_tolerance=0.25",
             "--test_device=vulkan", "b", "--", "--not-a-flag"});
  ASSERT_TRUE(iree_status_is_ok(iree_flags_parse(args.argc(), args.argv())));
  EXPECT_TRUE(FLAG_test_verbose);
  EXPECT_EQ(FLAG_test_workers, 8);
  EXPECT_EQ(FLAG_test_bytes, -5000000000);
  EXPECT_EQ(FLAG_test_tolerance, 0.25);
  EXPECT_STREQ(FLAG_test_device, "vulkan");
  ASSERT_EQ(*args.argc(), 4);
  EXPECT_EQ(args.at(0), "tool");
  EXPECT_EQ(args.at(1), "a.vmfb");
  EXPECT_EQ(args.at(2), "b");
  EXPECT_EQ(args.at(3), "--not-a-flag");
}

TEST(FlagsTest, BoolAcceptsExplicitValues) {
  Args args({"tool", "--test_verbose=false"});
  ASSERT_TRUE(iree_status_is_ok(iree_flags_parse(args.argc(), args.argv())));
  EXPECT_FALSE(FLAG_test_verbose);
  Args bad({"tool", "--test_verbose=maybe"});
  EXPECT_NE(ParseError(bad).find("invalid value 'maybe' for flag --test_verbose"),
            std::string::npos);
}

TEST(FlagsTest, ListFlagsAccumulateInOrder) {
  size_t before = FLAG_test_input.count;
  Args args({"tool", "--test_input=2xf32=1 2", "--test_input=@x.npy"});
  ASSERT_TRUE(iree_status_is_ok(iree_flags_parse(args.argc(), args.argv())));
  ASSERT_EQ(FLAG_test_input.count, before + 2);
  EXPECT_EQ(std::string(FLAG_test_input.values[before].data,
                        FLAG_test_input.values[before].size),
            "2xf32=1 2");
  EXPECT_EQ(std::string(FLAG_test_input.values[before + 1].data,
                        FLAG_test_input.values[before + 1].size),
            "@x.npy");
}

TEST(FlagsTest, UnknownFlagSuggestsNearMiss) {
  Args args({"tool", "--test_worker=3"});
  std::string message = ParseError(args);
  EXPECT_NE(message.find("INVALID_ARGUMENT"), std::string::npos) << message;
  EXPECT_NE(message.find("unknown flag --test_worker; did you mean --test_workers?"),
            std::string::npos)
      << message;
  Args unrelated({"tool", "--zzzzzzzzzzzz"});
  message = ParseError(unrelated);
  EXPECT_NE(message.find("unknown flag --zzzzzzzzzzzz (--help"),
            std::string::npos)
      << message;
}

TEST(FlagsTest, MalformedValuesNameTheFlag) {
  Args overflow({"tool", "--test_workers=99999999999"});
  EXPECT_NE(ParseError(overflow).find(
                "invalid value '99999999999' for flag --test_workers: expected "
                "a 32-bit integer"),
            std::string::npos);
  Args missing({"tool", "--test_device"});
  EXPECT_NE(ParseError(missing).find("flag --test_device needs a value"),
            std::string::npos);
  Args not_a_number({"tool", "--test_tolerance=abc"});
  EXPECT_NE(ParseError(not_a_number).find("expected a number"),
            std::string::npos);
}

TEST(FlagsTest, HelpIsReportedAsCancelled) {
  Args args({"tool", "--help"});
  iree_status_t status = iree_flags_parse(args.argc(), args.argv());
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_CANCELLED);
}

TEST(FlagsTest, UsageListsEveryFlagSorted) {
  iree_flags_set_usage("tool", "Does things.");
  char* text = nullptr;
  size_t size = 0;
  FILE* file = open_memstream(&text, &size);
  iree_flags_print_usage(file);
  fclose(file);
  std::string usage(text, size);
  free(text);
  EXPECT_NE(usage.find("Usage: tool [flags...]"), std::string::npos);
  EXPECT_NE(usage.find("Does things."), std::string::npos);
  EXPECT_NE(usage.find("--test_device (string, default: \"local-task\")"),
            std::string::npos)
      << usage;
  EXPECT_NE(usage.find("--test_input (string, repeatable)"), std::string::npos);
  EXPECT_LT(usage.find("--test_bytes"), usage.find("--test_workers"));
}

TEST(FlagsDeathTest, ParseOrExitFailsWithOneLine) {
  Args args({"tool", "--bogus"});
  EXPECT_EXIT(iree_flags_parse_or_exit(args.argc(), args.argv()),
              testing::ExitedWithCode(1), "error: .*unknown flag --bogus");
}

}  // namespace
