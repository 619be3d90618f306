// The Vulkan allocator: each HAL buffer is one VkBuffer bound to its own
// VkDeviceMemory, of the first memory type that has every property the HAL
// memory type asks for. Host-visible memory stays mapped for the buffer's
// lifetime, so mapping a range is pointer arithmetic plus, for non-coherent
// memory, a flush or invalidate. Released buffers' Vulkan objects are kept
// (up to a budget) for the next allocation with the same requirements:
// vkAllocateMemory costs about a millisecond on some drivers, more than a
// whole small program, which allocates its results on every call.
#include <pthread.h>
#include <string.h>

#include "iree/hal/drivers/vulkan/vulkan_device.h"

// The most bytes and blocks of released memory the allocator keeps.
#define IREE_HAL_VULKAN_CACHE_MAX_BYTES ((VkDeviceSize)512 << 20)
#define IREE_HAL_VULKAN_CACHE_MAX_BLOCKS 64

// What decides a block's Vulkan objects: blocks with equal keys are
// interchangeable.
typedef struct iree_hal_vulkan_block_key_t {
  VkMemoryPropertyFlags required_flags;
  bool prefer_host;
  VkDeviceSize buffer_size;
  VkDeviceSize min_alignment;
} iree_hal_vulkan_block_key_t;

// A VkBuffer and the VkDeviceMemory it is bound to.
typedef struct iree_hal_vulkan_block_t {
  iree_hal_vulkan_block_key_t key;
  VkBuffer handle;
  VkDeviceMemory memory;
  // Where the VkBuffer is bound in |memory|: past the start when that is what
  // aligns the host pointer to the requested alignment.
  VkDeviceSize memory_offset;
  VkDeviceSize memory_size;
  VkMemoryPropertyFlags memory_flags;
  // The persistent host mapping of |memory| (at the buffer's start), or NULL
  // if not host-visible.
  uint8_t* host_pointer;
} iree_hal_vulkan_block_t;

typedef struct iree_hal_vulkan_cached_block_t {
  struct iree_hal_vulkan_cached_block_t* next;
  iree_hal_vulkan_block_t block;
} iree_hal_vulkan_cached_block_t;

typedef struct iree_hal_vulkan_allocator_t {
  iree_hal_resource_t resource;
  iree_hal_vulkan_logical_device_t* logical_device;
  // Updated with atomics: buffers are created and freed on any thread.
  iree_hal_allocator_statistics_t statistics;
  // Guards the cache of released blocks.
  pthread_mutex_t mutex;
  iree_hal_vulkan_cached_block_t* cache;
  VkDeviceSize cached_bytes;
  iree_host_size_t cached_blocks;
} iree_hal_vulkan_allocator_t;

typedef struct iree_hal_vulkan_buffer_t {
  iree_hal_buffer_t base;
  // Retained: its statistics count this buffer and it owns the VkDevice.
  iree_hal_vulkan_allocator_t* allocator;
  iree_hal_vulkan_block_t block;
  // Whether the allocator's statistics count this buffer.
  bool counted;
} iree_hal_vulkan_buffer_t;

static const iree_hal_buffer_vtable_t iree_hal_vulkan_buffer_vtable;
static const iree_hal_allocator_vtable_t iree_hal_vulkan_allocator_vtable;

//===----------------------------------------------------------------------===//
// Buffers
//===----------------------------------------------------------------------===//

// Destroys the Vulkan objects of |block|.
static void iree_hal_vulkan_block_release(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_vulkan_block_t* block) {
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  if (block->handle) {
    syms->vkDestroyBuffer(logical_device->device, block->handle, NULL);
  }
  if (block->memory) {
    if (block->host_pointer) {
      syms->vkUnmapMemory(logical_device->device, block->memory);
    }
    syms->vkFreeMemory(logical_device->device, block->memory, NULL);
  }
}

