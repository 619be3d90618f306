// A runtime session with one compiled module, for benchmarks that time calls
// through the runtime API.
#ifndef IREE_BENCHMARKS_MODULE_SESSION_H_
#define IREE_BENCHMARKS_MODULE_SESSION_H_

#include <cstdio>
#include <cstdlib>
#include <type_traits>
#include <vector>

#include "iree/runtime/api.h"

namespace iree_benchmarks {

inline void CheckOk(iree_status_t status) {
  if (iree_status_is_ok(status)) return;
  iree_status_fprint(stderr, status);
  iree_status_free(status);
  std::abort();
}

// One runtime session on |device| with the compiled module at |module_path|
// loaded.
class ModuleSession {
 public:
  explicit ModuleSession(const char* module_path,
                         const char* device = "local-task") {
    iree_allocator_t allocator = iree_allocator_system();
    iree_runtime_instance_options_t instance_options;
    iree_runtime_instance_options_initialize(&instance_options);
    CheckOk(iree_runtime_instance_create(&instance_options, allocator,
                                         &instance_));
    CheckOk(iree_runtime_instance_try_create_default_device(
        instance_, iree_make_cstring_view(device), &device_));
    iree_runtime_session_options_t session_options;
    iree_runtime_session_options_initialize(&session_options);
    CheckOk(iree_runtime_session_create_with_device(
        instance_, &session_options, device_, allocator, &session_));
    CheckOk(iree_runtime_session_append_bytecode_module_from_file(
        session_, module_path));
  }
  ~ModuleSession() {
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
        iree_runtime_session_device(session_),
        iree_runtime_session_device_allocator(session_), shape.size(),
        shape.data(), type, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
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
    CheckOk(iree_runtime_call_invoke(&call, 0));
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

}  // namespace iree_benchmarks

#endif  // IREE_BENCHMARKS_MODULE_SESSION_H_
