// The microkernels behind the "vmvx" module, free of the VM: they take
// pointers already checked by module.c (every element they touch lies inside
// its buffer, sizes are positive, output buffers are writable) and only loop.
//
// The op tables below are the single list of variants: module.c expands them
// into the module's function table and elementwise.c/reduce.c into kernels,
// so adding an op is one line here.
#ifndef IREE_MODULES_VMVX_KERNELS_H_
#define IREE_MODULES_VMVX_KERNELS_H_

#include <math.h>
#include <stdbool.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

// A 2-D strided view: element (i, j) is at data + (i * stride0 + j * stride1)
// elements. Strides are >= 0 (validated); the element type is the kernel's.
typedef struct iree_vmvx_view_t {
  void* data;
  int64_t stride0;
  int64_t stride1;
} iree_vmvx_view_t;

//===----------------------------------------------------------------------===//
// Scalar semantics shared by kernels and tests
//===----------------------------------------------------------------------===//

// arith.maximumf / minimumf: NaN if either operand is NaN, and +0 > -0.
static inline float iree_vmvx_maximumf(float a, float b) {
  if (a != a || b != b) return a + b;
  if (a == b) return signbit(a) ? b : a;
  return a > b ? a : b;
}
static inline float iree_vmvx_minimumf(float a, float b) {
  if (a != a || b != b) return a + b;
  if (a == b) return signbit(a) ? a : b;
  return a < b ? a : b;
}

//===----------------------------------------------------------------------===//
// Op tables: X(name, expression of a and b / of a)
//===----------------------------------------------------------------------===//

// f32 operands are float.
#define IREE_VMVX_BINARY_F32_OPS(X) \
  X(add, a + b)                     \
  X(sub, a - b)                     \
  X(mul, a* b)                      \
  X(div, a / b)                     \
  X(max, iree_vmvx_maximumf(a, b))  \
  X(min, iree_vmvx_minimumf(a, b))

// i32 operands are uint32_t so that add/sub/mul wrap without undefined
// behavior; signed ops cast. Shift amounts use their low 5 bits.
#define IREE_VMVX_BINARY_I32_OPS(X)            \
  X(add, a + b)                                \
  X(sub, a - b)                                \
  X(mul, a* b)                                 \
  X(and, a& b)                                 \
  X(or, a | b)                                 \
  X(xor, a ^ b)                                \
  X(shl, a << (b & 31u))                       \
  X(shrs, (uint32_t)((int32_t)a >> (b & 31u))) \
  X(shru, a >> (b & 31u))                      \
  X(maxs, (int32_t)a > (int32_t)b ? a : b)     \
  X(mins, (int32_t)a < (int32_t)b ? a : b)     \
  X(maxu, a > b ? a : b)                       \
  X(minu, a < b ? a : b)

#define IREE_VMVX_UNARY_F32_OPS(X) \
  X(abs, fabsf(a))                 \
  X(neg, -a)                       \
  X(exp, expf(a))                  \
  X(log, logf(a))                  \
  X(tanh, tanhf(a))                \
  X(sqrt, sqrtf(a))                \
  X(rsqrt, 1.0f / sqrtf(a))        \
  X(ceil, ceilf(a))                \
  X(floor, floorf(a))

#define IREE_VMVX_UNARY_I32_OPS(X)    \
  X(abs, (int32_t)a < 0 ? 0u - a : a) \
  X(neg, 0u - a)

// X(op, type suffix, C element type, combine expression of acc and a).
#define IREE_VMVX_REDUCE_OPS(X)                              \
  X(add, f32, float, acc + a)                                \
  X(max, f32, float, iree_vmvx_maximumf(acc, a))             \
  X(min, f32, float, iree_vmvx_minimumf(acc, a))             \
  X(add, i32, uint32_t, acc + a)                             \
  X(max, i32, uint32_t, (int32_t)a > (int32_t)acc ? a : acc) \
  X(min, i32, uint32_t, (int32_t)a < (int32_t)acc ? a : acc)

// X(bit width, C element type) for copies and fills.
#define IREE_VMVX_WIDTHS(X) \
  X(8, uint8_t)             \
  X(16, uint16_t)           \
  X(32, uint32_t)           \
  X(64, uint64_t)

//===----------------------------------------------------------------------===//
// Kernels (size0, size1 > 0)
//===----------------------------------------------------------------------===//

typedef void (*iree_vmvx_binary_kernel_t)(const iree_vmvx_view_t* lhs,
                                          const iree_vmvx_view_t* rhs,
                                          const iree_vmvx_view_t* out,
                                          int64_t size0, int64_t size1);
// Unary maps and copies.
typedef void (*iree_vmvx_unary_kernel_t)(const iree_vmvx_view_t* in,
                                         const iree_vmvx_view_t* out,
                                         int64_t size0, int64_t size1);
