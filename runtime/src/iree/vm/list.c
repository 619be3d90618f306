#include "iree/vm/list.h"

#include <string.h>

// How elements are stored; derived once from the element type so that
// accessors switch on a small enum instead of re-inspecting the type.
typedef enum iree_vm_list_storage_e {
  IREE_VM_LIST_STORAGE_VALUE = 0,
  IREE_VM_LIST_STORAGE_REF = 1,
  IREE_VM_LIST_STORAGE_VARIANT = 2,
} iree_vm_list_storage_t;

struct iree_vm_list_t {
  iree_vm_ref_object_t ref_object;
  iree_allocator_t allocator;
  iree_vm_type_def_t element_type;
  iree_vm_list_storage_t storage;
  iree_host_size_t element_size;
  iree_host_size_t size;
  iree_host_size_t capacity;
  uint8_t* elements;
};

static void iree_vm_list_release_range(iree_vm_list_t* list,
                                       iree_host_size_t begin,
                                       iree_host_size_t end) {
  for (iree_host_size_t i = begin; i < end; ++i) {
    uint8_t* element = list->elements + i * list->element_size;
    if (list->storage == IREE_VM_LIST_STORAGE_REF) {
      iree_vm_ref_release((iree_vm_ref_t*)element);
    } else if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
      iree_vm_variant_reset((iree_vm_variant_t*)element);
    }
  }
}

static void iree_vm_list_destroy(void* ptr) {
  iree_vm_list_t* list = (iree_vm_list_t*)ptr;
  iree_vm_list_release_range(list, 0, list->size);
  iree_allocator_free(list->allocator, list->elements);
  iree_allocator_free(list->allocator, list);
}

static const iree_vm_ref_type_descriptor_t iree_vm_list_descriptor = {
    {"vm.list", 7}, 0, iree_vm_list_destroy};

iree_vm_ref_type_t iree_vm_list_type(void) { return &iree_vm_list_descriptor; }

iree_status_t iree_vm_list_create(iree_vm_type_def_t element_type,
                                  iree_host_size_t initial_capacity,
                                  iree_allocator_t allocator,
                                  iree_vm_list_t** out_list) {
  *out_list = NULL;
  iree_vm_list_t* list = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, sizeof(*list), (void**)&list));
  iree_vm_ref_object_initialize(&list->ref_object);
  list->allocator = allocator;
  list->element_type = element_type;
  if (iree_vm_type_def_is_value(element_type)) {
    list->storage = IREE_VM_LIST_STORAGE_VALUE;
    list->element_size = iree_vm_value_type_size(element_type.value_type);
  } else if (iree_vm_type_def_is_ref(element_type)) {
    list->storage = IREE_VM_LIST_STORAGE_REF;
    list->element_size = sizeof(iree_vm_ref_t);
  } else {
    list->storage = IREE_VM_LIST_STORAGE_VARIANT;
    list->element_size = sizeof(iree_vm_variant_t);
  }
  iree_status_t status = iree_vm_list_reserve(list, initial_capacity);
  if (!iree_status_is_ok(status)) {
    iree_vm_list_release(list);
    return status;
  }
  *out_list = list;
  return iree_ok_status();
}

void iree_vm_list_retain(iree_vm_list_t* list) {
  iree_vm_ref_object_retain(list, &iree_vm_list_descriptor);
}

void iree_vm_list_release(iree_vm_list_t* list) {
  iree_vm_ref_object_release(list, &iree_vm_list_descriptor);
}

iree_vm_ref_t iree_vm_list_retain_ref(iree_vm_list_t* list) {
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_vm_ref_wrap_retain(list, &iree_vm_list_descriptor, &ref);
  return ref;
}

iree_vm_ref_t iree_vm_list_move_ref(iree_vm_list_t* list) {
  iree_vm_ref_t ref = iree_vm_ref_null();
  iree_vm_ref_wrap_assign(list, &iree_vm_list_descriptor, &ref);
  return ref;
}

iree_status_t iree_vm_list_check_deref(const iree_vm_ref_t* ref,
                                       iree_vm_list_t** out_list) {
  IREE_RETURN_IF_ERROR(iree_vm_ref_check(ref, &iree_vm_list_descriptor));
  *out_list = (iree_vm_list_t*)ref->ptr;
  return iree_ok_status();
}

