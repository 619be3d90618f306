#include "iree/task/topology.h"

#include <gtest/gtest.h>
#include <sched.h>
#include <unistd.h>

#include <thread>

namespace {

TEST(TopologyTest, CoreCountIsWithinTheOnlineCores) {
  iree_host_size_t count = iree_task_topology_core_count();
  EXPECT_GE(count, 1u);
  long online = sysconf(_SC_NPROCESSORS_ONLN);
  if (online > 0) {
    EXPECT_LE(count, static_cast<iree_host_size_t>(online));
  }
}

TEST(TopologyTest, PinnedThreadStaysOnOneCore) {
  // Pinning is best effort; when it succeeds the thread must be on one core.
  std::thread([] {
    if (!iree_task_topology_pin_current_thread(0)) return;
    int first = sched_getcpu();
    for (int i = 0; i < 100; ++i) {
      std::this_thread::yield();
      EXPECT_EQ(sched_getcpu(), first);
    }
  }).join();
}

TEST(TopologyTest, OrdinalsWrapAroundTheAllowedCores) {
  std::thread([] {
    iree_host_size_t count = iree_task_topology_core_count();
    if (!iree_task_topology_pin_current_thread(1)) return;
    int first = sched_getcpu();
    if (!iree_task_topology_pin_current_thread(1 + count)) return;
    EXPECT_EQ(sched_getcpu(), first);
  }).join();
}

}  // namespace
