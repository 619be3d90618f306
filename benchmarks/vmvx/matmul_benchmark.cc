// The VMVX matmul microkernels (runtime/src/iree/modules/vmvx/matmul.c) on
// square row-major problems, next to a naive triple loop compiled in this
// file as the same-run reference. Reports `flops` (GFLOP/s, 2 * m * n * k per
// call; for i8i8i32 the multiply-adds are integer operations).
#include <benchmark/benchmark.h>

#include <cstdint>
#include <vector>

#include "iree/modules/vmvx/kernels.h"

namespace {

template <typename In, typename Out>
struct Problem {
  explicit Problem(int64_t size)
      : size(size), lhs(size * size), rhs(size * size), out(size * size) {
    for (int64_t i = 0; i < size * size; ++i) {
      lhs[i] = static_cast<In>(i % 7 - 3);
      rhs[i] = static_cast<In>(i % 5 - 2);
    }
  }
  iree_vmvx_matmul_params_t params() {
    return {lhs.data(), size, rhs.data(), size, out.data(), size,
            size,       size, size,       false};
  }
  int64_t size;
  std::vector<In> lhs, rhs;
  std::vector<Out> out;
};

void ReportFlops(benchmark::State& state, int64_t size) {
  state.counters["flops"] = benchmark::Counter(
      2.0 * size * size * size, benchmark::Counter::kIsIterationInvariantRate,
      benchmark::Counter::kIs1000);
}

void BM_MatmulF32(benchmark::State& state) {
  Problem<float, float> problem(state.range(0));
  iree_vmvx_matmul_params_t params = problem.params();
  for (auto _ : state) {
    iree_vmvx_matmul_f32f32f32(&params);
    benchmark::DoNotOptimize(problem.out.data());
    benchmark::ClobberMemory();
  }
  ReportFlops(state, problem.size);
}
BENCHMARK(BM_MatmulF32)->Arg(64)->Arg(128)->Arg(256)->Arg(512);

void BM_MatmulI8I8I32(benchmark::State& state) {
  Problem<int8_t, int32_t> problem(state.range(0));
  iree_vmvx_matmul_params_t params = problem.params();
  for (auto _ : state) {
    iree_vmvx_matmul_i8i8i32(&params);
    benchmark::DoNotOptimize(problem.out.data());
    benchmark::ClobberMemory();
  }
  ReportFlops(state, problem.size);
}
BENCHMARK(BM_MatmulI8I8I32)->Arg(64)->Arg(128)->Arg(256)->Arg(512);

// Reference: the textbook i-p-j loop nest (the order a compiler vectorizes
// best without blocking), built with this file's flags.
void BM_NaiveMatmulF32(benchmark::State& state) {
  Problem<float, float> problem(state.range(0));
  const int64_t size = problem.size;
  for (auto _ : state) {
    float* out = problem.out.data();
    for (int64_t i = 0; i < size * size; ++i) out[i] = 0.0f;
    for (int64_t i = 0; i < size; ++i) {
      for (int64_t p = 0; p < size; ++p) {
        const float a = problem.lhs[i * size + p];
        for (int64_t j = 0; j < size; ++j) {
          out[i * size + j] += a * problem.rhs[p * size + j];
        }
      }
    }
    benchmark::DoNotOptimize(out);
    benchmark::ClobberMemory();
  }
  ReportFlops(state, size);
}
BENCHMARK(BM_NaiveMatmulF32)->Arg(256);

}  // namespace

BENCHMARK_MAIN();