iree_vm_type_def_t iree_vm_list_element_type(const iree_vm_list_t* list) {
  return list->element_type;
}

iree_host_size_t iree_vm_list_size(const iree_vm_list_t* list) {
  return list->size;
}

iree_host_size_t iree_vm_list_capacity(const iree_vm_list_t* list) {
  return list->capacity;
}

iree_status_t iree_vm_list_reserve(iree_vm_list_t* list,
                                   iree_host_size_t minimum_capacity) {
  if (minimum_capacity <= list->capacity) return iree_ok_status();
  if (minimum_capacity > IREE_VM_LIST_MAX_CAPACITY) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "list capacity %zu exceeds the VM's limit of %zu "
                            "elements",
                            minimum_capacity, IREE_VM_LIST_MAX_CAPACITY);
  }
  // Grow geometrically so that repeated pushes stay amortized O(1).
  iree_host_size_t new_capacity = list->capacity * 2;
  if (new_capacity < minimum_capacity) new_capacity = minimum_capacity;
  if (new_capacity > IREE_VM_LIST_MAX_CAPACITY) {
    new_capacity = IREE_VM_LIST_MAX_CAPACITY;
  }
  iree_host_size_t byte_length = 0;
  if (!iree_host_size_checked_mul(new_capacity, list->element_size,
                                  &byte_length)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "list capacity %zu is too large", minimum_capacity);
  }
  void* elements = list->elements;
  IREE_RETURN_IF_ERROR(
      iree_allocator_realloc(list->allocator, byte_length, &elements));
  list->elements = (uint8_t*)elements;
  memset(list->elements + list->capacity * list->element_size, 0,
         (new_capacity - list->capacity) * list->element_size);
  list->capacity = new_capacity;
  return iree_ok_status();
}

iree_status_t iree_vm_list_resize(iree_vm_list_t* list,
                                  iree_host_size_t new_size) {
  if (new_size < list->size) {
    iree_vm_list_release_range(list, new_size, list->size);
    memset(list->elements + new_size * list->element_size, 0,
           (list->size - new_size) * list->element_size);
  } else {
    IREE_RETURN_IF_ERROR(iree_vm_list_reserve(list, new_size));
  }
  list->size = new_size;
  return iree_ok_status();
}

// Returns the element at |i| or OUT_OF_RANGE.
static iree_status_t iree_vm_list_element(const iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          uint8_t** out_element) {
  if (IREE_UNLIKELY(i >= list->size)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "list index %zu is out of range for size %zu", i,
                            list->size);
  }
  *out_element = list->elements + i * list->element_size;
  return iree_ok_status();
}

static iree_status_t iree_vm_list_kind_error(const iree_vm_list_t* list,
                                             const char* what) {
  const iree_vm_type_def_t type = list->element_type;
  if (iree_vm_type_def_is_ref(type)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "list of !%.*s cannot hold %s",
                            (int)type.ref_type->type_name.size,
                            type.ref_type->type_name.data, what);
  }
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "list of %s cannot hold %s",
                          iree_vm_value_type_name(type.value_type), what);
}

iree_status_t iree_vm_list_get_value(const iree_vm_list_t* list,
                                     iree_host_size_t i,
                                     iree_vm_value_t* out_value) {
  uint8_t* element = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_element(list, i, &element));
  if (list->storage == IREE_VM_LIST_STORAGE_VALUE) {
    out_value->type = list->element_type.value_type;
    out_value->i64 = 0;
    memcpy(&out_value->i64, element, list->element_size);
    return iree_ok_status();
  }
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT &&
      !iree_vm_type_def_is_ref(((iree_vm_variant_t*)element)->type)) {
    *out_value = iree_vm_variant_value((iree_vm_variant_t*)element);
    return iree_ok_status();
  }
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "list element %zu is a ref, not a value", i);
}

