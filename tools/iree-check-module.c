// iree-check-module: runs the tests of a compiled e2e test module. Every
// export that takes no arguments and returns nothing (other than `__init`) is
// one test; tests call the "check" module's expectations, and a failed
// expectation fails the test with the expectation's message.
//
//   iree-check-module --module=t.vmfb [--device=local-task] [--function=f]
//
// Prints gtest-like lines per test and a summary:
//   [ RUN      ] f
//   [       OK ] f                  (or [  FAILED  ] f, then the status)
//   2 passed, 1 failed
// Exits 1 when a test failed or none ran; setup errors print one
// `iree-check-module: error: <status>` line and exit 1, as iree-run-module.
#include <stdio.h>
#include <string.h>

#include "iree/base/api.h"
#include "iree/modules/check/api.h"
#include "iree/runtime/api.h"
#include "iree/tooling/context_util.h"
#include "iree/tooling/flags.h"

// Whether |function| can be a test: no arguments and no results (besides
// the fences of an asynchronous form, which runs through its fences too).
static iree_status_t iree_tool_is_test(iree_vm_function_t function,
                                       iree_string_view_t* out_name,
                                       bool* out_is_test) {
  iree_vm_function_signature_t signature;
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &signature));
  iree_vm_calling_convention_t cconv;
  IREE_RETURN_IF_ERROR(
      iree_vm_calling_convention_parse(signature.calling_convention, &cconv));
  *out_name = signature.name;
  bool takes_nothing = iree_runtime_function_is_async(&function)
                           ? iree_string_view_equal(cconv.arguments,
                                                    iree_make_cstring_view("rr"))
                           : cconv.argument_bytes == 0;
  *out_is_test = takes_nothing && cconv.variadic_group_count == 0 &&
                 cconv.result_bytes == 0;
  return iree_ok_status();
}

// Runs |function| as one test, printing its lines; counts the outcome.
static void iree_tool_run_test(iree_tooling_context_t* context,
                               iree_vm_function_t function,
                               iree_string_view_t name, int* passed,
                               int* failed) {
  printf("[ RUN      ] %.*s\n", (int)name.size, name.data);
  fflush(stdout);
  iree_status_t status =
      iree_runtime_session_call_sync(context->session, &function, NULL, NULL);
  if (iree_status_is_ok(status)) {
    printf("[       OK ] %.*s\n", (int)name.size, name.data);
    ++*passed;
  } else {
    printf("[  FAILED  ] %.*s\n", (int)name.size, name.data);
    iree_status_fprint(stdout, status);
    iree_status_free(status);
    ++*failed;
  }
  fflush(stdout);
}

// Runs the selected tests and prints the summary; |*out_ok| is whether at
// least one ran and none failed.
static iree_status_t iree_tool_run(iree_tooling_context_t* context,
                                   bool* out_ok) {
  *out_ok = false;
  iree_host_size_t count = 0;
  IREE_RETURN_IF_ERROR(iree_tooling_list_functions(
      context, /*include_async=*/true, 0, NULL, &count));
  iree_vm_function_t* functions = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      context->host_allocator, (count ? count : 1) * sizeof(*functions),
      (void**)&functions));
  iree_status_t status = iree_tooling_list_functions(
      context, /*include_async=*/true, count, functions, &count);
  iree_string_view_t selected =
      iree_make_cstring_view(iree_tooling_function_flag());
  bool found = false;
  int passed = 0, failed = 0;
  for (iree_host_size_t i = 0; i < count && iree_status_is_ok(status); ++i) {
    iree_string_view_t name;
    bool is_test = false;
    status = iree_tool_is_test(functions[i], &name, &is_test);
    if (!iree_status_is_ok(status)) break;
    if (selected.size && !iree_string_view_equal(name, selected)) continue;
    if (selected.size && !is_test) {
      status = iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "--function=%.*s is not a test: tests take no arguments and "
          "return nothing",
          (int)name.size, name.data);
      break;
    }
    found = true;
    if (is_test) {
      iree_tool_run_test(context, functions[i], name, &passed, &failed);
    }
  }
  iree_allocator_free(context->host_allocator, functions);
  IREE_RETURN_IF_ERROR(status);
  if (selected.size && !found) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "--function=%.*s is not an export of the module",
                            (int)selected.size, selected.data);
  }
  printf("%d passed, %d failed\n", passed, failed);
  iree_tooling_print_statistics_if_requested(context, stdout);
  IREE_RETURN_IF_ERROR(
      iree_tooling_end_profiling_if_requested(context, stdout));
  *out_ok = passed > 0 && failed == 0;
  return iree_ok_status();
}

int main(int argc, char** argv) {
  iree_flags_set_usage("iree-check-module",
                       "Runs every test (export taking no arguments and "
                       "returning nothing) of a .vmfb module that uses the "
                       "check module, and reports each.");
  iree_flags_parse_or_exit(&argc, &argv);
  if (argc > 1) {
    fprintf(stderr, "iree-check-module: error: unexpected argument '%s'\n",
            argv[1]);
    return 1;
  }
  iree_allocator_t allocator = iree_allocator_system();
  iree_status_t status = iree_ok_status();
  bool ok = true;
  if (iree_tooling_list_drivers_requested()) {
    status = iree_tooling_print_drivers(allocator, stdout);
  } else if (iree_tooling_list_devices_requested()) {
    status = iree_tooling_print_devices(allocator, stdout);
  } else {
    iree_tooling_context_t context;
    status = iree_tooling_context_create_from_flags(
        allocator, iree_check_module_create, &context);
    if (iree_status_is_ok(status)) status = iree_tool_run(&context, &ok);
    iree_tooling_context_deinitialize(&context);
  }
  if (!iree_status_is_ok(status)) {
    fflush(stdout);
    fputs("iree-check-module: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return ok ? 0 : 1;
}
