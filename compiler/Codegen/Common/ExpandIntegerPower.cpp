//===- ExpandIntegerPower.cpp - math.ipowi as square-and-multiply ---------===//

#include "compiler/Codegen/Common/IntegerExpansions.h"
#include "compiler/Codegen/Common/Utils.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/TypeUtilities.h"

namespace mlir::iree_compiler::Codegen {

namespace {

/// Walks the exponent's bits from the lowest, multiplying the result by the
/// base squared that many times where a bit is set. The sign bit is not
/// walked: a negative exponent selects its own result.
struct ExpandIPowI : OpRewritePattern<math::IPowIOp> {
  using OpRewritePattern::OpRewritePattern;
  LogicalResult matchAndRewrite(math::IPowIOp op,
                                PatternRewriter &rewriter) const override {
    Type type = op.getType();
    unsigned width = getElementTypeOrSelf(type).getIntOrFloatBitWidth();
    if (width < 2)
      return rewriter.notifyMatchFailure(op, "needs a sign bit and a value");
    Location loc = op.getLoc();
    Value base = op.getLhs(), exponent = op.getRhs();
    auto constant = [&](int64_t value) {
      return createSplatConstant(
          rewriter, loc, type,
          rewriter.getIntegerAttr(getElementTypeOrSelf(type), value));
    };
    Value zero = constant(0), one = constant(1), minusOne = constant(-1);
    auto isNonZero = [&](OpBuilder &b, Value value) {
      return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, value,
                                   zero)
          .getResult();
    };

    Value lower = arith::ConstantIndexOp::create(rewriter, loc, 0);
    Value upper = arith::ConstantIndexOp::create(rewriter, loc, width - 1);
    Value step = arith::ConstantIndexOp::create(rewriter, loc, 1);
    auto loop = scf::ForOp::create(
        rewriter, loc, lower, upper, step, ValueRange{one, base, exponent},
        [&](OpBuilder &b, Location l, Value, ValueRange args) {
          Value result = args[0], power = args[1], bits = args[2];
          Value odd = isNonZero(b, arith::AndIOp::create(b, l, bits, one));
          Value product = arith::MulIOp::create(b, l, result, power);
          result = arith::SelectOp::create(b, l, odd, product, result);
          power = arith::MulIOp::create(b, l, power, power);
          bits = arith::ShRUIOp::create(b, l, bits, one);
          scf::YieldOp::create(b, l, ValueRange{result, power, bits});
        });

    // 1^-n = 1, (-1)^-n = ±1 by the parity of n, and the rest round to 0.
    auto equals = [&](Value lhs, Value rhs) {
      return arith::CmpIOp::create(rewriter, loc, arith::CmpIPredicate::eq,
                                   lhs, rhs);
    };
    Value oddExponent =
        isNonZero(rewriter, arith::AndIOp::create(rewriter, loc, exponent, one));
    Value minusOnePower =
        arith::SelectOp::create(rewriter, loc, oddExponent, minusOne, one);
    Value negativePower = arith::SelectOp::create(
        rewriter, loc, equals(base, one), one,
        arith::SelectOp::create(rewriter, loc, equals(base, minusOne),
                                minusOnePower, zero));
    Value negative = arith::CmpIOp::create(
        rewriter, loc, arith::CmpIPredicate::slt, exponent, zero);
    rewriter.replaceOpWithNewOp<arith::SelectOp>(op, negative, negativePower,
                                                 loop.getResult(0));
    return success();
  }
};

} // namespace

void populateExpandIntegerPowerPatterns(RewritePatternSet &patterns) {
  patterns.add<ExpandIPowI>(patterns.getContext());
}

} // namespace mlir::iree_compiler::Codegen
