//===- ExpandRounding.cpp - Rounding ops as integer conversions -----------===//
//
// Without SSE4.1 LLVM lowers floor/ceil/trunc/round to libm calls, which the
// kernels cannot link. These patterns compute them from a conversion to an
// integer of the same width, exact for every value: magnitudes of 2^mantissa
// and above (and NaN/inf) are already integral and pass through unchanged.
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

enum class Rounding { Floor, Ceil, Trunc, HalfAwayFromZero, HalfToEven };

template <typename OpTy, Rounding kind>
struct ExpandRoundingOp : OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    if (!floatType) return failure();
    Location loc = op.getLoc();
    if (floatType.getWidth() < 32) {
      // Halves round in f32, which holds them exactly.
      Type wide = rewriter.getF32Type();
      if (auto vectorType = dyn_cast<VectorType>(type))
        wide = vectorType.clone(wide);
      Value extended = arith::ExtFOp::create(rewriter, loc, wide, op.getOperand());
      Value rounded = OpTy::create(rewriter, loc, extended);
      rewriter.replaceOpWithNewOp<arith::TruncFOp>(op, type, rounded);
      return success();
    }
    unsigned width = floatType.getWidth() <= 32 ? 32 : 64;
    Type intType = rewriter.getIntegerType(width);
    if (auto vectorType = dyn_cast<VectorType>(type))
      intType = vectorType.clone(intType);
    auto constant = [&](double value) {
      return createSplatConstant(rewriter, loc, type,
                                 rewriter.getFloatAttr(floatType, value));
    };
    Value x = op.getOperand();
    Value truncated = arith::SIToFPOp::create(
        rewriter, loc, type, arith::FPToSIOp::create(rewriter, loc, intType, x));
    Value one = constant(1.0);
    Value result = truncated;
    switch (kind) {
    case Rounding::Floor: {
      Value above = arith::CmpFOp::create(rewriter, loc,
                                          arith::CmpFPredicate::OGT, truncated, x);
      result = arith::SelectOp::create(
          rewriter, loc, above, arith::SubFOp::create(rewriter, loc, truncated, one),
          truncated);
      break;
    }
    case Rounding::Ceil: {
      Value below = arith::CmpFOp::create(rewriter, loc,
                                          arith::CmpFPredicate::OLT, truncated, x);
      result = arith::SelectOp::create(
          rewriter, loc, below, arith::AddFOp::create(rewriter, loc, truncated, one),
          truncated);
      break;
    }
    case Rounding::Trunc:
      break;
    case Rounding::HalfAwayFromZero:
    case Rounding::HalfToEven: {
      // The fraction x - trunc(x) is exact; compare its magnitude with 1/2.
      Value fraction = math::AbsFOp::create(
          rewriter, loc, arith::SubFOp::create(rewriter, loc, x, truncated));
      Value half = constant(0.5);
      Value step = math::CopySignOp::create(rewriter, loc, one, x);
      Value away = arith::AddFOp::create(rewriter, loc, truncated, step);
      Value up = arith::CmpFOp::create(
          rewriter, loc,
          kind == Rounding::HalfAwayFromZero ? arith::CmpFPredicate::OGE
                                             : arith::CmpFPredicate::OGT,
          fraction, half);
      if (kind == Rounding::HalfToEven) {
        // Exactly half way: away from zero when trunc(x) is odd.
        Value intTruncated = arith::FPToSIOp::create(rewriter, loc, intType, truncated);
        Value intOne = createSplatConstant(
            rewriter, loc, intType,
            rewriter.getIntegerAttr(rewriter.getIntegerType(width), 1));
        Value odd = arith::CmpIOp::create(
            rewriter, loc, arith::CmpIPredicate::eq,
            arith::AndIOp::create(rewriter, loc, intTruncated, intOne), intOne);
        Value tie = arith::CmpFOp::create(rewriter, loc, arith::CmpFPredicate::OEQ,
                                          fraction, half);
        up = arith::OrIOp::create(rewriter, loc, up,
                                  arith::AndIOp::create(rewriter, loc, tie, odd));
      }
      result = arith::SelectOp::create(rewriter, loc, up, away, truncated);
      break;
    }
    }
    // Keep the sign of zero results (floor(-0.5) is -1, trunc(-0.5) is -0).
    result = math::CopySignOp::create(rewriter, loc, result, x);
    // 2^mantissa and beyond (and NaN, inf) are integral already.
    double limit = std::ldexp(1.0, floatType.getFPMantissaWidth() - 1);
    Value small = arith::CmpFOp::create(
        rewriter, loc, arith::CmpFPredicate::OLT,
        math::AbsFOp::create(rewriter, loc, x), constant(limit));
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, small, result, x);
    return success();
  }
};

