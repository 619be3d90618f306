// Loads "vmvx-bytecode-fb" executables: VM bytecode modules whose exports are
// the kernels (docs/vmvx.md, "The kernel ABI"). Each workgroup is one call
// of the export through the VM interpreter, with the bindings wrapped as
// !vm.buffer refs and the push constants, workgroup id and count as i32s;
// the kernels reach native speed through the "vmvx" microkernel module.
//
// A library of its own because iree_hal_local must not depend on the VM.
#ifndef IREE_HAL_LOCAL_LOADERS_VMVX_MODULE_LOADER_H_
#define IREE_HAL_LOCAL_LOADERS_VMVX_MODULE_LOADER_H_

#include "iree/base/api.h"
#include "iree/hal/local/executable_loader.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// The executable format the loader handles.
#define IREE_HAL_VMVX_EXECUTABLE_FORMAT "vmvx-bytecode-fb"

// Creates a loader whose executables load into |instance| (retained), or
// into an instance of the loader's own when |instance| is NULL: kernels use
// only the builtin VM types, so nothing needs to be shared with the
// application's instance.
//
// Loading verifies the bytecode, checks every export against the kernel ABI
// (its binding and constant counts come from its calling convention), and
// rejects imports from modules other than "vmvx" and modules with globals
// (workgroups of a dispatch run concurrently on one module state).
iree_status_t iree_hal_vmvx_module_loader_create(
    iree_vm_instance_t* instance, iree_allocator_t host_allocator,
    iree_hal_executable_loader_t** out_loader);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_LOADERS_VMVX_MODULE_LOADER_H_