// Keeps |block| for reuse if the cache has room; false if it has not.
static bool iree_hal_vulkan_allocator_cache_block(
    iree_hal_vulkan_allocator_t* allocator,
    const iree_hal_vulkan_block_t* block) {
  iree_allocator_t host_allocator = allocator->logical_device->host_allocator;
  pthread_mutex_lock(&allocator->mutex);
  bool fits = allocator->cached_blocks < IREE_HAL_VULKAN_CACHE_MAX_BLOCKS &&
              allocator->cached_bytes + block->memory_size <=
                  IREE_HAL_VULKAN_CACHE_MAX_BYTES;
  iree_hal_vulkan_cached_block_t* entry = NULL;
  if (fits && iree_status_is_ok(iree_allocator_malloc(
                  host_allocator, sizeof(*entry), (void**)&entry))) {
    entry->block = *block;
    entry->next = allocator->cache;
    allocator->cache = entry;
    allocator->cached_bytes += block->memory_size;
    ++allocator->cached_blocks;
  }
  pthread_mutex_unlock(&allocator->mutex);
  return entry != NULL;
}

// Moves a cached block with |key| into |out_block|; false if there is none.
static bool iree_hal_vulkan_allocator_take_cached_block(
    iree_hal_vulkan_allocator_t* allocator,
    const iree_hal_vulkan_block_key_t* key, iree_hal_vulkan_block_t* out_block) {
  pthread_mutex_lock(&allocator->mutex);
  iree_hal_vulkan_cached_block_t** link = &allocator->cache;
  while (*link && memcmp(&(*link)->block.key, key, sizeof(*key)) != 0) {
    link = &(*link)->next;
  }
  iree_hal_vulkan_cached_block_t* entry = *link;
  if (entry) {
    *link = entry->next;
    allocator->cached_bytes -= entry->block.memory_size;
    --allocator->cached_blocks;
  }
  pthread_mutex_unlock(&allocator->mutex);
  if (!entry) return false;
  *out_block = entry->block;
  iree_allocator_free(allocator->logical_device->host_allocator, entry);
  return true;
}

static void iree_hal_vulkan_buffer_destroy(void* base_buffer) {
  iree_hal_vulkan_buffer_t* buffer = (iree_hal_vulkan_buffer_t*)base_buffer;
  iree_hal_vulkan_allocator_t* allocator = buffer->allocator;
  // Only blocks that were fully created are worth keeping.
  bool complete = buffer->counted;
  if (!complete ||
      !iree_hal_vulkan_allocator_cache_block(allocator, &buffer->block)) {
    iree_hal_vulkan_block_release(allocator->logical_device, &buffer->block);
  }
  if (buffer->counted) {
    iree_hal_allocator_statistics_record_free(&allocator->statistics,
                                              buffer->base.allocation_size);
  }
  iree_allocator_free(buffer->base.host_allocator, buffer);
  iree_hal_resource_release(allocator);
}

VkBuffer iree_hal_vulkan_buffer_handle(iree_hal_buffer_t* buffer) {
  iree_hal_buffer_t* allocated = iree_hal_buffer_allocated_buffer(buffer);
  if (IREE_HAL_VTABLE(allocated, iree_hal_buffer_vtable_t) !=
      &iree_hal_vulkan_buffer_vtable) {
    return VK_NULL_HANDLE;
  }
  return ((iree_hal_vulkan_buffer_t*)allocated)->block.handle;
}

static iree_status_t iree_hal_vulkan_buffer_map_range(
    iree_hal_buffer_t* base_buffer, iree_hal_memory_access_t access,
    iree_device_size_t allocation_offset, iree_device_size_t byte_length,
    iree_hal_buffer_mapping_t* mapping) {
  iree_hal_vulkan_buffer_t* buffer = (iree_hal_vulkan_buffer_t*)base_buffer;
  if (!buffer->block.host_pointer) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "buffer memory is not host-visible and cannot be "
                            "mapped; allocate it with HOST_VISIBLE");
  }
  mapping->contents = iree_make_byte_span(
      buffer->block.host_pointer + allocation_offset, (iree_host_size_t)byte_length);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_buffer_unmap_range(
    iree_hal_buffer_t* base_buffer, iree_hal_buffer_mapping_t* mapping) {
  // The memory stays mapped until the buffer is destroyed.
  return iree_ok_status();
}

