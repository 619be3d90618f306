#include "iree/tooling/numpy.h"

#include <string.h>

// "\x93NUMPY" then major and minor version bytes.
static const char iree_npy_magic[6] = {'\x93', 'N', 'U', 'M', 'P', 'Y'};

// Headers larger than this are not written by NumPy for any real shape; the
// bound keeps a corrupt length from becoming a huge allocation.
#define IREE_NPY_MAX_HEADER_LENGTH (1024 * 1024)

typedef struct iree_npy_dtype_t {
  const char* descr;  // without the byte-order character
  iree_hal_element_type_t element_type;
} iree_npy_dtype_t;

// Read table (order matters only for writing: the first match wins).
static const iree_npy_dtype_t iree_npy_dtypes[] = {
    {"f2", IREE_HAL_ELEMENT_TYPE_FLOAT_16},
    {"f4", IREE_HAL_ELEMENT_TYPE_FLOAT_32},
    {"f8", IREE_HAL_ELEMENT_TYPE_FLOAT_64},
    {"i1", IREE_HAL_ELEMENT_TYPE_INT_8},
    {"i2", IREE_HAL_ELEMENT_TYPE_INT_16},
    {"i4", IREE_HAL_ELEMENT_TYPE_INT_32},
    {"i8", IREE_HAL_ELEMENT_TYPE_INT_64},
    {"u1", IREE_HAL_ELEMENT_TYPE_UINT_8},
    {"u2", IREE_HAL_ELEMENT_TYPE_UINT_16},
    {"u4", IREE_HAL_ELEMENT_TYPE_UINT_32},
    {"u8", IREE_HAL_ELEMENT_TYPE_UINT_64},
    {"b1", IREE_HAL_ELEMENT_TYPE_BOOL_8},
    {"i1", IREE_HAL_ELEMENT_TYPE_SINT_8},
    {"i2", IREE_HAL_ELEMENT_TYPE_SINT_16},
    {"i4", IREE_HAL_ELEMENT_TYPE_SINT_32},
    {"i8", IREE_HAL_ELEMENT_TYPE_SINT_64},
    {"c8", IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_64},
    {"c16", IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_128},
    // NumPy has no bfloat16: JAX's (ml_dtypes') arrays save as 2-byte
    // opaque values, which load back with .view(ml_dtypes.bfloat16).
    {"V2", IREE_HAL_ELEMENT_TYPE_BFLOAT_16},
};

//===----------------------------------------------------------------------===//
// Header parsing: a Python dict literal such as
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
//===----------------------------------------------------------------------===//

typedef struct iree_npy_parser_t {
  iree_string_view_t text;
  iree_host_size_t pos;
} iree_npy_parser_t;

static void iree_npy_skip_space(iree_npy_parser_t* parser) {
  while (parser->pos < parser->text.size &&
         (parser->text.data[parser->pos] == ' ' ||
          parser->text.data[parser->pos] == '\t' ||
          parser->text.data[parser->pos] == '\n')) {
    ++parser->pos;
  }
}

static bool iree_npy_consume(iree_npy_parser_t* parser, char c) {
  iree_npy_skip_space(parser);
  if (parser->pos < parser->text.size && parser->text.data[parser->pos] == c) {
    ++parser->pos;
    return true;
  }
  return false;
}

static iree_status_t iree_npy_malformed(const iree_npy_parser_t* parser,
                                        const char* what) {
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "malformed .npy header (%s at offset %zu): %.*s",
                          what, parser->pos,
                          (int)(parser->text.size < 200 ? parser->text.size
                                                        : 200),
                          parser->text.data);
}

