#include "iree/tooling/half.h"

#include <string.h>

static uint32_t iree_tooling_f32_bits(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return bits;
}

static float iree_tooling_f32_from_bits(uint32_t bits) {
  float value;
  memcpy(&value, &bits, sizeof(value));
  return value;
}

uint16_t iree_tooling_f32_to_f16(float value) {
  uint32_t bits = iree_tooling_f32_bits(value);
  uint16_t sign = (uint16_t)((bits >> 16) & 0x8000u);
  uint32_t exponent = (bits >> 23) & 0xFFu;
  uint32_t mantissa = bits & 0x7FFFFFu;
  if (exponent == 0xFFu) {
    // Infinity keeps a zero mantissa; NaN keeps a quiet bit.
    return (uint16_t)(sign | 0x7C00u | (mantissa ? 0x200u : 0u));
  }
  int32_t half_exponent = (int32_t)exponent - 127 + 15;
  if (half_exponent >= 0x1F) return (uint16_t)(sign | 0x7C00u);
  if (half_exponent <= 0) {
    // Subnormal (or zero): shift the implicit-one mantissa into place with
    // round-to-nearest-even on the bits shifted out.
    if (half_exponent < -10) return sign;
    uint32_t full = mantissa | 0x800000u;
    uint32_t shift = (uint32_t)(14 - half_exponent);
    uint32_t result = full >> shift;
    uint32_t remainder = full & ((1u << shift) - 1u);
    uint32_t halfway = 1u << (shift - 1);
    if (remainder > halfway || (remainder == halfway && (result & 1u))) {
      ++result;
    }
    return (uint16_t)(sign | result);
  }
  uint32_t result = ((uint32_t)half_exponent << 10) | (mantissa >> 13);
  uint32_t remainder = mantissa & 0x1FFFu;
  // A carry out of the mantissa correctly bumps the exponent (and overflows
  // to infinity at the top).
  if (remainder > 0x1000u || (remainder == 0x1000u && (result & 1u))) {
    ++result;
  }
  return (uint16_t)(sign | result);
}

float iree_tooling_f16_to_f32(uint16_t bits) {
  uint32_t sign = ((uint32_t)bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1Fu;
  uint32_t mantissa = bits & 0x3FFu;
  if (exponent == 0x1Fu) {
    return iree_tooling_f32_from_bits(sign | 0x7F800000u | (mantissa << 13));
  }
  if (exponent == 0) {
    if (mantissa == 0) return iree_tooling_f32_from_bits(sign);
    // Normalize the subnormal.
    int32_t shift = 0;
    while (!(mantissa & 0x400u)) {
      mantissa <<= 1;
      ++shift;
    }
    mantissa &= 0x3FFu;
    return iree_tooling_f32_from_bits(
        sign | ((uint32_t)(127 - 15 + 1 - shift) << 23) | (mantissa << 13));
  }
  return iree_tooling_f32_from_bits(sign | ((exponent - 15 + 127) << 23) |
                                    (mantissa << 13));
}

uint16_t iree_tooling_f32_to_bf16(float value) {
  uint32_t bits = iree_tooling_f32_bits(value);
  if ((bits & 0x7F800000u) == 0x7F800000u && (bits & 0x7FFFFFu)) {
    return (uint16_t)((bits >> 16) | 0x40u);  // quiet NaN
  }
  uint32_t rounding = 0x7FFFu + ((bits >> 16) & 1u);
  return (uint16_t)((bits + rounding) >> 16);
}

float iree_tooling_bf16_to_f32(uint16_t bits) {
  return iree_tooling_f32_from_bits((uint32_t)bits << 16);
}
