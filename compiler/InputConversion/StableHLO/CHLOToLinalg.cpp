//===- CHLOToLinalg.cpp - chlo ops to linalg ------------------------------===//
//
// Elementwise chlo ops are emitted per element for the shared elementwise
// pattern: most map to a math op (which codegen expands without libm), the
// special functions JAX uses (erf_inv, lgamma, digamma) are approximated
// here in f32. top_k becomes two generics: each element's rank among its
// row, then the element of each rank below k.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/CHLO/IR/CHLOOps.h"
#include "compiler/InputConversion/StableHLO/Patterns.h"
#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

namespace mlir::iree_compiler::InputConversion {

namespace chlo = IREE::CHLO;

namespace {

constexpr double kPi = 3.14159265358979323846;

Value floatConstant(OpBuilder &b, Location loc, Type type, double value) {
  return arith::ConstantOp::create(b, loc, type, b.getFloatAttr(type, value));
}

/// c[0] + w * (c[1] + w * (c[2] + ...)).
Value horner(OpBuilder &b, Location loc, Value w, ArrayRef<double> c) {
  Type t = w.getType();
  Value p = floatConstant(b, loc, t, c.back());
  for (double coefficient : llvm::reverse(c.drop_back()))
    p = math::FmaOp::create(b, loc, p, w,
                            floatConstant(b, loc, t, coefficient));
  return p;
}

/// `x - round(x)`, in [-1/2, 1/2]: the periodic functions used by the
/// reflection formulas lose no accuracy on it.
Value fractionFromNearestInteger(OpBuilder &b, Location loc, Value x) {
  return arith::SubFOp::create(b, loc, x, math::RoundEvenOp::create(b, loc, x));
}

Value cmp(OpBuilder &b, Location loc, arith::CmpFPredicate predicate, Value x,
          double value) {
  return arith::CmpFOp::create(b, loc, predicate, x,
                               floatConstant(b, loc, x.getType(), value));
}

/// Inverse error function: M. Giles' single-precision approximation,
/// "Approximating the erfinv function" (GPU Computing Gems, 2011).
Value emitErfInv(OpBuilder &b, Location loc, Value x) {
  Type t = x.getType();
  Value one = floatConstant(b, loc, t, 1.0);
  Value oneMinusXSquared =
      arith::MulFOp::create(b, loc, arith::SubFOp::create(b, loc, one, x),
                            arith::AddFOp::create(b, loc, one, x));
  Value w = arith::NegFOp::create(
      b, loc, math::LogOp::create(b, loc, oneMinusXSquared));
  Value central = horner(
      b, loc, arith::SubFOp::create(b, loc, w, floatConstant(b, loc, t, 2.5)),
      {1.50140941, 0.246640727, -0.00417768164, -0.00125372503, 0.00021858087,
       -4.39150654e-06, -3.5233877e-06, 3.43273939e-07, 2.81022636e-08});
  Value tail = horner(
      b, loc,
      arith::SubFOp::create(b, loc, math::SqrtOp::create(b, loc, w),
                            floatConstant(b, loc, t, 3.0)),
      {2.83297682, 1.00167406, 0.00943887047, -0.0076224613, 0.00573950773,
       -0.00367342844, 0.00134934322, 0.000100950558, -0.000200214257});
  Value p = arith::SelectOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OLT, w, 5.0), central, tail);
  Value result = arith::MulFOp::create(b, loc, p, x);
  // ±1 map to ±inf exactly; |x| > 1 stays NaN from the logarithm.
  Value infinity =
      math::CopySignOp::create(b, loc, floatConstant(b, loc, t, INFINITY), x);
  Value isOne = cmp(b, loc, arith::CmpFPredicate::OEQ,
                    math::AbsFOp::create(b, loc, x), 1.0);
  return arith::SelectOp::create(b, loc, isOne, infinity, result);
}

/// log|Γ(x)|: Lanczos' approximation (g = 7, 9 terms) for x >= 1/2 and the
/// reflection log(π / |sin(πx)|) - lgamma(1 - x) below; poles give +inf.
Value emitLgamma(OpBuilder &b, Location loc, Value x) {
  Type t = x.getType();
  static constexpr double kLanczos[] = {
      0.99999999999980993,  676.5203681218851,     -1259.1392167224028,
      771.32342877765313,   -176.61502916214059,   12.507343278686905,
      -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7};
  Value one = floatConstant(b, loc, t, 1.0);
  Value reflect = cmp(b, loc, arith::CmpFPredicate::OLT, x, 0.5);
  Value y = arith::SelectOp::create(b, loc, reflect,
                                    arith::SubFOp::create(b, loc, one, x), x);
  Value z = arith::SubFOp::create(b, loc, y, one);
  Value series = floatConstant(b, loc, t, kLanczos[0]);
  for (int i = 1; i < 9; ++i) {
    Value term = arith::DivFOp::create(
        b, loc, floatConstant(b, loc, t, kLanczos[i]),
        arith::AddFOp::create(b, loc, z, floatConstant(b, loc, t, i)));
    series = arith::AddFOp::create(b, loc, series, term);
  }
  Value tz = arith::AddFOp::create(b, loc, z, floatConstant(b, loc, t, 7.5));
  Value power = arith::MulFOp::create(
      b, loc, arith::AddFOp::create(b, loc, z, floatConstant(b, loc, t, 0.5)),
      math::LogOp::create(b, loc, tz));
  Value lgammaY = arith::AddFOp::create(
      b, loc,
      arith::AddFOp::create(b, loc,
                            floatConstant(b, loc, t, 0.5 * std::log(2 * kPi)),
                            arith::SubFOp::create(b, loc, power, tz)),
      math::LogOp::create(b, loc, series));
  Value sinPiX = math::AbsFOp::create(
      b, loc,
      math::SinOp::create(
          b, loc,
          arith::MulFOp::create(b, loc, floatConstant(b, loc, t, kPi),
                                fractionFromNearestInteger(b, loc, x))));
  Value reflected = arith::SubFOp::create(
      b, loc,
      arith::SubFOp::create(b, loc, floatConstant(b, loc, t, std::log(kPi)),
                            math::LogOp::create(b, loc, sinPiX)),
      lgammaY);
  Value result = arith::SelectOp::create(b, loc, reflect, reflected, lgammaY);
  Value isInf = cmp(b, loc, arith::CmpFPredicate::OEQ,
                    math::AbsFOp::create(b, loc, x), INFINITY);
  return arith::SelectOp::create(b, loc, isInf,
                                 floatConstant(b, loc, t, INFINITY), result);
}

