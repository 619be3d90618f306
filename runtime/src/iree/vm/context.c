#include "iree/vm/context.h"

#include "iree/vm/invocation.h"

struct iree_vm_context_t {
  iree_vm_ref_object_t ref_object;
  iree_allocator_t allocator;
  iree_vm_instance_t* instance;
  iree_host_size_t module_count;
  iree_host_size_t module_capacity;
  iree_vm_module_t** modules;
  iree_vm_module_state_t** states;
  int64_t call_timeout_ns;
};

void iree_vm_context_set_call_timeout(iree_vm_context_t* context,
                                      int64_t timeout_ns) {
  context->call_timeout_ns = timeout_ns;
}

int64_t iree_vm_context_call_timeout(const iree_vm_context_t* context) {
  return context->call_timeout_ns;
}

static void iree_vm_context_destroy(void* ptr) {
  iree_vm_context_t* context = (iree_vm_context_t*)ptr;
  // Later modules may hold refs into earlier ones: tear down in reverse.
  for (iree_host_size_t i = context->module_count; i > 0; --i) {
    iree_vm_module_t* module = context->modules[i - 1];
    module->free_state(module->self, context->states[i - 1]);
    iree_vm_module_release(module);
  }
  iree_allocator_free(context->allocator, context->modules);
  iree_allocator_free(context->allocator, context->states);
  iree_vm_instance_release(context->instance);
  iree_allocator_free(context->allocator, context);
}

static const iree_vm_ref_type_descriptor_t iree_vm_context_descriptor = {
    {"vm.context", 10}, 0, iree_vm_context_destroy};

iree_status_t iree_vm_context_create(iree_vm_instance_t* instance,
                                     iree_allocator_t allocator,
                                     iree_vm_context_t** out_context) {
  *out_context = NULL;
  iree_vm_context_t* context = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, sizeof(*context), (void**)&context));
  iree_vm_ref_object_initialize(&context->ref_object);
  context->allocator = allocator;
  context->instance = instance;
  iree_vm_instance_retain(instance);
  *out_context = context;
  return iree_ok_status();
}

iree_status_t iree_vm_context_create_with_modules(
    iree_vm_instance_t* instance, iree_vm_module_t* const* modules,
    iree_host_size_t module_count, iree_allocator_t allocator,
    iree_vm_context_t** out_context) {
  iree_vm_context_t* context = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_context_create(instance, allocator, &context));
  iree_status_t status =
      iree_vm_context_register_modules(context, modules, module_count);
  if (!iree_status_is_ok(status)) {
    iree_vm_context_release(context);
    *out_context = NULL;
    return status;
  }
  *out_context = context;
  return iree_ok_status();
}

void iree_vm_context_retain(iree_vm_context_t* context) {
  iree_vm_ref_object_retain(context, &iree_vm_context_descriptor);
}

void iree_vm_context_release(iree_vm_context_t* context) {
  iree_vm_ref_object_release(context, &iree_vm_context_descriptor);
}

iree_vm_instance_t* iree_vm_context_instance(const iree_vm_context_t* context) {
  return context->instance;
}

// Returns the index of the module named |name|, or -1.
static intptr_t iree_vm_context_find_module(const iree_vm_context_t* context,
                                            iree_string_view_t name) {
  for (iree_host_size_t i = 0; i < context->module_count; ++i) {
    if (iree_string_view_equal(iree_vm_module_name(context->modules[i]),
                               name)) {
      return (intptr_t)i;
    }
  }
  return -1;
}

// Resolves import |ordinal| of |module| into |state|.
static iree_status_t iree_vm_context_resolve_import(
    iree_vm_context_t* context, iree_vm_module_t* module,
    iree_vm_module_state_t* state, iree_host_size_t ordinal) {
  iree_string_view_t module_name = iree_vm_module_name(module);
  iree_vm_function_t import;
  iree_vm_function_signature_t import_signature;
  IREE_RETURN_IF_ERROR(module->get_function(module->self,
                                            IREE_VM_FUNCTION_LINKAGE_IMPORT,
                                            ordinal, &import, &import_signature));
  iree_string_view_t full_name = import_signature.name;
  iree_string_view_t target_module_name, target_function_name;
  iree_string_view_split(full_name, '.', &target_module_name,
                         &target_function_name);
  intptr_t target_index =
      iree_vm_context_find_module(context, target_module_name);
  iree_vm_function_t target;
  iree_status_t lookup_status =
      target_index < 0
          ? iree_make_status(IREE_STATUS_NOT_FOUND,
                             "no module named '%.*s' is in the context",
                             (int)target_module_name.size,
                             target_module_name.data)
          : iree_vm_module_lookup_function(context->modules[target_index],
                                           target_function_name, &target);
  if (!iree_status_is_ok(lookup_status)) {
    if (import_signature.is_optional) {
      iree_status_ignore(lookup_status);
      return module->resolve_import(module->self, state, ordinal, NULL, NULL);
    }
    return iree_status_annotate_f(
        lookup_status, "module '%.*s' imports '%.*s' (%.*s), which is missing",
        (int)module_name.size, module_name.data, (int)full_name.size,
        full_name.data, (int)import_signature.calling_convention.size,
        import_signature.calling_convention.data);
  }
  iree_vm_function_signature_t target_signature;
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&target, &target_signature));
  iree_vm_calling_convention_t import_cconv, target_cconv;
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(
      import_signature.calling_convention, &import_cconv));
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(
      target_signature.calling_convention, &target_cconv));
  // Kinds are compared with their variadic group markers, so a variadic
  // import binds only to an export spelling the same groups: a fixed-arity
  // export (or other groups) would read a differently packed span.
  if (!iree_vm_calling_convention_equal(&import_cconv, &target_cconv)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "module '%.*s' imports '%.*s' with signature %.*s but module '%.*s' "
        "exports it with signature %.*s",
        (int)module_name.size, module_name.data, (int)full_name.size,
        full_name.data, (int)import_signature.calling_convention.size,
        import_signature.calling_convention.data,
        (int)target_module_name.size, target_module_name.data,
        (int)target_signature.calling_convention.size,
        target_signature.calling_convention.data);
  }
  return module->resolve_import(module->self, state, ordinal, &target,
                                context->states[target_index]);
}

