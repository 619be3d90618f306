// iree-benchmark-module: times exported functions of a .vmfb module with
// Google Benchmark, one benchmark per function (--function=, or every export
// but `__init`). Takes the inputs of iree-run-module (--input=...) and every
// --benchmark_* flag of Google Benchmark, such as --benchmark_format=json or
// --benchmark_repetitions=5.
//
//   iree-benchmark-module --module=m.vmfb --device=local-task --function=f
//       --input=4xf32=1 --benchmark_format=json
//
// Each benchmark calls the function with the same parsed inputs; results are
// released after every call. Without --function, exports the inputs do not
// fit are skipped with a note on stderr. A failing call ends its benchmark with the
// error. Any setup failure prints one
// `iree-benchmark-module: error: <status>` line and exits 1.
#include <benchmark/benchmark.h>

#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "iree/base/api.h"
#include "iree/runtime/api.h"
#include "iree/tooling/context_util.h"
#include "iree/tooling/flags.h"

namespace {

// One function to time and the inputs it is called with.
struct BenchmarkTarget {
  iree_vm_function_t function;
  iree_vm_list_t* inputs = nullptr;
};

std::string StatusToString(iree_status_t status) {
  iree_host_size_t length = iree_status_format(status, 0, nullptr);
  std::string text(length, '\0');
  iree_status_format(status, length + 1, text.data());
  return text;
}

// The first call failure of any benchmark: the tool reports it and exits 1
// once all benchmarks ran.
std::string first_failure;

void RunFunction(benchmark::State& state, iree_tooling_context_t* context,
                 const BenchmarkTarget* target) {
  iree_vm_list_t* outputs = nullptr;
  iree_status_t status = iree_vm_list_create(iree_vm_make_variant_type_def(),
                                             4, context->host_allocator,
                                             &outputs);
  for (auto _ : state) {
    if (!iree_status_is_ok(status)) break;
    status = iree_runtime_session_call_sync(context->session, &target->function,
                                       target->inputs, outputs);
    // Releasing the results is part of each call's cost (as it is for an
    // application) and keeps memory flat across iterations.
    if (iree_status_is_ok(status)) status = iree_vm_list_resize(outputs, 0);
  }
  if (!iree_status_is_ok(status)) {
    std::string message = StatusToString(status);
    state.SkipWithError(message.c_str());
    if (first_failure.empty()) first_failure = message;
    iree_status_free(status);
  }
  if (outputs) iree_vm_list_release(outputs);
}

// Picks the functions to time and parses their inputs.
iree_status_t PrepareTargets(iree_tooling_context_t* context,
                             std::vector<BenchmarkTarget>* targets) {
  std::vector<iree_vm_function_t> functions;
  if (iree_tooling_function_flag()[0]) {
    functions.resize(1);
    IREE_RETURN_IF_ERROR(iree_tooling_select_function(context, &functions[0]));
  } else {
    // Every export once: asynchronous forms only when named.
    iree_host_size_t count = 0;
    IREE_RETURN_IF_ERROR(iree_tooling_list_functions(
        context, /*include_async=*/false, 0, nullptr, &count));
    functions.resize(count);
    IREE_RETURN_IF_ERROR(iree_tooling_list_functions(
        context, /*include_async=*/false, count, functions.data(), &count));
  }
  // Timing every export: the ones the --input flags do not fit are skipped
  // with a note, so one module can mix signatures.
  bool skip_mismatches = functions.size() > 1;
  iree_status_t first_error = iree_ok_status();
  for (const iree_vm_function_t& function : functions) {
    BenchmarkTarget target;
    target.function = function;
    iree_status_t status =
        iree_tooling_parse_input_flags(context, function, &target.inputs);
    if (iree_status_is_ok(status)) {
      targets->push_back(target);
      continue;
    }
    if (!skip_mismatches) return status;
    std::fputs("iree-benchmark-module: skipping: ", stderr);
    iree_status_fprint(stderr, status);
    if (iree_status_is_ok(first_error)) {
      first_error = status;
    } else {
      iree_status_free(status);
    }
  }
  if (targets->empty() && !iree_status_is_ok(first_error)) {
    return iree_status_annotate_f(first_error,
                                  "no export accepts the --input flags");
  }
  iree_status_free(first_error);
  return iree_ok_status();
}

iree_status_t RegisterAndRun(iree_tooling_context_t* context,
                             std::vector<BenchmarkTarget>* targets) {
  IREE_RETURN_IF_ERROR(iree_tooling_context_create_from_flags(
      iree_allocator_system(), /*create_extra_module=*/nullptr, context));
  IREE_RETURN_IF_ERROR(PrepareTargets(context, targets));
  iree_string_view_t module_name = iree_vm_module_name(context->module);
  for (const BenchmarkTarget& target : *targets) {
    iree_vm_function_signature_t signature;
    IREE_RETURN_IF_ERROR(
        iree_vm_function_signature(&target.function, &signature));
    std::string name = "BM_" +
                       std::string(module_name.data, module_name.size) + "." +
                       std::string(signature.name.data, signature.name.size);
    const BenchmarkTarget* target_ptr = &target;
    benchmark::RegisterBenchmark(
        name.c_str(),
        [context, target_ptr](benchmark::State& state) {
          RunFunction(state, context, target_ptr);
        })
        ->MeasureProcessCPUTime()
        ->UseRealTime()
        ->Unit(benchmark::kMillisecond);
  }
  benchmark::RunSpecifiedBenchmarks();
  if (!first_failure.empty()) {
    return iree_make_status(IREE_STATUS_ABORTED, "a benchmarked call failed: %s",
                            first_failure.c_str());
  }
  return iree_ok_status();
}

}  // namespace

