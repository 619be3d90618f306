// Generic command buffer layer: state tracking and validation of every
// command before it reaches a driver, so drivers record only valid commands.
#include "iree/hal/command_buffer.h"

#include <string.h>

#include "iree/hal/device.h"

#define IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer) \
  IREE_HAL_VTABLE(command_buffer, iree_hal_command_buffer_vtable_t)

void iree_hal_command_buffer_initialize(
    const iree_hal_command_buffer_vtable_t* vtable,
    iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t allowed_categories,
    iree_host_size_t binding_capacity, void* slot_storage,
    iree_hal_command_buffer_t* out_command_buffer) {
  iree_hal_resource_initialize(vtable, &out_command_buffer->resource);
  out_command_buffer->mode = mode;
  out_command_buffer->allowed_categories = allowed_categories;
  out_command_buffer->state = IREE_HAL_COMMAND_BUFFER_STATE_INITIAL;
  out_command_buffer->binding_capacity = binding_capacity;
  out_command_buffer->slot_requirements = (iree_device_size_t*)slot_storage;
  if (binding_capacity) {
    memset(slot_storage, 0,
           iree_hal_command_buffer_slot_storage_size(binding_capacity));
  }
}

iree_status_t iree_hal_command_buffer_create(
    iree_hal_device_t* device, iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_host_size_t binding_capacity,
    iree_hal_command_buffer_t** out_command_buffer) {
  *out_command_buffer = NULL;
  if (command_categories == 0 ||
      (command_categories & ~IREE_HAL_COMMAND_CATEGORY_ANY)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "invalid command categories 0x%x",
                            command_categories);
  }
  if (mode & ~IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "invalid command buffer mode 0x%x", mode);
  }
  if (binding_capacity > IREE_HAL_COMMAND_BUFFER_MAX_BINDING_CAPACITY) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "binding capacity %zu exceeds the limit of %d",
                            binding_capacity,
                            IREE_HAL_COMMAND_BUFFER_MAX_BINDING_CAPACITY);
  }
  return IREE_HAL_VTABLE(device, iree_hal_device_vtable_t)
      ->create_command_buffer(device, mode, command_categories,
                              binding_capacity, out_command_buffer);
}

void iree_hal_command_buffer_retain(iree_hal_command_buffer_t* command_buffer) {
  iree_hal_resource_retain(command_buffer);
}

void iree_hal_command_buffer_release(
    iree_hal_command_buffer_t* command_buffer) {
  iree_hal_resource_release(command_buffer);
}

iree_hal_command_buffer_mode_t iree_hal_command_buffer_mode(
    const iree_hal_command_buffer_t* command_buffer) {
  return command_buffer->mode;
}

iree_hal_command_category_t iree_hal_command_buffer_allowed_categories(
    const iree_hal_command_buffer_t* command_buffer) {
  return command_buffer->allowed_categories;
}

static iree_status_t iree_hal_command_buffer_validate_recording(
    const iree_hal_command_buffer_t* command_buffer,
    iree_hal_command_category_t required_category) {
  if (command_buffer->state != IREE_HAL_COMMAND_BUFFER_STATE_RECORDING) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "command buffer is not recording (call begin "
                            "first; commands cannot follow end)");
  }
  if (required_category & ~command_buffer->allowed_categories) {
    return iree_make_status(
        IREE_STATUS_PERMISSION_DENIED,
        "command buffer was created without command category 0x%x",
        required_category);
  }
  return iree_ok_status();
}

iree_status_t iree_hal_command_buffer_begin(
    iree_hal_command_buffer_t* command_buffer) {
  if (command_buffer->state != IREE_HAL_COMMAND_BUFFER_STATE_INITIAL) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "command buffer has already been recorded");
  }
  IREE_RETURN_IF_ERROR(
      IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)->begin(command_buffer));
  command_buffer->state = IREE_HAL_COMMAND_BUFFER_STATE_RECORDING;
  return iree_ok_status();
}

