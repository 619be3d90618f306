#include "iree/vm/instance.h"

#include "iree/vm/buffer.h"
#include "iree/vm/list.h"

struct iree_vm_instance_t {
  iree_vm_ref_object_t ref_object;
  iree_allocator_t allocator;
  iree_host_size_t type_count;
  iree_host_size_t type_capacity;
  const iree_vm_ref_type_descriptor_t** types;
  bool module_checksum_required;
};

void iree_vm_instance_set_module_checksum_required(iree_vm_instance_t* instance,
                                                   bool required) {
  instance->module_checksum_required = required;
}

bool iree_vm_instance_module_checksum_required(
    const iree_vm_instance_t* instance) {
  return instance->module_checksum_required;
}

iree_status_t iree_vm_instance_create(iree_allocator_t allocator,
                                      iree_vm_instance_t** out_instance) {
  *out_instance = NULL;
  iree_vm_instance_t* instance = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, sizeof(*instance), (void**)&instance));
  iree_vm_ref_object_initialize(&instance->ref_object);
  instance->allocator = allocator;
  iree_status_t status =
      iree_vm_instance_register_type(instance, iree_vm_buffer_type());
  if (iree_status_is_ok(status)) {
    status = iree_vm_instance_register_type(instance, iree_vm_list_type());
  }
  if (!iree_status_is_ok(status)) {
    iree_vm_instance_release(instance);
    return status;
  }
  *out_instance = instance;
  return iree_ok_status();
}

static void iree_vm_instance_destroy(void* ptr) {
  iree_vm_instance_t* instance = (iree_vm_instance_t*)ptr;
  iree_allocator_free(instance->allocator, (void*)instance->types);
  iree_allocator_free(instance->allocator, instance);
}

static const iree_vm_ref_type_descriptor_t iree_vm_instance_descriptor = {
    {"vm.instance", 11}, 0, iree_vm_instance_destroy};

void iree_vm_instance_retain(iree_vm_instance_t* instance) {
  iree_vm_ref_object_retain(instance, &iree_vm_instance_descriptor);
}

void iree_vm_instance_release(iree_vm_instance_t* instance) {
  iree_vm_ref_object_release(instance, &iree_vm_instance_descriptor);
}

// Returns the registered descriptor whose type_name equals |name|, or NULL.
static iree_vm_ref_type_t iree_vm_instance_find_type(
    const iree_vm_instance_t* instance, iree_string_view_t name) {
  for (iree_host_size_t i = 0; i < instance->type_count; ++i) {
    if (iree_string_view_equal(instance->types[i]->type_name, name)) {
      return instance->types[i];
    }
  }
  return NULL;
}

iree_status_t iree_vm_instance_register_type(
    iree_vm_instance_t* instance,
    const iree_vm_ref_type_descriptor_t* descriptor) {
  if (!descriptor->destroy || iree_string_view_is_empty(descriptor->type_name)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "ref type descriptors need a name and destroy fn");
  }
  iree_vm_ref_type_t existing =
      iree_vm_instance_find_type(instance, descriptor->type_name);
  if (existing == descriptor) return iree_ok_status();
  if (existing) {
    return iree_make_status(IREE_STATUS_ALREADY_EXISTS,
                            "ref type '%.*s' is already registered",
                            (int)descriptor->type_name.size,
                            descriptor->type_name.data);
  }
  if (instance->type_count == instance->type_capacity) {
    iree_host_size_t new_capacity = instance->type_capacity ? instance->type_capacity * 2 : 8;
    iree_host_size_t byte_length = 0;
    if (!iree_host_size_checked_mul(new_capacity, sizeof(instance->types[0]),
                                    &byte_length)) {
      return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "too many ref types");
    }
    void* types = (void*)instance->types;
    IREE_RETURN_IF_ERROR(
        iree_allocator_realloc(instance->allocator, byte_length, &types));
    instance->types = (const iree_vm_ref_type_descriptor_t**)types;
    instance->type_capacity = new_capacity;
  }
  instance->types[instance->type_count++] = descriptor;
  return iree_ok_status();
}

iree_vm_ref_type_t iree_vm_instance_lookup_type(iree_vm_instance_t* instance,
                                                iree_string_view_t full_name) {
  iree_string_view_t name = full_name;
  iree_string_view_consume_prefix(&name, iree_make_cstring_view("!"));
  iree_string_view_split(name, '<', &name, NULL);
  return iree_vm_instance_find_type(instance, name);
}

iree_status_t iree_vm_instance_resolve_type_def(iree_vm_instance_t* instance,
                                                iree_string_view_t full_name,
                                                iree_vm_type_def_t* out_type) {
  static const struct {
    const char* name;
    iree_vm_value_type_t type;
  } kValueTypes[] = {
      {"i32", IREE_VM_VALUE_TYPE_I32},
      {"i64", IREE_VM_VALUE_TYPE_I64},
      {"f32", IREE_VM_VALUE_TYPE_F32},
      {"f64", IREE_VM_VALUE_TYPE_F64},
  };
  for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(kValueTypes); ++i) {
    if (iree_string_view_equal(full_name,
                               iree_make_cstring_view(kValueTypes[i].name))) {
      *out_type = iree_vm_make_value_type_def(kValueTypes[i].type);
      return iree_ok_status();
    }
  }
  if (iree_string_view_equal(full_name, iree_make_cstring_view("?"))) {
    *out_type = iree_vm_make_variant_type_def();
    return iree_ok_status();
  }
  iree_vm_ref_type_t ref_type = NULL;
  if (iree_string_view_starts_with(full_name, iree_make_cstring_view("!"))) {
    ref_type = iree_vm_instance_lookup_type(instance, full_name);
  }
  if (!ref_type) {
    return iree_make_status(IREE_STATUS_NOT_FOUND,
                            "type '%.*s' is not a value type or a registered "
                            "ref type",
                            (int)full_name.size, full_name.data);
  }
  *out_type = iree_vm_make_ref_type_def(ref_type);
  return iree_ok_status();
}