// Parses a quoted Python string ('...' or "...", no escapes in NumPy's keys
// and dtypes).
static iree_status_t iree_npy_parse_string(iree_npy_parser_t* parser,
                                           iree_string_view_t* out_value) {
  iree_npy_skip_space(parser);
  if (parser->pos >= parser->text.size) {
    return iree_npy_malformed(parser, "expected a string");
  }
  char quote = parser->text.data[parser->pos];
  if (quote != '\'' && quote != '"') {
    return iree_npy_malformed(parser, "expected a string");
  }
  iree_host_size_t end =
      iree_string_view_find_char(parser->text, quote, parser->pos + 1);
  if (end == IREE_STRING_VIEW_NPOS) {
    return iree_npy_malformed(parser, "unterminated string");
  }
  *out_value = iree_string_view_substr(parser->text, parser->pos + 1,
                                       end - parser->pos - 1);
  parser->pos = end + 1;
  return iree_ok_status();
}

static iree_status_t iree_npy_parse_bool(iree_npy_parser_t* parser,
                                         bool* out_value) {
  iree_npy_skip_space(parser);
  iree_string_view_t rest =
      iree_string_view_substr(parser->text, parser->pos, IREE_HOST_SIZE_MAX);
  if (iree_string_view_starts_with(rest, iree_make_cstring_view("True"))) {
    parser->pos += 4;
    *out_value = true;
  } else if (iree_string_view_starts_with(rest,
                                          iree_make_cstring_view("False"))) {
    parser->pos += 5;
    *out_value = false;
  } else {
    return iree_npy_malformed(parser, "expected True or False");
  }
  return iree_ok_status();
}

// Parses "(2, 3)", "(4,)" or "()".
static iree_status_t iree_npy_parse_shape(iree_npy_parser_t* parser,
                                          iree_host_size_t* out_rank,
                                          iree_hal_dim_t* out_shape) {
  if (!iree_npy_consume(parser, '(')) {
    return iree_npy_malformed(parser, "expected a shape tuple");
  }
  iree_host_size_t rank = 0;
  while (!iree_npy_consume(parser, ')')) {
    iree_npy_skip_space(parser);
    iree_host_size_t start = parser->pos;
    while (parser->pos < parser->text.size &&
           parser->text.data[parser->pos] >= '0' &&
           parser->text.data[parser->pos] <= '9') {
      ++parser->pos;
    }
    uint64_t dim = 0;
    if (parser->pos == start ||
        !iree_string_view_atoi_uint64(
            iree_string_view_substr(parser->text, start, parser->pos - start),
            &dim)) {
      return iree_npy_malformed(parser, "expected a dimension");
    }
    if (rank == IREE_TOOLING_TENSOR_MAX_RANK) {
      return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                              ".npy array has more than %d dimensions",
                              IREE_TOOLING_TENSOR_MAX_RANK);
    }
    out_shape[rank++] = (iree_hal_dim_t)dim;
    if (!iree_npy_consume(parser, ',')) {
      if (!iree_npy_consume(parser, ')')) {
        return iree_npy_malformed(parser, "expected ',' or ')' in the shape");
      }
      break;
    }
  }
  *out_rank = rank;
  return iree_ok_status();
}

static iree_status_t iree_npy_parse_descr(iree_string_view_t descr,
                                          iree_hal_element_type_t* out_type) {
  if ((descr.size == 3 || descr.size == 4) &&
      (descr.data[0] == '<' || descr.data[0] == '|' || descr.data[0] == '=')) {
    iree_string_view_t code = iree_string_view_substr(descr, 1, descr.size - 1);
    for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(iree_npy_dtypes); ++i) {
      if (iree_string_view_equal(code,
                                 iree_make_cstring_view(iree_npy_dtypes[i].descr))) {
        *out_type = iree_npy_dtypes[i].element_type;
        return iree_ok_status();
      }
    }
  }
  if (descr.size && descr.data[0] == '>') {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "big-endian .npy data ('%.*s') is not supported; "
                            "save it little-endian (array.astype('<%.*s'))",
                            (int)descr.size, descr.data, (int)descr.size - 1,
                            descr.data + 1);
  }
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "unsupported .npy dtype '%.*s' (supported: <f2 <f4 "
                          "<f8 <i1 <i2 <i4 <i8 <u1 <u2 <u4 <u8 |b1 <c8 <c16, "
                          "<V2 as bf16)",
                          (int)descr.size, descr.data);
}