iree_status_t iree_hal_command_buffer_end(
    iree_hal_command_buffer_t* command_buffer) {
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_recording(
      command_buffer, /*required_category=*/0));
  IREE_RETURN_IF_ERROR(
      IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)->end(command_buffer));
  command_buffer->state = IREE_HAL_COMMAND_BUFFER_STATE_EXECUTABLE;
  return iree_ok_status();
}

// Checks that |table| fills every slot |command_buffer| binds with a
// DISPATCH_STORAGE range at least as long as the recorded commands need.
static iree_status_t iree_hal_command_buffer_validate_binding_table(
    const iree_hal_command_buffer_t* command_buffer,
    iree_hal_buffer_binding_table_t table) {
  for (iree_host_size_t slot = 0; slot < command_buffer->binding_capacity;
       ++slot) {
    iree_device_size_t requirement = command_buffer->slot_requirements[slot];
    if (requirement == 0) continue;
    iree_device_size_t required_end = requirement - 1;
    if (slot >= table.count || !table.bindings[slot].buffer) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "binding table slot %zu is bound by the command "
                              "buffer but the table gives it no buffer "
                              "(%zu entries)",
                              slot, table.count);
    }
    const iree_hal_buffer_binding_t* entry = &table.bindings[slot];
    iree_device_size_t length = 0;
    IREE_RETURN_IF_ERROR(
        iree_hal_buffer_validate_usage(entry->buffer,
                                       IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE),
        "binding table slot %zu", slot);
    IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_access(
                             entry->buffer, IREE_HAL_MEMORY_ACCESS_READ),
                         "binding table slot %zu", slot);
    IREE_RETURN_IF_ERROR(
        iree_hal_buffer_validate_range(entry->buffer, entry->offset,
                                       entry->length, &length),
        "binding table slot %zu", slot);
    if (length < required_end) {
      return iree_make_status(
          IREE_STATUS_OUT_OF_RANGE,
          "binding table slot %zu holds %llu bytes; the command buffer binds "
          "up to byte %llu of it",
          slot, (unsigned long long)length, (unsigned long long)required_end);
    }
  }
  return iree_ok_status();
}

iree_status_t iree_hal_command_buffer_validate_submission(
    const iree_hal_command_buffer_t* command_buffer,
    iree_hal_buffer_binding_table_t binding_table) {
  switch (command_buffer->state) {
    case IREE_HAL_COMMAND_BUFFER_STATE_EXECUTABLE:
      return iree_hal_command_buffer_validate_binding_table(command_buffer,
                                                            binding_table);
    case IREE_HAL_COMMAND_BUFFER_STATE_CONSUMED:
      return iree_make_status(
          IREE_STATUS_FAILED_PRECONDITION,
          "one-shot command buffer has already been submitted");
    default:
      return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                              "command buffer must be ended before submission");
  }
}

void iree_hal_command_buffer_mark_submitted(
    iree_hal_command_buffer_t* command_buffer) {
  if (command_buffer->mode & IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT) {
    command_buffer->state = IREE_HAL_COMMAND_BUFFER_STATE_CONSUMED;
  }
}

iree_status_t iree_hal_command_buffer_execution_barrier(
    iree_hal_command_buffer_t* command_buffer,
    iree_hal_execution_stage_t source_stage_mask,
    iree_hal_execution_stage_t target_stage_mask) {
  IREE_RETURN_IF_ERROR(
      iree_hal_command_buffer_validate_recording(command_buffer, 0));
  if ((source_stage_mask | target_stage_mask) & ~IREE_HAL_EXECUTION_STAGE_ALL) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "invalid execution stage masks 0x%x -> 0x%x",
                            source_stage_mask, target_stage_mask);
  }
  return IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)
      ->execution_barrier(command_buffer, source_stage_mask, target_stage_mask);
}

