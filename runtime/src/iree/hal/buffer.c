#include "iree/hal/buffer.h"

#include <string.h>

#define IREE_HAL_BUFFER_VTABLE(buffer) \
  IREE_HAL_VTABLE((buffer)->allocated_buffer, iree_hal_buffer_vtable_t)

void iree_hal_buffer_initialize(const iree_hal_buffer_vtable_t* vtable,
                                iree_allocator_t host_allocator,
                                iree_device_size_t allocation_size,
                                iree_hal_memory_type_t memory_type,
                                iree_hal_memory_access_t allowed_access,
                                iree_hal_buffer_usage_t allowed_usage,
                                iree_hal_buffer_t* out_buffer) {
  iree_hal_resource_initialize(vtable, &out_buffer->resource);
  out_buffer->host_allocator = host_allocator;
  out_buffer->allocated_buffer = out_buffer;
  out_buffer->owner = out_buffer;
  out_buffer->allocation_size = allocation_size;
  out_buffer->byte_offset = 0;
  out_buffer->byte_length = allocation_size;
  out_buffer->memory_type = memory_type;
  out_buffer->allowed_access = allowed_access;
  out_buffer->allowed_usage = allowed_usage;
}

void iree_hal_buffer_retain(iree_hal_buffer_t* buffer) {
  iree_hal_resource_retain(buffer);
}

void iree_hal_buffer_release(iree_hal_buffer_t* buffer) {
  iree_hal_resource_release(buffer);
}

iree_hal_buffer_t* iree_hal_buffer_allocated_buffer(
    const iree_hal_buffer_t* buffer) {
  return buffer->allocated_buffer;
}

iree_device_size_t iree_hal_buffer_allocation_size(
    const iree_hal_buffer_t* buffer) {
  return buffer->allocation_size;
}

iree_device_size_t iree_hal_buffer_byte_offset(
    const iree_hal_buffer_t* buffer) {
  return buffer->byte_offset;
}

iree_device_size_t iree_hal_buffer_byte_length(
    const iree_hal_buffer_t* buffer) {
  return buffer->byte_length;
}

iree_hal_memory_type_t iree_hal_buffer_memory_type(
    const iree_hal_buffer_t* buffer) {
  return buffer->memory_type;
}

iree_hal_memory_access_t iree_hal_buffer_allowed_access(
    const iree_hal_buffer_t* buffer) {
  return buffer->allowed_access;
}

iree_hal_buffer_usage_t iree_hal_buffer_allowed_usage(
    const iree_hal_buffer_t* buffer) {
  return buffer->allowed_usage;
}

iree_status_t iree_hal_buffer_validate_range(
    const iree_hal_buffer_t* buffer, iree_device_size_t byte_offset,
    iree_device_size_t byte_length, iree_device_size_t* out_byte_length) {
  if (byte_offset > buffer->byte_length) {
    return iree_make_status(
        IREE_STATUS_OUT_OF_RANGE,
        "offset %llu is past the end of a buffer of %llu bytes",
        (unsigned long long)byte_offset,
        (unsigned long long)buffer->byte_length);
  }
  iree_device_size_t resolved_length = byte_length;
  if (byte_length == IREE_HAL_WHOLE_BUFFER) {
    resolved_length = buffer->byte_length - byte_offset;
  } else if (byte_length > buffer->byte_length - byte_offset) {
    return iree_make_status(
        IREE_STATUS_OUT_OF_RANGE,
        "range [%llu, %llu + %llu) exceeds a buffer of %llu bytes",
        (unsigned long long)byte_offset, (unsigned long long)byte_offset,
        (unsigned long long)byte_length,
        (unsigned long long)buffer->byte_length);
  }
  if (out_byte_length) *out_byte_length = resolved_length;
  return iree_ok_status();
}

iree_status_t iree_hal_buffer_validate_usage(
    const iree_hal_buffer_t* buffer, iree_hal_buffer_usage_t required_usage) {
  iree_hal_buffer_usage_t missing = required_usage & ~buffer->allowed_usage;
  if (missing) {
    return iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                            "buffer does not allow usage 0x%x (allowed: 0x%x)",
                            missing, buffer->allowed_usage);
  }
  return iree_ok_status();
}

