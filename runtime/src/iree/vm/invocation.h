// Calling VM functions from C with arguments and results in variant lists.
#ifndef IREE_VM_INVOCATION_H_
#define IREE_VM_INVOCATION_H_

#include "iree/base/api.h"
#include "iree/vm/context.h"
#include "iree/vm/list.h"
#include "iree/vm/module.h"

#ifdef __cplusplus
extern "C" {
#endif

// Calls |function| of a module in |context| to completion. |inputs| holds
// one element per argument whose kind matches the signature exactly (i32,
// i64, f32, f64 values; refs or empty variants for 'r'); it may be NULL for
// functions without arguments. Results are appended to |outputs| (values,
// and refs moved in), which may be NULL only if there are none. A count or
// kind mismatch is INVALID_ARGUMENT naming the function and its signature.
// |allocator| backs the VM stack if it outgrows its inline storage.
iree_status_t iree_vm_invoke(iree_vm_context_t* context,
                             iree_vm_function_t function,
                             const iree_vm_list_t* inputs,
                             iree_vm_list_t* outputs,
                             iree_allocator_t allocator);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_INVOCATION_H_
