// Elementwise microkernels: copies, fills, binary and unary maps over 2-D
// strided views. Each kernel has a path for unit inner strides (the common
// case: whole rows of contiguous elements), written as a plain counted loop
// over pointers that GCC vectorizes at -O3, and a general strided path.
//
// Views may alias (an in-place `out = lhs + rhs` passes the same buffer):
// every element is read before its output is written, and the compiler's
// vectorized loops check for partial overlap at run time, so the result is
// that of the scalar loop.
#include "iree/modules/vmvx/kernels.h"

// Row |i| of a view as a pointer, so inner loops see plain pointers. Rows are
// computed, not stepped, so no pointer ever moves past the checked range.
#define IREE_VMVX_ROW(T, view, i) ((T*)(view)->data + (i) * (view)->stride0)

//===----------------------------------------------------------------------===//
// Binary
//===----------------------------------------------------------------------===//

#define IREE_VMVX_DEFINE_BINARY(op, expr, suffix, T)                          \
  static inline T iree_vmvx_binary_##op##_##suffix##_scalar(T a, T b) {       \
    return (T)(expr);                                                         \
  }                                                                           \
  void iree_vmvx_binary_##op##_##suffix(                                      \
      const iree_vmvx_view_t* lhs_view, const iree_vmvx_view_t* rhs_view,     \
      const iree_vmvx_view_t* out_view, int64_t size0, int64_t size1) {       \
    const bool contiguous = lhs_view->stride1 == 1 &&                         \
                            rhs_view->stride1 == 1 && out_view->stride1 == 1; \
    for (int64_t i = 0; i < size0; ++i) {                                     \
      const T* lhs_row = IREE_VMVX_ROW(const T, lhs_view, i);                 \
      const T* rhs_row = IREE_VMVX_ROW(const T, rhs_view, i);                 \
      T* out_row = IREE_VMVX_ROW(T, out_view, i);                             \
      if (contiguous) {                                                       \
        for (int64_t j = 0; j < size1; ++j) {                                 \
          out_row[j] = iree_vmvx_binary_##op##_##suffix##_scalar(lhs_row[j],  \
                                                                 rhs_row[j]); \
        }                                                                     \
      } else {                                                                \
        for (int64_t j = 0; j < size1; ++j) {                                 \
          out_row[j * out_view->stride1] =                                    \
              iree_vmvx_binary_##op##_##suffix##_scalar(                      \
                  lhs_row[j * lhs_view->stride1],                             \
                  rhs_row[j * rhs_view->stride1]);                            \
        }                                                                     \
      }                                                                       \
    }                                                                         \
  }

#define IREE_VMVX_DEFINE_BINARY_F32(op, expr) \
  IREE_VMVX_DEFINE_BINARY(op, expr, f32, float)
#define IREE_VMVX_DEFINE_BINARY_I32(op, expr) \
  IREE_VMVX_DEFINE_BINARY(op, expr, i32, uint32_t)
IREE_VMVX_BINARY_F32_OPS(IREE_VMVX_DEFINE_BINARY_F32)
IREE_VMVX_BINARY_I32_OPS(IREE_VMVX_DEFINE_BINARY_I32)

//===----------------------------------------------------------------------===//
// Unary and copy
//===----------------------------------------------------------------------===//

#define IREE_VMVX_DEFINE_UNARY(name, expr, T)                                  \
  static inline T name##_scalar(T a) { return (T)(expr); }                     \
  void name(const iree_vmvx_view_t* in_view, const iree_vmvx_view_t* out_view, \
            int64_t size0, int64_t size1) {                                    \
    const bool contiguous = in_view->stride1 == 1 && out_view->stride1 == 1;   \
    for (int64_t i = 0; i < size0; ++i) {                                      \
      const T* in_row = IREE_VMVX_ROW(const T, in_view, i);                    \
      T* out_row = IREE_VMVX_ROW(T, out_view, i);                              \
      if (contiguous) {                                                        \
        for (int64_t j = 0; j < size1; ++j) {                                  \
          out_row[j] = name##_scalar(in_row[j]);                               \
        }                                                                      \
      } else {                                                                 \
        for (int64_t j = 0; j < size1; ++j) {                                  \
          out_row[j * out_view->stride1] =                                     \
              name##_scalar(in_row[j * in_view->stride1]);                     \
        }                                                                      \
      }                                                                        \
    }                                                                          \
  }

#define IREE_VMVX_DEFINE_UNARY_F32(op, expr) \
  IREE_VMVX_DEFINE_UNARY(iree_vmvx_unary_##op##_f32, expr, float)
#define IREE_VMVX_DEFINE_UNARY_I32(op, expr) \
  IREE_VMVX_DEFINE_UNARY(iree_vmvx_unary_##op##_i32, expr, uint32_t)
IREE_VMVX_UNARY_F32_OPS(IREE_VMVX_DEFINE_UNARY_F32)
IREE_VMVX_UNARY_I32_OPS(IREE_VMVX_DEFINE_UNARY_I32)

// A copy is the identity map; widths are bit patterns, never values.
#define IREE_VMVX_DEFINE_COPY(bits, T) \
  IREE_VMVX_DEFINE_UNARY(iree_vmvx_copy_x##bits, a, T)
IREE_VMVX_WIDTHS(IREE_VMVX_DEFINE_COPY)

//===----------------------------------------------------------------------===//
// Fill
//===----------------------------------------------------------------------===//

#define IREE_VMVX_DEFINE_FILL(bits, T)                                         \
  void iree_vmvx_fill_x##bits(uint64_t value,                                  \
                              const iree_vmvx_view_t* out_view, int64_t size0, \
                              int64_t size1) {                                 \
    const T element = (T)value;                                                \
    const bool contiguous = out_view->stride1 == 1;                            \
    for (int64_t i = 0; i < size0; ++i) {                                      \
      T* out_row = IREE_VMVX_ROW(T, out_view, i);                              \
      if (contiguous) {                                                        \
        for (int64_t j = 0; j < size1; ++j) out_row[j] = element;              \
      } else {                                                                 \
        for (int64_t j = 0; j < size1; ++j) {                                  \
          out_row[j * out_view->stride1] = element;                            \
        }                                                                      \
      }                                                                        \
    }                                                                          \
  }
IREE_VMVX_WIDTHS(IREE_VMVX_DEFINE_FILL)
