// Native modules: C functions exposed to the VM through a static table, so
// bytecode can import them (and they can be invoked like any function).
//
//   static iree_status_t add_1(iree_vm_stack_t* stack, void* module_state,
//                              uint8_t* args, uint8_t* results) {
//     int32_t x;
//     memcpy(&x, args, 4);
//     x += 1;
//     memcpy(results, &x, 4);
//     return iree_ok_status();
//   }
//   static const iree_vm_native_function_def_t kFunctions[] = {
//       {"add_1", "0i_i", add_1},
//   };
//   static const iree_vm_native_module_def_t kModule = {
//       "native", kFunctions, IREE_ARRAYSIZE(kFunctions), NULL, NULL, NULL,
//       NULL};
//
// |args| and |results| are the packed spans described in module.h: exactly
// the calling convention's argument and result bytes.
//
// Variadic functions ("0iCiD_i": an i32, then any number of i32s) read each
// group's i32 count where the group starts and then walk its tuples; the
// module has already checked that the counts are non-negative and that the
// span holds exactly what they describe:
//
//   static iree_status_t sum(iree_vm_stack_t* stack, void* module_state,
//                            uint8_t* args, uint8_t* results) {
//     int32_t total, count;
//     memcpy(&total, args, 4);
//     memcpy(&count, args + 4, 4);
//     for (int32_t i = 0; i < count; ++i) {
//       int32_t value;
//       memcpy(&value, args + 8 + 4 * i, 4);
//       total += value;
//     }
//     memcpy(results, &total, 4);
//     return iree_ok_status();
//   }
#ifndef IREE_VM_NATIVE_MODULE_H_
#define IREE_VM_NATIVE_MODULE_H_

#include "iree/base/api.h"
#include "iree/vm/module.h"

#ifdef __cplusplus
extern "C" {
#endif

// |module_state| is what the module definition's create_state returned for
// the calling context, or its user_data if it has no create_state.
typedef iree_status_t (*iree_vm_native_function_target_t)(
    iree_vm_stack_t* stack, void* module_state, uint8_t* args,
    uint8_t* results);

typedef struct iree_vm_native_function_def_t {
  const char* name;
  const char* calling_convention;
  iree_vm_native_function_target_t target;
} iree_vm_native_function_def_t;

typedef struct iree_vm_native_module_def_t {
  const char* name;
  const iree_vm_native_function_def_t* functions;
  iree_host_size_t function_count;
  void* user_data;
  // Optional per-context state.
  iree_status_t (*create_state)(void* user_data, iree_allocator_t allocator,
                                void** out_state);
  void (*destroy_state)(void* user_data, void* state);
  // Optional: called with |user_data| when the module is destroyed, for
  // modules whose definition and data are allocated per module.
  void (*destroy)(void* user_data);
} iree_vm_native_module_def_t;

// Creates a module from |def|, which (with its strings and table) must
// outlive the module. Every calling convention is validated here.
iree_status_t iree_vm_native_module_create(
    const iree_vm_native_module_def_t* def, iree_allocator_t allocator,
    iree_vm_module_t** out_module);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_NATIVE_MODULE_H_
