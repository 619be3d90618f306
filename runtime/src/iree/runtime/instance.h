// iree_runtime_instance_t: the process-wide runtime state shared by sessions:
// the VM instance (with the HAL ref types registered) and the registry of HAL
// drivers devices are created from. Usually one per process.
#ifndef IREE_RUNTIME_INSTANCE_H_
#define IREE_RUNTIME_INSTANCE_H_

#include "iree/base/api.h"
#include "iree/hal/api.h"
#include "iree/modules/hal/api.h"
#include "iree/vm/api.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_runtime_instance_t iree_runtime_instance_t;

typedef struct iree_runtime_instance_options_t {
  // Drivers to create devices from. NULL (the default) makes the instance
  // own a registry with every driver compiled into the build; a registry
  // given here is borrowed and must outlive the instance.
  iree_hal_driver_registry_t* driver_registry;
  // Accept bytecode modules without the compiler's integrity footer
  // (compiled with --iree-vm-module-checksum=false). Off by default: a
  // module must carry its checksum, and it always must match.
  bool allow_modules_without_checksum;
  // Refuse executables that run as host machine code (llvm-cpu's shared
  // objects) in every session of the instance: only VMVX and SPIR-V
  // executables load (IREE_HAL_MODULE_FLAG_DENY_NATIVE_EXECUTABLES). Off by
  // default: a module is trusted like a shared library (docs/security.md).
  bool deny_native_executables;
} iree_runtime_instance_options_t;

// Sets the defaults: all compiled-in drivers.
void iree_runtime_instance_options_initialize(
    iree_runtime_instance_options_t* out_options);

// Makes the instance use every compiled-in driver (drops a registry set in
// |options|). The default already; IREE applications call it after
// initializing the options.
void iree_runtime_instance_options_use_all_available_drivers(
    iree_runtime_instance_options_t* options);

iree_status_t iree_runtime_instance_create(
    const iree_runtime_instance_options_t* options,
    iree_allocator_t host_allocator, iree_runtime_instance_t** out_instance);

void iree_runtime_instance_retain(iree_runtime_instance_t* instance);
void iree_runtime_instance_release(iree_runtime_instance_t* instance);

// The allocator of everything the instance creates: a cache
// (iree/base/allocator_cache.h) over the one the instance was created with,
// so per-call objects are reused. Pass it to sessions and lists made for
// calls to get the same.
iree_allocator_t iree_runtime_instance_host_allocator(
    const iree_runtime_instance_t* instance);
iree_vm_instance_t* iree_runtime_instance_vm_instance(
    const iree_runtime_instance_t* instance);
iree_hal_driver_registry_t* iree_runtime_instance_driver_registry(
    const iree_runtime_instance_t* instance);
// The flags of the hal module each session of |instance| creates (from the
// instance options).
iree_hal_module_flags_t iree_runtime_instance_hal_module_flags(
    const iree_runtime_instance_t* instance);

// Creates the default device of |device_uri| ("local-task", "local-sync",
// "driver://path"). An unknown driver is NOT_FOUND naming the registered
// drivers.
iree_status_t iree_runtime_instance_try_create_default_device(
    iree_runtime_instance_t* instance, iree_string_view_t device_uri,
    iree_hal_device_t** out_device);

// Loads the .vmfb at |file_path| as a module of |instance| without adding it
// to a session (to inspect it first, or to share it between sessions).
// Errors name the file.
iree_status_t iree_runtime_instance_load_bytecode_module_from_file(
    iree_runtime_instance_t* instance, const char* file_path,
    iree_vm_module_t** out_module);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_RUNTIME_INSTANCE_H_
