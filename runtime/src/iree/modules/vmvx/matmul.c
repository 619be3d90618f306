// Matmul microkernels: row-major out[m x n] (+)= lhs[m x k] * rhs[k x n].
//
// Blocking (the usual GEMM structure):
//  - the output is produced in tiles of MR x NR elements, each accumulated in
//    registers over a block of KC steps of k;
//  - for each NR-wide column strip and KC block, the rhs block (KC x NR) is
//    packed into a contiguous panel on the C stack (32 KiB for f32, 16 KiB of
//    int16 for i8), zero padded past n, so the inner loop reads it
//    sequentially from L1/L2 while it sweeps every MR-row tile of the output;
//  - lhs is read in place: MR rows advancing together are MR sequential
//    streams, which the hardware prefetchers follow.
// Nothing is allocated, so a kernel call never touches the heap.
//
// The inner loop is plain C: for each step p, each of the MR rows broadcasts
// lhs[i][p] against the panel row of NR elements. NR = 32 is chosen so that
// GCC's loop vectorizer vectorizes the j loop (4 SSE2 / 8 AVX2 lanes); with
// NR <= 16 GCC fully unrolls j before vectorizing and then vectorizes across
// p instead, which is several times slower. MR = 3 keeps the accumulator
// tile in 12 AVX2 registers (measured on 256^3 f32: MR 2/3/4/6 gave 79/109/
// 65/53 GFLOP/s with AVX2 and 37/33/32/20 with SSE2). The accumulator array
// is only indexed by constants so that it can be kept in registers. Edge
// tiles run the same loop: rows past m repeat the last row (their results
// are dropped) and panel columns past n are zero.
//
// On x86-64 with GCC the kernels are also compiled for x86-64-v3 (AVX2+FMA)
// and picked at load time through target_clones; the default clone is
// baseline SSE2. Sanitizer builds keep the single baseline version: the
// clones' ifunc resolvers run during relocation, before sanitizer runtimes
// are initialized.
#include <string.h>

#include "iree/modules/vmvx/kernels.h"

#define IREE_VMVX_MATMUL_MR 3
#define IREE_VMVX_MATMUL_NR 32
#define IREE_VMVX_MATMUL_KC 256

#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && \
    !defined(__SANITIZE_ADDRESS__) && !defined(__SANITIZE_THREAD__)
#define IREE_VMVX_MATMUL_CLONES \
  __attribute__((target_clones("arch=x86-64-v3", "default")))
#else
#define IREE_VMVX_MATMUL_CLONES
#endif

#define IREE_VMVX_MIN(a, b) ((a) < (b) ? (a) : (b))

