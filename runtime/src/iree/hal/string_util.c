#include "iree/hal/string_util.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

//===----------------------------------------------------------------------===//
// 16-bit floats
//===----------------------------------------------------------------------===//

static uint32_t iree_hal_f32_bits(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof(bits));
  return bits;
}

static float iree_hal_f32_from_bits(uint32_t bits) {
  float value;
  memcpy(&value, &bits, sizeof(value));
  return value;
}

uint16_t iree_hal_f32_to_f16(float value) {
  uint32_t bits = iree_hal_f32_bits(value);
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

float iree_hal_f16_to_f32(uint16_t bits) {
  uint32_t sign = ((uint32_t)bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1Fu;
  uint32_t mantissa = bits & 0x3FFu;
  if (exponent == 0x1Fu) {
    return iree_hal_f32_from_bits(sign | 0x7F800000u | (mantissa << 13));
  }
  if (exponent == 0) {
    if (mantissa == 0) return iree_hal_f32_from_bits(sign);
    // Normalize the subnormal.
    int32_t shift = 0;
    while (!(mantissa & 0x400u)) {
      mantissa <<= 1;
      ++shift;
    }
    mantissa &= 0x3FFu;
    return iree_hal_f32_from_bits(
        sign | ((uint32_t)(127 - 15 + 1 - shift) << 23) | (mantissa << 13));
  }
  return iree_hal_f32_from_bits(sign | ((exponent - 15 + 127) << 23) |
                                (mantissa << 13));
}

uint16_t iree_hal_f32_to_bf16(float value) {
  uint32_t bits = iree_hal_f32_bits(value);
  if ((bits & 0x7F800000u) == 0x7F800000u && (bits & 0x7FFFFFu)) {
    return (uint16_t)((bits >> 16) | 0x40u);  // quiet NaN
  }
  uint32_t rounding = 0x7FFFu + ((bits >> 16) & 1u);
  return (uint16_t)((bits + rounding) >> 16);
}

float iree_hal_bf16_to_f32(uint16_t bits) {
  return iree_hal_f32_from_bits((uint32_t)bits << 16);
}

//===----------------------------------------------------------------------===//
// Elements
//===----------------------------------------------------------------------===//

bool iree_hal_element_is_float(iree_hal_element_type_t element_type) {
  iree_hal_numerical_type_t numerical =
      iree_hal_element_numerical_type(element_type);
  return numerical == IREE_HAL_NUMERICAL_TYPE_FLOAT_IEEE ||
         numerical == IREE_HAL_NUMERICAL_TYPE_FLOAT_BRAIN;
}

// The type of each part of a complex |element_type| (f32 for c64, f64 for
// c128), or IREE_HAL_ELEMENT_TYPE_NONE for other types.
iree_hal_element_type_t iree_hal_element_complex_part_type(
    iree_hal_element_type_t element_type) {
  switch (element_type) {
    case IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_64:
      return IREE_HAL_ELEMENT_TYPE_FLOAT_32;
    case IREE_HAL_ELEMENT_TYPE_COMPLEX_FLOAT_128:
      return IREE_HAL_ELEMENT_TYPE_FLOAT_64;
    default:
      return IREE_HAL_ELEMENT_TYPE_NONE;
  }
}

// Reads a float element widened to double.
double iree_hal_element_load_f64(const void* element,
                                 iree_hal_element_type_t element_type) {
  switch (element_type) {
    case IREE_HAL_ELEMENT_TYPE_FLOAT_16: {
      uint16_t bits;
      memcpy(&bits, element, sizeof(bits));
      return iree_hal_f16_to_f32(bits);
    }
    case IREE_HAL_ELEMENT_TYPE_BFLOAT_16: {
      uint16_t bits;
      memcpy(&bits, element, sizeof(bits));
      return iree_hal_bf16_to_f32(bits);
    }
    case IREE_HAL_ELEMENT_TYPE_FLOAT_32: {
      float value;
      memcpy(&value, element, sizeof(value));
      return value;
    }
    default: {
      double value;
      memcpy(&value, element, sizeof(value));
      return value;
    }
  }
}

// Stores |value| rounded to the float |element_type|.
void iree_hal_element_store_f64(double value,
                                iree_hal_element_type_t element_type,
                                void* element) {
  switch (element_type) {
    case IREE_HAL_ELEMENT_TYPE_FLOAT_16: {
      uint16_t bits = iree_hal_f32_to_f16((float)value);
      memcpy(element, &bits, sizeof(bits));
      break;
    }
    case IREE_HAL_ELEMENT_TYPE_BFLOAT_16: {
      uint16_t bits = iree_hal_f32_to_bf16((float)value);
      memcpy(element, &bits, sizeof(bits));
      break;
    }
    case IREE_HAL_ELEMENT_TYPE_FLOAT_32: {
      float narrow = (float)value;
      memcpy(element, &narrow, sizeof(narrow));
      break;
    }
    default:
      memcpy(element, &value, sizeof(value));
      break;
  }
}

// Reads an integer element as signed (or unsigned) 64 bits per its type.
void iree_hal_element_load_integer(const void* element,
                                   iree_hal_element_type_t element_type,
                                   int64_t* out_signed,
                                   uint64_t* out_unsigned) {
  uint32_t bits = iree_hal_element_bit_count(element_type);
  uint64_t raw = 0;
  memcpy(&raw, element, bits / 8);
  *out_unsigned = raw;
  if (bits < 64 && (raw >> (bits - 1)) & 1) {
    *out_signed = (int64_t)(raw | (~UINT64_C(0) << bits));
  } else {
    *out_signed = (int64_t)raw;
  }
}

// Parses a complex element written as NumPy prints one ("1.5", "2j",
// "1.5-2j", "-1e-3+4e2j") into its two parts of |part_type|.
static iree_status_t iree_hal_parse_complex(
    iree_string_view_t text, iree_hal_element_type_t element_type,
    iree_hal_element_type_t part_type, uint8_t* out_element) {
  iree_string_view_t real = text, imag = iree_make_cstring_view("0");
  if (text.size && text.data[text.size - 1] == 'j') {
    // The imaginary part starts at the last sign that is not an exponent's.
    iree_host_size_t split = 0;
    for (iree_host_size_t i = text.size - 1; i > 0; --i) {
      char c = text.data[i], before = text.data[i - 1];
      if ((c == '+' || c == '-') && before != 'e' && before != 'E') {
        split = i;
        break;
      }
    }
    real = split ? iree_string_view_substr(text, 0, split)
                 : iree_make_cstring_view("0");
    imag = iree_string_view_substr(text, split, text.size - 1 - split);
    // "j", "+j" and "-j" alone are a unit imaginary part.
    if (imag.size == 0) {
      imag = iree_make_cstring_view("1");
    } else if (imag.size == 1 && (imag.data[0] == '+' || imag.data[0] == '-')) {
      imag = iree_make_cstring_view(imag.data[0] == '+' ? "1" : "-1");
    } else if (imag.size && imag.data[0] == '+') {
      imag = iree_string_view_substr(imag, 1, imag.size - 1);
    }
  }
  iree_host_size_t part_size = iree_hal_element_dense_byte_count(part_type);
  iree_status_t status =
      iree_hal_parse_element(real, part_type, out_element);
  if (iree_status_is_ok(status)) {
    status = iree_hal_parse_element(imag, part_type,
                                    out_element + part_size);
  }
  if (!iree_status_is_ok(status)) {
    iree_status_free(status);
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "'%.*s' is not a valid %s (write 1.5, 2j or "
                            "1.5-2j)",
                            (int)text.size, text.data,
                            iree_hal_element_type_name(element_type));
  }
  return iree_ok_status();
}

iree_status_t iree_hal_parse_element(iree_string_view_t text,
                                     iree_hal_element_type_t element_type,
                                     void* out_element) {
  const char* type_name = iree_hal_element_type_name(element_type);
  iree_hal_element_type_t part_type =
      iree_hal_element_complex_part_type(element_type);
  if (part_type != IREE_HAL_ELEMENT_TYPE_NONE) {
    return iree_hal_parse_complex(text, element_type, part_type,
                                  (uint8_t*)out_element);
  }
  if (iree_hal_element_is_float(element_type)) {
    double value = 0;
    if (!iree_string_view_atod(text, &value)) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "'%.*s' is not a valid %s", (int)text.size,
                              text.data, type_name);
    }
    if (element_type == IREE_HAL_ELEMENT_TYPE_FLOAT_32 && isfinite(value) &&
        fabs(value) > 3.4028234663852886e38) {
      return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                              "'%.*s' is out of range for f32", (int)text.size,
                              text.data);
    }
    iree_hal_element_store_f64(value, element_type, out_element);
    return iree_ok_status();
  }
  uint32_t bits = iree_hal_element_bit_count(element_type);
  iree_hal_numerical_type_t numerical =
      iree_hal_element_numerical_type(element_type);
  uint64_t raw = 0;
  if (numerical == IREE_HAL_NUMERICAL_TYPE_BOOLEAN) {
    if (iree_string_view_equal(text, iree_make_cstring_view("true")) ||
        iree_string_view_equal(text, iree_make_cstring_view("1"))) {
      raw = 1;
    } else if (!iree_string_view_equal(text, iree_make_cstring_view("false")) &&
               !iree_string_view_equal(text, iree_make_cstring_view("0"))) {
      return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                              "'%.*s' is not a valid i1 (0, 1, true, false)",
                              (int)text.size, text.data);
    }
    memcpy(out_element, &raw, bits / 8);
    return iree_ok_status();
  }
  // Signless integers take either interpretation of their bits.
  bool allow_signed = numerical != IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED;
  bool allow_unsigned = numerical != IREE_HAL_NUMERICAL_TYPE_INTEGER_SIGNED;
  int64_t signed_value = 0;
  uint64_t unsigned_value = 0;
  bool parsed = false;
  if (allow_signed && iree_string_view_atoi_int64(text, &signed_value)) {
    int64_t min = bits == 64 ? INT64_MIN : -(INT64_C(1) << (bits - 1));
    int64_t max = bits == 64 ? INT64_MAX : (INT64_C(1) << (bits - 1)) - 1;
    if (allow_unsigned && bits < 64) max = (INT64_C(1) << bits) - 1;
    if (signed_value < min || signed_value > max) {
      return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                              "'%.*s' is out of range for %s", (int)text.size,
                              text.data, type_name);
    }
    raw = (uint64_t)signed_value;
    parsed = true;
  } else if (allow_unsigned &&
             iree_string_view_atoi_uint64(text, &unsigned_value)) {
    if (bits < 64 && unsigned_value >> bits) {
      return iree_make_status(IREE_STATUS_OUT_OF_RANGE,
                              "'%.*s' is out of range for %s", (int)text.size,
                              text.data, type_name);
    }
    raw = unsigned_value;
    parsed = true;
  }
  if (!parsed) {
    return iree_make_status(IREE_STATUS_INVALID_ARGUMENT,
                            "'%.*s' is not a valid %s", (int)text.size,
                            text.data, type_name);
  }
  memcpy(out_element, &raw, bits / 8);
  return iree_ok_status();
}

