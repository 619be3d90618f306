//===- ExpandAtan2.cpp - atan2 with IEEE special cases ---------------------===//
//
// Upstream's atan2 approximation divides y by x first, so signed zeros,
// atan2(0, 0) and infinite operands come out wrong (NaN or the wrong half
// plane). This expansion reduces to atan of a ratio in [0, 1], which the
// polynomial approximation handles, and then places the angle in its octant
// from the operands' signs and magnitudes, as C's atan2 does.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/LLVMCPU/FloatExpansions.h"
#include "compiler/Codegen/LLVMCPU/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

namespace mlir::iree_compiler::LLVMCPU {

namespace {

struct ExpandAtan2 : OpRewritePattern<math::Atan2Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::Atan2Op op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    // Narrower floats are first extended to f32 by the math expansions.
    if (!floatType || floatType.getWidth() < 32)
      return failure();
    Location loc = op.getLoc();
    auto constant = [&](double value) {
      return createSplatConstant(rewriter, loc, type,
                                 rewriter.getFloatAttr(floatType, value));
    };
    auto cmp = [&](arith::CmpFPredicate predicate, Value a, Value b) {
      return arith::CmpFOp::create(rewriter, loc, predicate, a, b);
    };
    auto select = [&](Value cond, Value a, Value b) {
      return arith::SelectOp::create(rewriter, loc, cond, a, b);
    };
    Value y = op.getLhs(), x = op.getRhs();
    Value ax = math::AbsFOp::create(rewriter, loc, x);
    Value ay = math::AbsFOp::create(rewriter, loc, y);
    Value small = arith::MinimumFOp::create(rewriter, loc, ax, ay);
    Value large = arith::MaximumFOp::create(rewriter, loc, ax, ay);
    // atan(small / large) in [0, pi/4]; 0/0 and inf/inf are 0 and pi/4.
    Value angle = math::AtanOp::create(
        rewriter, loc, arith::DivFOp::create(rewriter, loc, small, large));
    angle = select(cmp(arith::CmpFPredicate::OEQ, large, constant(0.0)),
                   constant(0.0), angle);
    angle = select(cmp(arith::CmpFPredicate::OEQ, small, constant(INFINITY)),
                   constant(M_PI / 4), angle);
    // Steeper than the diagonal: measure from the y axis.
    angle = select(cmp(arith::CmpFPredicate::OGT, ay, ax),
                   arith::SubFOp::create(rewriter, loc, constant(M_PI / 2),
                                         angle),
                   angle);
    // Left half plane, -0 included.
    Value xSign = math::CopySignOp::create(rewriter, loc, constant(1.0), x);
    angle = select(cmp(arith::CmpFPredicate::OLT, xSign, constant(0.0)),
                   arith::SubFOp::create(rewriter, loc, constant(M_PI), angle),
                   angle);
    // The lower half plane mirrors the upper; NaN operands give NaN.
    Value result = math::CopySignOp::create(rewriter, loc, angle, y);
    Value isNaN = arith::OrIOp::create(
        rewriter, loc, cmp(arith::CmpFPredicate::UNO, x, x),
        cmp(arith::CmpFPredicate::UNO, y, y));
    rewriter.replaceOp(op, select(isNaN, constant(NAN), result).getResult());
    return success();
  }
};

} // namespace

void populateExpandAtan2Patterns(RewritePatternSet &patterns,
                                 PatternBenefit benefit) {
  patterns.add<ExpandAtan2>(patterns.getContext(), benefit);
}

} // namespace mlir::iree_compiler::LLVMCPU
