//===- VMOpFolders.cpp - Shared folders of the vm ops ---------------------===//
//
// Constant folding follows the runtime's semantics exactly; anything the
// runtime reports as an error (division by zero, INT_MIN / -1) is left
// unfolded so the error still happens at run time.
//
//===----------------------------------------------------------------------===//

#include "compiler/Dialect/VM/IR/VMOpFolders.h"

#include <optional>

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "llvm/ADT/APSInt.h"

namespace mlir::iree_compiler::IREE::VM {

bool isAllZeroBits(Attribute attr) {
  if (auto intAttr = dyn_cast<IntegerAttr>(attr))
    return intAttr.getValue().isZero();
  if (auto floatAttr = dyn_cast<FloatAttr>(attr))
    return floatAttr.getValue().isPosZero();
  return false;
}

namespace {

Type getResultType(Operation *op) { return op->getResult(0).getType(); }

std::optional<APInt> getInt(Attribute attr) {
  if (auto intAttr = dyn_cast_if_present<IntegerAttr>(attr))
    return intAttr.getValue();
  return std::nullopt;
}

std::optional<APFloat> getFloat(Attribute attr) {
  if (auto floatAttr = dyn_cast_if_present<FloatAttr>(attr))
    return floatAttr.getValue();
  return std::nullopt;
}

bool isIntEqualTo(Attribute attr, int64_t value) {
  std::optional<APInt> v = getInt(attr);
  return v && *v == APInt(v->getBitWidth(), value, /*isSigned=*/true);
}

// Applies `fn` to the constant operands; `fn` returns std::nullopt where the
// runtime would fail.
template <typename Fn>
Attribute foldIntBinary(Operation *op, ArrayRef<Attribute> operands, Fn fn) {
  std::optional<APInt> lhs = getInt(operands[0]);
  std::optional<APInt> rhs = getInt(operands[1]);
  if (!lhs || !rhs)
    return {};
  std::optional<APInt> result = fn(*lhs, *rhs);
  if (!result)
    return {};
  return IntegerAttr::get(getResultType(op), *result);
}

template <typename Fn>
Attribute foldIntUnary(Operation *op, ArrayRef<Attribute> operands, Fn fn) {
  std::optional<APInt> operand = getInt(operands[0]);
  if (!operand)
    return {};
  return IntegerAttr::get(getResultType(op), fn(*operand));
}

template <typename Fn>
Attribute foldFloatBinary(Operation *op, ArrayRef<Attribute> operands, Fn fn) {
  std::optional<APFloat> lhs = getFloat(operands[0]);
  std::optional<APFloat> rhs = getFloat(operands[1]);
  if (!lhs || !rhs)
    return {};
  fn(*lhs, *rhs);
  return FloatAttr::get(getResultType(op), *lhs);
}

template <typename Fn>
Attribute foldFloatUnary(Operation *op, ArrayRef<Attribute> operands, Fn fn) {
  std::optional<APFloat> operand = getFloat(operands[0]);
  if (!operand)
    return {};
  fn(*operand);
  return FloatAttr::get(getResultType(op), *operand);
}

constexpr auto kRound = llvm::RoundingMode::NearestTiesToEven;

// Integer identities where one side is a known constant or both sides are the
// same value; `sameValue` is what x op x yields.
enum class SameValue { none, operand, zero };

OpFoldResult foldSameOperands(Operation *op, SameValue sameValue) {
  if (op->getOperand(0) != op->getOperand(1))
    return {};
  switch (sameValue) {
  case SameValue::none:
    return {};
  case SameValue::operand:
    return op->getOperand(0);
  case SameValue::zero:
    return IntegerAttr::get(getResultType(op), 0);
  }
  return {};
}

Attribute boolAttr(Operation *op, bool value) {
  return IntegerAttr::get(getResultType(op), value ? 1 : 0);
}

}  // namespace

//===----------------------------------------------------------------------===//
// Integer arithmetic
//===----------------------------------------------------------------------===//

OpFoldResult foldAddI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 0))
    return op->getOperand(0);
  return foldIntBinary(op, operands,
                       [](const APInt &a, const APInt &b) { return a + b; });
}

OpFoldResult foldSubI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 0))
    return op->getOperand(0);
  if (OpFoldResult same = foldSameOperands(op, SameValue::zero))
    return same;
  return foldIntBinary(op, operands,
                       [](const APInt &a, const APInt &b) { return a - b; });
}

