#include "iree/vm/native_module.h"

#include <string.h>

typedef struct iree_vm_native_function_t {
  const iree_vm_native_function_def_t* def;
  iree_string_view_t name;
  iree_string_view_t calling_convention;
  iree_vm_calling_convention_t cconv;
} iree_vm_native_function_t;

typedef struct iree_vm_native_module_t {
  iree_vm_module_t interface;
  iree_allocator_t allocator;
  const iree_vm_native_module_def_t* def;
  iree_string_view_t name;
  iree_host_size_t function_count;
  iree_vm_native_function_t functions[];
} iree_vm_native_module_t;

static iree_string_view_t iree_vm_native_module_name(void* self) {
  return ((iree_vm_native_module_t*)self)->name;
}

static void iree_vm_native_module_destroy(void* self) {
  iree_vm_native_module_t* module = (iree_vm_native_module_t*)self;
  void (*destroy)(void*) = module->def->destroy;
  void* user_data = module->def->user_data;
  iree_allocator_free(module->allocator, module);
  // Last: it may free the definition itself.
  if (destroy) destroy(user_data);
}

static iree_vm_module_counts_t iree_vm_native_module_counts(void* self) {
  iree_vm_native_module_t* module = (iree_vm_native_module_t*)self;
  iree_vm_module_counts_t counts = {0, module->function_count,
                                    module->function_count};
  return counts;
}

static iree_status_t iree_vm_native_module_get_function(
    void* self, iree_vm_function_linkage_t linkage, iree_host_size_t ordinal,
    iree_vm_function_t* out_function,
    iree_vm_function_signature_t* out_signature) {
  iree_vm_native_module_t* module = (iree_vm_native_module_t*)self;
  if (linkage == IREE_VM_FUNCTION_LINKAGE_IMPORT ||
      ordinal >= module->function_count) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "native module '%.*s' has no function %zu of "
                            "linkage %d",
                            (int)module->name.size, module->name.data, ordinal,
                            (int)linkage);
  }
  memset(out_signature, 0, sizeof(*out_signature));
  out_function->module = &module->interface;
  out_function->linkage = linkage;
  out_function->ordinal = (uint32_t)ordinal;
  out_signature->name = module->functions[ordinal].name;
  out_signature->calling_convention =
      module->functions[ordinal].calling_convention;
  out_signature->is_optional = false;
  return iree_ok_status();
}

static iree_status_t iree_vm_native_module_alloc_state(
    void* self, iree_allocator_t allocator,
    iree_vm_module_state_t** out_state) {
  const iree_vm_native_module_def_t* def =
      ((iree_vm_native_module_t*)self)->def;
  if (!def->create_state) {
    *out_state = (iree_vm_module_state_t*)def->user_data;
    return iree_ok_status();
  }
  void* state = NULL;
  IREE_RETURN_IF_ERROR(def->create_state(def->user_data, allocator, &state));
  *out_state = (iree_vm_module_state_t*)state;
  return iree_ok_status();
}

static void iree_vm_native_module_free_state(void* self,
                                             iree_vm_module_state_t* state) {
  const iree_vm_native_module_def_t* def =
      ((iree_vm_native_module_t*)self)->def;
  if (def->create_state && def->destroy_state) {
    def->destroy_state(def->user_data, state);
  }
}

static iree_status_t iree_vm_native_module_resolve_import(
    void* self, iree_vm_module_state_t* state, iree_host_size_t ordinal,
    const iree_vm_function_t* target, iree_vm_module_state_t* target_state) {
  return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                          "native modules have no imports");
}

