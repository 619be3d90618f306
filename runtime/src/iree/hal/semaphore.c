#include "iree/hal/semaphore.h"

#include "iree/hal/device.h"
#include "iree/hal/status_util.h"

#define IREE_HAL_SEMAPHORE_VTABLE(semaphore) \
  IREE_HAL_VTABLE(semaphore, iree_hal_semaphore_vtable_t)

iree_status_t iree_hal_semaphore_create(iree_hal_device_t* device,
                                        uint64_t initial_value,
                                        iree_hal_semaphore_t** out_semaphore) {
  *out_semaphore = NULL;
  if (initial_value > IREE_HAL_SEMAPHORE_MAX_VALUE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "semaphore value %llu is reserved",
                            (unsigned long long)initial_value);
  }
  return IREE_HAL_VTABLE(device, iree_hal_device_vtable_t)
      ->create_semaphore(device, initial_value, out_semaphore);
}

void iree_hal_semaphore_retain(iree_hal_semaphore_t* semaphore) {
  iree_hal_resource_retain(semaphore);
}

void iree_hal_semaphore_release(iree_hal_semaphore_t* semaphore) {
  iree_hal_resource_release(semaphore);
}

iree_status_t iree_hal_semaphore_query(iree_hal_semaphore_t* semaphore,
                                       uint64_t* out_value) {
  *out_value = 0;
  return IREE_HAL_SEMAPHORE_VTABLE(semaphore)->query(semaphore, out_value);
}

iree_status_t iree_hal_semaphore_signal(iree_hal_semaphore_t* semaphore,
                                        uint64_t new_value) {
  if (new_value > IREE_HAL_SEMAPHORE_MAX_VALUE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "semaphore value %llu is reserved",
                            (unsigned long long)new_value);
  }
  return IREE_HAL_SEMAPHORE_VTABLE(semaphore)->signal(semaphore, new_value);
}

void iree_hal_semaphore_fail(iree_hal_semaphore_t* semaphore,
                             iree_status_t status) {
  // Failing with OK would leave a "failed" semaphore with no error to report.
  if (iree_status_is_ok(status)) {
    status = iree_make_status(IREE_STATUS_INTERNAL,
                              "semaphore failed with an OK status");
  }
  IREE_HAL_SEMAPHORE_VTABLE(semaphore)->fail(semaphore, status);
}

iree_status_t iree_hal_semaphore_wait(iree_hal_semaphore_t* semaphore,
                                      uint64_t value,
                                      iree_hal_timeout_t timeout) {
  iree_string_view_t name = iree_make_cstring_view("wait");
  int64_t trace_start_ns = iree_tracing_call_begin("hal", name);
  iree_status_t status = IREE_HAL_SEMAPHORE_VTABLE(semaphore)->wait(
      semaphore, value, iree_hal_timeout_as_deadline_ns(timeout));
  iree_tracing_call_end("hal", name, trace_start_ns, NULL);
  return status;
}

iree_status_t iree_hal_semaphore_list_signal(iree_hal_semaphore_list_t list) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    IREE_RETURN_IF_ERROR(
        iree_hal_semaphore_signal(list.semaphores[i], list.payload_values[i]));
  }
  return iree_ok_status();
}

void iree_hal_semaphore_list_fail(iree_hal_semaphore_list_t list,
                                  iree_status_t status) {
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    iree_hal_semaphore_fail(list.semaphores[i], iree_hal_status_clone(status));
  }
  iree_status_free(status);
}

iree_status_t iree_hal_semaphore_list_wait(iree_hal_semaphore_list_t list,
                                           iree_hal_timeout_t timeout) {
  // One deadline for all: waiting on each in turn is a wait-all that never
  // exceeds the caller's budget.
  iree_hal_timeout_t deadline =
      iree_hal_make_deadline(iree_hal_timeout_as_deadline_ns(timeout));
  for (iree_host_size_t i = 0; i < list.count; ++i) {
    IREE_RETURN_IF_ERROR(iree_hal_semaphore_wait(
        list.semaphores[i], list.payload_values[i], deadline));
  }
  return iree_ok_status();
}
