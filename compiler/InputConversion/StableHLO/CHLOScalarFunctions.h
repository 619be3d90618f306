//===- CHLOScalarFunctions.h - Per-element math of chlo ops ---------------===//
//
// Each emits the op's result for one element (scalar float operands of the
// same type) at the builder's insertion point.
//
//===----------------------------------------------------------------------===//

#ifndef IREE_COMPILER_INPUTCONVERSION_STABLEHLO_CHLOSCALARFUNCTIONS_H_
#define IREE_COMPILER_INPUTCONVERSION_STABLEHLO_CHLOSCALARFUNCTIONS_H_

#include "mlir/IR/Builders.h"

namespace mlir::iree_compiler::InputConversion {

Value emitErfInv(OpBuilder &b, Location loc, Value x);
Value emitLgamma(OpBuilder &b, Location loc, Value x);
Value emitDigamma(OpBuilder &b, Location loc, Value x);
/// I₁(x)·e^-|x|.
Value emitBesselI1e(OpBuilder &b, Location loc, Value x);
/// Hurwitz ζ(x, q).
Value emitZeta(OpBuilder &b, Location loc, Value x, Value q);
/// ψ⁽ⁿ⁾(x).
Value emitPolygamma(OpBuilder &b, Location loc, Value n, Value x);
Value emitNextAfter(OpBuilder &b, Location loc, Value x, Value y);
/// Whether x (or |x| when |useAbs|) equals |infinity| (+inf or -inf).
Value emitInfinityTest(OpBuilder &b, Location loc, Value x, bool useAbs,
                       double infinity);

} // namespace mlir::iree_compiler::InputConversion

#endif // IREE_COMPILER_INPUTCONVERSION_STABLEHLO_CHLOSCALARFUNCTIONS_H_
