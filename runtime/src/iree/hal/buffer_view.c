#include "iree/hal/buffer_view.h"

#include <stdio.h>
#include <string.h>

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

typedef struct iree_hal_element_type_name_t {
  iree_hal_element_type_t type;
  const char* name;
} iree_hal_element_type_name_t;

// The one table both parsing and naming read, so they cannot disagree.
static const iree_hal_element_type_name_t iree_hal_element_type_names[] = {
    {IREE_HAL_ELEMENT_TYPE_BOOL_8, "i1"},
    {IREE_HAL_ELEMENT_TYPE_INT_8, "i8"},
    {IREE_HAL_ELEMENT_TYPE_SINT_8, "si8"},
    {IREE_HAL_ELEMENT_TYPE_UINT_8, "ui8"},
    {IREE_HAL_ELEMENT_TYPE_INT_16, "i16"},
    {IREE_HAL_ELEMENT_TYPE_SINT_16, "si16"},
    {IREE_HAL_ELEMENT_TYPE_UINT_16, "ui16"},
    {IREE_HAL_ELEMENT_TYPE_INT_32, "i32"},
    {IREE_HAL_ELEMENT_TYPE_SINT_32, "si32"},
    {IREE_HAL_ELEMENT_TYPE_UINT_32, "ui32"},
    {IREE_HAL_ELEMENT_TYPE_INT_64, "i64"},
    {IREE_HAL_ELEMENT_TYPE_SINT_64, "si64"},
    {IREE_HAL_ELEMENT_TYPE_UINT_64, "ui64"},
    {IREE_HAL_ELEMENT_TYPE_FLOAT_16, "f16"},
    {IREE_HAL_ELEMENT_TYPE_FLOAT_32, "f32"},
    {IREE_HAL_ELEMENT_TYPE_FLOAT_64, "f64"},
    {IREE_HAL_ELEMENT_TYPE_BFLOAT_16, "bf16"},
    {IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_64, "c64"},
    {IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_128, "c128"},
};

bool iree_hal_element_type_is_known(iree_hal_element_type_t element_type) {
  for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(iree_hal_element_type_names);
       ++i) {
    if (iree_hal_element_type_names[i].type == element_type) return true;
  }
  return false;
}

iree_status_t iree_hal_parse_element_type(
    iree_string_view_t value, iree_hal_element_type_t* out_element_type) {
  for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(iree_hal_element_type_names);
       ++i) {
    if (iree_string_view_equal(
            value,
            iree_make_cstring_view(iree_hal_element_type_names[i].name))) {
      *out_element_type = iree_hal_element_type_names[i].type;
      return iree_ok_status();
    }
  }
  return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                          "unknown element type '%.*s' (expected one of i1, "
                          "i8, si8, ui8, ..., i64, f16, bf16, f32, f64, c64, c128)",
                          (int)value.size, value.data);
}

const char* iree_hal_element_type_name(iree_hal_element_type_t element_type) {
  for (iree_host_size_t i = 0; i < IREE_ARRAYSIZE(iree_hal_element_type_names);
       ++i) {
    if (iree_hal_element_type_names[i].type == element_type) {
      return iree_hal_element_type_names[i].name;
    }
  }
  return "unknown";
}

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