iree_status_t iree_hal_buffer_validate_access(
    const iree_hal_buffer_t* buffer, iree_hal_memory_access_t required_access) {
  iree_hal_memory_access_t missing = required_access & ~buffer->allowed_access;
  if (missing) {
    return iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                            "buffer does not allow access 0x%x (allowed: 0x%x)",
                            missing, buffer->allowed_access);
  }
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Subspans
//===----------------------------------------------------------------------===//

// A subspan only holds the window fields of iree_hal_buffer_t; every access
// goes through its allocated buffer, so destroy (releasing the owner) is its
// only hook.
static void iree_hal_subspan_buffer_destroy(void* base_buffer) {
  iree_hal_buffer_t* buffer = (iree_hal_buffer_t*)base_buffer;
  iree_hal_buffer_release(buffer->owner);
  iree_allocator_free(buffer->host_allocator, buffer);
}

static const iree_hal_buffer_vtable_t iree_hal_subspan_buffer_vtable = {
    .destroy = iree_hal_subspan_buffer_destroy,
};

iree_status_t iree_hal_buffer_subspan(iree_hal_buffer_t* buffer,
                                      iree_device_size_t byte_offset,
                                      iree_device_size_t byte_length,
                                      iree_allocator_t host_allocator,
                                      iree_hal_buffer_t** out_buffer) {
  *out_buffer = NULL;
  iree_device_size_t resolved_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_range(
      buffer, byte_offset, byte_length, &resolved_length));
  iree_hal_buffer_t* subspan = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(host_allocator, sizeof(*subspan),
                                             (void**)&subspan));
  *subspan = *buffer;
  iree_hal_resource_initialize(&iree_hal_subspan_buffer_vtable,
                               &subspan->resource);
  subspan->host_allocator = host_allocator;
  subspan->byte_offset = buffer->byte_offset + byte_offset;
  subspan->byte_length = resolved_length;
  iree_hal_buffer_retain(subspan->owner);
  *out_buffer = subspan;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Mapping
//===----------------------------------------------------------------------===//

static bool iree_hal_buffer_is_coherent(const iree_hal_buffer_t* buffer) {
  return (buffer->memory_type & IREE_HAL_MEMORY_TYPE_HOST_COHERENT) != 0;
}

iree_status_t iree_hal_buffer_map_range(
    iree_hal_buffer_t* buffer, iree_hal_memory_access_t access,
    iree_device_size_t byte_offset, iree_device_size_t byte_length,
    iree_hal_buffer_mapping_t* out_mapping) {
  memset(out_mapping, 0, sizeof(*out_mapping));
  if (!(buffer->memory_type & IREE_HAL_MEMORY_TYPE_HOST_VISIBLE)) {
    return iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                            "buffer memory is not host visible (type 0x%x)",
                            buffer->memory_type);
  }
  if (access == IREE_HAL_MEMORY_ACCESS_NONE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "mapping needs at least one access bit");
  }
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_validate_usage(buffer, IREE_HAL_BUFFER_USAGE_MAPPING));
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_access(buffer, access));
  iree_device_size_t resolved_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_range(
      buffer, byte_offset, byte_length, &resolved_length));
  if (resolved_length > IREE_HOST_SIZE_MAX) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "mapping of %llu bytes exceeds the address space",
                            (unsigned long long)resolved_length);
  }
  iree_device_size_t allocation_offset = buffer->byte_offset + byte_offset;
  IREE_RETURN_IF_ERROR(IREE_HAL_BUFFER_VTABLE(buffer)->map_range(
      buffer->allocated_buffer, access, allocation_offset, resolved_length,
      out_mapping));
  out_mapping->buffer = buffer;
  out_mapping->access = access;
  out_mapping->allocation_offset = allocation_offset;
  if ((access & IREE_HAL_MEMORY_ACCESS_READ) &&
      !iree_hal_buffer_is_coherent(buffer)) {
    iree_status_t status = IREE_HAL_BUFFER_VTABLE(buffer)->invalidate_range(
        buffer->allocated_buffer, allocation_offset, resolved_length);
    if (!iree_status_is_ok(status)) {
      // The mapping is unusable: undo it and report why.
      iree_status_ignore(IREE_HAL_BUFFER_VTABLE(buffer)->unmap_range(
          buffer->allocated_buffer, out_mapping));
      memset(out_mapping, 0, sizeof(*out_mapping));
      return status;
    }
  }
  return iree_ok_status();
}

