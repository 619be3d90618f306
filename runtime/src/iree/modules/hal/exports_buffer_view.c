// hal.buffer_view.*: creating views over buffers and checking the views
// compiled functions receive.
#include <stdio.h>

#include "iree/modules/hal/module_impl.h"

// Shapes arrive as variadic i64 operands; no tensor program needs more dims.
#define IREE_HAL_MODULE_MAX_RANK 32

// Reads the variadic shape group at |in| (an i32 count then i64 dims).
static iree_status_t iree_hal_module_read_shape(iree_hal_abi_cursor_t* in,
                                                bool allow_dynamic,
                                                iree_hal_dim_t* out_shape,
                                                iree_host_size_t* out_rank) {
  int32_t rank = iree_hal_abi_read_i32(in);
  if (rank > IREE_HAL_MODULE_MAX_RANK) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "rank %d exceeds the supported maximum of %d",
                            rank, IREE_HAL_MODULE_MAX_RANK);
  }
  for (int32_t i = 0; i < rank; ++i) {
    int64_t dim = iree_hal_abi_read_i64(in);
    if (dim == -1 && allow_dynamic) {
      out_shape[i] = IREE_HAL_DIM_DYNAMIC;
      continue;
    }
    if (dim < 0 || (uint64_t)dim > (uint64_t)IREE_HOST_SIZE_MAX) {
      return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                              "dimension %d is %lld", i, (long long)dim);
    }
    out_shape[i] = (iree_hal_dim_t)dim;
  }
  *out_rank = (iree_host_size_t)rank;
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_view_create) {
  iree_hal_module_state_t* state = (iree_hal_module_state_t*)module_state;
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t buffer_ref = iree_hal_abi_read_ref(&in);
  int64_t offset = iree_hal_abi_read_i64(&in);
  int64_t length = iree_hal_abi_read_i64(&in);
  iree_hal_element_type_t element_type =
      (iree_hal_element_type_t)iree_hal_abi_read_i32(&in);
  iree_hal_encoding_type_t encoding_type =
      (iree_hal_encoding_type_t)iree_hal_abi_read_i32(&in);
  iree_hal_dim_t shape[IREE_HAL_MODULE_MAX_RANK];
  iree_host_size_t rank = 0;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_shape(&in, /*allow_dynamic=*/false, shape, &rank));
  iree_hal_buffer_t* buffer = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_check_deref(&buffer_ref, &buffer));
  iree_device_size_t byte_offset = 0, byte_length = 0;
  IREE_RETURN_IF_ERROR(iree_hal_module_device_size(offset, "view offset",
                                                   false, &byte_offset));
  IREE_RETURN_IF_ERROR(iree_hal_module_device_size(length, "view length", true,
                                                   &byte_length));
  IREE_RETURN_IF_ERROR(iree_hal_buffer_validate_range(buffer, byte_offset,
                                                      byte_length,
                                                      &byte_length));
  // A view of the whole buffer shares it; a window gets a subspan.
  iree_hal_buffer_t* view_buffer = buffer;
  if (byte_offset != 0 || byte_length != iree_hal_buffer_byte_length(buffer)) {
    IREE_RETURN_IF_ERROR(iree_hal_buffer_subspan(buffer, byte_offset,
                                                 byte_length,
                                                 state->host_allocator,
                                                 &view_buffer));
  } else {
    iree_hal_buffer_retain(view_buffer);
  }
  iree_hal_buffer_view_t* buffer_view = NULL;
  iree_status_t status = iree_hal_buffer_view_create(
      view_buffer, rank, shape, element_type, encoding_type,
      state->host_allocator, &buffer_view);
  iree_hal_buffer_release(view_buffer);
  IREE_RETURN_IF_ERROR(status);
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(&out, iree_hal_buffer_view_move_ref(buffer_view));
  return iree_ok_status();
}

// Integers of one width are interchangeable when either side leaves the
// signedness open: programs use signless i32 while files (NumPy) and users
// may say si32/ui32.
static bool iree_hal_module_element_types_match(
    iree_hal_element_type_t expected, iree_hal_element_type_t actual) {
  if (expected == actual) return true;
  if (iree_hal_element_bit_count(expected) !=
      iree_hal_element_bit_count(actual)) {
    return false;
  }
  iree_hal_numerical_type_t lhs = iree_hal_element_numerical_type(expected);
  iree_hal_numerical_type_t rhs = iree_hal_element_numerical_type(actual);
  bool lhs_int = lhs == IREE_HAL_NUMERICAL_TYPE_INTEGER ||
                 lhs == IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED ||
                 lhs == IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED;
  bool rhs_int = rhs == IREE_HAL_NUMERICAL_TYPE_INTEGER ||
                 rhs == IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED ||
                 rhs == IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED;
  return lhs_int && rhs_int &&
         (lhs == IREE_HAL_NUMERICAL_TYPE_INTEGER ||
          rhs == IREE_HAL_NUMERICAL_TYPE_INTEGER);
}

