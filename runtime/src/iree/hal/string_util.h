// Elements and tensors as text: parsing and formatting the element types of
// buffer_view.h, the 16-bit float conversions they need, and printing a
// buffer view as "2x3xf32=[1 2 3][4 5 6]" (iree_hal_buffer_view_fprint, as in
// IREE). The tools' tensor text forms (iree/tooling/tensor.h) build on these.
#ifndef IREE_HAL_STRING_UTIL_H_
#define IREE_HAL_STRING_UTIL_H_

#include <stdio.h>

#include "iree/base/api.h"
#include "iree/hal/buffer_view.h"

#ifdef __cplusplus
extern "C" {
#endif

// f32 to IEEE half and bfloat16 rounds to nearest even; overflow becomes
// infinity, NaN stays NaN.
uint16_t iree_hal_f32_to_f16(float value);
float iree_hal_f16_to_f32(uint16_t bits);
uint16_t iree_hal_f32_to_bf16(float value);
float iree_hal_bf16_to_f32(uint16_t bits);

// Whether |element_type| is an IEEE or brain float.
bool iree_hal_element_is_float(iree_hal_element_type_t element_type);

// The type of each part of a complex |element_type| (f32 for c64, f64 for
// c128), or IREE_HAL_ELEMENT_TYPE_NONE for other types.
iree_hal_element_type_t iree_hal_element_complex_part_type(
    iree_hal_element_type_t element_type);

// Reads a float element widened to double.
double iree_hal_element_load_f64(const void* element,
                                 iree_hal_element_type_t element_type);

// Stores |value| rounded to the float |element_type|.
void iree_hal_element_store_f64(double value,
                                iree_hal_element_type_t element_type,
                                void* element);

// Reads an integer element as signed (or unsigned) 64 bits per its type.
void iree_hal_element_load_integer(const void* element,
                                   iree_hal_element_type_t element_type,
                                   int64_t* out_signed, uint64_t* out_unsigned);

// Parses one element of |element_type| from |text| into |out_element| (the
// element's byte size): range-checked integers, floats (f16/bf16 rounded to
// nearest even), complex numbers as NumPy prints them ("1.5-2j"), booleans
// as 0/1/true/false.
iree_status_t iree_hal_parse_element(iree_string_view_t text,
                                     iree_hal_element_type_t element_type,
                                     void* out_element);

// Formats the element at |element| with the fewest digits that read back to
// the same value; returns the length like snprintf.
int iree_hal_format_element(const void* element,
                            iree_hal_element_type_t element_type, char* buffer,
                            iree_host_size_t capacity);

// Formats "2x3xf32" (or "f32" for rank 0; "4x<element type 0x...>" for an
// unknown type) into |buffer| (truncated, NUL-terminated).
void iree_hal_format_shape_and_element_type(
    iree_host_size_t rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type, iree_host_size_t capacity,
    char* buffer);

// Prints the dense row-major elements at |data| as "2x3xf32=[1 2 3][4 5 6]"
// (no newline). Beyond |max_element_count| elements only that many are
// printed, flat, followed by "...".
void iree_hal_fprint_elements(FILE* file, iree_host_size_t rank,
                              const iree_hal_dim_t* shape,
                              iree_hal_element_type_t element_type,
                              const uint8_t* data,
                              iree_host_size_t max_element_count);

// Prints |buffer_view| the same way, mapping its buffer for reading (which
// must be host-visible and mappable). |host_allocator| is unused (IREE's
// signature: this formats straight to |file|).
iree_status_t iree_hal_buffer_view_fprint(FILE* file,
                                          iree_hal_buffer_view_t* buffer_view,
                                          iree_host_size_t max_element_count,
                                          iree_allocator_t host_allocator);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_HAL_STRING_UTIL_H_