iree_status_t iree_hal_buffer_unmap_range(iree_hal_buffer_mapping_t* mapping) {
  iree_hal_buffer_t* buffer = mapping->buffer;
  if (!buffer) return iree_ok_status();
  iree_status_t status = iree_ok_status();
  if ((mapping->access & IREE_HAL_MEMORY_ACCESS_WRITE) &&
      !iree_hal_buffer_is_coherent(buffer)) {
    status = IREE_HAL_BUFFER_VTABLE(buffer)->flush_range(
        buffer->allocated_buffer, mapping->allocation_offset,
        mapping->contents.data_length);
  }
  iree_status_t unmap_status = IREE_HAL_BUFFER_VTABLE(buffer)->unmap_range(
      buffer->allocated_buffer, mapping);
  memset(mapping, 0, sizeof(*mapping));
  if (iree_status_is_ok(status)) return unmap_status;
  iree_status_ignore(unmap_status);
  return status;
}

// Resolves a range relative to |mapping| to one relative to the allocation.
static iree_status_t iree_hal_buffer_mapping_resolve_range(
    const iree_hal_buffer_mapping_t* mapping, iree_device_size_t byte_offset,
    iree_device_size_t byte_length, iree_device_size_t* out_allocation_offset,
    iree_device_size_t* out_byte_length) {
  if (!mapping->buffer) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "mapping is not mapped");
  }
  iree_device_size_t mapped_length = mapping->contents.data_length;
  if (byte_offset > mapped_length ||
      (byte_length != IREE_HAL_WHOLE_BUFFER &&
       byte_length > mapped_length - byte_offset)) {
    return iree_make_status(
        IREE_STATUS_OUT_OF_RANGE,
        "range [%llu, +%llu) exceeds a mapping of %llu bytes",
        (unsigned long long)byte_offset, (unsigned long long)byte_length,
        (unsigned long long)mapped_length);
  }
  *out_allocation_offset = mapping->allocation_offset + byte_offset;
  *out_byte_length = byte_length == IREE_HAL_WHOLE_BUFFER
                         ? mapped_length - byte_offset
                         : byte_length;
  return iree_ok_status();
}

iree_status_t iree_hal_buffer_mapping_flush_range(
    iree_hal_buffer_mapping_t* mapping, iree_device_size_t byte_offset,
    iree_device_size_t byte_length) {
  iree_device_size_t allocation_offset = 0, length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_mapping_resolve_range(
      mapping, byte_offset, byte_length, &allocation_offset, &length));
  if (iree_hal_buffer_is_coherent(mapping->buffer)) return iree_ok_status();
  return IREE_HAL_BUFFER_VTABLE(mapping->buffer)
      ->flush_range(mapping->buffer->allocated_buffer, allocation_offset,
                    length);
}

iree_status_t iree_hal_buffer_mapping_invalidate_range(
    iree_hal_buffer_mapping_t* mapping, iree_device_size_t byte_offset,
    iree_device_size_t byte_length) {
  iree_device_size_t allocation_offset = 0, length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_mapping_resolve_range(
      mapping, byte_offset, byte_length, &allocation_offset, &length));
  if (iree_hal_buffer_is_coherent(mapping->buffer)) return iree_ok_status();
  return IREE_HAL_BUFFER_VTABLE(mapping->buffer)
      ->invalidate_range(mapping->buffer->allocated_buffer, allocation_offset,
                         length);
}

// Unmaps |mapping| and returns |status|, or the unmap error if |status| is OK.
static iree_status_t iree_hal_buffer_unmap_with_status(
    iree_hal_buffer_mapping_t* mapping, iree_status_t status) {
  iree_status_t unmap_status = iree_hal_buffer_unmap_range(mapping);
  if (iree_status_is_ok(status)) return unmap_status;
  iree_status_ignore(unmap_status);
  return status;
}