// Whether |text| reads back as |value| once rounded to |element_type|.
static bool iree_hal_float_text_round_trips(
    const char* text, double value, iree_hal_element_type_t element_type) {
  double parsed = strtod(text, NULL);
  switch (element_type) {
    case IREE_HAL_ELEMENT_TYPE_FLOAT_16:
      return iree_hal_f32_to_f16((float)parsed) ==
             iree_hal_f32_to_f16((float)value);
    case IREE_HAL_ELEMENT_TYPE_BFLOAT_16:
      return iree_hal_f32_to_bf16((float)parsed) ==
             iree_hal_f32_to_bf16((float)value);
    case IREE_HAL_ELEMENT_TYPE_FLOAT_32:
      return (float)parsed == (float)value;
    default:
      return parsed == value;
  }
}

int iree_hal_format_element(const void* element,
                            iree_hal_element_type_t element_type,
                            char* buffer, iree_host_size_t capacity) {
  iree_hal_element_type_t part_type =
      iree_hal_element_complex_part_type(element_type);
  if (part_type != IREE_HAL_ELEMENT_TYPE_NONE) {
    // As NumPy prints it: "1.5+2j", "1.5-2j".
    char real[64], imag[64];
    iree_hal_format_element(element, part_type, real, sizeof(real));
    iree_hal_format_element(
        (const uint8_t*)element + iree_hal_element_dense_byte_count(part_type),
        part_type, imag, sizeof(imag));
    return snprintf(buffer, capacity, "%s%s%sj", real,
                    imag[0] == '-' ? "" : "+", imag);
  }
  if (iree_hal_element_is_float(element_type)) {
    double value = iree_hal_element_load_f64(element, element_type);
    if (isnan(value)) return snprintf(buffer, capacity, "nan");
    if (isinf(value)) return snprintf(buffer, capacity, value < 0 ? "-inf" : "inf");
    // f32/f64 start at 6 digits (so 1e+06 and 3e+09 print as they always
    // have); 16-bit floats have about 3, so they search from 1 and spell
    // small integers out (1000, not 1e+03).
    bool is_half = iree_hal_element_bit_count(element_type) == 16;
    char text[64];
    for (int precision = is_half ? 1 : 6; precision <= 17; ++precision) {
      snprintf(text, sizeof(text), "%.*g", precision, value);
      if (iree_hal_float_text_round_trips(text, value, element_type)) break;
    }
    if (is_half && strchr(text, 'e') && fabs(value) >= 1.0 &&
        fabs(value) < 1e6) {
      snprintf(text, sizeof(text), "%.0f", value);
    }
    return snprintf(buffer, capacity, "%s", text);
  }
  int64_t signed_value;
  uint64_t unsigned_value;
  iree_hal_element_load_integer(element, element_type, &signed_value,
                                &unsigned_value);
  switch (iree_hal_element_numerical_type(element_type)) {
    case IREE_HAL_NUMERICAL_TYPE_BOOLEAN:
      return snprintf(buffer, capacity, "%d", unsigned_value ? 1 : 0);
    case IREE_HAL_NUMERICAL_TYPE_INTEGER_UNSIGNED:
      return snprintf(buffer, capacity, "%llu",
                      (unsigned long long)unsigned_value);
    default:
      return snprintf(buffer, capacity, "%lld", (long long)signed_value);
  }
}

