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
  // Open addressing by (scope, key): 1 + the parameter's index, 0 empty;
  // a power of two of at least twice |count| slots, so that a file of
  // millions of parameters is added in linear time.
  uint32_t* slots;
  iree_host_size_t slot_count;
};

static uint64_t iree_io_parameter_hash(iree_string_view_t scope,
                                       iree_string_view_t key) {
  uint64_t hash = 14695981039346656037ull;
  for (iree_host_size_t i = 0; i < scope.size; ++i) {
    hash = (hash ^ (uint8_t)scope.data[i]) * 1099511628211ull;
  }
  hash = (hash ^ 0xFFu) * 1099511628211ull;
  for (iree_host_size_t i = 0; i < key.size; ++i) {
    hash = (hash ^ (uint8_t)key.data[i]) * 1099511628211ull;
  }
  return hash;
}

static void iree_io_parameter_index_insert_slot(iree_io_parameter_index_t* index,
                                                iree_host_size_t i) {
  const iree_io_parameter_t* parameter = &index->parameters[i];
  iree_host_size_t mask = index->slot_count - 1;
  iree_host_size_t slot =
      (iree_host_size_t)iree_io_parameter_hash(parameter->scope,
                                               parameter->key) & mask;
  while (index->slots[slot]) slot = (slot + 1) & mask;
  index->slots[slot] = (uint32_t)(i + 1);
}

// Fills the slots again from the parameters.
static void iree_io_parameter_index_reinsert(iree_io_parameter_index_t* index) {
  memset(index->slots, 0, index->slot_count * sizeof(*index->slots));
  for (iree_host_size_t i = 0; i < index->count; ++i) {
    iree_io_parameter_index_insert_slot(index, i);
  }
}

// Rebuilds the slots for |slot_count| slots (a power of two).
static iree_status_t iree_io_parameter_index_rehash(
    iree_io_parameter_index_t* index, iree_host_size_t slot_count) {
  uint32_t* slots = NULL;
  IREE_RETURN_IF_ERROR(iree_allocator_malloc(
      index->host_allocator, slot_count * sizeof(*slots), (void**)&slots));
  iree_allocator_free(index->host_allocator, index->slots);
  index->slots = slots;
  index->slot_count = slot_count;
  iree_io_parameter_index_reinsert(index);
  return iree_ok_status();
}

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
  if (index->slots) iree_io_parameter_index_reinsert(index);
}

void iree_io_parameter_index_release(iree_io_parameter_index_t* index) {
  if (!index ||
      __atomic_fetch_sub(&index->ref_count, 1, __ATOMIC_ACQ_REL) != 1) {
    return;
  }
  iree_io_parameter_index_truncate(index, 0);
  iree_allocator_free(index->host_allocator, index->parameters);
  iree_allocator_free(index->host_allocator, index->slots);
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
  if (!index->slot_count) return NULL;
  iree_host_size_t mask = index->slot_count - 1;
  iree_host_size_t slot =
      (iree_host_size_t)iree_io_parameter_hash(scope, key) & mask;
  for (; index->slots[slot]; slot = (slot + 1) & mask) {
    const iree_io_parameter_t* parameter =
        &index->parameters[index->slots[slot] - 1];
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
  if (index->count >= UINT32_MAX - 1) {
    return iree_make_status(IREE_STATUS_RESOURCE_EXHAUSTED,
                            "too many parameters");
  }
  if (2 * (index->count + 1) > index->slot_count) {
    IREE_RETURN_IF_ERROR(iree_io_parameter_index_rehash(
        index, index->slot_count ? 2 * index->slot_count : 32));
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
  iree_io_parameter_index_insert_slot(index, index->count - 1);
  return iree_ok_status();
}

iree_status_t iree_io_parameter_index_add_file(iree_io_parameter_index_t* index,
                                               iree_string_view_t scope,
                                               const char* path) {
  iree_io_file_mapping_t* file = NULL;
  IREE_RETURN_IF_ERROR(
      iree_io_file_mapping_open(path, index->host_allocator, &file));
  iree_status_t status = iree_io_parameter_index_add_mapping(index, scope, file);
  iree_io_file_mapping_release(file);
  return status;
}

iree_status_t iree_io_parameter_index_add_mapping(
    iree_io_parameter_index_t* index, iree_string_view_t scope,
    iree_io_file_mapping_t* file) {
  const char* path = iree_io_file_mapping_path(file);
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
  return status;
}
