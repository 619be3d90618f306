//===- CHLOScalarFunctions.cpp - Per-element math of chlo ops -------------===//
//
// The special functions of chlo ops that have no math dialect op, emitted
// per element: erf_inv, lgamma, digamma, polygamma, zeta and bessel_i1e in
// f32 (or f64) with the approximations each documents, and next_after on
// the float's bits.
//
//===----------------------------------------------------------------------===//

#include "compiler/InputConversion/StableHLO/CHLOScalarFunctions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"

#include <cmath>

namespace mlir::iree_compiler::InputConversion {

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
Value erfInv(OpBuilder &b, Location loc, Value x) {
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
Value lgamma(OpBuilder &b, Location loc, Value x) {
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
Value digamma(OpBuilder &b, Location loc, Value x) {
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

/// I₁(|x|)·e^-|x|: the power series Σ (x/2)^(2k+1) / (k!(k+1)!), scaled
/// from its first term, up to 30, and the asymptotic expansion
/// (1 - 3/(8x) - 15/(128x²) - ...) / √(2πx) beyond; odd in x.
Value besselI1e(OpBuilder &b, Location loc, Value x) {
  Type t = x.getType();
  Value ax = math::AbsFOp::create(b, loc, x);
  // The series where it is used: |x| <= 30 needs about 60 terms.
  Value seriesX = arith::MinimumFOp::create(b, loc, ax,
                                            floatConstant(b, loc, t, 30.0));
  Value seriesHalf =
      arith::MulFOp::create(b, loc, seriesX, floatConstant(b, loc, t, 0.5));
  Value term = arith::MulFOp::create(
      b, loc, seriesHalf,
      math::ExpOp::create(b, loc, arith::NegFOp::create(b, loc, seriesX)));
  Value seriesQuarter = arith::MulFOp::create(b, loc, seriesHalf, seriesHalf);
  Value series = term;
  for (int k = 1; k < 64; ++k) {
    term = arith::MulFOp::create(
        b, loc, term,
        arith::MulFOp::create(b, loc, seriesQuarter,
                              floatConstant(b, loc, t, 1.0 / (k * (k + 1.0)))));
    series = arith::AddFOp::create(b, loc, series, term);
  }
  // Asymptotic: term_k = term_(k-1) * -(4 - (2k-1)²) / (8kx).
  Value safeX = arith::MaximumFOp::create(b, loc, ax,
                                          floatConstant(b, loc, t, 30.0));
  Value inv8x = arith::DivFOp::create(
      b, loc, floatConstant(b, loc, t, 1.0),
      arith::MulFOp::create(b, loc, safeX, floatConstant(b, loc, t, 8.0)));
  Value asymptoticTerm = floatConstant(b, loc, t, 1.0);
  Value asymptotic = asymptoticTerm;
  for (int k = 1; k <= 12; ++k) {
    double factor = -(4.0 - (2.0 * k - 1) * (2.0 * k - 1)) / k;
    asymptoticTerm = arith::MulFOp::create(
        b, loc, asymptoticTerm,
        arith::MulFOp::create(b, loc, inv8x, floatConstant(b, loc, t, factor)));
    asymptotic = arith::AddFOp::create(b, loc, asymptotic, asymptoticTerm);
  }
  asymptotic = arith::DivFOp::create(
      b, loc, asymptotic,
      math::SqrtOp::create(
          b, loc,
          arith::MulFOp::create(b, loc, safeX,
                                floatConstant(b, loc, t, 2.0 * kPi))));
  Value magnitude = arith::SelectOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OLE, ax, 30.0), series,
      asymptotic);
  return math::CopySignOp::create(b, loc, magnitude, x);
}

/// (2j)! / B₂ⱼ for j = 1..12: the Euler-Maclaurin correction terms of ζ.
SmallVector<double> zetaCorrectionDivisors() {
  // B₂ .. B₂₄ as numerator / denominator.
  static const double kBernoulli[12][2] = {
      {1, 6},          {-1, 30},     {1, 42},         {-1, 30},
      {5, 66},         {-691, 2730}, {7, 6},          {-3617, 510},
      {43867, 798},    {-174611, 330}, {854513, 138}, {-236364091, 2730}};
  SmallVector<double> divisors;
  double factorial = 1;
  for (int j = 1; j <= 12; ++j) {
    factorial *= (2.0 * j - 1) * (2.0 * j);
    divisors.push_back(factorial * kBernoulli[j - 1][1] /
                       kBernoulli[j - 1][0]);
  }
  return divisors;
}

/// Hurwitz ζ(x, q) = Σₖ (q + k)^-x: ten terms summed, then the
/// Euler-Maclaurin tail at w = q + 9 (the tail integral, half the last
/// term, and twelve Bernoulli corrections). x = 1 and q a non-positive
/// integer are poles (+inf); x < 1, and q < 0 with x not an integer, NaN.
Value zeta(OpBuilder &b, Location loc, Value x, Value q) {
  Type t = x.getType();
  Value one = floatConstant(b, loc, t, 1.0);
  Value negX = arith::NegFOp::create(b, loc, x);
  Value sum = floatConstant(b, loc, t, 0.0);
  Value w, last;
  for (int k = 0; k < 10; ++k) {
    w = arith::AddFOp::create(b, loc, q, floatConstant(b, loc, t, k));
    last = math::PowFOp::create(b, loc, w, negX);
    sum = arith::AddFOp::create(b, loc, sum, last);
  }
  // + w^(1-x) / (x - 1) - w^-x / 2
  sum = arith::AddFOp::create(
      b, loc, sum,
      arith::DivFOp::create(b, loc, arith::MulFOp::create(b, loc, last, w),
                            arith::SubFOp::create(b, loc, x, one)));
  sum = arith::SubFOp::create(
      b, loc, sum,
      arith::MulFOp::create(b, loc, last, floatConstant(b, loc, t, 0.5)));
  // + Σⱼ x(x+1)...(x+2j-2) w^(-x-2j+1) / ((2j)! / B₂ⱼ), each product from
  // the one before (a rising factorial alone overflows f32 for large x).
  Value wSquared = arith::MulFOp::create(b, loc, w, w);
  Value term = arith::DivFOp::create(
      b, loc, arith::MulFOp::create(b, loc, x, last), w);
  int j = 1;
  for (double divisor : zetaCorrectionDivisors()) {
    if (j > 1) {
      Value factors = arith::MulFOp::create(
          b, loc,
          arith::AddFOp::create(b, loc, x, floatConstant(b, loc, t, 2 * j - 3)),
          arith::AddFOp::create(b, loc, x, floatConstant(b, loc, t, 2 * j - 2)));
      term = arith::DivFOp::create(
          b, loc, arith::MulFOp::create(b, loc, term, factors), wSquared);
    }
    sum = arith::AddFOp::create(
        b, loc, sum,
        arith::DivFOp::create(b, loc, term, floatConstant(b, loc, t, divisor)));
    ++j;
  }
  Value qIsInteger = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                           q, math::FloorOp::create(b, loc, q));
  Value xIsInteger = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ,
                                           x, math::FloorOp::create(b, loc, x));
  Value inf = floatConstant(b, loc, t, INFINITY);
  Value nan = floatConstant(b, loc, t, NAN);
  Value qPole = arith::AndIOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OLE, q, 0.0), qIsInteger);
  Value qDomain = arith::AndIOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OLT, q, 0.0),
      arith::XOrIOp::create(b, loc, xIsInteger,
                            arith::ConstantIntOp::create(b, loc, 1, 1)));
  Value result = arith::SelectOp::create(b, loc, qDomain, nan, sum);
  result = arith::SelectOp::create(b, loc, qPole, inf, result);
  result = arith::SelectOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OLT, x, 1.0), nan, result);
  return arith::SelectOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OEQ, x, 1.0), inf, result);
}

