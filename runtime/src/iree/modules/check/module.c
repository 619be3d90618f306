// The "check" module: scalar expectations and element-wise comparison of
// buffer views read through host mappings.
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "iree/hal/api.h"
#include "iree/modules/check/api.h"
#include "iree/modules/hal/api.h"

// Failed expectations are FAILED_PRECONDITION: the program ran, its result
// was wrong. Malformed calls (opaque views, integer almost_eq) are
// INVALID_ARGUMENT so a harness can tell test bugs from wrong results.
#define IREE_CHECK_FAILED IREE_STATUS_FAILED_PRECONDITION

//===----------------------------------------------------------------------===//
// Scalars
//===----------------------------------------------------------------------===//

static int32_t iree_check_read_i32(const uint8_t* data) {
  int32_t value;
  memcpy(&value, data, sizeof(value));
  return value;
}

static iree_status_t iree_check_expect_true(iree_vm_stack_t* stack,
                                            void* module_state, uint8_t* args,
                                            uint8_t* results) {
  int32_t value = iree_check_read_i32(args);
  if (value) return iree_ok_status();
  return iree_make_status(IREE_CHECK_FAILED, "expect_true failed: value is 0");
}

static iree_status_t iree_check_expect_false(iree_vm_stack_t* stack,
                                             void* module_state, uint8_t* args,
                                             uint8_t* results) {
  int32_t value = iree_check_read_i32(args);
  if (!value) return iree_ok_status();
  return iree_make_status(IREE_CHECK_FAILED, "expect_false failed: value is %d",
                          value);
}

static iree_status_t iree_check_expect_eq_i32(iree_vm_stack_t* stack,
                                              void* module_state, uint8_t* args,
                                              uint8_t* results) {
  int32_t lhs = iree_check_read_i32(args);
  int32_t rhs = iree_check_read_i32(args + sizeof(int32_t));
  if (lhs == rhs) return iree_ok_status();
  return iree_make_status(IREE_CHECK_FAILED,
                          "expect_eq_i32 failed: %d but expected %d", lhs, rhs);
}

//===----------------------------------------------------------------------===//
// Elements
//===----------------------------------------------------------------------===//

static bool iree_check_is_float(iree_hal_element_type_t element_type) {
  return element_type == IREE_HAL_ELEMENT_TYPE_FLOAT_16 ||
         element_type == IREE_HAL_ELEMENT_TYPE_BFLOAT_16 ||
         element_type == IREE_HAL_ELEMENT_TYPE_FLOAT_32 ||
         element_type == IREE_HAL_ELEMENT_TYPE_FLOAT_64;
}


// Formats the row-major multi-index of linear element |index| as "[1, 2]".
static void iree_check_format_index(const iree_hal_buffer_view_t* view,
                                    iree_host_size_t index, char* buffer,
                                    size_t capacity) {
  iree_host_size_t rank = iree_hal_buffer_view_shape_rank(view);
  const iree_hal_dim_t* dims = iree_hal_buffer_view_shape_dims(view);
  size_t length = (size_t)snprintf(buffer, capacity, "[");
  for (iree_host_size_t i = 0; i < rank && length < capacity; ++i) {
    // Elements per step of dim i: the product of the dims after it (all
    // non-zero, since the view has an element at |index|).
    iree_host_size_t stride = 1;
    for (iree_host_size_t j = i + 1; j < rank; ++j) stride *= dims[j];
    length +=
        (size_t)snprintf(buffer + length, capacity - length, "%s%zu",
                         i ? ", " : "", (size_t)((index / stride) % dims[i]));
  }
  if (length < capacity) snprintf(buffer + length, capacity - length, "]");
}

// Formats "2x3xf32" (or "f32" for rank 0).
static void iree_check_format_type(const iree_hal_buffer_view_t* view,
                                   char* buffer, size_t capacity) {
  iree_host_size_t rank = iree_hal_buffer_view_shape_rank(view);
  size_t length = iree_hal_format_shape(
      rank, iree_hal_buffer_view_shape_dims(view), capacity, buffer);
  if (length >= capacity) return;
  snprintf(buffer + length, capacity - length, "%s%s", rank ? "x" : "",
           iree_hal_element_type_name(iree_hal_buffer_view_element_type(view)));
}

//===----------------------------------------------------------------------===//
// Buffer views
//===----------------------------------------------------------------------===//

