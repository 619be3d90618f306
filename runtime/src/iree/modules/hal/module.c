// The "hal" module: its function table, per-context state and the wrapper
// that ties the served devices' lifetime to the module.
#include "iree/modules/hal/module_impl.h"

// The contract with the compiler: names and calling conventions must match
// docs/hal_module.md exactly.
static const iree_vm_native_function_def_t iree_hal_module_functions[] = {
    {"allocator.allocate", "0riiI_r", iree_hal_module_allocator_allocate},
    {"allocator.allocate.initialized", "0riirII_r",
     iree_hal_module_allocator_allocate_initialized},
    {"assert", "0irCID_v", iree_hal_module_assert},
    {"buffer.assert", "0rrrIii_v", iree_hal_module_buffer_assert},
    {"buffer.length", "0r_I", iree_hal_module_buffer_length},
    {"buffer.load", "0rIi_i", iree_hal_module_buffer_load},
    {"buffer.store", "0irIi_v", iree_hal_module_buffer_store},
    {"buffer.subspan", "0rII_r", iree_hal_module_buffer_subspan},
    {"buffer_view.assert", "0rriiCID_v", iree_hal_module_buffer_view_assert},
    {"buffer_view.buffer", "0r_r", iree_hal_module_buffer_view_buffer},
    {"buffer_view.create", "0rIIiiCID_r", iree_hal_module_buffer_view_create},
    {"buffer_view.dim", "0ri_I", iree_hal_module_buffer_view_dim},
    {"buffer_view.element_type", "0r_i",
     iree_hal_module_buffer_view_element_type},
    {"buffer_view.encoding_type", "0r_i",
     iree_hal_module_buffer_view_encoding_type},
    {"buffer_view.rank", "0r_i", iree_hal_module_buffer_view_rank},
    {"command_buffer.copy_buffer", "0rrIrII_v",
     iree_hal_module_command_buffer_copy_buffer},
    {"command_buffer.create", "0riii_r", iree_hal_module_command_buffer_create},
    {"command_buffer.dispatch", "0rriiiiiCiDCirIID_v",
     iree_hal_module_command_buffer_dispatch},
    {"command_buffer.execution_barrier", "0riii_v",
     iree_hal_module_command_buffer_execution_barrier},
    {"command_buffer.fill_buffer", "0rrIIii_v",
     iree_hal_module_command_buffer_fill_buffer},
    {"command_buffer.finalize", "0r_v",
     iree_hal_module_command_buffer_finalize},
    {"command_buffer.update_buffer", "0rrIrII_v",
     iree_hal_module_command_buffer_update_buffer},
    {"device.allocator", "0r_r", iree_hal_module_device_allocator},
    {"device.query.i64", "0rrr_iI", iree_hal_module_device_query_i64},
    {"device.queue.alloca", "0rIrriiI_r", iree_hal_module_device_queue_alloca},
    {"device.queue.dealloca", "0rIrrr_v",
     iree_hal_module_device_queue_dealloca},
    {"device.queue.execute", "0rIrrr_v", iree_hal_module_device_queue_execute},
    {"device.queue.execute.indirect", "0rIrrrCrIID_v",
     iree_hal_module_device_queue_execute_indirect},
    {"devices.count", "0v_i", iree_hal_module_devices_count},
    {"devices.get", "0i_r", iree_hal_module_devices_get},
    {"executable.create", "0rrr_r", iree_hal_module_executable_create},
    {"fence.await", "0iCrD_i", iree_hal_module_fence_await},
    {"fence.create", "0ri_r", iree_hal_module_fence_create},
    {"fence.join", "0CrD_r", iree_hal_module_fence_join},
    {"fence.signal", "0r_v", iree_hal_module_fence_signal},
};

iree_status_t iree_hal_module_device_size(int64_t value, const char* what,
                                          bool allow_whole,
                                          iree_device_size_t* out_size) {
  if (allow_whole && value == -1) {
    *out_size = IREE_HAL_WHOLE_BUFFER;
    return iree_ok_status();
  }
  if (value < 0) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "%s %lld is negative", what, (long long)value);
  }
  *out_size = (iree_device_size_t)value;
  return iree_ok_status();
}

// Views the whole contents of |ref|, a !vm.buffer, as a string.
iree_status_t iree_hal_module_buffer_string(const iree_vm_ref_t* ref,
                                            const char* what,
                                            iree_string_view_t* out) {
  iree_vm_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(ref, &buffer), "%s", what);
  iree_const_byte_span_t span;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_map_ro(
      buffer, 0, iree_vm_buffer_length(buffer), &span));
  *out = iree_make_string_view((const char*)span.data, span.data_length);
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Per-context state
//===----------------------------------------------------------------------===//

static iree_status_t iree_hal_module_create_state(void* user_data,
                                                  iree_allocator_t allocator,
                                                  void** out_state) {
  const iree_hal_module_t* module = (const iree_hal_module_t*)user_data;
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_mul_add(
          sizeof(iree_hal_module_state_t), module->device_count,
          sizeof(iree_hal_executable_cache_t*), &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "too many devices");
  }
  iree_hal_module_state_t* state = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, total_size, (void**)&state));
  state->host_allocator = allocator;
  state->module = module;
  *out_state = state;
  return iree_ok_status();
}

static void iree_hal_module_destroy_state(void* user_data, void* base_state) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)base_state;
  for (iree_host_size_t i = 0; i < state->module->device_count; ++i) {
    if (state->executable_caches[i]) {
      iree_hal_executable_cache_release(state->executable_caches[i]);
    }
  }
  iree_allocator_free(state->host_allocator, state);
}