OpFoldResult foldMulI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 1))
    return op->getOperand(0);
  if (isIntEqualTo(operands[1], 0))
    return operands[1];
  return foldIntBinary(op, operands,
                       [](const APInt &a, const APInt &b) { return a * b; });
}

OpFoldResult foldDivSI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 1))
    return op->getOperand(0);
  return foldIntBinary(
      op, operands, [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        bool overflow = false;
        APInt result = a.sdiv_ov(b, overflow);
        if (overflow)
          return std::nullopt;
        return result;
      });
}

OpFoldResult foldDivUI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 1))
    return op->getOperand(0);
  return foldIntBinary(
      op, operands, [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.udiv(b);
      });
}

OpFoldResult foldRemSI(Operation *op, ArrayRef<Attribute> operands) {
  return foldIntBinary(
      op, operands, [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero() || (a.isMinSignedValue() && b.isAllOnes()))
          return std::nullopt;
        return a.srem(b);
      });
}

OpFoldResult foldRemUI(Operation *op, ArrayRef<Attribute> operands) {
  return foldIntBinary(
      op, operands, [](const APInt &a, const APInt &b) -> std::optional<APInt> {
        if (b.isZero())
          return std::nullopt;
        return a.urem(b);
      });
}

OpFoldResult foldMinSI(Operation *op, ArrayRef<Attribute> operands) {
  if (OpFoldResult same = foldSameOperands(op, SameValue::operand))
    return same;
  return foldIntBinary(op, operands, [](const APInt &a, const APInt &b) {
    return a.slt(b) ? a : b;
  });
}

OpFoldResult foldMinUI(Operation *op, ArrayRef<Attribute> operands) {
  if (OpFoldResult same = foldSameOperands(op, SameValue::operand))
    return same;
  return foldIntBinary(op, operands, [](const APInt &a, const APInt &b) {
    return a.ult(b) ? a : b;
  });
}

OpFoldResult foldMaxSI(Operation *op, ArrayRef<Attribute> operands) {
  if (OpFoldResult same = foldSameOperands(op, SameValue::operand))
    return same;
  return foldIntBinary(op, operands, [](const APInt &a, const APInt &b) {
    return a.sgt(b) ? a : b;
  });
}

OpFoldResult foldMaxUI(Operation *op, ArrayRef<Attribute> operands) {
  if (OpFoldResult same = foldSameOperands(op, SameValue::operand))
    return same;
  return foldIntBinary(op, operands, [](const APInt &a, const APInt &b) {
    return a.ugt(b) ? a : b;
  });
}

OpFoldResult foldAndI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 0))
    return operands[1];
  if (isIntEqualTo(operands[1], -1))
    return op->getOperand(0);
  if (OpFoldResult same = foldSameOperands(op, SameValue::operand))
    return same;
  return foldIntBinary(op, operands,
                       [](const APInt &a, const APInt &b) { return a & b; });
}

OpFoldResult foldOrI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 0))
    return op->getOperand(0);
  if (OpFoldResult same = foldSameOperands(op, SameValue::operand))
    return same;
  return foldIntBinary(op, operands,
                       [](const APInt &a, const APInt &b) { return a | b; });
}

OpFoldResult foldXorI(Operation *op, ArrayRef<Attribute> operands) {
  if (isIntEqualTo(operands[1], 0))
    return op->getOperand(0);
  if (OpFoldResult same = foldSameOperands(op, SameValue::zero))
    return same;
  return foldIntBinary(op, operands,
                       [](const APInt &a, const APInt &b) { return a ^ b; });
}

// Shift amounts are i32 whatever the operand width, taken modulo the width.
template <typename Fn>
static OpFoldResult foldShift(Operation *op, ArrayRef<Attribute> operands,
                              Fn fn) {
  std::optional<APInt> amount = getInt(operands[1]);
  if (!amount)
    return {};
  unsigned width = getResultType(op).getIntOrFloatBitWidth();
  unsigned shift = amount->getZExtValue() % width;
  if (shift == 0)
    return op->getOperand(0);
  std::optional<APInt> value = getInt(operands[0]);
  if (!value)
    return {};
  return IntegerAttr::get(getResultType(op), fn(*value, shift));
}

OpFoldResult foldShlI(Operation *op, ArrayRef<Attribute> operands) {
  return foldShift(op, operands,
                   [](const APInt &v, unsigned s) { return v.shl(s); });
}

OpFoldResult foldShrSI(Operation *op, ArrayRef<Attribute> operands) {
  return foldShift(op, operands,
                   [](const APInt &v, unsigned s) { return v.ashr(s); });
}