typedef enum iree_check_compare_mode_e {
  // Bitwise equality of every element.
  IREE_CHECK_COMPARE_EXACT = 0,
  // |actual - expected| <= atol + rtol * |expected| on float elements; NaN
  // matches only NaN and infinities only themselves.
  IREE_CHECK_COMPARE_ALMOST,
} iree_check_compare_mode_t;

static bool iree_check_almost_equal(double actual, double expected) {
  if (isnan(actual) || isnan(expected)) return isnan(actual) && isnan(expected);
  if (actual == expected) return true;
  return fabs(actual - expected) <=
         IREE_CHECK_MODULE_DEFAULT_ATOL +
             IREE_CHECK_MODULE_DEFAULT_RTOL * fabs(expected);
}

// Compares the mapped contents of two views of equal shape and type and
// fails naming the first element that differs.
static iree_status_t iree_check_compare_contents(
    const char* name, iree_check_compare_mode_t mode,
    const iree_hal_buffer_view_t* actual_view, const uint8_t* actual,
    const uint8_t* expected) {
  iree_hal_element_type_t element_type =
      iree_hal_buffer_view_element_type(actual_view);
  iree_host_size_t element_size =
      iree_hal_element_dense_byte_count(element_type);
  iree_host_size_t count = iree_hal_buffer_view_element_count(actual_view);
  // Complex numbers compare part by part.
  iree_hal_element_type_t float_type = element_type;
  iree_host_size_t part_count = 1;
  if (iree_hal_element_complex_part_type(element_type) !=
      IREE_HAL_ELEMENT_TYPE_NONE) {
    float_type = iree_hal_element_complex_part_type(element_type);
    part_count = 2;
  }
  iree_host_size_t part_size = iree_hal_element_dense_byte_count(float_type);
  for (iree_host_size_t i = 0; i < count; ++i) {
    const uint8_t* a = actual + i * element_size;
    const uint8_t* e = expected + i * element_size;
    bool equal = true;
    if (mode == IREE_CHECK_COMPARE_EXACT) {
      equal = memcmp(a, e, element_size) == 0;
    } else {
      for (iree_host_size_t part = 0; part < part_count; ++part) {
        equal &= iree_check_almost_equal(
            iree_hal_element_load_f64(a + part * part_size, float_type),
            iree_hal_element_load_f64(e + part * part_size, float_type));
      }
    }
    if (equal) continue;
    char index_text[256], actual_text[64], expected_text[64];
    iree_check_format_index(actual_view, i, index_text, sizeof(index_text));
    iree_hal_format_element(a, element_type, actual_text,
                            sizeof(actual_text));
    iree_hal_format_element(e, element_type, expected_text,
                            sizeof(expected_text));
    if (mode == IREE_CHECK_COMPARE_EXACT) {
      return iree_make_status(IREE_CHECK_FAILED,
                              "%s failed: element %s is %s but expected %s",
                              name, index_text, actual_text, expected_text);
    }
    return iree_make_status(
        IREE_CHECK_FAILED,
        "%s failed: element %s is %s but expected %s (atol %g, rtol %g)", name,
        index_text, actual_text, expected_text, IREE_CHECK_MODULE_DEFAULT_ATOL,
        IREE_CHECK_MODULE_DEFAULT_RTOL);
  }
  return iree_ok_status();
}

// Unmaps |mapping|; the first error (|status| or the unmap's) wins.
static iree_status_t iree_check_unmap(iree_status_t status,
                                      iree_hal_buffer_mapping_t* mapping) {
  iree_status_t unmap_status = iree_hal_buffer_unmap_range(mapping);
  if (iree_status_is_ok(status)) return unmap_status;
  iree_status_ignore(unmap_status);
  return status;
}