iree_status_t iree_vm_list_set_value(iree_vm_list_t* list, iree_host_size_t i,
                                     const iree_vm_value_t* value) {
  uint8_t* element = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_element(list, i, &element));
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
    iree_vm_variant_reset((iree_vm_variant_t*)element);
    *(iree_vm_variant_t*)element = iree_vm_make_variant_value(*value);
    return iree_ok_status();
  }
  if (list->storage != IREE_VM_LIST_STORAGE_VALUE ||
      value->type != list->element_type.value_type) {
    return iree_vm_list_kind_error(list, iree_vm_value_type_name(value->type));
  }
  memcpy(element, &value->i64, list->element_size);
  return iree_ok_status();
}

iree_status_t iree_vm_list_push_value(iree_vm_list_t* list,
                                      const iree_vm_value_t* value) {
  iree_host_size_t i = list->size;
  IREE_RETURN_IF_ERROR(iree_vm_list_resize(list, i + 1));
  iree_status_t status = iree_vm_list_set_value(list, i, value);
  if (!iree_status_is_ok(status)) list->size = i;
  return status;
}

iree_status_t iree_vm_list_get_value_bits(const iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          iree_host_size_t width,
                                          uint64_t* out_bits) {
  uint8_t* element = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_element(list, i, &element));
  if (list->storage == IREE_VM_LIST_STORAGE_VALUE &&
      list->element_size == width) {
    *out_bits = 0;
    memcpy(out_bits, element, width);
    return iree_ok_status();
  }
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
    const iree_vm_variant_t* variant = (const iree_vm_variant_t*)element;
    if (iree_vm_type_def_is_variant(variant->type)) {
      *out_bits = 0;
      return iree_ok_status();
    }
    if (iree_vm_value_type_size(variant->type.value_type) == width) {
      *out_bits = width == 4 ? (uint32_t)variant->i32 : (uint64_t)variant->i64;
      return iree_ok_status();
    }
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "list element %zu is not a %zu-byte value", i,
                            width);
  }
  return iree_vm_list_kind_error(list, width == 4 ? "4-byte values"
                                                  : "8-byte values");
}

iree_status_t iree_vm_list_set_value_bits(iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          iree_host_size_t width,
                                          uint64_t bits) {
  iree_vm_value_t value;
  if (list->storage == IREE_VM_LIST_STORAGE_VALUE &&
      list->element_size == width) {
    value.type = list->element_type.value_type;
  } else {
    value.type = width == 4 ? IREE_VM_VALUE_TYPE_I32 : IREE_VM_VALUE_TYPE_I64;
  }
  value.i64 = 0;
  memcpy(&value.i64, &bits, width);
  return iree_vm_list_set_value(list, i, &value);
}

// Checks that |ref| may be stored in |list|.
static iree_status_t iree_vm_list_check_ref(const iree_vm_list_t* list,
                                            const iree_vm_ref_t* ref) {
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) return iree_ok_status();
  if (list->storage == IREE_VM_LIST_STORAGE_REF &&
      (!ref->ptr || ref->type == list->element_type.ref_type)) {
    return iree_ok_status();
  }
  if (!ref->ptr) return iree_vm_list_kind_error(list, "refs");
  char what[128];
  snprintf(what, sizeof(what), "!%.*s", (int)ref->type->type_name.size,
           ref->type->type_name.data);
  return iree_vm_list_kind_error(list, what);
}

iree_status_t iree_vm_list_get_ref_retain(const iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          iree_vm_ref_t* out_ref) {
  uint8_t* element = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_element(list, i, &element));
  if (list->storage == IREE_VM_LIST_STORAGE_REF) {
    iree_vm_ref_assign((const iree_vm_ref_t*)element, out_ref);
    return iree_ok_status();
  }
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
    const iree_vm_variant_t* variant = (const iree_vm_variant_t*)element;
    if (iree_vm_type_def_is_ref(variant->type)) {
      iree_vm_ref_assign(&variant->ref, out_ref);
      return iree_ok_status();
    }
    if (iree_vm_type_def_is_variant(variant->type)) {
      iree_vm_ref_release(out_ref);
      return iree_ok_status();
    }
  }
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "list element %zu is a value, not a ref", i);
}

