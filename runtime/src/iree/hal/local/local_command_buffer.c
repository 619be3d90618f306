// CPU command buffer.
//
// Recording resolves everything execution needs: each buffer range is mapped
// to a host pointer once (and its buffer retained, once per command buffer
// while it is recorded repeatedly: iree_hal_resource_set_t) when the command is
// recorded, push constants and update payloads are copied in, and each
// command knows how many tiles it splits into. end() then lays the commands
// out as stages: arrays of (command, first tile) that a parallel-for indexes
// by binary search. Bindings naming binding table slots resolve per
// submission instead, since one recording may be in flight with several
// tables at once, in a scratch area on the stack (the heap only past 2 KiB of
// slot mappings and dispatch states). Execution allocates nothing else.
#include "iree/hal/local/local_command_buffer.h"

#include <string.h>

#include "iree/hal/local/local_binding_table.h"
#include "iree/hal/local/local_executable.h"
#include "iree/hal/resource_set.h"

typedef enum iree_hal_local_command_type_e {
  IREE_HAL_LOCAL_COMMAND_FILL = 0,
  // update_buffer records as a copy from its captured payload.
  IREE_HAL_LOCAL_COMMAND_COPY = 1,
  IREE_HAL_LOCAL_COMMAND_DISPATCH = 2,
} iree_hal_local_command_type_t;

// A buffer range a command touches: the buffer (retained by the command
// buffer's resource set) and its mapping.
typedef struct iree_hal_local_buffer_ref_t {
  iree_hal_buffer_t* buffer;
  iree_hal_buffer_mapping_t mapping;
} iree_hal_local_buffer_ref_t;

typedef struct iree_hal_local_command_t {
  struct iree_hal_local_command_t* next;
  iree_hal_local_command_type_t type;
  uint32_t tile_count;
  // Set when a barrier (or the tile limit of a stage) precedes the command.
  bool starts_stage;
  iree_host_size_t ref_count;
  iree_hal_local_buffer_ref_t* refs;
  union {
    struct {
      uint8_t* target;
      iree_host_size_t length;
      uint32_t pattern;
      uint32_t pattern_length;
    } fill;
    struct {
      const uint8_t* source;
      uint8_t* target;
      iree_host_size_t length;
    } copy;
    struct {
      iree_hal_local_executable_t* executable;
      iree_hal_executable_export_ordinal_t ordinal;
      iree_hal_executable_dispatch_state_v0_t state;
      // Bindings naming table slots (their |state| pointers are NULL), and
      // this command's index among the command buffer's slot commands.
      uint32_t slot_binding_count;
      uint32_t slot_command_index;
      const iree_hal_local_slot_binding_t* slot_bindings;
    } dispatch;
  };
} iree_hal_local_command_t;

// One command of a stage and the stage-relative index of its first tile.
typedef struct iree_hal_local_stage_entry_t {
  const iree_hal_local_command_t* command;
  uint32_t first_tile;
} iree_hal_local_stage_entry_t;

typedef struct iree_hal_local_stage_t {
  const iree_hal_local_stage_entry_t* entries;
  uint32_t entry_count;
  uint32_t tile_count;
} iree_hal_local_stage_t;

// Commands are carved from blocks the command buffer owns and frees with
// itself, so recording allocates only when a block fills (a loop recording
// many small dispatches would otherwise allocate each).
typedef struct iree_hal_local_command_block_t {
  struct iree_hal_local_command_block_t* next;
  iree_host_size_t capacity;
  iree_host_size_t used;
} iree_hal_local_command_block_t;

#define IREE_HAL_LOCAL_COMMAND_BLOCK_HEADER_SIZE \
  ((sizeof(iree_hal_local_command_block_t) + 15) & ~(iree_host_size_t)15)
#define IREE_HAL_LOCAL_COMMAND_BLOCK_SIZE (16 * 1024)

typedef struct iree_hal_local_command_buffer_t {
  iree_hal_command_buffer_t base;
  iree_allocator_t host_allocator;
  // The newest block first.
  iree_hal_local_command_block_t* blocks;
  iree_hal_local_command_t* first_command;
  iree_hal_local_command_t* last_command;
  iree_host_size_t command_count;
  // Recording state for stage formation.
  bool barrier_pending;
  uint64_t open_stage_tile_count;
  iree_host_size_t stage_count;
  // Built by end(): |stage_count| stages over |command_count| entries, in one
  // allocation owned by |stages|.
  iree_hal_local_stage_t* stages;
  // Dispatches binding table slots, and their bindings in all: what a
  // submission's resolved states need.
  uint32_t slot_command_count;
  iree_host_size_t slot_command_binding_count;
  // The buffers and executables the commands use.
  iree_hal_resource_set_t resources;
} iree_hal_local_command_buffer_t;

