// Conversions between f32 and the 16-bit float formats (IEEE half and
// bfloat16) for parsing, printing and comparing tensors in the tools.
#ifndef IREE_TOOLING_HALF_H_
#define IREE_TOOLING_HALF_H_

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// Rounds to nearest even; overflow becomes infinity, NaN stays NaN.
uint16_t iree_tooling_f32_to_f16(float value);
float iree_tooling_f16_to_f32(uint16_t bits);

// bfloat16 is the upper half of an f32; rounds to nearest even.
uint16_t iree_tooling_f32_to_bf16(float value);
float iree_tooling_bf16_to_f32(uint16_t bits);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_TOOLING_HALF_H_