/// ψ⁽ⁿ⁾(x) = (-1)^(n+1) n! ζ(n + 1, x) for n >= 1, ψ(x) for n = 0; NaN
/// unless n is a non-negative integer.
Value polygamma(OpBuilder &b, Location loc, Value n, Value x) {
  Type t = x.getType();
  Value one = floatConstant(b, loc, t, 1.0);
  Value nPlusOne = arith::AddFOp::create(b, loc, n, one);
  Value factorial = math::ExpOp::create(b, loc, lgamma(b, loc, nPlusOne));
  // (-1)^(n+1): +1 for odd n.
  Value halfN = arith::MulFOp::create(b, loc, n, floatConstant(b, loc, t, 0.5));
  Value nIsOdd = arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE,
                                       halfN, math::FloorOp::create(b, loc, halfN));
  Value sign = arith::SelectOp::create(b, loc, nIsOdd, one,
                                       floatConstant(b, loc, t, -1.0));
  Value higher = arith::MulFOp::create(
      b, loc, arith::MulFOp::create(b, loc, sign, factorial),
      zeta(b, loc, nPlusOne, x));
  Value result = arith::SelectOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OEQ, n, 0.0),
      digamma(b, loc, x), higher);
  Value valid = arith::AndIOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OGE, n, 0.0),
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, n,
                            math::FloorOp::create(b, loc, n)));
  return arith::SelectOp::create(b, loc, valid, result,
                                 floatConstant(b, loc, t, NAN));
}

