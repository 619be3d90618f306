// Compiled kernels against references in the same run: the llvm-cpu 512^3
// f32 matmul against OpenBLAS's cblas_sgemm (when built with it), a 16 MiB
// elementwise chain against memcpy of the same bytes, and a counted
// stablehlo.while with one small dispatch per iteration (1 and 1000 trips:
// the difference is the per-iteration cost). Each iteration is one full call
// through the runtime API on local-task.
//
//   iree_codegen_benchmark [--benchmark_filter=...]
#include <benchmark/benchmark.h>

#include <cstring>
#include <type_traits>
#include <vector>

#include "iree/runtime/api.h"

#ifdef IREE_HAVE_OPENBLAS
#include <cblas.h>
#endif

namespace {

constexpr int kMatmulSize = 512;
constexpr int kElementCount = 4 * 1024 * 1024;  // 16 MiB of f32

void CheckOk(iree_status_t status) {
  if (iree_status_is_ok(status)) return;
  iree_status_fprint(stderr, status);
  iree_status_free(status);
  std::abort();
}

// One session with a compiled module loaded, shared by the benchmarks.
class Kernels {
 public:
  explicit Kernels(const char* module_path) {
    iree_allocator_t allocator = iree_allocator_system();
    iree_runtime_instance_options_t instance_options;
    iree_runtime_instance_options_initialize(&instance_options);
    CheckOk(iree_runtime_instance_create(&instance_options, allocator,
                                         &instance_));
    CheckOk(iree_runtime_instance_try_create_default_device(
        instance_, iree_make_cstring_view("local-task"), &device_));
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    CheckOk(iree_runtime_session_create_with_device(
        instance_, &session_options, device_, allocator, &session_));
    CheckOk(iree_runtime_session_append_bytecode_module_from_file(
        session_, module_path));
  }
  ~Kernels() {
    iree_runtime_session_release(session_);
    iree_hal_device_release(device_);
    iree_runtime_instance_release(instance_);
  }

  template <typename T>
  iree_hal_buffer_view_t* MakeInput(std::vector<iree_hal_dim_t> shape,
                                    const std::vector<T>& values) {
    iree_hal_element_type_t type = std::is_same<T, float>::value
                                       ? IREE_HAL_ELEMENT_TYPE_FLOAT_32
                                       : IREE_HAL_ELEMENT_TYPE_INT_32;
    iree_hal_buffer_params_t params = {};
    params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
    params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
    iree_hal_buffer_view_t* view = nullptr;
    CheckOk(iree_hal_buffer_view_allocate_buffer_copy(
        iree_runtime_session_device_allocator(session_), shape.size(),
        shape.data(), type, params,
        iree_make_const_byte_span(values.data(), values.size() * sizeof(T)),
        &view));
    return view;
  }

  // Calls |function| once with |inputs| and drops the result.
  void Call(const char* function,
            const std::vector<iree_hal_buffer_view_t*>& inputs) {
    iree_runtime_call_t call;
    CheckOk(iree_runtime_call_initialize_by_name(
        session_, iree_make_cstring_view(function), &call));
    for (iree_hal_buffer_view_t* input : inputs)
      CheckOk(iree_runtime_call_inputs_push_back_buffer_view(&call, input));
    CheckOk(iree_runtime_call_invoke(&call));
    iree_hal_buffer_view_t* output = nullptr;
    CheckOk(iree_runtime_call_outputs_pop_front_buffer_view(&call, &output));
    iree_hal_buffer_view_release(output);
    iree_runtime_call_deinitialize(&call);
  }

 private:
  iree_runtime_instance_t* instance_ = nullptr;
  iree_hal_device_t* device_ = nullptr;
  iree_runtime_session_t* session_ = nullptr;
};

Kernels& GetKernels() {
  static Kernels* kernels = new Kernels(IREE_CODEGEN_KERNELS_PATH);
  return *kernels;
}

void SetMatmulCounters(benchmark::State& state) {
  double flops = 2.0 * kMatmulSize * kMatmulSize * kMatmulSize;
  state.counters["GFLOP/s"] = benchmark::Counter(
      flops * state.iterations() / 1e9, benchmark::Counter::kIsRate);
}

void BM_MatmulLLVMCPU(benchmark::State& state) {
  Kernels& kernels = GetKernels();
  std::vector<float> values(kMatmulSize * kMatmulSize, 0.5f);
  iree_hal_buffer_view_t* a = kernels.MakeInput({kMatmulSize, kMatmulSize}, values);
  iree_hal_buffer_view_t* b = kernels.MakeInput({kMatmulSize, kMatmulSize}, values);
  for (auto _ : state) kernels.Call("module.matmul", {a, b});
  SetMatmulCounters(state);
  iree_hal_buffer_view_release(a);
  iree_hal_buffer_view_release(b);
}
BENCHMARK(BM_MatmulLLVMCPU)->Unit(benchmark::kMillisecond)->UseRealTime();

#ifdef IREE_HAVE_OPENBLAS
void BM_MatmulOpenBLAS(benchmark::State& state) {
  std::vector<float> a(kMatmulSize * kMatmulSize, 0.5f), b(a), c(a.size());
  for (auto _ : state) {
    cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, kMatmulSize,
                kMatmulSize, kMatmulSize, 1.0f, a.data(), kMatmulSize, b.data(),
                kMatmulSize, 0.0f, c.data(), kMatmulSize);
    benchmark::DoNotOptimize(c.data());
  }
  SetMatmulCounters(state);
}
BENCHMARK(BM_MatmulOpenBLAS)->Unit(benchmark::kMillisecond)->UseRealTime();
#endif

void BM_ElementwiseLLVMCPU(benchmark::State& state) {
  Kernels& kernels = GetKernels();
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
  static Kernels* loop = new Kernels(IREE_CODEGEN_LOOP_PATH);
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
