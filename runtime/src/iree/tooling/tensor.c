#include "iree/tooling/tensor.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "iree/hal/string_util.h"
#include "iree/tooling/numpy.h"

//===----------------------------------------------------------------------===//
// Storage
//===----------------------------------------------------------------------===//

// The bytes of a dense tensor of |shape|; false when they overflow.
static bool iree_tooling_tensor_byte_length(
    iree_host_size_t rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type, iree_host_size_t* out_length) {
  iree_host_size_t length = iree_hal_element_dense_byte_count(element_type);
  for (iree_host_size_t i = 0; i < rank; ++i) {
    if (!iree_host_size_checked_mul(length, shape[i], &length)) return false;
  }
  *out_length = length;
  return true;
}

iree_status_t iree_tooling_tensor_allocate(iree_host_size_t rank,
                                           const iree_hal_dim_t* shape,
                                           iree_hal_element_type_t element_type,
                                           iree_allocator_t allocator,
                                           iree_tooling_tensor_t* out_tensor) {
  memset(out_tensor, 0, sizeof(*out_tensor));
  if (rank > IREE_TOOLING_TENSOR_MAX_RANK) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "rank %zu exceeds the supported maximum of %d",
                            rank, IREE_TOOLING_TENSOR_MAX_RANK);
  }
  if (!iree_hal_element_type_is_known(element_type) ||
      iree_hal_element_bit_count(element_type) % 8 != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "element type 0x%08x is not supported by the tools",
                            element_type);
  }
  iree_host_size_t byte_length = 0;
  if (!iree_tooling_tensor_byte_length(rank, shape, element_type,
                                       &byte_length)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE, "tensor size overflows");
  }
  uint8_t* data = NULL;
  // One extra byte keeps empty tensors distinguishable from "no storage".
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(allocator, byte_length + 1, (void**)&data));
  out_tensor->rank = rank;
  if (rank) memcpy(out_tensor->shape, shape, rank * sizeof(*shape));
  out_tensor->element_type = element_type;
  out_tensor->data = iree_make_byte_span(data, byte_length);
  out_tensor->allocator = allocator;
  return iree_ok_status();
}

void iree_tooling_tensor_deinitialize(iree_tooling_tensor_t* tensor) {
  if (tensor->data.data) {
    iree_allocator_free(tensor->allocator, tensor->data.data);
  }
  memset(tensor, 0, sizeof(*tensor));
}

iree_host_size_t iree_tooling_tensor_element_count(
    const iree_tooling_tensor_t* tensor) {
  iree_host_size_t count = 1;
  for (iree_host_size_t i = 0; i < tensor->rank; ++i) count *= tensor->shape[i];
  return count;
}

//===----------------------------------------------------------------------===//
// Text parsing
//===----------------------------------------------------------------------===//

// Whether an array of |array| elements holds what a tensor of |declared|
// ones does: the same type, or integers of one width whose signedness the
// .npy dtype fixes but the declared type need not (<i4 reads as i32, and
// si32 or ui32 takes it as well).
static bool iree_tooling_element_types_match(iree_hal_element_type_t array,
                                             iree_hal_element_type_t declared) {
  if (array == declared) return true;
  iree_hal_numerical_type_t a = iree_hal_element_numerical_type(array);
  iree_hal_numerical_type_t d = iree_hal_element_numerical_type(declared);
  bool a_int = a >= IREE_HAL_NUMERICAL_TYPE_INTEGER &&
               a <= IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED;
  bool d_int = d >= IREE_HAL_NUMERICAL_TYPE_INTEGER &&
               d <= IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED;
  return a_int && d_int &&
         iree_hal_element_bit_count(array) == iree_hal_element_bit_count(declared);
}