int main(int argc, char** argv) {
  iree_flags_set_usage(
      "iree-benchmark-module",
      "Times exported functions of a .vmfb module with Google Benchmark: one "
      "benchmark per function (--function, or every export). Takes the "
      "--input forms of iree-run-module and Google Benchmark's --benchmark_* "
      "flags (--benchmark_format=json, --benchmark_repetitions=N, "
      "--benchmark_min_time=S, --benchmark_filter=REGEX, ...).");
  // Google Benchmark would answer --help with only its own flags.
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--help") == 0) {
      iree_flags_print_usage(stdout);
      return 0;
    }
    if (std::strcmp(argv[i], "--") == 0) break;
  }
  // Takes the --benchmark_* flags out of argv before ours are parsed.
  benchmark::Initialize(&argc, argv);
  iree_flags_parse_or_exit(&argc, &argv);
  if (argc > 1) {
    std::fprintf(stderr,
                 "iree-benchmark-module: error: unexpected argument '%s'\n",
                 argv[1]);
    return 1;
  }

  iree_tooling_context_t context;
  std::memset(&context, 0, sizeof(context));
  std::vector<BenchmarkTarget> targets;
  iree_status_t status = iree_ok_status();
  if (iree_tooling_list_drivers_requested()) {
    status = iree_tooling_print_drivers(iree_allocator_system(), stdout);
  } else if (iree_tooling_list_devices_requested()) {
    status = iree_tooling_print_devices(iree_allocator_system(), stdout);
  } else {
    status = RegisterAndRun(&context, &targets);
    if (iree_status_is_ok(status)) {
      iree_tooling_print_statistics_if_requested(&context, stdout);
      status = iree_tooling_end_profiling_if_requested(&context, stdout);
    }
  }
  for (BenchmarkTarget& target : targets) {
    if (target.inputs) iree_vm_list_release(target.inputs);
  }
  iree_tooling_context_deinitialize(&context);
  benchmark::Shutdown();
  if (!iree_status_is_ok(status)) {
    std::fflush(stdout);
    std::fputs("iree-benchmark-module: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return 0;
}
