//===- ScalarOps.cpp - stablehlo ops on one element -----------------------===//

#include "compiler/InputConversion/StableHLO/ScalarOps.h"
#include "mlir/Dialect/Quant/IR/QuantTypes.h"

#include "compiler/Dialect/StableHLO/IR/StableHLOOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/TypeSwitch.h"

namespace mlir::iree_compiler::InputConversion {

namespace shlo = IREE::StableHLO;

Type getSignlessElementType(Type type) {
  // Quantized values are their storage integers.
  if (auto quantized = dyn_cast<quant::QuantizedType>(type))
    type = quantized.getStorageType();
  if (auto intType = dyn_cast<IntegerType>(type))
    return IntegerType::get(type.getContext(), intType.getWidth());
  return type;
}

/// i1 and `ui` values extend with zeros and compare unsigned.
static bool isUnsignedOrBool(Type type) {
  return type.isUnsignedInteger() || type.isInteger(1);
}

static Value zeroOf(OpBuilder &b, Location loc, Type type) {
  return arith::ConstantOp::create(b, loc, type, b.getZeroAttr(type));
}

Value convertScalar(OpBuilder &b, Location loc, Value value, Type from,
                    Type to) {
  Type target = getSignlessElementType(to);
  if (from == to)
    return value;
  auto fromFloat = dyn_cast<FloatType>(from);
  auto toFloat = dyn_cast<FloatType>(to);
  if (to.isInteger(1)) {
    // Anything non-zero is true.
    if (fromFloat)
      return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNE, value,
                                   zeroOf(b, loc, value.getType()));
    return arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, value,
                                 zeroOf(b, loc, value.getType()));
  }
  if (fromFloat && toFloat) {
    if (fromFloat.getWidth() < toFloat.getWidth())
      return arith::ExtFOp::create(b, loc, target, value);
    if (fromFloat.getWidth() > toFloat.getWidth())
      return arith::TruncFOp::create(b, loc, target, value);
    // f16 <-> bf16 goes through f32, which holds both exactly.
    Value wide = arith::ExtFOp::create(b, loc, b.getF32Type(), value);
    return arith::TruncFOp::create(b, loc, target, wide);
  }
  if (fromFloat) {
    if (to.isUnsignedInteger())
      return arith::FPToUIOp::create(b, loc, target, value);
    return arith::FPToSIOp::create(b, loc, target, value);
  }
  if (toFloat) {
    if (isUnsignedOrBool(from))
      return arith::UIToFPOp::create(b, loc, target, value);
    return arith::SIToFPOp::create(b, loc, target, value);
  }
  unsigned fromWidth = from.getIntOrFloatBitWidth();
  unsigned toWidth = to.getIntOrFloatBitWidth();
  if (fromWidth == toWidth)
    return value; // Only the signedness differs.
  if (fromWidth > toWidth)
    return arith::TruncIOp::create(b, loc, target, value);
  if (isUnsignedOrBool(from))
    return arith::ExtUIOp::create(b, loc, target, value);
  return arith::ExtSIOp::create(b, loc, target, value);
}

/// Bitcasts that keep the shape are elementwise; the others regroup bits.
static bool isSameWidthBitcast(Operation *op) {
  auto bitcast = dyn_cast<shlo::BitcastConvertOp>(op);
  if (!bitcast)
    return false;
  Type from = getElementTypeOrSelf(bitcast.getOperand().getType());
  Type to = getElementTypeOrSelf(bitcast.getType());
  return from.isIntOrFloat() && to.isIntOrFloat() &&
         from.getIntOrFloatBitWidth() == to.getIntOrFloatBitWidth();
}