//===----------------------------------------------------------------------===//
// Tensors
//===----------------------------------------------------------------------===//

void iree_hal_format_shape_and_element_type(
    iree_host_size_t rank, const iree_hal_dim_t* shape,
    iree_hal_element_type_t element_type, iree_host_size_t capacity,
    char* buffer) {
  iree_host_size_t length = iree_hal_format_shape(rank, shape, capacity, buffer);
  if (length >= capacity) return;
  if (iree_hal_element_type_is_known(element_type)) {
    snprintf(buffer + length, capacity - length, "%s%s", rank ? "x" : "",
             iree_hal_element_type_name(element_type));
  } else {
    snprintf(buffer + length, capacity - length, "%s<element type 0x%08x>",
             rank ? "x" : "", element_type);
  }
}

// Prints the elements of dims [dim, rank) starting at |*element|: the last
// dim as space-separated values, outer dims as one bracketed group each.
static void iree_hal_fprint_dims(FILE* file, iree_host_size_t rank,
                                 const iree_hal_dim_t* shape,
                                 iree_hal_element_type_t element_type,
                                 const uint8_t* data, iree_host_size_t dim,
                                 iree_host_size_t* element) {
  iree_host_size_t element_size =
      iree_hal_element_dense_byte_count(element_type);
  char text[64];
  if (dim + 1 >= rank) {
    iree_host_size_t count = rank ? shape[dim] : 1;
    for (iree_host_size_t i = 0; i < count; ++i, ++*element) {
      iree_hal_format_element(data + *element * element_size, element_type,
                              text, sizeof(text));
      fprintf(file, i ? " %s" : "%s", text);
    }
    return;
  }
  for (iree_host_size_t i = 0; i < shape[dim]; ++i) {
    fputc('[', file);
    iree_hal_fprint_dims(file, rank, shape, element_type, data, dim + 1,
                         element);
    fputc(']', file);
  }
}

