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

// Checks |inputs| and |outputs| against |function|'s signature and finds
// its module state.
static iree_status_t iree_vm_invoke_prepare(
    iree_vm_context_t* context, iree_vm_function_t function,
    const iree_vm_list_t* inputs, bool has_outputs,
    iree_vm_invoke_target_t* out_target,
    iree_vm_module_state_t** out_state) {
  iree_vm_module_t* module = function.module;
  iree_vm_invoke_target_t* target = out_target;
  target->module_name = iree_vm_module_name(module);
  IREE_RETURN_IF_ERROR(iree_vm_function_signature(&function, &target->signature));
  IREE_RETURN_IF_ERROR(iree_vm_calling_convention_parse(
      target->signature.calling_convention, &target->cconv));
  IREE_RETURN_IF_ERROR(
      iree_vm_context_lookup_module_state(context, module, out_state));

  // Variadic functions are reached only through imports (vm.call.variadic),
  // which pack the group counts; a flat input list cannot say where groups
  // end.
  if (target->cconv.variadic_group_count) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " is variadic and can only be called through an "
                            "import",
                            IREE_VM_INVOKE_TARGET_ARGS(target));
  }
  iree_host_size_t input_count = inputs ? iree_vm_list_size(inputs) : 0;
  if (input_count != target->cconv.arguments.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " expects %zu arguments but %zu were given",
                            IREE_VM_INVOKE_TARGET_ARGS(target),
                            target->cconv.arguments.size, input_count);
  }
  if (!has_outputs && target->cconv.results.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " has results but no output list was given",
                            IREE_VM_INVOKE_TARGET_ARGS(target));
  }
  return iree_ok_status();
}

// Pushes the argument and result spans of |target| onto |stack| and fills
// |out_call| with them and the marshaled |inputs|. On failure the spans are
// popped and the refs released.
static iree_status_t iree_vm_invoke_begin_call(
    const iree_vm_invoke_target_t* target, iree_vm_function_t function,
    const iree_vm_list_t* inputs, iree_vm_stack_t* stack,
    iree_vm_function_call_t* out_call, uint8_t** out_spans) {
  *out_spans = NULL;
  iree_host_size_t span_size =
      (iree_host_size_t)target->cconv.argument_bytes + target->cconv.result_bytes;
  uint8_t* spans = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_stack_push(stack, span_size, (void**)&spans));
  memset(spans, 0, span_size);
  out_call->function = function;
  out_call->arguments = iree_make_byte_span(spans, target->cconv.argument_bytes);
  out_call->results = iree_make_byte_span(
      spans + target->cconv.argument_bytes, target->cconv.result_bytes);
  iree_status_t status = iree_ok_status();
  uint8_t* argument = out_call->arguments.data;
  for (iree_host_size_t i = 0;
       i < target->cconv.arguments.size && iree_status_is_ok(status); ++i) {
    char kind = target->cconv.arguments.data[i];
    status = iree_vm_invoke_marshal_argument(target, inputs, i, kind, argument);
    argument += iree_vm_abi_kind_size(kind);
  }
  if (!iree_status_is_ok(status)) {
    iree_vm_abi_release_refs(target->cconv.arguments, out_call->arguments.data);
    iree_vm_stack_pop(stack, spans);
    return status;
  }
  *out_spans = spans;
  return iree_ok_status();
}

iree_status_t iree_vm_invoke(iree_vm_context_t* context,
                             iree_vm_function_t function,
                             const iree_vm_list_t* inputs,
                             iree_vm_list_t* outputs,
                             iree_allocator_t allocator) {
  iree_vm_invoke_target_t target;
  iree_vm_module_state_t* state = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_invoke_prepare(context, function, inputs,
                                              outputs != NULL, &target, &state));
  uint8_t inline_storage[IREE_VM_STACK_DEFAULT_INLINE_SIZE];
  iree_vm_stack_t stack;
  iree_vm_stack_initialize(
      iree_make_byte_span(inline_storage, sizeof(inline_storage)), context,
      allocator, &stack);
  iree_vm_function_call_t call;
  uint8_t* spans = NULL;
  iree_status_t status = iree_vm_invoke_begin_call(&target, function, inputs,
                                                   &stack, &call, &spans);
  if (iree_status_is_ok(status)) {
    iree_vm_module_t* module = function.module;
    status = module->begin_call(module->self, state, &stack, &call);
    if (iree_status_is_ok(status)) {
      status = iree_vm_invoke_unmarshal_results(target.cconv.results,
                                                call.results.data, outputs);
    }
    iree_vm_abi_release_refs(target.cconv.arguments, call.arguments.data);
    iree_vm_stack_pop(&stack, spans);
  }
  iree_vm_stack_deinitialize(&stack);
  return status;
}

struct iree_vm_invocation_t {
  iree_allocator_t allocator;
  iree_vm_context_t* context;
  iree_vm_module_state_t* state;
  iree_vm_invoke_target_t target;
  iree_vm_function_call_t call;
  // The argument and result spans on |stack|; NULL once released.
  uint8_t* spans;
  bool pending;
  iree_vm_stack_t stack;
};

