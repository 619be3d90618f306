// iree_hal_command_buffer_t: a recorded sequence of device commands
// (transfers and dispatches) submitted to a queue with
// iree_hal_device_queue_execute.
//
// Execution model (Vulkan-like): commands between two execution barriers
// form a stage and may run in any order or concurrently; a barrier makes all
// commands before it complete (and their writes visible) before any command
// after it starts. Recording validates everything it can (buffer ranges,
// usages, export ordinals, constant and binding counts) so that a recorded
// command buffer cannot touch memory outside its buffers.
#ifndef IREE_HAL_COMMAND_BUFFER_H_
#define IREE_HAL_COMMAND_BUFFER_H_

#include "iree/base/api.h"
#include "iree/hal/buffer.h"
#include "iree/hal/executable.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_device_t iree_hal_device_t;
typedef struct iree_hal_command_buffer_t iree_hal_command_buffer_t;

typedef uint32_t iree_hal_command_buffer_mode_t;
enum iree_hal_command_buffer_mode_bits_t {
  // Reusable: may be submitted any number of times once ended.
  IREE_HAL_COMMAND_BUFFER_MODE_DEFAULT = 0u,
  // Submitted at most once; lets implementations skip keeping state around.
  IREE_HAL_COMMAND_BUFFER_MODE_ONE_SHOT = 1u << 0,
};

// Kinds of commands a command buffer may hold.
typedef uint32_t iree_hal_command_category_t;
enum iree_hal_command_category_bits_t {
  IREE_HAL_COMMAND_CATEGORY_TRANSFER = 1u << 0,
  IREE_HAL_COMMAND_CATEGORY_DISPATCH = 1u << 1,
  IREE_HAL_COMMAND_CATEGORY_ANY =
      IREE_HAL_COMMAND_CATEGORY_TRANSFER | IREE_HAL_COMMAND_CATEGORY_DISPATCH,
};

// Pipeline stages named by barriers.
typedef uint32_t iree_hal_execution_stage_t;
enum iree_hal_execution_stage_bits_t {
  IREE_HAL_EXECUTION_STAGE_COMMAND_ISSUE = 1u << 0,
  IREE_HAL_EXECUTION_STAGE_DISPATCH = 1u << 1,
  IREE_HAL_EXECUTION_STAGE_TRANSFER = 1u << 2,
  IREE_HAL_EXECUTION_STAGE_HOST = 1u << 3,
  IREE_HAL_EXECUTION_STAGE_ALL = IREE_HAL_EXECUTION_STAGE_COMMAND_ISSUE |
                                 IREE_HAL_EXECUTION_STAGE_DISPATCH |
                                 IREE_HAL_EXECUTION_STAGE_TRANSFER |
                                 IREE_HAL_EXECUTION_STAGE_HOST,
};

// A buffer range bound to a dispatch. |length| may be IREE_HAL_WHOLE_BUFFER.
// A binding with a NULL |buffer| names slot |buffer_slot| of the binding
// table given when the command buffer is submitted instead (the command
// buffer needs a binding capacity above the slot): [offset, offset + length)
// is then relative to the table entry's range and |length| must be explicit.
typedef struct iree_hal_buffer_binding_t {
  iree_hal_buffer_t* buffer;
  iree_device_size_t offset;
  iree_device_size_t length;
  uint32_t buffer_slot;
} iree_hal_buffer_binding_t;

// The buffers a submission gives the slots of a command buffer: entry i fills
// slot i. Entries of slots the command buffer does not use may be empty.
typedef struct iree_hal_buffer_binding_table_t {
  iree_host_size_t count;
  const iree_hal_buffer_binding_t* bindings;
} iree_hal_buffer_binding_table_t;

static inline iree_hal_buffer_binding_table_t
iree_hal_buffer_binding_table_empty(void) {
  iree_hal_buffer_binding_table_t table = {0, NULL};
  return table;
}

// Most binding table slots a command buffer may have.
#define IREE_HAL_COMMAND_BUFFER_MAX_BINDING_CAPACITY 256

// Largest update_buffer payload: bigger uploads belong in a staging buffer
// and copy_buffer.
#define IREE_HAL_COMMAND_BUFFER_MAX_UPDATE_SIZE (64 * 1024)

