//===- ExpandSpecialValues.cpp - math functions with C's special values ---===//
//
// Upstream's approximations of these get IEEE special values wrong:
// - atan2 divides y by x first, so signed zeros, atan2(0, 0) and infinite
//   operands come out NaN or in the wrong half plane. Here it reduces to atan
//   of a ratio in [0, 1] and places the angle in its octant from the
//   operands' signs and magnitudes, as C's atan2 does.
// - cbrt gives NaN for infinities. Here it is exp(log|x| / 3) refined by a
//   Newton step, with zeros, infinities and NaN passed through.
// - asinh adds x to sqrt(x^2 + 1), which cancels for negative x (NaN at
//   -inf). Here it is odd by construction: log1p on |x| (also accurate near
//   0), log(2|x|) where x^2 would overflow.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/Common/FloatExpansions.h"
#include "compiler/Codegen/Common/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

namespace mlir::iree_compiler::Codegen {

namespace {

/// Splat constants of a math op's f32/f64 result type (narrower floats are
/// extended to f32 by the math expansions before these patterns run).
class FloatConstants {
public:
  static std::optional<FloatConstants> get(PatternRewriter &rewriter,
                                           Operation *op) {
    Type type = op->getResult(0).getType();
    auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    if (!floatType || floatType.getWidth() < 32)
      return std::nullopt;
    return FloatConstants(rewriter, op->getLoc(), type, floatType);
  }
  Value operator()(double value) const {
    return createSplatConstant(rewriter, loc, type,
                               rewriter.getFloatAttr(floatType, value));
  }

private:
  FloatConstants(PatternRewriter &rewriter, Location loc, Type type,
                 FloatType floatType)
      : rewriter(rewriter), loc(loc), type(type), floatType(floatType) {}
  PatternRewriter &rewriter;
  Location loc;
  Type type;
  FloatType floatType;
};

struct ExpandAtan2 : OpRewritePattern<math::Atan2Op> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::Atan2Op op,
                                PatternRewriter &rewriter) const override {
    std::optional<FloatConstants> constants = FloatConstants::get(rewriter, op);
    if (!constants)
      return failure();
    const FloatConstants &constant = *constants;
    Location loc = op.getLoc();
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
    angle = select(
        cmp(arith::CmpFPredicate::OGT, ay, ax),
        arith::SubFOp::create(rewriter, loc, constant(M_PI / 2), angle), angle);
    // Left half plane, -0 included.
    Value xSign = math::CopySignOp::create(rewriter, loc, constant(1.0), x);
    angle = select(cmp(arith::CmpFPredicate::OLT, xSign, constant(0.0)),
                   arith::SubFOp::create(rewriter, loc, constant(M_PI), angle),
                   angle);
    // The lower half plane mirrors the upper; NaN operands give NaN.
    Value result = math::CopySignOp::create(rewriter, loc, angle, y);
    Value isNaN = arith::OrIOp::create(rewriter, loc,
                                       cmp(arith::CmpFPredicate::UNO, x, x),
                                       cmp(arith::CmpFPredicate::UNO, y, y));
    rewriter.replaceOp(op, select(isNaN, constant(NAN), result).getResult());
    return success();
  }
};

struct ExpandCbrt : OpRewritePattern<math::CbrtOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::CbrtOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<FloatConstants> constants = FloatConstants::get(rewriter, op);
    if (!constants)
      return failure();
    const FloatConstants &constant = *constants;
    Location loc = op.getLoc();
    Value x = op.getOperand();
    Value ax = math::AbsFOp::create(rewriter, loc, x);
    Value y = math::ExpOp::create(
        rewriter, loc,
        arith::MulFOp::create(rewriter, loc,
                              math::LogOp::create(rewriter, loc, ax),
                              constant(1.0 / 3)));
    // y -= (y^3 - |x|) / (3 y^2)
    Value y2 = arith::MulFOp::create(rewriter, loc, y, y);
    Value residual = arith::SubFOp::create(
        rewriter, loc, arith::MulFOp::create(rewriter, loc, y2, y), ax);
    Value step = arith::DivFOp::create(
        rewriter, loc, residual,
        arith::MulFOp::create(rewriter, loc, y2, constant(3.0)));
    y = arith::SubFOp::create(rewriter, loc, y, step);
    Value result = math::CopySignOp::create(rewriter, loc, y, x);
    // 0, inf and NaN are their own cube roots. They are told apart by their
    // bits: float arithmetic on them may be folded where the target does not
    // preserve infinities and NaN (Vulkan without SignedZeroInfNanPreserve).
    unsigned width = getElementTypeOrSelf(x.getType()).getIntOrFloatBitWidth();
    Type intType = IntegerType::get(rewriter.getContext(), width);
    if (auto shaped = dyn_cast<ShapedType>(x.getType()))
      intType = shaped.clone(intType);
    auto intConstant = [&](const APInt &value) {
      return createSplatConstant(rewriter, loc, intType,
                                 rewriter.getIntegerAttr(
                                     getElementTypeOrSelf(intType), value));
    };
    Value magnitude = arith::AndIOp::create(
        rewriter, loc, arith::BitcastOp::create(rewriter, loc, intType, x),
        intConstant(APInt::getSignedMaxValue(width)));
    APInt infinityBits =
        APFloat::getInf(cast<FloatType>(getElementTypeOrSelf(x.getType()))
                            .getFloatSemantics())
            .bitcastToAPInt();
    Value special = arith::OrIOp::create(
        rewriter, loc,
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                              magnitude, intConstant(APInt(width, 0))),
        arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::uge,
                              magnitude, intConstant(infinityBits)));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, special, x, result);
    return success();
  }
};

struct ExpandAsinh : OpRewritePattern<math::AsinhOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(math::AsinhOp op,
                                PatternRewriter &rewriter) const override {
    std::optional<FloatConstants> constants = FloatConstants::get(rewriter, op);
    if (!constants)
      return failure();
    const FloatConstants &constant = *constants;
    Location loc = op.getLoc();
    Value x = op.getOperand();
    Value ax = math::AbsFOp::create(rewriter, loc, x);
    // asinh(a) = log1p(a + a^2 / (1 + sqrt(1 + a^2))) for a >= 0.
    Value a2 = arith::MulFOp::create(rewriter, loc, ax, ax);
    Value root = math::SqrtOp::create(
        rewriter, loc, arith::AddFOp::create(rewriter, loc, a2, constant(1.0)));
    Value moderate = math::Log1pOp::create(
        rewriter, loc,
        arith::AddFOp::create(
            rewriter, loc, ax,
            arith::DivFOp::create(
                rewriter, loc, a2,
                arith::AddFOp::create(rewriter, loc, root, constant(1.0)))));
    Value huge = arith::AddFOp::create(
        rewriter, loc, math::LogOp::create(rewriter, loc, ax), constant(M_LN2));
    Value isHuge = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OGT, ax, constant(0x1p26));
    Value magnitude =
        arith::SelectOp::create(rewriter, loc, isHuge, huge, moderate);
    rewriter.replaceOpWithNewOp<math::CopySignOp>(op, magnitude, x);
    return success();
  }
};

} // namespace

void populateExpandSpecialValuePatterns(RewritePatternSet &patterns,
                                        PatternBenefit benefit) {
  patterns.add<ExpandAsinh, ExpandAtan2, ExpandCbrt>(patterns.getContext(),
                                                     benefit);
}

} // namespace mlir::iree_compiler::Codegen