bool isScalarizableOp(Operation *op) {
  if (!isa<shlo::AbsOp, shlo::AddOp, shlo::AndOp, shlo::CeilOp, shlo::ClampOp,
           shlo::CompareOp, shlo::ConvertOp, shlo::DivOp, shlo::ExpOp,
           shlo::Expm1Op, shlo::FloorOp, shlo::Log1pOp, shlo::LogOp,
           shlo::LogisticOp, shlo::MaxOp, shlo::MinOp, shlo::MulOp,
           shlo::NegOp, shlo::NotOp, shlo::OrOp, shlo::PowOp, shlo::RemOp,
           shlo::RoundNearestEvenOp, shlo::RoundOp, shlo::RsqrtOp,
           shlo::SelectOp, shlo::SignOp, shlo::SqrtOp, shlo::SubtractOp,
           shlo::TanhOp, shlo::XorOp>(op) &&
      !isa<shlo::Atan2Op, shlo::CbrtOp, shlo::ClzOp, shlo::CosineOp,
           shlo::ImagOp, shlo::IsFiniteOp, shlo::PopulationCountOp,
           shlo::RealOp, shlo::ReducePrecisionOp, shlo::ShiftLeftOp,
           shlo::ShiftRightArithmeticOp, shlo::ShiftRightLogicalOp,
           shlo::SineOp, shlo::TanOp>(op) &&
      !isSameWidthBitcast(op) && !isCHLOScalarizableOp(op))
    return false;
  auto isComplex = [](Type type) {
    return isa<ComplexType>(getElementTypeOrSelf(type));
  };
  return llvm::none_of(op->getOperandTypes(), isComplex) &&
         llvm::none_of(op->getResultTypes(), isComplex);
}

/// Signed or unsigned integer comparison predicate for a direction.
static arith::CmpIPredicate getIntPredicate(shlo::ComparisonDirection dir,
                                            bool isUnsigned) {
  using P = arith::CmpIPredicate;
  switch (dir) {
  case shlo::ComparisonDirection::EQ:
    return P::eq;
  case shlo::ComparisonDirection::NE:
    return P::ne;
  case shlo::ComparisonDirection::GE:
    return isUnsigned ? P::uge : P::sge;
  case shlo::ComparisonDirection::GT:
    return isUnsigned ? P::ugt : P::sgt;
  case shlo::ComparisonDirection::LE:
    return isUnsigned ? P::ule : P::sle;
  case shlo::ComparisonDirection::LT:
    return isUnsigned ? P::ult : P::slt;
  }
  llvm_unreachable("unknown comparison direction");
}

/// IEEE comparisons: ordered except NE, which is true for NaN operands.
static arith::CmpFPredicate getFloatPredicate(shlo::ComparisonDirection dir) {
  using P = arith::CmpFPredicate;
  switch (dir) {
  case shlo::ComparisonDirection::EQ:
    return P::OEQ;
  case shlo::ComparisonDirection::NE:
    return P::UNE;
  case shlo::ComparisonDirection::GE:
    return P::OGE;
  case shlo::ComparisonDirection::GT:
    return P::OGT;
  case shlo::ComparisonDirection::LE:
    return P::OLE;
  case shlo::ComparisonDirection::LT:
    return P::OLT;
  }
  llvm_unreachable("unknown comparison direction");
}

Value totalOrderKey(OpBuilder &b, Location loc, Value value) {
  unsigned width = value.getType().getIntOrFloatBitWidth();
  Type intType = b.getIntegerType(width);
  Value bits = arith::BitcastOp::create(b, loc, intType, value);
  Value zero = zeroOf(b, loc, intType);
  Value isNegative =
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, bits, zero);
  Value maxMagnitude = arith::ConstantOp::create(
      b, loc, intType,
      b.getIntegerAttr(intType, APInt::getSignedMaxValue(width)));
  Value flipped = arith::XOrIOp::create(b, loc, bits, maxMagnitude);
  return arith::SelectOp::create(b, loc, isNegative, flipped, bits);
}

static Value emitCompare(OpBuilder &b, Location loc, shlo::CompareOp op,
                         Value lhs, Value rhs) {
  Type elementType = getElementTypeOrSelf(op.getLhs().getType());
  shlo::ComparisonDirection dir = op.getComparisonDirection();
  // No type, like NOTYPE, compares as the element type says.
  shlo::ComparisonType kind =
      op.getCompareType().value_or(shlo::ComparisonType::NOTYPE);
  if (isa<FloatType>(elementType)) {
    if (kind == shlo::ComparisonType::TOTALORDER)
      return arith::CmpIOp::create(b, loc, getIntPredicate(dir, false),
                                   totalOrderKey(b, loc, lhs),
                                   totalOrderKey(b, loc, rhs));
    return arith::CmpFOp::create(b, loc, getFloatPredicate(dir), lhs, rhs);
  }
  bool isUnsigned = kind == shlo::ComparisonType::NOTYPE
                        ? isUnsignedOrBool(elementType)
                        : kind == shlo::ComparisonType::UNSIGNED;
  return arith::CmpIOp::create(b, loc, getIntPredicate(dir, isUnsigned), lhs,
                               rhs);
}