IREE_HAL_MODULE_EXPORT(buffer_view_assert) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t view_ref = iree_hal_abi_read_ref(&in);
  iree_vm_ref_t message_ref = iree_hal_abi_read_ref(&in);
  iree_hal_element_type_t element_type =
      (iree_hal_element_type_t)iree_hal_abi_read_i32(&in);
  iree_hal_encoding_type_t encoding_type =
      (iree_hal_encoding_type_t)iree_hal_abi_read_i32(&in);
  iree_hal_dim_t shape[IREE_HAL_MODULE_MAX_RANK];
  iree_host_size_t rank = 0;
  // -1 in the expected shape accepts any size (a dynamic dimension).
  IREE_RETURN_IF_ERROR(
      iree_hal_module_read_shape(&in, /*allow_dynamic=*/true, shape, &rank));
  iree_string_view_t message;
  IREE_RETURN_IF_ERROR(
      iree_hal_module_buffer_string(&message_ref, "assert message", &message));
  char expected[256];
  iree_hal_format_shape_and_element_type(rank, shape, element_type,
                                         sizeof(expected), expected);
  iree_hal_buffer_view_t* view = iree_hal_buffer_view_deref(&view_ref);
  if (!view) {
    iree_string_view_t actual = iree_vm_ref_is_null(&view_ref)
                                    ? iree_make_cstring_view("null")
                                    : view_ref.type->type_name;
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%.*s: expected a %s buffer view but got %.*s",
                            (int)message.size, message.data, expected,
                            (int)actual.size, actual.data);
  }
  iree_host_size_t actual_rank = iree_hal_buffer_view_shape_rank(view);
  const iree_hal_dim_t* actual_shape = iree_hal_buffer_view_shape_dims(view);
  iree_hal_element_type_t actual_type = iree_hal_buffer_view_element_type(view);
  bool matches = actual_rank == rank &&
                 iree_hal_module_element_types_match(element_type, actual_type);
  for (iree_host_size_t i = 0; matches && i < rank; ++i) {
    matches = shape[i] == IREE_HAL_DIM_DYNAMIC || actual_shape[i] == shape[i];
  }
  if (!matches) {
    char actual[256];
    iree_hal_format_shape_and_element_type(actual_rank, actual_shape,
                                           actual_type, sizeof(actual), actual);
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%.*s: expected a %s tensor but got %s",
                            (int)message.size, message.data, expected, actual);
  }
  iree_hal_encoding_type_t actual_encoding =
      iree_hal_buffer_view_encoding_type(view);
  if (actual_encoding != encoding_type) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%.*s: expected encoding %u but got %u for %s",
                            (int)message.size, message.data, encoding_type,
                            actual_encoding, expected);
  }
  return iree_ok_status();
}

// Reads the buffer view argument every accessor starts with.
static iree_status_t iree_hal_module_read_view(uint8_t* args,
                                               iree_hal_buffer_view_t** out) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t view_ref = iree_hal_abi_read_ref(&in);
  return iree_hal_buffer_view_check_deref(&view_ref, out);
}

IREE_HAL_MODULE_EXPORT(buffer_view_buffer) {
  iree_hal_buffer_view_t* view = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_view(args, &view));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_ref(
      &out, iree_hal_buffer_retain_ref(iree_hal_buffer_view_buffer(view)));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_view_element_type) {
  iree_hal_buffer_view_t* view = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_view(args, &view));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out,
                         (int32_t)iree_hal_buffer_view_element_type(view));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_view_encoding_type) {
  iree_hal_buffer_view_t* view = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_view(args, &view));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out,
                         (int32_t)iree_hal_buffer_view_encoding_type(view));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_view_rank) {
  iree_hal_buffer_view_t* view = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_read_view(args, &view));
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i32(&out, (int32_t)iree_hal_buffer_view_shape_rank(view));
  return iree_ok_status();
}

IREE_HAL_MODULE_EXPORT(buffer_view_dim) {
  iree_hal_abi_cursor_t in = {args};
  iree_vm_ref_t view_ref = iree_hal_abi_read_ref(&in);
  int32_t index = iree_hal_abi_read_i32(&in);
  iree_hal_buffer_view_t* view = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_view_check_deref(&view_ref, &view));
  iree_host_size_t rank = iree_hal_buffer_view_shape_rank(view);
  if (index < 0 || (iree_host_size_t)index >= rank) {
    return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                            "dimension %d of a rank-%zu buffer view", index,
                            rank);
  }
  iree_hal_abi_cursor_t out = {results};
  iree_hal_abi_write_i64(
      &out, (int64_t)iree_hal_buffer_view_shape_dim(view, (iree_host_size_t)index));
  return iree_ok_status();
}
