#include "iree/task/flags.h"

#include <gtest/gtest.h>

#include <vector>

#include "iree/tooling/flags.h"

IREE_FLAG_EXTERN(int32, task_workers);
IREE_FLAG_EXTERN(int32, task_worker_spin_us);

namespace {

iree_status_t Parse(std::initializer_list<const char*> args) {
  std::vector<char*> argv;
  for (const char* arg : args) argv.push_back(const_cast<char*>(arg));
  argv.push_back(nullptr);
  int argc = static_cast<int>(args.size());
  char** argv_pointer = argv.data();
  return iree_flags_parse(&argc, &argv_pointer);
}

class TaskFlagsTest : public ::testing::Test {
 protected:
  void TearDown() override {
    FLAG_task_workers = 0;
    FLAG_task_worker_spin_us = 50;
  }
};

TEST_F(TaskFlagsTest, DefaultsToOneThreadPerCore) {
  iree_task_executor_options_t options;
  IREE_CHECK_OK(iree_task_executor_options_initialize_from_flags(&options));
  iree_task_executor_options_t defaults;
  iree_task_executor_options_initialize(&defaults);
  EXPECT_EQ(options.worker_count, defaults.worker_count);
  EXPECT_EQ(options.spin_ns, 50000u);
}

TEST_F(TaskFlagsTest, FlagsOverrideTheDefaults) {
  IREE_CHECK_OK(Parse({"tool", "--task_workers=3", "--task_worker_spin_us=0"}));
  iree_task_executor_options_t options;
  IREE_CHECK_OK(iree_task_executor_options_initialize_from_flags(&options));
  EXPECT_EQ(options.worker_count, 3u);
  EXPECT_EQ(options.spin_ns, 0u);

  iree_task_executor_t* executor = nullptr;
  IREE_CHECK_OK(
      iree_task_executor_create_from_flags(iree_allocator_system(), &executor));
  EXPECT_EQ(iree_task_executor_worker_count(executor), 3u);
  iree_task_executor_release(executor);
}

TEST_F(TaskFlagsTest, NegativeValuesAreRejected) {
  IREE_CHECK_OK(Parse({"tool", "--task_workers=-1"}));
  iree_task_executor_t* executor = nullptr;
  iree_status_t status =
      iree_task_executor_create_from_flags(iree_allocator_system(), &executor);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(executor, nullptr);

  FLAG_task_workers = 0;
  IREE_CHECK_OK(Parse({"tool", "--task_worker_spin_us=-5"}));
  iree_task_executor_options_t options;
  status = iree_task_executor_options_initialize_from_flags(&options);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_INVALID_ARGUMENT);
}

}  // namespace
