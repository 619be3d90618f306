#include "iree/io/parameter_archive.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "iree/base/size_math.h"
#include "iree/io/formats.h"

static const char kMagic[8] = {'I', 'R', 'P', 'A', 'R', 'A', 'M', '\0'};
#define IREE_IO_ARCHIVE_VERSION 1u
#define IREE_IO_ARCHIVE_HEADER_SIZE 64u
#define IREE_IO_ARCHIVE_ENTRY_SIZE 32u

static uint32_t iree_io_load_u32(const uint8_t* p) {
  return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
         (uint32_t)p[3] << 24;
}

static uint64_t iree_io_load_u64(const uint8_t* p) {
  return (uint64_t)iree_io_load_u32(p) | (uint64_t)iree_io_load_u32(p + 4) << 32;
}

static void iree_io_store_u32(uint8_t* p, uint32_t value) {
  for (int i = 0; i < 4; ++i) p[i] = (uint8_t)(value >> (8 * i));
}

static void iree_io_store_u64(uint8_t* p, uint64_t value) {
  for (int i = 0; i < 8; ++i) p[i] = (uint8_t)(value >> (8 * i));
}

// Whether [offset, offset + length) lies within |size| bytes.
static bool iree_io_range_fits(uint64_t offset, uint64_t length,
                               uint64_t size) {
  return offset <= size && length <= size - offset;
}

bool iree_io_is_parameter_archive(iree_const_byte_span_t contents) {
  return contents.data_length >= sizeof(kMagic) &&
         memcmp(contents.data, kMagic, sizeof(kMagic)) == 0;
}

iree_status_t iree_io_parse_parameter_archive(iree_io_file_mapping_t* file,
                                              iree_io_parameter_sink_t sink) {
  const char* path = iree_io_file_mapping_path(file);
  iree_const_byte_span_t contents = iree_io_file_mapping_contents(file);
  const uint8_t* base = contents.data;
  uint64_t size = contents.data_length;
  if (size < IREE_IO_ARCHIVE_HEADER_SIZE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "parameter archive '%s' is truncated: %llu bytes, "
                            "less than its header",
                            path, (unsigned long long)size);
  }
  uint32_t version = iree_io_load_u32(base + 8);
  if (version != IREE_IO_ARCHIVE_VERSION) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "parameter archive '%s' has version %u; this "
                            "runtime reads version %u",
                            path, version, IREE_IO_ARCHIVE_VERSION);
  }
  uint64_t entry_count = iree_io_load_u32(base + 12);
  uint64_t entries_offset = iree_io_load_u64(base + 16);
  uint64_t names_offset = iree_io_load_u64(base + 24);
  uint64_t names_length = iree_io_load_u64(base + 32);
  uint64_t data_offset = iree_io_load_u64(base + 40);
  uint64_t data_length = iree_io_load_u64(base + 48);
  if (!iree_io_range_fits(entries_offset,
                          entry_count * IREE_IO_ARCHIVE_ENTRY_SIZE, size) ||
      !iree_io_range_fits(names_offset, names_length, size) ||
      !iree_io_range_fits(data_offset, data_length, size)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "parameter archive '%s' is truncated or corrupt: "
                            "its index, names or data lie past its %llu bytes",
                            path, (unsigned long long)size);
  }
  if (data_offset % IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "parameter archive '%s' is corrupt: its data is "
                            "not %d-byte aligned",
                            path, IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT);
  }
  for (uint64_t i = 0; i < entry_count; ++i) {
    const uint8_t* entry =
        base + entries_offset + i * IREE_IO_ARCHIVE_ENTRY_SIZE;
    uint64_t name_offset = iree_io_load_u64(entry);
    uint64_t name_length = iree_io_load_u32(entry + 8);
    uint64_t offset = iree_io_load_u64(entry + 16);
    uint64_t length = iree_io_load_u64(entry + 24);
    if (name_length == 0 ||
        !iree_io_range_fits(name_offset, name_length, names_length) ||
        !iree_io_range_fits(offset, length, data_length) ||
        offset % IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "parameter archive '%s' is corrupt: entry %llu "
                              "has its name or data out of range",
                              path, (unsigned long long)i);
    }
    iree_string_view_t key = iree_make_string_view(
        (const char*)base + names_offset + name_offset, name_length);
    IREE_RETURN_IF_ERROR(sink.add(sink.user_data, key,
                                  (iree_host_size_t)(data_offset + offset),
                                  (iree_host_size_t)length));
  }
  return iree_ok_status();
}

static uint64_t iree_io_align(uint64_t value) {
  return (value + IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT - 1) &
         ~(uint64_t)(IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT - 1);
}

// Writes |length| bytes of |data| at the file's position; errors name |path|.
static iree_status_t iree_io_write(FILE* file, const char* path,
                                   const void* data, uint64_t length) {
  if (length && fwrite(data, 1, (size_t)length, file) != length) {
    return iree_make_status(IREE_STATUS_DATA_LOSS, "cannot write '%s': %s",
                            path, strerror(errno));
  }
  return iree_ok_status();
}

static iree_status_t iree_io_write_zeros(FILE* file, const char* path,
                                         uint64_t count) {
  static const uint8_t zeros[IREE_IO_PARAMETER_ARCHIVE_ALIGNMENT] = {0};
  while (count) {
    uint64_t chunk = count < sizeof(zeros) ? count : sizeof(zeros);
    IREE_RETURN_IF_ERROR(iree_io_write(file, path, zeros, chunk));
    count -= chunk;
  }
  return iree_ok_status();
}

