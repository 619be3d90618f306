// The "vmvx" native VM module: the microkernels VMVX dispatches import
// (docs/vmvx.md lists every function, its calling convention and semantics;
// that table is the contract the compiler emits imports for).
//
// Every function checks its arguments before touching memory: buffers are
// !vm.buffer refs (outputs mutable), offsets, strides and sizes are i64
// element counts >= 0, and the whole range a view spans must lie inside its
// buffer, so bytecode cannot reach outside the buffers it was given. Errors
// name the function and the offending argument. The module has no state and
// its functions may run on any number of threads at once.
#ifndef IREE_MODULES_VMVX_API_H_
#define IREE_MODULES_VMVX_API_H_

#include "iree/base/api.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Creates the "vmvx" module. |instance| is unused today (the module only
// uses the builtin vm.buffer type) and is taken for symmetry with the other
// modules' constructors.
iree_status_t iree_vmvx_module_create(iree_vm_instance_t* instance,
                                      iree_allocator_t host_allocator,
                                      iree_vm_module_t** out_module);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_MODULES_VMVX_API_H_
