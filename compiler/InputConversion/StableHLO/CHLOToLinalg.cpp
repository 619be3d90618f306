//===- CHLOToLinalg.cpp - chlo ops to linalg ------------------------------===//
//
// Elementwise chlo ops are emitted per element for the shared elementwise
// pattern: most map to a math op (which codegen expands without libm), the
// special functions (erf_inv, lgamma, digamma, polygamma, zeta, bessel_i1e,
// next_after) are approximated in CHLOScalarFunctions.cpp. top_k becomes two
// generics: each element's rank among its row, then the element of each
// rank below k.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/InputConversion/StableHLO/CHLOScalarFunctions.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

namespace mlir::iree_compiler::InputConversion {

namespace chlo = IREE::CHLO;

bool isCHLOScalarizableOp(Operation *op) {
  return isa<chlo::AcosOp, chlo::AcoshOp, chlo::AsinOp, chlo::AsinhOp,
             chlo::AtanOp, chlo::AtanhOp, chlo::BesselI1eOp, chlo::CoshOp,
             chlo::DigammaOp, chlo::ErfInvOp, chlo::ErfOp, chlo::ErfcOp,
             chlo::IsInfOp, chlo::IsNegInfOp, chlo::IsPosInfOp, chlo::LgammaOp,
             chlo::NextAfterOp, chlo::PolygammaOp, chlo::SinhOp,
             chlo::SquareOp, chlo::TanOp, chlo::ZetaOp>(op);
}

Value emitCHLOScalarOp(OpBuilder &b, Location loc, Operation *op,
                       ValueRange args) {
  Value x = args.empty() ? Value() : args[0];
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](chlo::AcosOp) { return math::AcosOp::create(b, loc, x); })
      .Case([&](chlo::AcoshOp) { return math::AcoshOp::create(b, loc, x); })
      .Case([&](chlo::AsinOp) { return math::AsinOp::create(b, loc, x); })
      .Case([&](chlo::AsinhOp) { return math::AsinhOp::create(b, loc, x); })
      .Case([&](chlo::AtanOp) { return math::AtanOp::create(b, loc, x); })
      .Case([&](chlo::AtanhOp) { return math::AtanhOp::create(b, loc, x); })
      .Case([&](chlo::CoshOp) { return math::CoshOp::create(b, loc, x); })
      .Case([&](chlo::SinhOp) { return math::SinhOp::create(b, loc, x); })
      .Case([&](chlo::TanOp) { return math::TanOp::create(b, loc, x); })
      .Case([&](chlo::ErfOp) { return math::ErfOp::create(b, loc, x); })
      .Case([&](chlo::ErfcOp) { return math::ErfcOp::create(b, loc, x); })
      .Case([&](chlo::ErfInvOp) { return emitErfInv(b, loc, x); })
      .Case([&](chlo::LgammaOp) { return emitLgamma(b, loc, x); })
      .Case([&](chlo::DigammaOp) { return emitDigamma(b, loc, x); })
      .Case([&](chlo::BesselI1eOp) { return emitBesselI1e(b, loc, x); })
      .Case([&](chlo::ZetaOp) { return emitZeta(b, loc, x, args[1]); })
      .Case([&](chlo::PolygammaOp) { return emitPolygamma(b, loc, x, args[1]); })
      .Case([&](chlo::NextAfterOp) { return emitNextAfter(b, loc, x, args[1]); })
      .Case([&](chlo::SquareOp) -> Value {
        if (isa<FloatType>(x.getType()))
          return arith::MulFOp::create(b, loc, x, x);
        return arith::MulIOp::create(b, loc, x, x);
      })
      .Case([&](chlo::IsInfOp) {
        return emitInfinityTest(b, loc, x, /*useAbs=*/true, INFINITY);
      })
      .Case([&](chlo::IsPosInfOp) {
        return emitInfinityTest(b, loc, x, /*useAbs=*/false, INFINITY);
      })
      .Case([&](chlo::IsNegInfOp) {
        return emitInfinityTest(b, loc, x, /*useAbs=*/false, -INFINITY);
      })
      .Default([](Operation *) { return Value(); });
}