// Flushes or invalidates [offset, offset + length) of non-coherent memory,
// widened to whole nonCoherentAtomSize atoms as Vulkan requires.
static iree_status_t iree_hal_vulkan_buffer_sync_range(
    iree_hal_vulkan_buffer_t* buffer, iree_device_size_t offset,
    iree_device_size_t length, bool flush) {
  if (buffer->block.memory_flags & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) {
    return iree_ok_status();
  }
  iree_hal_vulkan_logical_device_t* logical_device =
      buffer->allocator->logical_device;
  VkDeviceSize atom = logical_device->limits.nonCoherentAtomSize;
  if (atom == 0) atom = 1;
  VkDeviceSize begin = buffer->block.memory_offset + offset;
  VkDeviceSize start = begin - begin % atom;
  VkDeviceSize end = begin + length;
  VkMappedMemoryRange range = {
      .sType = VK_STRUCTURE_TYPE_MAPPED_MEMORY_RANGE,
      .memory = buffer->block.memory,
      .offset = start,
      .size = VK_WHOLE_SIZE,
  };
  // Up to the end of the memory is VK_WHOLE_SIZE; anything shorter is
  // rounded up to an atom, which stays inside the memory.
  if (end + atom - 1 < buffer->block.memory_size) {
    range.size = (end - start + atom - 1) / atom * atom;
  }
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  if (flush) {
    IREE_VK_RETURN_IF_ERROR(syms, vkFlushMappedMemoryRanges,
                            logical_device->device, 1, &range);
  } else {
    IREE_VK_RETURN_IF_ERROR(syms, vkInvalidateMappedMemoryRanges,
                            logical_device->device, 1, &range);
  }
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_buffer_flush_range(
    iree_hal_buffer_t* base_buffer, iree_device_size_t allocation_offset,
    iree_device_size_t byte_length) {
  return iree_hal_vulkan_buffer_sync_range(
      (iree_hal_vulkan_buffer_t*)base_buffer, allocation_offset, byte_length,
      /*flush=*/true);
}

static iree_status_t iree_hal_vulkan_buffer_invalidate_range(
    iree_hal_buffer_t* base_buffer, iree_device_size_t allocation_offset,
    iree_device_size_t byte_length) {
  return iree_hal_vulkan_buffer_sync_range(
      (iree_hal_vulkan_buffer_t*)base_buffer, allocation_offset, byte_length,
      /*flush=*/false);
}

static const iree_hal_buffer_vtable_t iree_hal_vulkan_buffer_vtable = {
    .destroy = iree_hal_vulkan_buffer_destroy,
    .map_range = iree_hal_vulkan_buffer_map_range,
    .unmap_range = iree_hal_vulkan_buffer_unmap_range,
    .flush_range = iree_hal_vulkan_buffer_flush_range,
    .invalidate_range = iree_hal_vulkan_buffer_invalidate_range,
};

//===----------------------------------------------------------------------===//
// Memory types
//===----------------------------------------------------------------------===//

// The Vulkan memory properties a buffer with |params| needs. Mapped buffers,
// initialized ones (written through the mapping) and HOST_LOCAL ones need
// host-visible memory.
static VkMemoryPropertyFlags iree_hal_vulkan_required_memory_flags(
    const iree_hal_buffer_params_t* params, bool has_initial_data) {
  VkMemoryPropertyFlags flags = 0;
  if (params->type & IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL) {
    flags |= VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
  }
  if ((params->type &
       (IREE_HAL_MEMORY_TYPE_HOST_LOCAL | IREE_HAL_MEMORY_TYPE_HOST_VISIBLE)) ||
      (params->usage & IREE_HAL_BUFFER_USAGE_MAPPING) || has_initial_data) {
    flags |= VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT;
  }
  if (params->type & IREE_HAL_MEMORY_TYPE_HOST_COHERENT) {
    flags |= VK_MEMORY_PROPERTY_HOST_COHERENT_BIT;
  }
  if (params->type & IREE_HAL_MEMORY_TYPE_HOST_CACHED) {
    flags |= VK_MEMORY_PROPERTY_HOST_CACHED_BIT;
  }
  return flags;
}

// Picks the memory type for |type_bits| with all of |required|: host-visible
// ones preferably coherent, HOST_LOCAL requests preferably not device-local.
static bool iree_hal_vulkan_select_memory_type(
    const VkPhysicalDeviceMemoryProperties* properties, uint32_t type_bits,
    VkMemoryPropertyFlags required, bool prefer_host,
    uint32_t* out_type_index) {
  int best_score = -1;
  for (uint32_t i = 0; i < properties->memoryTypeCount; ++i) {
    VkMemoryPropertyFlags flags = properties->memoryTypes[i].propertyFlags;
    if (!(type_bits & (1u << i)) || (flags & required) != required) continue;
    int score = 0;
    if ((required & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) &&
        (flags & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)) {
      score += 2;
    }
    if (prefer_host != !!(flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT)) {
      score += 1;
    }
    if (score > best_score) {
      best_score = score;
      *out_type_index = i;
    }
  }
  return best_score >= 0;
}

// The HAL memory type of memory with |flags|. Host-visible memory that is not
// device-local is host memory; host-visible device-local memory is unified
// memory and counts as host-local when that was asked for.
static iree_hal_memory_type_t iree_hal_vulkan_memory_type_from_flags(
    VkMemoryPropertyFlags flags, iree_hal_memory_type_t requested) {
  iree_hal_memory_type_t type = IREE_HAL_MEMORY_TYPE_NONE;
  if (flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) {
    type |= IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  }
  if (flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) {
    type |= IREE_HAL_MEMORY_TYPE_HOST_VISIBLE;
    if (!(flags & VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT) ||
        (requested & IREE_HAL_MEMORY_TYPE_HOST_LOCAL)) {
      type |= IREE_HAL_MEMORY_TYPE_HOST_LOCAL;
    }
  }
  if (flags & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) {
    type |= IREE_HAL_MEMORY_TYPE_HOST_COHERENT;
  }
  if (flags & VK_MEMORY_PROPERTY_HOST_CACHED_BIT) {
    type |= IREE_HAL_MEMORY_TYPE_HOST_CACHED;
  }
  return type;
}

//===----------------------------------------------------------------------===//
// Allocator
//===----------------------------------------------------------------------===//

iree_status_t iree_hal_vulkan_allocator_create(
    iree_hal_vulkan_logical_device_t* logical_device,
    iree_hal_allocator_t** out_allocator) {
  *out_allocator = NULL;
  iree_hal_vulkan_allocator_t* allocator = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      logical_device->host_allocator, sizeof(*allocator), (void**)&allocator));
  memset(allocator, 0, sizeof(*allocator));
  iree_hal_resource_initialize(&iree_hal_vulkan_allocator_vtable,
                               &allocator->resource);
  allocator->logical_device = logical_device;
  iree_hal_vulkan_logical_device_retain(logical_device);
  pthread_mutex_init(&allocator->mutex, NULL);
  *out_allocator = (iree_hal_allocator_t*)allocator;
  return iree_ok_status();
}