// Validates that |buffer| allows |usage| and |access| and holds
// [offset, offset + length), and resolves the length; |what| names the
// operand in errors.
static iree_status_t iree_hal_command_buffer_validate_buffer(
    const char* what, iree_hal_buffer_t* buffer, iree_hal_buffer_usage_t usage,
    iree_hal_memory_access_t access, iree_device_size_t offset,
    iree_device_size_t length, iree_device_size_t* out_length) {
  if (!buffer) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT, "%s buffer is null",
                            what);
  }
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_usage(buffer, usage), "%s",
                       what);
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_access(buffer, access), "%s",
                       what);
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_validate_range(buffer, offset, length, out_length), "%s",
      what);
  return iree_ok_status();
}

iree_status_t iree_hal_command_buffer_fill_buffer(
    iree_hal_command_buffer_t* command_buffer, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length,
    const void* pattern, iree_host_size_t pattern_length) {
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_recording(
      command_buffer, IREE_HAL_COMMAND_CATEGORY_TRANSFER));
  if (pattern_length != 1 && pattern_length != 2 && pattern_length != 4) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "fill pattern must be 1, 2 or 4 bytes, not %zu",
                            pattern_length);
  }
  iree_device_size_t resolved_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_buffer(
      "fill target", target_buffer, IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET,
      IREE_HAL_MEMORY_ACCESS_WRITE, target_offset, length, &resolved_length));
  if (target_offset % pattern_length || resolved_length % pattern_length) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "fill offset %llu and length %llu must be multiples of the %zu-byte "
        "pattern",
        (unsigned long long)target_offset, (unsigned long long)resolved_length,
        pattern_length);
  }
  uint32_t pattern_value = 0;
  memcpy(&pattern_value, pattern, pattern_length);
  return IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)
      ->fill_buffer(command_buffer, target_buffer, target_offset,
                    resolved_length, pattern_value, pattern_length);
}

iree_status_t iree_hal_command_buffer_update_buffer(
    iree_hal_command_buffer_t* command_buffer, const void* source_buffer,
    iree_host_size_t source_offset, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length) {
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_recording(
      command_buffer, IREE_HAL_COMMAND_CATEGORY_TRANSFER));
  iree_device_size_t resolved_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_buffer(
      "update target", target_buffer, IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET,
      IREE_HAL_MEMORY_ACCESS_WRITE, target_offset, length, &resolved_length));
  if (resolved_length > IREE_HAL_COMMAND_BUFFER_MAX_UPDATE_SIZE) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "update of %llu bytes exceeds the %d byte limit; use a staging buffer",
        (unsigned long long)resolved_length,
        IREE_HAL_COMMAND_BUFFER_MAX_UPDATE_SIZE);
  }
  if (resolved_length && !source_buffer) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "update source is null");
  }
  return IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)
      ->update_buffer(command_buffer, source_buffer, source_offset,
                      target_buffer, target_offset, resolved_length);
}

iree_status_t iree_hal_command_buffer_copy_buffer(
    iree_hal_command_buffer_t* command_buffer, iree_hal_buffer_t* source_buffer,
    iree_device_size_t source_offset, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length) {
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_recording(
      command_buffer, IREE_HAL_COMMAND_CATEGORY_TRANSFER));
  if (length == IREE_HAL_WHOLE_BUFFER) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "copy length must be explicit");
  }
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_buffer(
      "copy source", source_buffer, IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE,
      IREE_HAL_MEMORY_ACCESS_READ, source_offset, length, NULL));
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_buffer(
      "copy target", target_buffer, IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET,
      IREE_HAL_MEMORY_ACCESS_WRITE, target_offset, length, NULL));
  if (iree_hal_buffer_allocated_buffer(source_buffer) ==
      iree_hal_buffer_allocated_buffer(target_buffer)) {
    iree_device_size_t source_start =
        iree_hal_buffer_byte_offset(source_buffer) + source_offset;
    iree_device_size_t target_start =
        iree_hal_buffer_byte_offset(target_buffer) + target_offset;
    if (length && source_start < target_start + length &&
        target_start < source_start + length) {
      return iree_make_status(
          IREE_STATUS_INVALID_ARGUMENT,
          "copy source [%llu, +%llu) and target [%llu, +%llu) overlap",
          (unsigned long long)source_start, (unsigned long long)length,
          (unsigned long long)target_start, (unsigned long long)length);
    }
  }
  return IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)
      ->copy_buffer(command_buffer, source_buffer, source_offset, target_buffer,
                    target_offset, length);
}