// Checks that the views have the same shape and element type, then maps both
// and compares them element by element.
static iree_status_t iree_check_compare_views(const char* name,
                                              iree_check_compare_mode_t mode,
                                              uint8_t* args) {
  iree_vm_ref_t refs[2];
  memcpy(refs, args, sizeof(refs));
  iree_hal_buffer_view_t* views[2] = {NULL, NULL};
  IREE_RETURN_IF_ERROR(iree_hal_buffer_view_check_deref(&refs[0], &views[0]),
                       "%s lhs", name);
  IREE_RETURN_IF_ERROR(iree_hal_buffer_view_check_deref(&refs[1], &views[1]),
                       "%s rhs", name);
  for (int i = 0; i < 2; ++i) {
    if (iree_hal_buffer_view_encoding_type(views[i]) !=
        IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "%s compares dense row-major views only", name);
    }
  }
  iree_hal_element_type_t element_type =
      iree_hal_buffer_view_element_type(views[0]);
  bool same_shape =
      element_type == iree_hal_buffer_view_element_type(views[1]) &&
      iree_hal_buffer_view_shape_rank(views[0]) ==
          iree_hal_buffer_view_shape_rank(views[1]) &&
      memcmp(iree_hal_buffer_view_shape_dims(views[0]),
             iree_hal_buffer_view_shape_dims(views[1]),
             iree_hal_buffer_view_shape_rank(views[0]) *
                 sizeof(iree_hal_dim_t)) == 0;
  if (!same_shape) {
    char actual_type[256], expected_type[256];
    iree_check_format_type(views[0], actual_type, sizeof(actual_type));
    iree_check_format_type(views[1], expected_type, sizeof(expected_type));
    return iree_make_status(IREE_CHECK_FAILED,
                            "%s failed: type %s but expected %s", name,
                            actual_type, expected_type);
  }
  if (mode == IREE_CHECK_COMPARE_ALMOST && !iree_check_is_float(element_type) &&
      iree_hal_element_complex_part_type(element_type) ==
          IREE_HAL_ELEMENT_TYPE_NONE) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "%s needs f16, bf16, f32, f64, c64 or c128 "
                            "elements, not %s",
                            name, iree_hal_element_type_name(element_type));
  }
  iree_device_size_t byte_length = iree_hal_buffer_view_byte_length(views[0]);
  if (byte_length == 0) return iree_ok_status();

  iree_hal_buffer_mapping_t mappings[2];
  memset(mappings, 0, sizeof(mappings));
  IREE_RETURN_IF_ERROR(
      iree_hal_buffer_map_range(iree_hal_buffer_view_buffer(views[0]),
                                IREE_HAL_MEMORY_ACCESS_READ, 0, byte_length,
                                &mappings[0]),
      "%s mapping lhs", name);
  iree_status_t status = iree_hal_buffer_map_range(
      iree_hal_buffer_view_buffer(views[1]), IREE_HAL_MEMORY_ACCESS_READ, 0,
      byte_length, &mappings[1]);
  if (iree_status_is_ok(status)) {
    status = iree_check_compare_contents(name, mode, views[0],
                                         mappings[0].contents.data,
                                         mappings[1].contents.data);
    status = iree_check_unmap(status, &mappings[1]);
  } else {
    status = iree_status_annotate_f(status, "%s mapping rhs", name);
  }
  return iree_check_unmap(status, &mappings[0]);
}

static iree_status_t iree_check_expect_eq(iree_vm_stack_t* stack,
                                          void* module_state, uint8_t* args,
                                          uint8_t* results) {
  return iree_check_compare_views("expect_eq", IREE_CHECK_COMPARE_EXACT, args);
}

static iree_status_t iree_check_expect_almost_eq(iree_vm_stack_t* stack,
                                                 void* module_state,
                                                 uint8_t* args,
                                                 uint8_t* results) {
  return iree_check_compare_views("expect_almost_eq", IREE_CHECK_COMPARE_ALMOST,
                                  args);
}

//===----------------------------------------------------------------------===//
// The module
//===----------------------------------------------------------------------===//

// The contract with the compiler's check dialect (see api.h).
static const iree_vm_native_function_def_t iree_check_module_functions[] = {
    {"expect_almost_eq", "0rr_v", iree_check_expect_almost_eq},
    {"expect_eq", "0rr_v", iree_check_expect_eq},
    {"expect_eq_i32", "0ii_v", iree_check_expect_eq_i32},
    {"expect_false", "0i_v", iree_check_expect_false},
    {"expect_true", "0i_v", iree_check_expect_true},
};

// The module keeps no state, so one static definition serves every instance.
static const iree_vm_native_module_def_t iree_check_module_def = {
    .name = "check",
    .functions = iree_check_module_functions,
    .function_count = IREE_ARRAYSIZE(iree_check_module_functions),
};

iree_status_t iree_check_module_create(iree_vm_instance_t* instance,
                                       iree_allocator_t host_allocator,
                                       iree_vm_module_t** out_module) {
  *out_module = NULL;
  IREE_RETURN_IF_ERROR(iree_hal_module_register_all_types(instance));
  return iree_vm_native_module_create(&iree_check_module_def, host_allocator,
                                      out_module);
}