// Runs the module's `__init` export if it has one.
static iree_status_t iree_vm_context_run_initializer(iree_vm_context_t* context,
                                                     iree_vm_module_t* module) {
  iree_vm_function_t function;
  iree_status_t status = iree_vm_module_lookup_function(
      module, iree_make_cstring_view("__init"), &function);
  if (iree_status_code(status) == IREE_STATUS_NOT_FOUND) {
    return iree_status_ignore(status);
  }
  IREE_RETURN_IF_ERROR(status);
  return iree_vm_invoke(context, function, NULL, NULL, context->allocator);
}

static iree_status_t iree_vm_context_grow(iree_vm_context_t* context) {
  if (context->module_count < context->module_capacity) return iree_ok_status();
  iree_host_size_t new_capacity =
      context->module_capacity ? context->module_capacity * 2 : 4;
  void* modules = context->modules;
  IREE_RETURN_IF_ERROR(iree_allocator_realloc(
      context->allocator, new_capacity * sizeof(context->modules[0]),
      &modules));
  context->modules = (iree_vm_module_t**)modules;
  void* states = context->states;
  IREE_RETURN_IF_ERROR(iree_allocator_realloc(
      context->allocator, new_capacity * sizeof(context->states[0]), &states));
  context->states = (iree_vm_module_state_t**)states;
  context->module_capacity = new_capacity;
  return iree_ok_status();
}

static iree_status_t iree_vm_context_register_module(iree_vm_context_t* context,
                                                     iree_vm_module_t* module) {
  iree_string_view_t name = iree_vm_module_name(module);
  if (iree_vm_context_find_module(context, name) >= 0) {
    return iree_make_status(IREE_STATUS_ALREADY_EXISTS,
                            "a module named '%.*s' is already in the context",
                            (int)name.size, name.data);
  }
  IREE_RETURN_IF_ERROR(iree_vm_context_grow(context));
  iree_vm_module_state_t* state = NULL;
  IREE_RETURN_IF_ERROR(
      module->alloc_state(module->self, context->allocator, &state));
  iree_status_t status = iree_ok_status();
  iree_vm_module_counts_t counts = module->counts(module->self);
  for (iree_host_size_t i = 0;
       i < counts.import_function_count && iree_status_is_ok(status); ++i) {
    status = iree_vm_context_resolve_import(context, module, state, i);
  }
  if (!iree_status_is_ok(status)) {
    module->free_state(module->self, state);
    return status;
  }
  // The module joins before `__init` runs so that invoking it finds its state.
  iree_vm_module_retain(module);
  context->modules[context->module_count] = module;
  context->states[context->module_count] = state;
  ++context->module_count;
  status = iree_vm_context_run_initializer(context, module);
  if (!iree_status_is_ok(status)) {
    --context->module_count;
    module->free_state(module->self, state);
    iree_vm_module_release(module);
    return iree_status_annotate_f(status, "initializing module '%.*s'",
                                  (int)name.size, name.data);
  }
  return iree_ok_status();
}

iree_status_t iree_vm_context_register_modules(
    iree_vm_context_t* context, iree_vm_module_t* const* modules,
    iree_host_size_t module_count) {
  for (iree_host_size_t i = 0; i < module_count; ++i) {
    IREE_RETURN_IF_ERROR(iree_vm_context_register_module(context, modules[i]));
  }
  return iree_ok_status();
}

iree_status_t iree_vm_context_resolve_function(
    const iree_vm_context_t* context, iree_string_view_t full_name,
    iree_vm_function_t* out_function) {
  iree_string_view_t module_name, function_name;
  if (iree_string_view_split(full_name, '.', &module_name, &function_name) ==
      IREE_STRING_VIEW_NPOS) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "function name '%.*s' is not 'module.function'",
                            (int)full_name.size, full_name.data);
  }
  intptr_t index = iree_vm_context_find_module(context, module_name);
  if (index < 0) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "no module named '%.*s' is in the context",
                            (int)module_name.size, module_name.data);
  }
  return iree_vm_module_lookup_function(context->modules[index], function_name,
                                        out_function);
}

iree_status_t iree_vm_context_lookup_module_state(
    const iree_vm_context_t* context, const iree_vm_module_t* module,
    iree_vm_module_state_t** out_state) {
  for (iree_host_size_t i = 0; i < context->module_count; ++i) {
    if (context->modules[i] == module) {
      *out_state = context->states[i];
      return iree_ok_status();
    }
  }
  iree_string_view_t name = iree_vm_module_name(module);
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "module '%.*s' is not in the context",
                          (int)name.size, name.data);
}
