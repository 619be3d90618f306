#include "iree/hal/executable.h"

#define IREE_HAL_EXECUTABLE_VTABLE(executable) \
  IREE_HAL_VTABLE(executable, iree_hal_executable_vtable_t)

void iree_hal_executable_retain(iree_hal_executable_t* executable) {
  iree_hal_resource_retain(executable);
}

void iree_hal_executable_release(iree_hal_executable_t* executable) {
  iree_hal_resource_release(executable);
}

iree_host_size_t iree_hal_executable_export_count(
    iree_hal_executable_t* executable) {
  return IREE_HAL_EXECUTABLE_VTABLE(executable)->export_count(executable);
}

iree_status_t iree_hal_executable_export_info(
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t ordinal,
    iree_hal_executable_export_info_t* out_info) {
  iree_host_size_t count = iree_hal_executable_export_count(executable);
  if (ordinal >= count) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "export ordinal %u is out of range; the executable "
                            "has %zu exports",
                            ordinal, count);
  }
  IREE_HAL_EXECUTABLE_VTABLE(executable)
      ->export_info(executable, ordinal, out_info);
  return iree_ok_status();
}

iree_status_t iree_hal_executable_lookup_export_by_name(
    iree_hal_executable_t* executable, iree_string_view_t name,
    iree_hal_executable_export_ordinal_t* out_ordinal) {
  iree_host_size_t count = iree_hal_executable_export_count(executable);
  for (iree_host_size_t i = 0; i < count; ++i) {
    iree_hal_executable_export_info_t info;
    IREE_HAL_EXECUTABLE_VTABLE(executable)
        ->export_info(executable, (iree_hal_executable_export_ordinal_t)i,
                      &info);
    if (iree_string_view_equal(info.name, name)) {
      *out_ordinal = (iree_hal_executable_export_ordinal_t)i;
      return iree_ok_status();
    }
  }
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "executable has no export named '%.*s'",
                          (int)name.size, name.data);
}