iree_status_t iree_hal_parse_shape(iree_string_view_t value,
                                   iree_host_size_t shape_capacity,
                                   iree_hal_dim_t* out_shape,
                                   iree_host_size_t* out_shape_rank) {
  *out_shape_rank = 0;
  if (iree_string_view_is_empty(value)) return iree_ok_status();
  iree_host_size_t rank = 0;
  iree_string_view_t remaining = value;
  while (true) {
    iree_string_view_t dim_text, rest;
    bool more = iree_string_view_split(remaining, 'x', &dim_text, &rest) !=
                IREE_STRING_VIEW_NPOS;
    uint64_t dim = 0;
    // Dims are plain decimal: no signs, no hex, nothing iree_string_view_atoi
    // would accept beyond digits.
    bool is_digits = !iree_string_view_is_empty(dim_text);
    for (iree_host_size_t i = 0; i < dim_text.size; ++i) {
      if (dim_text.data[i] < '0' || dim_text.data[i] > '9') is_digits = false;
    }
    if (!is_digits || !iree_string_view_atoi_uint64(dim_text, &dim) ||
        dim > IREE_HOST_SIZE_MAX) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "invalid dimension '%.*s' in shape '%.*s'",
                              (int)dim_text.size, dim_text.data,
                              (int)value.size, value.data);
    }
    if (rank < shape_capacity) out_shape[rank] = (iree_hal_dim_t)dim;
    ++rank;
    if (!more) break;
    remaining = rest;
  }
  *out_shape_rank = rank;
  if (rank > shape_capacity) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "shape '%.*s' has rank %zu; capacity is %zu",
                            (int)value.size, value.data, rank, shape_capacity);
  }
  return iree_ok_status();
}

iree_status_t iree_hal_parse_shape_and_element_type(
    iree_string_view_t value, iree_host_size_t shape_capacity,
    iree_hal_dim_t* out_shape, iree_host_size_t* out_shape_rank,
    iree_hal_element_type_t* out_element_type) {
  *out_shape_rank = 0;
  // The element type follows the last 'x' (there is none for scalars).
  iree_host_size_t last_x = IREE_STRING_VIEW_NPOS;
  for (iree_host_size_t i = 0; i < value.size; ++i) {
    if (value.data[i] == 'x') last_x = i;
  }
  iree_string_view_t shape_text = iree_string_view_empty();
  iree_string_view_t type_text = value;
  if (last_x != IREE_STRING_VIEW_NPOS) {
    shape_text = iree_string_view_substr(value, 0, last_x);
    type_text = iree_string_view_substr(value, last_x + 1, IREE_HOST_SIZE_MAX);
  }
  IREE_RETURN_IF_ERROR(
      iree_hal_parse_element_type(type_text, out_element_type));
  if (last_x != IREE_STRING_VIEW_NPOS &&
      iree_string_view_is_empty(shape_text)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "missing shape before 'x' in '%.*s'",
                            (int)value.size, value.data);
  }
  return iree_hal_parse_shape(shape_text, shape_capacity, out_shape,
                              out_shape_rank);
}

iree_host_size_t iree_hal_format_shape(iree_host_size_t shape_rank,
                                       const iree_hal_dim_t* shape,
                                       iree_host_size_t buffer_capacity,
                                       char* buffer) {
  iree_host_size_t length = 0;
  if (buffer_capacity) buffer[0] = '\0';
  for (iree_host_size_t i = 0; i < shape_rank; ++i) {
    char* cursor = length < buffer_capacity ? buffer + length : NULL;
    iree_host_size_t room =
        length < buffer_capacity ? buffer_capacity - length : 0;
    int written = shape[i] == IREE_HAL_DIM_DYNAMIC
                      ? snprintf(cursor, room, i ? "x?" : "?")
                      : snprintf(cursor, room, i ? "x%zu" : "%zu", shape[i]);
    length += (iree_host_size_t)written;
  }
  return length;
}

iree_status_t iree_hal_buffer_compute_view_size(
    iree_host_size_t shape_rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type,
    iree_hal_encoding_type_t encoding_type,
    iree_device_size_t* out_allocation_size) {
  *out_allocation_size = 0;
  if (encoding_type != IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "sizes are only defined for dense row-major "
                            "encodings, not encoding %u",
                            encoding_type);
  }
  if (!iree_hal_element_type_is_known(element_type)) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "unknown element type 0x%08x", element_type);
  }
  iree_host_size_t size = iree_hal_element_dense_byte_count(element_type);
  for (iree_host_size_t i = 0; i < shape_rank; ++i) {
    if (!iree_host_size_checked_mul(size, shape[i], &size)) {
      return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                              "tensor size overflows at dimension %zu", i);
    }
  }
  *out_allocation_size = size;
  return iree_ok_status();
}