static const iree_hal_command_buffer_vtable_t
    iree_hal_local_command_buffer_vtable;

static iree_hal_local_command_buffer_t* iree_hal_local_command_buffer_cast(
    iree_hal_command_buffer_t* base_command_buffer) {
  return (iree_hal_local_command_buffer_t*)base_command_buffer;
}

bool iree_hal_local_command_buffer_isa(
    const iree_hal_command_buffer_t* command_buffer) {
  return command_buffer->resource.vtable ==
         (const void*)&iree_hal_local_command_buffer_vtable;
}

iree_status_t iree_hal_local_command_buffer_create(
    iree_hal_command_buffer_mode_t mode,
    iree_hal_command_category_t command_categories,
    iree_host_size_t binding_capacity, iree_allocator_t host_allocator,
    iree_hal_command_buffer_t** out_command_buffer) {
  *out_command_buffer = NULL;
  iree_hal_local_command_buffer_t* command_buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator,
      sizeof(*command_buffer) +
          iree_hal_command_buffer_slot_storage_size(binding_capacity),
      (void**)&command_buffer));
  iree_hal_command_buffer_initialize(&iree_hal_local_command_buffer_vtable,
                                     mode, command_categories, binding_capacity,
                                     command_buffer + 1, &command_buffer->base);
  command_buffer->host_allocator = host_allocator;
  iree_hal_resource_set_initialize(host_allocator, &command_buffer->resources);
  *out_command_buffer = &command_buffer->base;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Commands and their buffer references
//===----------------------------------------------------------------------===//

// Unmaps what |command| mapped; its memory and the resources it uses belong
// to the command buffer.
static void iree_hal_local_command_release(iree_hal_local_command_t* command) {
  for (iree_host_size_t i = 0; i < command->ref_count; ++i) {
    iree_hal_local_buffer_ref_t* ref = &command->refs[i];
    if (ref->buffer) iree_hal_local_buffer_unmap(&ref->mapping);
  }
}

// Returns |size| bytes (16-byte aligned) of the command buffer's blocks, the
// first |zero_size| of them zeroed.
static iree_status_t iree_hal_local_command_buffer_carve(
    iree_hal_local_command_buffer_t* command_buffer, iree_host_size_t size,
    iree_host_size_t zero_size, void** out_ptr) {
  size = (size + 15) & ~(iree_host_size_t)15;
  iree_hal_local_command_block_t* block = command_buffer->blocks;
  if (!block || block->capacity - block->used < size) {
    iree_host_size_t capacity = size > IREE_HAL_LOCAL_COMMAND_BLOCK_SIZE
                                    ? size
                                    : IREE_HAL_LOCAL_COMMAND_BLOCK_SIZE;
    // Uninitialized: only what is carved gets zeroed, not the whole 16 KiB
    // a command buffer of one small dispatch would otherwise clear per call.
    IREE_RETURN_IF_ERROR(iree_allocator_malloc_uninitialized(
        command_buffer->host_allocator,
        IREE_HAL_LOCAL_COMMAND_BLOCK_HEADER_SIZE + capacity, (void**)&block));
    block->capacity = capacity;
    block->used = 0;
    block->next = command_buffer->blocks;
    command_buffer->blocks = block;
  }
  *out_ptr = (uint8_t*)block + IREE_HAL_LOCAL_COMMAND_BLOCK_HEADER_SIZE +
             block->used;
  memset(*out_ptr, 0, zero_size);
  block->used += size;
  return iree_ok_status();
}

// Maps [offset, offset + length) of |buffer| (already validated) for the
// whole life of |command_buffer|, which keeps |buffer| alive.
static iree_status_t iree_hal_local_buffer_ref_map(
    iree_hal_local_command_buffer_t* command_buffer, iree_hal_buffer_t* buffer,
    iree_device_size_t offset, iree_device_size_t length,
    iree_hal_memory_access_t access, iree_hal_local_buffer_ref_t* out_ref) {
  IREE_RETURN_IF_ERROR(
      iree_hal_resource_set_insert(&command_buffer->resources, buffer));
  IREE_RETURN_IF_ERROR(iree_hal_local_buffer_map(buffer, offset, length, access,
                                                 &out_ref->mapping));
  out_ref->buffer = buffer;
  return iree_ok_status();
}

