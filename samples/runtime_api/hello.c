// The runtime API in one file: loads hello.vmfb (compiled from hello.mlir at
// build time), passes a 4xf32 tensor to @hello.mix and prints the result.
//
//   hello-runtime-api <hello.vmfb> [device URI, default local-sync]
//
// Uses only iree/runtime/api.h, as applications embedding the runtime do.
#include <stdio.h>

#include "iree/runtime/api.h"

// Creates a 4xf32 buffer view on the session's device holding |values|.
static iree_status_t hello_make_input(iree_runtime_session_t* session,
                                      const float values[4],
                                      iree_hal_buffer_view_t** out_view) {
  const iree_hal_dim_t shape[1] = {4};
  iree_hal_buffer_params_t params = {0};
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT;
  return iree_hal_buffer_view_allocate_buffer_copy(
      iree_runtime_session_device(session),
      iree_runtime_session_device_allocator(session), 1, shape,
      IREE_HAL_ELEMENT_TYPE_FLOAT_32, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
      params,
      iree_make_const_byte_span(values, 4 * sizeof(float)), out_view);
}

// Calls @hello.mix with one input and prints the output's elements.
static iree_status_t hello_run(iree_runtime_session_t* session) {
  iree_runtime_call_t call;
  IREE_RETURN_IF_ERROR(iree_runtime_call_initialize_by_name(
      session, iree_make_cstring_view("hello.mix"), &call));
  const float values[4] = {1.5f, 2.5f, 3.5f, 4.5f};
  iree_hal_buffer_view_t* input = NULL;
  iree_status_t status = hello_make_input(session, values, &input);
  if (iree_status_is_ok(status)) {
    status = iree_runtime_call_inputs_push_back_buffer_view(&call, input);
  }
  iree_hal_buffer_view_release(input);
  if (iree_status_is_ok(status)) status = iree_runtime_call_invoke(&call, /*flags=*/0);
  iree_hal_buffer_view_t* output = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_runtime_call_outputs_pop_front_buffer_view(&call, &output);
  }
  float results[4] = {0};
  if (iree_status_is_ok(status)) {
    status = iree_hal_buffer_map_read(iree_hal_buffer_view_buffer(output), 0,
                                      results, sizeof(results));
  }
  if (iree_status_is_ok(status)) {
    printf("hello.mix(1.5 2.5 3.5 4.5) = %g %g %g %g\n", results[0],
           results[1], results[2], results[3]);
  }
  iree_hal_buffer_view_release(output);
  iree_runtime_call_deinitialize(&call);
  return status;
}

int main(int argc, char** argv) {
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: %s <hello.vmfb> [device URI]\n", argv[0]);
    return 2;
  }
  iree_allocator_t allocator = iree_allocator_system();
  iree_runtime_instance_options_t instance_options;
  iree_runtime_instance_options_initialize(&instance_options);
  iree_runtime_instance_t* instance = NULL;
  iree_status_t status =
      iree_runtime_instance_create(&instance_options, allocator, &instance);

  iree_hal_device_t* device = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_runtime_instance_try_create_default_device(
        instance, iree_make_cstring_view(argc > 2 ? argv[2] : "local-sync"),
        &device);
  }
  iree_runtime_session_t* session = NULL;
  if (iree_status_is_ok(status)) {
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    status = iree_runtime_session_create_with_device(
        instance, &session_options, device, allocator, &session);
  }
  if (iree_status_is_ok(status)) {
    status =
        iree_runtime_session_append_bytecode_module_from_file(session, argv[1]);
  }
  if (iree_status_is_ok(status)) status = hello_run(session);

  iree_runtime_session_release(session);
  iree_hal_device_release(device);
  iree_runtime_instance_release(instance);
  if (!iree_status_is_ok(status)) {
    fputs("hello-runtime-api: error: ", stderr);
    iree_status_fprint(stderr, status);
    iree_status_free(status);
    return 1;
  }
  return 0;
}
