// VM ref types of the HAL objects. Every HAL object begins with an
// iree_hal_resource_t whose reference count is its first field, so each
// descriptor counts at offset 0 and destroys through the resource vtable.
#include "iree/modules/hal/api.h"

#define IREE_HAL_MODULE_DEFINE_REF_TYPE(name, type_name_literal)               \
  static const iree_vm_ref_type_descriptor_t iree_hal_##name##_descriptor = {  \
      {type_name_literal, sizeof(type_name_literal) - 1},                      \
      0,                                                                       \
      iree_hal_resource_destroy};                                              \
  iree_vm_ref_type_t iree_hal_##name##_type(void) {                            \
    return &iree_hal_##name##_descriptor;                                      \
  }                                                                            \
  iree_vm_ref_t iree_hal_##name##_retain_ref(iree_hal_##name##_t* value) {     \
    iree_vm_ref_t ref = iree_vm_ref_null();                                    \
    iree_vm_ref_wrap_retain(value, &iree_hal_##name##_descriptor, &ref);       \
    return ref;                                                                \
  }                                                                            \
  iree_vm_ref_t iree_hal_##name##_move_ref(iree_hal_##name##_t* value) {       \
    iree_vm_ref_t ref = iree_vm_ref_null();                                    \
    iree_vm_ref_wrap_assign(value, &iree_hal_##name##_descriptor, &ref);       \
    return ref;                                                                \
  }                                                                            \
  iree_hal_##name##_t* iree_hal_##name##_deref(const iree_vm_ref_t* ref) {     \
    return ref->type == &iree_hal_##name##_descriptor                          \
               ? (iree_hal_##name##_t*)ref->ptr                                \
               : NULL;                                                         \
  }                                                                            \
  iree_status_t iree_hal_##name##_check_deref(                                 \
      const iree_vm_ref_t* ref, iree_hal_##name##_t** out_value) {             \
    *out_value = NULL;                                                         \
    IREE_RETURN_IF_ERROR(iree_vm_ref_check(ref, &iree_hal_##name##_descriptor)); \
    *out_value = (iree_hal_##name##_t*)ref->ptr;                               \
    return iree_ok_status();                                                   \
  }

IREE_HAL_MODULE_DEFINE_REF_TYPE(allocator, "hal.allocator")
IREE_HAL_MODULE_DEFINE_REF_TYPE(buffer, "hal.buffer")
IREE_HAL_MODULE_DEFINE_REF_TYPE(buffer_view, "hal.buffer_view")
IREE_HAL_MODULE_DEFINE_REF_TYPE(command_buffer, "hal.command_buffer")
IREE_HAL_MODULE_DEFINE_REF_TYPE(device, "hal.device")
IREE_HAL_MODULE_DEFINE_REF_TYPE(executable, "hal.executable")
IREE_HAL_MODULE_DEFINE_REF_TYPE(fence, "hal.fence")

iree_status_t iree_hal_module_register_all_types(
    iree_vm_instance_t* instance) {
  const iree_vm_ref_type_descriptor_t* descriptors[] = {
      &iree_hal_allocator_descriptor,   &iree_hal_buffer_descriptor,
      &iree_hal_buffer_view_descriptor, &iree_hal_command_buffer_descriptor,
      &iree_hal_device_descriptor,      &iree_hal_executable_descriptor,
      &iree_hal_fence_descriptor,
  };
  for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(descriptors); ++i) {
    IREE_RETURN_IF_ERROR(
        iree_vm_instance_register_type(instance, descriptors[i]));
  }
  return iree_ok_status();
}