static iree_status_t iree_vm_native_module_begin_call(
    void* self, iree_vm_module_state_t* state, iree_vm_stack_t* stack,
    const iree_vm_function_call_t* call) {
  iree_vm_native_module_t* module = (iree_vm_native_module_t*)self;
  uint32_t ordinal = call->function.ordinal;
  if (IREE_UNLIKELY(call->function.linkage == IREE_VM_FUNCTION_LINKAGE_IMPORT ||
                    ordinal >= module->function_count)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "native module '%.*s' has no function %u",
                            (int)module->name.size, module->name.data, ordinal);
  }
  const iree_vm_native_function_t* function = &module->functions[ordinal];
  // A variadic span's size follows from the counts inside it; checking it
  // here lets native functions trust the counts they read.
  iree_host_size_t argument_bytes = function->cconv.argument_bytes;
  if (function->cconv.variadic_group_count) {
    IREE_RETURN_IF_ERROR(iree_vm_calling_convention_argument_span_size(
                             &function->cconv, call->arguments.data,
                             call->arguments.data_length, &argument_bytes),
                         "in the arguments of @%.*s.%.*s (%.*s)",
                         (int)module->name.size, module->name.data,
                         (int)function->name.size, function->name.data,
                         (int)function->calling_convention.size,
                         function->calling_convention.data);
  }
  if (IREE_UNLIKELY(call->arguments.data_length != argument_bytes ||
                    call->results.data_length !=
                        function->cconv.result_bytes)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "call to @%.*s.%.*s passes %zu argument and %zu result bytes but its "
        "signature %.*s needs %zu and %u",
        (int)module->name.size, module->name.data, (int)function->name.size,
        function->name.data, call->arguments.data_length,
        call->results.data_length, (int)function->calling_convention.size,
        function->calling_convention.data, argument_bytes,
        function->cconv.result_bytes);
  }
  iree_status_t status = function->def->target(
      stack, (void*)state, call->arguments.data, call->results.data);
  // A yield (IREE_STATUS_DEFERRED) is not an error: it passes unannotated.
  if (IREE_UNLIKELY(!iree_status_is_ok(status)) &&
      iree_status_code(status) != IREE_STATUS_DEFERRED) {
    status = iree_status_annotate_f(status, "at @%.*s.%.*s (native)",
                                    (int)module->name.size, module->name.data,
                                    (int)function->name.size,
                                    function->name.data);
  }
  return status;
}

iree_status_t iree_vm_native_module_create(
    const iree_vm_native_module_def_t* def, iree_allocator_t allocator,
    iree_vm_module_t** out_module) {
  *out_module = NULL;
  iree_string_view_t name = iree_make_cstring_view(def->name);
  if (iree_string_view_is_empty(name)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "native modules need a name");
  }
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_mul_add(sizeof(iree_vm_native_module_t),
                                      def->function_count,
                                      sizeof(iree_vm_native_function_t),
                                      &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "too many native functions");
  }
  iree_vm_native_module_t* module = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, total_size, (void**)&module));
  module->allocator = allocator;
  module->def = def;
  module->name = name;
  module->function_count = def->function_count;
  for (iree_host_size_t i = 0; i < def->function_count; ++i) {
    iree_vm_native_function_t* function = &module->functions[i];
    function->def = &def->functions[i];
    function->name = iree_make_cstring_view(def->functions[i].name);
    function->calling_convention =
        iree_make_cstring_view(def->functions[i].calling_convention);
    iree_status_t status = iree_vm_calling_convention_parse(
        function->calling_convention, &function->cconv);
    if (iree_status_is_ok(status) &&
        (iree_string_view_is_empty(function->name) ||
         !def->functions[i].target)) {
      status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "function %zu needs a name and a target", i);
    }
    if (!iree_status_is_ok(status)) {
      iree_allocator_free(allocator, module);
      return iree_status_annotate_f(status, "in native module '%s'", def->name);
    }
  }
  iree_vm_module_t* interface = &module->interface;
  iree_vm_module_initialize(interface, module);
  interface->name = iree_vm_native_module_name;
  interface->destroy = iree_vm_native_module_destroy;
  interface->counts = iree_vm_native_module_counts;
  interface->get_function = iree_vm_native_module_get_function;
  interface->alloc_state = iree_vm_native_module_alloc_state;
  interface->free_state = iree_vm_native_module_free_state;
  interface->resolve_import = iree_vm_native_module_resolve_import;
  interface->begin_call = iree_vm_native_module_begin_call;
  *out_module = interface;
  return iree_ok_status();
}
