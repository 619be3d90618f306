// iree_hal_buffer_view_t: a buffer interpreted as a tensor — shape, element
// type and encoding. Buffer views are what the VM passes to and from
// compiled functions and what tools print.
#ifndef IREE_HAL_BUFFER_VIEW_H_
#define IREE_HAL_BUFFER_VIEW_H_

#include "iree/base/api.h"
#include "iree/hal/allocator.h"
#include "iree/hal/buffer.h"

#ifdef __cplusplus
extern "C" {
#endif

typedef struct iree_hal_device_t iree_hal_device_t;

//===----------------------------------------------------------------------===//
// Element types
//===----------------------------------------------------------------------===//

// How the bits of an element are interpreted.
typedef uint8_t iree_hal_numerical_type_t;
enum iree_hal_numerical_type_bits_t {
  IREE_HAL_NUMERICAL_TYPE_UNKNOWN = 0x00u,
  // Integers whose signedness is up to the operation ("i32").
  IREE_HAL_NUMERICAL_TYPE_INTEGER = 0x10u,
  IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED = 0x11u,
  IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED = 0x12u,
  // Booleans: 0 is false, anything else true.
  IREE_HAL_NUMERICAL_TYPE_BOOLEAN = 0x13u,
  IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE = 0x21u,
  // bfloat16: the upper half of an IEEE f32.
  IREE_HAL_NUMERICAL_TYPE_FLOAT_BRAIN = 0x22u,
  // Complex numbers: a real and an imaginary IEEE float part, in that order;
  // the bit count is both parts'.
  IREE_HAL_NUMERICAL_TYPE_FLOAT_COMPLEX = 0x23u,
};

// An element type is one 32-bit value: the numerical type in bits 24..31 and
// the bit width in bits 0..7 (bits 8..23 are zero). Values are stable: the
// compiler writes them into modules.
typedef uint32_t iree_hal_element_type_t;

#define IREE_HAL_ELEMENT_TYPE_VALUE(numerical_type, bit_count) \
  (((uint32_t)(numerical_type) << 24) | (uint32_t)(bit_count))

enum iree_hal_element_types_t {
  IREE_HAL_ELEMENT_TYPE_NONE = 0u,
  // "i1": a boolean stored in one byte.
  IREE_HAL_ELEMENT_TYPE_BOOL_8 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_BOOLEAN, 8),
  IREE_HAL_ELEMENT_TYPE_INT_8 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER, 8),
  IREE_HAL_ELEMENT_TYPE_SINT_8 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED, 8),
  IREE_HAL_ELEMENT_TYPE_UINT_8 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED, 8),
  IREE_HAL_ELEMENT_TYPE_INT_16 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER, 16),
  IREE_HAL_ELEMENT_TYPE_SINT_16 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED, 16),
  IREE_HAL_ELEMENT_TYPE_UINT_16 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED, 16),
  IREE_HAL_ELEMENT_TYPE_INT_32 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER, 32),
  IREE_HAL_ELEMENT_TYPE_SINT_32 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED, 32),
  IREE_HAL_ELEMENT_TYPE_UINT_32 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED, 32),
  IREE_HAL_ELEMENT_TYPE_INT_64 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER, 64),
  IREE_HAL_ELEMENT_TYPE_SINT_64 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED, 64),
  IREE_HAL_ELEMENT_TYPE_UINT_64 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED, 64),
  IREE_HAL_ELEMENT_TYPE_FLOAT_16 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE, 16),
  IREE_HAL_ELEMENT_TYPE_FLOAT_32 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE, 32),
  IREE_HAL_ELEMENT_TYPE_FLOAT_64 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE, 64),
  IREE_HAL_ELEMENT_TYPE_BFLOAT_16 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_BRAIN, 16),
  // "c64": complex<f32>; "c128": complex<f64>.
  IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_64 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_COMPLEX, 64),
  IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_128 =
      IREE_HAL_ELEMENT_TYPE_VALUE(IREE_HAL_NUMERICAL_TYPE_FLOAT_COMPLEX, 128),
};

static inline iree_hal_numerical_type_t iree_hal_element_numerical_type(
    iree_hal_element_type_t element_type) {
  return (iree_hal_numerical_type_t)(element_type >> 24);
}

static inline uint32_t iree_hal_element_bit_count(
    iree_hal_element_type_t element_type) {
  return element_type & 0xFFu;
}

// Bytes one element occupies in a dense buffer (bit width rounded up).
static inline iree_host_size_t iree_hal_element_dense_byte_count(
    iree_hal_element_type_t element_type) {
  return (iree_hal_element_bit_count(element_type) + 7u) / 8u;
}

// True for the element types listed above.
bool iree_hal_element_type_is_known(iree_hal_element_type_t element_type);

// Parses "f32", "i8" (signless), "si8", "ui16", "i1", "bf16", "f16", "f64",
// "c64" (complex<f32>), "c128"...
// INVALID_ARGUMENT for anything else.
iree_status_t iree_hal_parse_element_type(
    iree_string_view_t value, iree_hal_element_type_t* out_element_type);

// Returns the name parse accepts for a known |element_type|, or "unknown".
const char* iree_hal_element_type_name(iree_hal_element_type_t element_type);

//===----------------------------------------------------------------------===//
// Shapes
//===----------------------------------------------------------------------===//

typedef iree_host_size_t iree_hal_dim_t;

// A dimension of any size in an expected shape (a dynamic dimension of a
// compiled program's argument); formatted as "?".
#define IREE_HAL_DIM_DYNAMIC ((iree_hal_dim_t)-1)