static Value emitMax(OpBuilder &b, Location loc, Type type, Value lhs,
                     Value rhs) {
  if (isa<FloatType>(type))
    return arith::MaximumFOp::create(b, loc, lhs, rhs); // NaN propagates.
  if (isUnsignedOrBool(type))
    return arith::MaxUIOp::create(b, loc, lhs, rhs);
  return arith::MaxSIOp::create(b, loc, lhs, rhs);
}

static Value emitMin(OpBuilder &b, Location loc, Type type, Value lhs,
                     Value rhs) {
  if (isa<FloatType>(type))
    return arith::MinimumFOp::create(b, loc, lhs, rhs);
  if (isUnsignedOrBool(type))
    return arith::MinUIOp::create(b, loc, lhs, rhs);
  return arith::MinSIOp::create(b, loc, lhs, rhs);
}

static Value emitSign(OpBuilder &b, Location loc, Type type, Value x) {
  Type t = x.getType();
  Value zero = zeroOf(b, loc, t);
  if (isa<FloatType>(type)) {
    // ±1 with x's sign; zeros and NaN are returned as they are.
    Value one = arith::ConstantOp::create(b, loc, t, b.getFloatAttr(t, 1.0));
    Value signedOne = math::CopySignOp::create(b, loc, one, x);
    Value isNonZero =
        arith::CmpFOp::create(b, loc, arith::CmpFPredicate::ONE, x, zero);
    return arith::SelectOp::create(b, loc, isNonZero, signedOne, x);
  }
  if (isUnsignedOrBool(type)) {
    Value isNonZero =
        arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ne, x, zero);
    return arith::ExtUIOp::create(b, loc, t, isNonZero).getResult();
  }
  // (x > 0) - (x < 0)
  Value pos = arith::ExtUIOp::create(
      b, loc, t,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::sgt, x, zero));
  Value neg = arith::ExtUIOp::create(
      b, loc, t,
      arith::CmpIOp::create(b, loc, arith::CmpIPredicate::slt, x, zero));
  return arith::SubIOp::create(b, loc, pos, neg);
}

enum class ShiftKind { Left, RightLogical, RightArithmetic };

/// Shifts by amounts outside [0, width) give 0, or the sign fill for
/// arithmetic right shifts, where arith would give poison.
static Value emitShift(OpBuilder &b, Location loc, ShiftKind kind, Value lhs,
                       Value rhs) {
  Type t = lhs.getType();
  unsigned width = t.getIntOrFloatBitWidth();
  auto constant = [&](int64_t value) -> Value {
    return arith::ConstantOp::create(b, loc, t, b.getIntegerAttr(t, value));
  };
  Value inRange = arith::CmpIOp::create(b, loc, arith::CmpIPredicate::ult,
                                        rhs, constant(width));
  Value shifted, outOfRange;
  switch (kind) {
  case ShiftKind::Left:
    shifted = arith::ShLIOp::create(b, loc, lhs, rhs);
    outOfRange = zeroOf(b, loc, t);
    break;
  case ShiftKind::RightLogical:
    shifted = arith::ShRUIOp::create(b, loc, lhs, rhs);
    outOfRange = zeroOf(b, loc, t);
    break;
  case ShiftKind::RightArithmetic:
    shifted = arith::ShRSIOp::create(b, loc, lhs, rhs);
    outOfRange = arith::ShRSIOp::create(b, loc, lhs, constant(width - 1));
    break;
  }
  return arith::SelectOp::create(b, loc, inRange, shifted, outOfRange);
}

