// iree-run-module: loads a .vmfb module on a HAL device and calls one of its
// exports with --input arguments (scalars and tensors), then prints, writes
// or checks its results.
//
//   iree-run-module --module=m.vmfb --device=local-task --function=f
//       --input=2x3xf32="1 2 3 4 5 6" --input=@x.npy --output=@y.npy
//
// Prints `EXEC @f` and then one `result[N]: ...` entry per result
// (`result[0]: i32=7`, or `result[0]: hal.buffer_view` and the tensor on the
// next line). With --expected_output it prints `[SUCCESS]` or a `[FAILED]`
// line per mismatching result instead and exits 1 on a mismatch. Any other
// failure prints one `iree-run-module: error: <status>` line and exits 1.
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "iree/base/api.h"
#include "iree/runtime/api.h"
#include "iree/tooling/context_util.h"
#include "iree/tooling/flags.h"
#include "iree/tooling/function_io.h"

IREE_FLAG_LIST(string, output,
               "Where result N goes, one flag per result: - prints it, "
               "@file.npy writes it, +file.npy appends it (other extensions: "
               "raw bytes), an empty value skips it. Without --output every "
               "result is printed.");
IREE_FLAG_LIST(string, expected_output,
               "The value result N must have, one flag per result, in the "
               "--input forms. Mismatches print [FAILED] lines and exit 1.");
IREE_FLAG(double, expected_f16_threshold, 0.001,
          "Largest absolute difference accepted between f16 elements.");
IREE_FLAG(double, expected_bf16_threshold, 0.01,
          "Largest absolute difference accepted between bf16 elements.");
IREE_FLAG(double, expected_f32_threshold, 0.0001,
          "Largest absolute difference accepted between f32 elements.");
IREE_FLAG(double, expected_f64_threshold, 0.0001,
          "Largest absolute difference accepted between f64 elements.");
IREE_FLAG(int64, output_max_element_count, 1024,
          "Printed tensors with more elements show only this many.");

// Prints, writes and/or checks |outputs|; sets |*out_matched| to false when
// an expected output differs.
static iree_status_t iree_tool_handle_outputs(iree_allocator_t allocator,
                                              iree_vm_list_t* outputs,
                                              bool* out_matched) {
  *out_matched = true;
  iree_host_size_t max_elements =
      (iree_host_size_t)FLAG_output_max_element_count;
  if (FLAG_output.count) {
    IREE_RETURN_IF_ERROR(iree_tooling_write_outputs(
        outputs, FLAG_output.count, FLAG_output.values, max_elements,
        allocator, stdout));
  } else if (!FLAG_expected_output.count) {
    IREE_RETURN_IF_ERROR(
        iree_tooling_print_outputs(outputs, max_elements, allocator, stdout));
  }
  if (FLAG_expected_output.count) {
    iree_tooling_compare_thresholds_t thresholds = {
        FLAG_expected_f16_threshold, FLAG_expected_bf16_threshold,
        FLAG_expected_f32_threshold, FLAG_expected_f64_threshold};
    IREE_RETURN_IF_ERROR(iree_tooling_compare_outputs(
        outputs, FLAG_expected_output.count, FLAG_expected_output.values,
        &thresholds, max_elements, allocator, stdout, out_matched));
  }
  return iree_ok_status();
}

// Runs the selected function once; |*out_matched| as above.
static iree_status_t iree_tool_run(iree_tooling_context_t* context,
                                   bool* out_matched) {
  iree_allocator_t allocator = context->host_allocator;
  iree_vm_function_t function;
  IREE_RETURN_IF_ERROR(iree_tooling_select_function(context, &function));
  iree_vm_function_signature_t signature;
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &signature));
  iree_vm_list_t* inputs = NULL;
  IREE_RETURN_IF_ERROR(
      iree_tooling_parse_input_flags(context, function, &inputs));
  iree_vm_list_t* outputs = NULL;
  iree_status_t status = iree_vm_list_create(iree_vm_make_variant_type_def(),
                                             4, allocator, &outputs);
  if (iree_status_is_ok(status)) {
    printf("EXEC @%.*s\n", (int)signature.name.size, signature.name.data);
    fflush(stdout);
    status = iree_runtime_session_call_sync(context->session, &function,
                                            inputs, outputs);
  }
  iree_vm_list_release(inputs);
  if (iree_status_is_ok(status)) {
    status = iree_tool_handle_outputs(allocator, outputs, out_matched);
  }
  if (outputs) iree_vm_list_release(outputs);
  // After the results are released: what remains live is what the program
  // keeps (globals, caches).
  if (iree_status_is_ok(status)) {
    iree_tooling_print_statistics_if_requested(context, stdout);
    status = iree_tooling_end_profiling_if_requested(context, stdout);
  }
  return status;
}

int main(int argc, char** argv) {
  iree_flags_set_usage("iree-run-module",
                       "Runs an exported function of a .vmfb module on a HAL "
                       "device with --input arguments and prints, writes or "
                       "checks its results.");
  iree_flags_parse_or_exit(&argc, &argv);
  if (argc > 1) {
    fprintf(stderr, "iree-run-module: error: unexpected argument '%s'\n",
            argv[1]);
    return 1;
  }
  iree_allocator_t allocator = iree_allocator_system();
  iree_status_t status = iree_ok_status();
  bool matched = true;
  if (iree_tooling_list_drivers_requested()) {
    status = iree_tooling_print_drivers(allocator, stdout);
  } else if (iree_tooling_list_devices_requested()) {
    status = iree_tooling_print_devices(allocator, stdout);
  } else if (FLAG_output_max_element_count < 0) {
    status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "--output_max_element_count=%" PRId64
                              " must be 0 or more",
                              FLAG_output_max_element_count);
  } else {
    iree_tooling_context_t context;
    status = iree_tooling_context_create_from_flags(
        allocator, /*create_extra_module=*/NULL, &context);
    if (iree_status_is_ok(status)) status = iree_tool_run(&context, &matched);
    iree_tooling_context_deinitialize(&context);
  }
  if (!iree_status_is_ok(status)) {
    fflush(stdout);
    fputs("iree-run-module: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return matched ? 0 : 1;
}