// Allocates a command with |ref_count| zeroed buffer refs followed by
// |extra_size| bytes of uninitialized payload (returned in |out_extra|,
// 8-byte aligned), which the caller fills whole (an update's data is not
// cleared only to be copied over).
static iree_status_t iree_hal_local_command_allocate(
    iree_hal_local_command_buffer_t* command_buffer,
    iree_hal_local_command_type_t type, iree_host_size_t ref_count,
    iree_host_size_t extra_size, iree_hal_local_command_t** out_command,
    void** out_extra) {
  // Sizes are bounded by the ABI limits on bindings/constants and the update
  // size limit, so this sum cannot overflow.
  iree_host_size_t refs_size = ref_count * sizeof(iree_hal_local_buffer_ref_t);
  iree_hal_local_command_t* command = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_local_command_buffer_carve(
      command_buffer, sizeof(*command) + refs_size + extra_size,
      sizeof(*command) + refs_size, (void**)&command));
  command->type = type;
  command->ref_count = ref_count;
  command->refs = (iree_hal_local_buffer_ref_t*)(command + 1);
  *out_command = command;
  if (out_extra) *out_extra = (uint8_t*)command->refs + refs_size;
  return iree_ok_status();
}

// Appends a fully recorded |command| of |tile_count| tiles, opening a new
// stage after a barrier or when the open stage would exceed 2^32-1 tiles
// (splitting a stage only adds ordering, so it is always correct).
static void iree_hal_local_command_buffer_append(
    iree_hal_local_command_buffer_t* command_buffer,
    iree_hal_local_command_t* command, uint32_t tile_count) {
  command->tile_count = tile_count;
  bool new_stage =
      command_buffer->stage_count == 0 || command_buffer->barrier_pending ||
      command_buffer->open_stage_tile_count + tile_count > UINT32_MAX;
  if (new_stage) {
    command->starts_stage = true;
    ++command_buffer->stage_count;
    command_buffer->open_stage_tile_count = 0;
    command_buffer->barrier_pending = false;
  }
  command_buffer->open_stage_tile_count += tile_count;
  if (command_buffer->last_command) {
    command_buffer->last_command->next = command;
  } else {
    command_buffer->first_command = command;
  }
  command_buffer->last_command = command;
  ++command_buffer->command_count;
}

static uint32_t iree_hal_local_transfer_tile_count(iree_host_size_t length) {
  // Transfers are limited to what the host can address; at 256 KiB per tile
  // any such length has far fewer than 2^32 tiles on 64-bit hosts.
  return (uint32_t)((length + IREE_HAL_LOCAL_TRANSFER_TILE_SIZE - 1) /
                    IREE_HAL_LOCAL_TRANSFER_TILE_SIZE);
}

//===----------------------------------------------------------------------===//
// Recording
//===----------------------------------------------------------------------===//

static void iree_hal_local_command_buffer_destroy(void* base_command_buffer) {
  iree_hal_local_command_buffer_t* command_buffer =
      (iree_hal_local_command_buffer_t*)base_command_buffer;
  iree_allocator_t host_allocator = command_buffer->host_allocator;
  for (iree_hal_local_command_t* command = command_buffer->first_command;
       command; command = command->next) {
    iree_hal_local_command_release(command);
  }
  // After the unmaps, which may need their buffers.
  iree_hal_resource_set_deinitialize(&command_buffer->resources);
  iree_hal_local_command_block_t* block = command_buffer->blocks;
  while (block) {
    iree_hal_local_command_block_t* next = block->next;
    iree_allocator_free(host_allocator, block);
    block = next;
  }
  iree_allocator_free(host_allocator, command_buffer->stages);
  iree_allocator_free(host_allocator, command_buffer);
}

static iree_status_t iree_hal_local_command_buffer_begin(
    iree_hal_command_buffer_t* base_command_buffer) {
  return iree_ok_status();
}

static iree_status_t iree_hal_local_command_buffer_end(
    iree_hal_command_buffer_t* base_command_buffer) {
  iree_hal_local_command_buffer_t* command_buffer =
      iree_hal_local_command_buffer_cast(base_command_buffer);
  if (command_buffer->command_count == 0) return iree_ok_status();
  iree_host_size_t stages_size =
      command_buffer->stage_count * sizeof(iree_hal_local_stage_t);
  iree_host_size_t entries_size =
      command_buffer->command_count * sizeof(iree_hal_local_stage_entry_t);
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(command_buffer->host_allocator,
                                             stages_size + entries_size,
                                             (void**)&command_buffer->stages));
  iree_hal_local_stage_entry_t* entries =
      (iree_hal_local_stage_entry_t*)((uint8_t*)command_buffer->stages +
                                      stages_size);
  iree_hal_local_stage_t* stage = NULL;
  for (const iree_hal_local_command_t* command = command_buffer->first_command;
       command; command = command->next) {
    if (command->starts_stage) {
      stage = stage ? stage + 1 : command_buffer->stages;
      stage->entries = entries;
    }
    iree_hal_local_stage_entry_t* entry = entries++;
    entry->command = command;
    entry->first_tile = stage->tile_count;
    stage->tile_count += command->tile_count;
    ++stage->entry_count;
  }
  return iree_ok_status();
}