// Releases the spans (and the results not taken) once the call is over.
static void iree_vm_invocation_release_spans(iree_vm_invocation_t* invocation) {
  if (!invocation->spans) return;
  iree_vm_abi_release_refs(invocation->target.cconv.arguments,
                           invocation->call.arguments.data);
  iree_vm_abi_release_refs(invocation->target.cconv.results,
                           invocation->call.results.data);
  iree_vm_stack_pop(&invocation->stack, invocation->spans);
  invocation->spans = NULL;
}

// Records how the last begin or resume ended.
static iree_status_t iree_vm_invocation_settle(iree_vm_invocation_t* invocation,
                                               iree_status_t status) {
  invocation->pending = iree_status_code(status) == IREE_STATUS_DEFERRED;
  if (invocation->pending) {
    iree_status_ignore(status);
    return iree_ok_status();
  }
  if (!iree_status_is_ok(status)) {
    // Failed calls have no results: the error goes to the caller.
    iree_vm_abi_release_refs(invocation->target.cconv.arguments,
                             invocation->call.arguments.data);
    iree_vm_stack_pop(&invocation->stack, invocation->spans);
    invocation->spans = NULL;
  }
  return status;
}

iree_status_t iree_vm_invocation_begin(iree_vm_context_t* context,
                                       iree_vm_function_t function,
                                       const iree_vm_list_t* inputs,
                                       iree_allocator_t allocator,
                                       iree_vm_invocation_t** out_invocation) {
  *out_invocation = NULL;
  iree_vm_invoke_target_t target;
  iree_vm_module_state_t* state = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_invoke_prepare(context, function, inputs,
                                              /*has_outputs=*/true, &target,
                                              &state));
  iree_vm_invocation_t* invocation = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      allocator, sizeof(*invocation) + IREE_VM_STACK_DEFAULT_INLINE_SIZE,
      (void**)&invocation));
  memset(invocation, 0, sizeof(*invocation));
  invocation->allocator = allocator;
  invocation->context = context;
  iree_vm_context_retain(context);
  invocation->state = state;
  invocation->target = target;
  iree_vm_stack_initialize(
      iree_make_byte_span((uint8_t*)(invocation + 1),
                          IREE_VM_STACK_DEFAULT_INLINE_SIZE),
      context, allocator, &invocation->stack);
  // Only a module that can resume may be left waiting.
  iree_vm_module_t* module = function.module;
  invocation->stack.can_yield =
      module->resume_call != NULL && module->abandon_call != NULL;
  iree_status_t status =
      iree_vm_invoke_begin_call(&target, function, inputs, &invocation->stack,
                                &invocation->call, &invocation->spans);
  if (iree_status_is_ok(status)) {
    status = iree_vm_invocation_settle(
        invocation,
        module->begin_call(module->self, state, &invocation->stack,
                           &invocation->call));
  }
  if (!iree_status_is_ok(status)) {
    iree_vm_invocation_free(invocation);
    return status;
  }
  *out_invocation = invocation;
  return iree_ok_status();
}

bool iree_vm_invocation_is_pending(const iree_vm_invocation_t* invocation) {
  return invocation->pending;
}

const iree_vm_ref_t* iree_vm_invocation_wait_ref(
    const iree_vm_invocation_t* invocation) {
  return &invocation->stack.yield_wait;
}

iree_status_t iree_vm_invocation_resume(iree_vm_invocation_t* invocation) {
  if (!invocation->pending) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "the invocation of " IREE_VM_INVOKE_TARGET_FORMAT
                            " is not waiting",
                            IREE_VM_INVOKE_TARGET_ARGS(&invocation->target));
  }
  iree_vm_module_t* module = invocation->call.function.module;
  return iree_vm_invocation_settle(
      invocation, module->resume_call(module->self, invocation->state,
                                      &invocation->stack, &invocation->call));
}

iree_status_t iree_vm_invocation_take_results(iree_vm_invocation_t* invocation,
                                              iree_vm_list_t* outputs) {
  if (invocation->pending || !invocation->spans) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "the invocation of " IREE_VM_INVOKE_TARGET_FORMAT
                            " has no results to take (%s)",
                            IREE_VM_INVOKE_TARGET_ARGS(&invocation->target),
                            invocation->pending
                                ? "it is waiting"
                                : "they were taken, or the call failed");
  }
  if (!outputs && invocation->target.cconv.results.size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            IREE_VM_INVOKE_TARGET_FORMAT
                            " has results but no output list was given",
                            IREE_VM_INVOKE_TARGET_ARGS(&invocation->target));
  }
  iree_status_t status = iree_vm_invoke_unmarshal_results(
      invocation->target.cconv.results, invocation->call.results.data, outputs);
  iree_vm_invocation_release_spans(invocation);
  return status;
}

void iree_vm_invocation_free(iree_vm_invocation_t* invocation) {
  if (!invocation) return;
  if (invocation->pending) {
    iree_vm_module_t* module = invocation->call.function.module;
    module->abandon_call(module->self, &invocation->stack);
    invocation->pending = false;
  }
  iree_vm_invocation_release_spans(invocation);
  iree_vm_stack_deinitialize(&invocation->stack);
  iree_vm_context_release(invocation->context);
  iree_allocator_free(invocation->allocator, invocation);
}