// Parses "2x3x4" ("" is rank 0) into at most |shape_capacity| dims. When the
// shape has more dims than fit, returns OUT_OF_RANGE with |*out_shape_rank|
// set to the rank needed.
iree_status_t iree_hal_parse_shape(iree_string_view_t value,
                                   iree_host_size_t shape_capacity,
                                   iree_hal_dim_t* out_shape,
                                   iree_host_size_t* out_shape_rank);

// Parses "2x3xf32" (or "f32" for a scalar) into a shape and element type.
iree_status_t iree_hal_parse_shape_and_element_type(
    iree_string_view_t value, iree_host_size_t shape_capacity,
    iree_hal_dim_t* out_shape, iree_host_size_t* out_shape_rank,
    iree_hal_element_type_t* out_element_type);

// Formats |shape| as "2x3x4" ("?" for IREE_HAL_DIM_DYNAMIC) into |buffer|
// (NUL-terminated, truncated to |buffer_capacity|); returns the length the full
// text needs, like snprintf.
iree_host_size_t iree_hal_format_shape(iree_host_size_t shape_rank,
                                       const iree_hal_dim_t* shape,
                                       iree_host_size_t buffer_capacity,
                                       char* buffer);

//===----------------------------------------------------------------------===//
// Encodings
//===----------------------------------------------------------------------===//

typedef uint32_t iree_hal_encoding_type_t;
enum iree_hal_encoding_types_t {
  // Layout known only to the producer and consumer; sizes are not checked.
  IREE_HAL_ENCODING_TYPE_OPAQUE = 0u,
  // Densely packed elements in row-major (C) order.
  IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR = 1u,
};

// Computes the bytes a tensor of |shape| needs in |encoding_type| (which must
// be DENSE_ROW_MAJOR); OUT_OF_RANGE on overflow.
iree_status_t iree_hal_buffer_compute_view_size(
    iree_host_size_t shape_rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type,
    iree_hal_encoding_type_t encoding_type,
    iree_device_size_t* out_allocation_size);

//===----------------------------------------------------------------------===//
// iree_hal_buffer_view_t
//===----------------------------------------------------------------------===//

typedef struct iree_hal_buffer_view_t iree_hal_buffer_view_t;

// Creates a view of |buffer| (retained). For DENSE_ROW_MAJOR the buffer must
// hold at least the bytes the shape needs (OUT_OF_RANGE otherwise); the
// element type must be known unless the encoding is OPAQUE.
iree_status_t iree_hal_buffer_view_create(
    iree_hal_buffer_t* buffer, iree_host_size_t shape_rank,
    const iree_hal_dim_t* shape, iree_hal_element_type_t element_type,
    iree_hal_encoding_type_t encoding_type, iree_allocator_t host_allocator,
    iree_hal_buffer_view_t** out_buffer_view);

// Allocates a buffer for the shape from |device_allocator|, copies
// |initial_data| into it (empty: zero-filled; otherwise it must be exactly the
// view's size) and creates a view of it. |encoding_type| must be
// DENSE_ROW_MAJOR (UNIMPLEMENTED otherwise). |device| is the allocator's
// device, as in IREE's signature; the allocators here write the initial data
// themselves, so it may be NULL.
iree_status_t iree_hal_buffer_view_allocate_buffer_copy(
    iree_hal_device_t* device, iree_hal_allocator_t* device_allocator,
    iree_host_size_t shape_rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type,
    iree_hal_encoding_type_t encoding_type,
    iree_hal_buffer_params_t buffer_params, iree_const_byte_span_t initial_data,
    iree_hal_buffer_view_t** out_buffer_view);

void iree_hal_buffer_view_retain(iree_hal_buffer_view_t* buffer_view);
void iree_hal_buffer_view_release(iree_hal_buffer_view_t* buffer_view);

iree_hal_buffer_t* iree_hal_buffer_view_buffer(
    const iree_hal_buffer_view_t* buffer_view);
iree_host_size_t iree_hal_buffer_view_shape_rank(
    const iree_hal_buffer_view_t* buffer_view);
// The view's dims (shape_rank of them).
const iree_hal_dim_t* iree_hal_buffer_view_shape_dims(
    const iree_hal_buffer_view_t* buffer_view);
// Dim |index|, or 0 when index >= rank.
iree_hal_dim_t iree_hal_buffer_view_shape_dim(
    const iree_hal_buffer_view_t* buffer_view, iree_host_size_t index);
// Copies the shape into |out_shape| of |shape_capacity| dims; OUT_OF_RANGE
// (with |*out_shape_rank| set) when it does not fit.
iree_status_t iree_hal_buffer_view_shape(
    const iree_hal_buffer_view_t* buffer_view, iree_host_size_t shape_capacity,
    iree_hal_dim_t* out_shape, iree_host_size_t* out_shape_rank);
iree_hal_element_type_t iree_hal_buffer_view_element_type(
    const iree_hal_buffer_view_t* buffer_view);
iree_host_size_t iree_hal_buffer_view_element_size(
    const iree_hal_buffer_view_t* buffer_view);
iree_hal_encoding_type_t iree_hal_buffer_view_encoding_type(
    const iree_hal_buffer_view_t* buffer_view);
// Product of the dims (1 for rank 0).
iree_host_size_t iree_hal_buffer_view_element_count(
    const iree_hal_buffer_view_t* buffer_view);
// Bytes the view covers: element_count * element_size for dense views, the
// buffer's length for opaque ones.
iree_device_size_t iree_hal_buffer_view_byte_length(
    const iree_hal_buffer_view_t* buffer_view);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_BUFFER_VIEW_H_
