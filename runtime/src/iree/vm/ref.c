#include "iree/vm/ref.h"

// Counter updates are the only shared mutable state of a ref; relaxed
// increments suffice, and the final decrement must acquire all prior writes
// before the object is destroyed.
#if defined(_MSC_VER) && !defined(__clang__)
#include <intrin.h>
#define IREE_VM_REF_COUNTER_INCREMENT(p) _InterlockedIncrement((long*)(p))
#define IREE_VM_REF_COUNTER_DECREMENT(p) (_InterlockedDecrement((long*)(p)) + 1)
#define IREE_VM_REF_COUNTER_LOAD(p) (*(volatile int32_t*)(p))
#else
#define IREE_VM_REF_COUNTER_INCREMENT(p) \
  __atomic_fetch_add((p), 1, __ATOMIC_RELAXED)
#define IREE_VM_REF_COUNTER_DECREMENT(p) \
  __atomic_fetch_sub((p), 1, __ATOMIC_ACQ_REL)
#define IREE_VM_REF_COUNTER_LOAD(p) __atomic_load_n((p), __ATOMIC_ACQUIRE)
#endif

static inline int32_t* iree_vm_ref_counter(void* ptr, iree_vm_ref_type_t type) {
  return &((iree_vm_ref_object_t*)((uint8_t*)ptr + type->offsetof_counter))
              ->counter;
}

void iree_vm_ref_object_initialize(iree_vm_ref_object_t* object) {
  object->counter = 1;
}

void iree_vm_ref_object_retain(void* ptr, iree_vm_ref_type_t type) {
  if (!ptr) return;
  IREE_VM_REF_COUNTER_INCREMENT(iree_vm_ref_counter(ptr, type));
}

void iree_vm_ref_object_release(void* ptr, iree_vm_ref_type_t type) {
  if (!ptr) return;
  if (IREE_VM_REF_COUNTER_DECREMENT(iree_vm_ref_counter(ptr, type)) == 1) {
    type->destroy(ptr);
  }
}

int32_t iree_vm_ref_use_count(const iree_vm_ref_t* ref) {
  if (!ref->ptr) return 0;
  return IREE_VM_REF_COUNTER_LOAD(iree_vm_ref_counter(ref->ptr, ref->type));
}

void iree_vm_ref_wrap_assign(void* ptr, iree_vm_ref_type_t type,
                             iree_vm_ref_t* out_ref) {
  iree_vm_ref_t previous = *out_ref;
  out_ref->ptr = ptr;
  out_ref->type = ptr ? type : NULL;
  iree_vm_ref_release(&previous);
}

void iree_vm_ref_wrap_retain(void* ptr, iree_vm_ref_type_t type,
                             iree_vm_ref_t* out_ref) {
  iree_vm_ref_object_retain(ptr, type);
  iree_vm_ref_wrap_assign(ptr, type, out_ref);
}

void iree_vm_ref_retain(iree_vm_ref_t* ref) {
  iree_vm_ref_object_retain(ref->ptr, ref->type);
}

void iree_vm_ref_release(iree_vm_ref_t* ref) {
  void* ptr = ref->ptr;
  iree_vm_ref_type_t type = ref->type;
  ref->ptr = NULL;
  ref->type = NULL;
  iree_vm_ref_object_release(ptr, type);
}

void iree_vm_ref_assign(const iree_vm_ref_t* ref, iree_vm_ref_t* out_ref) {
  if (ref == out_ref) return;
  // Retain first so that assigning a ref to a slot holding the same object
  // never drops the count to zero in between.
  iree_vm_ref_t value = *ref;
  iree_vm_ref_retain(&value);
  iree_vm_ref_t previous = *out_ref;
  *out_ref = value;
  iree_vm_ref_release(&previous);
}

void iree_vm_ref_move(iree_vm_ref_t* ref, iree_vm_ref_t* out_ref) {
  if (ref == out_ref) return;
  iree_vm_ref_t value = *ref;
  ref->ptr = NULL;
  ref->type = NULL;
  iree_vm_ref_t previous = *out_ref;
  *out_ref = value;
  iree_vm_ref_release(&previous);
}

iree_status_t iree_vm_ref_check(const iree_vm_ref_t* ref,
                                iree_vm_ref_type_t type) {
  if (IREE_UNLIKELY(!ref->ptr)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "expected a !%.*s but the ref is null",
                            (int)type->type_name.size, type->type_name.data);
  }
  if (IREE_UNLIKELY(ref->type != type)) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT, "expected a !%.*s but the ref is a !%.*s",
        (int)type->type_name.size, type->type_name.data,
        (int)ref->type->type_name.size, ref->type->type_name.data);
  }
  return iree_ok_status();
}