// Checks a slot binding against the capacity and returns in |out_end| one
// past the end of the range it needs from its slot's table entry.
static iree_status_t iree_hal_command_buffer_validate_slot(
    const iree_hal_command_buffer_t* command_buffer,
    const iree_hal_buffer_binding_t* binding, iree_device_size_t* out_end) {
  if (binding->buffer_slot >= command_buffer->binding_capacity) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "binding table slot %u is outside the command "
                            "buffer's capacity of %zu",
                            binding->buffer_slot,
                            command_buffer->binding_capacity);
  }
  iree_device_size_t end = 0;
  if (binding->length == IREE_HAL_WHOLE_BUFFER ||
      __builtin_add_overflow(binding->offset, binding->length, &end) ||
      __builtin_add_overflow(end, 1, out_end)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "a binding table slot's range needs an explicit "
                            "length (offset %llu, length %llu)",
                            (unsigned long long)binding->offset,
                            (unsigned long long)binding->length);
  }
  return iree_ok_status();
}

iree_status_t iree_hal_command_buffer_dispatch(
    iree_hal_command_buffer_t* command_buffer,
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t export_ordinal,
    const uint32_t workgroup_count[3], iree_host_size_t constant_count,
    const uint32_t* constants, iree_host_size_t binding_count,
    const iree_hal_buffer_binding_t* bindings) {
  IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_recording(
      command_buffer, IREE_HAL_COMMAND_CATEGORY_DISPATCH));
  if (!executable || !workgroup_count) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "dispatch executable and workgroup count are "
                            "required");
  }
  iree_hal_executable_export_info_t info;
  IREE_RETURN_IF_ERROR(
      iree_hal_executable_export_info(executable, export_ordinal, &info));
  if (constant_count != info.constant_count) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "dispatch of '%.*s' passes %zu push constants; it takes %u",
        (int)info.name.size, info.name.data, constant_count,
        info.constant_count);
  }
  if (constant_count && !constants) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "push constants are null");
  }
  if (binding_count != info.binding_count) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "dispatch of '%.*s' passes %zu bindings; it takes %u",
        (int)info.name.size, info.name.data, binding_count, info.binding_count);
  }
  for (iree_host_size_t i = 0; i < binding_count; ++i) {
    if (!bindings[i].buffer && command_buffer->binding_capacity) {
      iree_device_size_t end = 0;  // applied once the dispatch is recorded
      IREE_RETURN_IF_ERROR(iree_hal_command_buffer_validate_slot(
                               command_buffer, &bindings[i], &end),
                           "binding %zu of dispatch '%.*s'", i,
                           (int)info.name.size, info.name.data);
      continue;
    }
    IREE_RETURN_IF_ERROR(
        iree_hal_command_buffer_validate_buffer(
            "binding", bindings[i].buffer,
            IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE, IREE_HAL_MEMORY_ACCESS_READ,
            bindings[i].offset, bindings[i].length, NULL),
        "binding %zu of dispatch '%.*s'", i, (int)info.name.size,
        info.name.data);
  }
  IREE_RETURN_IF_ERROR(IREE_HAL_COMMAND_BUFFER_VTABLE(command_buffer)
                           ->dispatch(command_buffer, executable,
                                      export_ordinal, workgroup_count,
                                      constant_count, constants, binding_count,
                                      bindings));
  // Only a recorded dispatch adds to what submissions must give its slots.
  for (iree_host_size_t i = 0; i < binding_count; ++i) {
    if (bindings[i].buffer) continue;
    // Validated above, so this does not overflow.
    iree_device_size_t end = bindings[i].offset + bindings[i].length + 1;
    iree_device_size_t* required =
        &command_buffer->slot_requirements[bindings[i].buffer_slot];
    if (end > *required) *required = end;
  }
  return iree_ok_status();
}