// Reads the tensor of |type_text| from the file at |path| into |tensor|
// (allocated for that type): a .npy file (recognized by its magic) must hold
// an array of that shape and element type; any other file is the raw
// elements and must have exactly their size.
static iree_status_t iree_tooling_read_tensor_file(
    iree_string_view_t path, iree_allocator_t allocator,
    const char* tensor_type, iree_tooling_tensor_t* tensor) {
  char path_buffer[4096];
  snprintf(path_buffer, sizeof(path_buffer), "%.*s", (int)path.size,
           path.data);
  FILE* file = NULL;
  uint64_t size = 0;
  IREE_RETURN_IF_ERROR(iree_file_open_for_read(path_buffer, &file, &size));
  static const char kNpyMagic[] = "\x93NUMPY";
  char magic[sizeof(kNpyMagic) - 1] = {0};
  bool is_npy = fread(magic, 1, sizeof(magic), file) == sizeof(magic) &&
                memcmp(magic, kNpyMagic, sizeof(magic)) == 0;
  iree_status_t status = iree_ok_status();
  if (fseek(file, 0, SEEK_SET) != 0) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot read '%s'",
                              path_buffer);
  } else if (is_npy) {
    iree_tooling_tensor_t array;
    status = iree_tooling_npy_read(file, allocator, &array);
    if (iree_status_is_ok(status)) {
      char array_type[128];
      iree_hal_format_shape_and_element_type(array.rank, array.shape,
                                             array.element_type,
                                             sizeof(array_type), array_type);
      bool matches =
          array.rank == tensor->rank &&
          (array.rank == 0 || memcmp(array.shape, tensor->shape,
                                     array.rank * sizeof(array.shape[0])) ==
                                  0) &&
          iree_tooling_element_types_match(array.element_type,
                                           tensor->element_type);
      if (!matches) {
        status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                  "'%s' holds a %s array but %s was given",
                                  path_buffer, array_type, tensor_type);
      } else if (array.data.data_length) {
        memcpy(tensor->data.data, array.data.data, array.data.data_length);
      }
      iree_tooling_tensor_deinitialize(&array);
    }
    status = iree_status_annotate_f(status, "reading '%s'", path_buffer);
  } else if (size != tensor->data.data_length) {
    status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "'%s' holds %llu bytes but %s needs %zu",
                              path_buffer, (unsigned long long)size,
                              tensor_type, tensor->data.data_length);
  } else if (tensor->data.data_length &&
             fread(tensor->data.data, 1, tensor->data.data_length, file) !=
                 tensor->data.data_length) {
    status = iree_make_status(IREE_STATUS_DATA_LOSS, "cannot read '%s'",
                              path_buffer);
  }
  fclose(file);
  return status;
}

// Checks that the brackets of |values| nest: every ']' closes an open '['
// and none stays open.
static iree_status_t iree_tooling_check_brackets(iree_string_view_t values) {
  iree_host_size_t depth = 0;
  for (iree_host_size_t i = 0; i < values.size; ++i) {
    if (values.data[i] == '[') {
      ++depth;
    } else if (values.data[i] == ']') {
      if (depth == 0) {
        return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "unbalanced ']' at offset %zu of the values",
                                i);
      }
      --depth;
    }
  }
  if (depth != 0) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%zu '[' left unclosed in the values", depth);
  }
  return iree_ok_status();
}

static bool iree_tooling_is_separator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' ||
         c == '[' || c == ']';
}

// Returns the next value token of |*text| (empty at the end) and advances.
static iree_string_view_t iree_tooling_next_token(iree_string_view_t* text) {
  iree_host_size_t start = 0;
  while (start < text->size && iree_tooling_is_separator(text->data[start])) {
    ++start;
  }
  iree_host_size_t end = start;
  while (end < text->size && !iree_tooling_is_separator(text->data[end])) {
    ++end;
  }
  iree_string_view_t token = iree_make_string_view(text->data + start, end - start);
  *text = iree_string_view_substr(*text, end, IREE_HOST_SIZE_MAX);
  return token;
}

iree_status_t iree_tooling_tensor_parse(iree_string_view_t text,
                                        iree_allocator_t allocator,
                                        iree_tooling_tensor_t* out_tensor) {
  memset(out_tensor, 0, sizeof(*out_tensor));
  iree_string_view_t type_text, values;
  if (iree_string_view_split(text, '=', &type_text, &values) ==
      IREE_STRING_VIEW_NPOS) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "expected <shape>x<type>=<values> such as "
                            "2x2xf32=1 2 3 4");
  }
  iree_hal_dim_t shape[IREE_TOOLING_TENSOR_MAX_RANK];
  iree_host_size_t rank = 0;
  iree_hal_element_type_t element_type = IREE_HAL_ELEMENT_TYPE_NONE;
  IREE_RETURN_IF_ERROR(iree_hal_parse_shape_and_element_type(
      iree_string_view_trim(type_text), IREE_TOOLING_TENSOR_MAX_RANK, shape,
      &rank, &element_type));
  values = iree_string_view_trim(values);
  bool from_file = iree_string_view_starts_with(values, iree_make_cstring_view("@"));
  iree_host_size_t byte_length = 0;
  if (!from_file &&
      (!iree_tooling_tensor_byte_length(rank, shape, element_type,
                                        &byte_length) ||
       byte_length > IREE_TOOLING_TENSOR_MAX_TEXT_BYTES)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "the tensor is more than the 1 GiB the tools "
                            "build from text values; give it as a file "
                            "(@file.npy or <shape>x<type>=@file.bin)");
  }
  IREE_RETURN_IF_ERROR(iree_tooling_tensor_allocate(rank, shape, element_type,
                                                    allocator, out_tensor));
  char tensor_type[128];
  iree_hal_format_shape_and_element_type(rank, shape, element_type,
                                         sizeof(tensor_type), tensor_type);
  iree_status_t status = iree_ok_status();
  if (iree_string_view_consume_prefix(&values, iree_make_cstring_view("@"))) {
    status = iree_tooling_read_tensor_file(values, allocator, tensor_type,
                                           out_tensor);
  } else {
    status = iree_tooling_check_brackets(values);
    iree_host_size_t element_size = iree_hal_element_dense_byte_count(element_type);
    iree_host_size_t element_count =
        iree_tooling_tensor_element_count(out_tensor);
    iree_host_size_t value_count = 0;
    iree_string_view_t remaining = values;
    for (iree_string_view_t token = iree_tooling_next_token(&remaining);
         iree_status_is_ok(status) && token.size;
         token = iree_tooling_next_token(&remaining), ++value_count) {
      if (value_count < element_count) {
        status = iree_hal_parse_element(
            token, element_type,
            out_tensor->data.data + value_count * element_size);
      }
    }
    if (iree_status_is_ok(status) && value_count == 1 && element_count != 1) {
      // One value fills every element: the filled prefix is copied onto
      // the rest, doubling each time (a copy per element took seconds for
      // the 1 GiB of i8 a text value may fill).
      iree_host_size_t filled = element_size;
      iree_host_size_t total = element_count * element_size;
      while (filled < total) {
        iree_host_size_t length =
            filled < total - filled ? filled : total - filled;
        memcpy(out_tensor->data.data + filled, out_tensor->data.data, length);
        filled += length;
      }
    } else if (iree_status_is_ok(status) && value_count != 0 &&
               value_count != element_count) {
      status = iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                                "%zu values given but %s has %zu elements "
                                "(give all of them, or one to fill the tensor)",
                                value_count, tensor_type, element_count);
    }
  }
  if (!iree_status_is_ok(status)) iree_tooling_tensor_deinitialize(out_tensor);
  return status;
}

