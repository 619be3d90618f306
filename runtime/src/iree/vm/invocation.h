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

// Coroutines: an invocation that yields where it would wait.
//
// iree_vm_invocation_begin calls |function| as iree_vm_invoke does, except
// that a native function about to block (the hal module's fence.await on an
// unreached fence) may yield instead: the call stops there, keeping its
// frames on the invocation's own stack, and the invocation is pending.
// iree_vm_invocation_wait_ref says what it waits for (a !hal.fence ref);
// iree_vm_invocation_resume continues it once that is ready (running the
// yielding call again). One thread can so keep many invocations in flight:
//
//   iree_vm_invocation_begin(context, f, inputs, allocator, &inv);
//   while (iree_vm_invocation_is_pending(inv)) {
//     wait for iree_vm_invocation_wait_ref(inv), or run other invocations;
//     iree_vm_invocation_resume(inv);
//   }
//   iree_vm_invocation_take_results(inv, outputs);
//   iree_vm_invocation_free(inv);
//
// A failing call's error is returned by the begin or resume that meets it.
// Only bytecode functions yield, and only from their own loop (not below a
// native function that called back into the VM).
typedef struct iree_vm_invocation_t iree_vm_invocation_t;

iree_status_t iree_vm_invocation_begin(iree_vm_context_t* context,
                                       iree_vm_function_t function,
                                       const iree_vm_list_t* inputs,
                                       iree_allocator_t allocator,
                                       iree_vm_invocation_t** out_invocation);

// Whether the invocation stopped at a wait and must be resumed.
bool iree_vm_invocation_is_pending(const iree_vm_invocation_t* invocation);

// What a pending invocation waits for (a null ref when it is not pending).
const iree_vm_ref_t* iree_vm_invocation_wait_ref(
    const iree_vm_invocation_t* invocation);

// Continues a pending invocation; it may yield again.
iree_status_t iree_vm_invocation_resume(iree_vm_invocation_t* invocation);

// Appends the results of a finished invocation to |outputs| (once).
iree_status_t iree_vm_invocation_take_results(iree_vm_invocation_t* invocation,
                                              iree_vm_list_t* outputs);

// Frees |invocation|, abandoning it (releasing its frames) if pending.
void iree_vm_invocation_free(iree_vm_invocation_t* invocation);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_INVOCATION_H_
