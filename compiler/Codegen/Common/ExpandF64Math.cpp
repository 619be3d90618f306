//===- ExpandF64Math.cpp - f64 transcendental functions through f32 -------===//
//
// The polynomial approximations that replace libm exist for f32 only, and
// kernels link no libm, so f64 transcendental functions are computed in f32
// and widened back (about 7 significant digits; f64 arithmetic, sqrt and
// rounding stay exact in f64).
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/Common/FloatExpansions.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::Codegen {

namespace {

bool isTranscendental(Operation *op) {
  return isa<math::AcoshOp, math::AsinOp, math::AsinhOp, math::AtanOp,
             math::AtanhOp, math::Atan2Op, math::CbrtOp, math::CosOp,
             math::AcosOp, math::CoshOp, math::SinOp, math::SinhOp,
             math::ErfOp, math::ErfcOp, math::ExpOp, math::Exp2Op,
             math::ExpM1Op, math::LogOp, math::Log10Op, math::Log1pOp,
             math::Log2Op, math::PowFOp, math::TanOp, math::TanhOp>(op);
}

struct F64MathThroughF32 : RewritePattern {
  F64MathThroughF32(MLIRContext *context)
      : RewritePattern(MatchAnyOpTypeTag(), /*benefit=*/1, context) {}

  LogicalResult matchAndRewrite(Operation *op,
                                PatternRewriter &rewriter) const override {
    if (!isTranscendental(op) || op->getNumResults() != 1 ||
        !getElementTypeOrSelf(op->getResult(0).getType()).isF64())
      return failure();
    Location loc = op->getLoc();
    auto narrow = [&](Type type) -> Type {
      if (auto shaped = dyn_cast<ShapedType>(type))
        return shaped.clone(rewriter.getF32Type());
      return rewriter.getF32Type();
    };
    SmallVector<Value> operands;
    for (Value operand : op->getOperands())
      operands.push_back(arith::TruncFOp::create(
          rewriter, loc, narrow(operand.getType()), operand));
    Type resultType = op->getResult(0).getType();
    OperationState state(loc, op->getName(), operands,
                         {narrow(resultType)}, op->getAttrs());
    Operation *narrowOp = rewriter.create(state);
    rewriter.replaceOpWithNewOp<arith::ExtFOp>(op, resultType,
                                               narrowOp->getResult(0));
    return success();
  }
};

} // namespace

void populateExpandF64MathPatterns(RewritePatternSet &patterns) {
  patterns.add<F64MathThroughF32>(patterns.getContext());
}

} // namespace mlir::iree_compiler::Codegen
