// hal.command_buffer.*: recording device work.
#include "iree/modules/hal/module_impl.h"

// Per-dispatch operand limits, large enough for every target's executables
// (the CPU kernel ABI allows 256 constants and 64 bindings) and small enough
// to live on the stack.
#define IREE_HAL_MODULE_MAX_DISPATCH_CONSTANTS 256
#define IREE_HAL_MODULE_MAX_DISPATCH_BINDINGS 64

// hal.command_buffer.dispatch flag: a full execution barrier precedes the
// dispatch (the compiler folds a barrier into the dispatch after it, which
// saves a call per recorded dispatch).
#define IREE_HAL_MODULE_DISPATCH_FLAG_BARRIER 1

static iree_status_t iree_hal_module_read_command_buffer(
    iree_hal_abi_cursor_t* in, iree_hal_command_buffer_t** out) {
  iree_vm_ref_t ref = iree_hal_abi_read_ref(in);
  return iree_hal_command_buffer_check_deref(&ref, out);
}

static iree_status_t iree_hal_module_read_buffer(iree_hal_abi_cursor_t* in,
                                                 const char* what,
                                                 iree_hal_buffer_t** out) {
  iree_vm_ref_t ref = iree_hal_abi_read_ref(in);
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&ref, out), "%s", what);
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(command_buffer_create) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t device_ref = iree_hal_abi_read_ref(&in);
  iree_hal_command_buffer_mode_t modes =
      (iree_hal_command_buffer_mode_t)iree_hal_abi_read_i32(&in);
  iree_hal_command_category_t categories =
      (iree_hal_command_category_t)iree_hal_abi_read_i32(&in);
  int32_t binding_capacity = iree_hal_abi_read_i32(&in);
  if (binding_capacity < 0) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "binding capacity %d is negative",
                            binding_capacity);
  }
  iree_hal_device_t* device = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_device_check_deref(&device_ref, &device));
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_create(
      device, modes, categories, (iree_host_size_t)binding_capacity,
      &command_buffer));
  // Programs record right after creating, so the module begins recording
  // here and hal.command_buffer.finalize ends it.
  iree_status_t status = iree_hal_command_buffer_begin(command_buffer);
  if (!iree_status_is_ok(status)) {
    iree_hal_command_buffer_release(command_buffer);
    return status;
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_command_buffer_move_ref(command_buffer));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(command_buffer_finalize) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_command_buffer(&in, &command_buffer));
  return iree_hal_command_buffer_end(command_buffer);
}

IREE_HAL_MODULE_EXPORT(command_buffer_execution_barrier) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_command_buffer(&in, &command_buffer));
  iree_hal_execution_stage_t source_stage =
      (iree_hal_execution_stage_t)iree_hal_abi_read_i32(&in);
  iree_hal_execution_stage_t target_stage =
      (iree_hal_execution_stage_t)iree_hal_abi_read_i32(&in);
  int32_t flags = iree_hal_abi_read_i32(&in);
  if (flags != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "execution barrier flags must be 0 (got %d)",
                            flags);
  }
  return iree_hal_command_buffer_execution_barrier(command_buffer,
                                                   source_stage, target_stage);
}

IREE_HAL_MODULE_EXPORT(command_buffer_fill_buffer) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_command_buffer(&in, &command_buffer));
  iree_hal_buffer_t* target = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_buffer(&in, "fill target", &target));
  int64_t offset = iree_hal_abi_read_i64(&in);
  int64_t length = iree_hal_abi_read_i64(&in);
  uint32_t pattern = (uint32_t)iree_hal_abi_read_i32(&in);
  int32_t pattern_length = iree_hal_abi_read_i32(&in);
  iree_device_size_t target_offset = 0, fill_length = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(offset, "fill offset", false, &target_offset));
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(length, "fill length", true, &fill_length));
  if (pattern_length != 1 && pattern_length != 2 && pattern_length != 4) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "fill pattern length must be 1, 2 or 4 bytes (got "
                            "%d)",
                            pattern_length);
  }
  // The pattern's low bytes come first in memory on little-endian hosts.
  return iree_hal_command_buffer_fill_buffer(command_buffer, target,
                                             target_offset, fill_length,
                                             &pattern,
                                             (iree_host_size_t)pattern_length);
}

IREE_HAL_MODULE_EXPORT(command_buffer_update_buffer) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_command_buffer(&in, &command_buffer));
  iree_vm_ref_t source_ref = iree_hal_abi_read_ref(&in);
  int64_t source_offset = iree_hal_abi_read_i64(&in);
  iree_hal_buffer_t* target = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_buffer(&in, "update target", &target));
  int64_t target_offset = iree_hal_abi_read_i64(&in);
  int64_t length = iree_hal_abi_read_i64(&in);
  iree_vm_buffer_t* source = NULL;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_check_deref(&source_ref, &source),
                       "update source");
  if (source_offset < 0 || length < 0 || target_offset < 0) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "update_buffer offsets and length must not be "
                            "negative");
  }
  iree_const_byte_span_t span;
  IREE_RETURN_IF_ERROR(iree_vm_buffer_map_ro(source,
                                             (iree_host_size_t)source_offset,
                                             (iree_host_size_t)length, &span),
                       "update source");
  return iree_hal_command_buffer_update_buffer(
      command_buffer, span.data, 0, target, (iree_device_size_t)target_offset,
      (iree_device_size_t)length);
}