// Creates a command buffer of |device| in the initial state. With a
// |binding_capacity|, dispatches may bind slots [0, binding_capacity) of a
// binding table instead of buffers, so one recording (not one-shot) serves
// submissions of different buffers. Devices that cannot resolve slots at
// submission (Vulkan) refuse a capacity with UNIMPLEMENTED.
iree_status_t iree_hal_command_buffer_create(
    iree_hal_device_t* device, iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_host_size_t binding_capacity,
    iree_hal_command_buffer_t** out_command_buffer);

void iree_hal_command_buffer_retain(iree_hal_command_buffer_t* command_buffer);
void iree_hal_command_buffer_release(iree_hal_command_buffer_t* command_buffer);

iree_hal_command_buffer_mode_t iree_hal_command_buffer_mode(
    const iree_hal_command_buffer_t* command_buffer);
iree_hal_command_category_t iree_hal_command_buffer_allowed_categories(
    const iree_hal_command_buffer_t* command_buffer);

// Starts recording. Only once per command buffer (FAILED_PRECONDITION after).
iree_status_t iree_hal_command_buffer_begin(
    iree_hal_command_buffer_t* command_buffer);

// Finishes recording; the command buffer may then be submitted.
iree_status_t iree_hal_command_buffer_end(
    iree_hal_command_buffer_t* command_buffer);

// Orders every command recorded before against every command after.
iree_status_t iree_hal_command_buffer_execution_barrier(
    iree_hal_command_buffer_t* command_buffer,
    iree_hal_execution_stage_t source_stage_mask,
    iree_hal_execution_stage_t target_stage_mask);

// Fills [target_offset, target_offset + length) of |target_buffer| with the
// |pattern_length| (1, 2 or 4) byte |pattern|. Offset and length must be
// multiples of the pattern length. Needs TRANSFER_TARGET usage.
iree_status_t iree_hal_command_buffer_fill_buffer(
    iree_hal_command_buffer_t* command_buffer, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length,
    const void* pattern, iree_host_size_t pattern_length);

// Copies |length| bytes of host memory at |source_buffer| + |source_offset|
// into |target_buffer| when the command executes. The bytes are captured at
// record time (the host memory may be reused right away); at most
// IREE_HAL_COMMAND_BUFFER_MAX_UPDATE_SIZE bytes. Needs TRANSFER_TARGET usage.
iree_status_t iree_hal_command_buffer_update_buffer(
    iree_hal_command_buffer_t* command_buffer, const void* source_buffer,
    iree_host_size_t source_offset, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length);

// Copies |length| bytes between buffers. Ranges within the same allocation
// must not overlap. Needs TRANSFER_SOURCE / TRANSFER_TARGET usage.
iree_status_t iree_hal_command_buffer_copy_buffer(
    iree_hal_command_buffer_t* command_buffer, iree_hal_buffer_t* source_buffer,
    iree_device_size_t source_offset, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length);

// Dispatches |workgroup_count| x/y/z workgroups of export |export_ordinal| of
// |executable|, with exactly the export's number of push |constants| and of
// |bindings| (each needing DISPATCH_STORAGE usage and lying inside its
// buffer, or naming a binding table slot, checked at submission). Any workgroup
// count of 0 makes the dispatch a no-op. The executable must come from an
// executable cache of this command buffer's device.
iree_status_t iree_hal_command_buffer_dispatch(
    iree_hal_command_buffer_t* command_buffer,
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t export_ordinal,
    const uint32_t workgroup_count[3], iree_host_size_t constant_count,
    const uint32_t* constants, iree_host_size_t binding_count,
    const iree_hal_buffer_binding_t* bindings);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

