// Host tensors for the tools: a shape, an element type and dense row-major
// bytes in host memory. Tools parse --input/--expected_output text and NumPy
// files into tensors, move them to and from device buffer views, print and
// compare them.
//
// Text forms (the element type names are the HAL's: i8/si8/ui8 ... f16,
// bf16, f32, f64, i1):
//   2x3xf32=1 2 3 4 5 6        every element, row-major
//   2x2xi32=[[1 2][3 4]]       brackets and commas are separators only
//   4xf32=0                    one value fills every element
//   2x2xf32=                   no values: zero-filled
//   f32=2.5                    rank 0
//   2x2xf32=@x.bin             the raw little-endian bytes of a file
// Printing uses nested brackets per dimension: `2x3xf32=[1 2 3][4 5 6]`,
// `4xi32=1 2 3 4`, `f32=2.5`.
#ifndef IREE_TOOLING_TENSOR_H_
#define IREE_TOOLING_TENSOR_H_

#include <stdio.h>

#include "iree/base/api.h"
#include "iree/hal/api.h"

#ifdef __cplusplus
extern "C" {
#endif

// Most dims a tool tensor has (NumPy allows 64; no model here needs more).
#define IREE_TOOLING_TENSOR_MAX_RANK 32
// Most bytes a tensor written as text values may take (one value fills a
// tensor of any size): larger inputs come from files.
#define IREE_TOOLING_TENSOR_MAX_TEXT_BYTES ((iree_host_size_t)1 << 30)

typedef struct iree_tooling_tensor_t {
  iree_host_size_t rank;
  iree_hal_dim_t shape[IREE_TOOLING_TENSOR_MAX_RANK];
  iree_hal_element_type_t element_type;
  // Dense row-major elements; owned (freed with |allocator|).
  iree_byte_span_t data;
  iree_allocator_t allocator;
} iree_tooling_tensor_t;

// Allocates zeroed storage for a tensor of |rank| dims |shape| and
// |element_type| (a known type with a whole number of bytes per element).
iree_status_t iree_tooling_tensor_allocate(iree_host_size_t rank,
                                           const iree_hal_dim_t* shape,
                                           iree_hal_element_type_t element_type,
                                           iree_allocator_t allocator,
                                           iree_tooling_tensor_t* out_tensor);

// Frees the tensor's storage (safe on a zeroed tensor) and zeroes it.
void iree_tooling_tensor_deinitialize(iree_tooling_tensor_t* tensor);

// Number of elements (1 for rank 0).
iree_host_size_t iree_tooling_tensor_element_count(
    const iree_tooling_tensor_t* tensor);

// Parses one of the text forms above. Errors say what is wrong with |text|
// (unknown element type, bad number, value count, unreadable file).
iree_status_t iree_tooling_tensor_parse(iree_string_view_t text,
                                        iree_allocator_t allocator,
                                        iree_tooling_tensor_t* out_tensor);

// Prints "2x3xf32=[1 2 3][4 5 6]" (no newline). When the tensor has more
// than |max_element_count| elements only that many are printed, flat, and
// "..." follows.
void iree_tooling_tensor_print(const iree_tooling_tensor_t* tensor,
                               iree_host_size_t max_element_count, FILE* file);

// Creates a device buffer view holding a copy of |tensor|, allocated from
// |device_allocator| as mappable device-local memory usable by transfers and
// dispatches.
iree_status_t iree_tooling_tensor_to_buffer_view(
    const iree_tooling_tensor_t* tensor,
    iree_hal_allocator_t* device_allocator,
    iree_hal_buffer_view_t** out_buffer_view);

// Copies a dense buffer view's contents into a new host tensor. The view's
// buffer must be mappable.
iree_status_t iree_tooling_tensor_from_buffer_view(
    iree_hal_buffer_view_t* buffer_view, iree_allocator_t allocator,
    iree_tooling_tensor_t* out_tensor);

// Tolerances for comparing floating-point elements (absolute difference).
typedef struct iree_tooling_compare_thresholds_t {
  double f16;
  double bf16;
  double f32;
  double f64;
} iree_tooling_compare_thresholds_t;

// Compares |actual| with |expected|: same type and shape, integers equal,
// floats within the threshold of their type (NaN matches NaN). On a mismatch
// |*out_equal| is false and |message| (truncated to |capacity|) says where:
// "element [1, 2] is 4.5 but expected 4 (f32 threshold 0.0001)".
void iree_tooling_tensor_compare(const iree_tooling_tensor_t* actual,
                                 const iree_tooling_tensor_t* expected,
                                 const iree_tooling_compare_thresholds_t*
                                     thresholds,
                                 bool* out_equal, char* message,
                                 iree_host_size_t capacity);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TOOLING_TENSOR_H_