static iree_status_t iree_hal_local_command_buffer_execution_barrier(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_execution_stage_t source_stage_mask,
    iree_hal_execution_stage_t target_stage_mask) {
  // Stages are the only ordering the CPU needs: any barrier closes one.
  iree_hal_local_command_buffer_cast(base_command_buffer)->barrier_pending =
      true;
  return iree_ok_status();
}

static iree_status_t iree_hal_local_command_buffer_fill_buffer(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_buffer_t* target_buffer, iree_device_size_t target_offset,
    iree_device_size_t length, uint32_t pattern,
    iree_host_size_t pattern_length) {
  iree_hal_local_command_buffer_t* command_buffer =
      iree_hal_local_command_buffer_cast(base_command_buffer);
  if (length == 0) return iree_ok_status();
  iree_hal_local_command_t* command = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_local_command_allocate(
      command_buffer, IREE_HAL_LOCAL_COMMAND_FILL, 1, 0, &command, NULL));
  iree_status_t status = iree_hal_local_buffer_ref_map(
      command_buffer, target_buffer, target_offset, length,
      IREE_HAL_MEMORY_ACCESS_WRITE, &command->refs[0]);
  if (!iree_status_is_ok(status)) {
    iree_hal_local_command_release(command);
    return status;
  }
  command->fill.target = command->refs[0].mapping.contents.data;
  command->fill.length = command->refs[0].mapping.contents.data_length;
  command->fill.pattern = pattern;
  command->fill.pattern_length = (uint32_t)pattern_length;
  iree_hal_local_command_buffer_append(
      command_buffer, command,
      iree_hal_local_transfer_tile_count(command->fill.length));
  return iree_ok_status();
}

static iree_status_t iree_hal_local_command_buffer_update_buffer(
    iree_hal_command_buffer_t* base_command_buffer, const void* source_buffer,
    iree_host_size_t source_offset, iree_hal_buffer_t* target_buffer,
    iree_device_size_t target_offset, iree_device_size_t length) {
  iree_hal_local_command_buffer_t* command_buffer =
      iree_hal_local_command_buffer_cast(base_command_buffer);
  if (length == 0) return iree_ok_status();
  iree_hal_local_command_t* command = NULL;
  void* payload = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_local_command_allocate(
      command_buffer, IREE_HAL_LOCAL_COMMAND_COPY, 1, (iree_host_size_t)length,
      &command, &payload));
  memcpy(payload, (const uint8_t*)source_buffer + source_offset,
         (iree_host_size_t)length);
  iree_status_t status = iree_hal_local_buffer_ref_map(
      command_buffer, target_buffer, target_offset, length,
      IREE_HAL_MEMORY_ACCESS_WRITE, &command->refs[0]);
  if (!iree_status_is_ok(status)) {
    iree_hal_local_command_release(command);
    return status;
  }
  command->copy.source = payload;
  command->copy.target = command->refs[0].mapping.contents.data;
  command->copy.length = (iree_host_size_t)length;
  iree_hal_local_command_buffer_append(
      command_buffer, command,
      iree_hal_local_transfer_tile_count(command->copy.length));
  return iree_ok_status();
}

static iree_status_t iree_hal_local_command_buffer_copy_buffer(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_buffer_t* source_buffer, iree_device_size_t source_offset,
    iree_hal_buffer_t* target_buffer, iree_device_size_t target_offset,
    iree_device_size_t length) {
  iree_hal_local_command_buffer_t* command_buffer =
      iree_hal_local_command_buffer_cast(base_command_buffer);
  if (length == 0) return iree_ok_status();
  iree_hal_local_command_t* command = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_local_command_allocate(
      command_buffer, IREE_HAL_LOCAL_COMMAND_COPY, 2, 0, &command, NULL));
  iree_status_t status = iree_hal_local_buffer_ref_map(
      command_buffer, source_buffer, source_offset, length,
      IREE_HAL_MEMORY_ACCESS_READ, &command->refs[0]);
  if (iree_status_is_ok(status)) {
    status = iree_hal_local_buffer_ref_map(
        command_buffer, target_buffer, target_offset, length,
        IREE_HAL_MEMORY_ACCESS_WRITE, &command->refs[1]);
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_local_command_release(command);
    return status;
  }
  command->copy.source = command->refs[0].mapping.contents.data;
  command->copy.target = command->refs[1].mapping.contents.data;
  command->copy.length = (iree_host_size_t)length;
  iree_hal_local_command_buffer_append(
      command_buffer, command,
      iree_hal_local_transfer_tile_count(command->copy.length));
  return iree_ok_status();
}

