// GGUF (llama.cpp's model files), versions 2 and 3: "GGUF", a version, the
// tensor and metadata counts, typed key/value metadata, tensor infos (name,
// dims, ggml type, offset) and, aligned to general.alignment (32 unless the
// metadata says otherwise), the data the offsets index. Tensors of
// unquantized types are parameters; a quantized one is an error naming it.
#include <string.h>

#include "iree/io/formats.h"

enum {
  IREE_IO_GGUF_UINT8 = 0,
  IREE_IO_GGUF_INT8 = 1,
  IREE_IO_GGUF_UINT16 = 2,
  IREE_IO_GGUF_INT16 = 3,
  IREE_IO_GGUF_UINT32 = 4,
  IREE_IO_GGUF_INT32 = 5,
  IREE_IO_GGUF_FLOAT32 = 6,
  IREE_IO_GGUF_BOOL = 7,
  IREE_IO_GGUF_STRING = 8,
  IREE_IO_GGUF_ARRAY = 9,
  IREE_IO_GGUF_UINT64 = 10,
  IREE_IO_GGUF_INT64 = 11,
  IREE_IO_GGUF_FLOAT64 = 12,
};

#define IREE_IO_GGUF_MAX_DIMS 8

typedef struct iree_io_gguf_reader_t {
  const uint8_t* base;
  uint64_t position;
  uint64_t size;
  const char* path;
} iree_io_gguf_reader_t;

static iree_status_t iree_io_gguf_truncated(iree_io_gguf_reader_t* reader) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "GGUF file '%s' is truncated or corrupt at byte %llu",
                          reader->path, (unsigned long long)reader->position);
}

static iree_status_t iree_io_gguf_read(iree_io_gguf_reader_t* reader,
                                       uint64_t length, uint64_t* out_value) {
  if (length > reader->size - reader->position) {
    return iree_io_gguf_truncated(reader);
  }
  uint64_t value = 0;
  for (uint64_t i = 0; i < length; ++i) {
    value |= (uint64_t)reader->base[reader->position + i] << (8 * i);
  }
  reader->position += length;
  if (out_value) *out_value = value;
  return iree_ok_status();
}

static iree_status_t iree_io_gguf_string(iree_io_gguf_reader_t* reader,
                                         iree_string_view_t* out_value) {
  uint64_t length = 0;
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 8, &length));
  if (length > reader->size - reader->position) {
    return iree_io_gguf_truncated(reader);
  }
  *out_value = iree_make_string_view(
      (const char*)reader->base + reader->position, (iree_host_size_t)length);
  reader->position += length;
  return iree_ok_status();
}

// Bytes of a scalar of |type|; 0 for strings, arrays and unknown types.
static uint64_t iree_io_gguf_scalar_size(uint32_t type) {
  switch (type) {
    case IREE_IO_GGUF_UINT8:
    case IREE_IO_GGUF_INT8:
    case IREE_IO_GGUF_BOOL:
      return 1;
    case IREE_IO_GGUF_UINT16:
    case IREE_IO_GGUF_INT16:
      return 2;
    case IREE_IO_GGUF_UINT32:
    case IREE_IO_GGUF_INT32:
    case IREE_IO_GGUF_FLOAT32:
      return 4;
    case IREE_IO_GGUF_UINT64:
    case IREE_IO_GGUF_INT64:
    case IREE_IO_GGUF_FLOAT64:
      return 8;
    default:
      return 0;
  }
}

// Skips a metadata value of |type|, keeping an unsigned integer's value in
// |out_integer| (may be NULL).
static iree_status_t iree_io_gguf_value(iree_io_gguf_reader_t* reader,
                                        uint32_t type, int depth,
                                        uint64_t* out_integer) {
  if (type == IREE_IO_GGUF_STRING) {
    iree_string_view_t ignored;
    return iree_io_gguf_string(reader, &ignored);
  }
  if (type == IREE_IO_GGUF_ARRAY) {
    uint64_t element_type = 0, count = 0;
    IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 4, &element_type));
    IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 8, &count));
    uint64_t element_size = iree_io_gguf_scalar_size((uint32_t)element_type);
    if (element_size) {
      // Skipped in one step (count * size is checked against what is left).
      if (count > (reader->size - reader->position) / element_size) {
        return iree_io_gguf_truncated(reader);
      }
      reader->position += count * element_size;
      return iree_ok_status();
    }
    if (depth == 0) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "GGUF file '%s' nests arrays too deeply",
                              reader->path);
    }
    for (uint64_t i = 0; i < count; ++i) {
      IREE_RETURN_IF_ERROR(
          iree_io_gguf_value(reader, (uint32_t)element_type, depth - 1, NULL));
    }
    return iree_ok_status();
  }
  uint64_t size = iree_io_gguf_scalar_size(type);
  if (!size) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "GGUF file '%s' has a metadata value of unknown "
                            "type %u at byte %llu",
                            reader->path, type,
                            (unsigned long long)reader->position);
  }
  return iree_io_gguf_read(reader, size, out_integer);
}