/// The representable value after x toward y, on x's bits: one ulp up in
/// magnitude when y lies away from zero, down otherwise; the smallest
/// subnormal of y's sign from zero; y when equal; NaN for NaN operands.
Value nextAfter(OpBuilder &b, Location loc, Value x, Value y) {
  auto floatType = cast<FloatType>(x.getType());
  Type intType = b.getIntegerType(floatType.getWidth());
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  Value one = arith::ConstantIntOp::create(b, loc, intType, 1);
  Value awayFromZero = arith::CmpIOp::create(
      b, loc, arith::CmpIPredicate::eq,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, x, y),
      cmp(b, loc, arith::CmpFPredicate::OGT, x, 0.0));
  Value stepped = arith::SelectOp::create(
      b, loc, awayFromZero, arith::AddIOp::create(b, loc, bits, one),
      arith::SubIOp::create(b, loc, bits, one));
  Value fromZero = arith::BitcastOp::create(
      b, loc, intType,
      math::CopySignOp::create(
          b, loc, arith::BitcastOp::create(b, loc, floatType, one), y));
  Value result = arith::SelectOp::create(
      b, loc, cmp(b, loc, arith::CmpFPredicate::OEQ, x, 0.0), fromZero,
      stepped);
  Value resultFloat = arith::BitcastOp::create(b, loc, floatType, result);
  resultFloat = arith::SelectOp::create(
      b, loc,
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OEQ, x, y), y,
      resultFloat);
  return arith::SelectOp::create(
      b, loc, arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, y),
      floatConstant(b, loc, floatType, NAN), resultFloat);
}

/// Runs `emit` in f32 for narrower floats, whose constants and ranges the
/// approximations would not fit.
Value inF32(OpBuilder &b, Location loc, ValueRange args,
            function_ref<Value(OpBuilder &, Location, ValueRange)> emit) {
  Type type = args[0].getType();
  if (type.getIntOrFloatBitWidth() >= 32) return emit(b, loc, args);
  SmallVector<Value> wide;
  for (Value arg : args)
    wide.push_back(arith::ExtFOp::create(b, loc, b.getF32Type(), arg));
  return arith::TruncFOp::create(b, loc, type, emit(b, loc, wide));
}

} // namespace

Value emitErfInv(OpBuilder &b, Location loc, Value x) {
  return inF32(b, loc, x, [](OpBuilder &b, Location loc, ValueRange a) {
    return erfInv(b, loc, a[0]);
  });
}

Value emitLgamma(OpBuilder &b, Location loc, Value x) {
  return inF32(b, loc, x, [](OpBuilder &b, Location loc, ValueRange a) {
    return lgamma(b, loc, a[0]);
  });
}

Value emitDigamma(OpBuilder &b, Location loc, Value x) {
  return inF32(b, loc, x, [](OpBuilder &b, Location loc, ValueRange a) {
    return digamma(b, loc, a[0]);
  });
}

Value emitBesselI1e(OpBuilder &b, Location loc, Value x) {
  return inF32(b, loc, x, [](OpBuilder &b, Location loc, ValueRange a) {
    return besselI1e(b, loc, a[0]);
  });
}

Value emitZeta(OpBuilder &b, Location loc, Value x, Value q) {
  return inF32(b, loc, {x, q}, [](OpBuilder &b, Location loc, ValueRange a) {
    return zeta(b, loc, a[0], a[1]);
  });
}

Value emitPolygamma(OpBuilder &b, Location loc, Value n, Value x) {
  return inF32(b, loc, {n, x}, [](OpBuilder &b, Location loc, ValueRange a) {
    return polygamma(b, loc, a[0], a[1]);
  });
}

Value emitNextAfter(OpBuilder &b, Location loc, Value x, Value y) {
  return nextAfter(b, loc, x, y);
}

Value emitInfinityTest(OpBuilder &b, Location loc, Value x, bool useAbs,
                       double infinity) {
  Value value = useAbs ? math::AbsFOp::create(b, loc, x).getResult() : x;
  return cmp(b, loc, arith::CmpFPredicate::OEQ, value, infinity);
}

} // namespace mlir::iree_compiler::InputConversion
