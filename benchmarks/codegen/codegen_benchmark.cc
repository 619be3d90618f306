// Compiled kernels against references in the same run: the llvm-cpu 512^3
// f32 matmul against OpenBLAS's cblas_sgemm (when built with it), 256^3 and
// 1024^3 on one thread against single-threaded OpenBLAS, the 3x3
// convolution of a ResNet block on one thread, a 16 MiB
// elementwise chain against memcpy of the same bytes, and a counted
// stablehlo.while with one small dispatch per iteration (1 and 1000 trips:
// the difference is the per-iteration cost). Each iteration is one full call
// through the runtime API on local-task (local-sync for one thread).
//
//   iree_codegen_benchmark [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <cstring>
#include <string>
#include <vector>

#include "benchmarks/module_session.h"

#ifdef IREE_HAVE_OPENBLAS
#include <cblas.h>
#endif

namespace {

using iree_benchmarks::ModuleSession;

constexpr int kMatmulSize = 512;
constexpr int kElementCount = 4 * 1024 * 1024;  // 16 MiB of f32

ModuleSession& GetKernels() {
  static ModuleSession* kernels = new ModuleSession(IREE_CODEGEN_KERNELS_PATH);
  return *kernels;
}

void SetMatmulCounters(benchmark::State& state, int n) {
  double flops = 2.0 * n * n * n;
  state.counters["GFLOP/s"] = benchmark::Counter(
      flops * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}

void RunMatmul(benchmark::State& state, ModuleSession& kernels,
               const char* function, int n) {
  std::vector<float> values(static_cast<size_t>(n) * n, 0.5f);
  size_t size = static_cast<size_t>(n);
  iree_hal_buffer_view_t* a = kernels.MakeInput({size, size}, values);
  iree_hal_buffer_view_t* b = kernels.MakeInput({size, size}, values);
  for (auto _ : state) kernels.Call(function, {a, b});
  SetMatmulCounters(state, n);
  iree_hal_buffer_view_release(a);
  iree_hal_buffer_view_release(b);
}

void BM_MatmulLLVMCPU(benchmark::State& state) {
  RunMatmul(state, GetKernels(), "module.matmul", kMatmulSize);
}
BENCHMARK(BM_MatmulLLVMCPU)->Unit(benchmark::kMillisecond)->UseRealTime();

// Arg: the size. One thread: local-sync runs every workgroup inline.
void BM_MatmulOneThreadLLVMCPU(benchmark::State& state) {
  static ModuleSession* kernels =
      new ModuleSession(IREE_CODEGEN_KERNELS_PATH, "local-sync");
  int n = static_cast<int>(state.range(0));
  std::string function = "module.matmul_" + std::to_string(n);
  RunMatmul(state, *kernels, function.c_str(), n);
}
BENCHMARK(BM_MatmulOneThreadLLVMCPU)->Arg(256)->Arg(1024)
    ->Unit(benchmark::kMillisecond)->UseRealTime();

// The ResNet block's 3x3 convolution (1x56x56x64 -> 64, SAME) on one
// thread: its GFLOP/s against the one-thread matmuls'.
void BM_ConvolutionOneThreadLLVMCPU(benchmark::State& state) {
  static ModuleSession* kernels =
      new ModuleSession(IREE_CODEGEN_KERNELS_PATH, "local-sync");
  std::vector<float> input(56 * 56 * 64, 0.5f), filter(3 * 3 * 64 * 64, 0.25f);
  iree_hal_buffer_view_t* x = kernels->MakeInput({1, 56, 56, 64}, input);
  iree_hal_buffer_view_t* w = kernels->MakeInput({3, 3, 64, 64}, filter);
  for (auto _ : state) kernels->Call("module.conv_3x3", {x, w});
  double flops = 2.0 * 56 * 56 * 64 * 64 * 9;
  state.counters["GFLOP/s"] = benchmark::Counter(
      flops * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  iree_hal_buffer_view_release(x);
  iree_hal_buffer_view_release(w);
}
BENCHMARK(BM_ConvolutionOneThreadLLVMCPU)
    ->Unit(benchmark::kMillisecond)->UseRealTime();

#ifdef IREE_HAVE_OPENBLAS
void RunOpenBLAS(benchmark::State& state, int n, int threads) {
  openblas_set_num_threads(threads);
  std::vector<float> a(static_cast<size_t>(n) * n, 0.5f), b(a), c(a.size());
  for (auto _ : state) {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, n, n, n, 1.0f,
                a.data(), n, b.data(), n, 0.0f, c.data(), n);
    benchmark::DoNotOptimize(c.data());
  }
  SetMatmulCounters(state, n);
}

void BM_MatmulOpenBLAS(benchmark::State& state) {
  RunOpenBLAS(state, kMatmulSize, openblas_get_num_procs());
}
BENCHMARK(BM_MatmulOpenBLAS)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_MatmulOneThreadOpenBLAS(benchmark::State& state) {
  RunOpenBLAS(state, static_cast<int>(state.range(0)), 1);
}
BENCHMARK(BM_MatmulOneThreadOpenBLAS)->Arg(256)->Arg(1024)
    ->Unit(benchmark::kMillisecond)->UseRealTime();
#endif

void BM_ElementwiseLLVMCPU(benchmark::State& state) {
  ModuleSession& kernels = GetKernels();
  std::vector<float> values(kElementCount, 1.5f);
  iree_hal_buffer_view_t* x = kernels.MakeInput({kElementCount}, values);
  for (auto _ : state) kernels.Call("module.elementwise", {x});
  state.SetBytesProcessed(state.iterations() * 2 * kElementCount * sizeof(float));
  iree_hal_buffer_view_release(x);
}
BENCHMARK(BM_ElementwiseLLVMCPU)->Unit(benchmark::kMillisecond)->UseRealTime();

void BM_Memcpy(benchmark::State& state) {
  std::vector<float> source(kElementCount, 1.5f), target(kElementCount);
  for (auto _ : state) {
    std::memcpy(target.data(), source.data(), kElementCount * sizeof(float));
    benchmark::DoNotOptimize(target.data());
  }
  state.SetBytesProcessed(state.iterations() * 2 * kElementCount * sizeof(float));
}
BENCHMARK(BM_Memcpy)->Unit(benchmark::kMillisecond)->UseRealTime();

// Arg: the trip count. `s/trip` is the real time per loop iteration.
void BM_CountedLoop(benchmark::State& state) {
  static ModuleSession* loop = new ModuleSession(IREE_CODEGEN_LOOP_PATH);
  std::vector<float> values = {1.0f, 2.0f, 3.0f, 4.0f};
  iree_hal_buffer_view_t* x = loop->MakeInput({4}, values);
  std::vector<int32_t> trips = {static_cast<int32_t>(state.range(0))};
  iree_hal_buffer_view_t* n = loop->MakeInput({}, trips);
  for (auto _ : state) loop->Call("module.counted_loop", {x, n});
  state.counters["s/trip"] = benchmark::Counter(
      static_cast<double>(state.iterations() * state.range(0)),
      benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
  iree_hal_buffer_view_release(x);
  iree_hal_buffer_view_release(n);
}
BENCHMARK(BM_CountedLoop)->Arg(1)->Arg(1000)->Unit(benchmark::kMicrosecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
