// Reference-counted objects held in VM ref registers, lists and globals.
//
// Any C object can be a ref if its struct embeds an iree_vm_ref_object_t and
// its type is described by a static iree_vm_ref_type_descriptor_t registered
// with the instance (so modules can name it, e.g. "!vm.buffer"). The
// descriptor's address is the type's identity.
#ifndef IREE_VM_REF_H_
#define IREE_VM_REF_H_

#include <stdbool.h>
#include <stdint.h>

#include "iree/base/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// The reference counter embedded in every ref object; updated atomically so
// refs may be shared across threads.
typedef struct iree_vm_ref_object_t {
  int32_t counter;
} iree_vm_ref_object_t;

typedef struct iree_vm_ref_type_descriptor_t {
  // Type name without the '!' sigil or parameters: "vm.buffer", "vm.list".
  iree_string_view_t type_name;
  // Byte offset of the iree_vm_ref_object_t within the object.
  iree_host_size_t offsetof_counter;
  // Frees the object once its last reference is released.
  void (*destroy)(void* ptr);
} iree_vm_ref_type_descriptor_t;

typedef const iree_vm_ref_type_descriptor_t* iree_vm_ref_type_t;

// A nullable reference: the object and its type. The all-zero value is null.
typedef struct iree_vm_ref_t {
  void* ptr;
  iree_vm_ref_type_t type;
} iree_vm_ref_t;

static inline iree_vm_ref_t iree_vm_ref_null(void) {
  iree_vm_ref_t ref = {NULL, NULL};
  return ref;
}

static inline bool iree_vm_ref_is_null(const iree_vm_ref_t* ref) {
  return ref->ptr == NULL;
}

// Initializes a new object's counter to one reference (owned by the creator).
void iree_vm_ref_object_initialize(iree_vm_ref_object_t* object);

// Increments/decrements the count of |ptr| of |type|; the last release calls
// the type's destroy function. NULL is a no-op.
void iree_vm_ref_object_retain(void* ptr, iree_vm_ref_type_t type);
void iree_vm_ref_object_release(void* ptr, iree_vm_ref_type_t type);

// Returns the current count of |ref|'s object (0 for null); for tests.
int32_t iree_vm_ref_use_count(const iree_vm_ref_t* ref);

// Sets |*out_ref| to |ptr| taking over the caller's reference (no retain).
// The previous value of |*out_ref| is released.
void iree_vm_ref_wrap_assign(void* ptr, iree_vm_ref_type_t type,
                             iree_vm_ref_t* out_ref);

// Sets |*out_ref| to |ptr| with a new reference.
void iree_vm_ref_wrap_retain(void* ptr, iree_vm_ref_type_t type,
                             iree_vm_ref_t* out_ref);

// Adds a reference to |ref|'s object in place (for when the bits of a ref
// were copied and both copies will be released).
void iree_vm_ref_retain(iree_vm_ref_t* ref);

// Releases |ref|'s reference, if any, and sets it to null.
void iree_vm_ref_release(iree_vm_ref_t* ref);

// Copy-assignment: |*out_ref| becomes a new reference to |ref|'s object and
// its previous value is released. Safe when both point at the same ref.
void iree_vm_ref_assign(const iree_vm_ref_t* ref, iree_vm_ref_t* out_ref);

// Move-assignment: |*out_ref| takes |ref|'s reference, |ref| becomes null and
// the previous value of |*out_ref| is released. Safe when both are the same.
void iree_vm_ref_move(iree_vm_ref_t* ref, iree_vm_ref_t* out_ref);

// Returns OK if |ref| is non-null and of |type|; otherwise INVALID_ARGUMENT
// naming the expected type.
iree_status_t iree_vm_ref_check(const iree_vm_ref_t* ref,
                                iree_vm_ref_type_t type);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_REF_H_