//===----------------------------------------------------------------------===//
// iree_hal_buffer_view_t
//===----------------------------------------------------------------------===//

// Buffer views are plain ref-counted host objects, not driver objects: the
// resource header gives them the same retain/release (and VM ref layout).
struct iree_hal_buffer_view_t {
  iree_hal_resource_t resource;
  iree_allocator_t host_allocator;
  iree_hal_buffer_t* buffer;
  iree_hal_element_type_t element_type;
  iree_hal_encoding_type_t encoding_type;
  iree_device_size_t byte_length;
  iree_host_size_t shape_rank;
  iree_hal_dim_t shape[];
};

static void iree_hal_buffer_view_destroy(void* base_buffer_view) {
  iree_hal_buffer_view_t* buffer_view =
      (iree_hal_buffer_view_t*)base_buffer_view;
  iree_hal_buffer_release(buffer_view->buffer);
  iree_allocator_free(buffer_view->host_allocator, buffer_view);
}

static const iree_hal_resource_vtable_t iree_hal_buffer_view_vtable = {
    .destroy = iree_hal_buffer_view_destroy,
};

iree_status_t iree_hal_buffer_view_create(
    iree_hal_buffer_t* buffer, iree_host_size_t shape_rank,
    const iree_hal_dim_t* shape, iree_hal_element_type_t element_type,
    iree_hal_encoding_type_t encoding_type, iree_allocator_t host_allocator,
    iree_hal_buffer_view_t** out_buffer_view) {
  *out_buffer_view = NULL;
  if (!buffer) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "buffer view needs a buffer");
  }
  iree_device_size_t byte_length = iree_hal_buffer_byte_length(buffer);
  if (encoding_type != IREE_HAL_ENCODING_TYPE_OPAQUE) {
    IREE_RETURN_IF_ERROR(iree_hal_buffer_compute_view_size(
        shape_rank, shape, element_type, encoding_type, &byte_length));
    if (byte_length > iree_hal_buffer_byte_length(buffer)) {
      return iree_make_status(
          IREE_STATUS_OUT_OF_RANGE,
          "tensor of %s needs %llu bytes but the buffer holds %llu",
          iree_hal_element_type_name(element_type),
          (unsigned long long)byte_length,
          (unsigned long long)iree_hal_buffer_byte_length(buffer));
    }
  }
  iree_host_size_t total_size = 0;
  if (!iree_host_size_checked_mul_add(sizeof(iree_hal_buffer_view_t),
                                      shape_rank, sizeof(iree_hal_dim_t),
                                      &total_size)) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE, "rank %zu too large",
                            shape_rank);
  }
  iree_hal_buffer_view_t* buffer_view = NULL;
  IREE_RETURN_IF_ERROR(
      iree_allocator_malloc(host_allocator, total_size, (void**)&buffer_view));
  iree_hal_resource_initialize(&iree_hal_buffer_view_vtable,
                               &buffer_view->resource);
  buffer_view->host_allocator = host_allocator;
  buffer_view->buffer = buffer;
  iree_hal_buffer_retain(buffer);
  buffer_view->element_type = element_type;
  buffer_view->encoding_type = encoding_type;
  buffer_view->byte_length = byte_length;
  buffer_view->shape_rank = shape_rank;
  if (shape_rank) {
    memcpy(buffer_view->shape, shape, shape_rank * sizeof(iree_hal_dim_t));
  }
  *out_buffer_view = buffer_view;
  return iree_ok_status();
}