// Bytes per element of the unquantized ggml |type|, or 0.
static uint64_t iree_io_ggml_element_size(uint32_t type) {
  switch (type) {
    case 0: return 4;   // F32
    case 1: return 2;   // F16
    case 24: return 1;  // I8
    case 25: return 2;  // I16
    case 26: return 4;  // I32
    case 27: return 8;  // I64
    case 28: return 8;  // F64
    case 30: return 2;  // BF16
    default: return 0;
  }
}

bool iree_io_is_gguf(iree_const_byte_span_t contents) {
  return contents.data_length >= 4 && memcmp(contents.data, "GGUF", 4) == 0;
}

typedef struct iree_io_gguf_tensor_t {
  iree_string_view_t name;
  uint64_t offset;
  uint64_t length;
} iree_io_gguf_tensor_t;

static iree_status_t iree_io_gguf_tensor_info(iree_io_gguf_reader_t* reader,
                                              iree_io_gguf_tensor_t* out) {
  IREE_RETURN_IF_ERROR(iree_io_gguf_string(reader, &out->name));
  uint64_t rank = 0, type = 0;
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 4, &rank));
  if (rank > IREE_IO_GGUF_MAX_DIMS) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "GGUF file '%s': tensor '%.*s' has %llu dims",
                            reader->path, (int)out->name.size, out->name.data,
                            (unsigned long long)rank);
  }
  uint64_t elements = 1;
  for (uint64_t i = 0; i < rank; ++i) {
    uint64_t dim = 0;
    IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 8, &dim));
    if (dim && elements > UINT64_MAX / dim) return iree_io_gguf_truncated(reader);
    elements *= dim;
  }
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 4, &type));
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(reader, 8, &out->offset));
  uint64_t element_size = iree_io_ggml_element_size((uint32_t)type);
  if (!element_size) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "GGUF file '%s': tensor '%.*s' has the quantized "
                            "(or unknown) ggml type %llu, which is not loaded "
                            "as a parameter; only F32, F16, BF16, F64 and "
                            "integer tensors are",
                            reader->path, (int)out->name.size, out->name.data,
                            (unsigned long long)type);
  }
  if (elements > UINT64_MAX / element_size) return iree_io_gguf_truncated(reader);
  out->length = elements * element_size;
  return iree_ok_status();
}

iree_status_t iree_io_parse_gguf(iree_io_file_mapping_t* file,
                                 iree_io_parameter_sink_t sink) {
  iree_const_byte_span_t contents = iree_io_file_mapping_contents(file);
  iree_io_gguf_reader_t reader = {contents.data, 4, contents.data_length,
                                  iree_io_file_mapping_path(file)};
  uint64_t version = 0, tensor_count = 0, metadata_count = 0;
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(&reader, 4, &version));
  if (version != 2 && version != 3) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "GGUF file '%s' has version %llu; versions 2 and 3 "
                            "are read",
                            reader.path, (unsigned long long)version);
  }
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(&reader, 8, &tensor_count));
  IREE_RETURN_IF_ERROR(iree_io_gguf_read(&reader, 8, &metadata_count));
  uint64_t alignment = 32;
  for (uint64_t i = 0; i < metadata_count; ++i) {
    iree_string_view_t key;
    uint64_t type = 0, integer = 0;
    IREE_RETURN_IF_ERROR(iree_io_gguf_string(&reader, &key));
    IREE_RETURN_IF_ERROR(iree_io_gguf_read(&reader, 4, &type));
    IREE_RETURN_IF_ERROR(
        iree_io_gguf_value(&reader, (uint32_t)type, 4, &integer));
    if (iree_string_view_equal(key,
                               iree_make_cstring_view("general.alignment"))) {
      if (type != IREE_IO_GGUF_UINT32 || integer == 0 ||
          (integer & (integer - 1))) {
        return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "GGUF file '%s': general.alignment must be a "
                                "power of two (uint32)",
                                reader.path);
      }
      alignment = integer;
    }
  }
  // Tensor infos are read twice: once to find where the data starts (after
  // the last of them), once to add them.
  uint64_t infos_start = reader.position;
  for (uint64_t i = 0; i < tensor_count; ++i) {
    iree_io_gguf_tensor_t tensor;
    IREE_RETURN_IF_ERROR(iree_io_gguf_tensor_info(&reader, &tensor));
  }
  uint64_t data_start = (reader.position + alignment - 1) & ~(alignment - 1);
  if (data_start > reader.size) return iree_io_gguf_truncated(&reader);
  uint64_t data_length = reader.size - data_start;
  reader.position = infos_start;
  for (uint64_t i = 0; i < tensor_count; ++i) {
    iree_io_gguf_tensor_t tensor;
    IREE_RETURN_IF_ERROR(iree_io_gguf_tensor_info(&reader, &tensor));
    if (tensor.offset > data_length ||
        tensor.length > data_length - tensor.offset) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "GGUF file '%s': tensor '%.*s' lies past the "
                              "end of the file",
                              reader.path, (int)tensor.name.size,
                              tensor.name.data);
    }
    IREE_RETURN_IF_ERROR(sink.add(
        sink.user_data, tensor.name,
        (iree_host_size_t)(data_start + tensor.offset),
        (iree_host_size_t)tensor.length));
  }
  return iree_ok_status();
}