static iree_status_t iree_hal_local_command_buffer_dispatch(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_executable_t* executable,
    iree_hal_executable_export_ordinal_t export_ordinal,
    const uint32_t workgroup_count[3], iree_host_size_t constant_count,
    const uint32_t* constants, iree_host_size_t binding_count,
    const iree_hal_buffer_binding_t* bindings) {
  iree_hal_local_command_buffer_t* command_buffer =
      iree_hal_local_command_buffer_cast(base_command_buffer);
  uint64_t tile_count = (uint64_t)workgroup_count[0] * workgroup_count[1];
  if (__builtin_mul_overflow(tile_count, (uint64_t)workgroup_count[2],
                             &tile_count) ||
      tile_count > UINT32_MAX) {
    return iree_make_status(
        IREE_STATUS_OUT_OF_RANGE,
        "dispatch of %u x %u x %u workgroups exceeds 2^32-1 workgroups",
        workgroup_count[0], workgroup_count[1], workgroup_count[2]);
  }
  if (tile_count == 0) return iree_ok_status();
  iree_hal_executable_export_info_t info;
  IREE_RETURN_IF_ERROR(
      iree_hal_executable_export_info(executable, export_ordinal, &info));

  iree_host_size_t slot_binding_count = 0;
  for (iree_host_size_t i = 0; i < binding_count; ++i) {
    if (!bindings[i].buffer) ++slot_binding_count;
  }
  // Payload: binding pointers and lengths (8-byte aligned), the slot
  // bindings, then constants.
  iree_host_size_t ptrs_size = binding_count * sizeof(void*);
  iree_host_size_t lengths_size = binding_count * sizeof(size_t);
  iree_host_size_t slots_size =
      slot_binding_count * sizeof(iree_hal_local_slot_binding_t);
  iree_host_size_t constants_size = constant_count * sizeof(uint32_t);
  iree_hal_local_command_t* command = NULL;
  uint8_t* payload = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_local_command_allocate(
      command_buffer, IREE_HAL_LOCAL_COMMAND_DISPATCH, binding_count,
      ptrs_size + lengths_size + slots_size + constants_size, &command,
      (void**)&payload));
  void** binding_ptrs = (void**)payload;
  size_t* binding_lengths = (size_t*)(payload + ptrs_size);
  iree_hal_local_slot_binding_t* slot_bindings =
      (iree_hal_local_slot_binding_t*)(payload + ptrs_size + lengths_size);
  uint32_t* constant_values =
      (uint32_t*)(payload + ptrs_size + lengths_size + slots_size);
  if (constant_count) memcpy(constant_values, constants, constants_size);

  IREE_RETURN_IF_ERROR(
      iree_hal_resource_set_insert(&command_buffer->resources, executable));
  command->dispatch.executable = (iree_hal_local_executable_t*)executable;
  command->dispatch.ordinal = export_ordinal;
  command->dispatch.slot_binding_count = (uint32_t)slot_binding_count;
  command->dispatch.slot_bindings = slot_bindings;
  iree_status_t status = iree_ok_status();
  for (iree_host_size_t i = 0; i < binding_count && iree_status_is_ok(status);
       ++i) {
    if (!bindings[i].buffer) {
      // Checked against the capacity; resolved when submitted.
      slot_bindings->binding = (uint32_t)i;
      slot_bindings->slot = bindings[i].buffer_slot;
      slot_bindings->offset = bindings[i].offset;
      slot_bindings->length = bindings[i].length;
      ++slot_bindings;
      binding_ptrs[i] = NULL;
      binding_lengths[i] = 0;
      continue;
    }
    iree_device_size_t length = 0;
    status = iree_hal_buffer_validate_range(
        bindings[i].buffer, bindings[i].offset, bindings[i].length, &length);
    if (iree_status_is_ok(status)) {
      status = iree_hal_local_buffer_ref_map(
          command_buffer, bindings[i].buffer, bindings[i].offset, length,
          IREE_HAL_MEMORY_ACCESS_READ | IREE_HAL_MEMORY_ACCESS_WRITE,
          &command->refs[i]);
    }
    if (iree_status_is_ok(status)) {
      binding_ptrs[i] = command->refs[i].mapping.contents.data;
      binding_lengths[i] = command->refs[i].mapping.contents.data_length;
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_local_command_release(command);
    return iree_status_annotate_f(status, "recording dispatch of '%.*s'",
                                  (int)info.name.size, info.name.data);
  }
  iree_hal_executable_dispatch_state_v0_t* state = &command->dispatch.state;
  state->workgroup_size_x = info.workgroup_size[0];
  state->workgroup_size_y = info.workgroup_size[1];
  state->workgroup_size_z = info.workgroup_size[2];
  state->workgroup_count_x = workgroup_count[0];
  state->workgroup_count_y = workgroup_count[1];
  state->workgroup_count_z = workgroup_count[2];
  state->constant_count = (uint32_t)constant_count;
  state->constants = constant_values;
  state->binding_count = (uint32_t)binding_count;
  state->binding_ptrs = binding_ptrs;
  state->binding_lengths = binding_lengths;
  if (slot_binding_count) {
    command->dispatch.slot_command_index = command_buffer->slot_command_count++;
    command_buffer->slot_command_binding_count += binding_count;
  }
  iree_hal_local_command_buffer_append(command_buffer, command,
                                       (uint32_t)tile_count);
  return iree_ok_status();
}

