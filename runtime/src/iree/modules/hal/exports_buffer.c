// hal.allocator.* and hal.buffer.*.
#include "iree/modules/hal/module_impl.h"

IREE_HAL_MODULE_EXPORT(allocator_allocate) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t allocator_ref = iree_hal_abi_read_ref(&in);
  iree_hal_buffer_params_t params = {0};
  params.type = (iree_hal_memory_type_t)iree_hal_abi_read_i32(&in);
  params.usage = (iree_hal_buffer_usage_t)iree_hal_abi_read_i32(&in);
  int64_t size = iree_hal_abi_read_i64(&in);
  iree_hal_allocator_t* allocator = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_allocator_check_deref(&allocator_ref,
                                                     &allocator));
  iree_device_size_t allocation_size = 0;
  IREE_RETURN_IF_ERROR(iree_hal_module_device_size(size, "allocation size",
                                                   false, &allocation_size));
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_allocator_allocate_buffer(
      allocator, params, allocation_size, iree_make_const_byte_span(NULL, 0),
      &buffer));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_buffer_move_ref(buffer));
  return iree_ok_status();
}

// Whether |allocator| belongs to one of the module's devices that use host
// memory directly (the local CPU drivers), so that a HAL buffer wrapping host
// bytes is as good as one it allocates.
static bool iree_hal_module_allocator_uses_host_memory(
    const iree_hal_module_state_t* state, iree_hal_allocator_t* allocator) {
  for (iree_host_size_t i = 0; i < state->module->device_count; ++i) {
    iree_hal_device_t* device = state->module->devices[i];
    if (iree_hal_device_allocator(device) != allocator) continue;
    return iree_string_view_starts_with(iree_hal_device_id(device),
                                        iree_make_cstring_view("local"));
  }
  return false;
}

static void iree_hal_module_release_source_buffer(void* user_data,
                                                  iree_hal_buffer_t* buffer) {
  iree_vm_buffer_release((iree_vm_buffer_t*)user_data);
}