/// ψ(x): six steps of ψ(y) = ψ(y + 1) - 1/y, then the asymptotic series at
/// y + 6; the reflection ψ(1 - x) - π / tan(πx) below 1/2. Poles are NaN.
Value emitDigamma(OpBuilder &b, Location loc, Value x) {
  Type t = x.getType();
  Value one = floatConstant(b, loc, t, 1.0);
  Value reflect = cmp(b, loc, arith::CmpFPredicate::OLT, x, 0.5);
  Value y = arith::SelectOp::create(b, loc, reflect,
                                    arith::SubFOp::create(b, loc, one, x), x);
  Value steps = floatConstant(b, loc, t, 0.0);
  for (int k = 0; k < 6; ++k)
    steps = arith::AddFOp::create(
        b, loc, steps,
        arith::DivFOp::create(
            b, loc, one,
            arith::AddFOp::create(b, loc, y, floatConstant(b, loc, t, k))));
  Value shifted = arith::AddFOp::create(b, loc, y, floatConstant(b, loc, t, 6));
  Value inv = arith::DivFOp::create(b, loc, one, shifted);
  Value inv2 = arith::MulFOp::create(b, loc, inv, inv);
  // log(s) - 1/(2s) - 1/(12s²) + 1/(120s⁴) - 1/(252s⁶) + 1/(240s⁸)
  Value series = arith::MulFOp::create(
      b, loc, inv2,
      horner(b, loc, inv2, {-1.0 / 12, 1.0 / 120, -1.0 / 252, 1.0 / 240}));
  Value psi = arith::SubFOp::create(
      b, loc,
      arith::AddFOp::create(
          b, loc,
          arith::SubFOp::create(
              b, loc, math::LogOp::create(b, loc, shifted),
              arith::MulFOp::create(b, loc, floatConstant(b, loc, t, 0.5),
                                    inv)),
          series),
      steps);
  Value tanPiX = math::TanOp::create(
      b, loc,
      arith::MulFOp::create(b, loc, floatConstant(b, loc, t, kPi),
                            fractionFromNearestInteger(b, loc, x)));
  Value reflected = arith::SubFOp::create(
      b, loc, psi,
      arith::DivFOp::create(b, loc, floatConstant(b, loc, t, kPi), tanPiX));
  Value result = arith::SelectOp::create(b, loc, reflect, reflected, psi);
  Value isPole = arith::AndIOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OLE, x, 0.0),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x,
                            math::FloorOp::create(b, loc, x)));
  return arith::SelectOp::create(b, loc, isPole, floatConstant(b, loc, t, NAN),
                                 result);
}

/// Runs `emit` in f32 for narrower floats, whose constants and ranges the
/// approximations would not fit.
Value inF32(OpBuilder &b, Location loc, Value x,
            function_ref<Value(OpBuilder &, Location, Value)> emit) {
  Type type = x.getType();
  if (type.getIntOrFloatBitWidth() >= 32)
    return emit(b, loc, x);
  Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), x);
  return arith::TruncFOp::create(b, loc, type, emit(b, loc, wide));
}

/// i1 results of comparing `x` (or |x|) with an infinity.
Value emitInfinityTest(OpBuilder &b, Location loc, Value x, bool useAbs,
                       double infinity) {
  Value value = useAbs ? math::AbsFOp::create(b, loc, x).getResult() : x;
  return cmp(b, loc, arith::CmpFPredicate::OEQ, value, infinity);
}

} // namespace

bool isCHLOScalarizableOp(Operation *op) {
  return isa<chlo::AcosOp, chlo::AcoshOp, chlo::AsinOp, chlo::AsinhOp,
             chlo::AtanOp, chlo::AtanhOp, chlo::CoshOp, chlo::DigammaOp,
             chlo::ErfInvOp, chlo::ErfOp, chlo::ErfcOp, chlo::IsInfOp,
             chlo::IsNegInfOp, chlo::IsPosInfOp, chlo::LgammaOp, chlo::SinhOp,
             chlo::SquareOp, chlo::TanOp>(op);
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
      .Case([&](chlo::ErfInvOp) { return inF32(b, loc, x, emitErfInv); })
      .Case([&](chlo::LgammaOp) { return inF32(b, loc, x, emitLgamma); })
      .Case([&](chlo::DigammaOp) { return inF32(b, loc, x, emitDigamma); })
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
