// The bytecode module: loads a `.vmfb` FlatBuffer in place, verifies it
// (docs/vm.md, "The verifier") and runs its functions with the interpreter.
#ifndef IREE_VM_BYTECODE_MODULE_H_
#define IREE_VM_BYTECODE_MODULE_H_

#include "iree/base/api.h"
#include "iree/vm/instance.h"
#include "iree/vm/module.h"
#include "iree/vm/value.h"

#ifdef __cplusplus
extern "C" {
#endif

// Creates a module from |flatbuffer_data| (16-byte aligned), which is used in
// place and must stay valid while the module or any rodata buffer from it is
// alive. On success the module frees the data with |flatbuffer_deallocator|
// when destroyed (pass iree_allocator_null() if the caller owns it); on
// failure the data stays the caller's. Wrong file identifier or unresolvable
// types/bytecode are INVALID_ARGUMENT, a damaged FlatBuffer DATA_LOSS.
iree_status_t iree_vm_bytecode_module_create(
    iree_vm_instance_t* instance, iree_const_byte_span_t flatbuffer_data,
    iree_allocator_t flatbuffer_deallocator, iree_allocator_t host_allocator,
    iree_vm_module_t** out_module);

// Returns the module-level storage that calls of |module| share through its
// per-context state: |out_global_bytes| bytes of value globals and
// |out_global_ref_count| ref globals. Everything else a call touches lives on
// its own stack, so a module with neither may run any number of calls on one
// state at once (the VMVX executable loader relies on this and rejects
// modules with globals). INVALID_ARGUMENT if |module| is not bytecode.
iree_status_t iree_vm_bytecode_module_query_globals(
    const iree_vm_module_t* module, uint32_t* out_global_bytes,
    uint32_t* out_global_ref_count);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_BYTECODE_MODULE_H_
