// iree_allocator_t: every runtime object that allocates takes one explicitly,
// so applications control where memory comes from and tests can count it.
#ifndef IREE_BASE_ALLOCATOR_H_
#define IREE_BASE_ALLOCATOR_H_

#include "iree/base/attributes.h"
#include "iree/base/status.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef enum iree_allocator_command_e {
  // Allocates |size| zeroed bytes into |*inout_ptr|.
  IREE_ALLOCATOR_COMMAND_CALLOC = 0,
  // Allocates |size| uninitialized bytes into |*inout_ptr|.
  IREE_ALLOCATOR_COMMAND_MALLOC = 1,
  // Resizes the allocation at |*inout_ptr| (which may be NULL) to |size|.
  IREE_ALLOCATOR_COMMAND_REALLOC = 2,
  // Frees |*inout_ptr| (which may be NULL).
  IREE_ALLOCATOR_COMMAND_FREE = 3,
} iree_allocator_command_t;

typedef struct iree_allocator_alloc_params_t {
  iree_host_size_t size;
} iree_allocator_alloc_params_t;

// One entry point for all commands keeps the allocator two words wide.
// |params| is an iree_allocator_alloc_params_t for every command but FREE.
typedef iree_status_t (*iree_allocator_ctl_fn_t)(
    void* self, iree_allocator_command_t command, const void* params,
    void** inout_ptr);

typedef struct iree_allocator_t {
  void* self;
  iree_allocator_ctl_fn_t ctl;
} iree_allocator_t;

// The C heap (malloc/free).
iree_allocator_t iree_allocator_system(void);

// An allocator that fails every allocation: for objects that must not
// allocate, so that an accidental allocation is an error, not a leak.
iree_allocator_t iree_allocator_null(void);

static inline bool iree_allocator_is_null(iree_allocator_t allocator) {
  return allocator.ctl == NULL;
}

// Allocates |byte_length| zeroed bytes. Fails with RESOURCE_EXHAUSTED.
iree_status_t iree_allocator_malloc(iree_allocator_t allocator,
                                    iree_host_size_t byte_length,
                                    void** out_ptr);

// Allocates |byte_length| bytes whose contents are unspecified.
iree_status_t iree_allocator_malloc_uninitialized(iree_allocator_t allocator,
                                                  iree_host_size_t byte_length,
                                                  void** out_ptr);

// Resizes |*inout_ptr| to |byte_length| bytes, preserving the prefix. On
// failure |*inout_ptr| is left untouched and still owned by the caller.
iree_status_t iree_allocator_realloc(iree_allocator_t allocator,
                                     iree_host_size_t byte_length,
                                     void** inout_ptr);

// Frees |ptr| (NULL is a no-op).
void iree_allocator_free(iree_allocator_t allocator, void* ptr);

// Wraps another allocator and counts what passes through it. Used by tests to
// prove that objects free everything they allocate. Counters are updated
// atomically, so objects may allocate from several threads; read them once
// those threads are done.
typedef struct iree_allocator_counting_t {
  iree_allocator_t base_allocator;
  iree_host_size_t live_allocation_count;
  iree_host_size_t live_bytes;
  iree_host_size_t peak_bytes;
  iree_host_size_t total_allocation_count;
} iree_allocator_counting_t;

// Initializes |out_counting| to forward to |base_allocator| with all counters
// at zero.
void iree_allocator_counting_initialize(iree_allocator_t base_allocator,
                                        iree_allocator_counting_t* out_counting);

// Returns an allocator that records into |counting|, which must outlive it.
iree_allocator_t iree_allocator_counting_allocator(
    iree_allocator_counting_t* counting);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_BASE_ALLOCATOR_H_
