#include "iree/io/parameter_index.h"

#include <string.h>

#include "iree/io/formats.h"

struct iree_io_parameter_index_t {
  int32_t ref_count;
  iree_allocator_t host_allocator;
  iree_host_size_t count;
  iree_host_size_t capacity;
  // Scopes and keys point into allocations of their own, owned here.
  iree_io_parameter_t* parameters;
};

iree_status_t iree_io_parameter_index_create(
    iree_allocator_t host_allocator, iree_io_parameter_index_t** out_index) {
  *out_index = NULL;
  iree_io_parameter_index_t* index = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, sizeof(*index), (void**)&index));
  memset(index, 0, sizeof(*index));
  index->ref_count = 1;
  index->host_allocator = host_allocator;
  *out_index = index;
  return iree_ok_status();
}

void iree_io_parameter_index_retain(iree_io_parameter_index_t* index) {
  if (index) __atomic_fetch_add(&index->ref_count, 1, __ATOMIC_RELAXED);
}

// Drops parameters [first, count): their names and file references.
static void iree_io_parameter_index_truncate(iree_io_parameter_index_t* index,
                                             iree_host_size_t first) {
  for (iree_host_size_t i = first; i < index->count; ++i) {
    iree_allocator_free(index->host_allocator,
                        (void*)index->parameters[i].scope.data);
    iree_io_file_mapping_release(index->parameters[i].file);
  }
  index->count = first;
}

void iree_io_parameter_index_release(iree_io_parameter_index_t* index) {
  if (!index ||
      __atomic_fetch_sub(&index->ref_count, 1, __ATOMIC_ACQ_REL) != 1) {
    return;
  }
  iree_io_parameter_index_truncate(index, 0);
  iree_allocator_free(index->host_allocator, index->parameters);
  iree_allocator_free(index->host_allocator, index);
}

iree_host_size_t iree_io_parameter_index_count(
    const iree_io_parameter_index_t* index) {
  return index->count;
}

const iree_io_parameter_t* iree_io_parameter_index_at(
    const iree_io_parameter_index_t* index, iree_host_size_t i) {
  return i < index->count ? &index->parameters[i] : NULL;
}

static const iree_io_parameter_t* iree_io_parameter_index_find(
    const iree_io_parameter_index_t* index, iree_string_view_t scope,
    iree_string_view_t key) {
  for (iree_host_size_t i = 0; i < index->count; ++i) {
    const iree_io_parameter_t* parameter = &index->parameters[i];
    if (iree_string_view_equal(parameter->key, key) &&
        iree_string_view_equal(parameter->scope, scope)) {
      return parameter;
    }
  }
  return NULL;
}

iree_status_t iree_io_parameter_index_lookup(
    const iree_io_parameter_index_t* index, iree_string_view_t scope,
    iree_string_view_t key, const iree_io_parameter_t** out_parameter) {
  *out_parameter = iree_io_parameter_index_find(index, scope, key);
  if (*out_parameter) return iree_ok_status();
  iree_host_size_t in_scope = 0;
  const char* some_file = NULL;
  for (iree_host_size_t i = 0; i < index->count; ++i) {
    if (iree_string_view_equal(index->parameters[i].scope, scope)) {
      ++in_scope;
      some_file = iree_io_file_mapping_path(index->parameters[i].file);
    }
  }
  if (!in_scope) {
    return iree_make_status(
        IREE_STATUS_NOT_FOUND,
        "parameter '%.*s' of scope '%.*s' not found: no parameter file was "
        "given for that scope (--parameters=%.*s=FILE)",
        (int)key.size, key.data, (int)scope.size, scope.data, (int)scope.size,
        scope.data);
  }
  return iree_make_status(IREE_STATUS_NOT_FOUND,
                          "parameter '%.*s' of scope '%.*s' not found among "
                          "the %zu of that scope (in '%s', ...)",
                          (int)key.size, key.data, (int)scope.size, scope.data,
                          (size_t)in_scope, some_file);
}

typedef struct iree_io_index_adder_t {
  iree_io_parameter_index_t* index;
  iree_string_view_t scope;
  iree_io_file_mapping_t* file;
} iree_io_index_adder_t;

static iree_status_t iree_io_index_adder_add(void* user_data,
                                             iree_string_view_t key,
                                             iree_host_size_t offset,
                                             iree_host_size_t length) {
  iree_io_index_adder_t* adder = (iree_io_index_adder_t*)user_data;
  iree_io_parameter_index_t* index = adder->index;
  const iree_io_parameter_t* existing =
      iree_io_parameter_index_find(index, adder->scope, key);
  if (existing) {
    return iree_make_status(
        IREE_STATUS_ALREADY_EXISTS,
        "parameter '%.*s' of scope '%.*s' is in both '%s' and '%s'",
        (int)key.size, key.data, (int)adder->scope.size, adder->scope.data,
        iree_io_file_mapping_path(existing->file),
        iree_io_file_mapping_path(adder->file));
  }
  if (index->count == index->capacity) {
    iree_host_size_t capacity = index->capacity ? 2 * index->capacity : 16;
    IREE_RETURN_IF_ERROR(iree_allocator_realloc(
        index->host_allocator, capacity * sizeof(*index->parameters),
        (void**)&index->parameters));
    index->capacity = capacity;
  }
  // The scope and key share one allocation: scope bytes, then key bytes.
  char* names = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      index->host_allocator, adder->scope.size + key.size + 1,
      (void**)&names));
  memcpy(names, adder->scope.data, adder->scope.size);
  memcpy(names + adder->scope.size, key.data, key.size);
  iree_io_parameter_t* parameter = &index->parameters[index->count++];
  parameter->scope = iree_make_string_view(names, adder->scope.size);
  parameter->key = iree_make_string_view(names + adder->scope.size, key.size);
  parameter->file = adder->file;
  iree_io_file_mapping_retain(adder->file);
  parameter->offset = offset;
  parameter->length = length;
  return iree_ok_status();
}

iree_status_t iree_io_parameter_index_add_file(iree_io_parameter_index_t* index,
                                               iree_string_view_t scope,
                                               const char* path) {
  iree_io_file_mapping_t* file = NULL;
  IREE_RETURN_IF_ERROR(
      iree_io_file_mapping_open(path, index->host_allocator, &file));
  iree_io_index_adder_t adder = {index, scope, file};
  iree_io_parameter_sink_t sink = {iree_io_index_adder_add, &adder};
  iree_const_byte_span_t contents = iree_io_file_mapping_contents(file);
  iree_host_size_t first = index->count;
  iree_status_t status = iree_ok_status();
  if (iree_io_is_parameter_archive(contents)) {
    status = iree_io_parse_parameter_archive(file, sink);
  } else if (iree_io_is_gguf(contents)) {
    status = iree_io_parse_gguf(file, sink);
  } else if (iree_io_is_safetensors(contents)) {
    status = iree_io_parse_safetensors(file, index->host_allocator, sink);
  } else {
    status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "'%s' is not a parameter archive, safetensors "
                              "or GGUF file",
                              path);
  }
  // A file is added whole or not at all.
  if (!iree_status_is_ok(status)) iree_io_parameter_index_truncate(index, first);
  iree_io_file_mapping_release(file);
  return status;
}
