#include "iree/vm/invocation.h"

#include <string.h>

// Names a call target in error messages: "@module.function (0ii_i)".
typedef struct iree_vm_invoke_target_t {
  iree_string_view_t module_name;
  iree_vm_function_signature_t signature;
  iree_vm_calling_convention_t cconv;
} iree_vm_invoke_target_t;

#define IREE_VM_INVOKE_TARGET_FORMAT "@%.*s.%.*s (%.*s)"
#define IREE_VM_INVOKE_TARGET_ARGS(target)                              \
  (int)(target)->module_name.size, (target)->module_name.data,          \
      (int)(target)->signature.name.size, (target)->signature.name.data, \
      (int)(target)->signature.calling_convention.size,                  \
      (target)->signature.calling_convention.data

static iree_vm_value_type_t iree_vm_kind_value_type(char kind) {
  switch (kind) {
    case 'i': return IREE_VM_VALUE_TYPE_I32;
    case 'I': return IREE_VM_VALUE_TYPE_I64;
    case 'f': return IREE_VM_VALUE_TYPE_F32;
    case 'F': return IREE_VM_VALUE_TYPE_F64;
    default: return IREE_VM_VALUE_TYPE_NONE;
  }
}

// Writes argument |i| of kind |kind| from |inputs| into the packed span at
// |target|, retaining refs.
static iree_status_t iree_vm_invoke_marshal_argument(
    const iree_vm_invoke_target_t* target, const iree_vm_list_t* inputs,
    iree_host_size_t i, char kind, uint8_t* data) {
  iree_vm_variant_t variant;
  IREE_RETURN_IF_ERROR(iree_vm_list_get_variant_retain(inputs, i, &variant));
  iree_vm_value_type_t expected = iree_vm_kind_value_type(kind);
  bool matches = kind == 'r' ? !iree_vm_type_def_is_value(variant.type)
                             : variant.type.value_type == expected;
  if (!matches) {
    const char* actual =
        iree_vm_type_def_is_ref(variant.type)
            ? "a ref"
            : iree_vm_value_type_name(variant.type.value_type);
    iree_vm_variant_reset(&variant);
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "argument %zu of " IREE_VM_INVOKE_TARGET_FORMAT
                            " is %s but the signature expects %s",
                            i, IREE_VM_INVOKE_TARGET_ARGS(target), actual,
                            kind == 'r' ? "a ref"
                                        : iree_vm_value_type_name(expected));
  }
  if (kind == 'r') {
    // Ownership of the retained ref passes to the argument span.
    memcpy(data, &variant.ref, sizeof(variant.ref));
  } else {
    memcpy(data, &variant.i64, iree_vm_abi_kind_size(kind));
  }
  return iree_ok_status();
}

// Appends the results in |data| to |outputs|, moving refs out of the span.
static iree_status_t iree_vm_invoke_unmarshal_results(
    iree_string_view_t kinds, uint8_t* data, iree_vm_list_t* outputs) {
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0; i < kinds.size; ++i) {
    char kind = kinds.data[i];
    if (kind == 'r') {
      iree_vm_ref_t ref;
      memcpy(&ref, data, sizeof(ref));
      if (iree_status_is_ok(status)) {
        status = iree_vm_list_push_ref_move(outputs, &ref);
      }
      iree_vm_ref_release(&ref);
      memset(data, 0, sizeof(ref));
    } else if (iree_status_is_ok(status)) {
      iree_vm_value_t value;
      value.type = iree_vm_kind_value_type(kind);
      value.i64 = 0;
      memcpy(&value.i64, data, iree_vm_abi_kind_size(kind));
      status = iree_vm_list_push_value(outputs, &value);
    }
    data += iree_vm_abi_kind_size(kind);
  }
  return status;
}

iree_status_t iree_vm_invoke(iree_vm_context_t* context,
                             iree_vm_function_t function,
                             const iree_vm_list_t* inputs,
                             iree_vm_list_t* outputs,
                             iree_allocator_t allocator) {
  iree_vm_module_t* module = function.module;
  iree_vm_invoke_target_t target;
  target.module_name = iree_vm_module_name(module);
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &target.signature));
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(
      target.signature.calling_convention, &target.cconv));
  iree_vm_module_state_t* state = NULL;
  IREE_RETURN_IF_ERROR(
      iree_vm_context_lookup_module_state(context, module, &state));

  // Variadic functions are reached only through imports (vm.call.variadic),
  // which pack the group counts; a flat input list cannot say where groups
  // end.
  if (target.cconv.variadic_group_count) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " is variadic and can only be called through an "
                            "import",
                            IREE_VM_INVOKE_TARGET_ARGS(&target));
  }
  iree_host_size_t input_count = inputs ? iree_vm_list_size(inputs) : 0;
  if (input_count != target.cconv.arguments.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " expects %zu arguments but %zu were given",
                            IREE_VM_INVOKE_TARGET_ARGS(&target),
                            target.cconv.arguments.size, input_count);
  }
  if (!outputs && target.cconv.results.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " has results but no output list was given",
                            IREE_VM_INVOKE_TARGET_ARGS(&target));
  }

  uint8_t inline_storage[IREE_VM_STACK_DEFAULT_INLINE_SIZE];
  iree_vm_stack_t stack;
  iree_vm_stack_initialize(
      iree_make_byte_span(inline_storage, sizeof(inline_storage)), context,
      allocator, &stack);
  iree_host_size_t span_size =
      (iree_host_size_t)target.cconv.argument_bytes + target.cconv.result_bytes;
  uint8_t* spans = NULL;
  iree_status_t status = iree_vm_stack_push(&stack, span_size, (void**)&spans);
  if (iree_status_is_ok(status)) memset(spans, 0, span_size);
  iree_vm_function_call_t call;
  call.function = function;
  call.arguments = iree_make_byte_span(spans, target.cconv.argument_bytes);
  call.results = iree_make_byte_span(spans + target.cconv.argument_bytes,
                                     target.cconv.result_bytes);
  uint8_t* argument = call.arguments.data;
  for (iree_host_size_t i = 0;
       i < target.cconv.arguments.size && iree_status_is_ok(status); ++i) {
    char kind = target.cconv.arguments.data[i];
    status =
        iree_vm_invoke_marshal_argument(&target, inputs, i, kind, argument);
    argument += iree_vm_abi_kind_size(kind);
  }
  if (iree_status_is_ok(status)) {
    status = module->begin_call(module->self, state, &stack, &call);
    if (iree_status_is_ok(status)) {
      status = iree_vm_invoke_unmarshal_results(target.cconv.results,
                                                call.results.data, outputs);
    }
  }
  if (spans) {
    iree_vm_abi_release_refs(target.cconv.arguments, call.arguments.data);
    iree_vm_stack_pop(&stack, spans);
  }
  iree_vm_stack_deinitialize(&stack);
  return status;
}
