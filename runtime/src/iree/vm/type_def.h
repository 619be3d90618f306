// Element types of lists and entries of a module's type table, and variants
// (a value or a ref tagged with its type).
#ifndef IREE_VM_TYPE_DEF_H_
#define IREE_VM_TYPE_DEF_H_

#include "iree/vm/ref.h"
#include "iree/vm/value.h"

#ifdef __cplusplus
extern "C" {
#endif

// Exactly one of: a value type, a ref type, or neither for the variant type
// "?" (any value or ref).
typedef struct iree_vm_type_def_t {
  iree_vm_value_type_t value_type;
  iree_vm_ref_type_t ref_type;
} iree_vm_type_def_t;

static inline iree_vm_type_def_t iree_vm_make_value_type_def(
    iree_vm_value_type_t value_type) {
  iree_vm_type_def_t type_def = {value_type, NULL};
  return type_def;
}
static inline iree_vm_type_def_t iree_vm_make_ref_type_def(
    iree_vm_ref_type_t ref_type) {
  iree_vm_type_def_t type_def = {IREE_VM_VALUE_TYPE_NONE, ref_type};
  return type_def;
}
static inline iree_vm_type_def_t iree_vm_make_variant_type_def(void) {
  iree_vm_type_def_t type_def = {IREE_VM_VALUE_TYPE_NONE, NULL};
  return type_def;
}
static inline bool iree_vm_type_def_is_value(iree_vm_type_def_t type_def) {
  return type_def.value_type != IREE_VM_VALUE_TYPE_NONE;
}
static inline bool iree_vm_type_def_is_ref(iree_vm_type_def_t type_def) {
  return type_def.ref_type != NULL;
}
static inline bool iree_vm_type_def_is_variant(iree_vm_type_def_t type_def) {
  return !iree_vm_type_def_is_value(type_def) &&
         !iree_vm_type_def_is_ref(type_def);
}

// A value or a ref with its type. A variant holding neither is empty, which
// reads as a null ref.
typedef struct iree_vm_variant_t {
  iree_vm_type_def_t type;
  union {
    int32_t i32;
    int64_t i64;
    float f32;
    double f64;
    iree_vm_ref_t ref;
  };
} iree_vm_variant_t;

static inline iree_vm_variant_t iree_vm_variant_empty(void) {
  iree_vm_variant_t variant;
  variant.type = iree_vm_make_variant_type_def();
  variant.ref = iree_vm_ref_null();
  return variant;
}

// Returns a variant holding |value| (empty for a NONE value).
static inline iree_vm_variant_t iree_vm_make_variant_value(
    iree_vm_value_t value) {
  iree_vm_variant_t variant = iree_vm_variant_empty();
  variant.type.value_type = value.type;
  variant.i64 = value.i64;
  return variant;
}

// Returns the value held by |variant| (type NONE if it holds none).
static inline iree_vm_value_t iree_vm_variant_value(
    const iree_vm_variant_t* variant) {
  iree_vm_value_t value;
  value.type = variant->type.value_type;
  value.i64 = value.type == IREE_VM_VALUE_TYPE_NONE ? 0 : variant->i64;
  return value;
}

// Releases the ref a variant may hold and leaves it empty.
static inline void iree_vm_variant_reset(iree_vm_variant_t* variant) {
  if (iree_vm_type_def_is_ref(variant->type)) iree_vm_ref_release(&variant->ref);
  *variant = iree_vm_variant_empty();
}

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_TYPE_DEF_H_
