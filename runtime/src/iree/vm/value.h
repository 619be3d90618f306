// Values and type definitions shared by every VM component.
#ifndef IREE_VM_VALUE_H_
#define IREE_VM_VALUE_H_

#include <stdbool.h>
#include <stdint.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Primitive value kinds. The VM is non-polymorphic: registers hold bits and
// the op says how to interpret them, so these only appear at the edges
// (lists, variants, invocation).
typedef enum iree_vm_value_type_e {
  IREE_VM_VALUE_TYPE_NONE = 0,
  IREE_VM_VALUE_TYPE_I32 = 1,
  IREE_VM_VALUE_TYPE_I64 = 2,
  IREE_VM_VALUE_TYPE_F32 = 3,
  IREE_VM_VALUE_TYPE_F64 = 4,
} iree_vm_value_type_t;

// Returns the storage size of |type| in bytes (0 for NONE).
static inline iree_host_size_t iree_vm_value_type_size(
    iree_vm_value_type_t type) {
  return (type == IREE_VM_VALUE_TYPE_I64 || type == IREE_VM_VALUE_TYPE_F64) ? 8
         : type == IREE_VM_VALUE_TYPE_NONE                                   ? 0
                                                                             : 4;
}

// Returns "i32", "i64", "f32", "f64" or "none".
static inline const char* iree_vm_value_type_name(iree_vm_value_type_t type) {
  switch (type) {
    case IREE_VM_VALUE_TYPE_I32: return "i32";
    case IREE_VM_VALUE_TYPE_I64: return "i64";
    case IREE_VM_VALUE_TYPE_F32: return "f32";
    case IREE_VM_VALUE_TYPE_F64: return "f64";
    default: return "none";
  }
}

typedef struct iree_vm_value_t {
  iree_vm_value_type_t type;
  union {
    int32_t i32;
    int64_t i64;
    float f32;
    double f64;
  };
} iree_vm_value_t;

static inline iree_vm_value_t iree_vm_value_make_i32(int32_t value) {
  iree_vm_value_t result;
  result.type = IREE_VM_VALUE_TYPE_I32;
  result.i64 = 0;
  result.i32 = value;
  return result;
}
static inline iree_vm_value_t iree_vm_value_make_i64(int64_t value) {
  iree_vm_value_t result;
  result.type = IREE_VM_VALUE_TYPE_I64;
  result.i64 = value;
  return result;
}
static inline iree_vm_value_t iree_vm_value_make_f32(float value) {
  iree_vm_value_t result;
  result.type = IREE_VM_VALUE_TYPE_F32;
  result.i64 = 0;
  result.f32 = value;
  return result;
}
static inline iree_vm_value_t iree_vm_value_make_f64(double value) {
  iree_vm_value_t result;
  result.type = IREE_VM_VALUE_TYPE_F64;
  result.f64 = value;
  return result;
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_VALUE_H_
