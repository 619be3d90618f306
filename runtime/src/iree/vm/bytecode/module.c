// The iree_vm_module_t interface of bytecode modules and their per-context
// state (globals, rodata buffers, resolved imports).
#include <string.h>

#include "iree/vm/buffer.h"
#include "iree/vm/bytecode/module_impl.h"

static iree_string_view_t iree_vm_bytecode_module_name(void* self) {
  return ((iree_vm_bytecode_module_t*)self)->name;
}

static void iree_vm_bytecode_module_destroy(void* self) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  if (!iree_allocator_is_null(module->flatbuffer_deallocator)) {
    iree_allocator_free(module->flatbuffer_deallocator,
                        (void*)module->flatbuffer_data.data);
  }
  iree_vm_instance_release(module->instance);
  iree_allocator_free(module->host_allocator, module);
}

static iree_vm_module_counts_t iree_vm_bytecode_module_counts(void* self) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  iree_vm_module_counts_t counts = {module->import_count, module->export_count,
                                    module->function_count};
  return counts;
}

static iree_status_t iree_vm_bytecode_module_get_function(
    void* self, iree_vm_function_linkage_t linkage, iree_host_size_t ordinal,
    iree_vm_function_t* out_function,
    iree_vm_function_signature_t* out_signature) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  memset(out_signature, 0, sizeof(*out_signature));
  const iree_vm_bytecode_function_t* function = NULL;
  if (linkage == IREE_VM_FUNCTION_LINKAGE_IMPORT &&
      ordinal < module->import_count) {
    out_signature->name = module->imports[ordinal].full_name;
    out_signature->calling_convention =
        module->imports[ordinal].calling_convention;
    out_signature->is_optional = module->imports[ordinal].is_optional;
  } else if (linkage == IREE_VM_FUNCTION_LINKAGE_EXPORT &&
             ordinal < module->export_count) {
    function = &module->functions[module->exports[ordinal].internal_ordinal];
    out_signature->name = module->exports[ordinal].name;
    out_signature->calling_convention = function->calling_convention;
    out_signature->attr_count = function->attr_count;
    out_signature->attrs = function->attrs;
  } else if (linkage == IREE_VM_FUNCTION_LINKAGE_INTERNAL &&
             ordinal < module->function_count) {
    function = &module->functions[ordinal];
    out_signature->name = function->name;
    out_signature->calling_convention = function->calling_convention;
    out_signature->attr_count = function->attr_count;
    out_signature->attrs = function->attrs;
  } else {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "module '%.*s' has no function %zu of linkage %d",
                            (int)module->name.size, module->name.data, ordinal,
                            (int)linkage);
  }
  out_function->module = &module->interface;
  out_function->linkage = linkage;
  out_function->ordinal = (uint32_t)ordinal;
  return iree_ok_status();
}

// Rodata buffers keep the module (and so the FlatBuffer bytes) alive.
static void iree_vm_bytecode_module_release_callback(void* user_data) {
  iree_vm_module_release((iree_vm_module_t*)user_data);
}

static void iree_vm_bytecode_module_free_state(void* self,
                                               iree_vm_module_state_t* ptr) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  iree_vm_bytecode_module_state_t* state =
      (iree_vm_bytecode_module_state_t*)ptr;
  if (!state) return;
  for (uint32_t i = 0; i < module->global_ref_count; ++i) {
    iree_vm_ref_release(&state->global_refs[i]);
  }
  for (iree_host_size_t i = 0; i < module->rodata_count; ++i) {
    iree_vm_ref_release(&state->rodata_refs[i]);
  }
  iree_allocator_free(state->allocator, state);
}

static iree_status_t iree_vm_bytecode_module_alloc_state(
    void* self, iree_allocator_t allocator,
    iree_vm_module_state_t** out_state) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  *out_state = NULL;
  // One allocation: header, value globals, ref globals, rodata refs, imports.
  iree_host_size_t globals_offset =
      (sizeof(iree_vm_bytecode_module_state_t) + 15) & ~(iree_host_size_t)15;
  iree_host_size_t refs_offset = 0, rodata_offset = 0, imports_offset = 0,
                   total_size = 0;
  if (!iree_host_size_checked_align(
          globals_offset + module->global_bytes_capacity, 16, &refs_offset) ||
      !iree_host_size_checked_mul_add(refs_offset, module->global_ref_count,
                                      sizeof(iree_vm_ref_t), &rodata_offset) ||
      !iree_host_size_checked_mul_add(rodata_offset, module->rodata_count,
                                      sizeof(iree_vm_ref_t), &imports_offset) ||
      !iree_host_size_checked_mul_add(
          imports_offset, module->import_count,
          sizeof(iree_vm_bytecode_resolved_import_t), &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "module state is too large");
  }
  uint8_t* storage = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, total_size, (void**)&storage));
  iree_vm_bytecode_module_state_t* state =
      (iree_vm_bytecode_module_state_t*)storage;
  state->allocator = allocator;
  state->global_bytes = storage + globals_offset;
  state->global_refs = (iree_vm_ref_t*)(storage + refs_offset);
  state->rodata_refs = (iree_vm_ref_t*)(storage + rodata_offset);
  state->imports =
      (iree_vm_bytecode_resolved_import_t*)(storage + imports_offset);
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0;
       i < module->rodata_count && iree_status_is_ok(status); ++i) {
    iree_vm_buffer_release_callback_t release = {
        iree_vm_bytecode_module_release_callback, &module->interface};
    iree_vm_buffer_t* buffer = NULL;
    status = iree_vm_buffer_wrap_ro(module->rodata[i], release,
                                    module->host_allocator, &buffer);
    if (iree_status_is_ok(status)) {
      iree_vm_module_retain(&module->interface);
      state->rodata_refs[i] = iree_vm_buffer_move_ref(buffer);
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_vm_bytecode_module_free_state(self, (iree_vm_module_state_t*)state);
    return status;
  }
  *out_state = (iree_vm_module_state_t*)state;
  return iree_ok_status();
}

