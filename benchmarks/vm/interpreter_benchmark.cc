// VM interpreter micro-benchmarks: the programs of interpreter_benchmarks.mlir
// (compiled by iree-compile) next to the same work written in C, so the ratio
// interpreter/C comes from one run on one machine. Each benchmark reports
// `time_per_unit`: per loop iteration, per buffer element, or per native call.
#include <benchmark/benchmark.h>

#include <cstdlib>
#include <fstream>
#include <iterator>
#include <vector>

#include "iree/vm/api.h"
#include "iree/vm/testing/native_test_module.h"

namespace {

constexpr int32_t kLoopCount = 1 << 20;
constexpr int64_t kBufferElements = 1 << 16;
constexpr int32_t kCallRounds = 1 << 14;
constexpr int kCallsPerRound = 21;

// One context with the native test module and the compiled benchmarks.
class BenchmarkContext {
 public:
  BenchmarkContext() {
    std::ifstream file(IREE_BENCHMARK_MODULE_PATH, std::ios::binary);
    std::vector<char> bytes(std::istreambuf_iterator<char>(file), {});
    size_ = bytes.size();
    data_ = static_cast<uint8_t*>(std::aligned_alloc(64, (size_ + 64) & ~63));
    std::copy(bytes.begin(), bytes.end(), data_);
    iree_allocator_t allocator = iree_allocator_system();
    IREE_CHECK_OK(iree_vm_instance_create(allocator, &instance_));
    IREE_CHECK_OK(
        iree::vm::testing::CreateNativeTestModule(allocator, &modules_[0]));
    IREE_CHECK_OK(iree_vm_bytecode_module_create(
        instance_, iree_make_const_byte_span(data_, size_),
        iree_allocator_null(), allocator, &modules_[1]));
    IREE_CHECK_OK(iree_vm_context_create_with_modules(instance_, modules_, 2,
                                                      allocator, &context_));
  }
  ~BenchmarkContext() {
    iree_vm_context_release(context_);
    iree_vm_module_release(modules_[1]);
    iree_vm_module_release(modules_[0]);
    iree_vm_instance_release(instance_);
    std::free(data_);
  }

  iree_vm_instance_t* instance() { return instance_; }

  iree_vm_function_t Lookup(const char* name) {
    iree_vm_function_t function;
    IREE_CHECK_OK(iree_vm_context_resolve_function(
        context_, iree_make_cstring_view(name), &function));
    return function;
  }

  // Invokes |function| with |inputs| and returns its i32 result.
  int32_t Invoke(iree_vm_function_t function, iree_vm_list_t* inputs) {
    iree_vm_list_t* outputs = nullptr;
    IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 1,
                                      iree_allocator_system(), &outputs));
    IREE_CHECK_OK(iree_vm_invoke(context_, function, inputs, outputs,
                                 iree_allocator_system()));
    iree_vm_value_t result;
    IREE_CHECK_OK(iree_vm_list_get_value(outputs, 0, &result));
    iree_vm_list_release(outputs);
    return result.i32;
  }

 private:
  uint8_t* data_ = nullptr;
  size_t size_ = 0;
  iree_vm_instance_t* instance_ = nullptr;
  iree_vm_module_t* modules_[2] = {nullptr, nullptr};
  iree_vm_context_t* context_ = nullptr;
};

BenchmarkContext& GetContext() {
  static BenchmarkContext* context = new BenchmarkContext();
  return *context;
}

iree_vm_list_t* MakeInputs(std::initializer_list<iree_vm_value_t> values) {
  iree_vm_list_t* list = nullptr;
  IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(),
                                    values.size() + 1, iree_allocator_system(),
                                    &list));
  for (iree_vm_value_t value : values) {
    IREE_CHECK_OK(iree_vm_list_push_value(list, &value));
  }
  return list;
}

// Reports seconds per unit (printed with an SI prefix: "2.1n" is 2.1 ns).
void SetUnits(benchmark::State& state, int64_t units_per_iteration) {
  state.counters["time_per_unit"] = benchmark::Counter(
      static_cast<double>(units_per_iteration),
      benchmark::Counter::kIsIterationInvariantRate |
          benchmark::Counter::kInvert);
}

