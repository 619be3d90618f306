#include "iree/io/file_mapping.h"

#include <errno.h>
#include <string.h>
#include <sys/mman.h>

#include "iree/base/file_io.h"

struct iree_io_file_mapping_t {
  int32_t ref_count;
  iree_allocator_t host_allocator;
  const uint8_t* data;
  iree_host_size_t size;
  // Whether |data| is mmapped (else borrowed).
  bool mapped;
  // NUL-terminated, allocated with the struct.
  char path[];
};

iree_status_t iree_io_file_mapping_open(const char* path,
                                        iree_allocator_t host_allocator,
                                        iree_io_file_mapping_t** out_mapping) {
  *out_mapping = NULL;
  FILE* file = NULL;
  uint64_t size = 0;
  IREE_RETURN_IF_ERROR(iree_file_open_for_read(path, &file, &size));
  iree_status_t status = iree_ok_status();
  if (size >= IREE_HOST_SIZE_MAX) {
    status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "'%s' (%llu bytes) cannot be mapped", path,
                              (unsigned long long)size);
  }
  void* data = NULL;
  if (iree_status_is_ok(status) && size > 0) {
    data = mmap(NULL, (size_t)size, PROT_READ, MAP_PRIVATE, fileno(file), 0);
    if (data == MAP_FAILED) {
      data = NULL;
      status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                                "cannot map '%s': %s", path, strerror(errno));
    }
  }
  // The mapping outlives the descriptor.
  fclose(file);
  size_t path_length = strlen(path);
  iree_io_file_mapping_t* mapping = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_allocator_malloc(host_allocator,
                                   sizeof(*mapping) + path_length + 1,
                                   (void**)&mapping);
  }
  if (!iree_status_is_ok(status)) {
    if (data) munmap(data, (size_t)size);
    return status;
  }
  mapping->ref_count = 1;
  mapping->host_allocator = host_allocator;
  mapping->data = (const uint8_t*)data;
  mapping->size = (iree_host_size_t)size;
  mapping->mapped = data != NULL;
  memcpy(mapping->path, path, path_length + 1);
  *out_mapping = mapping;
  return iree_ok_status();
}

iree_status_t iree_io_file_mapping_wrap(const char* name,
                                        iree_const_byte_span_t contents,
                                        iree_allocator_t host_allocator,
                                        iree_io_file_mapping_t** out_mapping) {
  *out_mapping = NULL;
  size_t name_length = strlen(name);
  iree_io_file_mapping_t* mapping = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      host_allocator, sizeof(*mapping) + name_length + 1, (void**)&mapping));
  mapping->ref_count = 1;
  mapping->host_allocator = host_allocator;
  mapping->data = contents.data;
  mapping->size = contents.data_length;
  mapping->mapped = false;
  memcpy(mapping->path, name, name_length + 1);
  *out_mapping = mapping;
  return iree_ok_status();
}

void iree_io_file_mapping_retain(iree_io_file_mapping_t* mapping) {
  if (mapping) __atomic_fetch_add(&mapping->ref_count, 1, __ATOMIC_RELAXED);
}

void iree_io_file_mapping_release(iree_io_file_mapping_t* mapping) {
  if (!mapping ||
      __atomic_fetch_sub(&mapping->ref_count, 1, __ATOMIC_ACQ_REL) != 1) {
    return;
  }
  if (mapping->mapped) munmap((void*)mapping->data, mapping->size);
  iree_allocator_free(mapping->host_allocator, mapping);
}

iree_const_byte_span_t iree_io_file_mapping_contents(
    const iree_io_file_mapping_t* mapping) {
  return iree_make_const_byte_span(mapping->data, mapping->size);
}

const char* iree_io_file_mapping_path(const iree_io_file_mapping_t* mapping) {
  return mapping->path;
}
