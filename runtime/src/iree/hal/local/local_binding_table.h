// Host mappings of the buffers CPU command buffers bind: the ranges recorded
// with their buffers, and the binding table slots a submission fills.
#ifndef IREE_HAL_LOCAL_LOCAL_BINDING_TABLE_H_
#define IREE_HAL_LOCAL_LOCAL_BINDING_TABLE_H_

#include "iree/base/api.h"
#include "iree/hal/buffer.h"
#include "iree/hal/command_buffer.h"

#ifdef __cplusplus
extern "C" {
#endif

// A dispatch binding naming a binding table slot: binding |binding| of the
// dispatch is [offset, offset + length) of the slot's range.
typedef struct iree_hal_local_slot_binding_t {
  uint32_t binding;
  uint32_t slot;
  iree_device_size_t offset;
  iree_device_size_t length;
} iree_hal_local_slot_binding_t;

// Maps [offset, offset + length) of |buffer| (already validated) for |access|
// into |out_mapping|, without retaining |buffer|. Mapping usage is not
// required: this is the device reaching its own memory, not the application.
iree_status_t iree_hal_local_buffer_map(iree_hal_buffer_t* buffer,
                                        iree_device_size_t offset,
                                        iree_device_size_t length,
                                        iree_hal_memory_access_t access,
                                        iree_hal_buffer_mapping_t* out_mapping);

// Unmaps what iree_hal_local_buffer_map mapped.
void iree_hal_local_buffer_unmap(iree_hal_buffer_mapping_t* mapping);

// Maps each slot of |table| that |slot_requirements| (|slot_count| entries,
// iree_hal_command_buffer_t's; 0 is unused) marks used into |out_mappings|,
// the whole range of its table entry; unused slots get empty mappings. On
// failure nothing stays mapped.
iree_status_t iree_hal_local_binding_table_map(
    iree_hal_buffer_binding_table_t table, iree_host_size_t slot_count,
    const iree_device_size_t* slot_requirements,
    iree_hal_buffer_mapping_t* out_mappings);

// Unmaps the |slot_count| mappings of iree_hal_local_binding_table_map.
void iree_hal_local_binding_table_unmap(iree_host_size_t slot_count,
                                        iree_hal_buffer_mapping_t* mappings);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_LOCAL_LOCAL_BINDING_TABLE_H_