static void iree_hal_vulkan_allocator_destroy(void* base_allocator) {
  iree_hal_vulkan_allocator_t* allocator =
      (iree_hal_vulkan_allocator_t*)base_allocator;
  iree_hal_vulkan_logical_device_t* logical_device = allocator->logical_device;
  while (allocator->cache) {
    iree_hal_vulkan_cached_block_t* entry = allocator->cache;
    allocator->cache = entry->next;
    iree_hal_vulkan_block_release(logical_device, &entry->block);
    iree_allocator_free(logical_device->host_allocator, entry);
  }
  pthread_mutex_destroy(&allocator->mutex);
  iree_allocator_free(logical_device->host_allocator, allocator);
  iree_hal_vulkan_logical_device_release(logical_device);
}

static iree_allocator_t iree_hal_vulkan_allocator_host_allocator(
    const iree_hal_allocator_t* base_allocator) {
  return ((const iree_hal_vulkan_allocator_t*)base_allocator)
      ->logical_device->host_allocator;
}

static void iree_hal_vulkan_allocator_query_statistics(
    iree_hal_allocator_t* base_allocator,
    iree_hal_allocator_statistics_t* out_statistics) {
  iree_hal_allocator_statistics_load(
      &((iree_hal_vulkan_allocator_t*)base_allocator)->statistics,
      out_statistics);
}