//===----------------------------------------------------------------------===//
// Printing
//===----------------------------------------------------------------------===//

void iree_tooling_tensor_print(const iree_tooling_tensor_t* tensor,
                               iree_host_size_t max_element_count, FILE* file) {
  iree_hal_fprint_elements(file, tensor->rank, tensor->shape,
                           tensor->element_type, tensor->data.data,
                           max_element_count);
}

//===----------------------------------------------------------------------===//
// Device buffer views
//===----------------------------------------------------------------------===//

iree_status_t iree_tooling_tensor_to_buffer_view(
    const iree_tooling_tensor_t* tensor,
    iree_hal_allocator_t* device_allocator,
    iree_hal_buffer_view_t** out_buffer_view) {
  iree_hal_buffer_params_t params;
  memset(&params, 0, sizeof(params));
  params.type = IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL;
  params.usage = IREE_HAL_BUFFER_USAGE_DEFAULT | IREE_HAL_BUFFER_USAGE_MAPPING;
  return iree_hal_buffer_view_allocate_buffer_copy(
      /*device=*/NULL, device_allocator, tensor->rank, tensor->shape,
      tensor->element_type, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR, params,
      iree_make_const_byte_span(tensor->data.data, tensor->data.data_length),
      out_buffer_view);
}

iree_status_t iree_tooling_tensor_from_buffer_view(
    iree_hal_buffer_view_t* buffer_view, iree_allocator_t allocator,
    iree_tooling_tensor_t* out_tensor) {
  memset(out_tensor, 0, sizeof(*out_tensor));
  if (iree_hal_buffer_view_encoding_type(buffer_view) !=
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "only dense row-major buffer views can be read "
                            "(encoding %u)",
                            iree_hal_buffer_view_encoding_type(buffer_view));
  }
  IREE_RETURN_IF_ERROR(iree_tooling_tensor_allocate(
      iree_hal_buffer_view_shape_rank(buffer_view),
      iree_hal_buffer_view_shape_dims(buffer_view),
      iree_hal_buffer_view_element_type(buffer_view), allocator, out_tensor));
  iree_status_t status = iree_ok_status();
  if (out_tensor->data.data_length) {
    status = iree_hal_buffer_map_read(iree_hal_buffer_view_buffer(buffer_view),
                                      0, out_tensor->data.data,
                                      out_tensor->data.data_length);
  }
  if (!iree_status_is_ok(status)) {
    iree_tooling_tensor_deinitialize(out_tensor);
    return iree_status_annotate_f(status, "reading a buffer view's contents");
  }
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

static double iree_tooling_threshold(
    const iree_tooling_compare_thresholds_t* thresholds,
    iree_hal_element_type_t element_type, const char** out_name) {
  switch (element_type) {
    case IREE_HAL_ELEMENT_TYPE_FLOAT_16:
      *out_name = "f16";
      return thresholds->f16;
    case IREE_HAL_ELEMENT_TYPE_BFLOAT_16:
      *out_name = "bf16";
      return thresholds->bf16;
    case IREE_HAL_ELEMENT_TYPE_FLOAT_32:
      *out_name = "f32";
      return thresholds->f32;
    default:
      *out_name = "f64";
      return thresholds->f64;
  }
}