/// Rounds `x` to `exponentBits`/`mantissaBits` on its bits: mantissa to
/// nearest even, then exponents above the narrow range become infinity and
/// below it (narrow denormals included) zero, keeping the sign. NaN stays
/// NaN while a mantissa bit is left to encode it.
static Value emitReducePrecision(OpBuilder &b, Location loc, Value x,
                                 int64_t exponentBits, int64_t mantissaBits) {
  auto floatType = cast<FloatType>(x.getType());
  int64_t width = floatType.getWidth();
  int64_t srcMantissa = floatType.getFPMantissaWidth() - 1;
  int64_t srcExponent = width - 1 - srcMantissa;
  Type intType = b.getIntegerType(width);
  auto constant = [&](APInt value) -> Value {
    return arith::ConstantOp::create(b, loc, intType,
                                     b.getIntegerAttr(intType, value));
  };
  auto bitsConstant = [&](uint64_t value) {
    return constant(APInt(width, value));
  };
  Value bits = arith::BitcastOp::create(b, loc, intType, x);
  if (mantissaBits < srcMantissa) {
    int64_t dropped = srcMantissa - mantissaBits;
    Value lastKept = arith::AndIOp::create(
        b, loc, arith::ShRUIOp::create(b, loc, bits, bitsConstant(dropped)),
        bitsConstant(1));
    // Adding just under half rounds up exactly when above half, or at half
    // when the last kept bit is odd.
    Value bias = arith::AddIOp::create(
        b, loc, lastKept, bitsConstant((uint64_t(1) << (dropped - 1)) - 1));
    Value rounded = arith::AddIOp::create(b, loc, bits, bias);
    bits = arith::AndIOp::create(
        b, loc, rounded,
        constant(APInt::getHighBitsSet(width, width - dropped)));
  }
  if (exponentBits < srcExponent) {
    APInt exponentMask =
        APInt::getBitsSet(width, srcMantissa, srcMantissa + srcExponent);
    APInt signMask = APInt::getSignMask(width);
    uint64_t srcBias = (uint64_t(1) << (srcExponent - 1)) - 1;
    uint64_t narrowBias = (uint64_t(1) << (exponentBits - 1)) - 1;
    Value exponent =
        arith::AndIOp::create(b, loc, bits, constant(exponentMask));
    Value sign = arith::AndIOp::create(b, loc, bits, constant(signMask));
    Value overflows = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ugt, exponent,
        bitsConstant((srcBias + narrowBias) << srcMantissa));
    Value underflows = arith::CmpIOp::create(
        b, loc, arith::CmpIPredicate::ule, exponent,
        bitsConstant((srcBias - narrowBias) << srcMantissa));
    Value infinity = arith::OrIOp::create(b, loc, sign, constant(exponentMask));
    bits = arith::SelectOp::create(b, loc, overflows, infinity, bits);
    bits = arith::SelectOp::create(b, loc, underflows, sign, bits);
  }
  Value result = arith::BitcastOp::create(b, loc, floatType, bits);
  if (mantissaBits == 0)
    return result;
  Value isNaN =
      arith::CmpFOp::create(b, loc, arith::CmpFPredicate::UNO, x, x);
  return arith::SelectOp::create(b, loc, isNaN, x, result);
}

