#include <gtest/gtest.h>
#include <pthread.h>
#include <time.h>

#include <atomic>
#include <string>
#include <thread>
#include <vector>

#include "iree/task/api.h"

namespace {

// Owns an executor created through a counting allocator and checks, when it
// goes away, that the executor freed everything it allocated.
class ScopedExecutor {
 public:
  explicit ScopedExecutor(iree_host_size_t worker_count,
                          uint64_t spin_ns = IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS) {
    iree_allocator_counting_initialize(iree_allocator_system(), &counting_);
    iree_task_executor_options_t options;
    iree_task_executor_options_initialize(&options);
    options.worker_count = worker_count;
    options.spin_ns = spin_ns;
    IREE_CHECK_OK(iree_task_executor_create(
        &options, iree_allocator_counting_allocator(&counting_), &executor_));
  }
  ~ScopedExecutor() {
    iree_task_executor_release(executor_);
    EXPECT_EQ(counting_.live_allocation_count, 0u);
    EXPECT_EQ(counting_.live_bytes, 0u);
  }
  iree_task_executor_t* get() const { return executor_; }

 private:
  iree_allocator_counting_t counting_;
  iree_task_executor_t* executor_ = nullptr;
};

std::string StatusMessage(iree_status_t status) {
  char buffer[512];
  iree_status_format(status, sizeof(buffer), buffer);
  return buffer;
}

// Which worker indices of an executor are running a tile right now.
class IndexTracker {
 public:
  explicit IndexTracker(uint32_t worker_count) : in_use_(worker_count + 1) {
    for (auto& in_use : in_use_) in_use.store(false);
  }
  // Returns false if another tile already holds |worker_index|.
  bool Enter(uint32_t worker_index) {
    return !in_use_[worker_index].exchange(true);
  }
  void Leave(uint32_t worker_index) { in_use_[worker_index].store(false); }

 private:
  std::vector<std::atomic<bool>> in_use_;
};

// Counts how often each tile ran and checks the worker indices it ran with.
// Concurrent calls on one executor share one IndexTracker to check that
// indices are unique across calls too.
struct TileRecorder {
  TileRecorder(uint32_t tile_count, uint32_t worker_count,
               IndexTracker* shared_tracker = nullptr)
      : runs(tile_count), worker_count(worker_count),
        own_tracker(worker_count),
        tracker(shared_tracker ? shared_tracker : &own_tracker) {
    for (auto& run : runs) run.store(0);
  }

  static iree_status_t Tile(void* user_data, uint32_t tile_index,
                            uint32_t worker_index) {
    auto* self = static_cast<TileRecorder*>(user_data);
    if (tile_index >= self->runs.size() || worker_index > self->worker_count) {
      self->out_of_range.store(true);
      return iree_ok_status();
    }
    // No other running tile may hold the same index; spin a little so that
    // overlaps have a chance to show.
    if (!self->tracker->Enter(worker_index)) self->index_shared.store(true);
    for (volatile int i = 0; i < 50; i = i + 1) {
    }
    if (pthread_equal(pthread_self(), self->caller) &&
        worker_index != self->worker_count) {
      self->caller_index_wrong.store(true);
    }
    self->runs[tile_index].fetch_add(1);
    self->tracker->Leave(worker_index);
    return iree_ok_status();
  }

  void ExpectEachTileRanOnce() {
    EXPECT_FALSE(out_of_range.load());
    EXPECT_FALSE(index_shared.load());
    EXPECT_FALSE(caller_index_wrong.load());
    for (size_t i = 0; i < runs.size(); ++i) {
      ASSERT_EQ(runs[i].load(), 1u) << "tile " << i;
    }
  }

  bool Ok() const {
    for (auto& run : runs) {
      if (run.load() != 1) return false;
    }
    return !out_of_range.load() && !index_shared.load() &&
           !caller_index_wrong.load();
  }