static iree_status_t iree_npy_parse_header(iree_string_view_t header,
                                           iree_host_size_t* out_rank,
                                           iree_hal_dim_t* out_shape,
                                           iree_hal_element_type_t* out_type) {
  iree_npy_parser_t parser = {header, 0};
  if (!iree_npy_consume(&parser, '{')) {
    return iree_npy_malformed(&parser, "expected '{'");
  }
  bool has_descr = false, has_shape = false, fortran_order = false;
  while (!iree_npy_consume(&parser, '}')) {
    iree_string_view_t key;
    IREE_RETURN_IF_ERROR(iree_npy_parse_string(&parser, &key));
    if (!iree_npy_consume(&parser, ':')) {
      return iree_npy_malformed(&parser, "expected ':'");
    }
    if (iree_string_view_equal(key, iree_make_cstring_view("descr"))) {
      iree_string_view_t descr;
      IREE_RETURN_IF_ERROR(iree_npy_parse_string(&parser, &descr));
      IREE_RETURN_IF_ERROR(iree_npy_parse_descr(descr, out_type));
      has_descr = true;
    } else if (iree_string_view_equal(key,
                                      iree_make_cstring_view("fortran_order"))) {
      IREE_RETURN_IF_ERROR(iree_npy_parse_bool(&parser, &fortran_order));
    } else if (iree_string_view_equal(key, iree_make_cstring_view("shape"))) {
      IREE_RETURN_IF_ERROR(iree_npy_parse_shape(&parser, out_rank, out_shape));
      has_shape = true;
    } else {
      return iree_npy_malformed(&parser, "unknown key");
    }
    if (!iree_npy_consume(&parser, ',')) {
      if (!iree_npy_consume(&parser, '}')) {
        return iree_npy_malformed(&parser, "expected ',' or '}'");
      }
      break;
    }
  }
  if (!has_descr || !has_shape) {
    return iree_npy_malformed(&parser, "missing 'descr' or 'shape'");
  }
  if (fortran_order) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "Fortran-order .npy arrays are not supported; save "
                            "a C-order array (numpy.ascontiguousarray)");
  }
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Reading and writing
//===----------------------------------------------------------------------===//

iree_status_t iree_tooling_npy_read(FILE* file, iree_allocator_t allocator,
                                    iree_tooling_tensor_t* out_tensor) {
  memset(out_tensor, 0, sizeof(*out_tensor));
  uint8_t prefix[8];
  size_t read = fread(prefix, 1, sizeof(prefix), file);
  if (read == 0) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "no more arrays in the .npy file");
  }
  if (read < 8 || memcmp(prefix, iree_npy_magic, sizeof(iree_npy_magic)) != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "not a NumPy .npy file (no \\x93NUMPY magic)");
  }
  uint8_t major = prefix[6];
  iree_host_size_t length_bytes = major == 1 ? 2 : 4;
  if (major < 1 || major > 3) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "unsupported .npy format version %u.%u",
                            prefix[6], prefix[7]);
  }
  uint8_t length_field[4] = {0, 0, 0, 0};
  if (fread(length_field, 1, length_bytes, file) != length_bytes) {
    return iree_make_status(IREE_STATUS_DATA_LOSS, "truncated .npy header");
  }
  iree_host_size_t header_length = (iree_host_size_t)length_field[0] |
                                   ((iree_host_size_t)length_field[1] << 8) |
                                   ((iree_host_size_t)length_field[2] << 16) |
                                   ((iree_host_size_t)length_field[3] << 24);
  if (header_length > IREE_NPY_MAX_HEADER_LENGTH) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            ".npy header length %zu is implausible",
                            header_length);
  }
  char* header = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, header_length + 1, (void**)&header));
  iree_status_t status = iree_ok_status();
  if (fread(header, 1, header_length, file) != header_length) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS,
                              "truncated .npy header (%zu bytes expected)",
                              header_length);
  }
  iree_host_size_t rank = 0;
  iree_hal_dim_t shape[IREE_TOOLING_TENSOR_MAX_RANK];
  iree_hal_element_type_t element_type = IREE_HAL_ELEMENT_TYPE_NONE;
  if (iree_status_is_ok(status)) {
    status = iree_npy_parse_header(
        iree_string_view_trim(iree_make_string_view(header, header_length)),
        &rank, shape, &element_type);
  }
  iree_allocator_free(allocator, header);
  if (iree_status_is_ok(status)) {
    status = iree_tooling_tensor_allocate(rank, shape, element_type, allocator,
                                          out_tensor);
  }
  if (iree_status_is_ok(status) && out_tensor->data.data_length &&
      fread(out_tensor->data.data, 1, out_tensor->data.data_length, file) !=
          out_tensor->data.data_length) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS,
                              "truncated .npy data (%zu bytes expected)",
                              out_tensor->data.data_length);
  }
  if (!iree_status_is_ok(status)) iree_tooling_tensor_deinitialize(out_tensor);
  return status;
}