static const iree_hal_command_buffer_vtable_t
    iree_hal_local_command_buffer_vtable = {
        .destroy = iree_hal_local_command_buffer_destroy,
        .begin = iree_hal_local_command_buffer_begin,
        .end = iree_hal_local_command_buffer_end,
        .execution_barrier = iree_hal_local_command_buffer_execution_barrier,
        .fill_buffer = iree_hal_local_command_buffer_fill_buffer,
        .update_buffer = iree_hal_local_command_buffer_update_buffer,
        .copy_buffer = iree_hal_local_command_buffer_copy_buffer,
        .dispatch = iree_hal_local_command_buffer_dispatch,
};

//===----------------------------------------------------------------------===//
// Execution
//===----------------------------------------------------------------------===//

static void iree_hal_local_fill_tile(uint8_t* target, iree_host_size_t length,
                                     uint32_t pattern,
                                     uint32_t pattern_length) {
  if (pattern_length == 1) {
    memset(target, (int)(pattern & 0xFF), length);
    return;
  }
  for (iree_host_size_t i = 0; i < length; i += pattern_length) {
    memcpy(target + i, &pattern, pattern_length);
  }
}

// What the tiles of one stage's parallel-for share: the stage and the
// deadline of the submission running it.
typedef struct iree_hal_local_stage_run_t {
  const iree_hal_local_stage_t* stage;
  iree_hal_time_t deadline_ns;
  // The dispatch states of slot commands with this submission's table
  // resolved, by slot command index.
  const iree_hal_executable_dispatch_state_v0_t* resolved_states;
} iree_hal_local_stage_run_t;

// The parallel-for body: finds the command owning |tile_index| in the stage
// and runs that command's share of the work. With a deadline, each tile
// reads the clock first (tens of nanoseconds against a workgroup's work), so
// a dispatch of billions of workgroups stops within a tile per worker of it.
static iree_status_t iree_hal_local_command_buffer_run_tile(
    void* user_data, uint32_t tile_index, uint32_t worker_index) {
  const iree_hal_local_stage_run_t* run =
      (const iree_hal_local_stage_run_t*)user_data;
  if (run->deadline_ns != IREE_HAL_TIME_INFINITE_FUTURE &&
      iree_hal_time_now() >= run->deadline_ns) {
    return iree_make_status(IREE_STATUS_DEADLINE_EXCEEDED,
                            "the submission ran past its deadline (tile %u "
                            "of the stage not started)",
                            tile_index);
  }
  const iree_hal_local_stage_t* stage = run->stage;
  uint32_t low = 0, high = stage->entry_count - 1;
  while (low < high) {
    uint32_t middle = low + (high - low + 1) / 2;
    if (stage->entries[middle].first_tile <= tile_index) {
      low = middle;
    } else {
      high = middle - 1;
    }
  }
  const iree_hal_local_command_t* command = stage->entries[low].command;
  uint32_t local_tile = tile_index - stage->entries[low].first_tile;
  switch (command->type) {
    case IREE_HAL_LOCAL_COMMAND_FILL: {
      iree_host_size_t offset =
          (iree_host_size_t)local_tile * IREE_HAL_LOCAL_TRANSFER_TILE_SIZE;
      iree_host_size_t length = command->fill.length - offset;
      if (length > IREE_HAL_LOCAL_TRANSFER_TILE_SIZE) {
        length = IREE_HAL_LOCAL_TRANSFER_TILE_SIZE;
      }
      iree_hal_local_fill_tile(command->fill.target + offset, length,
                               command->fill.pattern,
                               command->fill.pattern_length);
      return iree_ok_status();
    }
    case IREE_HAL_LOCAL_COMMAND_COPY: {
      iree_host_size_t offset =
          (iree_host_size_t)local_tile * IREE_HAL_LOCAL_TRANSFER_TILE_SIZE;
      iree_host_size_t length = command->copy.length - offset;
      if (length > IREE_HAL_LOCAL_TRANSFER_TILE_SIZE) {
        length = IREE_HAL_LOCAL_TRANSFER_TILE_SIZE;
      }
      memcpy(command->copy.target + offset, command->copy.source + offset,
             length);
      return iree_ok_status();
    }
    case IREE_HAL_LOCAL_COMMAND_DISPATCH: {
      const iree_hal_executable_dispatch_state_v0_t* state =
          command->dispatch.slot_binding_count
              ? &run->resolved_states[command->dispatch.slot_command_index]
              : &command->dispatch.state;
      // Tiles enumerate workgroups x-fastest, like a row-major z/y/x grid.
      uint32_t xy_count = state->workgroup_count_x * state->workgroup_count_y;
      iree_hal_executable_workgroup_state_v0_t workgroup_state = {
          .workgroup_id_x = local_tile % state->workgroup_count_x,
          .workgroup_id_y = (local_tile / state->workgroup_count_x) %
                            state->workgroup_count_y,
          .workgroup_id_z = local_tile / xy_count,
          .worker_id = worker_index,
      };
      return iree_hal_local_executable_issue_call(command->dispatch.executable,
                                                  command->dispatch.ordinal,
                                                  state, &workgroup_state);
    }
  }
  return iree_make_status(IREE_STATUS_INTERNAL, "corrupt command type %d",
                          (int)command->type);
}

