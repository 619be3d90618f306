//===- ExpandRemainderInIntegers.cpp - Exact f32 remf without f64 ---------===//
//
// The remainder of x by y is exact in f32 (it is smaller than y and on y's
// grid), but computing it through x / y is not. Here it is long division of
// the 24-bit significands: x's significand times 2^(ex - ey), modulo y's,
// eight bits per step. (Dividing in f64 rounds quotients past 2^53 and
// needs f64, which Vulkan targets may lack.)
//
//===----------------------------------------------------------------------===//

#include "compiler/Codegen/Common/FloatExpansions.h"
#include "compiler/Codegen/Common/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/TypeUtilities.h"

#include <cmath>

namespace mlir::iree_compiler::Codegen {

namespace {

struct ExpandRemFInIntegers : OpRewritePattern<arith::RemFOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(arith::RemFOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    if (!getElementTypeOrSelf(type).isF32())
      return rewriter.notifyMatchFailure(op, "f32 only");
    Location loc = op.getLoc();
    Type intType = rewriter.getI32Type();
    if (auto shaped = dyn_cast<ShapedType>(type))
      intType = shaped.clone(intType);
    auto constant = [&](OpBuilder &b, int64_t value) {
      return createSplatConstant(b, loc, intType,
                                 b.getI32IntegerAttr(static_cast<int32_t>(value)));
    };
    auto c = [&](int64_t value) { return constant(rewriter, value); };
    auto cmp = [&](arith::CmpIPredicate predicate, Value a, Value b) {
      return arith::CmpIOp::create(rewriter, loc, predicate, a, b).getResult();
    };
    auto select = [&](Value condition, Value a, Value b) {
      return arith::SelectOp::create(rewriter, loc, condition, a, b)
          .getResult();
    };
    auto andI = [&](Value a, int64_t mask) {
      return arith::AndIOp::create(rewriter, loc, a, c(mask)).getResult();
    };
    using P = arith::CmpIPredicate;

    Value x = op.getLhs();
    Value bitsX = arith::BitcastOp::create(rewriter, loc, intType, x);
    Value bitsY = arith::BitcastOp::create(rewriter, loc, intType, op.getRhs());
    Value sign = andI(bitsX, 0x80000000);
    Value magnitudeX = andI(bitsX, 0x7fffffff);
    Value magnitudeY = andI(bitsY, 0x7fffffff);
    Value isNaN = arith::OrIOp::create(
        rewriter, loc,
        arith::OrIOp::create(rewriter, loc, cmp(P::eq, magnitudeY, c(0)),
                             cmp(P::uge, magnitudeX, c(0x7f800000))),
        cmp(P::ugt, magnitudeY, c(0x7f800000)));
    // |x| < |y| (as floats, so as their bits): x is its own remainder.
    Value isSmall = cmp(P::ult, magnitudeX, magnitudeY);

    // Significands with the implicit bit of normal numbers; subnormals count
    // as exponent 1 without it.
    auto significand = [&](Value magnitude, Value &exponent) {
      Value field = arith::ShRUIOp::create(rewriter, loc, magnitude, c(23));
      exponent = arith::MaxSIOp::create(rewriter, loc, field, c(1));
      Value implicit = select(cmp(P::ne, field, c(0)), c(0x800000), c(0));
      return arith::OrIOp::create(rewriter, loc, andI(magnitude, 0x7fffff),
                                  implicit)
          .getResult();
    };
    Value exponentX, exponentY;
    Value significandX = significand(magnitudeX, exponentX);
    Value significandY = significand(magnitudeY, exponentY);
    // A zero divisor only reaches here on the NaN path; it must not divide.
    significandY =
        select(cmp(P::eq, significandY, c(0)), c(1), significandY);
    Value shifts = arith::MaxSIOp::create(
        rewriter, loc,
        arith::SubIOp::create(rewriter, loc, exponentX, exponentY), c(0));

    // r = (r mod my) << s for s = 8, 8, ..., the rest: r stays below 2^32.
    // 32 steps cover the largest exponent difference, 253.
    Value lower = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value upper = arith::ConstantIndexOp::create(rewriter, loc, 32);
    Value one = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(
        rewriter, loc, lower, upper, one, ValueRange{significandX, shifts},
        [&](OpBuilder &b, Location l, Value, ValueRange args) {
          Value remaining = args[1];
          Value shift = arith::MinSIOp::create(b, l, remaining,
                                               constant(b, 8));
          Value r = arith::RemUIOp::create(b, l, args[0], significandY);
          r = arith::ShLIOp::create(b, l, r, shift);
          remaining = arith::SubIOp::create(b, l, remaining, shift);
          scf::YieldOp::create(b, l, ValueRange{r, remaining});
        });
    Value r =
        arith::RemUIOp::create(rewriter, loc, loop.getResult(0), significandY);

    // r * 2^(ey - 150), exact: r * 2^-23 is below 2, then a normal power of
    // two 2^(ey - 127) scales it to the result, which f32 holds exactly.
    auto floatConstant = [&](double value) {
      return createSplatConstant(rewriter, loc, type,
                                 rewriter.getF32FloatAttr(value));
    };
    Value magnitude = arith::MulFOp::create(
        rewriter, loc, arith::UIToFPOp::create(rewriter, loc, type, r),
        floatConstant(0x1p-23));
    Value scale = arith::BitcastOp::create(
        rewriter, loc, type,
        arith::ShLIOp::create(rewriter, loc, exponentY, c(23)));
    magnitude = arith::MulFOp::create(rewriter, loc, magnitude, scale);
    // The remainder has x's sign, zeros included.
    Value result = arith::BitcastOp::create(
        rewriter, loc, type,
        arith::OrIOp::create(
            rewriter, loc,
            arith::BitcastOp::create(rewriter, loc, intType, magnitude), sign));
    result = select(isSmall, x, result);
    rewriter.replaceOp(op, select(isNaN, floatConstant(NAN), result));
    return success();
  }
};

} // namespace

void populateExpandRemFInIntegersPatterns(RewritePatternSet &patterns,
                                          PatternBenefit benefit) {
  patterns.add<ExpandRemFInIntegers>(patterns.getContext(), benefit);
}

} // namespace mlir::iree_compiler::Codegen
