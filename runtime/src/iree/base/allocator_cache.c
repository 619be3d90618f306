#include "iree/base/allocator_cache.h"

#include <stddef.h>
#include <string.h>

#include "iree/base/size_math.h"

#if defined(__SANITIZE_ADDRESS__)
#include <sanitizer/asan_interface.h>
// Cached blocks stay poisoned, so a use after free is still reported.
#define IREE_CACHE_POISON(ptr, size) ASAN_POISON_MEMORY_REGION(ptr, size)
#define IREE_CACHE_UNPOISON(ptr, size) ASAN_UNPOISON_MEMORY_REGION(ptr, size)
#else
#define IREE_CACHE_POISON(ptr, size) ((void)(ptr), (void)(size))
#define IREE_CACHE_UNPOISON(ptr, size) ((void)(ptr), (void)(size))
#endif

// Size classes 16, 32, ..., IREE_ALLOCATOR_CACHE_MAX_BLOCK_SIZE.
#define IREE_ALLOCATOR_CACHE_MIN_SHIFT 4
#define IREE_ALLOCATOR_CACHE_CLASS_COUNT 13
// The class of blocks the cache does not keep.
#define IREE_ALLOCATOR_CACHE_UNCACHED 0xFFu

// Precedes every block; keeps the caller's bytes max-aligned.
typedef union iree_allocator_cache_header_t {
  struct {
    // The block's size class, or UNCACHED with |size| its byte size.
    uint32_t size_class;
    iree_host_size_t size;
  } info;
  // The next cached block of the same class while the block is free.
  union iree_allocator_cache_header_t* next;
  max_align_t alignment;
} iree_allocator_cache_header_t;

typedef struct iree_allocator_cache_list_t {
  iree_allocator_cache_header_t* head;
  uint32_t count;
} iree_allocator_cache_list_t;

struct iree_allocator_cache_t {
  iree_allocator_t base_allocator;
  // The owner's reference plus one per block handed out. Counted under
  // |lock|, which every take and give holds anyway: one atomic operation per
  // call instead of three.
  int64_t ref_count;
  // A spin lock: the critical sections are a few pointer moves.
  int32_t lock;
  iree_allocator_cache_list_t lists[IREE_ALLOCATOR_CACHE_CLASS_COUNT];
};

static void iree_allocator_cache_lock(iree_allocator_cache_t* cache) {
  while (__atomic_exchange_n(&cache->lock, 1, __ATOMIC_ACQUIRE)) {
    while (__atomic_load_n(&cache->lock, __ATOMIC_RELAXED)) {
    }
  }
}

static void iree_allocator_cache_unlock(iree_allocator_cache_t* cache) {
  __atomic_store_n(&cache->lock, 0, __ATOMIC_RELEASE);
}

static iree_host_size_t iree_allocator_cache_class_size(uint32_t size_class) {
  return (iree_host_size_t)1 << (size_class + IREE_ALLOCATOR_CACHE_MIN_SHIFT);
}

// The class of |size| bytes, or UNCACHED when it is too large.
static uint32_t iree_allocator_cache_class_of(iree_host_size_t size) {
  for (uint32_t size_class = 0; size_class < IREE_ALLOCATOR_CACHE_CLASS_COUNT;
       ++size_class) {
    if (size <= iree_allocator_cache_class_size(size_class)) return size_class;
  }
  return IREE_ALLOCATOR_CACHE_UNCACHED;
}

static iree_host_size_t iree_allocator_cache_block_size(
    const iree_allocator_cache_header_t* header) {
  return header->info.size_class == IREE_ALLOCATOR_CACHE_UNCACHED
             ? header->info.size
             : iree_allocator_cache_class_size(header->info.size_class);
}

static void iree_allocator_cache_destroy(iree_allocator_cache_t* cache) {
  for (uint32_t i = 0; i < IREE_ALLOCATOR_CACHE_CLASS_COUNT; ++i) {
    iree_allocator_cache_header_t* header = cache->lists[i].head;
    while (header) {
      IREE_CACHE_UNPOISON(header, sizeof(*header));
      iree_allocator_cache_header_t* next = header->next;
      iree_allocator_free(cache->base_allocator, header);
      header = next;
    }
  }
  iree_allocator_free(cache->base_allocator, cache);
}

static void iree_allocator_cache_release_ref(iree_allocator_cache_t* cache) {
  iree_allocator_cache_lock(cache);
  bool last = --cache->ref_count == 0;
  iree_allocator_cache_unlock(cache);
  if (last) iree_allocator_cache_destroy(cache);
}