OpFoldResult foldShrUI(Operation *op, ArrayRef<Attribute> operands) {
  return foldShift(op, operands,
                   [](const APInt &v, unsigned s) { return v.lshr(s); });
}

OpFoldResult foldAbsI(Operation *op, ArrayRef<Attribute> operands) {
  return foldIntUnary(op, operands, [](const APInt &v) { return v.abs(); });
}

OpFoldResult foldNegI(Operation *op, ArrayRef<Attribute> operands) {
  return foldIntUnary(op, operands, [](const APInt &v) { return -v; });
}

OpFoldResult foldNotI(Operation *op, ArrayRef<Attribute> operands) {
  return foldIntUnary(op, operands, [](const APInt &v) { return ~v; });
}

OpFoldResult foldFmaI(Operation *op, ArrayRef<Attribute> operands) {
  std::optional<APInt> a = getInt(operands[0]);
  std::optional<APInt> b = getInt(operands[1]);
  std::optional<APInt> c = getInt(operands[2]);
  if (!a || !b || !c)
    return {};
  return IntegerAttr::get(getResultType(op), *a * *b + *c);
}

//===----------------------------------------------------------------------===//
// Floating-point arithmetic
//===----------------------------------------------------------------------===//

OpFoldResult foldAddF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatBinary(op, operands, [](APFloat &a, const APFloat &b) {
    a.add(b, kRound);
  });
}

OpFoldResult foldSubF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatBinary(op, operands, [](APFloat &a, const APFloat &b) {
    a.subtract(b, kRound);
  });
}

OpFoldResult foldMulF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatBinary(op, operands, [](APFloat &a, const APFloat &b) {
    a.multiply(b, kRound);
  });
}

OpFoldResult foldDivF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatBinary(op, operands, [](APFloat &a, const APFloat &b) {
    a.divide(b, kRound);
  });
}

// vm.rem.f* is C's fmod: the result has the sign of the dividend.
OpFoldResult foldRemF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatBinary(op, operands,
                         [](APFloat &a, const APFloat &b) { a.mod(b); });
}

OpFoldResult foldFmaF(Operation *op, ArrayRef<Attribute> operands) {
  std::optional<APFloat> a = getFloat(operands[0]);
  std::optional<APFloat> b = getFloat(operands[1]);
  std::optional<APFloat> c = getFloat(operands[2]);
  if (!a || !b || !c)
    return {};
  a->fusedMultiplyAdd(*b, *c, kRound);
  return FloatAttr::get(getResultType(op), *a);
}

OpFoldResult foldAbsF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatUnary(op, operands, [](APFloat &v) { v.clearSign(); });
}

OpFoldResult foldNegF(Operation *op, ArrayRef<Attribute> operands) {
  return foldFloatUnary(op, operands, [](APFloat &v) { v.changeSign(); });
}

OpFoldResult foldRoundF(Operation *op, ArrayRef<Attribute> operands,
                        llvm::RoundingMode mode) {
  return foldFloatUnary(op, operands,
                        [mode](APFloat &v) { v.roundToIntegral(mode); });
}

//===----------------------------------------------------------------------===//
// Comparisons and selects
//===----------------------------------------------------------------------===//

OpFoldResult foldCmpI(Operation *op, ArrayRef<Attribute> operands,
                      IntCmp predicate) {
  if (op->getOperand(0) == op->getOperand(1)) {
    bool reflexive = predicate == IntCmp::eq || predicate == IntCmp::sle ||
                     predicate == IntCmp::ule;
    return boolAttr(op, reflexive);
  }
  std::optional<APInt> a = getInt(operands[0]);
  std::optional<APInt> b = getInt(operands[1]);
  if (!a || !b)
    return {};
  switch (predicate) {
  case IntCmp::eq:
    return boolAttr(op, *a == *b);
  case IntCmp::ne:
    return boolAttr(op, *a != *b);
  case IntCmp::slt:
    return boolAttr(op, a->slt(*b));
  case IntCmp::ult:
    return boolAttr(op, a->ult(*b));
  case IntCmp::sle:
    return boolAttr(op, a->sle(*b));
  case IntCmp::ule:
    return boolAttr(op, a->ule(*b));
  }
  return {};
}

