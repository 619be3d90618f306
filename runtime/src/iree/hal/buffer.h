// iree_hal_buffer_t: a range of device memory with a byte length, a memory
// type, the accesses it allows and the usages it was allocated for.
//
// A buffer is either an allocation made by an iree_hal_allocator_t (its own
// |allocated_buffer|) or a subspan: a window [byte_offset, byte_offset +
// byte_length) into another buffer's allocation that keeps it alive. All
// offsets passed to buffer functions are relative to the buffer itself and are
// bounds-checked against its byte length.
#ifndef IREE_HAL_BUFFER_H_
#define IREE_HAL_BUFFER_H_

#include "iree/base/api.h"
#include "iree/hal/resource.h"

#ifdef __cplusplus
extern "C" {
#endif

// Sizes and offsets of device memory. 64-bit everywhere (like VkDeviceSize)
// so that device allocations are not limited by the host's pointer width.
typedef uint64_t iree_device_size_t;
#define IREE_DEVICE_SIZE_MAX UINT64_MAX

// As a length: "from the offset to the end of the buffer".
#define IREE_HAL_WHOLE_BUFFER ((iree_device_size_t)-1)

typedef struct iree_hal_allocator_t iree_hal_allocator_t;
typedef struct iree_hal_buffer_t iree_hal_buffer_t;

// Where memory lives and how the host sees it. Bits combine: host memory on
// a CPU device is DEVICE_LOCAL | HOST_LOCAL | HOST_VISIBLE | HOST_COHERENT.
typedef uint32_t iree_hal_memory_type_t;
enum iree_hal_memory_type_bits_t {
  IREE_HAL_MEMORY_TYPE_NONE = 0u,
  // Fastest for the device to access.
  IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL = 1u << 0,
  // Resides in host memory.
  IREE_HAL_MEMORY_TYPE_HOST_LOCAL = 1u << 1,
  // The host can map it.
  IREE_HAL_MEMORY_TYPE_HOST_VISIBLE = 1u << 2,
  // Host writes are visible to the device (and back) without flush/invalidate.
  IREE_HAL_MEMORY_TYPE_HOST_COHERENT = 1u << 3,
  // Host reads are cached (fast reads; non-coherent ones need invalidate).
  IREE_HAL_MEMORY_TYPE_HOST_CACHED = 1u << 4,
};

// Accesses a buffer allows or a mapping requests.
typedef uint32_t iree_hal_memory_access_t;
enum iree_hal_memory_access_bits_t {
  IREE_HAL_MEMORY_ACCESS_NONE = 0u,
  IREE_HAL_MEMORY_ACCESS_READ = 1u << 0,
  IREE_HAL_MEMORY_ACCESS_WRITE = 1u << 1,
  // The previous contents of the range may be discarded (write-only mapping).
  IREE_HAL_MEMORY_ACCESS_DISCARD = 1u << 2,
  IREE_HAL_MEMORY_ACCESS_DISCARD_WRITE =
      IREE_HAL_MEMORY_ACCESS_WRITE | IREE_HAL_MEMORY_ACCESS_DISCARD,
  IREE_HAL_MEMORY_ACCESS_ALL = IREE_HAL_MEMORY_ACCESS_READ |
                               IREE_HAL_MEMORY_ACCESS_WRITE |
                               IREE_HAL_MEMORY_ACCESS_DISCARD,
};

// What a buffer may be used for; checked when commands are recorded and when
// it is mapped.
typedef uint32_t iree_hal_buffer_usage_t;
enum iree_hal_buffer_usage_bits_t {
  IREE_HAL_BUFFER_USAGE_NONE = 0u,
  // Source of copy_buffer.
  IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE = 1u << 0,
  // Target of fill_buffer, update_buffer and copy_buffer.
  IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET = 1u << 1,
  IREE_HAL_BUFFER_USAGE_TRANSFER = IREE_HAL_BUFFER_USAGE_TRANSFER_SOURCE |
                                   IREE_HAL_BUFFER_USAGE_TRANSFER_TARGET,
  // Bound to a dispatch as a storage buffer.
  IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE = 1u << 2,
  // Mapped into host memory with iree_hal_buffer_map_range and helpers.
  IREE_HAL_BUFFER_USAGE_MAPPING = 1u << 3,
  IREE_HAL_BUFFER_USAGE_DEFAULT =
      IREE_HAL_BUFFER_USAGE_TRANSFER | IREE_HAL_BUFFER_USAGE_DISPATCH_STORAGE,
};

void iree_hal_buffer_retain(iree_hal_buffer_t* buffer);
void iree_hal_buffer_release(iree_hal_buffer_t* buffer);

// The buffer that owns the memory: |buffer| itself unless it is a subspan.
iree_hal_buffer_t* iree_hal_buffer_allocated_buffer(
    const iree_hal_buffer_t* buffer);
// Size of the whole underlying allocation.
iree_device_size_t iree_hal_buffer_allocation_size(
    const iree_hal_buffer_t* buffer);
// Offset of |buffer| within its allocated buffer.
iree_device_size_t iree_hal_buffer_byte_offset(const iree_hal_buffer_t* buffer);
// Length of |buffer| (of the subspan, for a subspan).
iree_device_size_t iree_hal_buffer_byte_length(const iree_hal_buffer_t* buffer);
iree_hal_memory_type_t iree_hal_buffer_memory_type(
    const iree_hal_buffer_t* buffer);
iree_hal_memory_access_t iree_hal_buffer_allowed_access(
    const iree_hal_buffer_t* buffer);
iree_hal_buffer_usage_t iree_hal_buffer_allowed_usage(
    const iree_hal_buffer_t* buffer);

// Checks that [byte_offset, byte_offset + byte_length) lies within |buffer|
// (IREE_HAL_WHOLE_BUFFER means "to the end") and returns the resolved length
// in |out_byte_length| (may be NULL). OUT_OF_RANGE otherwise.
iree_status_t iree_hal_buffer_validate_range(
    const iree_hal_buffer_t* buffer, iree_device_size_t byte_offset,
    iree_device_size_t byte_length, iree_device_size_t* out_byte_length);

// Checks that |buffer| allows all of |required_usage| / |required_access|;
// PERMISSION_DENIED naming the missing bits otherwise.
iree_status_t iree_hal_buffer_validate_usage(
    const iree_hal_buffer_t* buffer, iree_hal_buffer_usage_t required_usage);
iree_status_t iree_hal_buffer_validate_access(
    const iree_hal_buffer_t* buffer, iree_hal_memory_access_t required_access);

// Creates a buffer aliasing [byte_offset, byte_offset + byte_length) of
// |buffer| (which it retains). Subspans of subspans alias the allocation
// directly.
iree_status_t iree_hal_buffer_subspan(iree_hal_buffer_t* buffer,
                                      iree_device_size_t byte_offset,
                                      iree_device_size_t byte_length,
                                      iree_allocator_t host_allocator,
                                      iree_hal_buffer_t** out_buffer);

// Called when a buffer wrapping host memory is destroyed, so the owner of the
// memory can free it exactly when the buffer no longer needs it.
typedef struct iree_hal_buffer_release_callback_t {
  void (*fn)(void* user_data, iree_hal_buffer_t* buffer);
  void* user_data;
} iree_hal_buffer_release_callback_t;

static inline iree_hal_buffer_release_callback_t
iree_hal_buffer_release_callback_null(void) {
  iree_hal_buffer_release_callback_t callback = {NULL, NULL};
  return callback;
}

// Creates a buffer over caller-owned host memory |data| without copying it.
// The memory must stay valid until |release_callback| (optional) runs. The
// buffer's memory type is host memory: HOST_LOCAL | HOST_VISIBLE |
// HOST_COHERENT | DEVICE_LOCAL (usable by CPU devices only).
iree_status_t iree_hal_buffer_wrap_host_memory(
    iree_byte_span_t data, iree_hal_memory_access_t allowed_access,
    iree_hal_buffer_usage_t allowed_usage,
    iree_hal_buffer_release_callback_t release_callback,
    iree_allocator_t host_allocator, iree_hal_buffer_t** out_buffer);

//===----------------------------------------------------------------------===//
// Mapping
//===----------------------------------------------------------------------===//

// A mapped range of a buffer. |contents| is what the caller reads or writes;
// the remaining fields belong to the implementation.
typedef struct iree_hal_buffer_mapping_t {
  iree_byte_span_t contents;
  iree_hal_buffer_t* buffer;
  iree_hal_memory_access_t access;
  // Offset of |contents| within the allocated buffer.
  iree_device_size_t allocation_offset;
  // Implementation state (such as the base of a driver-level map).
  uintptr_t reserved[2];
} iree_hal_buffer_mapping_t;

// Maps [byte_offset, byte_offset + byte_length) of |buffer| for |access|. The
// buffer must be HOST_VISIBLE, allow MAPPING usage and allow |access|. Reading
// a non-coherent mapping invalidates it first and unmapping a written one
// flushes it, so scoped mappings need no explicit flush/invalidate.
iree_status_t iree_hal_buffer_map_range(iree_hal_buffer_t* buffer,
                                        iree_hal_memory_access_t access,
                                        iree_device_size_t byte_offset,
                                        iree_device_size_t byte_length,
                                        iree_hal_buffer_mapping_t* out_mapping);

// Unmaps |mapping| (flushing writes to non-coherent memory) and clears it.
iree_status_t iree_hal_buffer_unmap_range(iree_hal_buffer_mapping_t* mapping);

// Makes host writes to a range of a non-coherent mapping visible to the
// device (flush) or device writes visible to the host (invalidate). Offsets
// are relative to the mapping. No-ops on coherent memory.
iree_status_t iree_hal_buffer_mapping_flush_range(
    iree_hal_buffer_mapping_t* mapping, iree_device_size_t byte_offset,
    iree_device_size_t byte_length);
iree_status_t iree_hal_buffer_mapping_invalidate_range(
    iree_hal_buffer_mapping_t* mapping, iree_device_size_t byte_offset,
    iree_device_size_t byte_length);

// Copies |data_length| bytes at |source_offset| of |source_buffer| into
// |target_data| through a scoped mapping.
iree_status_t iree_hal_buffer_map_read(iree_hal_buffer_t* source_buffer,
                                       iree_device_size_t source_offset,
                                       void* target_data,
                                       iree_host_size_t data_length);

// Copies |data_length| bytes of |source_data| to |target_offset| of
// |target_buffer| through a scoped mapping.
iree_status_t iree_hal_buffer_map_write(iree_hal_buffer_t* target_buffer,
                                        iree_device_size_t target_offset,
                                        const void* source_data,
                                        iree_host_size_t data_length);

// Fills [byte_offset, byte_offset + byte_length) with a repeated |pattern| of
// 1, 2 or 4 bytes; offset and length must be multiples of the pattern size.
iree_status_t iree_hal_buffer_map_fill(iree_hal_buffer_t* buffer,
                                       iree_device_size_t byte_offset,
                                       iree_device_size_t byte_length,
                                       const void* pattern,
                                       iree_host_size_t pattern_length);

// Zeroes [byte_offset, byte_offset + byte_length).
iree_status_t iree_hal_buffer_map_zero(iree_hal_buffer_t* buffer,
                                       iree_device_size_t byte_offset,
                                       iree_device_size_t byte_length);

// Copies between two mappable buffers (overlapping ranges act like memmove).
iree_status_t iree_hal_buffer_map_copy(iree_hal_buffer_t* source_buffer,
                                       iree_device_size_t source_offset,
                                       iree_hal_buffer_t* target_buffer,
                                       iree_device_size_t target_offset,
                                       iree_device_size_t data_length);

//===----------------------------------------------------------------------===//
// Implementation interface (for drivers)
//===----------------------------------------------------------------------===//

// Offsets given to these hooks are relative to the allocated buffer and have
// already been validated; they are only called on allocated buffers (never on
// subspans), so an implementation never deals with windows.
typedef struct iree_hal_buffer_vtable_t {
  void (*destroy)(void* buffer);
  // Fills |mapping->contents| for [allocation_offset, + byte_length).
  iree_status_t (*map_range)(iree_hal_buffer_t* buffer,
                             iree_hal_memory_access_t access,
                             iree_device_size_t allocation_offset,
                             iree_device_size_t byte_length,
                             iree_hal_buffer_mapping_t* mapping);
  iree_status_t (*unmap_range)(iree_hal_buffer_t* buffer,
                               iree_hal_buffer_mapping_t* mapping);
  iree_status_t (*flush_range)(iree_hal_buffer_t* buffer,
                               iree_device_size_t allocation_offset,
                               iree_device_size_t byte_length);
  iree_status_t (*invalidate_range)(iree_hal_buffer_t* buffer,
                                    iree_device_size_t allocation_offset,
                                    iree_device_size_t byte_length);
} iree_hal_buffer_vtable_t;

// The common fields every buffer implementation embeds first.
struct iree_hal_buffer_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  // The allocation holding the bytes: self for allocations; the device
  // allocation a subspan or a pooled buffer (transient_pool.h) is a window on.
  iree_hal_buffer_t* allocated_buffer;
  // What keeps the bytes valid: self, except for subspans, which retain their
  // source's owner (a pooled buffer's memory lives as long as the pooled
  // buffer, not as long as its allocation).
  iree_hal_buffer_t* owner;
  iree_device_size_t allocation_size;
  iree_device_size_t byte_offset;
  iree_device_size_t byte_length;
  iree_hal_memory_type_t memory_type;
  iree_hal_memory_access_t allowed_access;
  iree_hal_buffer_usage_t allowed_usage;
};

// Initializes the common fields of a new allocation of |allocation_size|
// bytes (its own allocated buffer, covering the whole allocation).
void iree_hal_buffer_initialize(const iree_hal_buffer_vtable_t* vtable,
                                iree_allocator_t host_allocator,
                                iree_device_size_t allocation_size,
                                iree_hal_memory_type_t memory_type,
                                iree_hal_memory_access_t allowed_access,
                                iree_hal_buffer_usage_t allowed_usage,
                                iree_hal_buffer_t* out_buffer);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_BUFFER_H_