namespace {

struct TopKToGenerics : OpConversionPattern<chlo::TopKOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(chlo::TopKOp op, OpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    const TypeConverter &converter = *getTypeConverter();
    RankedTensorType operandType =
        getStaticConvertedType(converter, op.getOperand().getType());
    RankedTensorType valuesType =
        getStaticConvertedType(converter, op.getValues().getType());
    RankedTensorType indicesType =
        getStaticConvertedType(converter, op.getIndices().getType());
    Type elementType = op.getOperand().getType().getElementType();
    if (!operandType || !valuesType || !indicesType ||
        isa<ComplexType>(elementType))
      return rewriter.notifyMatchFailure(op, "needs static real tensors");
    MLIRContext *ctx = op.getContext();
    Location loc = op.getLoc();
    int64_t rank = operandType.getRank();
    bool largest = op.getLargest();
    bool isUnsigned =
        elementType.isUnsignedInteger() || elementType.isInteger(1);
    Type i32 = rewriter.getI32Type();

    // Dimensions: the outer ones, then the element ranked (m), then the one
    // it is compared with (p) or the rank being looked up (j).
    auto dims = [&](ArrayRef<int64_t> positions) {
      SmallVector<AffineExpr> exprs;
      for (int64_t d = 0; d + 1 < rank; ++d)
        exprs.push_back(getAffineDimExpr(d, ctx));
      for (int64_t position : positions)
        exprs.push_back(getAffineDimExpr(position, ctx));
      return AffineMap::get(rank + 1, 0, exprs, ctx);
    };
    SmallVector<utils::IteratorType> iterators(rank,
                                               utils::IteratorType::parallel);
    iterators.push_back(utils::IteratorType::reduction);

    // rank(m) = #{p : x[p] comes before x[m]}, where larger values (in IEEE
    // total order for floats) and then lower indices come first.
    auto ranksType = RankedTensorType::get(operandType.getShape(), i32);
    Value operand = adaptor.getOperand();
    auto ranks = linalg::GenericOp::create(
        rewriter, loc, ranksType, ValueRange{operand, operand},
        createZeroFilled(rewriter, loc, ranksType),
        SmallVector<AffineMap>{dims({rank - 1}), dims({rank}),
                               dims({rank - 1})},
        iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          Value xm = args[0], xp = args[1];
          if (isa<FloatType>(xm.getType())) {
            xm = totalOrderKey(b, l, xm);
            xp = totalOrderKey(b, l, xp);
          }
          using P = arith::CmpIPredicate;
          P beats = largest ? (isUnsigned ? P::ugt : P::sgt)
                            : (isUnsigned ? P::ult : P::slt);
          Value m = linalg::IndexOp::create(b, l, rank - 1);
          Value p = linalg::IndexOp::create(b, l, rank);
          Value tieBefore = arith::AndIOp::create(
              b, l, arith::CmpIOp::create(b, l, P::eq, xp, xm),
              arith::CmpIOp::create(b, l, P::ult, p, m));
          Value before = arith::OrIOp::create(
              b, l, arith::CmpIOp::create(b, l, beats, xp, xm), tieBefore);
          Value count = arith::AddIOp::create(
              b, l, args[2], arith::ExtUIOp::create(b, l, i32, before));
          linalg::YieldOp::create(b, l, count);
        });

    // Output j of a row is the element of rank j.
    auto selected = linalg::GenericOp::create(
        rewriter, loc, TypeRange{valuesType, indicesType},
        ValueRange{ranks.getResult(0), operand},
        ValueRange{createZeroFilled(rewriter, loc, valuesType),
                   createZeroFilled(rewriter, loc, indicesType)},
        SmallVector<AffineMap>{dims({rank}), dims({rank}), dims({rank - 1}),
                               dims({rank - 1})},
        iterators, [&](OpBuilder &b, Location l, ValueRange args) {
          Value j = arith::IndexCastOp::create(
              b, l, i32, linalg::IndexOp::create(b, l, rank - 1));
          Value m = arith::IndexCastOp::create(
              b, l, i32, linalg::IndexOp::create(b, l, rank));
          Value hit =
              arith::CmpIOp::create(b, l, arith::CmpIPredicate::eq, args[0], j);
          linalg::YieldOp::create(
              b, l,
              ValueRange{arith::SelectOp::create(b, l, hit, args[1], args[2]),
                         arith::SelectOp::create(b, l, hit, m, args[3])});
        });
    rewriter.replaceOp(op, selected.getResults());
    return success();
  }
};

} // namespace

void populateCHLOPatterns(const TypeConverter &converter,
                          RewritePatternSet &patterns) {
  patterns.add<TopKToGenerics>(converter, patterns.getContext());
}

} // namespace mlir::iree_compiler::InputConversion