static iree_status_t iree_io_write_archive_body(
    FILE* file, const char* path, iree_host_size_t entry_count,
    const iree_io_parameter_archive_entry_t* entries, uint8_t* index) {
  // The header and entries, then the names, then the data.
  uint64_t entries_offset = IREE_IO_ARCHIVE_HEADER_SIZE;
  uint64_t names_offset =
      entries_offset + (uint64_t)entry_count * IREE_IO_ARCHIVE_ENTRY_SIZE;
  uint64_t names_length = 0;
  uint64_t data_length = 0;
  for (iree_host_size_t i = 0; i < entry_count; ++i) {
    uint8_t* entry = index + entries_offset + i * IREE_IO_ARCHIVE_ENTRY_SIZE;
    data_length = iree_io_align(data_length);
    iree_io_store_u64(entry, names_length);
    iree_io_store_u32(entry + 8, (uint32_t)entries[i].key.size);
    iree_io_store_u64(entry + 16, data_length);
    iree_io_store_u64(entry + 24, entries[i].contents.data_length);
    names_length += entries[i].key.size;
    data_length += entries[i].contents.data_length;
  }
  uint64_t data_offset = iree_io_align(names_offset + names_length);
  memcpy(index, kMagic, sizeof(kMagic));
  iree_io_store_u32(index + 8, IREE_IO_ARCHIVE_VERSION);
  iree_io_store_u32(index + 12, (uint32_t)entry_count);
  iree_io_store_u64(index + 16, entries_offset);
  iree_io_store_u64(index + 24, names_offset);
  iree_io_store_u64(index + 32, names_length);
  iree_io_store_u64(index + 40, data_offset);
  iree_io_store_u64(index + 48, data_length);
  IREE_RETURN_IF_ERROR(iree_io_write(file, path, index, names_offset));
  for (iree_host_size_t i = 0; i < entry_count; ++i) {
    IREE_RETURN_IF_ERROR(
        iree_io_write(file, path, entries[i].key.data, entries[i].key.size));
  }
  IREE_RETURN_IF_ERROR(iree_io_write_zeros(
      file, path, data_offset - (names_offset + names_length)));
  uint64_t written = 0;
  for (iree_host_size_t i = 0; i < entry_count; ++i) {
    IREE_RETURN_IF_ERROR(
        iree_io_write_zeros(file, path, iree_io_align(written) - written));
    written = iree_io_align(written);
    IREE_RETURN_IF_ERROR(iree_io_write(file, path, entries[i].contents.data,
                                       entries[i].contents.data_length));
    written += entries[i].contents.data_length;
  }
  return iree_ok_status();
}

iree_status_t iree_io_parameter_archive_write(
    const char* path, iree_host_size_t entry_count,
    const iree_io_parameter_archive_entry_t* entries,
    iree_allocator_t host_allocator) {
  if (entry_count > UINT32_MAX) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%zu parameters do not fit in one archive",
                            (size_t)entry_count);
  }
  for (iree_host_size_t i = 0; i < entry_count; ++i) {
    iree_string_view_t key = entries[i].key;
    if (key.size == 0 || key.size > UINT32_MAX) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "parameter %zu has an empty or too long key",
                              (size_t)i);
    }
    for (iree_host_size_t j = 0; j < i; ++j) {
      if (iree_string_view_equal(entries[j].key, key)) {
        return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "parameter '%.*s' is given twice",
                                (int)key.size, key.data);
      }
    }
  }
  iree_host_size_t index_size = 0;
  if (!iree_host_size_checked_mul_add(IREE_IO_ARCHIVE_HEADER_SIZE, entry_count,
                                      IREE_IO_ARCHIVE_ENTRY_SIZE,
                                      &index_size)) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "archive index too large");
  }
  uint8_t* index = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, index_size, (void**)&index));
  memset(index, 0, index_size);
  // Written beside |path| and renamed over it: a process that has the old
  // archive mapped keeps its bytes (truncating it in place would fault them).
  size_t path_length = strlen(path);
  char* temporary = NULL;
  iree_status_t status = iree_allocator_malloc(
      host_allocator, path_length + sizeof(".XXXXXX"), (void**)&temporary);
  int fd = -1;
  if (iree_status_is_ok(status)) {
    memcpy(temporary, path, path_length);
    memcpy(temporary + path_length, ".XXXXXX", sizeof(".XXXXXX"));
    fd = mkstemp(temporary);
    if (fd < 0) {
      status = iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                                "cannot create '%s': %s", path,
                                strerror(errno));
    }
  }
  FILE* file = NULL;
  if (iree_status_is_ok(status)) {
    file = fdopen(fd, "wb");
    if (!file) {
      close(fd);
      status = iree_make_status(IREE_STATUS_PERMISSION_DENIED,
                                "cannot create '%s': %s", path,
                                strerror(errno));
    }
  }
  if (iree_status_is_ok(status)) {
    status =
        iree_io_write_archive_body(file, path, entry_count, entries, index);
  }
  if (file && fclose(file) != 0 && iree_status_is_ok(status)) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot write '%s': %s",
                              path, strerror(errno));
  }
  // mkstemp makes the file private to its owner; archives are read by
  // others like any output.
  if (iree_status_is_ok(status) &&
      (chmod(temporary, 0644) != 0 || rename(temporary, path) != 0)) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot write '%s': %s",
                              path, strerror(errno));
  }
  if (fd >= 0 && !iree_status_is_ok(status)) unlink(temporary);
  iree_allocator_free(host_allocator, temporary);
  iree_allocator_free(host_allocator, index);
  return status;
}
