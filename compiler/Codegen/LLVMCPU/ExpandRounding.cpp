//===- ExpandRounding.cpp - Rounding ops as integer conversions -----------===//
//
// Without SSE4.1 LLVM lowers floor/ceil/trunc/round to libm calls, which the
// kernels cannot link. These patterns compute them from a conversion to an
// integer of the same width, exact for every value: magnitudes of 2^mantissa
// and above (and NaN/inf) are already integral and pass through unchanged.
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/LLVMCPU/FloatExpansions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

namespace mlir::iree_compiler::LLVMCPU {

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
    unsigned width = floatType.getWidth() <= 32 ? 32 : 64;
    Type intType = rewriter.getIntegerType(width);
    if (auto vectorType = dyn_cast<VectorType>(type))
      intType = vectorType.clone(intType);
    auto constant = [&](double value) -> Value {
      return arith::ConstantOp::create(
          rewriter, loc, type,
          isa<VectorType>(type)
              ? cast<TypedAttr>(SplatElementsAttr::get(
                    cast<ShapedType>(type),
                    rewriter.getFloatAttr(floatType, value)))
              : rewriter.getFloatAttr(floatType, value));
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
        Value intOne = arith::ConstantOp::create(
            rewriter, loc, intType,
            isa<VectorType>(intType)
                ? cast<TypedAttr>(SplatElementsAttr::get(
                      cast<ShapedType>(intType), rewriter.getIntegerAttr(
                                                     rewriter.getIntegerType(width), 1)))
                : rewriter.getIntegerAttr(intType, 1));
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

} // namespace

void populateExpandRoundingPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandRoundingOp<math::FloorOp, Rounding::Floor>,
               ExpandRoundingOp<math::CeilOp, Rounding::Ceil>,
               ExpandRoundingOp<math::TruncOp, Rounding::Trunc>,
               ExpandRoundingOp<math::RoundOp, Rounding::HalfAwayFromZero>,
               ExpandRoundingOp<math::RoundEvenOp, Rounding::HalfToEven>>(
      patterns.getContext());
}

} // namespace mlir::iree_compiler::LLVMCPU