  std::vector<std::atomic<uint32_t>> runs;
  uint32_t worker_count;
  IndexTracker own_tracker;
  IndexTracker* tracker;
  pthread_t caller = pthread_self();
  std::atomic<bool> out_of_range{false};
  std::atomic<bool> index_shared{false};
  std::atomic<bool> caller_index_wrong{false};
};

class ExecutorWorkersTest : public ::testing::TestWithParam<int> {};

TEST_P(ExecutorWorkersTest, EveryTileRunsExactlyOnce) {
  const uint32_t worker_count = static_cast<uint32_t>(GetParam());
  ScopedExecutor executor(worker_count);
  EXPECT_EQ(iree_task_executor_worker_count(executor.get()), worker_count);
  for (uint32_t tile_count : {0u, 1u, 2u, 3u, 7u, 64u, 1000u, 100000u}) {
    TileRecorder recorder(tile_count, worker_count);
    IREE_CHECK_OK(iree_task_executor_parallel_for(
        executor.get(), tile_count, TileRecorder::Tile, &recorder));
    recorder.ExpectEachTileRanOnce();
  }
}

TEST_P(ExecutorWorkersTest, SpinlessExecutorSleepsAndWakes) {
  // No spinning: every hand-off goes through the futex sleep/wake paths.
  const uint32_t worker_count = static_cast<uint32_t>(GetParam());
  ScopedExecutor executor(worker_count, /*spin_ns=*/0);
  for (int call = 0; call < 300; ++call) {
    TileRecorder recorder(1 + call % 9, worker_count);
    IREE_CHECK_OK(iree_task_executor_parallel_for(
        executor.get(), 1 + call % 9, TileRecorder::Tile, &recorder));
    recorder.ExpectEachTileRanOnce();
  }
}

INSTANTIATE_TEST_SUITE_P(WorkerCounts, ExecutorWorkersTest,
                         ::testing::Values(0, 1, 2, 4));

TEST(ExecutorTest, OneTileRunsOnTheCaller) {
  ScopedExecutor executor(2);
  struct Observed {
    pthread_t thread;
    uint32_t worker_index;
  } observed;
  IREE_CHECK_OK(iree_task_executor_parallel_for(
      executor.get(), 1,
      [](void* user_data, uint32_t, uint32_t worker_index) {
        auto* observed = static_cast<Observed*>(user_data);
        observed->thread = pthread_self();
        observed->worker_index = worker_index;
        return iree_ok_status();
      },
      &observed));
  EXPECT_TRUE(pthread_equal(observed.thread, pthread_self()));
  EXPECT_EQ(observed.worker_index, 2u);
}

TEST(ExecutorTest, WorkersShareTheTiles) {
  // Tiles that wait for one another can only finish if at least two threads
  // run them at once: proof that the workers participate.
  ScopedExecutor executor(2);
  std::atomic<int> arrived{0};
  IREE_CHECK_OK(iree_task_executor_parallel_for(
      executor.get(), 2,
      [](void* user_data, uint32_t, uint32_t) {
        auto* arrived = static_cast<std::atomic<int>*>(user_data);
        arrived->fetch_add(1);
        while (arrived->load() < 2) std::this_thread::yield();
        return iree_ok_status();
      },
      &arrived));
  EXPECT_EQ(arrived.load(), 2);
}

TEST(ExecutorTest, FirstErrorIsReturned) {
  ScopedExecutor executor(2);
  for (uint32_t tile_count : {1u, 2u, 100u, 10000u}) {
    std::atomic<uint32_t> ran{0};
    struct Context {
      uint32_t failing_tile;
      std::atomic<uint32_t>* ran;
    } context = {tile_count / 2, &ran};
    iree_status_t status = iree_task_executor_parallel_for(
        executor.get(), tile_count,
        [](void* user_data, uint32_t tile_index, uint32_t) {
          auto* context = static_cast<Context*>(user_data);
          context->ran->fetch_add(1);
          if (tile_index == context->failing_tile) {
            return iree_make_status(IREE_STATUS_DATA_LOSS, "tile %u failed",
                                    tile_index);
          }
          return iree_ok_status();
        },
        &context);
    ASSERT_EQ(iree_status_code(status), IREE_STATUS_DATA_LOSS);
    EXPECT_NE(StatusMessage(status).find("tile " +
                                         std::to_string(tile_count / 2) +
                                         " failed"),
              std::string::npos);
    iree_status_free(status);
    EXPECT_GE(ran.load(), 1u);
    EXPECT_LE(ran.load(), tile_count);
  }
}

TEST(ExecutorTest, ManyFailingTilesReturnOneStatus) {
  // Every tile fails: one status comes back and the others are freed (the
  // ASan build checks for leaks).
  ScopedExecutor executor(4);
  iree_status_t status = iree_task_executor_parallel_for(
      executor.get(), 5000,
      [](void*, uint32_t tile_index, uint32_t) {
        return iree_make_status(IREE_STATUS_INTERNAL, "tile %u", tile_index);
      },
      nullptr);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_INTERNAL);
}