iree_status_t iree_hal_buffer_view_allocate_buffer_copy(
    iree_hal_device_t* device, iree_hal_allocator_t* allocator,
    iree_host_size_t shape_rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type,
    iree_hal_encoding_type_t encoding_type,
    iree_hal_buffer_params_t buffer_params, iree_const_byte_span_t initial_data,
    iree_hal_buffer_view_t** out_buffer_view) {
  *out_buffer_view = NULL;
  if (encoding_type != IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "buffer views can be allocated with the dense "
                            "row-major encoding only (encoding %u)",
                            encoding_type);
  }
  iree_device_size_t allocation_size = 0;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_compute_view_size(
      shape_rank, shape, element_type, IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
      &allocation_size));
  if (initial_data.data_length != 0 &&
      initial_data.data_length != allocation_size) {
    return iree_make_status(
        IREE_STATUS_INVALID_ARGUMENT,
        "initial data has %zu bytes but the tensor needs %llu",
        initial_data.data_length, (unsigned long long)allocation_size);
  }
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_allocator_allocate_buffer(
      allocator, buffer_params, allocation_size, initial_data, &buffer));
  iree_status_t status = iree_hal_buffer_view_create(
      buffer, shape_rank, shape, element_type,
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR,
      iree_hal_allocator_host_allocator(allocator), out_buffer_view);
  iree_hal_buffer_release(buffer);
  return status;
}

void iree_hal_buffer_view_retain(iree_hal_buffer_view_t* buffer_view) {
  iree_hal_resource_retain(buffer_view);
}

void iree_hal_buffer_view_release(iree_hal_buffer_view_t* buffer_view) {
  iree_hal_resource_release(buffer_view);
}

iree_hal_buffer_t* iree_hal_buffer_view_buffer(
    const iree_hal_buffer_view_t* buffer_view) {
  return buffer_view->buffer;
}

iree_host_size_t iree_hal_buffer_view_shape_rank(
    const iree_hal_buffer_view_t* buffer_view) {
  return buffer_view->shape_rank;
}

const iree_hal_dim_t* iree_hal_buffer_view_shape_dims(
    const iree_hal_buffer_view_t* buffer_view) {
  return buffer_view->shape;
}

iree_hal_dim_t iree_hal_buffer_view_shape_dim(
    const iree_hal_buffer_view_t* buffer_view, iree_host_size_t index) {
  return index < buffer_view->shape_rank ? buffer_view->shape[index] : 0;
}

iree_status_t iree_hal_buffer_view_shape(
    const iree_hal_buffer_view_t* buffer_view, iree_host_size_t shape_capacity,
    iree_hal_dim_t* out_shape, iree_host_size_t* out_shape_rank) {
  *out_shape_rank = buffer_view->shape_rank;
  if (buffer_view->shape_rank > shape_capacity) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "shape of rank %zu does not fit capacity %zu",
                            buffer_view->shape_rank, shape_capacity);
  }
  if (buffer_view->shape_rank) {
    memcpy(out_shape, buffer_view->shape,
           buffer_view->shape_rank * sizeof(iree_hal_dim_t));
  }
  return iree_ok_status();
}

iree_hal_element_type_t iree_hal_buffer_view_element_type(
    const iree_hal_buffer_view_t* buffer_view) {
  return buffer_view->element_type;
}

iree_host_size_t iree_hal_buffer_view_element_size(
    const iree_hal_buffer_view_t* buffer_view) {
  return iree_hal_element_dense_byte_count(buffer_view->element_type);
}

iree_hal_encoding_type_t iree_hal_buffer_view_encoding_type(
    const iree_hal_buffer_view_t* buffer_view) {
  return buffer_view->encoding_type;
}

iree_host_size_t iree_hal_buffer_view_element_count(
    const iree_hal_buffer_view_t* buffer_view) {
  // Dense views had this product checked at creation; an opaque view's dims
  // are the caller's business and the unsigned product simply wraps.
  iree_host_size_t count = 1;
  for (iree_host_size_t i = 0; i < buffer_view->shape_rank; ++i) {
    count *= buffer_view->shape[i];
  }
  return count;
}

iree_device_size_t iree_hal_buffer_view_byte_length(
    const iree_hal_buffer_view_t* buffer_view) {
  return buffer_view->byte_length;
}