Value emitScalarOp(OpBuilder &b, Location loc, Operation *op,
                   ValueRange args) {
  // Element type of the value operands (select and clamp: the middle one).
  Type type = getElementTypeOrSelf(
      op->getOperand(isa<shlo::SelectOp, shlo::ClampOp>(op) ? 1 : 0)
          .getType());
  bool isFloat = isa<FloatType>(type);
  bool isBool = type.isInteger(1);
  bool isUnsigned = type.isUnsignedInteger();
  auto binary = [&](auto floatTag, auto signedTag, auto unsignedTag) -> Value {
    using FloatOp = decltype(floatTag);
    using SignedOp = decltype(signedTag);
    using UnsignedOp = decltype(unsignedTag);
    if (isFloat)
      return FloatOp::create(b, loc, args[0], args[1]);
    if (isUnsigned || isBool)
      return UnsignedOp::create(b, loc, args[0], args[1]);
    return SignedOp::create(b, loc, args[0], args[1]);
  };
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case([&](shlo::AddOp) -> Value {
        if (isBool)
          return arith::OrIOp::create(b, loc, args[0], args[1]);
        return binary(arith::AddFOp(), arith::AddIOp(), arith::AddIOp());
      })
      .Case([&](shlo::SubtractOp) -> Value {
        return binary(arith::SubFOp(), arith::SubIOp(), arith::SubIOp());
      })
      .Case([&](shlo::MulOp) -> Value {
        return binary(arith::MulFOp(), arith::MulIOp(), arith::MulIOp());
      })
      .Case([&](shlo::DivOp) -> Value {
        return binary(arith::DivFOp(), arith::DivSIOp(), arith::DivUIOp());
      })
      .Case([&](shlo::RemOp) -> Value {
        return binary(arith::RemFOp(), arith::RemSIOp(), arith::RemUIOp());
      })
      .Case([&](shlo::MaxOp) { return emitMax(b, loc, type, args[0], args[1]); })
      .Case([&](shlo::MinOp) { return emitMin(b, loc, type, args[0], args[1]); })
      .Case([&](shlo::PowOp) -> Value {
        if (isFloat)
          return math::PowFOp::create(b, loc, args[0], args[1]);
        return math::IPowIOp::create(b, loc, args[0], args[1]);
      })
      .Case([&](shlo::AndOp) -> Value {
        return arith::AndIOp::create(b, loc, args[0], args[1]);
      })
      .Case([&](shlo::OrOp) -> Value {
        return arith::OrIOp::create(b, loc, args[0], args[1]);
      })
      .Case([&](shlo::XorOp) -> Value {
        return arith::XOrIOp::create(b, loc, args[0], args[1]);
      })
      .Case([&](shlo::NotOp) -> Value {
        Type t = args[0].getType();
        Value allOnes = arith::ConstantOp::create(
            b, loc, t, b.getIntegerAttr(t, APInt::getAllOnes(
                                               t.getIntOrFloatBitWidth())));
        return arith::XOrIOp::create(b, loc, args[0], allOnes);
      })
      .Case([&](shlo::AbsOp) -> Value {
        if (isFloat)
          return math::AbsFOp::create(b, loc, args[0]);
        if (isUnsigned || isBool)
          return args[0];
        return math::AbsIOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::NegOp) -> Value {
        if (isFloat)
          return arith::NegFOp::create(b, loc, args[0]);
        return arith::SubIOp::create(b, loc, zeroOf(b, loc, args[0].getType()),
                                     args[0]);
      })
      .Case([&](shlo::SignOp) { return emitSign(b, loc, type, args[0]); })
      .Case([&](shlo::ExpOp) -> Value {
        return math::ExpOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::Expm1Op) -> Value {
        return math::ExpM1Op::create(b, loc, args[0]);
      })
      .Case([&](shlo::LogOp) -> Value {
        return math::LogOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::Log1pOp) -> Value {
        return math::Log1pOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::TanhOp) -> Value {
        return math::TanhOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::SqrtOp) -> Value {
        return math::SqrtOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::RsqrtOp) -> Value {
        return math::RsqrtOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::FloorOp) -> Value {
        return math::FloorOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::CeilOp) -> Value {
        return math::CeilOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::RoundOp) -> Value {
        return math::RoundOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::RoundNearestEvenOp) -> Value {
        return math::RoundEvenOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::LogisticOp) -> Value {
        // 1 / (1 + exp(-x))
        Type t = args[0].getType();
        Value one =
            arith::ConstantOp::create(b, loc, t, b.getFloatAttr(t, 1.0));
        Value negated = arith::NegFOp::create(b, loc, args[0]);
        Value exp = math::ExpOp::create(b, loc, negated);
        Value denominator = arith::AddFOp::create(b, loc, one, exp);
        return arith::DivFOp::create(b, loc, one, denominator);
      })
      .Case([&](shlo::SineOp) -> Value {
        return math::SinOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::CosineOp) -> Value {
        return math::CosOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::TanOp) -> Value {
        return math::TanOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::CbrtOp) -> Value {
        return math::CbrtOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::Atan2Op) -> Value {
        return math::Atan2Op::create(b, loc, args[0], args[1]);
      })
      .Case([&](shlo::PopulationCountOp) -> Value {
        return math::CtPopOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::ClzOp) -> Value {
        return math::CountLeadingZerosOp::create(b, loc, args[0]);
      })
      .Case([&](shlo::IsFiniteOp) -> Value {
        // |x| < inf is false for infinities and (unordered) NaN.
        Type t = args[0].getType();
        Value inf = arith::ConstantOp::create(
            b, loc, t,
            b.getFloatAttr(t, APFloat::getInf(
                                  cast<FloatType>(t).getFloatSemantics())));
        Value abs = math::AbsFOp::create(b, loc, args[0]);
        return arith::CmpFOp::create(b, loc, arith::CmpFPredicate::OLT, abs,
                                     inf);
      })
      .Case([&](shlo::ShiftLeftOp) {
        return emitShift(b, loc, ShiftKind::Left, args[0], args[1]);
      })
      .Case([&](shlo::ShiftRightLogicalOp) {
        return emitShift(b, loc, ShiftKind::RightLogical, args[0], args[1]);
      })
      .Case([&](shlo::ShiftRightArithmeticOp) {
        return emitShift(b, loc, ShiftKind::RightArithmetic, args[0], args[1]);
      })
      // Real operands (complex ones are split before this runs).
      .Case([&](shlo::RealOp) { return args[0]; })
      .Case([&](shlo::ImagOp) { return zeroOf(b, loc, args[0].getType()); })
      .Case([&](shlo::BitcastConvertOp bitcast) -> Value {
        Type target =
            getSignlessElementType(getElementTypeOrSelf(bitcast.getType()));
        if (target == args[0].getType())
          return args[0];
        return arith::BitcastOp::create(b, loc, target, args[0]);
      })
      .Case([&](shlo::ReducePrecisionOp reduce) {
        return emitReducePrecision(b, loc, args[0], reduce.getExponentBits(),
                                   reduce.getMantissaBits());
      })
      .Case([&](shlo::CompareOp compare) {
        return emitCompare(b, loc, compare, args[0], args[1]);
      })
      .Case([&](shlo::SelectOp) -> Value {
        return arith::SelectOp::create(b, loc, args[0], args[1], args[2]);
      })
      .Case([&](shlo::ClampOp) -> Value {
        Value lowered = emitMax(b, loc, type, args[1], args[0]);
        return emitMin(b, loc, type, lowered, args[2]);
      })
      .Case([&](shlo::ConvertOp convert) {
        return convertScalar(b, loc, args[0], type,
                             getElementTypeOrSelf(convert.getType()));
      })
      .Default([&](Operation *) {
        return emitCHLOScalarOp(b, loc, op, args);
      });
}

