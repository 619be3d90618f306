// Internals of the "hal" module shared by its source files: the module and
// per-context state, readers/writers of the packed call ABI and the native
// function targets (one file per object family).
#ifndef IREE_MODULES_HAL_MODULE_IMPL_H_
#define IREE_MODULES_HAL_MODULE_IMPL_H_

#include <string.h>

#include "iree/modules/hal/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// The module: a native module (the function table) wrapped so that the
// devices it serves live exactly as long as the module. Native module
// definitions have no destroy hook for their user data, so the wrapper owns
// both and forwards the module interface to the native module.
typedef struct iree_hal_module_t {
  iree_vm_module_t interface;
  iree_vm_module_t* native_module;
  iree_allocator_t host_allocator;
  iree_vm_native_module_def_t def;
  iree_hal_module_flags_t flags;
  iree_host_size_t device_count;
  iree_hal_device_t* devices[];
} iree_hal_module_t;

// Per-context state.
typedef struct iree_hal_module_state_t {
  iree_allocator_t host_allocator;
  const iree_hal_module_t* module;
  // Created on the first hal.executable.create for each device of the module
  // (same index as module->devices).
  iree_hal_executable_cache_t* executable_caches[];
} iree_hal_module_state_t;

// Returns the executable cache of |state| for |device|: the lazily created
// cache of one of the module's devices, or for any other device a new cache
// in |*out_temporary_cache| that the caller releases.
iree_status_t iree_hal_module_state_executable_cache(
    iree_hal_module_state_t* state, iree_hal_device_t* device,
    iree_hal_executable_cache_t** out_cache,
    iree_hal_executable_cache_t** out_temporary_cache);

//===----------------------------------------------------------------------===//
// Packed call ABI (see iree/vm/module.h): values may be unaligned.
//===----------------------------------------------------------------------===//

typedef struct iree_hal_abi_cursor_t {
  uint8_t* data;
} iree_hal_abi_cursor_t;

static inline int32_t iree_hal_abi_read_i32(iree_hal_abi_cursor_t* cursor) {
  int32_t value;
  memcpy(&value, cursor->data, sizeof(value));
  cursor->data += sizeof(value);
  return value;
}

static inline int64_t iree_hal_abi_read_i64(iree_hal_abi_cursor_t* cursor) {
  int64_t value;
  memcpy(&value, cursor->data, sizeof(value));
  cursor->data += sizeof(value);
  return value;
}

// Returns a borrowed copy of the next ref (the argument span keeps owning it).
static inline iree_vm_ref_t iree_hal_abi_read_ref(
    iree_hal_abi_cursor_t* cursor) {
  iree_vm_ref_t value;
  memcpy(&value, cursor->data, sizeof(value));
  cursor->data += sizeof(value);
  return value;
}

static inline void iree_hal_abi_write_i32(iree_hal_abi_cursor_t* cursor,
                                          int32_t value) {
  memcpy(cursor->data, &value, sizeof(value));
  cursor->data += sizeof(value);
}

static inline void iree_hal_abi_write_i64(iree_hal_abi_cursor_t* cursor,
                                          int64_t value) {
  memcpy(cursor->data, &value, sizeof(value));
  cursor->data += sizeof(value);
}

// Stores |value| (whose reference moves to the caller) as the next result.
static inline void iree_hal_abi_write_ref(iree_hal_abi_cursor_t* cursor,
                                          iree_vm_ref_t value) {
  memcpy(cursor->data, &value, sizeof(value));
  cursor->data += sizeof(value);
}

// Converts a VM i64 size or offset to a device size; negative values are
// OUT_OF_RANGE naming |what|. IREE_HAL_WHOLE_BUFFER is spelled -1 only where
// |allow_whole| is set.
iree_status_t iree_hal_module_device_size(int64_t value, const char* what,
                                          bool allow_whole,
                                          iree_device_size_t* out_size);

// Views the whole contents of |ref|, a !vm.buffer holding a string (a query
// key, an assert message); errors name |what|.
iree_status_t iree_hal_module_buffer_string(const iree_vm_ref_t* ref,
                                            const char* what,
                                            iree_string_view_t* out);

//===----------------------------------------------------------------------===//
// Native function targets
//===----------------------------------------------------------------------===//

#define IREE_HAL_MODULE_EXPORT(name)                                 \
  iree_status_t iree_hal_module_##name(iree_vm_stack_t* stack,       \
                                       void* module_state, uint8_t* args, \
                                       uint8_t* results)

// exports_assert.c
IREE_HAL_MODULE_EXPORT(assert);

// exports_device.c
IREE_HAL_MODULE_EXPORT(devices_count);
IREE_HAL_MODULE_EXPORT(devices_get);
IREE_HAL_MODULE_EXPORT(device_allocator);
IREE_HAL_MODULE_EXPORT(device_query_i64);
IREE_HAL_MODULE_EXPORT(device_queue_alloca);
IREE_HAL_MODULE_EXPORT(device_queue_dealloca);
IREE_HAL_MODULE_EXPORT(device_queue_execute);
IREE_HAL_MODULE_EXPORT(device_queue_execute_indirect);
IREE_HAL_MODULE_EXPORT(executable_create);
IREE_HAL_MODULE_EXPORT(fence_create);
IREE_HAL_MODULE_EXPORT(fence_signal);
IREE_HAL_MODULE_EXPORT(fence_await);
IREE_HAL_MODULE_EXPORT(fence_join);

// exports_buffer.c
IREE_HAL_MODULE_EXPORT(allocator_allocate);
IREE_HAL_MODULE_EXPORT(allocator_allocate_initialized);
IREE_HAL_MODULE_EXPORT(buffer_assert);
IREE_HAL_MODULE_EXPORT(buffer_subspan);
IREE_HAL_MODULE_EXPORT(buffer_length);
IREE_HAL_MODULE_EXPORT(buffer_load);
IREE_HAL_MODULE_EXPORT(buffer_store);

// exports_buffer_view.c
IREE_HAL_MODULE_EXPORT(buffer_view_create);
IREE_HAL_MODULE_EXPORT(buffer_view_assert);
IREE_HAL_MODULE_EXPORT(buffer_view_buffer);
IREE_HAL_MODULE_EXPORT(buffer_view_element_type);
IREE_HAL_MODULE_EXPORT(buffer_view_encoding_type);
IREE_HAL_MODULE_EXPORT(buffer_view_rank);
IREE_HAL_MODULE_EXPORT(buffer_view_dim);

// exports_command_buffer.c
IREE_HAL_MODULE_EXPORT(command_buffer_create);
IREE_HAL_MODULE_EXPORT(command_buffer_finalize);
IREE_HAL_MODULE_EXPORT(command_buffer_execution_barrier);
IREE_HAL_MODULE_EXPORT(command_buffer_fill_buffer);
IREE_HAL_MODULE_EXPORT(command_buffer_update_buffer);
IREE_HAL_MODULE_EXPORT(command_buffer_copy_buffer);
IREE_HAL_MODULE_EXPORT(command_buffer_dispatch);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_MODULES_HAL_MODULE_IMPL_H_
