// iree_vm_list_t (!vm.list<T>): a growable list of values of one type (i32,
// i64, f32, f64), refs of one type, or variants ("?": any value or ref).
// Indices at or past the size are OUT_OF_RANGE; elements of the wrong kind
// for the list are INVALID_ARGUMENT.
#ifndef IREE_VM_LIST_H_
#define IREE_VM_LIST_H_

#include "iree/base/api.h"
#include "iree/vm/ref.h"
#include "iree/vm/type_def.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_vm_list_t iree_vm_list_t;

// The descriptor of the "vm.list" ref type.
iree_vm_ref_type_t iree_vm_list_type(void);

// Creates an empty list of |element_type| with room for |initial_capacity|.
iree_status_t iree_vm_list_create(iree_vm_type_def_t element_type,
                                  iree_host_size_t initial_capacity,
                                  iree_allocator_t allocator,
                                  iree_vm_list_t** out_list);

void iree_vm_list_retain(iree_vm_list_t* list);
void iree_vm_list_release(iree_vm_list_t* list);

// Wraps |list| in a ref with a new reference / taking the caller's one.
iree_vm_ref_t iree_vm_list_retain_ref(iree_vm_list_t* list);
iree_vm_ref_t iree_vm_list_move_ref(iree_vm_list_t* list);

// Returns the list held by |ref| or INVALID_ARGUMENT if it is null or not a
// list.
iree_status_t iree_vm_list_check_deref(const iree_vm_ref_t* ref,
                                       iree_vm_list_t** out_list);

iree_vm_type_def_t iree_vm_list_element_type(const iree_vm_list_t* list);
iree_host_size_t iree_vm_list_size(const iree_vm_list_t* list);
iree_host_size_t iree_vm_list_capacity(const iree_vm_list_t* list);

// Most elements a list may hold: far more than programs use, and few enough
// that a hostile module cannot make the runtime zero gigabytes (the module
// fuzzer's resize to 2^28 variants did).
#define IREE_VM_LIST_MAX_CAPACITY ((iree_host_size_t)1 << 24)

// Grows the storage to hold at least |minimum_capacity| elements
// (RESOURCE_EXHAUSTED past IREE_VM_LIST_MAX_CAPACITY).
iree_status_t iree_vm_list_reserve(iree_vm_list_t* list,
                                   iree_host_size_t minimum_capacity);

// Sets the size; new elements are zero, null or empty, and elements cut off
// release their refs.
iree_status_t iree_vm_list_resize(iree_vm_list_t* list,
                                  iree_host_size_t new_size);

// Value elements. A value list takes only values of its exact type; a
// variant list takes any value.
iree_status_t iree_vm_list_get_value(const iree_vm_list_t* list,
                                     iree_host_size_t i,
                                     iree_vm_value_t* out_value);
iree_status_t iree_vm_list_set_value(iree_vm_list_t* list, iree_host_size_t i,
                                     const iree_vm_value_t* value);
iree_status_t iree_vm_list_push_value(iree_vm_list_t* list,
                                      const iree_vm_value_t* value);

// Raw bits of 4- or 8-byte value elements (|width| bytes) regardless of
// integer or float interpretation, as the bytecode's list ops see them.
// Variant elements must hold a value of |width| (an empty one reads as 0);
// stores into a variant list record an integer of |width|.
iree_status_t iree_vm_list_get_value_bits(const iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          iree_host_size_t width,
                                          uint64_t* out_bits);
iree_status_t iree_vm_list_set_value_bits(iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          iree_host_size_t width,
                                          uint64_t bits);

// Ref elements. A ref list takes null or refs of its type; a variant list
// takes any ref. |out_ref| receives a new reference (its previous value is
// released).
iree_status_t iree_vm_list_get_ref_retain(const iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          iree_vm_ref_t* out_ref);
iree_status_t iree_vm_list_set_ref_retain(iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          const iree_vm_ref_t* ref);
iree_status_t iree_vm_list_set_ref_move(iree_vm_list_t* list,
                                        iree_host_size_t i, iree_vm_ref_t* ref);
iree_status_t iree_vm_list_push_ref_retain(iree_vm_list_t* list,
                                           const iree_vm_ref_t* ref);
iree_status_t iree_vm_list_push_ref_move(iree_vm_list_t* list,
                                         iree_vm_ref_t* ref);

// Any element as a variant; a ref in |out_variant| is a new reference that
// the caller releases with iree_vm_variant_reset.
iree_status_t iree_vm_list_get_variant_retain(const iree_vm_list_t* list,
                                              iree_host_size_t i,
                                              iree_vm_variant_t* out_variant);

// Appends a value or ref variant (retaining its ref), checked like the typed
// setters. Empty variants are stored as null refs or empty variants.
iree_status_t iree_vm_list_push_variant_retain(
    iree_vm_list_t* list, const iree_vm_variant_t* variant);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_VM_LIST_H_