// Defines void NAME(const iree_vmvx_matmul_params_t*) for lhs elements of
// LHS_T, rhs elements of RHS_T packed as PACK_T, and accumulators and outputs
// of ACC_T, with PRODUCT(a, b) the ACC_T product of a PACK_T lhs value and a
// panel element.
#define IREE_VMVX_DEFINE_MATMUL(NAME, LHS_T, RHS_T, PACK_T, ACC_T, PRODUCT)    \
  /* acc += rows[0..MR)[0..kc) * panel[kc x NR]. */                            \
  static inline __attribute__((always_inline)) void NAME##_tile(               \
      int64_t kc, const LHS_T* const* rows, const PACK_T* panel,               \
      ACC_T acc[IREE_VMVX_MATMUL_MR][IREE_VMVX_MATMUL_NR]) {                   \
    for (int64_t p = 0; p < kc; ++p) {                                         \
      const PACK_T* b = panel + p * IREE_VMVX_MATMUL_NR;                       \
      for (int i = 0; i < IREE_VMVX_MATMUL_MR; ++i) {                          \
        const PACK_T a = (PACK_T)rows[i][p];                                   \
        for (int j = 0; j < IREE_VMVX_MATMUL_NR; ++j) {                        \
          acc[i][j] += PRODUCT(a, b[j]);                                       \
        }                                                                      \
      }                                                                        \
    }                                                                          \
  }                                                                            \
                                                                               \
  /* Packs rhs[0..kc)[0..nr) into panel[kc x NR], zero padding to NR. */       \
  static inline void NAME##_pack(int64_t kc, int64_t nr, const RHS_T* rhs,     \
                                 int64_t rhs_stride0, PACK_T* panel) {         \
    for (int64_t p = 0; p < kc; ++p) {                                         \
      const RHS_T* src = rhs + p * rhs_stride0;                                \
      PACK_T* dst = panel + p * IREE_VMVX_MATMUL_NR;                           \
      if (nr == IREE_VMVX_MATMUL_NR) {                                         \
        for (int j = 0; j < IREE_VMVX_MATMUL_NR; ++j) dst[j] = (PACK_T)src[j]; \
      } else {                                                                 \
        for (int j = 0; j < IREE_VMVX_MATMUL_NR; ++j) {                        \
          dst[j] = j < nr ? (PACK_T)src[j] : (PACK_T)0;                        \
        }                                                                      \
      }                                                                        \
    }                                                                          \
  }                                                                            \
                                                                               \
  /* Writes (or adds) the mr x nr corner of |acc| to out. |acc| is only */     \
  /* ever indexed by constants, so that it can live in registers: edge */      \
  /* tiles go through a copy that is indexed by the runtime bounds. */         \
  static inline __attribute__((always_inline)) void NAME##_store(              \
      const ACC_T acc[IREE_VMVX_MATMUL_MR][IREE_VMVX_MATMUL_NR], int64_t mr,   \
      int64_t nr, bool accumulate, ACC_T* out, int64_t out_stride0) {          \
    if (mr == IREE_VMVX_MATMUL_MR && nr == IREE_VMVX_MATMUL_NR) {              \
      for (int i = 0; i < IREE_VMVX_MATMUL_MR; ++i) {                          \
        ACC_T* out_row = out + i * out_stride0;                                \
        for (int j = 0; j < IREE_VMVX_MATMUL_NR; ++j) {                        \
          out_row[j] = accumulate ? out_row[j] + acc[i][j] : acc[i][j];        \
        }                                                                      \
      }                                                                        \
      return;                                                                  \
    }                                                                          \
    ACC_T edge[IREE_VMVX_MATMUL_MR][IREE_VMVX_MATMUL_NR];                      \
    memcpy(edge, acc, sizeof(edge));                                           \
    for (int64_t i = 0; i < mr; ++i) {                                         \
      ACC_T* out_row = out + i * out_stride0;                                  \
      for (int64_t j = 0; j < nr; ++j) {                                       \
        out_row[j] = accumulate ? out_row[j] + edge[i][j] : edge[i][j];        \
      }                                                                        \
    }                                                                          \
  }                                                                            \
                                                                               \
  IREE_VMVX_MATMUL_CLONES void NAME(const iree_vmvx_matmul_params_t* params) { \
    const LHS_T* lhs = (const LHS_T*)params->lhs;                              \
    const RHS_T* rhs = (const RHS_T*)params->rhs;                              \
    ACC_T* out = (ACC_T*)params->out;                                          \
    const int64_t m = params->m, n = params->n, k = params->k;                 \
    PACK_T panel[IREE_VMVX_MATMUL_KC * IREE_VMVX_MATMUL_NR]                    \
        __attribute__((aligned(64)));                                          \
    for (int64_t j0 = 0; j0 < n; j0 += IREE_VMVX_MATMUL_NR) {                  \
      const int64_t nr = IREE_VMVX_MIN(IREE_VMVX_MATMUL_NR, n - j0);           \
      if (k == 0 && !params->accumulate) {                                     \
        for (int64_t i = 0; i < m; ++i) {                                      \
          memset(out + i * params->out_stride0 + j0, 0, nr * sizeof(ACC_T));   \
        }                                                                      \
      }                                                                        \
      for (int64_t p0 = 0; p0 < k; p0 += IREE_VMVX_MATMUL_KC) {                \
        const int64_t kc = IREE_VMVX_MIN(IREE_VMVX_MATMUL_KC, k - p0);         \
        NAME##_pack(kc, nr, rhs + p0 * params->rhs_stride0 + j0,               \
                    params->rhs_stride0, panel);                               \
        /* Later k blocks add to what the first one stored. */                 \
        const bool accumulate = params->accumulate || p0 > 0;                  \
        for (int64_t i0 = 0; i0 < m; i0 += IREE_VMVX_MATMUL_MR) {              \
          const int64_t mr = IREE_VMVX_MIN(IREE_VMVX_MATMUL_MR, m - i0);       \
          const LHS_T* rows[IREE_VMVX_MATMUL_MR];                              \
          for (int i = 0; i < IREE_VMVX_MATMUL_MR; ++i) {                      \
            rows[i] = lhs +                                                    \
                      (i0 + IREE_VMVX_MIN(i, mr - 1)) * params->lhs_stride0 +  \
                      p0;                                                      \
          }                                                                    \
          ACC_T acc[IREE_VMVX_MATMUL_MR][IREE_VMVX_MATMUL_NR];                 \
          for (int i = 0; i < IREE_VMVX_MATMUL_MR; ++i) {                      \
            for (int j = 0; j < IREE_VMVX_MATMUL_NR; ++j) acc[i][j] = 0;       \
          }                                                                    \
          NAME##_tile(kc, rows, panel, acc);                                   \
          NAME##_store(acc, mr, nr, accumulate,                                \
                       out + i0 * params->out_stride0 + j0,                    \
                       params->out_stride0);                                   \
        }                                                                      \
      }                                                                        \
    }                                                                          \
  }

#define IREE_VMVX_PRODUCT_F32(a, b) ((a) * (b))
IREE_VMVX_DEFINE_MATMUL(iree_vmvx_matmul_f32f32f32, float, float, float, float,
                        IREE_VMVX_PRODUCT_F32)

// int8 values are widened to int16 when packed so that the products are
// 16 x 16 -> 32-bit multiplies, which SSE2 has (pmaddwd); the sums wrap in
// unsigned arithmetic as the ABI defines.
#define IREE_VMVX_PRODUCT_I8(a, b) ((uint32_t)((int32_t)(a) * (int32_t)(b)))
IREE_VMVX_DEFINE_MATMUL(iree_vmvx_matmul_i8i8i32, int8_t, int8_t, int16_t,
                        uint32_t, IREE_VMVX_PRODUCT_I8)
