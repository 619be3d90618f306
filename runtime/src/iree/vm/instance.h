// iree_vm_instance_t: the process-level VM state shared by contexts, holding
// the registry of ref types that modules may name.
#ifndef IREE_VM_INSTANCE_H_
#define IREE_VM_INSTANCE_H_

#include "iree/base/api.h"
#include "iree/vm/ref.h"
#include "iree/vm/type_def.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_vm_instance_t iree_vm_instance_t;

// Creates an instance with the builtin types (vm.buffer, vm.list) registered.
iree_status_t iree_vm_instance_create(iree_allocator_t allocator,
                                      iree_vm_instance_t** out_instance);
void iree_vm_instance_retain(iree_vm_instance_t* instance);
void iree_vm_instance_release(iree_vm_instance_t* instance);

// Registers |descriptor| (which must outlive the instance) under its
// type_name. Registration is not synchronized with lookups: register all
// types before creating modules. Registering a different descriptor under a
// taken name is ALREADY_EXISTS; re-registering the same one is a no-op.
iree_status_t iree_vm_instance_register_type(
    iree_vm_instance_t* instance,
    const iree_vm_ref_type_descriptor_t* descriptor);

// Returns the ref type named by |full_name|, which may carry the '!' sigil
// and type parameters ("!vm.list<i32>" finds "vm.list"), or NULL.
iree_vm_ref_type_t iree_vm_instance_lookup_type(iree_vm_instance_t* instance,
                                                iree_string_view_t full_name);

// Parses a type table entry: "i32", "i64", "f32", "f64", "?" (variant) or a
// registered ref type name. Unknown names are NOT_FOUND.
iree_status_t iree_vm_instance_resolve_type_def(iree_vm_instance_t* instance,
                                                iree_string_view_t full_name,
                                                iree_vm_type_def_t* out_type);

// Whether bytecode modules created with |instance| must carry the integrity
// footer the compiler appends (iree/schemas/bytecode_module_footer.h). A
// footer that is there is always checked; without this, a module with none
// (built by a test, or compiled with --iree-vm-module-checksum=false) is
// accepted too. Off by default at this level; runtime instances turn it on.
void iree_vm_instance_set_module_checksum_required(iree_vm_instance_t* instance,
                                                   bool required);
bool iree_vm_instance_module_checksum_required(
    const iree_vm_instance_t* instance);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_INSTANCE_H_
