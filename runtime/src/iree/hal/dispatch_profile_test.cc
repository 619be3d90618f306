#include "iree/hal/dispatch_profile.h"

#include <string>
#include <utility>
#include <vector>

#include "gtest/gtest.h"

namespace {

using Entries = std::vector<std::pair<std::string, std::pair<uint64_t, uint64_t>>>;

void Collect(void* user_data, const iree_hal_dispatch_profile_entry_t* entry) {
  static_cast<Entries*>(user_data)->push_back(
      {std::string(entry->name.data, entry->name.size),
       {entry->count, entry->total_ns}});
}

TEST(DispatchProfile, SumsPerNameMostTimeFirstAndEmpties) {
  iree_hal_dispatch_profile_t profile;
  iree_hal_dispatch_profile_initialize(iree_allocator_system(), "test",
                                       &profile);
  // The names are copied: the caller's storage may go away.
  std::string transient = "matmul";
  IREE_CHECK_OK(iree_hal_dispatch_profile_record(
      &profile, iree_make_cstring_view(transient.c_str()), 0, 10, nullptr));
  // Overwriting the caller's storage must not change the recorded name.
  transient.assign(transient.size(), '?');
  IREE_CHECK_OK(iree_hal_dispatch_profile_record(
      &profile, iree_make_cstring_view("fill"), 0, 50, nullptr));
  IREE_CHECK_OK(iree_hal_dispatch_profile_record(
      &profile, iree_make_cstring_view("matmul"), 0, 70, nullptr));
  Entries entries;
  iree_hal_dispatch_profile_flush(&profile, {Collect, &entries});
  Entries expected = {{"matmul", {2, 80}}, {"fill", {1, 50}}};
  EXPECT_EQ(entries, expected);
  entries.clear();
  iree_hal_dispatch_profile_flush(&profile, {Collect, &entries});
  EXPECT_TRUE(entries.empty());
  iree_hal_dispatch_profile_deinitialize(&profile);
}

TEST(DispatchProfile, StartsOnceAndStopsOnce) {
  iree_hal_dispatch_profile_t profile;
  iree_hal_dispatch_profile_initialize(iree_allocator_system(), "test",
                                       &profile);
  EXPECT_FALSE(iree_hal_dispatch_profile_is_active(&profile));
  Entries entries;
  iree_status_t status =
      iree_hal_dispatch_profile_stop(&profile, {Collect, &entries});
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_FAILED_PRECONDITION);
  iree_status_free(status);
  IREE_CHECK_OK(iree_hal_dispatch_profile_start(&profile));
  EXPECT_TRUE(iree_hal_dispatch_profile_is_active(&profile));
  status = iree_hal_dispatch_profile_start(&profile);
  EXPECT_EQ(iree_status_code(status), IREE_STATUS_FAILED_PRECONDITION);
  iree_status_free(status);
  IREE_CHECK_OK(iree_hal_dispatch_profile_record(
      &profile, iree_make_cstring_view("copy"), 0, 5, nullptr));
  IREE_CHECK_OK(iree_hal_dispatch_profile_stop(&profile, {Collect, &entries}));
  EXPECT_FALSE(iree_hal_dispatch_profile_is_active(&profile));
  Entries expected = {{"copy", {1, 5}}};
  EXPECT_EQ(entries, expected);
  iree_hal_dispatch_profile_deinitialize(&profile);
}

}  // namespace