// Records |elapsed_ns| of |stage|, which started at |start_ns|, into
// |profile|: each command's share by its tile count, laid end to end (the
// commands of a stage run together).
static iree_status_t iree_hal_local_stage_profile(
    const iree_hal_local_stage_t* stage, iree_hal_time_t start_ns,
    iree_hal_time_t elapsed_ns, iree_hal_dispatch_profile_t* profile) {
  for (uint32_t i = 0; i < stage->entry_count; ++i) {
    const iree_hal_local_command_t* command = stage->entries[i].command;
    iree_string_view_t name = iree_make_cstring_view(
        command->type == IREE_HAL_LOCAL_COMMAND_FILL ? "fill" : "copy");
    if (command->type == IREE_HAL_LOCAL_COMMAND_DISPATCH) {
      iree_hal_executable_export_info_t info;
      IREE_RETURN_IF_ERROR(iree_hal_executable_export_info(
          (iree_hal_executable_t*)command->dispatch.executable,
          command->dispatch.ordinal, &info));
      name = info.name;
    }
    double share = (double)command->tile_count / stage->tile_count;
    uint64_t duration_ns = (uint64_t)(elapsed_ns * share);
    char args[96] = {0};
    if (command->type == IREE_HAL_LOCAL_COMMAND_DISPATCH) {
      const iree_hal_executable_dispatch_state_v0_t* state =
          &command->dispatch.state;
      snprintf(args, sizeof(args), "\"workgroups\": [%u, %u, %u]",
               state->workgroup_count_x, state->workgroup_count_y,
               state->workgroup_count_z);
    }
    IREE_RETURN_IF_ERROR(iree_hal_dispatch_profile_record(
        profile, name, start_ns, duration_ns, args));
    start_ns += duration_ns;
  }
  return iree_ok_status();
}

// Runs the stages of |command_buffer| with |resolved_states| for its slot
// commands.
static iree_status_t iree_hal_local_command_buffer_run_stages(
    iree_hal_local_command_buffer_t* command_buffer,
    const iree_hal_executable_dispatch_state_v0_t* resolved_states,
    iree_hal_local_parallel_for_fn parallel_for, void* parallel_for_self,
    iree_hal_time_t deadline_ns, iree_hal_dispatch_profile_t* profile) {
  for (iree_host_size_t i = 0; i < command_buffer->stage_count; ++i) {
    iree_hal_local_stage_t* stage = &command_buffer->stages[i];
    iree_hal_time_t start_ns = profile ? iree_hal_time_now() : 0;
    iree_hal_local_stage_run_t run = {stage, deadline_ns, resolved_states};
    IREE_RETURN_IF_ERROR(
        parallel_for(parallel_for_self, stage->tile_count,
                     iree_hal_local_command_buffer_run_tile, &run),
        "in stage %zu of the command buffer", i);
    if (profile) {
      IREE_RETURN_IF_ERROR(iree_hal_local_stage_profile(
          stage, start_ns, iree_hal_time_now() - start_ns, profile));
    }
  }
  return iree_ok_status();
}