OpFoldResult foldCmpF(Operation *op, ArrayRef<Attribute> operands,
                      FloatCmp predicate) {
  std::optional<APFloat> a = getFloat(operands[0]);
  std::optional<APFloat> b = getFloat(operands[1]);
  if (!a || !b)
    return {};
  APFloat::cmpResult cmp = a->compare(*b);
  bool unordered = cmp == APFloat::cmpUnordered;
  bool eq = cmp == APFloat::cmpEqual;
  bool lt = cmp == APFloat::cmpLessThan;
  switch (predicate) {
  case FloatCmp::oeq:
    return boolAttr(op, eq);
  case FloatCmp::ueq:
    return boolAttr(op, unordered || eq);
  case FloatCmp::one:
    return boolAttr(op, !unordered && !eq);
  case FloatCmp::une:
    return boolAttr(op, !eq);
  case FloatCmp::olt:
    return boolAttr(op, lt);
  case FloatCmp::ult:
    return boolAttr(op, unordered || lt);
  case FloatCmp::ole:
    return boolAttr(op, lt || eq);
  case FloatCmp::ule:
    return boolAttr(op, unordered || lt || eq);
  }
  return {};
}

OpFoldResult foldCmpNZ(Operation *op, ArrayRef<Attribute> operands) {
  std::optional<APInt> v = getInt(operands[0]);
  if (!v)
    return {};
  return boolAttr(op, !v->isZero());
}

OpFoldResult foldCmpNaN(Operation *op, ArrayRef<Attribute> operands) {
  std::optional<APFloat> v = getFloat(operands[0]);
  if (!v)
    return {};
  return boolAttr(op, v->isNaN());
}

OpFoldResult foldSelect(Operation *op, ArrayRef<Attribute> operands) {
  if (op->getOperand(1) == op->getOperand(2))
    return op->getOperand(1);
  std::optional<APInt> condition = getInt(operands[0]);
  if (!condition)
    return {};
  return op->getOperand(condition->isZero() ? 2 : 1);
}

//===----------------------------------------------------------------------===//
// Casts
//===----------------------------------------------------------------------===//

OpFoldResult foldExtI(Operation *op, ArrayRef<Attribute> operands,
                      unsigned bits, bool isSigned) {
  unsigned width = getResultType(op).getIntOrFloatBitWidth();
  return foldIntUnary(op, operands, [&](const APInt &v) {
    APInt low = v.trunc(bits);
    return isSigned ? low.sext(width) : low.zext(width);
  });
}

OpFoldResult foldIntToFloat(Operation *op, ArrayRef<Attribute> operands,
                            bool isSigned) {
  std::optional<APInt> v = getInt(operands[0]);
  if (!v)
    return {};
  auto type = cast<FloatType>(getResultType(op));
  APFloat result(type.getFloatSemantics());
  result.convertFromAPInt(*v, isSigned, kRound);
  return FloatAttr::get(type, result);
}

OpFoldResult foldFloatToInt(Operation *op, ArrayRef<Attribute> operands,
                            bool isSigned) {
  std::optional<APFloat> v = getFloat(operands[0]);
  if (!v)
    return {};
  unsigned width = getResultType(op).getIntOrFloatBitWidth();
  if (v->isNaN())
    return IntegerAttr::get(getResultType(op), 0);
  llvm::APSInt result(width, /*isUnsigned=*/!isSigned);
  bool isExact = false;
  APFloat::opStatus status =
      v->convertToInteger(result, llvm::RoundingMode::TowardZero, &isExact);
  if (status & APFloat::opInvalidOp) {
    result = v->isNegative() ? llvm::APSInt::getMinValue(width, !isSigned)
                             : llvm::APSInt::getMaxValue(width, !isSigned);
  }
  return IntegerAttr::get(getResultType(op), result);
}

OpFoldResult foldFloatToFloat(Operation *op, ArrayRef<Attribute> operands) {
  std::optional<APFloat> v = getFloat(operands[0]);
  if (!v)
    return {};
  auto type = cast<FloatType>(getResultType(op));
  bool losesInfo = false;
  v->convert(type.getFloatSemantics(), kRound, &losesInfo);
  return FloatAttr::get(type, *v);
}

OpFoldResult foldBitcast(Operation *op, ArrayRef<Attribute> operands) {
  Type type = getResultType(op);
  if (std::optional<APInt> v = getInt(operands[0]))
    return FloatAttr::get(
        type, APFloat(cast<FloatType>(type).getFloatSemantics(), *v));
  if (std::optional<APFloat> v = getFloat(operands[0]))
    return IntegerAttr::get(type, v->bitcastToAPInt());
  return {};
}

}  // namespace mlir::iree_compiler::IREE::VM
