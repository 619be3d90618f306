//===- PairDotContraction.h - Narrow-integer register tiles -----*- C++ -*-===//
//
// Register tiles of i8/i16 x i8/i16 -> i32 (and bf16 x bf16 -> f32)
// contractions as x86 pair dot products: `pmaddwd` multiplies two vectors of i16 and adds each adjacent
// pair of products into one i32 lane, so one instruction does two K steps
// of a row of the register block (and with AVX-512 VNNI, LLVM folds the
// accumulation in too: `vpdpwssd`). The outer-product form these tiles take
// otherwise extends every element to i32 and multiplies with `vpmulld`, at a
// quarter of the rate or less. bf16 pairs go the same way through AVX-512
// BF16's `vdpbf16ps`, twice the f32 FMA's products per instruction.
//
// Layout of one K pair: each row's two A elements, as i16, broadcast as one
// i32 to every lane; B's two rows interleaved (n0 of row k, n0 of row k+1,
// n1 of row k, ...), so that lane j of the product is
// a[m,k] * b[k,j] + a[m,k+1] * b[k+1,j].
//
//===----------------------------------------------------------------------===//
#ifndef IREE_COMPILER_CODEGEN_LLVMCPU_PAIRDOTCONTRACTION_H_
#define IREE_COMPILER_CODEGEN_LLVMCPU_PAIRDOTCONTRACTION_H_

#include <optional>

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

namespace mlir::iree_compiler::LLVMCPU {

/// A copy of |input| (a tensor) with each element extended to
/// |elementType| by |extend|: the operand tiles of mixed-precision
/// contractions are widened once, not at every use of an element.
linalg::GenericOp
createExtendingCopy(RewriterBase &rewriter, Location loc, Value input,
                    Type elementType,
                    function_ref<Value(OpBuilder &, Location, Value)> extend);

/// The pair dot product a contraction whose body is `acc + ext(a) * ext(b)`
/// can use: kIntegers for 8- or 16-bit integer operands (sign-extended, or
/// zero-extended from 8 bits) into i32, kBFloat16 for bf16 operands into
/// f32 (AVX-512 BF16's dpbf16ps, which adds each pair's second product
/// before its first, reads denormal inputs and accumulators as zero and
/// flushes denormal results).
enum class PairDotKind { kNone, kIntegers, kBFloat16 };
PairDotKind getPairDotKind(linalg::LinalgOp tile);

/// For a matmul tile of B panels: a copy of such a contraction's 8-bit B
/// operand widened to i16 (signed or not, as the body extends it) and the
/// contraction reading it, so that every row block of the tile shares one
/// widened panel; none where B is not narrower than 16 bits.
std::optional<std::pair<linalg::GenericOp, linalg::GenericOp>>
widenRhsToI16(RewriterBase &rewriter, linalg::GenericOp tile);

/// Whether the innermost M, N and K loops of contraction |op| read A as
/// (m, k), B as (k, n) and write C as (m, n) once its other loops are unit:
/// the register tiles rewriteAsPairDotContraction takes.
bool hasRowMajorBlock(linalg::LinalgOp op);

/// Rewrites |tile|, an M x N x K register tile computing
/// such a product of row-major operands (a[m, k], b[k, n]), K even
/// and N a multiple of |lanes| (the i32 lanes of a vector register), into a
/// loop over K pairs of pmaddwd steps on vectors of |lanes| i32 (with
/// |quads|, K quads of vpdpbusd where takesQuadDots). Returns
/// the copies of its operand tiles it reads instead (widened to i16, or A
/// with its top bits flipped for quads; to be vectorized), or none where
/// |tile| is not such a contraction.
std::optional<SmallVector<linalg::GenericOp>>
rewriteAsPairDotContraction(RewriterBase &rewriter, linalg::GenericOp tile,
                            int64_t lanes, bool quads);

/// Whether |tile| is an integer contraction of bytes that AVX-512 VNNI's
/// vpdpbusd takes four K steps at a time (at most one operand unsigned):
/// with |quads| and 16 lanes, rewriteAsPairDotContraction emits those where
/// K is a multiple of 4.
bool takesQuadDots(linalg::LinalgOp tile);

} // namespace mlir::iree_compiler::LLVMCPU

#endif // IREE_COMPILER_CODEGEN_LLVMCPU_PAIRDOTCONTRACTION_H_