void BM_LoopSum_VM(benchmark::State& state) {
  BenchmarkContext& context = GetContext();
  iree_vm_function_t function = context.Lookup("bench.loop_sum");
  iree_vm_list_t* inputs = MakeInputs({iree_vm_value_make_i32(kLoopCount)});
  for (auto _ : state) {
    if (context.Invoke(function, inputs) != kLoopCount) std::abort();
  }
  iree_vm_list_release(inputs);
  SetUnits(state, kLoopCount);
}
BENCHMARK(BM_LoopSum_VM)->Unit(benchmark::kMillisecond);

void BM_LoopSum_C(benchmark::State& state) {
  for (auto _ : state) {
    int32_t i = 0;
    do {
      ++i;
      benchmark::DoNotOptimize(i);
    } while (i < kLoopCount);
  }
  SetUnits(state, kLoopCount);
}
BENCHMARK(BM_LoopSum_C)->Unit(benchmark::kMillisecond);

void BM_BufferReduce_VM(benchmark::State& state) {
  BenchmarkContext& context = GetContext();
  iree_vm_function_t function = context.Lookup("bench.buffer_reduce");
  iree_vm_buffer_t* buffer = nullptr;
  IREE_CHECK_OK(iree_vm_buffer_create(kBufferElements * sizeof(int32_t),
                                      iree_allocator_system(), &buffer));
  iree_vm_list_t* inputs = nullptr;
  IREE_CHECK_OK(iree_vm_list_create(iree_vm_make_variant_type_def(), 2,
                                    iree_allocator_system(), &inputs));
  iree_vm_ref_t buffer_ref = iree_vm_buffer_retain_ref(buffer);
  IREE_CHECK_OK(iree_vm_list_push_ref_move(inputs, &buffer_ref));
  iree_vm_value_t count = iree_vm_value_make_i64(kBufferElements);
  IREE_CHECK_OK(iree_vm_list_push_value(inputs, &count));
  for (auto _ : state) {
    benchmark::DoNotOptimize(context.Invoke(function, inputs));
  }
  iree_vm_list_release(inputs);
  iree_vm_buffer_release(buffer);
  SetUnits(state, kBufferElements);
}
BENCHMARK(BM_BufferReduce_VM)->Unit(benchmark::kMicrosecond);

void BM_BufferReduce_C(benchmark::State& state) {
  std::vector<int32_t> values(kBufferElements, 1);
  for (auto _ : state) {
    int32_t sum = 0;
    for (int64_t i = 0; i < kBufferElements; ++i) {
      sum += values[i];
      // Keeps the loop scalar, one load and add per element like the VM.
      benchmark::DoNotOptimize(sum);
    }
  }
  SetUnits(state, kBufferElements);
}
BENCHMARK(BM_BufferReduce_C)->Unit(benchmark::kMicrosecond);

void BM_CallImport_VM(benchmark::State& state) {
  BenchmarkContext& context = GetContext();
  iree_vm_function_t function = context.Lookup("bench.call_imports");
  iree_vm_list_t* inputs = MakeInputs({iree_vm_value_make_i32(kCallRounds)});
  for (auto _ : state) {
    if (context.Invoke(function, inputs) != kCallRounds * kCallsPerRound) {
      std::abort();
    }
  }
  iree_vm_list_release(inputs);
  SetUnits(state, int64_t{kCallRounds} * kCallsPerRound);
}
BENCHMARK(BM_CallImport_VM)->Unit(benchmark::kMillisecond);

__attribute__((noinline)) int32_t AddOne(int32_t value) {
  benchmark::ClobberMemory();
  return value + 1;
}

void BM_CallImport_C(benchmark::State& state) {
  // Called through a pointer the compiler cannot see through, like an import.
  int32_t (*volatile add_one)(int32_t) = AddOne;
  for (auto _ : state) {
    int32_t x = 0;
    for (int32_t i = 0; i < kCallRounds * kCallsPerRound; ++i) x = add_one(x);
    benchmark::DoNotOptimize(x);
  }
  SetUnits(state, int64_t{kCallRounds} * kCallsPerRound);
}
BENCHMARK(BM_CallImport_C)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
