#include "iree/hal/resource_set.h"

#include <vector>

#include "gtest/gtest.h"

namespace {

int destroyed = 0;

void DestroyFake(void* resource) { ++destroyed; }

const iree_hal_resource_vtable_t kFakeVtable = {DestroyFake};

struct Fake {
  iree_hal_resource_t resource;
};

TEST(ResourceSetTest, RetainsRepeatedResourcesOnce) {
  std::vector<Fake> fakes(3);
  for (Fake& fake : fakes) {
    iree_hal_resource_initialize(&kFakeVtable, &fake.resource);
  }
  iree_hal_resource_set_t set;
  iree_hal_resource_set_initialize(iree_allocator_system(), &set);
  for (int i = 0; i < 32; ++i) {
    for (Fake& fake : fakes) {
      ASSERT_TRUE(iree_status_is_ok(iree_hal_resource_set_insert(&set, &fake)));
    }
  }
  ASSERT_TRUE(iree_status_is_ok(iree_hal_resource_set_insert(&set, nullptr)));
  EXPECT_EQ(set.count, 3u);
  for (Fake& fake : fakes) EXPECT_EQ(fake.resource.ref_count, 2);
  iree_hal_resource_set_deinitialize(&set);
  for (Fake& fake : fakes) EXPECT_EQ(fake.resource.ref_count, 1);
}

// A resource that fell out of the recent ones is retained again, and every
// retain is released: nothing leaks and nothing is released too often.
TEST(ResourceSetTest, ReleasesEveryRetainOfEvictedResources) {
  std::vector<Fake> fakes(IREE_HAL_RESOURCE_SET_RECENT_COUNT + 1);
  for (Fake& fake : fakes) {
    iree_hal_resource_initialize(&kFakeVtable, &fake.resource);
  }
  iree_hal_resource_set_t set;
  iree_hal_resource_set_initialize(iree_allocator_system(), &set);
  for (int round = 0; round < 3; ++round) {
    for (Fake& fake : fakes) {
      ASSERT_TRUE(iree_status_is_ok(iree_hal_resource_set_insert(&set, &fake)));
    }
  }
  // Nine resources cycling through eight recent slots: each round retains
  // every one again.
  EXPECT_EQ(set.count, 3 * fakes.size());
  for (Fake& fake : fakes) EXPECT_EQ(fake.resource.ref_count, 4);
  destroyed = 0;
  iree_hal_resource_set_deinitialize(&set);
  for (Fake& fake : fakes) EXPECT_EQ(fake.resource.ref_count, 1);
  EXPECT_EQ(destroyed, 0);
  // The set's reference can be the last one.
  iree_hal_resource_set_initialize(iree_allocator_system(), &set);
  ASSERT_TRUE(iree_status_is_ok(iree_hal_resource_set_insert(&set, &fakes[0])));
  iree_hal_resource_release(&fakes[0]);
  iree_hal_resource_set_deinitialize(&set);
  EXPECT_EQ(destroyed, 1);
}

}  // namespace
