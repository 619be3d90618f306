// Row reductions: out[i] = op(out[i], in[i, 0], ..., in[i, size1 - 1]).
//
// The accumulator starts from out[i], so a caller reduces a long row in
// pieces (or over several workgroups' partial tiles) by calling again. Each
// row folds left to right; for float add the compiler may not reorder that
// (no -ffast-math), so the result is exactly the sequential one.
#include "iree/modules/vmvx/kernels.h"

#define IREE_VMVX_DEFINE_REDUCE(op, type, T, expr)                             \
  static inline T iree_vmvx_reduce_##op##_##type##_combine(T acc, T a) {       \
    return (T)(expr);                                                          \
  }                                                                            \
  void iree_vmvx_reduce_##op##_##type(const iree_vmvx_view_t* in_view,         \
                                      const iree_vmvx_view_t* out_view,        \
                                      int64_t size0, int64_t size1) {          \
    const T* in = (const T*)in_view->data;                                     \
    T* out = (T*)out_view->data;                                               \
    const int64_t stride1 = in_view->stride1;                                  \
    for (int64_t i = 0; i < size0; ++i) {                                      \
      const T* in_row = in + i * in_view->stride0;                             \
      T acc = out[i * out_view->stride0];                                      \
      if (stride1 == 1) {                                                      \
        for (int64_t j = 0; j < size1; ++j) {                                  \
          acc = iree_vmvx_reduce_##op##_##type##_combine(acc, in_row[j]);      \
        }                                                                      \
      } else {                                                                 \
        for (int64_t j = 0; j < size1; ++j) {                                  \
          acc = iree_vmvx_reduce_##op##_##type##_combine(acc,                  \
                                                         in_row[j * stride1]); \
        }                                                                      \
      }                                                                        \
      out[i * out_view->stride0] = acc;                                        \
    }                                                                          \
  }
IREE_VMVX_REDUCE_OPS(IREE_VMVX_DEFINE_REDUCE)