static iree_status_t iree_vm_bytecode_module_resolve_import(
    void* self, iree_vm_module_state_t* ptr, iree_host_size_t ordinal,
    const iree_vm_function_t* target, iree_vm_module_state_t* target_state) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  iree_vm_bytecode_module_state_t* state =
      (iree_vm_bytecode_module_state_t*)ptr;
  if (ordinal >= module->import_count) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "import %zu is out of range", ordinal);
  }
  iree_vm_bytecode_resolved_import_t* import = &state->imports[ordinal];
  memset(import, 0, sizeof(*import));
  if (target) {
    import->module = target->module;
    import->state = target_state;
    import->function = *target;
  }
  return iree_ok_status();
}

static iree_status_t iree_vm_bytecode_module_begin_call(
    void* self, iree_vm_module_state_t* state, iree_vm_stack_t* stack,
    const iree_vm_function_call_t* call) {
  iree_vm_bytecode_module_t* module = (iree_vm_bytecode_module_t*)self;
  uint32_t ordinal = call->function.ordinal;
  if (call->function.linkage == IREE_VM_FUNCTION_LINKAGE_EXPORT &&
      ordinal < module->export_count) {
    ordinal = module->exports[ordinal].internal_ordinal;
  } else if (call->function.linkage != IREE_VM_FUNCTION_LINKAGE_INTERNAL ||
             ordinal >= module->function_count) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "module '%.*s' cannot call function %u of "
                            "linkage %d",
                            (int)module->name.size, module->name.data, ordinal,
                            (int)call->function.linkage);
  }
  const iree_vm_bytecode_function_t* function = &module->functions[ordinal];
  if (IREE_UNLIKELY(
          call->arguments.data_length != function->cconv.argument_bytes ||
          call->results.data_length != function->cconv.result_bytes)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "call to @%.*s.%.*s passes %zu argument and %zu result bytes but its "
        "signature %.*s needs %u and %u",
        (int)module->name.size, module->name.data, (int)function->name.size,
        function->name.data, call->arguments.data_length,
        call->results.data_length, (int)function->calling_convention.size,
        function->calling_convention.data, function->cconv.argument_bytes,
        function->cconv.result_bytes);
  }
  return iree_vm_bytecode_dispatch(module,
                                   (iree_vm_bytecode_module_state_t*)state,
                                   stack, ordinal, call->arguments,
                                   call->results, /*resume=*/false);
}

static iree_status_t iree_vm_bytecode_module_resume_call(
    void* self, iree_vm_module_state_t* state, iree_vm_stack_t* stack,
    const iree_vm_function_call_t* call) {
  if (!stack->yield_frame) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "no yielded call to resume on this stack");
  }
  return iree_vm_bytecode_dispatch(
      (iree_vm_bytecode_module_t*)self,
      (iree_vm_bytecode_module_state_t*)state, stack, 0, call->arguments,
      call->results, /*resume=*/true);
}

static void iree_vm_bytecode_module_abandon_call(void* self,
                                                 iree_vm_stack_t* stack) {
  iree_vm_bytecode_dispatch_abandon((iree_vm_bytecode_module_t*)self, stack);
}

void iree_vm_bytecode_module_initialize_interface(
    iree_vm_bytecode_module_t* module) {
  iree_vm_module_t* interface = &module->interface;
  iree_vm_module_initialize(interface, module);
  interface->name = iree_vm_bytecode_module_name;
  interface->destroy = iree_vm_bytecode_module_destroy;
  interface->counts = iree_vm_bytecode_module_counts;
  interface->get_function = iree_vm_bytecode_module_get_function;
  interface->alloc_state = iree_vm_bytecode_module_alloc_state;
  interface->free_state = iree_vm_bytecode_module_free_state;
  interface->resolve_import = iree_vm_bytecode_module_resolve_import;
  interface->begin_call = iree_vm_bytecode_module_begin_call;
  interface->resume_call = iree_vm_bytecode_module_resume_call;
  interface->abandon_call = iree_vm_bytecode_module_abandon_call;
}

iree_status_t iree_vm_bytecode_module_query_globals(
    const iree_vm_module_t* module, uint32_t* out_global_bytes,
    uint32_t* out_global_ref_count) {
  // Bytecode modules are recognized by their interface's begin_call.
  if (module->begin_call != iree_vm_bytecode_module_begin_call) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "module '%.*s' is not a bytecode module",
                            (int)iree_vm_module_name(module).size,
                            iree_vm_module_name(module).data);
  }
  const iree_vm_bytecode_module_t* bytecode_module =
      (const iree_vm_bytecode_module_t*)module->self;
  *out_global_bytes = bytecode_module->global_bytes_capacity;
  *out_global_ref_count = bytecode_module->global_ref_count;
  return iree_ok_status();
}