// Writes, for each slot command, its dispatch state with the slot bindings
// pointing into |slot_mappings|: |states| by slot command index, then their
// binding pointers and lengths in |binding_storage|.
static void iree_hal_local_command_buffer_resolve_slots(
    const iree_hal_local_command_buffer_t* command_buffer,
    const iree_hal_buffer_mapping_t* slot_mappings,
    iree_hal_executable_dispatch_state_v0_t* states, uint8_t* binding_storage) {
  void** ptrs = (void**)binding_storage;
  size_t* lengths =
      (size_t*)(ptrs + command_buffer->slot_command_binding_count);
  for (const iree_hal_local_command_t* command = command_buffer->first_command;
       command; command = command->next) {
    if (command->type != IREE_HAL_LOCAL_COMMAND_DISPATCH ||
        !command->dispatch.slot_binding_count) {
      continue;
    }
    iree_hal_executable_dispatch_state_v0_t* state =
        &states[command->dispatch.slot_command_index];
    *state = command->dispatch.state;
    uint32_t binding_count = state->binding_count;
    memcpy(ptrs, state->binding_ptrs, binding_count * sizeof(void*));
    memcpy(lengths, state->binding_lengths, binding_count * sizeof(size_t));
    for (uint32_t i = 0; i < command->dispatch.slot_binding_count; ++i) {
      const iree_hal_local_slot_binding_t* slot_binding =
          &command->dispatch.slot_bindings[i];
      // Submission checked offset + length against the slot's range.
      ptrs[slot_binding->binding] =
          slot_mappings[slot_binding->slot].contents.data +
          slot_binding->offset;
      lengths[slot_binding->binding] = (size_t)slot_binding->length;
    }
    state->binding_ptrs = ptrs;
    state->binding_lengths = lengths;
    ptrs += binding_count;
    lengths += binding_count;
  }
}

// Scratch bytes that fit on the stack: a few dispatches' worth of slots.
#define IREE_HAL_LOCAL_INLINE_SCRATCH_SIZE 2048

iree_status_t iree_hal_local_command_buffer_execute(
    iree_hal_command_buffer_t* base_command_buffer,
    iree_hal_buffer_binding_table_t binding_table,
    iree_hal_local_parallel_for_fn parallel_for, void* parallel_for_self,
    iree_hal_time_t deadline_ns, iree_hal_dispatch_profile_t* profile) {
  iree_hal_local_command_buffer_t* command_buffer =
      iree_hal_local_command_buffer_cast(base_command_buffer);
  if (!command_buffer->slot_command_count) {
    return iree_hal_local_command_buffer_run_stages(
        command_buffer, NULL, parallel_for, parallel_for_self, deadline_ns,
        profile);
  }
  // Scratch: the slots' mappings, the resolved states, their bindings.
  iree_host_size_t slot_count = base_command_buffer->binding_capacity;
  iree_host_size_t mappings_size =
      slot_count * sizeof(iree_hal_buffer_mapping_t);
  iree_host_size_t states_size =
      command_buffer->slot_command_count *
      sizeof(iree_hal_executable_dispatch_state_v0_t);
  iree_host_size_t scratch_size = mappings_size + states_size +
                                  command_buffer->slot_command_binding_count *
                                      (sizeof(void*) + sizeof(size_t));
  _Alignas(16) uint8_t inline_scratch[IREE_HAL_LOCAL_INLINE_SCRATCH_SIZE];
  uint8_t* scratch = inline_scratch;
  if (scratch_size > sizeof(inline_scratch)) {
    IREE_RETURN_IF_ERROR(iree_allocator_malloc(command_buffer->host_allocator,
                                               scratch_size, (void**)&scratch));
  }
  iree_hal_buffer_mapping_t* mappings = (iree_hal_buffer_mapping_t*)scratch;
  iree_hal_executable_dispatch_state_v0_t* states =
      (iree_hal_executable_dispatch_state_v0_t*)(scratch + mappings_size);
  iree_status_t status = iree_hal_local_binding_table_map(
      binding_table, slot_count, base_command_buffer->slot_requirements,
      mappings);
  if (iree_status_is_ok(status)) {
    iree_hal_local_command_buffer_resolve_slots(
        command_buffer, mappings, states,
        scratch + mappings_size + states_size);
    status = iree_hal_local_command_buffer_run_stages(
        command_buffer, states, parallel_for, parallel_for_self, deadline_ns,
        profile);
    iree_hal_local_binding_table_unmap(slot_count, mappings);
  }
  if (scratch != inline_scratch) {
    iree_allocator_free(command_buffer->host_allocator, scratch);
  }
  return status;
}