iree_status_t iree_hal_module_state_executable_cache(
    iree_hal_module_state_t* state, iree_hal_device_t* device,
    iree_hal_executable_cache_t** out_cache,
    iree_hal_executable_cache_t** out_temporary_cache) {
  *out_cache = NULL;
  *out_temporary_cache = NULL;
  for (iree_host_size_t i = 0; i < state->module->device_count; ++i) {
    if (state->module->devices[i] != device) continue;
    if (!state->executable_caches[i]) {
      IREE_RETURN_IF_ERROR(iree_hal_executable_cache_create(
          device, iree_make_cstring_view("hal"),
          &state->executable_caches[i]));
    }
    *out_cache = state->executable_caches[i];
    return iree_ok_status();
  }
  IREE_RETURN_IF_ERROR(iree_hal_executable_cache_create(
      device, iree_make_cstring_view("hal"), out_temporary_cache));
  *out_cache = *out_temporary_cache;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Module interface forwarding to the native module
//===----------------------------------------------------------------------===//

static iree_string_view_t iree_hal_module_name(void* self) {
  iree_vm_module_t* native = ((iree_hal_module_t*)self)->native_module;
  return native->name(native->self);
}

static void iree_hal_module_destroy(void* self) {
  iree_hal_module_t* module = (iree_hal_module_t*)self;
  iree_vm_module_release(module->native_module);
  for (iree_host_size_t i = 0; i < module->device_count; ++i) {
    iree_hal_device_release(module->devices[i]);
  }
  iree_allocator_free(module->host_allocator, module);
}

static iree_vm_module_counts_t iree_hal_module_counts(void* self) {
  iree_vm_module_t* native = ((iree_hal_module_t*)self)->native_module;
  return native->counts(native->self);
}

static iree_status_t iree_hal_module_get_function(
    void* self, iree_vm_function_linkage_t linkage, iree_host_size_t ordinal,
    iree_vm_function_t* out_function,
    iree_vm_function_signature_t* out_signature) {
  iree_hal_module_t* module = (iree_hal_module_t*)self;
  iree_vm_module_t* native = module->native_module;
  IREE_RETURN_IF_ERROR(native->get_function(native->self, linkage, ordinal,
                                            out_function, out_signature));
  // Calls must come back through the wrapper: it is the module the context
  // knows (and keeps state for).
  out_function->module = &module->interface;
  return iree_ok_status();
}

static iree_status_t iree_hal_module_alloc_state(
    void* self, iree_allocator_t allocator,
    iree_vm_module_state_t** out_state) {
  iree_vm_module_t* native = ((iree_hal_module_t*)self)->native_module;
  return native->alloc_state(native->self, allocator, out_state);
}

static void iree_hal_module_free_state(void* self,
                                       iree_vm_module_state_t* state) {
  iree_vm_module_t* native = ((iree_hal_module_t*)self)->native_module;
  native->free_state(native->self, state);
}

static iree_status_t iree_hal_module_resolve_import(
    void* self, iree_vm_module_state_t* state, iree_host_size_t ordinal,
    const iree_vm_function_t* target, iree_vm_module_state_t* target_state) {
  iree_vm_module_t* native = ((iree_hal_module_t*)self)->native_module;
  return native->resolve_import(native->self, state, ordinal, target,
                                target_state);
}

static iree_status_t iree_hal_module_begin_call(
    void* self, iree_vm_module_state_t* state, iree_vm_stack_t* stack,
    const iree_vm_function_call_t* call) {
  iree_vm_module_t* native = ((iree_hal_module_t*)self)->native_module;
  iree_vm_function_call_t native_call = *call;
  native_call.function.module = native;
  return native->begin_call(native->self, state, stack, &native_call);
}

iree_status_t iree_hal_module_create(iree_vm_instance_t* instance,
                                     iree_host_size_t device_count,
                                     iree_hal_device_t* const* devices,
                                     iree_hal_module_flags_t flags,
                                     iree_allocator_t host_allocator,
                                     iree_vm_module_t** out_module) {
  *out_module = NULL;
  if (device_count == 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "the hal module needs at least one device");
  }
  for (iree_host_size_t i = 0; i < device_count; ++i) {
    if (!devices[i]) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "device %zu of the hal module is null", i);
    }
  }
  IREE_RETURN_IF_ERROR(iree_hal_module_register_all_types(instance));

  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_mul_add(sizeof(iree_hal_module_t), device_count,
                                      sizeof(iree_hal_device_t*),
                                      &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "too many devices");
  }
  iree_hal_module_t* module = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&module));
  module->host_allocator = host_allocator;
  module->flags = flags;
  module->def.name = "hal";
  module->def.functions = iree_hal_module_functions;
  module->def.function_count = IREE_ARRAYSIZE(iree_hal_module_functions);
  module->def.user_data = module;
  module->def.create_state = iree_hal_module_create_state;
  module->def.destroy_state = iree_hal_module_destroy_state;
  iree_status_t status = iree_vm_native_module_create(
      &module->def, host_allocator, &module->native_module);
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(host_allocator, module);
    return status;
  }
  module->device_count = device_count;
  for (iree_host_size_t i = 0; i < device_count; ++i) {
    module->devices[i] = devices[i];
    iree_hal_device_retain(devices[i]);
  }

  iree_vm_module_t* interface = &module->interface;
  iree_vm_module_initialize(interface, module);
  interface->name = iree_hal_module_name;
  interface->destroy = iree_hal_module_destroy;
  interface->counts = iree_hal_module_counts;
  interface->get_function = iree_hal_module_get_function;
  interface->alloc_state = iree_hal_module_alloc_state;
  interface->free_state = iree_hal_module_free_state;
  interface->resolve_import = iree_hal_module_resolve_import;
  interface->begin_call = iree_hal_module_begin_call;
  *out_module = interface;
  return iree_ok_status();
}
