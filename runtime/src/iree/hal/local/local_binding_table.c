#include "iree/hal/local/local_binding_table.h"

#include <string.h>

iree_status_t iree_hal_local_buffer_map(
    iree_hal_buffer_t* buffer, iree_device_size_t offset,
    iree_device_size_t length, iree_hal_memory_access_t access,
    iree_hal_buffer_mapping_t* out_mapping) {
  const iree_hal_memory_type_t required_type =
      IREE_HAL_MEMORY_TYPE_HOST_VISIBLE | IREE_HAL_MEMORY_TYPE_HOST_COHERENT;
  if ((iree_hal_buffer_memory_type(buffer) & required_type) != required_type) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "buffer memory (type 0x%x) is not host-coherent memory a CPU device "
        "can access",
        iree_hal_buffer_memory_type(buffer));
  }
  if (length > IREE_HOST_SIZE_MAX) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "buffer range of %llu bytes exceeds the host "
                            "address space",
                            (unsigned long long)length);
  }
  iree_hal_buffer_t* allocated = iree_hal_buffer_allocated_buffer(buffer);
  iree_device_size_t allocation_offset =
      iree_hal_buffer_byte_offset(buffer) + offset;
  IREE_RETURN_IF_ERROR(IREE_HAL_VTABLE(allocated, iree_hal_buffer_vtable_t)
                           ->map_range(allocated, access, allocation_offset,
                                       length, out_mapping));
  out_mapping->buffer = buffer;
  out_mapping->access = access;
  out_mapping->allocation_offset = allocation_offset;
  return iree_ok_status();
}

void iree_hal_local_buffer_unmap(iree_hal_buffer_mapping_t* mapping) {
  iree_hal_buffer_t* allocated =
      iree_hal_buffer_allocated_buffer(mapping->buffer);
  iree_status_ignore(IREE_HAL_VTABLE(allocated, iree_hal_buffer_vtable_t)
                         ->unmap_range(allocated, mapping));
}

iree_status_t iree_hal_local_binding_table_map(
    iree_hal_buffer_binding_table_t table, iree_host_size_t slot_count,
    const iree_device_size_t* slot_requirements,
    iree_hal_buffer_mapping_t* out_mappings) {
  memset(out_mappings, 0, slot_count * sizeof(*out_mappings));
  iree_status_t status = iree_ok_status();
  iree_host_size_t mapped = 0;
  for (; mapped < slot_count && iree_status_is_ok(status); ++mapped) {
    // Submission validated every used slot against its table entry.
    if (slot_requirements[mapped] == 0) continue;
    const iree_hal_buffer_binding_t* entry = &table.bindings[mapped];
    iree_device_size_t length = 0;
    status = iree_hal_buffer_validate_range(entry->buffer, entry->offset,
                                            entry->length, &length);
    if (iree_status_is_ok(status)) {
      status = iree_hal_local_buffer_map(
          entry->buffer, entry->offset, length,
          IREE_HAL_MEMORY_ACCESS_READ | IREE_HAL_MEMORY_ACCESS_WRITE,
          &out_mappings[mapped]);
    }
    if (!iree_status_is_ok(status)) {
      status = iree_status_annotate_f(status, "binding table slot %zu", mapped);
      break;
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_local_binding_table_unmap(mapped, out_mappings);
  }
  return status;
}

void iree_hal_local_binding_table_unmap(iree_host_size_t slot_count,
                                        iree_hal_buffer_mapping_t* mappings) {
  for (iree_host_size_t i = 0; i < slot_count; ++i) {
    if (mappings[i].buffer) iree_hal_local_buffer_unmap(&mappings[i]);
  }
}