// Recording hooks receive validated arguments: ranges are inside their
// buffers, usages, pattern sizes, export ordinals and counts are checked, and
// transfer lengths are resolved (dispatch binding lengths may still be
// IREE_HAL_WHOLE_BUFFER: iree_hal_buffer_validate_range resolves them).
// Slot bindings (NULL buffer) name a slot below the capacity with an explicit
// length.
typedef struct iree_hal_command_buffer_vtable_t {
  void (*destroy)(void* command_buffer);
  iree_status_t (*begin)(iree_hal_command_buffer_t* command_buffer);
  iree_status_t (*end)(iree_hal_command_buffer_t* command_buffer);
  iree_status_t (*execution_barrier)(
      iree_hal_command_buffer_t* command_buffer,
      iree_hal_execution_stage_t source_stage_mask,
      iree_hal_execution_stage_t target_stage_mask);
  iree_status_t (*fill_buffer)(iree_hal_command_buffer_t* command_buffer,
                               iree_hal_buffer_t* target_buffer,
                               iree_device_size_t target_offset,
                               iree_device_size_t length, uint32_t pattern,
                               iree_host_size_t pattern_length);
  iree_status_t (*update_buffer)(iree_hal_command_buffer_t* command_buffer,
                                 const void* source_buffer,
                                 iree_host_size_t source_offset,
                                 iree_hal_buffer_t* target_buffer,
                                 iree_device_size_t target_offset,
                                 iree_device_size_t length);
  iree_status_t (*copy_buffer)(iree_hal_command_buffer_t* command_buffer,
                               iree_hal_buffer_t* source_buffer,
                               iree_device_size_t source_offset,
                               iree_hal_buffer_t* target_buffer,
                               iree_device_size_t target_offset,
                               iree_device_size_t length);
  iree_status_t (*dispatch)(iree_hal_command_buffer_t* command_buffer,
                            iree_hal_executable_t* executable,
                            iree_hal_executable_export_ordinal_t export_ordinal,
                            const uint32_t workgroup_count[3],
                            iree_host_size_t constant_count,
                            const uint32_t* constants,
                            iree_host_size_t binding_count,
                            const iree_hal_buffer_binding_t* bindings);
} iree_hal_command_buffer_vtable_t;

// Recording state, tracked by the generic layer.
typedef enum iree_hal_command_buffer_state_e {
  IREE_HAL_COMMAND_BUFFER_STATE_INITIAL = 0,
  IREE_HAL_COMMAND_BUFFER_STATE_RECORDING = 1,
  IREE_HAL_COMMAND_BUFFER_STATE_EXECUTABLE = 2,
  // A one-shot command buffer that has been submitted.
  IREE_HAL_COMMAND_BUFFER_STATE_CONSUMED = 3,
} iree_hal_command_buffer_state_t;

// The common fields every command buffer implementation embeds first.
struct iree_hal_command_buffer_t {
  iree_hal_resource_t resource;
  iree_hal_command_buffer_mode_t mode;
  iree_hal_command_category_t allowed_categories;
  iree_hal_command_buffer_state_t state;
  iree_host_size_t binding_capacity;
  // Per slot, one past the end of the furthest range recorded commands bind
  // in it (0: unused, so a used zero-length range still needs a buffer): a
  // submission's table entry must hold that many bytes less one.
  iree_device_size_t* slot_requirements;
};

// Bytes of the |slot_requirements| storage a command buffer of
// |binding_capacity| slots needs (the implementation allocates it with
// itself).
static inline iree_host_size_t iree_hal_command_buffer_slot_storage_size(
    iree_host_size_t binding_capacity) {
  return binding_capacity * sizeof(iree_device_size_t);
}

// |slot_storage| holds iree_hal_command_buffer_slot_storage_size bytes, owned
// by the implementation for the command buffer's life.
void iree_hal_command_buffer_initialize(
    const iree_hal_command_buffer_vtable_t* vtable,
    iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t allowed_categories,
    iree_host_size_t binding_capacity, void* slot_storage,
    iree_hal_command_buffer_t* out_command_buffer);

// For queue implementations: checks that |command_buffer| is ended and, for a
// one-shot one, not yet submitted, and that |binding_table| fills every slot
// it uses with a large enough DISPATCH_STORAGE range.
iree_status_t iree_hal_command_buffer_validate_submission(
    const iree_hal_command_buffer_t* command_buffer,
    iree_hal_buffer_binding_table_t binding_table);

// For queue implementations, once every command buffer of a submission is
// validated: marks one-shot ones consumed.
void iree_hal_command_buffer_mark_submitted(
    iree_hal_command_buffer_t* command_buffer);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_COMMAND_BUFFER_H_