IREE_HAL_MODULE_EXPORT(allocator_allocate_initialized) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t allocator_ref = iree_hal_abi_read_ref(&in);
  iree_hal_buffer_params_t params = {0};
  params.type = (iree_hal_memory_type_t)iree_hal_abi_read_i32(&in);
  params.usage = (iree_hal_buffer_usage_t)iree_hal_abi_read_i32(&in);
  iree_vm_ref_t source_ref = iree_hal_abi_read_ref(&in);
  int64_t offset = iree_hal_abi_read_i64(&in);
  int64_t length = iree_hal_abi_read_i64(&in);
  iree_hal_allocator_t* allocator = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_allocator_check_deref(&allocator_ref,
                                                     &allocator));
  iree_vm_buffer_t* source = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(&source_ref, &source),
                       "initial data");
  if (offset < 0 || length < 0) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "initial data range [%lld, +%lld) is negative",
                            (long long)offset, (long long)length);
  }
  iree_const_byte_span_t data;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_map_ro(source, (iree_host_size_t)offset,
                                             (iree_host_size_t)length, &data),
                       "initial data");

  // Read-only module data (rodata) never changes, so a host-memory device
  // can use it in place instead of copying: only when the program will not
  // write the buffer and the bytes are aligned like an allocation.
  bool can_alias = !iree_vm_buffer_is_mutable(source) &&
                   !(params.usage & IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET) &&
                   ((uintptr_t)data.data % 64) == 0 &&
                   iree_hal_module_allocator_uses_host_memory(state, allocator);
  iree_hal_buffer_t* buffer = NULL;
  if (can_alias) {
    iree_vm_buffer_retain(source);
    iree_hal_buffer_release_callback_t release = {
        iree_hal_module_release_source_buffer, source};
    iree_status_t status = iree_hal_buffer_wrap_host_memory(
        iree_make_byte_span((void*)data.data, data.data_length),
        IREE_HAL_MEMORY_ACCESS_READ, params.usage, release,
        iree_hal_allocator_host_allocator(allocator), &buffer);
    if (!iree_status_is_ok(status)) {
      iree_vm_buffer_release(source);
      return status;
    }
  } else {
    IREE_RETURN_IF_ERROR(iree_hal_allocator_allocate_buffer(
        allocator, params, (iree_device_size_t)data.data_length, data,
        &buffer));
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_buffer_move_ref(buffer));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_assert) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t message_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t allocator_ref = iree_hal_abi_read_ref(&in);
  int64_t minimum_length = iree_hal_abi_read_i64(&in);
  iree_hal_memory_type_t memory_types =
      (iree_hal_memory_type_t)iree_hal_abi_read_i32(&in);
  iree_hal_buffer_usage_t usage =
      (iree_hal_buffer_usage_t)iree_hal_abi_read_i32(&in);
  iree_string_view_t message;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_buffer_string(&message_ref, "assert message", &message));
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer),
                       "%.*s", (int)message.size, message.data);
  // Buffers carry no back-pointer to their allocator; the argument is only
  // checked to be one.
  iree_hal_allocator_t* allocator = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_allocator_check_deref(&allocator_ref,
                                                     &allocator),
                       "%.*s", (int)message.size, message.data);
  iree_device_size_t length = iree_hal_buffer_byte_length(buffer);
  if (minimum_length < 0 || length < (iree_device_size_t)minimum_length) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%.*s: buffer of %llu bytes is smaller than the "
                            "%lld bytes expected",
                            (int)message.size, message.data,
                            (unsigned long long)length,
                            (long long)minimum_length);
  }
  iree_hal_memory_type_t actual_types = iree_hal_buffer_memory_type(buffer);
  if ((actual_types & memory_types) != memory_types) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%.*s: buffer memory type 0x%x lacks the expected "
                            "bits 0x%x",
                            (int)message.size, message.data, actual_types,
                            memory_types & ~actual_types);
  }
  iree_hal_buffer_usage_t actual_usage = iree_hal_buffer_allowed_usage(buffer);
  if ((actual_usage & usage) != usage) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%.*s: buffer usage 0x%x lacks the expected bits "
                            "0x%x",
                            (int)message.size, message.data, actual_usage,
                            usage & ~actual_usage);
  }
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_subspan) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  int64_t offset = iree_hal_abi_read_i64(&in);
  int64_t length = iree_hal_abi_read_i64(&in);
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer));
  iree_device_size_t byte_offset = 0, byte_length = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(offset, "subspan offset", false, &byte_offset));
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(length, "subspan length", true, &byte_length));
  iree_hal_buffer_t* subspan = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_subspan(buffer, byte_offset,
                                               byte_length,
                                               state->host_allocator, &subspan));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_buffer_move_ref(subspan));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_length) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i64(&out, (int64_t)iree_hal_buffer_byte_length(buffer));
  return iree_ok_status();
}

static iree_status_t iree_hal_module_check_access_length(int32_t length) {
  if (length != 1 && length != 2 && length != 4) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "buffer load/store length must be 1, 2 or 4 bytes "
                            "(got %d)",
                            length);
  }
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_load) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  int64_t offset = iree_hal_abi_read_i64(&in);
  int32_t length = iree_hal_abi_read_i32(&in);
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer));
  IREE_RETURN_IF_ERROR(iree_hal_module_check_access_length(length));
  iree_device_size_t byte_offset = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(offset, "load offset", false, &byte_offset));
  // Little-endian bytes into the low end of a zeroed word: zero-extension.
  uint32_t value = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_map_read(buffer, byte_offset, &value,
                                                (iree_host_size_t)length));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out, (int32_t)value);
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_store) {
  iree_hal_abi_cursor_t in = {args};
  int32_t value = iree_hal_abi_read_i32(&in);
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  int64_t offset = iree_hal_abi_read_i64(&in);
  int32_t length = iree_hal_abi_read_i32(&in);
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer));
  IREE_RETURN_IF_ERROR(iree_hal_module_check_access_length(length));
  iree_device_size_t byte_offset = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(offset, "store offset", false, &byte_offset));
  return iree_hal_buffer_map_write(buffer, byte_offset, &value,
                                   (iree_host_size_t)length);
}