// |value| holds the element's bits in its low bits.
typedef void (*iree_vmvx_fill_kernel_t)(uint64_t value,
                                        const iree_vmvx_view_t* out,
                                        int64_t size0, int64_t size1);
// out[i * out->stride0] = op(out[...], in[i, 0..size1-1]); out->stride1 unused.
typedef void (*iree_vmvx_reduce_kernel_t)(const iree_vmvx_view_t* in,
                                          const iree_vmvx_view_t* out,
                                          int64_t size0, int64_t size1);

#define IREE_VMVX_DECLARE_BINARY_F32(op, expr)                  \
  void iree_vmvx_binary_##op##_f32(                             \
      const iree_vmvx_view_t* lhs, const iree_vmvx_view_t* rhs, \
      const iree_vmvx_view_t* out, int64_t size0, int64_t size1);
#define IREE_VMVX_DECLARE_BINARY_I32(op, expr)                  \
  void iree_vmvx_binary_##op##_i32(                             \
      const iree_vmvx_view_t* lhs, const iree_vmvx_view_t* rhs, \
      const iree_vmvx_view_t* out, int64_t size0, int64_t size1);
#define IREE_VMVX_DECLARE_UNARY_F32(op, expr)                                 \
  void iree_vmvx_unary_##op##_f32(const iree_vmvx_view_t* in,                 \
                                  const iree_vmvx_view_t* out, int64_t size0, \
                                  int64_t size1);
#define IREE_VMVX_DECLARE_UNARY_I32(op, expr)                                 \
  void iree_vmvx_unary_##op##_i32(const iree_vmvx_view_t* in,                 \
                                  const iree_vmvx_view_t* out, int64_t size0, \
                                  int64_t size1);
#define IREE_VMVX_DECLARE_REDUCE(op, type, ctype, expr)            \
  void iree_vmvx_reduce_##op##_##type(const iree_vmvx_view_t* in,  \
                                      const iree_vmvx_view_t* out, \
                                      int64_t size0, int64_t size1);
#define IREE_VMVX_DECLARE_COPY_FILL(bits, ctype)                           \
  void iree_vmvx_copy_x##bits(const iree_vmvx_view_t* in,                  \
                              const iree_vmvx_view_t* out, int64_t size0,  \
                              int64_t size1);                              \
  void iree_vmvx_fill_x##bits(uint64_t value, const iree_vmvx_view_t* out, \
                              int64_t size0, int64_t size1);

IREE_VMVX_BINARY_F32_OPS(IREE_VMVX_DECLARE_BINARY_F32)
IREE_VMVX_BINARY_I32_OPS(IREE_VMVX_DECLARE_BINARY_I32)
IREE_VMVX_UNARY_F32_OPS(IREE_VMVX_DECLARE_UNARY_F32)
IREE_VMVX_UNARY_I32_OPS(IREE_VMVX_DECLARE_UNARY_I32)
IREE_VMVX_REDUCE_OPS(IREE_VMVX_DECLARE_REDUCE)
IREE_VMVX_WIDTHS(IREE_VMVX_DECLARE_COPY_FILL)

#undef IREE_VMVX_DECLARE_BINARY_F32
#undef IREE_VMVX_DECLARE_BINARY_I32
#undef IREE_VMVX_DECLARE_UNARY_F32
#undef IREE_VMVX_DECLARE_UNARY_I32
#undef IREE_VMVX_DECLARE_REDUCE
#undef IREE_VMVX_DECLARE_COPY_FILL

//===----------------------------------------------------------------------===//
// Matmul
//===----------------------------------------------------------------------===//

// Row-major out[m x n] (+)= lhs[m x k] * rhs[k x n] with unit inner strides.
// m, n > 0; k >= 0 (k == 0 zeroes |out| unless accumulating).
typedef struct iree_vmvx_matmul_params_t {
  const void* lhs;
  int64_t lhs_stride0;
  const void* rhs;
  int64_t rhs_stride0;
  void* out;
  int64_t out_stride0;
  int64_t m;
  int64_t n;
  int64_t k;
  // Adds to |out| instead of overwriting it.
  bool accumulate;
} iree_vmvx_matmul_params_t;

// f32 = f32 * f32.
void iree_vmvx_matmul_f32f32f32(const iree_vmvx_matmul_params_t* params);
// i32 = sext(i8) * sext(i8), accumulated in wrapping 32-bit arithmetic.
void iree_vmvx_matmul_i8i8i32(const iree_vmvx_matmul_params_t* params);

#ifdef __cplusplus
}  // extern "C"
#endif

#endif  // IREE_MODULES_VMVX_KERNELS_H_