// Calls from several threads at once: every call completes with each tile
// run once, and no worker index is used by two running tiles of different
// calls at the same time.
void RunConcurrentCallers(uint32_t worker_count, uint64_t spin_ns) {
  ScopedExecutor executor(worker_count, spin_ns);
  IndexTracker tracker(worker_count);
  constexpr int kThreadCount = 4;
  constexpr int kCallsPerThread = 1000;
  std::atomic<bool> failed{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreadCount; ++t) {
    threads.emplace_back([&, t] {
      for (int call = 0; call < kCallsPerThread; ++call) {
        uint32_t tile_count = 1 + static_cast<uint32_t>((call * 7 + t) % 97);
        TileRecorder recorder(tile_count, worker_count, &tracker);
        IREE_CHECK_OK(iree_task_executor_parallel_for(
            executor.get(), tile_count, TileRecorder::Tile, &recorder));
        if (!recorder.Ok()) failed.store(true);
      }
    });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_FALSE(failed.load());
}

TEST(ExecutorTest, ConcurrentCallers) {
  RunConcurrentCallers(2, IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
}

TEST(ExecutorTest, ConcurrentCallersWithoutSpinning) {
  RunConcurrentCallers(2, 0);
}

TEST(ExecutorTest, ConcurrentCallersTakeTurnsWithoutWorkers) {
  // With no workers the callers' shared index is the only one: calls run one
  // after another, each entirely on its caller.
  RunConcurrentCallers(0, IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
  RunConcurrentCallers(0, 0);
}

struct NestedContext {
  iree_task_executor_t* executor;
  uint32_t inner_tile_count;
  std::vector<std::atomic<uint32_t>>* runs;
  std::atomic<bool> index_mismatch{false};
};

struct InnerContext {
  NestedContext* outer;
  uint32_t outer_tile;
  uint32_t outer_worker_index;
};

iree_status_t InnerTile(void* user_data, uint32_t tile_index,
                        uint32_t worker_index) {
  auto* inner = static_cast<InnerContext*>(user_data);
  // Nested calls run inline, so they keep the outer tile's worker index.
  if (worker_index != inner->outer_worker_index) {
    inner->outer->index_mismatch.store(true);
  }
  (*inner->outer->runs)[inner->outer_tile * inner->outer->inner_tile_count +
                        tile_index]
      .fetch_add(1);
  return iree_ok_status();
}

iree_status_t OuterTile(void* user_data, uint32_t tile_index,
                        uint32_t worker_index) {
  auto* outer = static_cast<NestedContext*>(user_data);
  InnerContext inner = {outer, tile_index, worker_index};
  return iree_task_executor_parallel_for(
      outer->executor, outer->inner_tile_count, InnerTile, &inner);
}

TEST(ExecutorTest, NestedCallsRunInline) {
  ScopedExecutor executor(2);
  constexpr uint32_t kOuter = 16, kInner = 32;
  std::vector<std::atomic<uint32_t>> runs(kOuter * kInner);
  for (auto& run : runs) run.store(0);
  NestedContext context;
  context.executor = executor.get();
  context.inner_tile_count = kInner;
  context.runs = &runs;
  IREE_CHECK_OK(iree_task_executor_parallel_for(executor.get(), kOuter,
                                                OuterTile, &context));
  for (auto& run : runs) EXPECT_EQ(run.load(), 1u);
  EXPECT_FALSE(context.index_mismatch.load());
}

TEST(ExecutorTest, NestedErrorPropagates) {
  ScopedExecutor executor(2);
  iree_task_executor_t* raw = executor.get();
  iree_status_t status = iree_task_executor_parallel_for(
      raw, 8,
      [](void* user_data, uint32_t outer_tile, uint32_t) {
        auto* executor = static_cast<iree_task_executor_t*>(user_data);
        uint32_t fail_here = outer_tile == 5;
        return iree_task_executor_parallel_for(
            executor, 4,
            [](void* fail_here, uint32_t tile_index, uint32_t) {
              if (*static_cast<uint32_t*>(fail_here) && tile_index == 3) {
                return iree_make_status(IREE_STATUS_ABORTED, "inner");
              }
              return iree_ok_status();
            },
            &fail_here);
      },
      raw);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_ABORTED);
}

TEST(ExecutorTest, CallsIntoAnotherExecutorFromATile) {
  // A tile of one executor fanning out on a second executor uses the second
  // one's workers (not nested there), and both complete.
  ScopedExecutor outer(2);
  ScopedExecutor inner(2);
  struct Context {
    iree_task_executor_t* inner;
    std::atomic<uint32_t> inner_runs{0};
  } context;
  context.inner = inner.get();
  IREE_CHECK_OK(iree_task_executor_parallel_for(
      outer.get(), 6,
      [](void* user_data, uint32_t, uint32_t) {
        auto* context = static_cast<Context*>(user_data);
        return iree_task_executor_parallel_for(
            context->inner, 10,
            [](void* user_data, uint32_t, uint32_t worker_index) {
              static_cast<std::atomic<uint32_t>*>(user_data)->fetch_add(1);
              return worker_index <= 2
                         ? iree_ok_status()
                         : iree_make_status(IREE_STATUS_OUT_OF_RANGE);
            },
            &context->inner_runs);
      },
      &context));
  EXPECT_EQ(context.inner_runs.load(), 60u);
}

TEST(ExecutorTest, NestedThroughAnotherExecutorRunsInline) {
  // A -> B -> A, where B has no workers so that B's tiles run on the thread
  // that called into B: the innermost call finds that thread's frame for A
  // and runs inline with the index the thread holds in A (rather than waiting
  // for A's caller index, which this very thread may hold).
  for (uint32_t worker_count : {0u, 2u}) {
    ScopedExecutor a(worker_count);
    ScopedExecutor b(0);
    struct Context {
      iree_task_executor_t* a;
      iree_task_executor_t* b;
      std::atomic<uint32_t> innermost_runs{0};
      std::atomic<bool> index_mismatch{false};
    } context;
    context.a = a.get();
    context.b = b.get();
    struct OuterTile {
      Context* context;
      uint32_t a_worker_index;
    };
    IREE_CHECK_OK(iree_task_executor_parallel_for(
        a.get(), 4,
        [](void* user_data, uint32_t, uint32_t a_worker_index) {
          auto* context = static_cast<Context*>(user_data);
          OuterTile outer = {context, a_worker_index};
          return iree_task_executor_parallel_for(
              context->b, 3,
              [](void* user_data, uint32_t, uint32_t) {
                return iree_task_executor_parallel_for(
                    static_cast<OuterTile*>(user_data)->context->a, 2,
                    [](void* user_data, uint32_t, uint32_t worker_index) {
                      auto* outer = static_cast<OuterTile*>(user_data);
                      if (worker_index != outer->a_worker_index) {
                        outer->context->index_mismatch.store(true);
                      }
                      outer->context->innermost_runs.fetch_add(1);
                      return iree_ok_status();
                    },
                    user_data);
              },
              &outer);
        },
        &context));
    EXPECT_EQ(context.innermost_runs.load(), 4u * 3u * 2u);
    EXPECT_FALSE(context.index_mismatch.load());
  }
}

TEST(ExecutorTest, HookAdapterHasTheDeviceSignature) {
  ScopedExecutor executor(1);
  iree_status_t (*hook)(void*, uint32_t,
                        iree_status_t (*)(void*, uint32_t, uint32_t), void*) =
      iree_task_executor_parallel_for_hook;
  TileRecorder recorder(50, 1);
  IREE_CHECK_OK(hook(executor.get(), 50, TileRecorder::Tile, &recorder));
  recorder.ExpectEachTileRanOnce();
}

TEST(ExecutorTest, RetainKeepsTheExecutorAlive) {
  iree_allocator_counting_t counting;
  iree_allocator_counting_initialize(iree_allocator_system(), &counting);
  iree_task_executor_options_t options;
  iree_task_executor_options_initialize(&options);
  options.worker_count = 1;
  iree_task_executor_t* executor = nullptr;
  IREE_CHECK_OK(iree_task_executor_create(
      &options, iree_allocator_counting_allocator(&counting), &executor));
  iree_task_executor_retain(executor);
  iree_task_executor_release(executor);
  TileRecorder recorder(10, 1);
  IREE_CHECK_OK(iree_task_executor_parallel_for(executor, 10,
                                                TileRecorder::Tile, &recorder));
  recorder.ExpectEachTileRanOnce();
  EXPECT_EQ(counting.live_allocation_count, 1u);
  iree_task_executor_release(executor);
  EXPECT_EQ(counting.live_allocation_count, 0u);
}

TEST(ExecutorTest, RejectsTooManyWorkers) {
  iree_task_executor_options_t options;
  iree_task_executor_options_initialize(&options);
  options.worker_count = IREE_TASK_EXECUTOR_MAX_WORKER_COUNT + 1;
  iree_task_executor_t* executor = nullptr;
  iree_status_t status = iree_task_executor_create(
      &options, iree_allocator_system(), &executor);
  EXPECT_EQ(iree_status_consume_code(status), IREE_STATUS_INVALID_ARGUMENT);
  EXPECT_EQ(executor, nullptr);
}

TEST(ExecutorTest, DefaultOptionsUseOneThreadPerCore) {
  iree_task_executor_options_t options;
  iree_task_executor_options_initialize(&options);
  EXPECT_EQ(options.worker_count + 1, iree_task_topology_core_count());
  EXPECT_EQ(options.spin_ns, IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
  EXPECT_TRUE(options.pin_workers);
}

TEST(ExecutorTest, CreateAndDestroyManyTimes) {
  for (int i = 0; i < 100; ++i) {
    ScopedExecutor executor(1 + i % 4, i % 2 ? 0 : 1000);
    if (i % 3 == 0) {
      TileRecorder recorder(17, 1 + i % 4);
      IREE_CHECK_OK(iree_task_executor_parallel_for(
          executor.get(), 17, TileRecorder::Tile, &recorder));
      recorder.ExpectEachTileRanOnce();
    }
  }
}

// Tiles that take a little while, so that workers really join the calls
// instead of the caller claiming every tile before they wake.
iree_status_t SummingTile(void* user_data, uint32_t tile_index, uint32_t) {
  volatile uint32_t delay = 0;
  for (int i = 0; i < 200; ++i) delay = delay + 1;
  static_cast<std::atomic<uint64_t>*>(user_data)->fetch_add(tile_index);
  return iree_ok_status();
}

void RunManySmallCalls(iree_task_executor_t* executor, int call_count,
                       int seed, std::atomic<bool>* failed) {
  for (int call = 0; call < call_count; ++call) {
    uint32_t tile_count = 1 + static_cast<uint32_t>((call + seed) % 8);
    std::atomic<uint64_t> sum{0};
    IREE_CHECK_OK(iree_task_executor_parallel_for(executor, tile_count,
                                                  SummingTile, &sum));
    if (sum.load() != tile_count * (tile_count - 1) / 2) failed->store(true);
  }
}

TEST(ExecutorTest, StressManySmallCalls) {
  ScopedExecutor executor(2, /*spin_ns=*/2000);
  std::atomic<bool> failed{false};
  RunManySmallCalls(executor.get(), 20000, 0, &failed);
  EXPECT_FALSE(failed.load());
}

TEST(ExecutorTest, StressConcurrentCallersWithoutSpinning) {
  // Several callers racing publish/unpublish while workers sleep and wake on
  // every call.
  ScopedExecutor executor(2, /*spin_ns=*/0);
  std::atomic<bool> failed{false};
  std::vector<std::thread> threads;
  for (int t = 0; t < 3; ++t) {
    threads.emplace_back(
        [&, t] { RunManySmallCalls(executor.get(), 2000, t, &failed); });
  }
  for (auto& thread : threads) thread.join();
  EXPECT_FALSE(failed.load());
}

uint64_t ProcessCpuTimeNs() {
  struct timespec now;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now);
  return static_cast<uint64_t>(now.tv_sec) * 1000000000ull + now.tv_nsec;
}

TEST(ExecutorTest, IdleWorkersStopSpinning) {
  // After their spin budget, idle workers sleep: a quiet executor should use
  // almost no CPU while the test sleeps.
  ScopedExecutor executor(2, /*spin_ns=*/50000);
  TileRecorder recorder(64, 2);
  IREE_CHECK_OK(iree_task_executor_parallel_for(executor.get(), 64,
                                                TileRecorder::Tile, &recorder));
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  uint64_t begin = ProcessCpuTimeNs();
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  uint64_t used_ns = ProcessCpuTimeNs() - begin;
  EXPECT_LT(used_ns, 20000000u) << "idle executor used " << used_ns << " ns";
}

}  // namespace