// Creates the VkBuffer and its memory for |buffer|.
static iree_status_t iree_hal_vulkan_buffer_create_handles(
    iree_hal_vulkan_allocator_t* allocator,
    const iree_hal_buffer_params_t* params, iree_device_size_t allocation_size,
    bool has_initial_data, iree_hal_vulkan_buffer_t* buffer,
    iree_hal_memory_type_t* out_memory_type) {
  iree_hal_vulkan_logical_device_t* logical_device = allocator->logical_device;
  const iree_hal_vulkan_symbols_t* syms = logical_device->syms;
  // Vulkan buffers cannot be empty, and are rounded up to whole words so
  // that the fill kernel can bind the last, partial word of any buffer
  // (vulkan_command_buffer.c); a zero-length HAL buffer gets 4 bytes.
  VkBufferCreateInfo buffer_info = {
      .sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO,
      .size = allocation_size ? (allocation_size + 3) & ~(VkDeviceSize)3 : 4,
      .usage = VK_BUFFER_USAGE_TRANSFER_SRC_BIT |
               VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               VK_BUFFER_USAGE_STORAGE_BUFFER_BIT,
      .sharingMode = VK_SHARING_MODE_EXCLUSIVE,
  };
  iree_hal_vulkan_block_key_t key;
  memset(&key, 0, sizeof(key));  // Compared with memcmp: no stray padding.
  key.required_flags =
      iree_hal_vulkan_required_memory_flags(params, has_initial_data);
  key.prefer_host = !(params->type & IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL) &&
                    (params->type & IREE_HAL_MEMORY_TYPE_HOST_LOCAL);
  key.buffer_size = buffer_info.size;
  key.min_alignment = params->min_alignment;
  if (iree_hal_vulkan_allocator_take_cached_block(allocator, &key,
                                                  &buffer->block)) {
    *out_memory_type = iree_hal_vulkan_memory_type_from_flags(
        buffer->block.memory_flags, params->type);
    return iree_ok_status();
  }
  buffer->block.key = key;
  IREE_VK_RETURN_IF_ERROR(syms, vkCreateBuffer, logical_device->device,
                          &buffer_info, NULL, &buffer->block.handle);
  VkMemoryRequirements requirements;
  syms->vkGetBufferMemoryRequirements(logical_device->device,
                                      buffer->block.handle, &requirements);
  VkMemoryPropertyFlags required = key.required_flags;
  uint32_t type_index = 0;
  if (!iree_hal_vulkan_select_memory_type(
          &logical_device->memory_properties, requirements.memoryTypeBits,
          required, key.prefer_host, &type_index)) {
    return iree_make_status(IREE_STATUS_UNAVAILABLE,
                            "the Vulkan device has no memory type with "
                            "properties 0x%x for HAL memory type 0x%x",
                            required, params->type);
  }
  buffer->block.memory_flags =
      logical_device->memory_properties.memoryTypes[type_index].propertyFlags;
  // Vulkan aligns the memory for the buffer. A larger requested alignment of
  // a host-visible buffer is met by allocating that much more and binding at
  // the offset that aligns the host pointer.
  VkDeviceSize required_alignment =
      requirements.alignment ? requirements.alignment : 1;
  VkDeviceSize alignment = required_alignment;
  VkDeviceSize padding = 0;
  if ((buffer->block.memory_flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) &&
      params->min_alignment > alignment) {
    alignment = params->min_alignment;
    padding = alignment;
  }
  buffer->block.memory_size = requirements.size + padding;
  VkMemoryAllocateInfo allocate_info = {
      .sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO,
      .allocationSize = buffer->block.memory_size,
      .memoryTypeIndex = type_index,
  };
  IREE_VK_RETURN_IF_ERROR(syms, vkAllocateMemory, logical_device->device,
                          &allocate_info, NULL, &buffer->block.memory);
  uint8_t* host_pointer = NULL;
  if (buffer->block.memory_flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) {
    IREE_VK_RETURN_IF_ERROR(syms, vkMapMemory, logical_device->device,
                            buffer->block.memory, 0, VK_WHOLE_SIZE, 0,
                            (void**)&host_pointer);
    // The host pointer is what must be aligned; the offset that aligns it
    // must also keep the buffer aligned as Vulkan requires.
    buffer->block.memory_offset =
        (alignment - (uintptr_t)host_pointer % alignment) % alignment;
    if (buffer->block.memory_offset % required_alignment) {
      return iree_make_status(
          IREE_STATUS_UNIMPLEMENTED,
          "min_alignment %llu cannot be met: the mapping is not aligned to "
          "the buffer's required %llu bytes",
          (unsigned long long)params->min_alignment,
          (unsigned long long)required_alignment);
    }
    buffer->block.host_pointer = host_pointer + buffer->block.memory_offset;
  }
  IREE_VK_RETURN_IF_ERROR(syms, vkBindBufferMemory, logical_device->device,
                          buffer->block.handle, buffer->block.memory,
                          buffer->block.memory_offset);
  *out_memory_type = iree_hal_vulkan_memory_type_from_flags(
      buffer->block.memory_flags, params->type);
  return iree_ok_status();
}

