// iree_vm_context_t: an ordered set of modules with their per-context state.
// Adding a module resolves its imports against the modules added before it
// and runs its exported `__init` function, if any.
#ifndef IREE_VM_CONTEXT_H_
#define IREE_VM_CONTEXT_H_

#include "iree/base/api.h"
#include "iree/vm/instance.h"
#include "iree/vm/module.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_vm_context_t iree_vm_context_t;

iree_status_t iree_vm_context_create(iree_vm_instance_t* instance,
                                     iree_allocator_t allocator,
                                     iree_vm_context_t** out_context);

// Creates a context and registers |modules| in order.
iree_status_t iree_vm_context_create_with_modules(
    iree_vm_instance_t* instance, iree_vm_module_t* const* modules,
    iree_host_size_t module_count, iree_allocator_t allocator,
    iree_vm_context_t** out_context);

void iree_vm_context_retain(iree_vm_context_t* context);
void iree_vm_context_release(iree_vm_context_t* context);

iree_vm_instance_t* iree_vm_context_instance(const iree_vm_context_t* context);

// Bounds every later invocation on |context| to |timeout_ns| from its start
// (<= 0: no bound, the default): a bytecode function still running then
// fails with DEADLINE_EXCEEDED, and waits inside the call end by then.
void iree_vm_context_set_call_timeout(iree_vm_context_t* context,
                                      int64_t timeout_ns);
int64_t iree_vm_context_call_timeout(const iree_vm_context_t* context);

// Adds |modules| in order. For each: allocates its state, resolves every
// import "module.function" by name against the modules already present
// (a missing non-optional import is NOT_FOUND and a calling convention
// mismatch INVALID_ARGUMENT, both naming the importer and the import), then
// calls its `__init` export if present. A module that fails is not added
// (modules before it in |modules| stay added). Module names are unique.
iree_status_t iree_vm_context_register_modules(
    iree_vm_context_t* context, iree_vm_module_t* const* modules,
    iree_host_size_t module_count);

// Finds the export "module.function" of a module in the context.
iree_status_t iree_vm_context_resolve_function(
    const iree_vm_context_t* context, iree_string_view_t full_name,
    iree_vm_function_t* out_function);

// Returns the state |context| holds for |module|; NOT_FOUND if the module is
// not in the context.
iree_status_t iree_vm_context_lookup_module_state(
    const iree_vm_context_t* context, const iree_vm_module_t* module,
    iree_vm_module_state_t** out_state);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_CONTEXT_H_
