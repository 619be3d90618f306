// The "io_parameters" module (api.h).
#include <string.h>

#include "iree/hal/api.h"
#include "iree/modules/hal/api.h"
#include "iree/modules/io_parameters/api.h"

// Parameter data at this alignment serves CPU dispatches in place (what
// the compiler assumes of bindings, and what our archives keep).
#define IREE_IO_PARAMETERS_ALIGNMENT 64

typedef struct iree_io_parameters_module_t {
  // The definition is per module: it carries this struct as user data.
  iree_vm_native_module_def_t def;
  iree_allocator_t host_allocator;
  iree_io_parameter_index_t* index;
} iree_io_parameters_module_t;

static iree_string_view_t iree_io_parameters_string(
    const iree_vm_ref_t* ref, const char* what, iree_status_t* status) {
  iree_vm_buffer_t* buffer = NULL;
  iree_const_byte_span_t span = iree_make_const_byte_span(NULL, 0);
  *status = iree_vm_buffer_check_deref(ref, &buffer);
  if (iree_status_is_ok(*status)) {
    *status =
        iree_vm_buffer_map_ro(buffer, 0, iree_vm_buffer_length(buffer), &span);
  }
  if (!iree_status_is_ok(*status)) {
    *status = iree_status_annotate_f(*status, "io_parameters.load %s", what);
  }
  return iree_make_string_view((const char*)span.data, span.data_length);
}

static void iree_io_parameters_release_file(void* user_data,
                                            iree_hal_buffer_t* buffer) {
  iree_io_file_mapping_release((iree_io_file_mapping_t*)user_data);
}

// Whether |device| uses host memory as it is.
static bool iree_io_parameters_device_uses_host_memory(
    iree_hal_device_t* device) {
  int64_t value = 0;
  iree_status_t status = iree_hal_device_query_i64(
      device, iree_make_cstring_view("hal.device"),
      iree_make_cstring_view("host_memory"), &value);
  iree_status_ignore(status);
  return value == 1;
}

static iree_status_t iree_io_parameters_load(iree_vm_stack_t* stack,
                                             void* module_state, uint8_t* args,
                                             uint8_t* results) {
  iree_io_parameters_module_t* module =
      (iree_io_parameters_module_t*)module_state;
  iree_vm_ref_t refs[3];
  int64_t length = 0;
  memcpy(refs, args, sizeof(refs));
  memcpy(&length, args + sizeof(refs), sizeof(length));
  iree_hal_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&refs[0], &device),
                       "io_parameters.load device");
  iree_status_t status = iree_ok_status();
  iree_string_view_t scope = iree_io_parameters_string(&refs[1], "scope", &status);
  IREE_RETURN_IF_ERROR(status);
  iree_string_view_t key = iree_io_parameters_string(&refs[2], "key", &status);
  IREE_RETURN_IF_ERROR(status);

  const iree_io_parameter_t* parameter = NULL;
  if (module->index) {
    IREE_RETURN_IF_ERROR(iree_io_parameter_index_lookup(module->index, scope,
                                                        key, &parameter));
  } else {
    return iree_make_status(
        IREE_STATUS_NOT_FOUND,
        "parameter '%.*s' of scope '%.*s' not found: no parameter file was "
        "given (--parameters=%.*s=FILE)",
        (int)key.size, key.data, (int)scope.size, scope.data, (int)scope.size,
        scope.data);
  }
  if (length < 0 || (uint64_t)length != parameter->length) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "parameter '%.*s' of scope '%.*s' in '%s' has "
                            "%zu bytes; the program expects %lld",
                            (int)key.size, key.data, (int)scope.size,
                            scope.data, iree_io_file_mapping_path(parameter->file),
                            (size_t)parameter->length, (long long)length);
  }
  iree_const_byte_span_t contents = iree_io_parameter_contents(parameter);
  // Read by dispatches and copies, never written.
  iree_hal_buffer_usage_t usage = IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE |
                                  IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE |
                                  IREE_HAL_BUFFER_USAGE_MAPPING;
  iree_hal_buffer_t* buffer = NULL;
  if (contents.data_length > 0 &&
      (uintptr_t)contents.data % IREE_IO_PARAMETERS_ALIGNMENT == 0 &&
      iree_io_parameters_device_uses_host_memory(device)) {
    // The mapped file itself; the buffer keeps the mapping alive.
    iree_io_file_mapping_retain(parameter->file);
    iree_hal_buffer_release_callback_t release = {
        iree_io_parameters_release_file, parameter->file};
    status = iree_hal_buffer_wrap_host_memory(
        iree_make_byte_span((void*)contents.data, contents.data_length),
        IREE_HAL_MEMORY_ACCESS_READ, usage, release, module->host_allocator,
        &buffer);
    if (!iree_status_is_ok(status)) {
      iree_io_file_mapping_release(parameter->file);
    }
  } else {
    iree_hal_buffer_params_t params;
    memset(&params, 0, sizeof(params));
    params.type =
        IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_VISIBLE;
    params.usage = usage;
    // At least a byte: an empty parameter still gets a buffer to bind.
    status = iree_hal_allocator_allocate_buffer(
        iree_hal_device_allocator(device), params,
        contents.data_length ? contents.data_length : 1, contents, &buffer);
  }
  IREE_RETURN_IF_ERROR(status, "loading parameter '%.*s' of scope '%.*s'",
                       (int)key.size, key.data, (int)scope.size, scope.data);
  iree_vm_ref_t result = iree_hal_buffer_move_ref(buffer);
  memcpy(results, &result, sizeof(result));
  return iree_ok_status();
}

static const iree_vm_native_function_def_t iree_io_parameters_functions[] = {
    {"load", "0rrrI_r", iree_io_parameters_load},
};

static void iree_io_parameters_module_destroy(void* user_data) {
  iree_io_parameters_module_t* module =
      (iree_io_parameters_module_t*)user_data;
  iree_io_parameter_index_release(module->index);
  iree_allocator_free(module->host_allocator, module);
}

iree_status_t iree_io_parameters_module_create(
    iree_vm_instance_t* instance, iree_io_parameter_index_t* index,
    iree_allocator_t host_allocator, iree_vm_module_t** out_module) {
  *out_module = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_register_all_types(instance));
  iree_io_parameters_module_t* module = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*module), (void**)&module));
  memset(module, 0, sizeof(*module));
  module->host_allocator = host_allocator;
  module->index = index;
  iree_io_parameter_index_retain(index);
  module->def.name = "io_parameters";
  module->def.functions = iree_io_parameters_functions;
  module->def.function_count = IREE_ARRAYSIZE(iree_io_parameters_functions);
  module->def.user_data = module;
  module->def.destroy = iree_io_parameters_module_destroy;
  iree_status_t status =
      iree_vm_native_module_create(&module->def, host_allocator, out_module);
  if (!iree_status_is_ok(status)) iree_io_parameters_module_destroy(module);
  return status;
}