void iree_hal_fprint_elements(FILE* file, iree_host_size_t rank,
                              const iree_hal_dim_t* shape,
                              iree_hal_element_type_t element_type,
                              const uint8_t* data,
                              iree_host_size_t max_element_count) {
  char type[256];
  iree_hal_format_shape_and_element_type(rank, shape, element_type,
                                         sizeof(type), type);
  fprintf(file, "%s=", type);
  iree_host_size_t element_count = 1;
  for (iree_host_size_t i = 0; i < rank; ++i) element_count *= shape[i];
  if (element_count > max_element_count) {
    iree_host_size_t element_size =
        iree_hal_element_dense_byte_count(element_type);
    char text[64];
    for (iree_host_size_t i = 0; i < max_element_count; ++i) {
      iree_hal_format_element(data + i * element_size, element_type, text,
                              sizeof(text));
      fprintf(file, "%s ", text);
    }
    fputs("...", file);
    return;
  }
  iree_host_size_t element = 0;
  iree_hal_fprint_dims(file, rank, shape, element_type, data, 0, &element);
}

iree_status_t iree_hal_buffer_view_fprint(FILE* file,
                                          iree_hal_buffer_view_t* buffer_view,
                                          iree_host_size_t max_element_count,
                                          iree_allocator_t host_allocator) {
  iree_hal_element_type_t element_type =
      iree_hal_buffer_view_element_type(buffer_view);
  if (iree_hal_buffer_view_encoding_type(buffer_view) !=
      IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR ||
      iree_hal_element_bit_count(element_type) == 0 ||
      iree_hal_element_bit_count(element_type) % 8 != 0) {
    return iree_make_status(IREE_STATUS_UNIMPLEMENTED,
                            "only dense row-major buffer views of whole-byte "
                            "elements can be printed");
  }
  iree_hal_buffer_mapping_t mapping;
  IREE_RETURN_IF_ERROR(iree_hal_buffer_map_range(
      iree_hal_buffer_view_buffer(buffer_view), IREE_HAL_MEMORY_ACCESS_READ, 0,
      IREE_HAL_WHOLE_BUFFER, &mapping));
  iree_hal_fprint_elements(file, iree_hal_buffer_view_shape_rank(buffer_view),
                           iree_hal_buffer_view_shape_dims(buffer_view),
                           element_type, mapping.contents.data,
                           max_element_count);
  return iree_hal_buffer_unmap_range(&mapping);
}
