#include "iree/base/allocator.h"

#include <stdlib.h>
#include <string.h>

#include "iree/base/size_math.h"

static iree_status_t iree_allocator_system_ctl(void* self,
                                               iree_allocator_command_t command,
                                               const void* params,
                                               void** inout_ptr) {
  if (command == IREE_ALLOCATOR_COMMAND_FREE) {
    free(*inout_ptr);
    *inout_ptr = NULL;
    return iree_ok_status();
  }
  iree_host_size_t size = ((const iree_allocator_alloc_params_t*)params)->size;
  // Zero-byte requests still return a unique pointer so callers can free it.
  if (size == 0) size = 1;
  void* result = NULL;
  switch (command) {
    case IREE_ALLOCATOR_COMMAND_CALLOC:
      result = calloc(1, size);
      break;
    case IREE_ALLOCATOR_COMMAND_MALLOC:
      result = malloc(size);
      break;
    case IREE_ALLOCATOR_COMMAND_REALLOC:
      result = realloc(*inout_ptr, size);
      break;
    default:
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "unknown allocator command %d", (int)command);
  }
  if (!result) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "system allocator failed to allocate %zu bytes",
                            size);
  }
  *inout_ptr = result;
  return iree_ok_status();
}

iree_allocator_t iree_allocator_system(void) {
  iree_allocator_t allocator = {NULL, iree_allocator_system_ctl};
  return allocator;
}

iree_allocator_t iree_allocator_null(void) {
  iree_allocator_t allocator = {NULL, NULL};
  return allocator;
}

static iree_status_t iree_allocator_issue(iree_allocator_t allocator,
                                          iree_allocator_command_t command,
                                          iree_host_size_t byte_length,
                                          void** inout_ptr) {
  if (IREE_UNLIKELY(!allocator.ctl)) {
    return iree_make_status(IREE_STATUS_FAILED_PRECONDITION,
                            "allocation of %zu bytes from the null allocator",
                            byte_length);
  }
  iree_allocator_alloc_params_t params = {byte_length};
  return allocator.ctl(allocator.self, command, &params, inout_ptr);
}

iree_status_t iree_allocator_malloc(iree_allocator_t allocator,
                                    iree_host_size_t byte_length,
                                    void** out_ptr) {
  *out_ptr = NULL;
  return iree_allocator_issue(allocator, IREE_ALLOCATOR_COMMAND_CALLOC,
                              byte_length, out_ptr);
}

iree_status_t iree_allocator_malloc_uninitialized(iree_allocator_t allocator,
                                                  iree_host_size_t byte_length,
                                                  void** out_ptr) {
  *out_ptr = NULL;
  return iree_allocator_issue(allocator, IREE_ALLOCATOR_COMMAND_MALLOC,
                              byte_length, out_ptr);
}

iree_status_t iree_allocator_realloc(iree_allocator_t allocator,
                                     iree_host_size_t byte_length,
                                     void** inout_ptr) {
  void* ptr = *inout_ptr;
  IREE_RETURN_IF_ERROR(iree_allocator_issue(
      allocator, IREE_ALLOCATOR_COMMAND_REALLOC, byte_length, &ptr));
  *inout_ptr = ptr;
  return iree_ok_status();
}

void iree_allocator_free(iree_allocator_t allocator, void* ptr) {
  if (!ptr || !allocator.ctl) return;
  allocator.ctl(allocator.self, IREE_ALLOCATOR_COMMAND_FREE, NULL, &ptr);
}

//===----------------------------------------------------------------------===//
// Counting allocator
//===----------------------------------------------------------------------===//

// Each counted allocation is prefixed by its size, padded to keep the user
// pointer as aligned as malloc's.
typedef union iree_allocator_counting_header_t {
  iree_host_size_t size;
  max_align_t alignment;
} iree_allocator_counting_header_t;

// Counters are updated atomically: objects under test may allocate from
// several threads at once.
static void iree_allocator_counting_record(iree_allocator_counting_t* counting,
                                           iree_host_size_t size) {
  __atomic_add_fetch(&counting->live_allocation_count, 1, __ATOMIC_RELAXED);
  __atomic_add_fetch(&counting->total_allocation_count, 1, __ATOMIC_RELAXED);
  iree_host_size_t live =
      __atomic_add_fetch(&counting->live_bytes, size, __ATOMIC_RELAXED);
  iree_host_size_t peak = __atomic_load_n(&counting->peak_bytes, __ATOMIC_RELAXED);
  while (live > peak &&
         !__atomic_compare_exchange_n(&counting->peak_bytes, &peak, live,
                                      /*weak=*/true, __ATOMIC_RELAXED,
                                      __ATOMIC_RELAXED)) {
  }
}

static void iree_allocator_counting_forget(iree_allocator_counting_t* counting,
                                           iree_host_size_t size) {
  __atomic_sub_fetch(&counting->live_allocation_count, 1, __ATOMIC_RELAXED);
  __atomic_sub_fetch(&counting->live_bytes, size, __ATOMIC_RELAXED);
}

static iree_status_t iree_allocator_counting_ctl(
    void* self, iree_allocator_command_t command, const void* params,
    void** inout_ptr) {
  iree_allocator_counting_t* counting = (iree_allocator_counting_t*)self;
  const iree_host_size_t header_size = sizeof(iree_allocator_counting_header_t);
  iree_allocator_counting_header_t* header =
      *inout_ptr ? (iree_allocator_counting_header_t*)*inout_ptr - 1 : NULL;
  if (command == IREE_ALLOCATOR_COMMAND_FREE) {
    if (header) {
      iree_allocator_counting_forget(counting, header->size);
      iree_allocator_free(counting->base_allocator, header);
    }
    *inout_ptr = NULL;
    return iree_ok_status();
  }
  iree_host_size_t size = ((const iree_allocator_alloc_params_t*)params)->size;
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_add(size, header_size, &total_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "allocation size %zu overflows", size);
  }
  iree_host_size_t old_size = header ? header->size : 0;
  void* base_ptr = header;
  iree_allocator_alloc_params_t base_params = {total_size};
  IREE_RETURN_IF_ERROR(counting->base_allocator.ctl(
      counting->base_allocator.self, command, &base_params, &base_ptr));
  if (header) iree_allocator_counting_forget(counting, old_size);
  header = (iree_allocator_counting_header_t*)base_ptr;
  header->size = size;
  iree_allocator_counting_record(counting, size);
  *inout_ptr = header + 1;
  return iree_ok_status();
}

void iree_allocator_counting_initialize(iree_allocator_t base_allocator,
                                        iree_allocator_counting_t* out_counting) {
  memset(out_counting, 0, sizeof(*out_counting));
  out_counting->base_allocator = base_allocator;
}

iree_allocator_t iree_allocator_counting_allocator(
    iree_allocator_counting_t* counting) {
  iree_allocator_t allocator = {counting, iree_allocator_counting_ctl};
  return allocator;
}
