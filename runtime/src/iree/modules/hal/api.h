// The "hal" native VM module: exposes the HAL to bytecode so compiled host
// programs can allocate buffers, record and submit command buffers and wait
// on fences. docs/hal_module.md lists every function and its calling
// convention: that table is the contract the compiler emits imports for.
//
// HAL objects travel through the VM as refs of the types registered here
// ("hal.buffer", "hal.buffer_view", ...). HAL objects are
// iree_hal_resource_t's whose first field is their atomic reference count, so
// the VM and the HAL share one count and a ref is just the object pointer.
#ifndef IREE_MODULES_HAL_API_H_
#define IREE_MODULES_HAL_API_H_

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

//===----------------------------------------------------------------------===//
// Ref types
//===----------------------------------------------------------------------===//

// Registers every HAL ref type with |instance| (idempotent). Must happen
// before modules naming "!hal.*" types are loaded; iree_hal_module_create
// does it for its instance.
iree_status_t iree_hal_module_register_all_types(iree_vm_instance_t* instance);

// Declares, for each HAL object type T:
//   iree_vm_ref_type_t iree_hal_T_type(void);
//   iree_vm_ref_t iree_hal_T_retain_ref(iree_hal_T_t* value);  // new ref
//   iree_vm_ref_t iree_hal_T_move_ref(iree_hal_T_t* value);    // takes ref
//   iree_hal_T_t* iree_hal_T_deref(const iree_vm_ref_t* ref);  // or NULL
//   iree_status_t iree_hal_T_check_deref(const iree_vm_ref_t* ref,
//                                        iree_hal_T_t** out_value);
// check_deref fails with INVALID_ARGUMENT naming the expected type when |ref|
// is null or of another type; deref returns NULL then.
#define IREE_HAL_MODULE_DECLARE_REF_TYPE(name)                                 \
  iree_vm_ref_type_t iree_hal_##name##_type(void);                             \
  iree_vm_ref_t iree_hal_##name##_retain_ref(iree_hal_##name##_t* value);      \
  iree_vm_ref_t iree_hal_##name##_move_ref(iree_hal_##name##_t* value);        \
  iree_hal_##name##_t* iree_hal_##name##_deref(const iree_vm_ref_t* ref);      \
  iree_status_t iree_hal_##name##_check_deref(const iree_vm_ref_t* ref,        \
                                              iree_hal_##name##_t** out_value);

IREE_HAL_MODULE_DECLARE_REF_TYPE(allocator)
IREE_HAL_MODULE_DECLARE_REF_TYPE(buffer)
IREE_HAL_MODULE_DECLARE_REF_TYPE(buffer_view)
IREE_HAL_MODULE_DECLARE_REF_TYPE(command_buffer)
IREE_HAL_MODULE_DECLARE_REF_TYPE(device)
IREE_HAL_MODULE_DECLARE_REF_TYPE(executable)
IREE_HAL_MODULE_DECLARE_REF_TYPE(fence)

#undef IREE_HAL_MODULE_DECLARE_REF_TYPE

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

// How the module treats what a program asks of it.
enum iree_hal_module_flag_bits_t {
  IREE_HAL_MODULE_FLAG_NONE = 0u,
  // Refuses executables that run as host machine code (the llvm-cpu
  // backend's shared objects, which the system linker maps and runs with
  // the process's rights): hal.executable.create of one fails with
  // PERMISSION_DENIED, and devices appear not to load their formats, so a
  // module that also carries VMVX or SPIR-V variants runs those.
  IREE_HAL_MODULE_FLAG_DENY_NATIVE_EXECUTABLES = 1u << 0,
};
typedef uint32_t iree_hal_module_flags_t;

// Creates the "hal" module serving |devices| (retained; at least one): bytecode
// reaches them with hal.devices.count/get. Registers the HAL ref types with
// |instance|. Each context the module joins gets its own state (executable
// caches); the devices are shared.
iree_status_t iree_hal_module_create(iree_vm_instance_t* instance,
                                     iree_host_size_t device_count,
                                     iree_hal_device_t* const* devices,
                                     iree_hal_module_flags_t flags,
                                     iree_allocator_t host_allocator,
                                     iree_vm_module_t** out_module);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_MODULES_HAL_API_H_