iree_status_t iree_tooling_npy_write(FILE* file,
                                     const iree_tooling_tensor_t* tensor) {
  const char* descr = NULL;
  for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(iree_npy_dtypes); ++i) {
    if (iree_npy_dtypes[i].element_type == tensor->element_type) {
      descr = iree_npy_dtypes[i].descr;
      break;
    }
  }
  if (!descr) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "%s has no NumPy dtype; write it as raw bytes "
                            "(--output=@file.bin) instead",
                            iree_hal_element_type_name(tensor->element_type));
  }
  // One-byte types have no byte order ('|'), as NumPy writes them.
  char order = iree_hal_element_dense_byte_count(tensor->element_type) == 1
                   ? '|'
                   : '<';
  char dict[1024];
  int length = snprintf(dict, sizeof(dict),
                        "{'descr': '%c%s', 'fortran_order': False, 'shape': (",
                        order, descr);
  for (iree_host_size_t i = 0; i < tensor->rank; ++i) {
    length += snprintf(dict + length, sizeof(dict) - (size_t)length,
                       i ? ", %zu" : "%zu", tensor->shape[i]);
  }
  length += snprintf(dict + length, sizeof(dict) - (size_t)length, "%s), }",
                     tensor->rank == 1 ? "," : "");
  if (length < 0 || (size_t)length >= sizeof(dict) - 64) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            ".npy header too long");
  }
  // Pad with spaces so data starts 64-byte aligned, and end with '\n'.
  iree_host_size_t prefix_length = 10;  // magic, version, u16 length
  iree_host_size_t total = prefix_length + (iree_host_size_t)length + 1;
  iree_host_size_t padded = (total + 63) & ~(iree_host_size_t)63;
  iree_host_size_t header_length = padded - prefix_length;
  memset(dict + length, ' ', header_length - (iree_host_size_t)length - 1);
  dict[header_length - 1] = '\n';
  uint8_t prefix[10];
  memcpy(prefix, iree_npy_magic, sizeof(iree_npy_magic));
  prefix[6] = 1;
  prefix[7] = 0;
  prefix[8] = (uint8_t)(header_length & 0xFF);
  prefix[9] = (uint8_t)(header_length >> 8);
  if (fwrite(prefix, 1, sizeof(prefix), file) != sizeof(prefix) ||
      fwrite(dict, 1, header_length, file) != header_length ||
      (tensor->data.data_length &&
       fwrite(tensor->data.data, 1, tensor->data.data_length, file) !=
           tensor->data.data_length)) {
    return iree_make_status(IREE_STATUS_DATA_LOSS, "writing the .npy file");
  }
  return iree_ok_status();
}