IREE_HAL_MODULE_EXPORT(command_buffer_copy_buffer) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_command_buffer(&in, &command_buffer));
  iree_hal_buffer_t* source = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_buffer(&in, "copy source", &source));
  int64_t source_offset = iree_hal_abi_read_i64(&in);
  iree_hal_buffer_t* target = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_buffer(&in, "copy target", &target));
  int64_t target_offset = iree_hal_abi_read_i64(&in);
  int64_t length = iree_hal_abi_read_i64(&in);
  iree_device_size_t source_start = 0, target_start = 0, copy_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_module_device_size(
      source_offset, "copy source offset", false, &source_start));
  IREE_RETURN_IF_ERROR(iree_hal_module_device_size(
      target_offset, "copy target offset", false, &target_start));
  IREE_RETURN_IF_ERROR(
      iree_hal_module_device_size(length, "copy length", false, &copy_length));
  return iree_hal_command_buffer_copy_buffer(command_buffer, source,
                                             source_start, target, target_start,
                                             copy_length);
}

IREE_HAL_MODULE_EXPORT(command_buffer_dispatch) {
  iree_hal_abi_cursor_t in = {args};
  iree_hal_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_command_buffer(&in, &command_buffer));
  iree_vm_ref_t executable_ref = iree_hal_abi_read_ref(&in);
  iree_hal_executable_t* executable = NULL;
  IREE_RETURN_IF_ERROR(
      iree_hal_executable_check_deref(&executable_ref, &executable));
  uint32_t export_ordinal = (uint32_t)iree_hal_abi_read_i32(&in);
  uint32_t workgroup_count[3];
  for (int i = 0; i < 3; ++i) {
    workgroup_count[i] = (uint32_t)iree_hal_abi_read_i32(&in);
  }
  int32_t flags = iree_hal_abi_read_i32(&in);
  if (flags & ~IREE_HAL_MODULE_DISPATCH_FLAG_BARRIER) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "unknown dispatch flags 0x%x (known: 0x%x, a "
                            "barrier before the dispatch)",
                            (unsigned)flags,
                            (unsigned)IREE_HAL_MODULE_DISPATCH_FLAG_BARRIER);
  }

  int32_t constant_count = iree_hal_abi_read_i32(&in);
  if (constant_count > IREE_HAL_MODULE_MAX_DISPATCH_CONSTANTS) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "%d dispatch constants exceed the maximum of %d",
                            constant_count,
                            IREE_HAL_MODULE_MAX_DISPATCH_CONSTANTS);
  }
  uint32_t constants[IREE_HAL_MODULE_MAX_DISPATCH_CONSTANTS];
  for (int32_t i = 0; i < constant_count; ++i) {
    constants[i] = (uint32_t)iree_hal_abi_read_i32(&in);
  }

  int32_t binding_count = iree_hal_abi_read_i32(&in);
  if (binding_count > IREE_HAL_MODULE_MAX_DISPATCH_BINDINGS) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "%d dispatch bindings exceed the maximum of %d",
                            binding_count,
                            IREE_HAL_MODULE_MAX_DISPATCH_BINDINGS);
  }
  iree_hal_buffer_binding_t bindings[IREE_HAL_MODULE_MAX_DISPATCH_BINDINGS];
  // A binding with a null buffer names slot |slot| of the binding table the
  // command buffer is submitted with.
  for (int32_t i = 0; i < binding_count; ++i) {
    int32_t slot = iree_hal_abi_read_i32(&in);
    iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
    int64_t offset = iree_hal_abi_read_i64(&in);
    int64_t length = iree_hal_abi_read_i64(&in);
    bindings[i].buffer = NULL;
    bindings[i].buffer_slot = (uint32_t)slot;
    if (slot < 0 || !iree_vm_ref_is_null(&buffer_ref)) {
      IREE_RETURN_IF_ERROR(
          iree_hal_buffer_check_deref(&buffer_ref, &bindings[i].buffer),
          "binding %d", i);
    }
    IREE_RETURN_IF_ERROR(iree_hal_module_device_size(
                             offset, "binding offset", false,
                             &bindings[i].offset),
                         "binding %d", i);
    IREE_RETURN_IF_ERROR(iree_hal_module_device_size(
                             length, "binding length", true,
                             &bindings[i].length),
                         "binding %d", i);
  }
  // After the operands are read and checked; the dispatch's own validation
  // (export, counts, buffers) may still fail after the barrier is recorded,
  // which only adds ordering, as the barrier call before it used to.
  if (flags & IREE_HAL_MODULE_DISPATCH_FLAG_BARRIER) {
    IREE_RETURN_IF_ERROR(iree_hal_command_buffer_execution_barrier(
        command_buffer, IREE_HAL_EXECUTION_STAGE_ALL,
        IREE_HAL_EXECUTION_STAGE_ALL));
  }
  return iree_hal_command_buffer_dispatch(
      command_buffer, executable, export_ordinal, workgroup_count,
      (iree_host_size_t)constant_count, constants,
      (iree_host_size_t)binding_count, bindings);
}
