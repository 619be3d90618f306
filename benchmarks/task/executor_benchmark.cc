// Task executor benchmarks: what a parallel_for costs when there is nothing to
// share (1 tile), what a fork/join of empty tiles costs, and how a
// memory-streaming elementwise kernel scales with threads next to memcpy of
// the same bytes.
//
// Thread counts (`threads:N`) include the calling thread, which runs tiles
// like a worker: threads:1 is an executor with no workers (every tile on the
// caller), threads:2 is one worker plus the caller, and so on. Per-call
// results are reported as `time_per_call`.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <cstring>

#include "iree/task/api.h"

namespace {

iree_task_executor_t* CreateExecutor(iree_host_size_t worker_count,
                                     uint64_t spin_ns) {
  iree_task_executor_options_t options;
  iree_task_executor_options_initialize(&options);
  options.worker_count = worker_count;
  options.spin_ns = spin_ns;
  iree_task_executor_t* executor = nullptr;
  IREE_CHECK_OK(iree_task_executor_create(&options, iree_allocator_system(),
                                          &executor));
  return executor;
}

iree_status_t EmptyTile(void* user_data, uint32_t tile_index,
                        uint32_t worker_index) {
  benchmark::DoNotOptimize(user_data);
  return iree_ok_status();
}

void ReportPerCall(benchmark::State& state, int64_t calls_per_iteration) {
  state.counters["time_per_call"] = benchmark::Counter(
      static_cast<double>(calls_per_iteration),
      benchmark::Counter::kIsIterationInvariantRate |
          benchmark::Counter::kInvert);
}

//===----------------------------------------------------------------------===//
// Overhead
//===----------------------------------------------------------------------===//

// One 1-tile call per iteration on the default executor (one thread per
// core): runs inline on the caller, nobody is woken.
void BM_OneTileCall(benchmark::State& state) {
  iree_task_executor_t* executor =
      CreateExecutor(iree_task_topology_core_count() - 1,
                     IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
  for (auto _ : state) {
    IREE_CHECK_OK(
        iree_task_executor_parallel_for(executor, 1, EmptyTile, nullptr));
  }
  ReportPerCall(state, 1);
  iree_task_executor_release(executor);
}
BENCHMARK(BM_OneTileCall)->UseRealTime();

// 100 back-to-back 1-tile calls per iteration, as a command buffer of small
// dispatches issues them.
void BM_OneTileCallsBackToBack(benchmark::State& state) {
  iree_task_executor_t* executor =
      CreateExecutor(iree_task_topology_core_count() - 1,
                     IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
  for (auto _ : state) {
    for (int i = 0; i < 100; ++i) {
      IREE_CHECK_OK(
          iree_task_executor_parallel_for(executor, 1, EmptyTile, nullptr));
    }
  }
  ReportPerCall(state, 100);
  iree_task_executor_release(executor);
}
BENCHMARK(BM_OneTileCallsBackToBack)->UseRealTime();

// A call with range(1) empty tiles on threads = range(0): the cost of
// publishing, waking spinning workers, claiming and joining.
void BM_ForkJoinEmptyTiles(benchmark::State& state) {
  iree_task_executor_t* executor =
      CreateExecutor(static_cast<iree_host_size_t>(state.range(0) - 1),
                     IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
  const uint32_t tile_count = static_cast<uint32_t>(state.range(1));
  for (auto _ : state) {
    IREE_CHECK_OK(iree_task_executor_parallel_for(executor, tile_count,
                                                  EmptyTile, nullptr));
  }
  ReportPerCall(state, 1);
  iree_task_executor_release(executor);
}
BENCHMARK(BM_ForkJoinEmptyTiles)
    ->ArgNames({"threads", "tiles"})
    ->Args({2, 2})
    ->Args({2, 256})
    ->Args({3, 3})
    ->Args({3, 256})
    ->UseRealTime();

// Two tiles that each wait for the other, on an executor whose worker never
// spins: every call pays a real futex wake of a sleeping worker.
void BM_ForkJoinSleepingWorker(benchmark::State& state) {
  iree_task_executor_t* executor = CreateExecutor(1, /*spin_ns=*/0);
  for (auto _ : state) {
    int arrived = 0;
    IREE_CHECK_OK(iree_task_executor_parallel_for(
        executor, 2,
        [](void* user_data, uint32_t, uint32_t) {
          int* arrived = static_cast<int*>(user_data);
          __atomic_add_fetch(arrived, 1, __ATOMIC_SEQ_CST);
          while (__atomic_load_n(arrived, __ATOMIC_SEQ_CST) < 2) {
          }
          return iree_ok_status();
        },
        &arrived));
  }
  ReportPerCall(state, 1);
  iree_task_executor_release(executor);
}
BENCHMARK(BM_ForkJoinSleepingWorker)->UseRealTime();

//===----------------------------------------------------------------------===//
// Scaling
//===----------------------------------------------------------------------===//

constexpr size_t kStreamBytes = 64u << 20;
constexpr size_t kStreamElements = kStreamBytes / sizeof(float);

// Input and output of the streaming benchmarks, allocated and touched once so
// that page faults stay out of the measurements.
struct StreamBuffers {
  StreamBuffers() {
    x = static_cast<float*>(std::aligned_alloc(64, kStreamBytes));
    y = static_cast<float*>(std::aligned_alloc(64, kStreamBytes));
    for (size_t i = 0; i < kStreamElements; ++i) {
      x[i] = static_cast<float>(i & 1023);
      y[i] = 0.0f;
    }
  }
  float* x;
  float* y;
};

StreamBuffers& GetStreamBuffers() {
  static StreamBuffers* buffers = new StreamBuffers();
  return *buffers;
}

struct StreamTiles {
  const float* x;
  float* y;
  size_t elements_per_tile;
};

iree_status_t ElementwiseTile(void* user_data, uint32_t tile_index,
                              uint32_t worker_index) {
  const auto* tiles = static_cast<const StreamTiles*>(user_data);
  const float* __restrict x = tiles->x + tile_index * tiles->elements_per_tile;
  float* __restrict y = tiles->y + tile_index * tiles->elements_per_tile;
  // Explicit 4-wide vectors: -O2 does not vectorize loops, and a compiled
  // elementwise dispatch would be vectorized (tiles hold whole vectors).
  typedef float f32x4 __attribute__((vector_size(16)));
  for (size_t i = 0; i < tiles->elements_per_tile; i += 4) {
    f32x4 value;
    std::memcpy(&value, x + i, sizeof(value));
    value = value * 2.0f + 1.0f;
    std::memcpy(y + i, &value, sizeof(value));
  }
  return iree_ok_status();
}

iree_status_t CopyTile(void* user_data, uint32_t tile_index,
                       uint32_t worker_index) {
  const auto* tiles = static_cast<const StreamTiles*>(user_data);
  const size_t offset = tile_index * tiles->elements_per_tile;
  std::memcpy(tiles->y + offset, tiles->x + offset,
              tiles->elements_per_tile * sizeof(float));
  return iree_ok_status();
}

// y = x * 2 + 1 over 64 MiB of f32 in range(1) tiles on range(0) threads.
template <iree_task_tile_fn_t kTileFn>
void BM_Stream(benchmark::State& state) {
  StreamBuffers& buffers = GetStreamBuffers();
  iree_task_executor_t* executor =
      CreateExecutor(static_cast<iree_host_size_t>(state.range(0) - 1),
                     IREE_TASK_EXECUTOR_DEFAULT_SPIN_NS);
  const uint32_t tile_count = static_cast<uint32_t>(state.range(1));
  StreamTiles tiles = {buffers.x, buffers.y, kStreamElements / tile_count};
  for (auto _ : state) {
    IREE_CHECK_OK(
        iree_task_executor_parallel_for(executor, tile_count, kTileFn, &tiles));
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(kStreamBytes));
  iree_task_executor_release(executor);
}
BENCHMARK_TEMPLATE(BM_Stream, ElementwiseTile)
    ->Name("BM_Elementwise")
    ->ArgNames({"threads", "tiles"})
    ->Args({1, 256})
    ->Args({2, 256})
    ->Args({3, 256})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();
BENCHMARK_TEMPLATE(BM_Stream, CopyTile)
    ->Name("BM_ParallelMemcpy")
    ->ArgNames({"threads", "tiles"})
    ->Args({2, 256})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// memcpy of the same 64 MiB on the calling thread alone: the reference for
// what one core can stream.
void BM_Memcpy(benchmark::State& state) {
  StreamBuffers& buffers = GetStreamBuffers();
  for (auto _ : state) {
    std::memcpy(buffers.y, buffers.x, kStreamBytes);
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(static_cast<int64_t>(state.iterations()) *
                          static_cast<int64_t>(kStreamBytes));
}
BENCHMARK(BM_Memcpy)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
