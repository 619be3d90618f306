#include "iree/base/file_io.h"

#include <errno.h>
#include <string.h>
#include <sys/stat.h>

// The error for |path|, which |info| says is no regular file.
static iree_status_t iree_file_not_regular(const char* path,
                                           const struct stat* info) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "'%s' is %s, not a regular file", path,
                          S_ISDIR(info->st_mode) ? "a directory"
                                                 : "a special file");
}

iree_status_t iree_file_open_for_read(const char* path, FILE** out_file,
                                      uint64_t* out_size) {
  *out_file = NULL;
  *out_size = 0;
  // Looked at before opening: opening a FIFO without a writer blocks, and
  // fopen succeeds on a directory, whose size then reads as 2^63 - 1.
  struct stat info;
  if (stat(path, &info) == 0 && !S_ISREG(info.st_mode)) {
    return iree_file_not_regular(path, &info);
  }
  FILE* file = fopen(path, "rb");
  if (!file) {
    return iree_make_status(IREE_STATUS_NOT_FOUND, "cannot open '%s': %s",
                            path, strerror(errno));
  }
  // And again once open, in case the path changed in between.
  if (fstat(fileno(file), &info) != 0) {
    int error = errno;
    fclose(file);
    return iree_make_status(IREE_STATUS_DATA_LOSS, "cannot stat '%s': %s",
                            path, strerror(error));
  }
  if (!S_ISREG(info.st_mode)) {
    fclose(file);
    return iree_file_not_regular(path, &info);
  }
  *out_file = file;
  *out_size = (uint64_t)info.st_size;
  return iree_ok_status();
}

iree_status_t iree_file_read_contents(const char* path,
                                      iree_allocator_t allocator,
                                      iree_byte_span_t* out_contents) {
  *out_contents = iree_make_byte_span(NULL, 0);
  FILE* file = NULL;
  uint64_t size = 0;
  IREE_RETURN_IF_ERROR(iree_file_open_for_read(path, &file, &size));
  iree_status_t status = iree_ok_status();
  if (size >= IREE_HOST_SIZE_MAX) {
    status = iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                              "'%s' (%llu bytes) does not fit in memory", path,
                              (unsigned long long)size);
  }
  uint8_t* data = NULL;
  if (iree_status_is_ok(status)) {
    status = iree_allocator_malloc_uninitialized(
        allocator, size ? (iree_host_size_t)size : 1, (void**)&data);
  }
  if (iree_status_is_ok(status) && size &&
      fread(data, 1, (size_t)size, file) != (size_t)size) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot read '%s'", path);
  }
  fclose(file);
  if (!iree_status_is_ok(status)) {
    iree_allocator_free(allocator, data);
    return status;
  }
  *out_contents = iree_make_byte_span(data, (iree_host_size_t)size);
  return iree_ok_status();
}