// Formats the multi-dimensional index of element |linear| as "[1, 2]".
static void iree_tooling_format_index(const iree_tooling_tensor_t* tensor,
                                      iree_host_size_t linear, char* buffer,
                                      iree_host_size_t capacity) {
  iree_host_size_t index[IREE_TOOLING_TENSOR_MAX_RANK];
  for (iree_host_size_t i = tensor->rank; i > 0; --i) {
    iree_hal_dim_t dim = tensor->shape[i - 1];
    index[i - 1] = dim ? linear % dim : 0;
    linear = dim ? linear / dim : 0;
  }
  iree_host_size_t length = 0;
  length += (iree_host_size_t)snprintf(buffer, capacity, "[");
  for (iree_host_size_t i = 0; i < tensor->rank && length < capacity; ++i) {
    length += (iree_host_size_t)snprintf(buffer + length, capacity - length,
                                         i ? ", %zu" : "%zu", index[i]);
  }
  if (length < capacity) snprintf(buffer + length, capacity - length, "]");
}

void iree_tooling_tensor_compare(const iree_tooling_tensor_t* actual,
                                 const iree_tooling_tensor_t* expected,
                                 const iree_tooling_compare_thresholds_t*
                                     thresholds,
                                 bool* out_equal, char* message,
                                 iree_host_size_t capacity) {
  *out_equal = false;
  if (capacity) message[0] = '\0';
  bool same_type = actual->element_type == expected->element_type &&
                   actual->rank == expected->rank;
  for (iree_host_size_t i = 0; same_type && i < actual->rank; ++i) {
    same_type = actual->shape[i] == expected->shape[i];
  }
  if (!same_type) {
    char actual_type[256], expected_type[256];
    iree_hal_format_shape_and_element_type(actual->rank, actual->shape,
                                           actual->element_type,
                                           sizeof(actual_type), actual_type);
    iree_hal_format_shape_and_element_type(expected->rank, expected->shape,
                                           expected->element_type,
                                           sizeof(expected_type),
                                           expected_type);
    snprintf(message, capacity, "got a %s tensor but expected %s",
             actual_type, expected_type);
    return;
  }
  iree_host_size_t element_size =
      iree_hal_element_dense_byte_count(actual->element_type);
  iree_host_size_t count = iree_tooling_tensor_element_count(actual);
  // Floats compare within a threshold; complex numbers part by part.
  iree_hal_element_type_t float_type = actual->element_type;
  iree_host_size_t part_count = 1;
  iree_hal_element_type_t part_type =
      iree_hal_element_complex_part_type(actual->element_type);
  if (part_type != IREE_HAL_ELEMENT_TYPE_NONE) {
    float_type = part_type;
    part_count = 2;
  }
  bool is_float = iree_hal_element_is_float(float_type);
  iree_host_size_t part_size = iree_hal_element_dense_byte_count(float_type);
  for (iree_host_size_t i = 0; i < count; ++i) {
    const uint8_t* lhs = actual->data.data + i * element_size;
    const uint8_t* rhs = expected->data.data + i * element_size;
    const char* threshold_name = NULL;
    double threshold = 0;
    bool matches = false;
    if (is_float) {
      threshold = iree_tooling_threshold(thresholds, float_type,
                                         &threshold_name);
      matches = true;
      for (iree_host_size_t part = 0; part < part_count; ++part) {
        double a =
            iree_hal_element_load_f64(lhs + part * part_size, float_type);
        double b =
            iree_hal_element_load_f64(rhs + part * part_size, float_type);
        matches &=
            (isnan(a) && isnan(b)) || a == b || fabs(a - b) <= threshold;
      }
    } else {
      matches = memcmp(lhs, rhs, element_size) == 0;
    }
    if (matches) continue;
    char index[256], actual_text[64], expected_text[64];
    iree_tooling_format_index(actual, i, index, sizeof(index));
    iree_hal_format_element(lhs, actual->element_type, actual_text,
                            sizeof(actual_text));
    iree_hal_format_element(rhs, actual->element_type, expected_text,
                            sizeof(expected_text));
    // Scalars (rank 0) have no index to name.
    const char* subject = actual->rank ? "element " : "value";
    if (!actual->rank) index[0] = '\0';
    if (is_float) {
      snprintf(message, capacity, "%s%s is %s but expected %s (%s threshold "
               "%g)",
               subject, index, actual_text, expected_text, threshold_name,
               threshold);
    } else {
      snprintf(message, capacity, "%s%s is %s but expected %s", subject, index,
               actual_text, expected_text);
    }
    return;
  }
  *out_equal = true;
}