static iree_status_t iree_hal_vulkan_allocator_allocate_buffer(
    iree_hal_allocator_t* base_allocator,
    const iree_hal_buffer_params_t* params, iree_device_size_t allocation_size,
    iree_const_byte_span_t initial_data, iree_hal_buffer_t** out_buffer) {
  iree_hal_vulkan_allocator_t* allocator =
      (iree_hal_vulkan_allocator_t*)base_allocator;
  iree_allocator_t host_allocator = allocator->logical_device->host_allocator;
  iree_hal_vulkan_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*buffer), (void**)&buffer));
  memset(buffer, 0, sizeof(*buffer));
  iree_hal_buffer_initialize(&iree_hal_vulkan_buffer_vtable, host_allocator,
                             allocation_size, params->type, params->access,
                             params->usage, &buffer->base);
  buffer->allocator = allocator;
  iree_hal_resource_retain(allocator);
  iree_hal_memory_type_t memory_type = IREE_HAL_MEMORY_TYPE_NONE;
  iree_status_t status = iree_hal_vulkan_buffer_create_handles(
      allocator, params, allocation_size, initial_data.data_length != 0, buffer,
      &memory_type);
  if (iree_status_is_ok(status)) {
    buffer->base.memory_type = memory_type;
    iree_hal_allocator_statistics_record_alloc(&allocator->statistics,
                                               allocation_size);
    buffer->counted = true;
    // Host memory, and any buffer given initial data, starts as that data
    // and zeros after it, as the HAL promises; device memory without
    // initial data (even mapped, as through a BAR, where zeroing would cost a
    // slow write of the whole buffer on every allocation) is unspecified.
    bool defined = (memory_type & IREE_HAL_MEMORY_TYPE_HOST_LOCAL) ||
                   initial_data.data_length;
    if (buffer->block.host_pointer && allocation_size && defined) {
      if (initial_data.data_length) {
        memcpy(buffer->block.host_pointer, initial_data.data,
               initial_data.data_length);
      }
      memset(buffer->block.host_pointer + initial_data.data_length, 0,
             (size_t)(allocation_size - initial_data.data_length));
      status = iree_hal_vulkan_buffer_sync_range(buffer, 0, allocation_size,
                                                 /*flush=*/true);
    }
  }
  if (!iree_status_is_ok(status)) {
    iree_hal_resource_release(buffer);
    return iree_status_annotate_f(status, "allocating a buffer of %llu bytes",
                                  (unsigned long long)allocation_size);
  }
  *out_buffer = &buffer->base;
  return iree_ok_status();
}

static const iree_hal_allocator_vtable_t iree_hal_vulkan_allocator_vtable = {
    .destroy = iree_hal_vulkan_allocator_destroy,
    .host_allocator = iree_hal_vulkan_allocator_host_allocator,
    .query_statistics = iree_hal_vulkan_allocator_query_statistics,
    .allocate_buffer = iree_hal_vulkan_allocator_allocate_buffer,
};