iree_status_t iree_hal_buffer_map_read(iree_hal_buffer_t* source_buffer,
                                       iree_device_size_t source_offset,
                                       void* target_data,
                                       iree_host_size_t data_length) {
  if (data_length == 0) return iree_ok_status();
  iree_hal_buffer_mapping_t mapping;
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_map_range(source_buffer, IREE_HAL_MEMORY_ACCESS_READ,
                                source_offset, data_length, &mapping));
  memcpy(target_data, mapping.contents.data, data_length);
  return iree_hal_buffer_unmap_range(&mapping);
}

iree_status_t iree_hal_buffer_map_write(iree_hal_buffer_t* target_buffer,
                                        iree_device_size_t target_offset,
                                        const void* source_data,
                                        iree_host_size_t data_length) {
  if (data_length == 0) return iree_ok_status();
  iree_hal_buffer_mapping_t mapping;
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_map_range(target_buffer, IREE_HAL_MEMORY_ACCESS_WRITE,
                                target_offset, data_length, &mapping));
  memcpy(mapping.contents.data, source_data, data_length);
  return iree_hal_buffer_unmap_range(&mapping);
}

iree_status_t iree_hal_buffer_map_fill(iree_hal_buffer_t* buffer,
                                       iree_device_size_t byte_offset,
                                       iree_device_size_t byte_length,
                                       const void* pattern,
                                       iree_host_size_t pattern_length) {
  if (pattern_length != 1 && pattern_length != 2 && pattern_length != 4) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "fill pattern must be 1, 2 or 4 bytes, not %zu",
                            pattern_length);
  }
  iree_device_size_t resolved_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_range(
      buffer, byte_offset, byte_length, &resolved_length));
  if (byte_offset % pattern_length || resolved_length % pattern_length) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "fill offset %llu and length %llu must be multiples of the %zu-byte "
        "pattern",
        (unsigned long long)byte_offset, (unsigned long long)resolved_length,
        pattern_length);
  }
  if (resolved_length == 0) return iree_ok_status();
  iree_hal_buffer_mapping_t mapping;
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_map_range(buffer, IREE_HAL_MEMORY_ACCESS_WRITE,
                                byte_offset, resolved_length, &mapping));
  uint8_t* data = mapping.contents.data;
  iree_host_size_t length = mapping.contents.data_length;
  for (iree_host_size_t i = 0; i < length; i += pattern_length) {
    memcpy(data + i, pattern, pattern_length);
  }
  return iree_hal_buffer_unmap_range(&mapping);
}

iree_status_t iree_hal_buffer_map_zero(iree_hal_buffer_t* buffer,
                                       iree_device_size_t byte_offset,
                                       iree_device_size_t byte_length) {
  const uint8_t zero = 0;
  return iree_hal_buffer_map_fill(buffer, byte_offset, byte_length, &zero, 1);
}

iree_status_t iree_hal_buffer_map_copy(iree_hal_buffer_t* source_buffer,
                                       iree_device_size_t source_offset,
                                       iree_hal_buffer_t* target_buffer,
                                       iree_device_size_t target_offset,
                                       iree_device_size_t data_length) {
  if (data_length == 0) return iree_ok_status();
  iree_hal_buffer_mapping_t source_mapping;
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_map_range(source_buffer, IREE_HAL_MEMORY_ACCESS_READ,
                                source_offset, data_length, &source_mapping));
  iree_hal_buffer_mapping_t target_mapping;
  iree_status_t status =
      iree_hal_buffer_map_range(target_buffer, IREE_HAL_MEMORY_ACCESS_WRITE,
                                target_offset, data_length, &target_mapping);
  if (iree_status_is_ok(status)) {
    memmove(target_mapping.contents.data, source_mapping.contents.data,
            source_mapping.contents.data_length);
    status = iree_hal_buffer_unmap_range(&target_mapping);
  }
  return iree_hal_buffer_unmap_with_status(&source_mapping, status);
}