// Stores |ref| into the element at |i|, moving it if |is_move|.
static iree_status_t iree_vm_list_store_ref(iree_vm_list_t* list,
                                            iree_host_size_t i,
                                            iree_vm_ref_t* ref, bool is_move) {
  uint8_t* element = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_element(list, i, &element));
  IREE_RETURN_IF_ERROR(iree_vm_list_check_ref(list, ref));
  iree_vm_ref_t* target = (iree_vm_ref_t*)element;
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
    iree_vm_variant_t* variant = (iree_vm_variant_t*)element;
    if (!iree_vm_type_def_is_ref(variant->type)) {
      *variant = iree_vm_variant_empty();
    }
    target = &variant->ref;
  }
  if (is_move) {
    iree_vm_ref_move(ref, target);
  } else {
    iree_vm_ref_assign(ref, target);
  }
  if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
    ((iree_vm_variant_t*)element)->type.ref_type = target->type;
  }
  return iree_ok_status();
}

iree_status_t iree_vm_list_set_ref_retain(iree_vm_list_t* list,
                                          iree_host_size_t i,
                                          const iree_vm_ref_t* ref) {
  return iree_vm_list_store_ref(list, i, (iree_vm_ref_t*)ref, false);
}

iree_status_t iree_vm_list_set_ref_move(iree_vm_list_t* list,
                                        iree_host_size_t i,
                                        iree_vm_ref_t* ref) {
  return iree_vm_list_store_ref(list, i, ref, true);
}

// Appends |ref| after checking it fits, so that a failed push leaves the
// list unchanged.
static iree_status_t iree_vm_list_push_ref(iree_vm_list_t* list,
                                           iree_vm_ref_t* ref, bool is_move) {
  IREE_RETURN_IF_ERROR(iree_vm_list_check_ref(list, ref));
  iree_host_size_t i = list->size;
  IREE_RETURN_IF_ERROR(iree_vm_list_resize(list, i + 1));
  return iree_vm_list_store_ref(list, i, ref, is_move);
}

iree_status_t iree_vm_list_push_ref_retain(iree_vm_list_t* list,
                                           const iree_vm_ref_t* ref) {
  return iree_vm_list_push_ref(list, (iree_vm_ref_t*)ref, false);
}

iree_status_t iree_vm_list_push_ref_move(iree_vm_list_t* list,
                                         iree_vm_ref_t* ref) {
  return iree_vm_list_push_ref(list, ref, true);
}

iree_status_t iree_vm_list_get_variant_retain(const iree_vm_list_t* list,
                                              iree_host_size_t i,
                                              iree_vm_variant_t* out_variant) {
  uint8_t* element = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_list_element(list, i, &element));
  iree_vm_variant_t variant = iree_vm_variant_empty();
  if (list->storage == IREE_VM_LIST_STORAGE_VALUE) {
    iree_vm_value_t value;
    IREE_RETURN_IF_ERROR(iree_vm_list_get_value(list, i, &value));
    variant = iree_vm_make_variant_value(value);
  } else {
    const iree_vm_ref_t* ref = (const iree_vm_ref_t*)element;
    if (list->storage == IREE_VM_LIST_STORAGE_VARIANT) {
      variant = *(const iree_vm_variant_t*)element;
      ref = &((const iree_vm_variant_t*)element)->ref;
      if (!iree_vm_type_def_is_ref(variant.type)) {
        *out_variant = variant;
        return iree_ok_status();
      }
    }
    variant.type.ref_type = ref->type;
    variant.ref = *ref;
    iree_vm_ref_retain(&variant.ref);
    if (!ref->ptr) variant = iree_vm_variant_empty();
  }
  *out_variant = variant;
  return iree_ok_status();
}

iree_status_t iree_vm_list_push_variant_retain(
    iree_vm_list_t* list, const iree_vm_variant_t* variant) {
  if (iree_vm_type_def_is_value(variant->type)) {
    iree_vm_value_t value = iree_vm_variant_value(variant);
    return iree_vm_list_push_value(list, &value);
  }
  if (iree_vm_type_def_is_ref(variant->type)) {
    return iree_vm_list_push_ref_retain(list, &variant->ref);
  }
  if (list->storage == IREE_VM_LIST_STORAGE_VALUE) {
    return iree_vm_list_kind_error(list, "empty variants");
  }
  return iree_vm_list_resize(list, list->size + 1);
}