bool isScalarizableBlock(Block &block) {
  return llvm::all_of(block.without_terminator(), [](Operation &op) {
    if (auto constant = dyn_cast<shlo::ConstantOp>(op))
      return isa<DenseElementsAttr>(constant.getValue()) &&
             constant.getType().getRank() == 0 &&
             !isa<ComplexType>(constant.getType().getElementType());
    return isScalarizableOp(&op);
  });
}

SmallVector<Value> emitScalarBlock(OpBuilder &b, Location loc, Block &block,
                                   ValueRange args) {
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  for (Operation &op : block.without_terminator()) {
    Value result;
    if (auto constant = dyn_cast<shlo::ConstantOp>(op)) {
      auto dense = cast<DenseElementsAttr>(constant.getValue());
      Type type = getSignlessElementType(dense.getElementType());
      TypedAttr value = dense.bitcast(type).getSplatValue<TypedAttr>();
      result = arith::ConstantOp::create(b, loc, type, value);
    } else {
      SmallVector<Value> operands;
      for (Value operand : op.getOperands())
        operands.push_back(mapping.lookup(operand));
      result = emitScalarOp(b, loc, &op, operands);
    }
    mapping.map(op.getResult(0), result);
  }
  SmallVector<Value> results;
  for (Value v : block.getTerminator()->getOperands())
    results.push_back(mapping.lookup(v));
  return results;
}

} // namespace mlir::iree_compiler::InputConversion