/// arith.remf as x - trunc(x / y) * y in f64: exact for the magnitudes
/// tensors hold in practice, without libm's fmod.
struct ExpandRemF : OpRewritePattern<arith::RemFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::RemFOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    Location loc = op.getLoc();
    Type wide = rewriter.getF64Type();
    if (auto vectorType = dyn_cast<VectorType>(type))
      wide = vectorType.clone(wide);
    auto widen = [&](Value v) -> Value {
      return v.getType() == wide ? v : arith::ExtFOp::create(rewriter, loc, wide, v);
    };
    Value x = widen(op.getLhs()), y = widen(op.getRhs());
    Value quotient = math::TruncOp::create(
        rewriter, loc, arith::DivFOp::create(rewriter, loc, x, y));
    Value result = arith::SubFOp::create(
        rewriter, loc, x, arith::MulFOp::create(rewriter, loc, quotient, y));
    // The remainder has the sign of x, zeros included.
    result = math::CopySignOp::create(rewriter, loc, result, x);
    if (result.getType() != type)
      result = arith::TruncFOp::create(rewriter, loc, type, result);
    rewriter.replaceOp(op, result);
    return success();
  }
};

/// math.powf with C pow semantics: negative bases with integral exponents
/// (odd ones flip the sign), x^0 = 1; computed as exp(y * log|x|).
struct ExpandPowF : OpRewritePattern<math::PowFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::PowFOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    auto floatType = dyn_cast<FloatType>(getElementTypeOrSelf(type));
    if (!floatType) return failure();
    Location loc = op.getLoc();
    auto constant = [&](double value) {
      return createSplatConstant(rewriter, loc, type,
                                 rewriter.getFloatAttr(floatType, value));
    };
    auto cmp = [&](arith::CmpFPredicate p, Value a, Value b) -> Value {
      return arith::CmpFOp::create(rewriter, loc, p, a, b);
    };
    Value x = op.getLhs(), y = op.getRhs();
    Value magnitude = math::ExpOp::create(
        rewriter, loc,
        arith::MulFOp::create(rewriter, loc, y,
                              math::LogOp::create(
                                  rewriter, loc,
                                  math::AbsFOp::create(rewriter, loc, x))));
    Value isInteger =
        cmp(arith::CmpFPredicate::OEQ, math::TruncOp::create(rewriter, loc, y), y);
    Value halfY = arith::MulFOp::create(rewriter, loc, y, constant(0.5));
    Value isOdd = arith::AndIOp::create(
        rewriter, loc, isInteger,
        cmp(arith::CmpFPredicate::ONE,
            math::TruncOp::create(rewriter, loc, halfY), halfY));
    Value negated = arith::NegFOp::create(rewriter, loc, magnitude);
    Value negativeBase = arith::SelectOp::create(
        rewriter, loc, isInteger,
        arith::SelectOp::create(rewriter, loc, isOdd, negated, magnitude),
        constant(std::nan("")));
    Value result = arith::SelectOp::create(
        rewriter, loc, cmp(arith::CmpFPredicate::OLT, x, constant(0.0)),
        negativeBase, magnitude);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(
        op, cmp(arith::CmpFPredicate::OEQ, y, constant(0.0)), constant(1.0),
        result);
    return success();
  }
};

} // namespace

void populateExpandRoundingPatterns(RewritePatternSet &patterns,
                                    PatternBenefit benefit) {
  patterns.add<ExpandRoundingOp<math::FloorOp, Rounding::Floor>,
               ExpandRoundingOp<math::CeilOp, Rounding::Ceil>,
               ExpandRoundingOp<math::TruncOp, Rounding::Trunc>,
               ExpandRoundingOp<math::RoundOp, Rounding::HalfAwayFromZero>,
               ExpandRoundingOp<math::RoundEvenOp, Rounding::HalfToEven>,
               ExpandRemF, ExpandPowF>(patterns.getContext(), benefit);
}

} // namespace mlir::iree_compiler::Codegen
