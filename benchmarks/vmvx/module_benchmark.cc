// VMVX through the whole runtime (local-task), against references in the
// same run:
//  - BM_Matmul256: the 256^3 f32 matmul of matmul.mlir compiled for vmvx
//    with microkernels, for vmvx without them (all bytecode), and for
//    llvm-cpu. Each iteration is one full call.
//  - BM_FirstCall: a process's start of a dense layer whose weights the
//    program transposes and scales (gen_weights_model.py): instance, device,
//    module load and the first call, with compile-time evaluation, with
//    pre-transformed weights, and with compile-time evaluation off.
//
//   iree_vmvx_module_benchmark [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <vector>

#include "benchmarks/module_session.h"

namespace {

using iree_benchmarks::ModuleSession;

constexpr int kMatmulSize = 256;
constexpr int kDenseSize = 512;

const char* const kMatmulModules[] = {IREE_VMVX_MATMUL_PATH,
                                      IREE_VMVX_MATMUL_SCALAR_PATH,
                                      IREE_LLVMCPU_MATMUL_PATH};

// Arg: 0 vmvx, 1 vmvx without microkernels, 2 llvm-cpu.
void BM_Matmul256(benchmark::State& state) {
  ModuleSession session(kMatmulModules[state.range(0)]);
  std::vector<float> values(kMatmulSize * kMatmulSize, 0.5f);
  iree_hal_buffer_view_t* a =
      session.MakeInput({kMatmulSize, kMatmulSize}, values);
  iree_hal_buffer_view_t* b =
      session.MakeInput({kMatmulSize, kMatmulSize}, values);
  for (auto _ : state) session.Call("module.matmul", {a, b});
  double flops = 2.0 * kMatmulSize * kMatmulSize * kMatmulSize;
  state.counters["GFLOP/s"] = benchmark::Counter(
      flops * state.iterations() / 1e9, benchmark::Counter::kIsRate);
  iree_hal_buffer_view_release(a);
  iree_hal_buffer_view_release(b);
}
BENCHMARK(BM_Matmul256)
    ->ArgName("vmvx0_scalar1_llvmcpu2")
    ->DenseRange(0, 2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

const char* const kDenseModules[] = {IREE_DENSE_CONSTEVAL_PATH,
                                     IREE_DENSE_PRETRANSFORMED_PATH,
                                     IREE_DENSE_NO_CONSTEVAL_PATH};

// Arg: 0 compile-time evaluated, 1 pre-transformed, 2 evaluation off.
void BM_FirstCall(benchmark::State& state) {
  std::vector<float> values(kDenseSize, 0.25f);
  for (auto _ : state) {
    ModuleSession session(kDenseModules[state.range(0)]);
    iree_hal_buffer_view_t* x = session.MakeInput({1, kDenseSize}, values);
    session.Call("module.dense", {x});
    iree_hal_buffer_view_release(x);
  }
}
BENCHMARK(BM_FirstCall)
    ->ArgName("consteval0_pretransformed1_off2")
    ->DenseRange(0, 2)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