// Returns a block of at least |size| bytes (uninitialized).
// Takes a block of |size| bytes, zeroed when |zero|. Fresh blocks come
// zeroed from the base allocator's calloc, which maps large ones as zero
// pages instead of writing them (a memset of a 20 GiB transient took
// seconds before any work ran).
static iree_status_t iree_allocator_cache_take(iree_allocator_cache_t* cache,
                                               iree_host_size_t size, bool zero,
                                               void** out_ptr) {
  uint32_t size_class = iree_allocator_cache_class_of(size);
  iree_allocator_cache_header_t* header = NULL;
  // The block's reference is taken first, so the cache outlives a failed
  // allocation's cleanup below.
  iree_allocator_cache_lock(cache);
  ++cache->ref_count;
  if (size_class != IREE_ALLOCATOR_CACHE_UNCACHED) {
    iree_allocator_cache_list_t* list = &cache->lists[size_class];
    header = list->head;
    if (header) {
      IREE_CACHE_UNPOISON(header, sizeof(*header) +
                                      iree_allocator_cache_class_size(size_class));
      list->head = header->next;
      --list->count;
    }
  }
  iree_allocator_cache_unlock(cache);
  if (header && zero) memset(header + 1, 0, size);
  if (!header) {
    iree_host_size_t block_size = size_class == IREE_ALLOCATOR_CACHE_UNCACHED
                                      ? size
                                      : iree_allocator_cache_class_size(size_class);
    iree_host_size_t total_size = 0;
    iree_status_t status = iree_ok_status();
    if (!iree_host_size_checked_add(block_size, sizeof(*header), &total_size)) {
      status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                                "allocation size %zu overflows", size);
    } else if (zero) {
      status = iree_allocator_malloc(cache->base_allocator, total_size,
                                     (void**)&header);
    } else {
      status = iree_allocator_malloc_uninitialized(
          cache->base_allocator, total_size, (void**)&header);
    }
    if (!iree_status_is_ok(status)) {
      iree_allocator_cache_release_ref(cache);
      return status;
    }
  }
  header->info.size_class = size_class;
  header->info.size = size;
  *out_ptr = header + 1;
  return iree_ok_status();
}

static void iree_allocator_cache_give(iree_allocator_cache_t* cache,
                                      void* ptr) {
  iree_allocator_cache_header_t* header =
      (iree_allocator_cache_header_t*)ptr - 1;
  uint32_t size_class = header->info.size_class;
  bool kept = false;
  iree_allocator_cache_lock(cache);
  if (size_class != IREE_ALLOCATOR_CACHE_UNCACHED) {
    iree_allocator_cache_list_t* list = &cache->lists[size_class];
    if (list->count < IREE_ALLOCATOR_CACHE_MAX_BLOCKS_PER_SIZE) {
      header->next = list->head;
      list->head = header;
      ++list->count;
      IREE_CACHE_POISON(header, sizeof(*header) +
                                    iree_allocator_cache_class_size(size_class));
      kept = true;
    }
  }
  bool last = --cache->ref_count == 0;
  iree_allocator_cache_unlock(cache);
  if (!kept) iree_allocator_free(cache->base_allocator, header);
  if (last) iree_allocator_cache_destroy(cache);
}

static iree_status_t iree_allocator_cache_ctl(void* self,
                                              iree_allocator_command_t command,
                                              const void* params,
                                              void** inout_ptr) {
  iree_allocator_cache_t* cache = (iree_allocator_cache_t*)self;
  if (command == IREE_ALLOCATOR_COMMAND_FREE) {
    if (*inout_ptr) iree_allocator_cache_give(cache, *inout_ptr);
    *inout_ptr = NULL;
    return iree_ok_status();
  }
  iree_host_size_t size = ((const iree_allocator_alloc_params_t*)params)->size;
  void* old_ptr = command == IREE_ALLOCATOR_COMMAND_REALLOC ? *inout_ptr : NULL;
  if (old_ptr) {
    // A block whose class still fits grows or shrinks in place.
    iree_allocator_cache_header_t* header =
        (iree_allocator_cache_header_t*)old_ptr - 1;
    if (header->info.size_class != IREE_ALLOCATOR_CACHE_UNCACHED &&
        size <= iree_allocator_cache_class_size(header->info.size_class)) {
      header->info.size = size;
      return iree_ok_status();
    }
  }
  void* ptr = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_cache_take(
      cache, size, command == IREE_ALLOCATOR_COMMAND_CALLOC, &ptr));
  if (old_ptr) {
    const iree_allocator_cache_header_t* old_header =
        (const iree_allocator_cache_header_t*)old_ptr - 1;
    iree_host_size_t old_size = iree_allocator_cache_block_size(old_header);
    memcpy(ptr, old_ptr, old_size < size ? old_size : size);
    iree_allocator_cache_give(cache, old_ptr);
  }
  *inout_ptr = ptr;
  return iree_ok_status();
}

iree_status_t iree_allocator_cache_create(iree_allocator_t base_allocator,
                                          iree_allocator_cache_t** out_cache) {
  *out_cache = NULL;
  iree_allocator_cache_t* cache = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(base_allocator, sizeof(*cache), (void**)&cache));
  cache->base_allocator = base_allocator;
  cache->ref_count = 1;
  *out_cache = cache;
  return iree_ok_status();
}

void iree_allocator_cache_release(iree_allocator_cache_t* cache) {
  if (cache) iree_allocator_cache_release_ref(cache);
}

iree_allocator_t iree_allocator_cache_allocator(iree_allocator_cache_t* cache) {
  iree_allocator_t allocator = {cache, iree_allocator_cache_ctl};
  return allocator;
}
